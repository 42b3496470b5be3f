import CSDL
import Foundation
import ViewKit

/// Decodes picture files once and turns them into textures once per renderer.
///
/// Files are decoded when loaded (so a bad file is reported before any window opens); the texture
/// is made the first time a frame draws the image and reused on every frame after.
public final class ImageStore {
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    private var textures: [String: OpaquePointer] = [:]
    /// The frame each texture was last drawn in; textures idle for `releaseAfterFrames` are freed.
    private var lastUsed: [String: Int] = [:]
    private var frame = 0
    /// How many frames a texture may go undrawn before its memory goes back (the decoded picture
    /// stays, so it can be made again at once).
    public var releaseAfterFrames = 300

    /// The largest picture side accepted, in pixels (what GPUs commonly take as one texture).
    public static let maximumSide = 8192

    /// How many textures exist now.
    public var textureCount: Int { textures.count }

    /// Creates an empty store.
    public init() {}

    deinit {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        for surface in surfaces.values { SDL_FreeSurface(surface) }
    }

    /// Decodes the file at `path` (PNG or JPEG) and returns its handle; loading the same path again
    /// returns the same handle without decoding it twice.
    public func load(path: String) throws(HostError) -> Image {
        if let surface = surfaces[path] {
            return Image(name: path, size: Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h)))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .imageMissing(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .imageUnreadable(path: path, reason: "it is a directory")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .imageUnreadable(path: path, reason: "permission denied")
        }
        if let size = ImageHeader.pixelSize(ofFileAt: path), size.width > Self.maximumSide || size.height > Self.maximumSide {
            throw .imageUnreadable(path: path, reason: "it is \(size.width)×\(size.height) pixels; pictures up to \(Self.maximumSide)×\(Self.maximumSide) are shown")
        }
        // libpng prints its own complaint on stderr before SDL_image reports it; the reason SDL
        // gives goes into our one line instead.
        guard let surface = withStandardErrorSilenced({ IMG_Load(path) }) else {
            throw .imageUnreadable(path: path, reason: sdlErrorMessage())
        }
        surfaces[path] = surface
        return Image(name: path, size: Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h)))
    }

    /// The texture for an image on `renderer`, made on first use; nil if the image was never loaded here.
    func texture(for image: Image, renderer: OpaquePointer) -> OpaquePointer? {
        lastUsed[image.name] = frame
        if let texture = textures[image.name] { return texture }
        guard let surface = surfaces[image.name],
              let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
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

/// Runs `body` with file descriptor 2 pointed at /dev/null, for C libraries that print.
func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
    fflush(nil)
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    guard saved >= 0, null >= 0 else {
        if saved >= 0 { close(saved) }
        if null >= 0 { close(null) }
        return body()
    }
    dup2(null, 2)
    close(null)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
    }
    return body()
}
