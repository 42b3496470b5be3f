import Foundation
import Testing
import XHarness

/// `drawer` in a real window for one test, on X11 (an Xvfb server of its own) or on Wayland (a
/// weston of its own inside one): XHarness starts them and drives the window; this adds what
/// the tests read off the screen. Positions are in points; at scale 2 a point is two pixels.
///
/// Nothing here guesses: Xvfb picks a free display itself and reports it (`-displayfd`), and
/// the app says when it has presented its first frame (`--verbose`). Deadlines are only guards
/// against a real hang, generous enough for a cold first run on a busy machine; when one fires
/// it says what it waited for and what the app printed.
final class RealWindowSession {
    private let window: AppWindow
    /// The window's size in points.
    let width: Int, height: Int
    /// The compositor of a session on Wayland.
    let compositor: WestonCompositor?
    static let patience = XServer.patience

    var scale: Int { window.scale }
    var windowID: String { window.id }
    /// What the app has printed on stderr so far.
    var appOutput: StreamCollector { window.output }

    /// Starts Xvfb, then `drawer arguments` in an X11 window of 800×600 points; fails (does not
    /// skip) when Xvfb, xdotool or ImageMagick is missing: `make deps` installs them.
    init(_ arguments: [String] = [], workingDirectory: URL? = nil) throws {
        try XServer.require(["Xvfb", "xdotool", "import", "convert"])
        (width, height, compositor) = (800, 600, nil)
        window = try AppWindow(
            DrawerProcess.executable(), ["--size", "800x600"] + arguments, title: "Drawer", on: try XServer(),
            workingDirectory: workingDirectory)
        try waitForPixel(x: 400, y: 300, "the first frame on the screen") { $0.isBright }
    }

    /// Starts weston's X11 backend in Xvfb with an output of `width`×`height` points at `scale`,
    /// then `drawer arguments` on it, both DISPLAY and WAYLAND_DISPLAY set, as on a desktop with
    /// XWayland; the kiosk shell makes the app fill the output.
    init(wayland scale: Int, width: Int = 640, height: Int = 480, _ arguments: [String] = []) throws {
        try XServer.require(["Xvfb", "xdotool", "import", "weston"])
        let compositor = try WestonCompositor(width: width, height: height, scale: scale)
        (self.width, self.height, self.compositor) = (width, height, compositor)
        window = try AppWindow(DrawerProcess.executable(), arguments, on: compositor)
        try waitForPixel(x: width / 2, y: height / 2, "the first frame on the screen") { $0.isBright }
    }

    static func waitFor(_ what: String, seconds: Double, _ condition: () throws -> Bool) throws {
        try XServer.waitFor(what, seconds: seconds, condition)
    }

    func xdotool(_ arguments: [String]) throws { try window.xdotool(arguments) }

    /// Presses at `from`, moves to `to` in `steps` steps 16 ms apart, runs `whileHeld` (a check
    /// of what the screen shows mid-drag), holds still for `hold` seconds, releases.
    func drag(
        from: (Double, Double), to: (Double, Double), steps: Int, hold: Double = 0,
        whileHeld: () throws -> Void = {}
    ) throws {
        try window.drag(from: from, to: to, steps: steps, hold: hold, whileHeld: whileHeld)
    }

    func click(_ x: Double, _ y: Double) throws { try window.click(x, y) }

    func key(_ name: String) throws { try window.key(name) }

    /// Does `action` until the pixel at (`x`, 300) satisfies `condition` within two seconds, up to
    /// three times, as a person repeats a click or a key the app did not take.
    func until(_ what: String, x: Int, doing action: () throws -> Void, reaching condition: (Pixel) -> Bool) throws {
        for _ in 0..<3 {
            try action()
            if (try? waitForPixel(x: x, y: 300, what, seconds: 2, condition)) != nil { return }
        }
        try waitForPixel(x: x, y: 300, what, condition)
    }

    /// Whether drawer is still running.
    var isRunning: Bool { window.isRunning }

    /// Waits for drawer to exit by itself and returns its status; nil if a signal ended it.
    func waitForExit() throws -> Int32? { try window.waitForExit() }

    func wheelDown(_ x: Double, _ y: Double, clicks: Int) throws { try window.wheelDown(x, y, clicks: clicks) }

    /// The window's pixels, `scale` a point: rows of `width × scale`.
    func screenshot() throws -> Screenshot {
        Screenshot(rgb: try window.screenshot(width: width, height: height), width: width * scale)
    }

    /// The pixel at the point (x, y).
    func pixel(_ x: Int, _ y: Int) throws -> Pixel { try screenshot()[x * scale, y * scale] }

    /// Waits until nothing on the screen moves: two screenshots 50 ms apart are the same. (A
    /// pixel reached mid-way is no sign that a spring has landed.)
    func waitUntilStill(_ what: String) throws {
        var last = try screenshot().rgb
        try XServer.waitFor("\(what), at rest") {
            Thread.sleep(forTimeInterval: 0.05)
            let next = try screenshot().rgb
            defer { last = next }
            return next == last
        }
    }

    /// Waits until the pixel at (x, y) satisfies `condition`; throws with what it saw and what
    /// the app printed. The deadline only guards against a hang: a passing wait ends at once.
    func waitForPixel(x: Int, y: Int, _ what: String, seconds: Double = RealWindowSession.patience, _ condition: (Pixel) -> Bool) throws {
        var last = Pixel(-1, -1, -1)
        do {
            try XServer.waitFor(what, seconds: seconds) {
                last = try pixel(x, y)
                return condition(last)
            }
        } catch {
            throw HarnessError("\(what): point (\(x), \(y)) is \(last) at scale \(scale); the app printed: \(appOutput.text)")
        }
    }
}

/// A screenshot's RGB bytes, read by pixel.
struct Screenshot {
    let rgb: [UInt8]
    /// Pixels a row.
    let width: Int

    subscript(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 3
        return Pixel(Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
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
    static let white = Pixel(hex: 0xFFFFFF)  // a row of an inset-grouped list
    static let terracotta = Pixel(hex: 0xE76F51)  // screen3, the zoom mode's second tile
}
