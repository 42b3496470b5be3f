import Foundation

/// A program in a real window, started with `--verbose` so that it says when its first frame is
/// on the screen, then driven with xdotool and read back with ImageMagick's `import`, as a person
/// at the screen would: an X11 window on an `XServer`, or a Wayland client filling a
/// `WestonCompositor`'s output (weston's own X window, whose pointer is the X server's). Every
/// position is in points; on a compositor at scale 2 a point is two pixels.
package final class AppWindow {
    package let server: XServer
    private let app: AppProcess
    /// What the program has printed on stderr so far.
    package var output: StreamCollector { app.output }
    /// The X window the pointer moves in and `import` reads: the app's, or the compositor's
    /// output window with the app in it.
    package let id: String
    /// Pixels per point.
    package let scale: Int
    /// Whether keys are sent to `id` itself (the app's own X window) rather than typed.
    private let keysGoToTheWindow: Bool

    /// Starts `executable arguments --verbose` on `server`, waits for its first frame and finds
    /// its window by `title`.
    package convenience init(_ executable: URL, _ arguments: [String], title: String, on server: XServer, workingDirectory: URL? = nil)
        throws
    {
        let app = try AppProcess(executable, arguments, environment: server.environment(), on: server, workingDirectory: workingDirectory)
        try self.init(app, server: server, scale: 1, keysGoToTheWindow: true, window: "the \(title) window", ["--name", "^\(title)$"])
    }

    /// Starts `executable arguments --verbose` as a client of `compositor` (with DISPLAY kept,
    /// both advertised as on a desktop with XWayland), waits for its first frame, and drives it
    /// through the compositor's output window.
    package convenience init(_ executable: URL, _ arguments: [String], on compositor: WestonCompositor) throws {
        guard let server = compositor.server else { throw HarnessError("a headless compositor has no window to drive") }
        let app = try AppProcess(executable, arguments, environment: compositor.environment(keepingDisplay: true), on: compositor)
        try self.init(
            app, server: server, scale: compositor.scale, keysGoToTheWindow: false, window: "weston's output window",
            WestonCompositor.outputWindowSearch)
    }

    private init(_ app: AppProcess, server: XServer, scale: Int, keysGoToTheWindow: Bool, window: String, _ search: [String]) throws {
        try XServer.require(["xdotool"])
        self.server = server
        self.scale = scale
        self.keysGoToTheWindow = keysGoToTheWindow
        // A failure here drops `app`, which stops it.
        try app.waitForFirstFrame()
        do {
            // Presented means mapped: SDL waits for the window to be mapped when it shows it.
            var found = ""
            try XServer.waitFor("\(window) on \(server.display)") {
                found =
                    (try? server.run("xdotool", ["search"] + search)).map { String(decoding: $0, as: UTF8.self) }?
                    .split(separator: "\n").first.map(String.init) ?? ""
                return !found.isEmpty
            }
            id = found
        } catch {
            throw HarnessError("\(error); the app printed: \(app.output.text)")
        }
        self.app = app
    }

    /// Asks the program to quit (SIGTERM) and waits for it, SIGKILL after 3 s.
    package func quit() { app.quit() }

    /// Whether the program is still running.
    package var isRunning: Bool { app.isRunning }

    /// Waits for the program to exit by itself and returns its status; nil if a signal ended it.
    package func waitForExit() throws -> Int32? { try app.waitForExit() }

    package func xdotool(_ arguments: [String]) throws { try server.run("xdotool", arguments) }

    /// xdotool's arguments that put the pointer at the point (x, y) of the window.
    private func moveTo(_ x: Double, _ y: Double) -> [String] {
        ["mousemove", "--window", id, "\(Int((x * Double(scale)).rounded()))", "\(Int((y * Double(scale)).rounded()))"]
    }

    /// Presses at `from`, moves to `to` in `steps` steps 16 ms apart, runs `whileHeld` (a check
    /// of what the screen shows mid-drag), holds still for `hold` seconds, releases.
    package func drag(
        from: (Double, Double), to: (Double, Double), steps: Int, hold: Double = 0, whileHeld: () throws -> Void = {}
    ) throws {
        try xdotool(moveTo(from.0, from.1) + ["mousedown", "1"])
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            try xdotool(moveTo(from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t))
            Thread.sleep(forTimeInterval: 0.016)
        }
        try whileHeld()
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        try xdotool(["mouseup", "1"])
    }

    package func click(_ x: Double, _ y: Double) throws {
        try xdotool(moveTo(x, y) + ["click", "1"])
    }

    /// Presses the key `name` for the app: sent to its X window, or on Wayland typed through
    /// XTest into weston's output window, which hands it to the client it shows.
    package func key(_ name: String) throws { try xdotool(["key"] + (keysGoToTheWindow ? ["--window", id] : []) + [name]) }

    /// Turns the wheel `clicks` notches down (toward the user) with the pointer at (x, y), 60 ms
    /// apart as a hand turns it. (XTest sends notches only: a touchpad's smooth scroll cannot be
    /// made this way.)
    package func wheelDown(_ x: Double, _ y: Double, clicks: Int) throws {
        try xdotool(moveTo(x, y) + ["click", "--repeat", "\(clicks)", "--delay", "60", "5"])
    }

    /// The window's pixels as RGB bytes, read with ImageMagick's `import` (as a screenshot is
    /// taken); throws unless they are `width`×`height` points.
    package func screenshot(width: Int, height: Int) throws -> [UInt8] {
        try XServer.require(["import"])
        let data = try server.run("import", ["-window", id, "-depth", "8", "rgb:-"])
        guard data.count == width * scale * height * scale * 3 else {
            throw HarnessError("import gave \(data.count) bytes, not a window of \(width)×\(height) points at scale \(scale)")
        }
        return [UInt8](data)
    }
}
