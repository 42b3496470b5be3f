import CSDL
import FoundationEssentials
import Glibc
import ViewKit

/// Decodes picture files once and keeps the decoded pixels; `TextureCache` turns them into
/// textures for a renderer.
///
/// Files are decoded when loaded, so a bad file is reported before any window opens.
public final class ImageStore {
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>] = [:]

    /// The largest picture side accepted, in pixels (what GPUs commonly take as one texture).
    public static let maximumSide = 8192

    /// Creates an empty store.
    public init() {}

    deinit {
        for surface in surfaces.values { SDL_FreeSurface(surface) }
    }

    /// The decoded pixels of a loaded picture; nil if it was never loaded here.
    func surface(for image: Image) -> UnsafeMutablePointer<SDL_Surface>? { surfaces[image.name] }

    /// Decodes the file at `path` (PNG or JPEG) and returns its handle; loading the same path again
    /// returns the same handle without decoding it twice.
    public func load(path: String) throws(HostError) -> Image {
        if let surface = surfaces[path] {
            return Image(name: path, size: Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h)))
        }
        guard let isDirectory = FilePath.isDirectory(path) else { throw .imageMissing(path: path) }
        guard !isDirectory else {
            throw .imageUnreadable(path: path, reason: "it is a directory")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .imageUnreadable(path: path, reason: "permission denied")
        }
        if let size = ImageHeader.pixelSize(ofFileAt: path), size.width > Self.maximumSide || size.height > Self.maximumSide {
            throw .imageUnreadable(
                path: path,
                reason: "it is \(size.width)×\(size.height) pixels; pictures up to \(Self.maximumSide)×\(Self.maximumSide) are shown")
        }
        // libpng prints its own complaint on stderr before SDL_image reports it; the reason SDL
        // gives goes into our one line instead.
        guard let surface = withStandardErrorSilenced({ IMG_Load(path) }) else {
            throw .imageUnreadable(path: path, reason: sdlErrorMessage())
        }
        surfaces[path] = surface
        return Image(name: path, size: Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h)))
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
