import Foundation
import Testing

/// Hostile files and signals: one clear line and a non-zero exit, or a clean exit 0; never a crash.
struct FaultTests {
    static let headless = CommandLineTests.noDisplay

    static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-\(UUID())-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aHugeImageIsRefusedBeforeItIsDecoded() throws {
        // A PNG header claiming 20000×20000 pixels: decoding it would take 1.6 GB.
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0,
        ]
        let path = try Self.temporaryFile("huge.png", header)
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectOneLine(
            try DrawerProcess.run(["--image", path], environment: Self.headless), status: 1, containing: [path, "20000×20000", "8192"])
    }

    @Test func aCorruptImageGetsOneLineWithoutLibrariesChatter() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/drawer.png")
        let truncated = [UInt8](try Data(contentsOf: source).prefix(300))
        let path = try Self.temporaryFile("truncated.png", truncated)
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectOneLine(
            try DrawerProcess.run(["--image", path], environment: Self.headless), status: 1, containing: [path, "cannot load image"])
    }

    @Test func anUnreadableImage() throws {
        // Reading the start of a process's own memory file fails for anyone, root included.
        expectOneLine(
            try DrawerProcess.run(["--image", "/proc/self/mem"], environment: Self.headless),
            status: 1, containing: ["/proc/self/mem", "cannot load image"])
    }

    @Test func missingAssetsAreNamed() throws {
        expectOneLine(
            try DrawerProcess.run([], environment: Self.headless.merging(["DRAWER_ASSETS": "/nonexistent"]) { $1 }),
            status: 1, containing: ["Assets", "DRAWER_ASSETS"])
    }

    @Test func statisticsIntoAMissingDirectoryAreRefusedBeforeAnyFrame() throws {
        let script = try Self.temporaryFile("quit.txt", Array("0 quit\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: script) }
        let result = try DrawerProcess.run(["--script", script, "--stats", "/no/such/dir/stats.json"], environment: Self.headless)
        expectOneLine(result, status: 1, containing: ["/no/such/dir/stats.json", "does not exist"])
    }

    /// One condition, one status: missing Assets stop `curve --plot` as they stop a launch (exit 1).
    @Test func missingAssetsStopAPlotTheSameWay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-plot-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try DrawerProcess.run(
            ["curve", "linear", "--plot", path],
            environment: Self.headless.merging(["DRAWER_ASSETS": "/nonexistent"]) { $1 })
        expectOneLine(result, status: 1, containing: ["Assets", "DRAWER_ASSETS"])
    }

    /// SIGINT and SIGTERM close the window and exit 0, from a running scripted session.
    @Test(arguments: [SIGINT, SIGTERM])
    func signalsCloseTheWindowAndExitZero(signal: Int32) throws {
        let script = try Self.temporaryFile("long.txt", Array("0 key Right\n60000 quit\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: script) }
        let process = Process()
        process.executableURL = try DrawerProcess.executable()
        process.arguments = ["--script", script, "--clock", "real"]
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.8)  // a real process, on the real clock: let it draw frames
        #expect(process.isRunning)
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(30)  // a guard against a hang, not a timing
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 0,
            "signal \(signal): \(process.terminationReason) \(process.terminationStatus)")
    }

    /// A signal at each point of start-up, from before anything is loaded to before the first
    /// frame, is held until the loop runs; the loop then quits before drawing: exit 0, nothing
    /// on stderr but the statistics. The process signals itself at the point (DRAWER_TEST_RAISE),
    /// so the signal lands exactly there however fast or slow the machine is.
    @Test(arguments: ["start", "video", "window", "loop"], ["INT", "TERM"])
    func aSignalDuringStartUpQuitsCleanly(phase: String, signal: String) throws {
        let script = try Self.temporaryFile("long.txt", Array("0 key Right\n60000 quit\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: script) }
        let result = try DrawerProcess.run(
            ["--script", script, "--clock", "real", "--verbose"],
            environment: Self.headless.merging(["DRAWER_TEST_RAISE": "\(phase):\(signal)"]) { $1 })
        #expect(result.status == 0, "SIG\(signal) at \(phase): status \(result.status), \(result.stderr)")
        #expect(result.stderr.contains("drawer: frames 0,"), "quits before the first frame: \(result.stderr)")
    }
}
