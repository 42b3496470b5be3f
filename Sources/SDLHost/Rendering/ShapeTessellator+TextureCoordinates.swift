import CSDL
import ViewKit

// The last shape's texture coordinates, mapped onto part of a texture or placed by position.
nonisolated extension ShapeTessellator {
    /// Maps the last shape's texture coordinates from the whole texture onto `window` of it (unit
    /// coordinates): a group texture whose picture fills only its top-left part, or the part of
    /// a picture that a clipping view shows.
    mutating func mapTextureCoordinates(to window: (u: Float, v: Float, width: Float, height: Float)) {
        for index in vertices.indices {
            vertices[index].tex_coord.x = window.u + vertices[index].tex_coord.x * window.width
            vertices[index].tex_coord.y = window.v + vertices[index].tex_coord.y * window.height
        }
    }

    /// Sets each vertex's texture coordinates to `placement` of its position: a texture that
    /// holds the pixels drawn onto, read back pixel for pixel.
    mutating func placeTexture(by placement: Transform2D) {
        for index in vertices.indices {
            let position = vertices[index].position
            let uv = placement.apply(to: Point(x: Double(position.x), y: Double(position.y)))
            // (Clamped against rounding: SDL refuses coordinates past the texture.)
            vertices[index].tex_coord = SDL_FPoint(x: Float(min(max(uv.x, 0), 1)), y: Float(min(max(uv.y, 0), 1)))
        }
    }
}
