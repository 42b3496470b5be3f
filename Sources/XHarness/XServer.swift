import Foundation

/// An Xvfb server of its own, on a display it picks itself: nothing guesses a free display, and
/// nothing waits a fixed time for the server to come up.
package final class XServer {
    /// `:N`, for DISPLAY.
    package let display: String
    private let process: Process

    /// The guard for anything that should take a moment: a cold start, a transition on a loaded
    /// machine. A passing wait ends at once; this only guards against a real hang.
    package static let patience = 60.0

    /// Starts Xvfb with one screen of `width`×`height`; fails (it does not skip) when Xvfb is
    /// missing: `make deps` installs it.
    package init(width: Int = 1280, height: Int = 900) throws {
        try Self.require(["Xvfb"])
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -displayfd 1: Xvfb takes the first free display and writes its number on stdout once
        // it accepts connections.
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        let lines = StreamCollector(output.fileHandleForReading)
        do {
            let number = try lines.waitForLine(Self.patience, "Xvfb to report its display") { Int($0) != nil }
            display = ":\(number)"
        } catch {
            Self.kill(server, display: nil)
            throw error
        }
        process = server
    }

    deinit { Self.kill(process, display: display) }

    /// Throws, naming what to install, unless every one of `tools` is in /usr/bin.
    package static func require(_ tools: [String]) throws {
        for tool in tools where !FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)") {
            throw HarnessError("/usr/bin/\(tool) is missing: run `make deps` (it installs xvfb, xdotool, imagemagick and weston)")
        }
    }

    /// The environment of a program on this display: X11, whatever SDL was told before.
    package func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment["DISPLAY"] = display
        environment["SDL_VIDEODRIVER"] = nil
        return environment
    }

    /// Xvfb inherits its starter's signal mask, which may block SIGTERM and SIGINT (a test
    /// thread's does) and never unblocks them, so asking it to stop could only wait out a guard:
    /// it is killed, and its lock file and socket are removed for it.
    private static func kill(_ server: Process, display: String?) {
        if server.isRunning { Foundation.kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
        guard let number = display?.dropFirst() else { return }
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Runs `/usr/bin/NAME arguments` on this display and returns its standard output; throws if
    /// it fails.
    @discardableResult
    package func run(_ name: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(name)")
        process.arguments = arguments
        process.environment = environment()
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw HarnessError("\(name) \(arguments) failed") }
        return data
    }

    /// Waits until `condition` holds, checking every 50 ms, for at most `seconds`.
    package static func waitFor(_ what: String, seconds: Double = patience, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("timed out after \(seconds) s waiting for \(what)")
    }
}
