import Glibc
import Motion
import SDLHost
import ViewKit

/// A picture of a curve: value against time, axes labelled, the 0 and 1 lines marked, and for a
/// spring the moment it settles.
struct CurvePlot {
    let command: CurveCommand
    static let width = 800, height = 500
    static let plotArea = Rect(x: 80, y: 60, width: 690, height: 370)

    private static let paper = Color(rgb: 0xFBFAF7)
    private static let ink = Color(rgb: 0x2B2D42)
    private static let grid = Color(rgb: 0xE4E2DC)
    private static let guide = Color(rgb: 0x8D99AE)
    private static let curveColor = Color(rgb: 0x3D5A80)
    private static let accent = Color(rgb: 0xE76F51)

    /// The span of time drawn and the settling time (springs only).
    var timeSpan: (end: Double, settling: Double?) {
        switch command.curve {
        case .spring(let spring, let velocity, _):
            let settling = spring.settlingDuration(initialVelocity: velocity)
            let end = settling.isFinite ? max(settling * 1.25, 0.05) : 10 * spring.response
            return (end, settling.isFinite ? settling : nil)
        case .bezier:
            return (1, nil)
        case .spinPop:
            return (SpinPopAnimator.duration * 1.1, nil)
        }
    }

    /// The horizontal lines drawn and labelled, and the label of the value axis.
    var levels: (marks: [(Double, String)], axis: String) {
        if case .spinPop = command.curve { return ([(0, "0°"), (9, "9°"), (90, "90°")], "rotation") }
        return ([(0, "0"), (1, "1")], "progress")
    }

    func write(to path: String, fontPath: String) throws {
        let canvas = try Canvas(width: Self.width, height: Self.height, fontPath: fontPath)
        let (end, settling) = timeSpan
        let sampleCount = 800
        let samples = (0...sampleCount).map { i -> Point in
            let t = end * Double(i) / Double(sampleCount)
            return Point(x: t, y: command.value(at: t))
        }
        let values = samples.map(\.y)
        let marks = levels.marks.map(\.0)
        let low = min(marks.min() ?? 0, values.min() ?? 0)
        let high = max(marks.max() ?? 1, values.max() ?? 1)
        let padding = (high - low) * 0.08
        let yRange = (low - padding)...(high + padding)
        let area = Self.plotArea
        func place(_ p: Point) -> Point {
            Point(
                x: area.minX + p.x / end * area.width,
                y: area.maxY - (p.y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * area.height)
        }

        canvas.fill(Self.paper)
        // Vertical grid with time ticks.
        let step = Self.niceStep(for: end)
        var tick = 0.0
        while tick <= end + step * 1e-9 {
            let x = place(Point(x: tick, y: 0)).x
            canvas.stroke([Point(x: x, y: area.minY), Point(x: x, y: area.maxY)], Self.grid, width: 1)
            try canvas.text(
                Self.label(tick, step: step), at: Point(x: x, y: area.maxY + 8), size: 13, Self.ink,
                anchor: Point(x: 0.5, y: 0))
            tick += step
        }
        // The marked levels (0 and 1 for progress), labelled; the baseline solid, the rest dashed.
        for (index, (level, label)) in levels.marks.enumerated() {
            let y = place(Point(x: 0, y: level)).y
            if index == 0 {
                canvas.stroke([Point(x: area.minX, y: y), Point(x: area.maxX, y: y)], Self.guide, width: 1.5)
            } else {
                canvas.dashedLine(from: Point(x: area.minX, y: y), to: Point(x: area.maxX, y: y), Self.guide, width: 1.5)
            }
            try canvas.text(label, at: Point(x: area.minX - 10, y: y), size: 14, Self.ink, anchor: Point(x: 1, y: 0.5))
        }
        // Axes.
        canvas.stroke(
            [Point(x: area.minX, y: area.minY), Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY)],
            Self.ink, width: 1.5)
        if let settling {
            let x = place(Point(x: settling, y: 0)).x
            canvas.dashedLine(from: Point(x: x, y: area.minY), to: Point(x: x, y: area.maxY), Self.accent, width: 1.5)
            try canvas.text(
                "settles at \(String(cFormat: "%.3f", settling)) s (Core Animation's estimate)", at: Point(x: x - 6, y: area.minY + 6),
                size: 13, Self.accent, anchor: Point(x: 1, y: 0))
        }
        canvas.stroke(samples.map(place), Self.curveColor, width: 3)

        try canvas.text(command.title, at: Point(x: area.minX, y: 20), size: 18, Self.ink)
        let xLabel: String
        if case .bezier = command.curve { xLabel = "time (fraction of the duration)" } else { xLabel = "time (s)" }
        try canvas.text(xLabel, at: Point(x: area.midX, y: area.maxY + 32), size: 14, Self.ink, anchor: Point(x: 0.5, y: 0))
        try canvas.text(levels.axis, at: Point(x: 14, y: area.midY), size: 14, Self.ink, anchor: Point(x: 0, y: 0.5))
        if case .spinPop = command.curve {
            // Where each keyframe starts: 0.4, 0.6 and 0.9 of the eased timeline.
            for fraction in [0.4, 0.6, 0.9] {
                let x = place(Point(x: SpinPopAnimator.time(atTimelineFraction: fraction), y: 0)).x
                canvas.dashedLine(from: Point(x: x, y: area.minY), to: Point(x: x, y: area.maxY), Self.accent, width: 1)
            }
        }
        try canvas.writePNG(to: path)
    }

    /// A tick spacing of 1, 2 or 5 × 10ⁿ giving five to ten ticks over `span`.
    static func niceStep(for span: Double) -> Double {
        let raw = span / 8
        let magnitude = pow(10, floor(log10(raw)))
        for multiple in [1.0, 2, 5, 10] where multiple * magnitude >= raw { return multiple * magnitude }
        return 10 * magnitude
    }

    /// A tick label with as many decimals as the step needs.
    static func label(_ value: Double, step: Double) -> String {
        let decimals = max(0, Int(-floor(log10(step))))
        return String(cFormat: "%.*f", Int32(decimals), value)
    }
}
