import Foundation

/// A program in a real window on an `XServer`, started with `--verbose` so that it says when
/// its first frame is on the screen, then driven with xdotool and read back with ImageMagick's
/// `import`, as a person at the screen would.
package final class AppWindow {
    package let server: XServer
    private let app: AppProcess
    /// What the program has printed on stderr so far.
    package var output: StreamCollector { app.output }
    /// The window's X id, for xdotool and import.
    package let id: String

    /// Starts `executable arguments --verbose` on `server`, waits for its first frame and finds
    /// its window by `title`.
    package init(_ executable: URL, _ arguments: [String], title: String, on server: XServer, workingDirectory: URL? = nil) throws {
        try XServer.require(["xdotool"])
        self.server = server
        // A failure here drops `app`, which stops it.
        let app = try AppProcess(executable, arguments, environment: server.environment(), on: server, workingDirectory: workingDirectory)
        try app.waitForFirstFrame()
        do {
            // Presented means mapped: SDL waits for the window to be mapped when it shows it.
            var found = ""
            try XServer.waitFor("the \(title) window on \(server.display)") {
                found =
                    (try? server.run("xdotool", ["search", "--name", "^\(title)$"])).map { String(decoding: $0, as: UTF8.self) }?
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

    package func xdotool(_ arguments: [String]) throws { try server.run("xdotool", arguments) }

    /// Presses at `from`, moves to `to` in `steps` steps 16 ms apart, runs `whileHeld` (a check
    /// of what the screen shows mid-drag), holds still for `hold` seconds, releases.
    package func drag(
        from: (Double, Double), to: (Double, Double), steps: Int, hold: Double = 0, whileHeld: () throws -> Void = {}
    ) throws {
        try xdotool(["mousemove", "--window", id, "\(Int(from.0))", "\(Int(from.1))", "mousedown", "1"])
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let x = from.0 + (to.0 - from.0) * t
            let y = from.1 + (to.1 - from.1) * t
            try xdotool(["mousemove", "--window", id, "\(Int(x.rounded()))", "\(Int(y.rounded()))"])
            Thread.sleep(forTimeInterval: 0.016)
        }
        try whileHeld()
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        try xdotool(["mouseup", "1"])
    }

    package func click(_ x: Double, _ y: Double) throws {
        try xdotool(["mousemove", "--window", id, "\(Int(x))", "\(Int(y))", "click", "1"])
    }

    package func key(_ name: String) throws { try xdotool(["key", "--window", id, name]) }

    /// Turns the wheel `clicks` notches down (toward the user) with the pointer at (x, y), 60 ms
    /// apart as a hand turns it. (XTest sends notches only: a touchpad's smooth scroll cannot be
    /// made this way.)
    package func wheelDown(_ x: Double, _ y: Double, clicks: Int) throws {
        try xdotool(["mousemove", "--window", id, "\(Int(x))", "\(Int(y))", "click", "--repeat", "\(clicks)", "--delay", "60", "5"])
    }

    /// The window's pixels as RGB bytes, read with ImageMagick's `import` (as a screenshot is
    /// taken); throws unless they are `width`×`height`.
    package func screenshot(width: Int, height: Int) throws -> [UInt8] {
        try XServer.require(["import"])
        let data = try server.run("import", ["-window", id, "-depth", "8", "rgb:-"])
        guard data.count == width * height * 3 else {
            throw HarnessError("import gave \(data.count) bytes, not a \(width)×\(height) window")
        }
        return [UInt8](data)
    }
}
