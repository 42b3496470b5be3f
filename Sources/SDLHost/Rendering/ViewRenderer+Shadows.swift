import CSDL
import Glibc
import Motion
import ViewKit

/// The renderer's shadows: Gaussian shadows in slices of corners kept in a texture, or as
/// meshes of rings where slices cannot draw them.
extension ViewRenderer {
    // MARK: Shadows in slices

    /// Shadow corners whose texels have been made.
    var shadowCornersMade: Int { shadowSlices.atlas.made }

    /// Draws the Gaussian shadow of `rect` in slices (see `ShadowSlices`); false where slices
    /// cannot draw it, with nothing drawn.
    func drawSlices(
        ofShadow rect: Rect, radius: Double, corners: ViewKit.Corners, sigma: Double, transform: Transform2D, color: Color,
        under body: OpaqueBody?
    ) -> Bool {
        guard slicesShadows, let texture = shadowAtlasTexture ?? makeShadowAtlasTexture() else { return false }
        let built = shadowSlices.build(
            rect, radius: radius, corners: corners, sigma: sigma, transform: transform, color: SDL_Color(color), under: body
        ) { corner, origin in
            // White texels whose alpha is the blur: the vertices' colour tints them.
            let texels = corner.alphas().flatMap { alpha -> [UInt8] in [255, 255, 255, alpha] }
            var area = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: Int32(corner.size), h: Int32(corner.size))
            return texels.withUnsafeBytes { SDL_UpdateTexture(texture, &area, $0.baseAddress, Int32(corner.size * 4)) } == 0
        }
        guard built else { return false }
        recorder?.register(texture, as: .streaming(width: Int32(ShadowAtlas.side), height: Int32(ShadowAtlas.side)))
        shadowSlices.vertices.withUnsafeBufferPointer { vertices in
            shadowSlices.indices.withUnsafeBufferPointer { drawReachingIn(texture: texture, vertices: vertices, indices: $0) }
        }
        shadowsSliced += 1
        return true
    }

    func makeShadowAtlasTexture() -> OpaquePointer? {
        let side = Int32(ShadowAtlas.side)
        guard
            let texture = SDL_CreateTexture(
                window.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        shadowAtlasTexture = texture
        return texture
    }
}
