import CSDL
import ViewKit

/// The textures of pictures on one window's renderer: made the first time a frame draws a
/// picture, reused on every frame after, and freed once nothing has drawn it for a while (the
/// decoded picture stays in the `ImageStore`, so it can be made again at once).
///
/// It holds its window, so the renderer that owns the textures outlives them.
final class TextureCache {
    private let window: HostWindow
    private let images: ImageStore
    private var textures: [String: OpaquePointer] = [:]
    /// The frame each texture was last drawn in.
    private var lastUsed: [String: Int] = [:]
    private var frame = 0
    /// How many frames a texture may go undrawn before it is freed.
    var releaseAfterFrames = 300

    init(window: HostWindow, images: ImageStore) {
        self.window = window
        self.images = images
    }

    deinit {
        for texture in textures.values { SDL_DestroyTexture(texture) }
    }

    /// How many textures exist now.
    var count: Int { textures.count }

    /// The texture for `image`, made on first use; nil if the picture was never loaded or the
    /// renderer refuses it.
    func texture(for image: Image) -> OpaquePointer? {
        lastUsed[image.name] = frame
        if let texture = textures[image.name] { return texture }
        guard let surface = images.surface(for: image),
              let texture = SDL_CreateTextureFromSurface(window.renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures[image.name] = texture
        return texture
    }

    /// Called once per drawn frame: frees the textures nothing has drawn for a while.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        for (name, texture) in textures where frame - (lastUsed[name] ?? 0) > releaseAfterFrames {
            SDL_DestroyTexture(texture)
            textures[name] = nil
        }
    }
}
