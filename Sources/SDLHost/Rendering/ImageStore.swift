import CSDL
import FoundationEssentials
import Glibc
import ViewKit

/// Decodes picture files once and keeps the decoded pixels; `TextureCache` turns them into
/// textures for a renderer.
///
/// Files are decoded when loaded, so a bad file is reported before any window opens.
@preconcurrency @MainActor public final class ImageStore {
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// Each picture's halvings, made when first drawn that small: level k is level k − 1 with
    /// each 2 × 2 block of pixels averaged (weighted by their alpha), level 0 the picture.
    private var levels: [String: [UnsafeMutablePointer<SDL_Surface>]] = [:]

    /// The largest picture side accepted, in pixels (what GPUs commonly take as one texture).
    public static let maximumSide = 8192

    /// Creates an empty store.
    public init() {}

    isolated deinit {
        for surface in surfaces.values { SDL_FreeSurface(surface) }
        for surface in levels.values.joined() { SDL_FreeSurface(surface) }
    }

    /// The decoded pixels of a loaded picture; nil if it was never loaded here.
    func surface(for image: Image) -> UnsafeMutablePointer<SDL_Surface>? { surfaces[image.name] }

    /// How many halvings a picture has: until its longer side is one pixel.
    static func levelCount(width: Int, height: Int) -> Int {
        var (w, h, count) = (width, height, 1)
        while w > 1 || h > 1 {
            (w, h) = (max(1, (w + 1) / 2), max(1, (h + 1) / 2))
            count += 1
        }
        return count
    }

    /// The picture halved `level` times (level 0 is the picture): a mipmap level, box-filtered,
    /// so that a picture drawn many times smaller than its pixels shows their average instead of
    /// a few of them. Nil if the picture was never loaded here or SDL cannot convert it.
    func surface(for image: Image, level: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let picture = surfaces[image.name] else { return nil }
        guard level > 0 else { return picture }
        var halvings = levels[image.name] ?? []
        defer { levels[image.name] = halvings }
        while halvings.count < level {
            let source = halvings.last ?? picture
            guard let half = Self.halved(source) else { return nil }
            halvings.append(half)
        }
        return halvings[level - 1]
    }

    /// `surface` with each 2 × 2 block averaged into one pixel (an odd last row or column
    /// counted twice), colour weighted by alpha so that clear pixels do not darken their
    /// neighbours. RGBA32.
    private static func halved(_ surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let source = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(source) }
        let (width, height) = (Int(source.pointee.w), Int(source.pointee.h))
        let (halfWidth, halfHeight) = (max(1, (width + 1) / 2), max(1, (height + 1) / 2))
        guard
            let half = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(halfWidth), Int32(halfHeight), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { return nil }
        SDL_LockSurface(source)
        SDL_LockSurface(half)
        defer {
            SDL_UnlockSurface(half)
            SDL_UnlockSurface(source)
        }
        let from = source.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let to = half.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let (fromPitch, toPitch) = (Int(source.pointee.pitch), Int(half.pointee.pitch))
        for y in 0..<halfHeight {
            for x in 0..<halfWidth {
                var (r, g, b, a) = (0, 0, 0, 0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = from + min(2 * y + dy, height - 1) * fromPitch + min(2 * x + dx, width - 1) * 4
                    let alpha = Int(p[3])
                    (r, g, b, a) = (r + Int(p[0]) * alpha, g + Int(p[1]) * alpha, b + Int(p[2]) * alpha, a + alpha)
                }
                let q = to + y * toPitch + x * 4
                if a > 0 {
                    q[0] = UInt8((r + a / 2) / a)
                    q[1] = UInt8((g + a / 2) / a)
                    q[2] = UInt8((b + a / 2) / a)
                } else {
                    (q[0], q[1], q[2]) = (0, 0, 0)
                }
                q[3] = UInt8((a + 2) / 4)
            }
        }
        return half
    }

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

    /// The app's picture named `name` (`UIImage(named:)`): the first readable file among
    /// `Assets/NAME`, `Assets/NAME.png` and `Assets/NAME.jpg` beside the executable, then in the
    /// working directory, as an iOS app's named images come from its bundle; nil when there is
    /// none or it cannot be read (as UIKit's, which returns nil).
    public func asset(named name: String) -> Image? {
        guard !name.isEmpty, !name.contains("..") else { return nil }
        let program = CommandLine.arguments.first ?? ""
        let executable = program.lastIndex(of: "/").map { String(program[..<$0]) } ?? "."
        for folder in [executable + "/Assets", "Assets"] {
            for file in [name, name + ".png", name + ".jpg"] {
                let path = folder + "/" + file
                guard FileManager.default.fileExists(atPath: path) else { continue }
                if let image = try? load(path: path) { return image }
            }
        }
        return nil
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
