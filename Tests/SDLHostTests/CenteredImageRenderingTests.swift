import CSDL
import Foundation
import Motion
import Testing
import ViewKit

@testable import SDLHost

/// A screen like the demo's root: a colour with the bundled picture centred at its natural size.
final class CenteredImageScreen: View, HostedApplication {
    static let background = Color(rgb: 0x3D5A80)
    let imageView: View
    let clock: AnimationClock = FixedStepClock()

    init(image: Image) {
        imageView = View(frame: Rect(origin: .zero, size: image.size))
        imageView.image = image
        super.init()
        backgroundColor = Self.background
        addSubview(imageView)
    }

    override func layoutSubviews() {
        imageView.frame = Rect(
            x: (bounds.midX - imageView.bounds.width / 2).rounded(),
            y: (bounds.midY - imageView.bounds.height / 2).rounded(),
            width: imageView.bounds.width, height: imageView.bounds.height)
    }

    var rootView: View { self }
    func handle(_ event: InputEvent) {}
    func update(at time: Double) -> Bool { false }
}

/// Renders a centred picture through the Host on SDL's offscreen driver and reads the pixels back.
extension OffscreenRenderingTests {
    static let imagePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/drawer.png").path

    /// The colour of one pixel of a PNG file, decoded independently of the renderer.
    static func filePixel(_ path: String, x: Int, y: Int) throws -> Color {
        let loaded = try #require(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
        defer { SDL_FreeSurface(surface) }
        let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let i = y * Int(surface.pointee.pitch) + x * 4
        return Color(
            red: Double(bytes[i]) / 255, green: Double(bytes[i + 1]) / 255,
            blue: Double(bytes[i + 2]) / 255, alpha: Double(bytes[i + 3]) / 255)
    }

    static func expectClose(
        _ actual: Color?, _ expected: Color, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("\(what): outside the frame", sourceLocation: sourceLocation)
            return
        }
        let tolerance = 2.5 / 255
        let close =
            abs(actual.red - expected.red) <= tolerance && abs(actual.green - expected.green) <= tolerance
            && abs(actual.blue - expected.blue) <= tolerance
        #expect(close, "\(what): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// Checks the four corners show the root colour and the picture's own pixels sit at the centre.
    func checkFrame(_ snapshot: Snapshot, image: Image) throws {
        let background = CenteredImageScreen.background
        let w = snapshot.width
        let h = snapshot.height
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
            Self.expectClose(snapshot.color(x: x, y: y), background, "corner (\(x), \(y)) of \(w)×\(h)")
        }
        // The picture is drawn 1:1 with its top-left corner on a whole point, centred.
        let left = Int((Double(w) / 2 - image.size.width / 2).rounded())
        let top = Int((Double(h) / 2 - image.size.height / 2).rounded())
        // The handle's edges (x 96 and 143, y 120 and 132) catch a shift of a single pixel.
        let probes = [
            (120, 120), (60, 66), (200, 180), (10, 120), (120, 230), (95, 121), (96, 121), (143, 131), (144, 131), (120, 119), (120, 120),
            (120, 132), (120, 133),
        ]
        for (ix, iy) in probes {
            let expected = try Self.filePixel(Self.imagePath, x: ix, y: iy)
            Self.expectClose(
                snapshot.color(x: left + ix, y: top + iy), expected,
                "picture pixel (\(ix), \(iy)) in a \(w)×\(h) window")
        }
    }

    @Test func screenShowsItsColourAtTheCornersAndThePictureCentred() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try VideoSystem(requireDisplay: false)
        let window = try HostWindow(video: video, title: "Drawer test", size: Size(width: 640, height: 480))
        let images = ImageStore()
        let image = try images.load(path: Self.imagePath)
        let application = CenteredImageScreen(image: image)
        let host = try FrameLoop(window: window, images: images, application: application)

        host.drawFrame()
        #expect(window.pixelSize.width == 640 && window.pixelSize.height == 480)
        try checkFrame(window.snapshot(), image: image)

        window.resize(to: Size(width: 501, height: 377))
        host.drawFrame()
        #expect(window.pixelSize.width == 501 && window.pixelSize.height == 377)
        try checkFrame(window.snapshot(), image: image)
    }
}
