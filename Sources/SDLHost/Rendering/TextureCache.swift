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
    private var textures = FrameStampedCache<String, OpaquePointer>(releaseAfterFrames: 300)

    init(window: HostWindow, images: ImageStore) {
        self.window = window
        self.images = images
    }

    deinit {
        for texture in textures.values { SDL_DestroyTexture(texture) }
    }

    /// How many textures exist now.
    var count: Int { textures.count }

    /// How many frames a texture may go undrawn before it is freed.
    var releaseAfterFrames: Int {
        get { textures.releaseAfterFrames }
        set { textures.releaseAfterFrames = newValue }
    }

    /// The texture for `image`, made on first use; nil if the picture was never loaded or the
    /// renderer refuses it.
    func texture(for image: Image) -> OpaquePointer? {
        if let texture = textures.use(image.name) { return texture }
        guard let surface = images.surface(for: image),
            let texture = SDL_CreateTextureFromSurface(window.renderer, surface)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures.insert(texture, for: image.name)
        return texture
    }

    /// Called once per drawn frame: frees the textures nothing has drawn for a while.
    func endFrame() {
        textures.endFrame { SDL_DestroyTexture($0) }
    }
}
