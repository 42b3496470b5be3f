import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// A view's picture placed by its content mode, as UIImageView's: fitted inside, filling and
/// cut at the bounds when the view clips, spilling over them when it does not.
extension OffscreenRenderingTests {
    /// A 40×20 picture, red on its left half and blue on its right, made by the renderer itself.
    private static func halvesPicture(_ window: HostWindow, _ images: ImageStore, _ renderer: ViewRenderer) throws -> Image {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let left = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        left.backgroundColor = Color(rgb: 0xFF0000)
        let right = View(frame: Rect(x: 20, y: 0, width: 20, height: 20))
        right.backgroundColor = Color(rgb: 0x0000FF)
        root.addSubview(left)
        root.addSubview(right)
        renderer.draw(root)
        let whole = try window.snapshot()
        var rgba: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<40 {
                let c = try #require(whole.color(x: x, y: y))
                rgba += [c.red, c.green, c.blue, c.alpha].map { UInt8(($0 * 255).rounded()) }
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-halves-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Snapshot(width: 40, height: 20, rgba: rgba).writePNG(to: path)
        return try images.load(path: path)
    }

    private static let green = [0, 128, 0]

    /// Draws the picture in a view of `frame` on green and returns the frame drawn.
    private static func draw(
        _ image: Image, in frame: Rect, mode: View.ContentMode, clips: Bool, _ window: HostWindow, _ renderer: ViewRenderer
    ) throws -> Snapshot {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = Color(rgb: 0x008000)
        let imageView = View(frame: frame)
        imageView.image = image
        imageView.contentMode = mode
        imageView.clipsToBounds = clips
        root.addSubview(imageView)
        renderer.draw(root)
        return try window.snapshot()
    }

    @Test func aFittedPictureKeepsItsProportionsInsideTheBounds() throws {
        let (window, images, renderer) = try Self.makeWindow()
        let image = try Self.halvesPicture(window, images, renderer)
        #expect(image.size == Size(width: 40, height: 20))
        // 40×40 bounds: fitted at 40×20, centred, so y 10...30.
        let frame = try Self.draw(
            image, in: Rect(x: 100, y: 0, width: 40, height: 40), mode: .scaleAspectFit, clips: false, window, renderer)
        #expect(Self.byteTriple(frame.color(x: 110, y: 5)) == Self.green, "above the picture")
        #expect(Self.byteTriple(frame.color(x: 110, y: 15)) == [255, 0, 0])
        #expect(Self.byteTriple(frame.color(x: 130, y: 25)) == [0, 0, 255])
        #expect(Self.byteTriple(frame.color(x: 130, y: 35)) == Self.green, "below the picture")
    }

    /// Filling 20×20 bounds, the picture is 40×20 and centred: a clipping view shows its middle
    /// (red then blue, 10 points each), one that does not lets the halves spill out each side.
    @Test func aFillingPictureIsCutAtTheBoundsOnlyWhenTheViewClips() throws {
        let (window, images, renderer) = try Self.makeWindow()
        let image = try Self.halvesPicture(window, images, renderer)
        let bounds = Rect(x: 100, y: 40, width: 20, height: 20)
        let clipped = try Self.draw(image, in: bounds, mode: .scaleAspectFill, clips: true, window, renderer)
        #expect(Self.byteTriple(clipped.color(x: 102, y: 50)) == [255, 0, 0])
        #expect(Self.byteTriple(clipped.color(x: 118, y: 50)) == [0, 0, 255])
        #expect(Self.byteTriple(clipped.color(x: 95, y: 50)) == Self.green)
        #expect(Self.byteTriple(clipped.color(x: 125, y: 50)) == Self.green)
        let spilling = try Self.draw(image, in: bounds, mode: .scaleAspectFill, clips: false, window, renderer)
        #expect(Self.byteTriple(spilling.color(x: 95, y: 50)) == [255, 0, 0])
        #expect(Self.byteTriple(spilling.color(x: 125, y: 50)) == [0, 0, 255])
        let stretched = try Self.draw(image, in: bounds, mode: .scaleToFill, clips: false, window, renderer)
        #expect(Self.byteTriple(stretched.color(x: 105, y: 50)) == [255, 0, 0])
        #expect(Self.byteTriple(stretched.color(x: 125, y: 50)) == Self.green, "stretched into the bounds")
    }

    /// At its natural size in the top-right corner of larger bounds.
    @Test func aPictureAtItsNaturalSizeSitsWhereItsModeSays() throws {
        let (window, images, renderer) = try Self.makeWindow()
        let image = try Self.halvesPicture(window, images, renderer)
        let frame = try Self.draw(image, in: Rect(x: 100, y: 0, width: 80, height: 60), mode: .topRight, clips: false, window, renderer)
        #expect(Self.byteTriple(frame.color(x: 145, y: 10)) == [255, 0, 0])
        #expect(Self.byteTriple(frame.color(x: 175, y: 10)) == [0, 0, 255])
        #expect(Self.byteTriple(frame.color(x: 135, y: 10)) == Self.green)
        #expect(Self.byteTriple(frame.color(x: 175, y: 25)) == Self.green)
    }
}
