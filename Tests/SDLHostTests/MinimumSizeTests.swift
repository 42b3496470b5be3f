import DrawerCommandLine
import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp
@testable import SDLHost

/// The smallest window Drawer supports, 320×240, with the motion lab's panel and the HUD both
/// open, laid out by the real host: the HUD measured from its real text, the panel placed from
/// what the host reports. In the one serialized suite of tests that touch SDL.
extension OffscreenRenderingTests {
    static let minimumSizeRepository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let assets = minimumSizeRepository.appendingPathComponent("Assets")

    /// The demo in an off-screen window of `size`, with the HUD shown, on the host's frame loop.
    /// A session of the demo in `mode`, in a window of its own (beside the windows of `video`,
    /// when given: SDL has one video system, and ending one ends every window).
    static func drawerSession(
        _ mode: ModeName, size: Size = DrawerApplication.minimumSize, video: VideoSystem? = nil
    ) throws -> (DrawerApplication, FrameLoop) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try video ?? VideoSystem(requireDisplay: false)
        let window = try HostWindow(video: video, title: "minimum size", size: size)
        window.setMinimumSize(DrawerApplication.minimumSize)
        let images = ImageStore()
        let image = try images.load(path: assets.appendingPathComponent(AssetLocator.defaultImageName).path)
        let app = DrawerApplication(image: image, clock: FixedStepClock(), size: window.size, initialMode: mode)
        var options = FrameLoopOptions()
        options.showsHUD = true
        options.fontPath = assets.appendingPathComponent(AssetLocator.fontName).path
        return (app, try FrameLoop(window: window, images: images, application: app, options: options))
    }

    /// `view`'s bounds in window points.
    static func frameInWindow(_ view: View) -> Rect { Rect.boundingBox(of: view.cornersInWindow) }

    @Test(arguments: ModeName.allCases)
    func thePanelAndTheHUDDoNotOverlapAndTheResetCanBeReached(mode: ModeName) throws {
        let (app, host) = try Self.drawerSession(mode)
        app.togglePanel()
        host.drawFrame()
        host.drawFrame()
        let panel = try #require(app.panel)
        let hud = try #require(host.hud.reservedFrame, "the host told the app where the HUD is")
        let window = Rect(origin: .zero, size: DrawerApplication.minimumSize)
        let shown = Self.frameInWindow(panel)
        #expect(!shown.intersects(hud), "\(mode): the panel \(shown) and the HUD \(hud) overlap")
        #expect(shown.minY >= ModeBar.height && shown.maxY <= window.maxY && shown.minX >= 0 && shown.maxX <= window.maxX)
        #expect(shown.height >= 60, "\(mode): room for a slider at least: \(shown)")

        // The content is taller than the panel: it scrolls, and Up (from the first slider) picks
        // the reset button and scrolls it into view.
        #expect(panel.contentOffsetRange.y.upperBound > 0)
        let first = try #require(app.panel?.rows.first)
        let changed = first.tunable.range.upperBound
        app.settings.set(first.tunable, to: changed)
        app.handle(.key(.up))
        host.drawFrame()
        #expect(panel.isResetSelected)
        let reset = try #require(Self.findView("panel.reset", in: panel))
        let button = Self.frameInWindow(reset)
        #expect(shown.contains(button), "\(mode): the reset \(button) shows inside the panel \(shown)")
        #expect(!button.intersects(hud))
        app.handle(.key(.return))
        #expect(app.settings[first.tunable] == first.tunable.defaultValue, "Return on the reset restores the defaults")
    }

    static func findView(_ name: String, in view: View) -> View? {
        if view.name == name { return view }
        return view.subviews.lazy.compactMap { findView(name, in: $0) }.first
    }

    /// In a large window the HUD at the bottom left and the panel at the right are side by side:
    /// the panel keeps the window's whole height.
    @Test func inALargeWindowThePanelKeepsTheWholeHeight() throws {
        let (app, host) = try Self.drawerSession(ModeName(rawValue: "card")!, size: Size(width: 1024, height: 720))
        app.togglePanel()
        host.drawFrame()
        host.drawFrame()
        let shown = Self.frameInWindow(try #require(app.panel))
        #expect(shown.maxY == 720 && shown.minY == ModeBar.height)
        #expect(!shown.intersects(try #require(host.hud.reservedFrame)))
    }

    /// SDL keeps the window from shrinking below the minimum.
    @Test func theWindowDoesNotShrinkBelowTheMinimum() throws {
        let (_, host) = try Self.drawerSession(ModeName(rawValue: "side")!)
        host.window.resize(to: Size(width: 200, height: 100))
        #expect(host.window.size == DrawerApplication.minimumSize, "the window is \(host.window.size.width)×\(host.window.size.height)")
    }
}

extension Rect {
    fileprivate func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    fileprivate func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9 && other.maxY <= maxY + 1e-9
    }
}
