import Foundation
import Testing

/// An Xvfb server of its own for one test, and `drawer` in a real X11 window on it, driven with
/// xdotool and read back with ImageMagick's `import`, as a person at the screen would.
///
/// Nothing here guesses: Xvfb picks a free display itself and reports it (`-displayfd`), and
/// the app says when it has presented its first frame (`--verbose`). Deadlines are only guards
/// against a real hang, generous enough for a cold first run on a busy machine; when one fires
/// it says what it waited for and what the app printed.
final class RealWindowSession {
    let display: String
    private let server: Process
    private let app: Process
    /// What the app has printed on stderr so far.
    let appOutput: StreamCollector
    let windowID: String
    static let screenSize = (1280, 900)
    /// The guard for anything that should take a moment: a cold start, a transition on a loaded machine.
    static let patience = 60.0

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts Xvfb, then `drawer arguments` in a window of 800×600 points; fails (does not skip)
    /// when Xvfb, xdotool or ImageMagick is missing: `make deps` installs them.
    init(_ arguments: [String] = [], workingDirectory: URL? = nil) throws {
        for tool in ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/import", "/usr/bin/convert"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw Failure(description: "\(tool) is missing: run `make deps` (it installs xvfb, xdotool and imagemagick)")
        }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -displayfd 1: Xvfb takes the first free display and writes its number on stdout once it
        // accepts connections.
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(Self.screenSize.0)x\(Self.screenSize.1)x24", "-nolisten", "tcp"]
        let serverOutput = Pipe()
        server.standardOutput = serverOutput
        server.standardError = FileHandle.nullDevice
        try server.run()
        let serverLines = StreamCollector(serverOutput.fileHandleForReading)
        let app = Process()
        let appErrors = Pipe()
        appOutput = StreamCollector(appErrors.fileHandleForReading)
        var startedDisplay: String?
        do {
            let number = try serverLines.waitForLine(Self.patience, "Xvfb to report its display") { Int($0) != nil }
            let display = ":\(number)"
            startedDisplay = display
            app.executableURL = try DrawerProcess.executable()
            app.arguments = ["--size", "800x600", "--verbose"] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display
            environment["SDL_VIDEODRIVER"] = nil
            app.environment = environment
            app.standardOutput = FileHandle.nullDevice
            app.standardError = appErrors
            if let workingDirectory { app.currentDirectoryURL = workingDirectory }
            try app.run()
            try appOutput.waitForLine(Self.patience, "the app's first frame") { $0.hasPrefix("drawer: first frame presented") }
            // Presented means mapped: SDL waits for the window to be mapped when it shows it.
            var found = ""
            try Self.waitFor("the Drawer window on \(display)", seconds: Self.patience) {
                found =
                    (try? Self.tool("xdotool", ["search", "--name", "^Drawer$"], display: display))?
                    .split(separator: "\n").first.map(String.init) ?? ""
                return !found.isEmpty
            }
            self.display = display
            self.server = server
            self.app = app
            windowID = found
        } catch {
            Self.stop(app)
            Self.stopServer(server, display: startedDisplay)
            throw Failure(description: "\(error); the app printed: \(appOutput.text)")
        }
        try waitForPixel(x: 400, y: 300, "the first frame on the screen") { $0.isBright }
    }

    deinit {
        Self.stop(app)
        Self.stopServer(server, display: display)
    }

    /// Xvfb inherits the test thread's signal mask, with SIGTERM and SIGINT blocked, and never
    /// unblocks them, so asking it to stop would only wait out the guard: it is killed, and its
    /// lock file and socket are removed for it.
    static func stopServer(_ server: Process, display: String?) {
        if server.isRunning { kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
        guard let number = display?.dropFirst() else { return }
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// SIGTERM, then SIGKILL if the process has not gone within 3 s: a test never hangs on it.
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Runs a command-line tool with DISPLAY set and returns what it printed; throws if it fails.
    @discardableResult
    static func tool(_ name: String, _ arguments: [String], display: String) throws -> String {
        String(decoding: try output(of: name, arguments, display: display), as: UTF8.self)
    }

    /// The raw standard output of `/usr/bin/NAME arguments` run with DISPLAY set.
    static func output(of name: String, _ arguments: [String], display: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(name)")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "\(name) \(arguments) failed") }
        return data
    }

    static func waitFor(_ what: String, seconds: Double, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out after \(seconds) s waiting for \(what)")
    }

    func xdotool(_ arguments: [String]) throws {
        try Self.tool("xdotool", arguments, display: display)
    }

    /// Presses at `from`, moves to `to` in `steps` steps 16 ms apart, runs `whileHeld` (a check
    /// of what the screen shows mid-drag), holds still for `hold` seconds, releases.
    func drag(
        from: (Double, Double), to: (Double, Double), steps: Int, hold: Double = 0,
        whileHeld: () throws -> Void = {}
    ) throws {
        try xdotool(["mousemove", "--window", windowID, "\(Int(from.0))", "\(Int(from.1))", "mousedown", "1"])
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let x = from.0 + (to.0 - from.0) * t
            let y = from.1 + (to.1 - from.1) * t
            try xdotool(["mousemove", "--window", windowID, "\(Int(x.rounded()))", "\(Int(y.rounded()))"])
            Thread.sleep(forTimeInterval: 0.016)
        }
        try whileHeld()
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        try xdotool(["mouseup", "1"])
    }

    func click(_ x: Double, _ y: Double) throws {
        try xdotool(["mousemove", "--window", windowID, "\(Int(x))", "\(Int(y))", "click", "1"])
    }

    func key(_ name: String) throws {
        try xdotool(["key", "--window", windowID, name])
    }

    /// The window's pixels as RGB bytes, read with ImageMagick's `import` (as a screenshot is taken).
    func screenshot() throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let data = try Self.output(of: "import", ["-window", windowID, "-depth", "8", "rgb:-"], display: display)
        guard data.count == 800 * 600 * 3 else { throw Failure(description: "import gave \(data.count) bytes, not an 800×600 window") }
        return (800, 600, [UInt8](data))
    }

    func pixel(_ x: Int, _ y: Int) throws -> Pixel {
        let shot = try screenshot()
        let i = (y * shot.width + x) * 3
        return Pixel(Int(shot.rgb[i]), Int(shot.rgb[i + 1]), Int(shot.rgb[i + 2]))
    }

    /// Waits until the pixel at (x, y) satisfies `condition`; throws with what it saw and what
    /// the app printed. The deadline only guards against a hang: a passing wait ends at once.
    func waitForPixel(x: Int, y: Int, _ what: String, seconds: Double = RealWindowSession.patience, _ condition: (Pixel) -> Bool) throws {
        var last = Pixel(-1, -1, -1)
        do {
            try Self.waitFor(what, seconds: seconds) {
                last = try pixel(x, y)
                return condition(last)
            }
        } catch {
            throw Failure(description: "\(what): pixel (\(x), \(y)) is \(last); the app printed: \(appOutput.text)")
        }
    }
}

/// An RGB colour as read off the screen.
struct Pixel: Equatable, CustomStringConvertible {
    let r: Int, g: Int, b: Int
    init(_ r: Int, _ g: Int, _ b: Int) {
        self.r = r
        self.g = g
        self.b = b
    }
    init(hex: Int) { self.init(hex >> 16 & 0xFF, hex >> 8 & 0xFF, hex & 0xFF) }

    /// Within `tolerance` on every channel.
    func isNear(_ other: Pixel, tolerance: Int = 6) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    var isBright: Bool { r + g + b > 60 }
    var description: String { String(format: "#%02X%02X%02X", r, g, b) }

    static let blue = Pixel(hex: 0x3D5A80)  // screen1
    static let teal = Pixel(hex: 0x2A9D8F)  // screen2 (and the modal detail)
    static let card = Pixel(hex: 0xF7F4EE)
}

/// Everything a child process writes on one pipe, read on a thread of its own as it arrives, so
/// a test can wait for a line without blocking the child or polling for a fixed time.
final class StreamCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer = ""
    private var ended = false

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                condition.lock()
                if data.isEmpty { ended = true } else { buffer += String(decoding: data, as: UTF8.self) }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
        thread.start()
    }

    /// What has arrived so far.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return buffer
    }

    /// Waits for a whole line that satisfies `matches` and returns it; throws when the stream
    /// ends first or after `seconds`, naming `what` it waited for.
    @discardableResult
    func waitForLine(_ seconds: Double, _ what: String, _ matches: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let lines = buffer.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            if let line = lines.first(where: matches) { return line }
            if ended { throw RealWindowSession.Failure(description: "the stream ended before \(what)") }
            if !condition.wait(until: deadline) {
                throw RealWindowSession.Failure(description: "timed out after \(seconds) s waiting for \(what)")
            }
        }
    }
}
