import Foundation
import Testing

/// Bad input gets one clear line on stderr and a non-zero exit, never a backtrace.
struct CommandLineTests {
    /// No window system at all: the check happens before SDL probes anything.
    static let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]

    @Test func helpAndVersion() throws {
        let help = try DrawerProcess.run(["--help"])
        #expect(help.status == 0)
        for flag in ["--size", "--image", "--verbose", "--rules", "xvfb-run", "SDL_VIDEODRIVER=offscreen"] {
            #expect(help.stdout.contains(flag), "help mentions \(flag)")
        }
        let version = try DrawerProcess.run(["--version"])
        #expect(version.status == 0)
        // The version the changelog's first entry names, which the consumer test tags.
        let changelog = try String(contentsOf: DocumentationTests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let entry = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(version.stdout == "drawer \(entry.dropFirst(3).split(separator: " ")[0])\n")
    }

    /// A child that writes far more to stderr than a pipe holds, while its stdout is still open,
    /// must not hang the harness (it did, reading stdout to its end before stderr).
    @Test func aChattyChildDoesNotBlockTheHarness() throws {
        let result = try DrawerProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c 300000 /dev/zero | tr '\\0' x >&2; echo done"])
        #expect(result.status == 0 && result.stdout == "done\n" && result.stderr.count == 300_000)
    }

    /// `drawer bench` is `drawer-bench`, run in `drawer`'s place: its flags are checked there, and
    /// its errors are `drawer`'s one line.
    @Test func benchRunsTheBenchProgramBesideDrawer() throws {
        expectOneLine(try DrawerProcess.run(["bench", "--only", "nothing"]), status: 2, containing: ["--only", "nothing"])
    }

    /// SIGTERM (or Ctrl-C's SIGINT) ends `drawer bench` with one line and no table, its scratch
    /// directory removed. Until 7.6.1 SDL, once started, took both signals as a quit event that
    /// no step reads: the bench ran on to its end, and only SIGKILL stopped it.
    @Test func aSignalEndsTheBenchWithOneLine() throws {
        let process = Process()
        process.executableURL = try DrawerProcess.executable()
        process.arguments = ["bench", "--only", "memory", "--quick"]
        let (out, err) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        // The memory step runs after SDL has started: the first mode's round trips are under way.
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("bench: memory:") {
            let chunk = err.fileHandleForReading.availableData
            try #require(!chunk.isEmpty, "the bench ended before its memory step: \(String(decoding: printed, as: UTF8.self))")
            printed += chunk
        }
        let scratch = NSTemporaryDirectory() + "drawer-bench-\(process.processIdentifier)"
        #expect(FileManager.default.fileExists(atPath: scratch))
        kill(process.processIdentifier, SIGTERM)
        let rest = ErrorPipeReader(err.fileHandleForReading)
        let stopped = DispatchSemaphore(value: 0)
        let waiter = Thread {
            process.waitUntilExit()
            stopped.signal()
        }
        waiter.start()
        guard stopped.wait(timeout: .now() + 60) == .success else {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("the bench was still running a minute after SIGTERM")
            return
        }
        let table = out.fileHandleForReading.readDataToEndOfFile()
        let lines = String(decoding: printed + rest.wait(), as: UTF8.self).split(separator: "\n")
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(lines.last.map { $0.contains("interrupted") } == true, "\(lines.suffix(3))")
        #expect(lines.allSatisfy { $0.hasPrefix("bench: ") || $0.contains("interrupted") }, "one line besides the progress")
        #expect(table.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }

    /// Without `drawer-bench` beside it, `drawer bench` says what is missing.
    @Test func benchWithoutTheBenchProgram() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-alone-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = directory.appendingPathComponent("drawer")
        try FileManager.default.copyItem(at: try DrawerProcess.executable(), to: alone)
        expectOneLine(
            try DrawerProcess.run(alone, ["bench"]), status: 1,
            containing: [directory.appendingPathComponent("drawer-bench").path, "No such file or directory"])
    }

    @Test func unknownFlag() throws {
        expectOneLine(try DrawerProcess.run(["--frobnicate"]), status: 2, containing: ["--frobnicate", "--help"])
    }

    @Test(arguments: ["0x0", "abc", "800", "800x", "x600", "-5x600", "100000x600", "800x600x2"])
    func badSize(_ size: String) throws {
        expectOneLine(try DrawerProcess.run(["--size", size]), status: 2, containing: ["--size", "'\(size)'", "WIDTHxHEIGHT"])
    }

    /// Below the smallest window Drawer's layout supports: refused with one line, before a window opens.
    @Test(arguments: ["319x240", "320x239", "64x64"])
    func aSizeBelowTheMinimum(_ size: String) throws {
        expectOneLine(
            try DrawerProcess.run(["--size", size]), status: 2, containing: ["--size \(size)", "the smallest window is 320x240"])
    }

    @Test func badRules() throws {
        expectOneLine(try DrawerProcess.run(["--rules", "strict"]), status: 2, containing: ["--rules", "'strict'", "refined or sample"])
    }

    @Test func sizeWithoutAValue() throws {
        expectOneLine(try DrawerProcess.run(["--size"]), status: 2, containing: ["--size needs a value"])
    }

    @Test func missingImage() throws {
        let path = "/nonexistent/picture.png"
        expectOneLine(
            try DrawerProcess.run(["--image", path], environment: Self.noDisplay), status: 1,
            containing: [path, "does not exist"])
    }

    @Test func emptyImageNamesThePathAndSDLImagesReason() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-empty-\(UUID()).png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectOneLine(
            try DrawerProcess.run(["--image", path], environment: Self.noDisplay), status: 1,
            containing: [path, "cannot load image", "Unsupported image format"])
    }

    @Test func textFileIsNotAnImage() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-text-\(UUID()).png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("not a picture\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectOneLine(
            try DrawerProcess.run(["--image", path], environment: Self.noDisplay), status: 1,
            containing: [path, "cannot load image"])
    }

    @Test func directoryIsNotAnImage() throws {
        let path = FileManager.default.temporaryDirectory.path
        expectOneLine(
            try DrawerProcess.run(["--image", path], environment: Self.noDisplay), status: 1,
            containing: [path, "directory"])
    }

    @Test func noDisplaySaysWhatToDo() throws {
        expectOneLine(
            try DrawerProcess.run([], environment: Self.noDisplay), status: 1,
            containing: ["no display", "xvfb-run", "SDL_VIDEODRIVER=offscreen"])
    }

    @Test func settingsAndSlowMotionAreCheckedOnTheCommandLine() throws {
        expectOneLine(
            try DrawerProcess.run(["--set", "card.response=9"], environment: Self.noDisplay), status: 2,
            containing: ["--set", "card.response", "from 0.05 to 1.5"])
        expectOneLine(
            try DrawerProcess.run(["--set", "card.nope=1"], environment: Self.noDisplay), status: 2,
            containing: ["unknown setting 'card.nope'", "card.response"])
        expectOneLine(
            try DrawerProcess.run(["--slow", "0.5"], environment: Self.noDisplay), status: 2,
            containing: ["--slow", "0.5", "from 1 to 100"])
    }

    @Test func aScriptsSetLineIsCheckedBeforeAnyWindowAndNamedByLine() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = try ScriptRunTests.run("0 state\n10 set modal.travel 5000\n100 quit\n", in: directory)
        expectOneLine(bad, status: 2, containing: ["line 2", "modal.travel", "from 50 to 800"])
        #expect(bad.stdout.isEmpty, "nothing ran")
        let good = try ScriptRunTests.run("0 set modal.travel 400\n0 key 3\n0 key Space\n600 state\n600 quit\n", in: directory)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("\"presented\":\"detail\""))
    }

    /// `--slow` starts in slow motion, and C prints the mode's motion as UIKit Swift with the
    /// tunables set by `--set`.
    @Test func slowMotionAndTheCopiedSwiftFromTheCommandLine() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ScriptRunTests.run(
            "0 key C\n0 state\n100 quit\n", in: directory, ["--mode", "card", "--slow", "4", "--set", "card.response=0.45"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("UISpringTimingParameters(mass: 1"), "\(result.stdout)")
        #expect(result.stdout.contains("--response 0.45"), "the copied code carries the --set value")
        #expect(result.stdout.contains("\"slow_motion\":4"), "\(result.stdout)")
    }
}
