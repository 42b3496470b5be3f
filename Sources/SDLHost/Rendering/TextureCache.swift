import CSDL
import ViewKit

/// The textures of pictures on one window's renderer: made the first time a frame draws a
/// picture, reused on every frame after, and freed once nothing has drawn it for a while (the
/// decoded picture stays in the `ImageStore`, so it can be made again at once).
///
/// It holds its window, so the renderer that owns the textures outlives them.
@MainActor final class TextureCache {
    private let window: HostWindow
    private let images: ImageStore
    private nonisolated struct Key: Hashable {
        let name: String
        let level: Int
    }
    private var textures = FrameStampedCache<Key, OpaquePointer>(releaseAfterFrames: 300)

    init(window: HostWindow, images: ImageStore) {
        self.window = window
        self.images = images
    }

    isolated deinit {
        for texture in textures.values { SDL_DestroyTexture(texture) }
    }

    /// How many textures exist now.
    var count: Int { textures.count }

    /// How many frames a texture may go undrawn before it is freed.
    var releaseAfterFrames: Int {
        get { textures.releaseAfterFrames }
        set { textures.releaseAfterFrames = newValue }
    }

    /// The texture for `image` drawn `minification` times smaller than its pixels (picture
    /// pixels per screen pixel), made on first use; nil if the picture was never loaded or the
    /// renderer refuses it. Drawn smaller than half its size, a picture comes from the halving
    /// (`ImageStore.surface(for:level:)`) that is between once and twice as large as drawn, so
    /// the texture's linear filter never reads fewer than a quarter of the pixels it covers:
    /// SDL's renderers have no mipmaps, and without them a picture shrunk eightfold shows one
    /// pixel in 64 and shimmers as it moves.
    func texture(for image: Image, minification: Double = 1) -> OpaquePointer? {
        let count = ImageStore.levelCount(width: Int(image.size.width), height: Int(image.size.height))
        let level = minification.isFinite && minification >= 2 ? min(Int(log2(minification)), count - 1) : 0
        let key = Key(name: image.name, level: level)
        if let texture = textures.use(key) { return texture }
        guard let surface = images.surface(for: image, level: level),
            let texture = SDL_CreateTextureFromSurface(window.renderer, surface)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures.insert(texture, for: key)
        return texture
    }

    /// Called once per drawn frame: frees the textures nothing has drawn for a while.
    func endFrame() {
        textures.endFrame { SDL_DestroyTexture($0) }
    }
}
