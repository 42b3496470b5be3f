import Foundation
import SDLHost
import Testing
import ViewKit

/// The example app in `Examples/CoverTransition`, a package of its own built on Drawer's three
/// products, run headless with a script as `drawer` is: a drag up pushes its second screen
/// interactively and the release completes the push; a drag down pops it through the navigation
/// controller's swipe back.
struct ExampleAppTests {
    /// The example app's own fields of its state line (its `State`).
    struct ExampleState: Codable {
        let stack: [String]
        let progress: Double?
    }

    /// The example's executable: `$EXAMPLE_BIN`, which `make test` sets after building it.
    static func executable() throws -> URL { try DrawerProcess.executable("EXAMPLE_BIN", name: "cover-transition") }

    @Test func aDragUpPushesAndTheReleaseCompletes() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        let shot = directory.appendingPathComponent("end.png")
        try Data(
            """
            0 state
            100 drag 400 500 400 250 300
            250 state
            1500 state
            1500 shot \(shot.path)
            1600 drag 400 200 400 450 300
            1750 state
            3000 state
            3000 quit
            """.utf8
        ).write(to: script)
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["--size", "800x600", "--script", script.path]
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = try StateLine<ExampleState>.all(in: text)
        let states = lines.map(\.state)
        try #require(states.count == 5, "\(text)")
        #expect(states[0].stack == ["first"])
        // The host writes t_ms and frame beside the app's own typed state.
        #expect(lines.map(\.timeMilliseconds) == [0, 250, 1500, 1750, 3000])
        #expect(lines[0].frame == 0)
        let midway = try #require(states[1].progress, "a push under way mid-drag: \(states[1])")
        #expect(abs(midway - 125.0 / 600) < 1e-3, "the cover follows the pointer: \(midway)")
        #expect(states[2].stack == ["first", "second"], "the release completed the push")
        #expect(states[2].progress == nil)
        // A drag down is the navigation controller's swipe back, 1:1 toward the bottom edge.
        let popping = try #require(states[3].progress, "a pop under way mid-drag: \(states[3])")
        #expect(abs(popping - 125.0 / 600) < 1e-3, "the cover follows the pointer down: \(popping)")
        #expect(states[3].stack == ["first"], "the stack lost the top at the call, as UIKit's")
        #expect(states[4].stack == ["first"] && states[4].progress == nil, "the release completed the pop")
        let (width, height) = try ScriptRunTests.pngSize(shot.path)
        #expect(width == 800 && height == 600, "screenshots work for any app on the host")
    }

    @Test func aSettingTheAppDoesNotDeclareStopsTheScriptBeforeAWindowOpens() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try Data("0 state\n10 set cover.speed 2\n".utf8).write(to: script)
        let result = try DrawerProcess.run(Self.executable(), ["--script", script.path])
        let message = result.stderr
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty, "nothing ran")
        #expect(message.split(separator: "\n").count == 1)
        #expect(message.contains("line 2") && message.contains("unknown setting 'cover.speed' (this app has none)"), "\(message)")
    }

    /// The navigation example, beside the cover app: a whole app in one call to the host.
    static func navigationExample() throws -> URL {
        try executable().deletingLastPathComponent().appendingPathComponent("navigation-example")
    }

    struct NavigationState: Codable {
        let stack: [String]
        let bar: String
    }

    /// `HostRunner.main`: the window, the keys, the state line from a value, and the library's
    /// bar and swipe back, with nothing of the host in the app's code.
    @Test func theNavigationExampleRunsInOneCallWithItsBarAndItsSwipeBack() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try Data(
            """
            0 state
            100 key Right
            700 click 370 22
            1400 state
            1500 drag 5 300 200 300 300
            1650 state
            2600 state
            2600 quit
            """.utf8
        ).write(to: script)
        let result = try DrawerProcess.run(
            Self.navigationExample(), ["--size", "400x600", "--script", script.path],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try StateLine<NavigationState>.all(in: result.stdout)
        try #require(lines.count == 4, "\(result.stdout)")
        #expect(lines[0].state.stack == ["Page 1"] && lines[0].state.bar == "Page 1")
        #expect(lines[1].state.stack == ["Page 1", "Page 2", "Page 3"], "Right pushed, then the bar's Next")
        #expect(lines[2].state.stack == ["Page 1", "Page 2"], "mid-swipe: the stack lost the top at the call")
        #expect(lines[3].state.stack == ["Page 1", "Page 2"] && lines[3].state.bar == "Page 2", "the swipe from the edge popped")
        let bad = try DrawerProcess.run(Self.navigationExample(), ["--frobnicate"])
        #expect(bad.status == 2 && bad.errorLines.count == 1 && bad.stderr.contains("unknown option '--frobnicate'"), "\(bad.stderr)")
    }

    struct ZoomState: Codable {
        let stack: [String]
        let transition: String?
        let progress: Double?
    }

    /// The zoom grid: `preferredTransition = .zoom { _ in tile }` and a push are the whole
    /// transition, the pull down to close included.
    @Test func theZoomGridOpensAPageOutOfItsTileAndAPullClosesIt() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try Data(
            """
            0 click 400 180
            100 state
            1000 state
            1100 drag 400 300 400 520 150
            1300 state
            2500 state
            2500 quit
            """.utf8
        ).write(to: script)
        let grid = try Self.executable().deletingLastPathComponent().appendingPathComponent("zoom-grid")
        let result = try DrawerProcess.run(
            grid, ["--size", "800x600", "--script", script.path],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try StateLine<ZoomState>.all(in: result.stdout)
        try #require(lines.count == 4, "\(result.stdout)")
        #expect(lines[0].state.transition == "push" && (lines[0].state.progress ?? 0) > 0 && (lines[0].state.progress ?? 1) < 1)
        #expect(lines[1].state.stack == ["Photos", "Page 2"] && lines[1].state.transition == nil)
        #expect(lines[2].state.transition == "pop" && lines[2].state.stack == ["Photos"], "the pull popped it, landing")
        #expect(lines[3].state.stack == ["Photos"] && lines[3].state.transition == nil)
    }

    struct PhotoState: Codable {
        let photo: String?
        let transition: String?
        let rect: [Double]?
        let held: Bool
        let hidden: [String]
    }

    /// The photo viewer, an app's own matched-element transition on the public API alone: the
    /// photo grows out of its thumbnail; a press catches it mid-flight where it shows (the
    /// presentation completes and the dismissal takes over); a drag moves it in two dimensions
    /// with the grabbed point under the pointer, shrinking as it is pulled down; a flick closes
    /// it onto its thumbnail; a press catches it closing, and a still release opens it again.
    @Test func thePhotoViewerGrowsFromItsThumbnailIsCaughtInFlightAndDraggedInTwoDimensions() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try Data(
            """
            0 state
            100 click 399 138
            183 state
            200 down 400 300
            200 state
            300 state
            400 move 430 340
            450 move 480 420
            450 state
            500 up 520 480
            600 state
            650 down 300 200
            650 state
            750 state
            800 up 300 200
            2000 state
            2100 drag 400 300 420 500 100
            3200 state
            3300 quit
            """.utf8
        ).write(to: script)
        let viewer = try Self.executable().deletingLastPathComponent().appendingPathComponent("photo-viewer")
        let result = try DrawerProcess.run(
            viewer, ["--size", "800x600", "--script", script.path],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(result.status == 0, "\(result.stderr)")
        let states = try StateLine<PhotoState>.all(in: result.stdout).map(\.state)
        try #require(states.count == 10, "\(result.stdout)")
        func rect(_ index: Int) throws -> Rect {
            let r = try #require(states[index].rect, "a photo is out at state \(index)")
            return Rect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        let thumbnail = Rect(x: 277, y: 16, width: 245, height: 245)  // the second of three columns, 800×600
        #expect(states[0].photo == nil && states[0].hidden.isEmpty)
        // Growing out of the thumbnail, which hides while its photo is out.
        let growing = try rect(1)
        #expect(states[1].transition == "present" && states[1].hidden == ["thumbnail2"])
        #expect(growing.width > thumbnail.width && growing.width < 800 && growing.height < 600, "\(growing)")
        // Caught: the presentation completed where the photo was and the dismissal holds it there.
        let caught = try rect(2)
        #expect(states[2].held && states[2].transition == "dismiss" && states[2].photo == "photo2")
        #expect(caught.width > growing.width && caught.width < 800, "caught one frame on, still growing: \(caught)")
        #expect(try rect(3) == caught, "held still, it stays where it was caught")
        // Dragged right and down: the point grabbed at (400, 300) stays under the pointer at
        // (480, 420), and the pull of 120 of 600 points shrinks it to 0.9.
        let dragged = try rect(4)
        let anchor = Point(x: (400 - caught.minX) / caught.width, y: (300 - caught.minY) / caught.height)
        #expect(abs(dragged.width - 0.9 * caught.width) < 1e-6 && abs(dragged.height - 0.9 * caught.height) < 1e-6)
        #expect(abs(dragged.minX + anchor.x * dragged.width - 480) < 1e-6, "\(dragged)")
        #expect(abs(dragged.minY + anchor.y * dragged.height - 420) < 1e-6, "\(dragged)")
        // The flick down closes it: on its way to the thumbnail, no longer held.
        let closing = try rect(5)
        #expect(!states[5].held && states[5].transition == "dismiss")
        #expect(closing.width < dragged.width && closing.width > thumbnail.width, "\(closing)")
        // Caught closing, where it shows; a still release opens it again.
        let recaught = try rect(6)
        #expect(states[6].held && states[6].transition == "dismiss")
        #expect(try rect(7) == recaught, "held still, it stays where it was caught")
        #expect(states[8].photo == "photo2" && states[8].transition == nil && states[8].rect == [0, 0, 800, 600])
        #expect(states[8].hidden == ["thumbnail2"], "its thumbnail stays hidden while the photo is out")
        // A pull down from rest closes it onto its thumbnail, which shows again.
        #expect(states[9].photo == nil && states[9].transition == nil && states[9].hidden.isEmpty, "\(states[9])")
    }
}
