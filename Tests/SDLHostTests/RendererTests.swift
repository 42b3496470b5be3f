import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Every test that touches SDL lives in this one serialized suite: SDL's video subsystem is
/// process-wide and not meant to be driven from several threads at once.
@Suite(.serialized)
struct OffscreenRenderingTests {}

/// The renderer on SDL's offscreen driver: quads follow the transform chain and alpha.
extension OffscreenRenderingTests {
    static func makeWindow(_ width: Double = 200, _ height: Double = 100) throws -> (HostWindow, ImageStore, ViewRenderer) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try VideoSystem(requireDisplay: false)
        let window = try HostWindow(video: video, title: "renderer test", size: Size(width: width, height: height))
        let images = ImageStore()
        return (window, images, try ViewRenderer(window: window, images: images))
    }

    static func byteTriple(_ color: Color?) -> [Int] {
        guard let color else { return [] }
        return [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func rotatedViewIsDrawnWhereItsCornersAre() throws {
        let (window, _, renderer) = try Self.makeWindow()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = Color(rgb: 0x000080)
        let bar = View(frame: Rect(x: 100, y: 10, width: 80, height: 20))
        bar.backgroundColor = Color(rgb: 0xFF0000)
        bar.setAnchorPoint(.zero, keepingFrame: true)
        bar.transform = Transform2D(rotationAngle: .pi / 2)  // swings clockwise: covers x 80...100, y 10...90
        root.addSubview(bar)
        renderer.draw(root)
        let frame = try window.snapshot()
        #expect(Self.byteTriple(frame.color(x: 90, y: 70)) == [255, 0, 0])
        #expect(Self.byteTriple(frame.color(x: 140, y: 20)) == [0, 0, 128], "where the bar was before turning")
        #expect(Self.byteTriple(frame.color(x: 90, y: 95)) == [0, 0, 128])
    }

    @Test func alphaMultipliesDownTheTree() throws {
        let (window, _, renderer) = try Self.makeWindow()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.alpha = 0.5
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .white
        child.alpha = 0.5
        root.addSubview(parent)
        parent.addSubview(child)
        renderer.draw(root)
        let frame = try window.snapshot()
        let grey = try #require(frame.color(x: 10, y: 10))
        #expect(abs(grey.red - 0.25) < 2.0 / 255, "white at 0.5 × 0.5 over black: \(grey)")
    }

    /// A view that clips, wholly outside the clip of a view round it, shows nothing: the empty
    /// clip they leave cuts everything.
    @Test func aClipWhollyOutsideTheClipRoundItShowsNothing() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 100)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let outer = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        outer.clipsToBounds = true
        let inner = View(frame: Rect(x: 120, y: 0, width: 60, height: 60))
        inner.clipsToBounds = true
        let content = View(frame: Rect(x: -200, y: 0, width: 400, height: 60))
        content.backgroundColor = .white
        inner.addSubview(content)
        outer.addSubview(inner)
        root.addSubview(outer)
        renderer.draw(root)
        let frame = try window.snapshot()
        for x in [10, 50, 90, 130, 190] {
            #expect(frame.color(x: x, y: 30)?.red == 0, "x \(x): nothing of the content shows")
        }
    }

    @Test func snapshotRoundTripsThroughPNG() throws {
        let (window, images, renderer) = try Self.makeWindow(64, 64)
        let root = View(frame: Rect(x: 0, y: 0, width: 64, height: 64))
        root.backgroundColor = Color(rgb: 0x123456)
        renderer.draw(root)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-snap-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try window.snapshot().writePNG(to: path)
        let image = try images.load(path: path)
        #expect(image.size == Size(width: 64, height: 64))
        let view = View(frame: Rect(x: 0, y: 0, width: 64, height: 64))
        view.image = image
        renderer.draw(view)
        #expect(Self.byteTriple(try window.snapshot().color(x: 32, y: 32)) == [0x12, 0x34, 0x56])
    }

    @Test func screenshotIntoAMissingDirectoryFailsClearly() throws {
        let snapshot = Snapshot(width: 1, height: 1, rgba: [0, 0, 0, 255])
        #expect(
            throws: HostError.cannotWrite(
                path: "/no/such/dir/x.png",
                reason: "the directory '/no/such/dir' does not exist")
        ) {
            try snapshot.writePNG(to: "/no/such/dir/x.png")
        }
    }

    @Test func imageStoreReportsMissingAndUnreadableFiles() throws {
        let images = ImageStore()
        #expect(throws: HostError.imageMissing(path: "/no/such.png")) { try images.load(path: "/no/such.png") }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: HostError.imageUnreadable(path: directory, reason: "it is a directory")) {
            try images.load(path: directory)
        }
    }
}
