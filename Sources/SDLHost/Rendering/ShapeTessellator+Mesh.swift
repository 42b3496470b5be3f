import CSDL
import ViewKit

// The triangles and vertices the shapes are made of.
nonisolated extension ShapeTessellator {
    /// How many indices `appendFanAndRims` appends.
    static func fanAndRimsCount(ringCount: Int, rings: Int) -> Int { 3 * ringCount + 6 * ringCount * max(rings - 1, 0) }

    /// The triangles of a shape laid out as the centre (vertex 0), then `rings` rings of
    /// `ringCount` points, inside out: the fan over the innermost ring, then for each ring and the
    /// next a strip of two triangles per side.
    static func appendFanAndRims(ringCount: Int, rings: Int, to indices: inout [Int32]) {
        indices.removeAll(keepingCapacity: true)
        for i in 0..<ringCount {
            indices.append(0)
            indices.append(Int32(1 + i))
            indices.append(Int32(1 + (i + 1) % ringCount))
        }
        appendStrips(ringCount: ringCount, rings: rings, from: 1, to: &indices)
    }

    /// For each of `rings` rings of `ringCount` points (the first at vertex `first`) and the next,
    /// a strip of two triangles per side.
    static func appendStrips(ringCount: Int, rings: Int, from first: Int, to indices: inout [Int32]) {
        for ring in 0..<max(rings - 1, 0) {
            let inner = Int32(first + ring * ringCount)
            let outer = inner + Int32(ringCount)
            for i in 0..<Int32(ringCount) {
                let next = (i + 1) % Int32(ringCount)
                indices.append(inner + i)
                indices.append(outer + i)
                indices.append(outer + next)
                indices.append(inner + i)
                indices.append(outer + next)
                indices.append(inner + next)
            }
        }
    }

    static func vertex(_ point: Point, u: Float, v: Float, transform: Transform2D, color: SDL_Color) -> SDL_Vertex {
        let p = transform.apply(to: point)
        return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
    }
}
