import CSDL
import Glibc
import Motion
import ViewKit

/// The renderer's materials: a material's backdrop read back, blurred on the CPU and drawn
/// under its tint.
extension ViewRenderer {
    // MARK: Materials

    /// Draws `material` in `view`'s shape: what has been drawn behind it so far (in what is
    /// being drawn onto) read back, blurred (`BackdropBlur`) and drawn back over itself, then the
    /// tint. Inside a group (a view that fades or clips as one picture) the backdrop is what the
    /// group holds so far, not what lies behind the group.
    func drawMaterial(
        _ material: BlurMaterial, of view: View, in bounds: Rect, radius: Double, toPixels: Transform2D, feather: Double,
        alpha: Double
    ) {
        // A kept pass never holds a material (see `keepsPass`): a readback cannot be captured.
        assert(!isCapturing, "a material's backdrop read back while a pass is captured")
        let sigma = material.radius * 0.5 / feather  // in pixels
        if sigma > 0.25, var box = pixelBox(of: bounds, toPixels: toPixels) {
            // The blur reads 3σ past the shape; what is drawn onto ends where it ends.
            let reach = Int32((3 * sigma).rounded(.up))
            let target = drawnOnto
            let minX = max(box.x - reach, target.x)
            let minY = max(box.y - reach, target.y)
            let maxX = min(box.x + box.w + reach, target.x + target.w)
            let maxY = min(box.y + box.h + reach, target.y + target.h)
            box = SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY)
            if box.w > 0, box.h > 0, let (texture, factor) = blurredBackdrop(in: box, sigma: sigma) {
                let pixels = Rect(x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h))
                let f = Double(factor)
                let shape = OpaqueBody(
                    bounds: bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, margin: 4 * feather)
                fillShape(
                    bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .ramp(feather),
                    transform: toPixels, color: Color(red: alpha, green: alpha, blue: alpha, alpha: alpha), texture: texture,
                    premultiplied: true, cutTo: pixels,
                    texturePlacement: Transform2D(translationX: -pixels.minX, y: -pixels.minY)
                        .concatenating(
                            Transform2D(scaleX: 1 / (f * Double(backdrop?.width ?? 1)), y: 1 / (f * Double(backdrop?.height ?? 1)))),
                    fanCentre: fanCentre(inside: pixels, of: shape, toPixels: toPixels))
            }
        }
        if material.tint.alpha > 0 {
            fillShape(
                bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .ramp(feather),
                transform: toPixels, color: material.tint.multiplyingAlpha(by: alpha), texture: nil)
        }
    }

    /// The pixels of `box` in what is being drawn onto, blurred by `sigma` pixels and loaded into
    /// the backdrop texture (its top-left corner); nil if they cannot be read or loaded.
    func blurredBackdrop(in box: SDL_Rect, sigma: Double) -> (OpaquePointer, factor: Int)? {
        let renderer = window.renderer
        var region = box
        backdropBytes.removeAll(keepingCapacity: true)
        backdropBytes.append(contentsOf: repeatElement(0, count: Int(box.w) * Int(box.h) * 4))
        let read = backdropBytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, &region, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, box.w * 4)
        }
        guard read == 0 else { return nil }
        backdropBytes.withUnsafeBufferPointer { source in
            backdropBlur.blur(source, width: Int(box.w), height: Int(box.h), pitch: Int(box.w) * 4, sigma: sigma)
        }
        let blur = backdropBlur
        if backdrop == nil || backdrop!.width < Int32(blur.width) || backdrop!.height < Int32(blur.height) {
            if let old = backdrop { SDL_DestroyTexture(old.texture) }
            let width = max(Int32(blur.width), backdrop?.width ?? 0, 64)
            let height = max(Int32(blur.height), backdrop?.height ?? 0, 64)
            guard
                let texture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
            else {
                backdrop = nil
                return nil
            }
            SDL_SetTextureBlendMode(texture, Self.premultipliedBlend)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            backdrop = (texture, width, height)
        }
        guard let texture = backdrop?.texture else { return nil }
        var area = SDL_Rect(x: 0, y: 0, w: Int32(blur.width), h: Int32(blur.height))
        let loaded = blur.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, &area, $0.baseAddress, Int32(blur.width * 4)) }
        guard loaded == 0, let size = backdrop else { return nil }
        recorder?.register(texture, as: .streaming(width: size.width, height: size.height))
        recorder?.blurBackdrop(box, sigma: sigma, into: texture)
        return (texture, blur.factor)
    }
}
