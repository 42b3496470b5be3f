import CSDL
import ViewKit

// A convex polygon with a soft edge.
nonisolated extension ShapeTessellator {
    /// Builds the convex `polygon` (view units) mapped to pixels by `transform`: a fan from its
    /// centroid, solid `edge` inside its outline and fading to nothing `edge` outside it, the
    /// outline moved along each corner's mitre (held to 4 edges at sharp corners). A concave
    /// polygon comes out as its fan, too large.
    mutating func fill(polygon: [Point], edge: Double, transform: Transform2D, color: SDL_Color) {
        lastKey = nil  // the outline it leaves is not a rounded rectangle's
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        indicesHoldOutline = false
        ringCount = 0  // the next rounded rectangle rebuilds its triangles
        let n = polygon.count
        guard n >= 3 else { return }
        var area = 0.0
        var centroid = Point.zero
        for i in 0..<n {
            let a = polygon[i]
            let b = polygon[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
            centroid = centroid + a
        }
        centroid = centroid * (1 / Double(n))
        // Outward is to the left of travel for a path that turns clockwise on screen (y down).
        let outward = area > 0 ? 1.0 : -1.0
        func normal(_ a: Point, _ b: Point) -> Point {
            let length = a.distance(to: b)
            guard length > 1e-12 else { return .zero }
            return Point(x: (b.y - a.y) / length * outward, y: -(b.x - a.x) / length * outward)
        }
        var clear = color
        clear.a = 0
        vertices.append(Self.vertex(centroid, u: 0.5, v: 0.5, transform: transform, color: color))
        var outer: [SDL_Vertex] = []
        outer.reserveCapacity(n)
        for i in 0..<n {
            let before = normal(polygon[(i + n - 1) % n], polygon[i])
            let after = normal(polygon[i], polygon[(i + 1) % n])
            var mitre = before + after
            let cosine = max((mitre.x * after.x + mitre.y * after.y) / max(mitre.distance(to: .zero), 1e-12), 0.25)
            let length = mitre.distance(to: .zero)
            mitre = length > 1e-12 ? mitre * (edge / cosine / length) : .zero
            vertices.append(Self.vertex(polygon[i] - mitre, u: 0.5, v: 0.5, transform: transform, color: color))
            outer.append(Self.vertex(polygon[i] + mitre, u: 0.5, v: 0.5, transform: transform, color: clear))
        }
        vertices += outer
        Self.appendFanAndRims(ringCount: n, rings: 2, to: &indices)
    }
}
