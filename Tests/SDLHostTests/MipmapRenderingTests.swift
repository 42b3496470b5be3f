import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Pictures drawn many times smaller than their pixels show their pixels' average, as a box
/// filter gives it, not a few of them: the halvings `ImageStore` makes stand in for mipmaps.
extension OffscreenRenderingTests {
    /// A 256 × 256 picture of grey noise (a fixed sequence), written as a PNG, and its values.
    static func noisePicture() throws -> (path: String, values: [Double]) {
        var state: UInt32 = 12345
        var values: [Double] = []
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 256, 256, 32, SDL_PIXELFORMAT_RGBA32.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<256 {
            for x in 0..<256 {
                state = state &* 1_664_525 &+ 1_013_904_223
                let value = UInt8(truncatingIfNeeded: state >> 24)
                values.append(Double(value) / 255)
                let p = pixels + y * Int(surface.pointee.pitch) + x * 4
                (p[0], p[1], p[2], p[3]) = (value, value, value, 255)
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-noise-\(getpid()).png").path
        #expect(IMG_SavePNG(surface, path) == 0)
        return (path, values)
    }

    /// The noise shrunk into a `side`-point square at (10, 10): each pixel against the mean of
    /// the picture's pixels under it (fractional ones weighted by how much of them it covers).
    /// Returns the root-mean-square and largest differences, in 255ths.
    static func shrunkNoiseError(side: Double) throws -> (rms: Double, worst: Double) {
        let (path, values) = try noisePicture()
        defer { unlink(path) }
        let (window, images, renderer) = try makeWindow(200, 200)
        let image = try images.load(path: path)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let picture = View(frame: Rect(x: 10, y: 10, width: side, height: side))
        picture.image = image
        picture.contentMode = .scaleToFill
        root.addSubview(picture)
        renderer.draw(root)
        let frame = try window.snapshot()
        let factor = 256 / side
        // The share of picture pixel k inside [a, b).
        func overlap(_ k: Int, _ a: Double, _ b: Double) -> Double { max(0, min(Double(k + 1), b) - max(Double(k), a)) }
        var squares = 0.0
        var worst = 0.0
        let count = Int(side.rounded(.down))
        for j in 0..<count {
            for i in 0..<count {
                let (x0, x1) = (Double(i) * factor, Double(i + 1) * factor)
                let (y0, y1) = (Double(j) * factor, Double(j + 1) * factor)
                var sum = 0.0
                for y in Int(y0)..<min(Int(y1.rounded(.up)), 256) {
                    let wy = overlap(y, y0, y1)
                    for x in Int(x0)..<min(Int(x1.rounded(.up)), 256) { sum += values[y * 256 + x] * overlap(x, x0, x1) * wy }
                }
                let exact = sum / (factor * factor)
                let shown = try #require(frame.color(x: 10 + i, y: 10 + j)).red
                squares += (shown - exact) * (shown - exact)
                worst = max(worst, abs(shown - exact))
            }
        }
        return ((squares / Double(count * count)).squareRoot() * 255, worst * 255)
    }

    /// Shrunk eightfold, each pixel is the average of its 8 × 8 block to within 2/255 (drawn from
    /// the whole picture it was 35/255 off on average, 110 at worst).
    @Test func aPictureShrunkEightfoldShowsEachBlocksAverage() throws {
        let error = try Self.shrunkNoiseError(side: 32)
        #expect(error.worst <= 2, "\(error)")
    }

    /// Shrunk 5.7-fold, between two halvings, drawn from the one 4 times smaller by the linear
    /// filter: 8/255 off the box filter on average and 27 at worst, on noise, the hardest case
    /// (drawn from the whole picture it was 47 and 132 off). The bounds hold those figures.
    @Test func aPictureShrunkBetweenHalvingsStaysCloseToTheBoxFilter() throws {
        let error = try Self.shrunkNoiseError(side: 45)
        #expect(error.rms <= 9 && error.worst <= 30, "\(error)")
    }
}

/// A halving's pixels against their definition.
struct ImageHalvingTests {
    /// Red beside clear blue halves to red at half opacity: the clear pixel's colour, which
    /// shows nowhere, does not tint it purple. An odd side counts its last pixel twice.
    @Test func aHalvingAveragesColourByAlpha() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 3, 1, 32, SDL_PIXELFORMAT_RGBA32.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for (x, rgba) in [(255, 0, 0, 255), (0, 0, 255, 0), (0, 200, 0, 255)].enumerated() {
            (pixels[4 * x], pixels[4 * x + 1], pixels[4 * x + 2], pixels[4 * x + 3]) =
                (UInt8(rgba.0), UInt8(rgba.1), UInt8(rgba.2), UInt8(rgba.3))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-halving-\(getpid()).png").path
        #expect(IMG_SavePNG(surface, path) == 0)
        defer { unlink(path) }
        let store = ImageStore()
        let image = try store.load(path: path)
        #expect(ImageStore.levelCount(width: 3, height: 1) == 3)
        let half = try #require(store.surface(for: image, level: 1))
        #expect(half.pointee.w == 2 && half.pointee.h == 1)
        let bytes = half.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [255, 0, 0, 128], "red at half opacity")
        #expect([bytes[4], bytes[5], bytes[6], bytes[7]] == [0, 200, 0, 255], "the odd pixel with itself")
    }
}
