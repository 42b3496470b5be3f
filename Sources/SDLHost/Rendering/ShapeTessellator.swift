import CSDL
import ViewKit

/// Turns a rounded rectangle into triangles for SDL_RenderGeometry: a fan over the shape plus a
/// ring `edge` wide on either side of its outline that fades to transparent outside, which
/// gives smooth edges at any angle.
///
/// A value type the renderer keeps and reuses, so its buffers stay allocated from frame to
/// frame and building a shape is one exclusive access, not one per appended point. Corner arcs
/// come from precomputed quarter circles: no sine or cosine per point per frame. A shape with
/// the same outline as the last one (equal views in a row, or a view's background and its
/// picture) only transforms and colours the outline it already has.
struct ShapeTessellator {
    /// The last shape's vertices and triangle indices.
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// The most segments a corner arc is drawn with.
    static let maximumSegments = 16

    /// cos and sin of k/n × 90° for k in 0...n, for each segment count n (n = 0: the corner itself).
    private static let quarterArcs: [[(cos: Double, sin: Double)]] = (0...maximumSegments).map { n in
        (0...n).map { step in
            let angle = Double(step) / Double(max(n, 1)) * Double.pi / 2
            return (cos(angle), sin(angle))
        }
    }

    /// How many segments a corner of `radius` view units gets at `pixelsPerUnit`: about one per
    /// 3 pixels of radius, 2 to 16 (0 for a square corner).
    static func segments(radius: Double, pixelsPerUnit: Double) -> Int {
        radius > 0 ? max(2, min(maximumSegments, Int((radius * pixelsPerUnit / 3).rounded(.up)))) : 0
    }

    /// What a shape's outline, texture coordinates and indices depend on: not its transform or
    /// colour. Equal views (cells, tiles, buttons) drawn one after another share them.
    private struct OutlineKey: Equatable {
        var rect: Rect
        var radius: Double
        var corners: ViewKit.Corners
        var segments: Int
        var edge: Double
    }

    /// The last shape's outline in view units, with its texture coordinates: the inner ring
    /// (`ringCount` points), then the outer one.
    private var local: [(point: Point, u: Float, v: Float)] = []
    private var ringCount = 0
    private var lastKey: OutlineKey?

    /// Builds `rect` (view units) with corners of `radius`, mapped to pixels by `transform`:
    /// solid `edge` inside its outline, fading to nothing `edge` outside it. Texture
    /// coordinates span `rect`.
    mutating func fill(
        _ rect: Rect, radius: Double, corners: ViewKit.Corners, edge: Double, transform: Transform2D, color: SDL_Color
    ) {
        let pixelsPerUnit = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        let key = OutlineKey(
            rect: rect, radius: radius, corners: corners, segments: Self.segments(radius: radius, pixelsPerUnit: pixelsPerUnit),
            edge: edge)
        if key != lastKey { buildOutline(key) }

        var clear = color
        clear.a = 0
        vertices.removeAll(keepingCapacity: true)
        let centre: Float = rect.width > 0 && rect.height > 0 ? 0.5 : 0
        vertices.append(Self.vertex(rect.center, u: centre, v: centre, transform: transform, color: color))
        for (index, entry) in local.enumerated() {
            vertices.append(
                Self.vertex(entry.point, u: entry.u, v: entry.v, transform: transform, color: index < ringCount ? color : clear))
        }
    }

    /// Maps the last shape's texture coordinates from the whole texture onto `window` of it (unit
    /// coordinates): a group texture whose picture fills only its top-left part, or the part of
    /// a picture that a clipping view shows.
    mutating func mapTextureCoordinates(to window: (u: Float, v: Float, width: Float, height: Float)) {
        for index in vertices.indices {
            vertices[index].tex_coord.x = window.u + vertices[index].tex_coord.x * window.width
            vertices[index].tex_coord.y = window.v + vertices[index].tex_coord.y * window.height
        }
    }

    /// Rebuilds the outline, its texture coordinates and, when the point count changes, the
    /// triangles for `key`.
    private mutating func buildOutline(_ key: OutlineKey) {
        local.removeAll(keepingCapacity: true)
        appendOutline(of: key.rect, radius: key.radius, corners: key.corners, segments: key.segments, offset: -key.edge)
        let innerCount = local.count
        appendOutline(of: key.rect, radius: key.radius, corners: key.corners, segments: key.segments, offset: key.edge)
        lastKey = key
        guard innerCount != ringCount || indices.isEmpty else { return }
        ringCount = innerCount
        Self.appendFanAndRim(ringCount: ringCount, to: &indices)
    }

    /// The triangles of a shape laid out as the centre (vertex 0), an inner ring of `ringCount`
    /// points, then the outer ring: for each side, the fan's triangle, then the rim's two.
    private static func appendFanAndRim(ringCount: Int, to indices: inout [Int32]) {
        indices.removeAll(keepingCapacity: true)
        for i in 0..<ringCount {
            let next = (i + 1) % ringCount
            let inner = Int32(1 + i)
            let innerNext = Int32(1 + next)
            let outer = Int32(1 + ringCount + i)
            let outerNext = Int32(1 + ringCount + next)
            indices.append(0)
            indices.append(inner)
            indices.append(innerNext)
            indices.append(inner)
            indices.append(outer)
            indices.append(outerNext)
            indices.append(inner)
            indices.append(outerNext)
            indices.append(innerNext)
        }
    }

    /// The outline `fill` builds for these arguments (its inner ring, `offset` −edge, first):
    /// for tests.
    mutating func outline(of rect: Rect, radius: Double, corners: ViewKit.Corners, segments: Int, offset: Double) -> [Point] {
        lastKey = nil  // the outline it leaves is not the last shape's
        local.removeAll(keepingCapacity: true)
        appendOutline(of: rect, radius: radius, corners: corners, segments: segments, offset: offset)
        return local.map(\.point)
    }

    /// Appends the outline of `rect` grown by `offset` (shrunk when negative), corner by corner
    /// clockwise from the top-left, each point with its texture coordinates across `rect`; each
    /// corner contributes `segments + 1` points whatever its radius, so an inner and an outer
    /// outline pair up point for point.
    private mutating func appendOutline(of rect: Rect, radius: Double, corners: ViewKit.Corners, segments: Int, offset: Double) {
        let grown = Rect(
            x: rect.minX - offset, y: rect.minY - offset,
            width: max(0, rect.width + 2 * offset), height: max(0, rect.height + 2 * offset))
        let arc = Self.quarterArcs[min(max(segments, 0), Self.maximumSegments)]
        // Each corner: its x and y on the grown rectangle, and the quarter it turns through,
        // as the unit vector at the arc's start (counted in quarter turns from +x, y down).
        func corner(_ corner: ViewKit.Corners, _ x: Double, _ y: Double, quarter: Int) {
            let rounded = corners.contains(corner) && radius > 0
            let r = rounded ? max(0, radius + offset) : 0
            // The arc's centre sits r inside the corner on both axes.
            let cx = x == grown.minX ? x + r : x - r
            let cy = y == grown.minY ? y + r : y - r
            for (c, s) in arc {
                // (cos, sin) of quarter × 90° + θ, by the angle-sum identities.
                let (dx, dy): (Double, Double) =
                    switch quarter {
                    case 0: (c, s)
                    case 1: (-s, c)
                    case 2: (-c, -s)
                    default: (s, -c)
                    }
                let point = Point(x: cx + r * dx, y: cy + r * dy)
                let u = rect.width > 0 ? min(max((point.x - rect.minX) / rect.width, 0), 1) : 0
                let v = rect.height > 0 ? min(max((point.y - rect.minY) / rect.height, 0), 1) : 0
                local.append((point, Float(u), Float(v)))
            }
        }
        corner(.topLeft, grown.minX, grown.minY, quarter: 2)
        corner(.topRight, grown.maxX, grown.minY, quarter: 3)
        corner(.bottomRight, grown.maxX, grown.maxY, quarter: 0)
        corner(.bottomLeft, grown.minX, grown.maxY, quarter: 1)
    }

    /// Builds the border of `rect` (view units) with corners of `radius`: the band `width` wide
    /// inside the outline, whose inner corners are rounded by `radius - width`, solid but for
    /// `edge` on either side of both its edges, where it fades to nothing.
    mutating func border(
        of rect: Rect, radius: Double, corners: ViewKit.Corners, width: Double, edge: Double, transform: Transform2D,
        color: SDL_Color
    ) {
        lastKey = nil  // the outline it leaves is not a filled shape's
        ringCount = 0
        let pixelsPerUnit = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        let segments = Self.segments(radius: radius, pixelsPerUnit: pixelsPerUnit)
        let inner = min(width, min(rect.width, rect.height) / 2)
        // Four outlines, outside in: clear, solid, solid, clear (the solid two meet when the band
        // is thinner than its two fades).
        let solidOuter = -min(edge, inner / 2)
        let solidInner = -max(inner - edge, inner / 2)
        let offsets = [edge, solidOuter, solidInner, -(inner + edge)]
        var clear = color
        clear.a = 0
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        var count = 0
        for (ring, offset) in offsets.enumerated() {
            local.removeAll(keepingCapacity: true)
            appendOutline(of: rect, radius: radius, corners: corners, segments: segments, offset: offset)
            count = local.count
            let shade = ring == 0 || ring == 3 ? clear : color
            for entry in local { vertices.append(Self.vertex(entry.point, u: entry.u, v: entry.v, transform: transform, color: shade)) }
        }
        // A strip of two triangles per side between each ring and the next.
        for ring in 0..<3 {
            let a = Int32(ring * count)
            let b = Int32((ring + 1) * count)
            for i in 0..<Int32(count) {
                let next = (i + 1) % Int32(count)
                indices.append(a + i)
                indices.append(b + i)
                indices.append(b + next)
                indices.append(a + i)
                indices.append(b + next)
                indices.append(a + next)
            }
        }
        local.removeAll(keepingCapacity: true)
    }

    /// Builds the convex `polygon` (view units) mapped to pixels by `transform`: a fan from its
    /// centroid, solid `edge` inside its outline and fading to nothing `edge` outside it, the
    /// outline moved along each corner's mitre (held to 4 edges at sharp corners). A concave
    /// polygon comes out as its fan, too large.
    mutating func fill(polygon: [Point], edge: Double, transform: Transform2D, color: SDL_Color) {
        lastKey = nil  // the outline it leaves is not a rounded rectangle's
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
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
        Self.appendFanAndRim(ringCount: n, to: &indices)
    }

    private static func vertex(_ point: Point, u: Float, v: Float, transform: Transform2D, color: SDL_Color) -> SDL_Vertex {
        let p = transform.apply(to: point)
        return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
    }
}
