import DrawerApp
import Foundation
import SDLHost
import Testing

/// `drawer` in a real X11 window under Xvfb, on the real clock with vsync, driven by real X11
/// pointer and key events from xdotool. Each check compares what the screen shows with what must
/// be there: the colours of the screens, the card's position.
@Suite(.serialized)
struct RealWindowTests {
    /// A point on the screen away from the picture, the mode bar and the HUD.
    static let plain = (x: 60, y: 300)

    @Test func sideDragRightPushesAndDragLeftPops() throws {
        let session = try RealWindowSession(["--mode", "side"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        try session.drag(from: (60, 400), to: (560, 400), steps: 20)
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the pushed teal screen") { $0.isNear(.teal) }
        try session.waitForPixel(x: 740, y: Self.plain.y, "teal across the window") { $0.isNear(.teal) }
        try session.drag(from: (700, 400), to: (150, 400), steps: 20)
        try session.waitForPixel(x: 740, y: Self.plain.y, "the root screen again after the pop") { $0.isNear(.blue) }
    }

    /// The navigation bar under the mode bar: Right pushes, and a real click on the bar's back
    /// button (the chevron and "screen1", 44 to 88 points down) pops once the push has landed.
    @Test func sideBarsBackButtonPops() throws {
        let session = try RealWindowSession(["--mode", "side"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        try session.key("Right")
        try session.waitForPixel(x: 740, y: Self.plain.y, "the pushed teal screen across the window") { $0.isNear(.teal) }
        // A click in the push's last frames is refused, as every request during a transition is
        // (the screen already covers x 740 then): click again, a person's way, up to three times.
        var popped = false
        for _ in 0..<3 where !popped {
            try session.click(40, 66)
            popped = (try? session.waitForPixel(x: 740, y: Self.plain.y, "the root screen", seconds: 1) { $0.isNear(.blue) }) != nil
        }
        try session.waitForPixel(x: 740, y: Self.plain.y, "the root screen again after the back button") { $0.isNear(.blue) }
    }

    /// The desktop's three ways back, each after Right pushed the teal screen: the mouse's back
    /// button (X11's button 8, SDL's X1), Alt+Left and the Back key (XF86Back) pop it, animated
    /// as the bar's back button pops. Alt+Right, forward, is unbound: it does not push as Right
    /// does.
    @Test func theMouseBackButtonAltLeftAndTheBackKeyPop() throws {
        let session = try RealWindowSession(["--mode", "side"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        let ways: [(String, [String])] = [
            ("the mouse's back button", ["mousemove", "--window", session.windowID, "400", "300", "click", "8"]),
            ("Alt+Left", ["key", "--window", session.windowID, "alt+Left"]),
            ("the Back key", ["key", "--window", session.windowID, "XF86Back"]),
        ]
        for (way, xdotool) in ways {
            // A request in the last frames of the transition before is refused, as every request
            // during a transition is (a slow machine, a sanitizer, shows those frames longer):
            // ask again, a person's way, until the transition begins, up to three times. A push
            // slides in from the left (x 60 turns first), a pop leaves to the left (x 740 first).
            try session.until(
                "the push begins, before \(way)", x: Self.plain.x, doing: { try session.key("Right") }, reaching: { $0.isNear(.teal) })
            try session.waitForPixel(x: 740, y: Self.plain.y, "the pushed teal screen, before \(way)") { $0.isNear(.teal) }
            try session.waitUntilStill("the push landed, before \(way)")
            try session.until(
                "the pop begins, after \(way)", x: 740, doing: { try session.xdotool(xdotool) }, reaching: { $0.isNear(.blue) })
            try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the root screen again after \(way)") { $0.isNear(.blue) }
            try session.waitUntilStill("the pop after \(way) landed")
        }
        try session.key("alt+Right")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try session.pixel(Self.plain.x, Self.plain.y).isNear(.blue), "Alt+Right pushed nothing")
        #expect(session.isRunning)
    }

    /// Escape closes what is presented, and quits only when nothing is: the modal detail goes,
    /// then drawer quits cleanly.
    @Test func escapeDismissesTheModalThenQuits() throws {
        let session = try RealWindowSession(["--mode", "modal"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        try session.click(400, 300)
        try session.waitForPixel(x: 3, y: Self.plain.y, "the detail screen landed") { $0.isNear(.teal) }
        try session.key("Escape")
        try session.waitForPixel(x: 3, y: Self.plain.y, "the root screen after Escape") { $0.isNear(.blue) }
        #expect(session.isRunning, "Escape closed the detail, not drawer")
        try session.waitUntilStill("the dismissal landed")
        // The window may be gone before xdotool sends the key's release: its error says nothing.
        try? session.key("Escape")
        #expect(try session.waitForExit() == 0, "with nothing presented, Escape quits")
    }

    /// Escape dismisses the sheet; the card, modal in presentation, stays, and Escape closes it
    /// when open instead.
    @Test func escapeDismissesTheSheetAndClosesTheCard() throws {
        let session = try RealWindowSession(["--mode", "sheet"])
        try session.key("space")
        try session.waitForPixel(x: 8, y: 500, "the sheet at medium") { $0.isNear(.card) }
        try session.key("Escape")
        try session.waitForPixel(x: 8, y: 500, "the screen again, the sheet dismissed") { $0.isNear(.blue) }
        try session.key("2")  // the card mode
        try session.waitForPixel(x: 100, y: 560, "the closed card's header") { $0.isNear(.card) }
        try session.key("space")
        try session.waitForPixel(x: 100, y: 300, "the open card") { $0.isNear(.card) }
        try session.key("Escape")
        try session.waitForPixel(x: 100, y: 300, "the card closed by Escape") { $0.isNear(.blue) }
        try session.waitForPixel(x: 100, y: 560, "and still there, closed") { $0.isNear(.card) }
        #expect(session.isRunning)
    }

    /// A touchpad's horizontal scroll under X11 comes as wheel buttons 6 and 7 (one step a
    /// click): five clicks left push the next screen, five clicks right pop it.
    @Test func horizontalScrollPushesAndPops() throws {
        let session = try RealWindowSession(["--mode", "side"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        try session.xdotool(["mousemove", "--window", session.windowID, "400", "400", "click", "--repeat", "5", "--delay", "20", "6"])
        try session.waitForPixel(x: 740, y: Self.plain.y, "the pushed teal screen across the window") { $0.isNear(.teal) }
        try session.xdotool(["mousemove", "--window", session.windowID, "400", "400", "click", "--repeat", "5", "--delay", "20", "7"])
        try session.waitForPixel(x: 740, y: Self.plain.y, "the root screen again after the pop") { $0.isNear(.blue) }
    }

    @Test func aShortSlowSideDragCancels() throws {
        let session = try RealWindowSession(["--mode", "side"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        // 150 points slowly, then held still: the screen must go back. While the push is under
        // way the teal screen follows the pointer in from the left; cancelled, it leaves.
        try session.drag(from: (60, 400), to: (210, 400), steps: 30, hold: 0.2) {
            try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the teal screen under the pointer mid-drag") { $0.isNear(.teal) }
        }
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the root screen, the push cancelled") { $0.isNear(.blue) }
        try session.waitForPixel(x: 5, y: Self.plain.y, "nothing left half-way") { $0.isNear(.blue) }
    }

    @Test func cardDragUpOpensAndDragDownCloses() throws {
        let session = try RealWindowSession(["--mode", "card"])
        try session.waitForPixel(x: 100, y: 560, "the closed card's header at the bottom") { $0.isNear(.card) }
        try session.waitForPixel(x: 100, y: 300, "the undimmed screen above it") { $0.isNear(.blue) }
        try session.drag(from: (400, 560), to: (400, 250), steps: 15)
        // Open, the card's top edge is at a third of 600 points.
        try session.waitForPixel(x: 100, y: 300, "the open card") { $0.isNear(.card) }
        try session.waitForPixel(x: 100, y: 150, "the dimmed screen above it") { $0.b < Pixel.blue.b - 20 && !$0.isNear(.card) }
        try session.drag(from: (400, 230), to: (400, 560), steps: 15)
        try session.waitForPixel(x: 100, y: 300, "the card closed again") { $0.isNear(.blue) }
    }

    @Test func modalClickPresentsAndDragRightDismisses() throws {
        let session = try RealWindowSession(["--mode", "modal"])
        try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        try session.click(400, 300)  // the picture, centred
        try session.waitForPixel(x: Self.plain.x + 200, y: Self.plain.y, "the presented teal detail screen") { $0.isNear(.teal) }
        // Landed: the detail slides in from 200 points to the right, so its left edge is teal
        // only at the end. (A drag begun earlier takes hold only then, with less of it left.)
        try session.waitForPixel(x: 3, y: Self.plain.y, "the detail screen landed") { $0.isNear(.teal) }
        try session.drag(from: (200, 400), to: (420, 400), steps: 15)
        try session.waitForPixel(x: Self.plain.x + 200, y: Self.plain.y, "the root screen after the dismissal") { $0.isNear(.blue) }
    }

    /// The zoom mode at 800×600: tiles of 240 points from (24, 74). A click on the second tile
    /// opens its terracotta page over the whole window; a flick down lands it back on its tile.
    @Test func zoomOpensATileAndAFlickDownClosesIt() throws {
        let session = try RealWindowSession(["--mode", "zoom"])
        try session.waitForPixel(x: 40, y: 300, "the first tile, teal") { $0.isNear(.teal) }
        try session.click(400, 194)
        try session.waitForPixel(x: 40, y: 300, "the second tile's page over the first") { $0.isNear(.terracotta) }
        try session.waitForPixel(x: 790, y: 590, "the page over the whole window") { $0.isNear(.terracotta) }
        try session.drag(from: (400, 250), to: (400, 560), steps: 8)
        try session.waitForPixel(x: 40, y: 300, "the first tile again, the page closed") { $0.isNear(.teal) }
        try session.waitForPixel(x: 300, y: 90, "the second tile back in place, undimmed") { $0.isNear(.terracotta) }
    }

    /// The sheet mode at 800×600: Space presents the sheet at medium (273 points: half of 600
    /// less the 44-point bar and the 10-point gap; its top at 327), undimmed, so a click above it
    /// reaches the screen behind and leaves the sheet where it is; a drag up takes it to large (its
    /// top at 54), and a flick down dismisses it.
    @Test func sheetPresentsDragsUpAndFlicksAway() throws {
        let session = try RealWindowSession(["--mode", "sheet"])
        try session.waitForPixel(x: 100, y: 500, "the blue screen, no sheet") { $0.isNear(.blue) }
        try session.key("space")
        try session.waitForPixel(x: 8, y: 500, "the sheet at medium (its margin, beside the rows)") { $0.isNear(.card) }
        try session.waitForPixel(x: 100, y: 200, "the undimmed screen above it") { $0.isNear(.blue) }
        try session.click(100, 200)
        try session.waitForPixel(x: 8, y: 340, "the sheet still at medium after a click through") { $0.isNear(.card) }
        try session.waitForPixel(x: 100, y: 200, "still undimmed") { $0.isNear(.blue) }
        try session.drag(from: (400, 360), to: (400, 80), steps: 15)
        try session.waitForPixel(x: 8, y: 120, "the sheet at large") { $0.isNear(.card) }
        try session.drag(from: (400, 150), to: (400, 560), steps: 6)
        try session.waitForPixel(x: 100, y: 500, "the screen again, the sheet dismissed") { $0.isNear(.blue) }
    }

    /// The sheet's list under a real wheel: at large (top 54, the list from 114), an
    /// inset-grouped table whose sections are a 38-point header, ten white rows of 40 points and
    /// an 18-point gap, 456 points in all. Three notches scroll it 300 points, and it stops there
    /// (a wheel has no momentum): the first section's last row then ends at y = 252, so a point
    /// 5 points above is white and one 5 points below is the sheet between sections; before the
    /// scroll both were rows 3 and 4.
    @Test func aRealWheelStepsTheSheetsListAndItStops() throws {
        let session = try RealWindowSession(["--mode", "sheet"])
        try session.waitForPixel(x: 100, y: 500, "the blue screen, no sheet") { $0.isNear(.blue) }
        try session.key("space")
        try session.waitForPixel(x: 8, y: 500, "the sheet") { $0.isNear(.card) }
        try session.key("Up")
        try session.waitForPixel(x: 8, y: 120, "the sheet at large") { $0.isNear(.card) }
        try session.waitUntilStill("the sheet at large")
        try session.waitForPixel(x: 400, y: 120, "the first section's header") { $0.isNear(.card) }
        #expect(try session.pixel(400, 257).isNear(.white), "row 4, before the scroll")
        try session.wheelDown(400, 300, clicks: 3)
        try session.waitForPixel(x: 400, y: 257, "the gap after the first section, after three notches") { $0.isNear(.card) }
        #expect(try session.pixel(400, 247).isNear(.white), "row 10 above the gap")
        Thread.sleep(forTimeInterval: 1)
        #expect(try session.pixel(400, 257).isNear(.card), "no momentum: still the gap")
        #expect(try session.pixel(400, 247).isNear(.white), "no momentum: still row 10 above it")
    }

    @Test func theModeBarAndTabSwitchModes() throws {
        let session = try RealWindowSession(["--mode", "side"])
        try session.waitForPixel(x: 100, y: 560, "no card in side mode") { $0.isNear(.blue) }
        let card = ModeName(rawValue: "card")!.modeBarCenter(width: 800)
        try session.click(card.x, card.y)
        try session.waitForPixel(x: 100, y: 560, "the card, after clicking 'card' on the bar") { $0.isNear(.card) }
        try session.key("Tab")
        try session.waitForPixel(x: 100, y: 560, "no card in modal mode, after Tab") { $0.isNear(.blue) }
        try session.click(400, 300)
        try session.waitForPixel(x: Self.plain.x + 200, y: Self.plain.y, "modal mode answers a click with the detail") { $0.isNear(.teal) }
    }

    @Test func f12SavesAScreenshotOfTheWindow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-f12-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try RealWindowSession(["--mode", "card"], workingDirectory: directory)
        try session.waitForPixel(x: 100, y: 560, "the card") { $0.isNear(.card) }
        try session.key("F12")
        var shots: [String] = []
        try RealWindowSession.waitFor("a screenshot file", seconds: RealWindowSession.patience) {
            shots = (try FileManager.default.contentsOfDirectory(atPath: directory.path)).filter {
                $0.hasPrefix("drawer-") && $0.hasSuffix(".png")
            }
            // Written in full: it ends with PNG's IEND chunk.
            guard let first = shots.first, let data = FileContents.read(atPath: directory.appendingPathComponent(first).path)
            else { return false }
            return data.suffix(8).starts(with: Array("IEND".utf8))
        }
        let (width, height) = try ScriptRunTests.pngSize(directory.appendingPathComponent(shots[0]).path)
        #expect(width == 800 && height == 600, "the window's pixels")
    }

    /// A session that goes away stops drawer before its X server. Killed the other way round,
    /// drawer loses its display mid-frame and Xlib ends it with status 1, every object still
    /// alive (LeakSanitizer then reports their weak-reference side tables). Stopped first, it
    /// quits on SIGTERM: exit 0, its statistics written.
    @Test func aSessionStopsDrawerBeforeItsXServer() throws {
        let statistics = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-stop-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: statistics) }
        do {
            let session = try RealWindowSession(["--mode", "modal", "--stats", statistics])
            try session.waitForPixel(x: Self.plain.x, y: Self.plain.y, "the blue root screen") { $0.isNear(.blue) }
        }
        #expect(FileManager.default.fileExists(atPath: statistics), "drawer quit cleanly, its statistics written")
    }
}
