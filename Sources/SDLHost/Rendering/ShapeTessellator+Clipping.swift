import CSDL
import ViewKit

// Cutting the last shape's triangles to a rectangle.
nonisolated extension ShapeTessellator {
    /// Cuts the last shape's triangles to `rect` (view units) mapped by `transform`: whatever
    /// lies outside is dropped, and triangles crossing its sides are cut along them, position,
    /// colour and texture coordinates interpolated as the GPU would across the triangle (all
    /// three are affine in the view's units, so the cut changes no pixel inside). A group that
    /// holds only the visible part of a view is drawn so, its texture read only where it is.
    mutating func clip(to rect: Rect, transform: Transform2D) {
        let (c0, c1, c2, c3) = (
            transform.apply(to: Point(x: rect.minX, y: rect.minY)), transform.apply(to: Point(x: rect.maxX, y: rect.minY)),
            transform.apply(to: Point(x: rect.maxX, y: rect.maxY)), transform.apply(to: Point(x: rect.minX, y: rect.maxY))
        )
        // Inside is where every side's cross product has the sign of the quad's orientation.
        let orientation: Double = transform.a * transform.d - transform.b * transform.c > 0 ? 1 : -1
        func side(_ edge: Int, _ v: SDL_Vertex) -> Double {
            let (a, b) =
                switch edge {
                case 0: (c0, c1)
                case 1: (c1, c2)
                case 2: (c2, c3)
                default: (c3, c0)
                }
            return orientation * ((b.x - a.x) * (Double(v.position.y) - a.y) - (b.y - a.y) * (Double(v.position.x) - a.x))
        }
        // Which sides each vertex lies outside of, one bit a side: a triangle inside all four is
        // kept as it is, one outside the same side of all three dropped, and only the rest cut.
        // (Every vertex of every shape cut each frame: in reused buffers, with no closure.)
        outsideSides.removeAll(keepingCapacity: true)
        var anyOutside = false
        if transform == .identity && rect.width > 0 && rect.height > 0 {
            // A cut upright in the pixels (a group's box, each frame): the sides' signs are
            // comparisons with its edges.
            for v in vertices {
                let (x, y) = (Double(v.position.x), Double(v.position.y))
                var bits: UInt8 = y < rect.minY ? 1 : 0
                if x > rect.maxX { bits |= 2 }
                if y > rect.maxY { bits |= 4 }
                if x < rect.minX { bits |= 8 }
                anyOutside = anyOutside || bits != 0
                outsideSides.append(bits)
            }
        } else {
            for v in vertices {
                var bits: UInt8 = 0
                if side(0, v) < 0 { bits |= 1 }
                if side(1, v) < 0 { bits |= 2 }
                if side(2, v) < 0 { bits |= 4 }
                if side(3, v) < 0 { bits |= 8 }
                anyOutside = anyOutside || bits != 0
                outsideSides.append(bits)
            }
        }
        guard anyOutside else { return }
        swap(&indices, &uncutIndices)
        indices.removeAll(keepingCapacity: true)
        indicesHoldOutline = false
        var (polygon, kept, sides) = (cutScratch.polygon, cutScratch.kept, cutScratch.sides)
        cutScratch = ([], [], [])
        defer { cutScratch = (polygon, kept, sides) }
        outsideSides.withUnsafeBufferPointer { outside in
            uncutIndices.withUnsafeBufferPointer { triangles in
                for start in stride(from: 0, to: triangles.count - 2, by: 3) {
                    let (i, j, k) = (Int(triangles[start]), Int(triangles[start + 1]), Int(triangles[start + 2]))
                    if outside[i] | outside[j] | outside[k] == 0 {
                        indices.append(triangles[start])
                        indices.append(triangles[start + 1])
                        indices.append(triangles[start + 2])
                        continue
                    }
                    if outside[i] & outside[j] & outside[k] != 0 { continue }
                    polygon.removeAll(keepingCapacity: true)
                    polygon.append(vertices[i])
                    polygon.append(vertices[j])
                    polygon.append(vertices[k])
                    for edge in 0..<4 where !polygon.isEmpty {
                        sides.removeAll(keepingCapacity: true)
                        for v in polygon { sides.append(side(edge, v)) }
                        if sides.allSatisfy({ $0 >= 0 }) { continue }
                        kept.removeAll(keepingCapacity: true)
                        for m in polygon.indices {
                            let next = (m + 1) % polygon.count
                            if sides[m] >= 0 { kept.append(polygon[m]) }
                            if (sides[m] >= 0) != (sides[next] >= 0) {
                                kept.append(Self.mix(polygon[m], polygon[next], Float(sides[m] / (sides[m] - sides[next]))))
                            }
                        }
                        swap(&polygon, &kept)
                    }
                    guard polygon.count >= 3 else { continue }
                    // The cut pieces' vertices go after the shape's own, which the kept triangles use.
                    let first = Int32(vertices.count)
                    vertices += polygon
                    for n in 1..<Int32(polygon.count - 1) {
                        indices.append(first)
                        indices.append(first + n)
                        indices.append(first + n + 1)
                    }
                }
            }
        }
        // The outline itself is untouched: the next shape with its key only transforms it again.
    }

    /// The vertex `t` of the way from `a` to `b`.
    private static func mix(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func lerp(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(max(lerp(Float(x), Float(y)).rounded(), 0), 255)) }
        return SDL_Vertex(
            position: SDL_FPoint(x: lerp(a.position.x, b.position.x), y: lerp(a.position.y, b.position.y)),
            color: SDL_Color(
                r: channel(a.color.r, b.color.r), g: channel(a.color.g, b.color.g), b: channel(a.color.b, b.color.b),
                a: channel(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: lerp(a.tex_coord.x, b.tex_coord.x), y: lerp(a.tex_coord.y, b.tex_coord.y)))
    }
}
