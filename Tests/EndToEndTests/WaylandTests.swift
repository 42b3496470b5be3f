import DrawerApp
import Foundation
import Testing
import XHarness

/// `drawer` native on Wayland: weston's X11 backend inside Xvfb at scale 1 and 2, its kiosk shell
/// filling the output with the app, xdotool moving Xvfb's pointer, which weston hands on.
/// Pixels are read off weston's output: `point × scale`.
@Suite(.serialized)
struct WaylandTests {
    /// The output in points.
    static let width = 640, height = 480

    /// drawer on a weston of its own at `scale`, its output `width`×`height` points; waits for
    /// its first frame on the screen.
    static func session(scale: Int, _ arguments: [String] = []) throws -> RealWindowSession {
        try RealWindowSession(wayland: scale, width: width, height: height, arguments)
    }

    @Test(arguments: [1, 2])
    func itRunsOnWaylandWithBothAdvertisedAtTheOutputsScale(scale: Int) throws {
        let session = try Self.session(scale: scale)
        let line = session.appOutput.text.split(separator: "\n").first { $0.contains("video driver") } ?? ""
        #expect(line.contains("video driver wayland"), "\(line)")
        #expect(line.contains("pixel scale \(Double(scale))"), "\(line)")
    }

    /// `SDL_VIDEODRIVER` still wins: asked for X11 with both advertised, it runs on X11.
    @Test func sdlVideoDriverX11StillRunsOnX11() throws {
        let weston = try WestonCompositor(width: WaylandTests.width, height: WaylandTests.height, scale: 2)
        var environment = weston.environment(keepingDisplay: true)
        environment["SDL_VIDEODRIVER"] = "x11"
        let app = try AppProcess(DrawerProcess.executable(), [], environment: environment, on: weston)
        try app.waitForFirstFrame()
        let line = app.output.text.split(separator: "\n").first { $0.contains("video driver") } ?? ""
        #expect(line.contains("video driver x11,"), "\(line)")
    }

    /// At scale 2 the picture is twice the pixels, and a shape's edge takes no more pixels than
    /// at scale 1: drawn at the output's pixels, not drawn at 1× and scaled up (which widens
    /// every edge, as XWayland's scaling does).
    @Test func atScale2ThePictureIsTwiceThePixelsAndAsSharp() throws {
        let one = try Self.session(scale: 1)
        let two = try Self.session(scale: 2)
        let (spanOne, spanTwo) = (try one.pictureSpan(), try two.pictureSpan())
        let widthOne = spanOne.right - spanOne.left + 1
        let widthTwo = spanTwo.right - spanTwo.left + 1
        #expect(abs(widthTwo - 2 * widthOne) <= 2, "the picture is \(widthOne) pixels wide at scale 1, \(widthTwo) at scale 2")
        let (edgeOne, edgeTwo) = (try one.segmentEdgePixels(), try two.segmentEdgePixels())
        #expect(edgeTwo <= edgeOne, "an edge takes \(edgeOne) pixels at scale 1, \(edgeTwo) at scale 2")
    }

    @Test(arguments: [1, 2])
    func aDragPushesAndPopsTheSideStack(scale: Int) throws {
        let session = try Self.session(scale: scale, ["--mode", "side"])
        try session.waitForPixel(x: 40, y: 300, "the blue root screen") { $0.isNear(.blue) }
        try session.drag(from: (40, 300), to: (440, 300), steps: 20)
        try session.waitForPixel(x: 40, y: 300, "the pushed teal screen") { $0.isNear(.teal) }
        try session.waitForPixel(x: 600, y: 300, "teal across the window") { $0.isNear(.teal) }
        try session.drag(from: (560, 300), to: (120, 300), steps: 20)
        try session.waitForPixel(x: 600, y: 300, "the root screen again after the pop") { $0.isNear(.blue) }
    }

    /// A real wheel's notch on Wayland: weston sends xdotool's button 5 as a discrete axis event,
    /// which SDL reports as one whole unit, so the sheet's list (from y = 114, inset-grouped
    /// sections of a 38-point header, ten white rows of 40 points and an 18-point gap) steps 100
    /// points and stops, as on X11: the first section's last row then ends at y = 452. (Neither
    /// X11 nor weston's X11 backend can make a touchpad's continuous axis from xdotool;
    /// HostInputTests and the scripted swipes cover that path.)
    @Test func aRealWheelStepsTheSheetsListOnWaylandAndItStops() throws {
        let session = try Self.session(scale: 1, ["--mode", "sheet"])
        try session.xdotool(["mousemove", "320", "300"])
        try session.key("space")
        try session.waitForPixel(x: 8, y: 300, "the sheet") { $0.isNear(.card) }
        try session.key("Up")
        try session.waitForPixel(x: 8, y: 80, "the sheet at large") { $0.isNear(.card) }
        try session.waitUntilStill("the sheet at large")
        try session.waitForPixel(x: 320, y: 120, "the first section's header") { $0.isNear(.card) }
        #expect(try session.pixel(320, 457).isNear(.white), "row 8, before the notch")
        try session.wheelDown(320, 300, clicks: 1)
        // Read where the notch leaves the list, not a frame of its way there.
        try session.waitUntilStill("the list after a notch")
        try session.waitForPixel(x: 320, y: 457, "the gap after the first section, after a notch") { $0.isNear(.card) }
        let above = try session.pixel(320, 447)
        #expect(above.isNear(.white), "row 10 above the gap: \(above)")
        Thread.sleep(forTimeInterval: 1)
        let (still, stillAbove) = (try session.pixel(320, 457), try session.pixel(320, 447))
        #expect(still.isNear(.card) && stillAbove.isNear(.white), "no momentum: still the gap and row 10: \(still), \(stillAbove)")
    }

    /// A click on the middle of the mode bar's card segment (640 points across) lands on it at
    /// both scales: the pointer's position is in points.
    @Test(arguments: [1, 2])
    func theCardOpensAndTheModeBarIsWhereThePointerIs(scale: Int) throws {
        let session = try Self.session(scale: scale, ["--mode", "side"])
        try session.waitForPixel(x: 100, y: 440, "no card in side mode") { $0.isNear(.blue) }
        let card = ModeName(rawValue: "card")!.modeBarCenter(width: Double(Self.width))
        try session.click(card.x, card.y)
        try session.waitForPixel(x: 100, y: 445, "the card's header after clicking 'card'") { $0.isNear(.card) }
        try session.drag(from: (320, 445), to: (320, 150), steps: 15)
        try session.waitForPixel(x: 100, y: 240, "the open card") { $0.isNear(.card) }
    }

    /// Asked for 400×300, the app is made to fill the 640×480 output by the compositor: its
    /// layout follows, the picture centred in the new size.
    @Test func aResizeByTheCompositorKeepsThePictureCentred() throws {
        let session = try Self.session(scale: 2, ["--size", "400x300"])
        var span = (left: 0, right: 0)
        try XServer.waitFor("the picture centred in 640 points") {
            span = try session.pictureSpan()
            return abs(Double(span.left + span.right + 1) / 2 - Double(WaylandTests.width * 2) / 2) <= 2
        }
        #expect(span.left > 0)
    }

    /// Weston's headless backend has no seat, and SDL 2.26 crashes in SDL_Init there: drawer
    /// asks first and refuses with one line.
    @Test func aCompositorWithoutASeatIsRefusedWithOneLine() throws {
        let weston = try WestonCompositor.headless()
        let app = try AppProcess(DrawerProcess.executable(), [], environment: weston.environment(keepingDisplay: false), on: weston)
        let status = try app.waitForExit()
        #expect(status == 1, "exits with 1, not a crash: \(String(describing: status))")
        let lines = app.output.text.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("offers no input seat"), "\(app.output.text)")
    }

    /// A session that goes away stops drawer before its compositor, so drawer quits on SIGTERM
    /// (exit 0, its statistics written) instead of losing its display mid-frame.
    @Test func aSessionStopsDrawerBeforeItsCompositor() throws {
        let statistics = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-stop-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: statistics) }
        do { _ = try Self.session(scale: 1, ["--stats", statistics]) }
        #expect(FileManager.default.fileExists(atPath: statistics), "drawer quit cleanly, its statistics written")
    }
}

/// What the Wayland tests read off a whole screenshot, in pixels.
extension RealWindowSession {
    /// Where the row through the window's middle leaves the blue screen for the picture.
    func pictureSpan() throws -> (left: Int, right: Int) {
        let shot = try screenshot()
        let row = height / 2 * scale
        guard let left = (0..<shot.width).first(where: { !shot[$0, row].isNear(.blue) }),
            let right = (0..<shot.width).last(where: { !shot[$0, row].isNear(.blue) })
        else { throw HarnessError("no picture on the middle row") }
        return (left, right)
    }

    /// How many pixels the left edge of the mode bar's selected segment takes to get from
    /// the bar's colour to the segment's, along the row through the bar's middle.
    func segmentEdgePixels() throws -> Int {
        let shot = try screenshot()
        let row = 20 * scale
        let bar = shot[1, row]
        guard let start = (0..<40 * scale).first(where: { !shot[$0, row].isNear(bar, tolerance: 3) }) else {
            throw HarnessError("no segment on the mode bar")
        }
        let segment = shot[start + 6 * scale, row]
        return (start..<(start + 6 * scale)).prefix { !shot[$0, row].isNear(segment, tolerance: 3) }.count
    }
}
