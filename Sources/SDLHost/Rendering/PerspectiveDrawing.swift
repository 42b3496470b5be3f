import CSDL
import ViewKit

extension ViewRenderer {
    /// How many cells a side the grid has that carries a layer's picture through a projection:
    /// SDL interpolates texture coordinates linearly across a triangle, so each cell is mapped
    /// affinely; at 16 a side the picture strays under half a pixel from the true projection for
    /// a 400-point layer turned 60° at Core Animation's usual perspective (m34 = −1/500).
    static let perspectiveGridCells = 16

    /// Draws `view`, whose mapping to pixels leaves the plane (`mapping`: its bounds' points to
    /// pixels, projective), as Core Animation flattens a layer in 3D: its subtree is drawn in
    /// its own plane into a texture (rounded clips, borders, shadows as ever), and the texture is
    /// drawn through the projection on a grid of cells. A transparent texel around the picture
    /// lets the texture's filtering soften the projected edges (anti-aliasing). A layer that is
    /// not `isDoubleSided` and faces away (its corners turn the other way round on screen) is not
    /// drawn; any part behind the eye (w ≤ 0) is not drawn either.
    func drawInPerspective(_ view: View, _ shown: PresentationValues, mapping: Transform3D, alpha: Double) {
        let bounds = shown.bounds
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.maxY),
            Point(x: bounds.minX, y: bounds.maxY),
        ].map(mapping.project)
        guard corners.allSatisfy({ $0.w > 1e-6 }) else { return }
        if !view.layer.isDoubleSided && Self.signedArea(corners.map(\.point)) < 0 { return }
        guard drawsGroups else { return }
        let margin = 1 / scale
        let area = Self.groupArea(of: view).inset(by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
        let (width, height) = textureSize(of: area)
        _ = drawOffscreen(area: area, keptFor: keepsPass(of: view, width: width, height: height) ? view : nil) { toTexture, _, _ in
            drawBody(
                of: view, shown, toPixels: toTexture, alpha: 1, shapedClip: needsShapedClip(view, shown, toPixels: toTexture))
        } composite: { group, width, height in
            let drawn = Rect(x: area.minX, y: area.minY, width: Double(width) / scale, height: Double(height) / scale)
            drawProjected(
                group.texture, drawn: drawn, textureSize: (Float(width) / Float(group.width), Float(height) / Float(group.height)),
                mapping: mapping, alpha: alpha)
        }
    }

    /// The grid of cells that carries the texture's `textureSize` corner (its drawn part, as a
    /// fraction) over `drawn` (view units) through `mapping`, in premultiplied `alpha`.
    private func drawProjected(
        _ texture: OpaquePointer, drawn: Rect, textureSize: (u: Float, v: Float), mapping: Transform3D, alpha: Double
    ) {
        let cells = Self.perspectiveGridCells
        let level = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        let color = SDL_Color(r: level, g: level, b: level, a: level)
        var vertices: [SDL_Vertex] = []
        var depths: [Double] = []
        vertices.reserveCapacity((cells + 1) * (cells + 1))
        for row in 0...cells {
            for column in 0...cells {
                let (s, t) = (Double(column) / Double(cells), Double(row) / Double(cells))
                let (point, w) = mapping.project(Point(x: drawn.minX + s * drawn.width, y: drawn.minY + t * drawn.height))
                vertices.append(
                    SDL_Vertex(
                        position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
                        tex_coord: SDL_FPoint(x: Float(s) * textureSize.u, y: Float(t) * textureSize.v)))
                depths.append(w)
            }
        }
        var indices: [Int32] = []
        indices.reserveCapacity(cells * cells * 6)
        for row in 0..<cells {
            for column in 0..<cells {
                let topLeft = row * (cells + 1) + column
                let corners = [topLeft, topLeft + 1, topLeft + cells + 1, topLeft + cells + 2]
                // A cell that reaches behind the eye has no picture on screen.
                guard corners.allSatisfy({ depths[$0] > 1e-6 }) else { continue }
                indices += [corners[0], corners[1], corners[2], corners[1], corners[3], corners[2]].map(Int32.init)
            }
        }
        guard !indices.isEmpty else { return }
        drawTriangles(texture: texture, vertices: vertices, indices: indices)
    }

    /// Twice the signed area of a polygon on screen (y down): positive when its corners, in
    /// the order of a layer's (top left, top right, bottom right, bottom left), still turn
    /// clockwise on screen, that is when the layer faces the viewer.
    static func signedArea(_ points: [Point]) -> Double {
        var sum = 0.0
        for index in points.indices {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}
