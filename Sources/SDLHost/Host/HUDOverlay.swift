import CSDL
import Glibc
import Motion
import ViewKit

/// The HUD: the application's lines and the frame rate, in a panel at the window's bottom left.
struct HUDOverlay {
    /// Whether it is drawn (H toggles it).
    var isShown: Bool
    private var frameRate = FrameRateMeter()
    /// The largest frame it has had since it was shown at this window size, in points: what the
    /// application is told, so that its panels stay put as the HUD's lines come and go.
    private(set) var reservedFrame: Rect?
    private var reservedFor: Size?

    init(isShown: Bool) { self.isShown = isShown }

    /// Counts a presented frame; `interval` is the time since the previous one, nil after idling.
    mutating func record(interval: Double?) { frameRate.record(interval: interval) }

    /// The application's `lines` and the frame rate. On the fixed clock the real frame rate means
    /// nothing, and would make screenshots differ: it says so instead.
    func lines(_ lines: [String], fixedClock: Bool) -> [String] {
        let rate =
            fixedClock
            ? "fixed clock, 60 frames per animation second"
            : frameRate.framesPerSecond.map { String(cFormat: "%.0f fps", $0) } ?? "– fps"
        return lines + [rate]
    }

    /// Where `lines` go, in pixels, if shown and there is a font; records the reserved frame.
    mutating func place(_ lines: [String], with text: TextRenderer?, in window: HostWindow) -> SDL_Rect? {
        guard isShown, let text, let size = text.panelSize(lines, pixelSize: Self.pixelSize(window)) else {
            reservedFrame = nil
            return nil
        }
        let scale = window.pixelScale
        let lineHeight = 16 * scale
        let y = Double(window.pixelSize.height) - lineHeight * Double(lines.count) - 24 * scale
        let pixels = SDL_Rect(x: Int32(12 * scale), y: Int32(y), w: size.width, h: size.height)
        let points = Rect(
            x: Double(pixels.x) / scale, y: Double(pixels.y) / scale, width: Double(pixels.w) / scale,
            height: Double(pixels.h) / scale)
        if reservedFor != window.size { reservedFrame = nil }
        reservedFor = window.size
        reservedFrame = reservedFrame.map { $0.union(points) } ?? points
        return pixels
    }

    /// Draws `lines` at `frame` (from `place`).
    func draw(_ lines: [String], at frame: SDL_Rect, with text: TextRenderer?, in window: HostWindow) {
        text?.drawPanel(lines, at: Point(x: Double(frame.x), y: Double(frame.y)), pixelSize: Self.pixelSize(window))
    }

    private static func pixelSize(_ window: HostWindow) -> Int { Int((13 * window.pixelScale).rounded()) }
}
