import Foundation
import Motion
import ViewKit

/// The HUD: the application's lines and the frame rate, in a panel at the window's bottom left.
struct HUDOverlay {
    /// Whether it is drawn (H toggles it).
    var isShown: Bool
    private var frameRate = FrameRateMeter()

    init(isShown: Bool) { self.isShown = isShown }

    /// Counts a presented frame; `interval` is the time since the previous one, nil after idling.
    mutating func record(interval: Double?) { frameRate.record(interval: interval) }

    /// Draws `lines` and the frame rate, if shown and there is a font. On the fixed clock the real
    /// frame rate means nothing, and would make screenshots differ: it says so instead.
    func draw(_ lines: [String], with text: TextRenderer?, in window: HostWindow, fixedClock: Bool) {
        guard isShown, let text else { return }
        let rate =
            fixedClock
            ? "fixed clock, 60 frames per animation second"
            : frameRate.framesPerSecond.map { String(format: "%.0f fps", $0) } ?? "– fps"
        let all = lines + [rate]
        let scale = window.pixelScale
        let lineHeight = 16 * scale
        text.drawPanel(
            all, at: Point(x: 12 * scale, y: Double(window.pixelSize.height) - lineHeight * Double(all.count) - 24 * scale),
            pixelSize: Int((13 * scale).rounded()))
    }
}
