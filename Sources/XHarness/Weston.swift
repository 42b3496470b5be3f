import Foundation

/// A weston compositor of its own, in a runtime directory of its own: with its X11 backend it
/// runs inside an `XServer` as one X window of its output's pixels (its pointer is Xvfb's, so
/// xdotool drives the Wayland clients in it), and with the kiosk shell every app fills that
/// output; with its headless backend it has no seat and no window at all.
package final class WestonCompositor {
    /// The output's size in points and its scale (pixels per point).
    package let width: Int, height: Int, scale: Int
    /// The X server it draws into (the X11 backend); nil for the headless backend.
    package let server: XServer?
    /// Its socket's name, for WAYLAND_DISPLAY.
    package let socket: String
    private let runtimeDirectory: URL
    private let process: Process
    /// What weston has printed on stderr.
    package let log: StreamCollector

    /// Starts Xvfb at the output's pixel size, then weston's X11 backend in it with the kiosk
    /// shell: `width`×`height` points at `scale`. Fails (it does not skip) when weston is
    /// missing: `make deps` installs it.
    package convenience init(width: Int, height: Int, scale: Int) throws {
        try self.init(server: try XServer(width: width * scale, height: height * scale), width: width, height: height, scale: scale)
        try XServer.waitFor("weston's output window on \(server?.display ?? "")") {
            let found = try? server?.run("xdotool", ["search"] + Self.outputWindowSearch)
            return !(found ?? Data()).isEmpty
        }
    }

    /// xdotool's search for the X window weston's X11 backend shows its output in.
    package static let outputWindowSearch = ["--class", "^Weston Compositor$"]

    /// Starts weston's headless backend: an output, no seat, no window.
    package static func headless() throws -> WestonCompositor {
        try WestonCompositor(server: nil, width: 640, height: 480, scale: 1)
    }

    private init(server: XServer?, width: Int, height: Int, scale: Int) throws {
        try XServer.require(["weston"])
        self.server = server
        self.width = width
        self.height = height
        self.scale = scale
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-weston-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(
            at: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        socket = "wayland-drawer-test"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/weston")
        process.arguments =
            (server == nil
                ? ["--backend=headless-backend.so"]
                : ["--backend=x11-backend.so", "--shell=kiosk-shell.so", "--width=\(width)", "--height=\(height)", "--scale=\(scale)"])
            + ["--socket=\(socket)", "--idle-time=0", "--no-config"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["DISPLAY"] = server?.display
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let errors = Pipe()
        log = StreamCollector(errors.fileHandleForReading)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        self.process = process
        let socketPath = runtimeDirectory.appendingPathComponent(socket).path
        try XServer.waitFor("weston's socket \(socketPath)") {
            guard process.isRunning else { throw HarnessError("weston exited: \(log.text)") }
            return FileManager.default.fileExists(atPath: socketPath)
        }
    }

    deinit {
        AppProcess.stop(process)
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    /// The environment of a client of this compositor, with DISPLAY kept (both advertised, as
    /// on a desktop with XWayland) or not, and SDL left to choose.
    package func environment(keepingDisplay: Bool) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["WAYLAND_DISPLAY"] = socket
        environment["DISPLAY"] = keepingDisplay ? server?.display : nil
        environment["SDL_VIDEODRIVER"] = nil
        return environment
    }
}

/// A program started with an environment of its own and `--verbose`, its stderr collected.
package final class AppProcess {
    private let process: Process
    /// What the program draws on (an `XServer`, a `WestonCompositor`), let go only once the
    /// program has stopped: a display that goes first ends the program with an I/O error in the
    /// middle of a frame, instead of the clean quit SIGTERM asks for.
    private let display: AnyObject?
    /// What the program has printed on stderr so far.
    package let output: StreamCollector

    /// Starts `executable arguments --verbose` with `environment`, in `workingDirectory` if given,
    /// on `display`, which it keeps until the program has stopped.
    package init(
        _ executable: URL, _ arguments: [String], environment: [String: String], on display: AnyObject?,
        workingDirectory: URL? = nil
    ) throws {
        self.display = display
        let process = Process()
        let errors = Pipe()
        output = StreamCollector(errors.fileHandleForReading)
        process.executableURL = executable
        process.arguments = arguments + ["--verbose"]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        try process.run()
        self.process = process
    }

    deinit { Self.stop(process) }

    /// Asks the program to quit (SIGTERM) and waits for it, SIGKILL after 3 s.
    package func quit() { Self.stop(process) }

    /// Waits for the program's first frame; throws with what it printed if it does not come.
    package func waitForFirstFrame() throws {
        do {
            try output.waitForLine(XServer.patience, "the app's first frame") { $0.contains(": first frame presented") }
        } catch {
            throw HarnessError("\(error); the app printed: \(output.text)")
        }
    }

    /// Whether the program is still running.
    package var isRunning: Bool { process.isRunning }

    /// Waits for the program to exit by itself and returns its status; nil if it was killed by
    /// a signal (a crash).
    package func waitForExit(seconds: Double = XServer.patience) throws -> Int32? {
        try XServer.waitFor("the app to exit") { !process.isRunning }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// SIGTERM, then SIGKILL if the process has not gone within 3 s: nothing hangs on it.
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
