import Foundation
import SDLHost
import Testing

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
}
