import Motion
import SDLHost
import ViewKit

/// The motion lab's panel over the right edge (P): a slider for each of the current mode's
/// tunables, a live plot of its spring or curve, and a reset. Up and Down pick a slider, Left
/// and Right move it; a change takes effect on the next transition. C copies the Swift.
final class TuningPanel: View {
    static let width = 340.0
    private let settings: MotionSettings
    private(set) var mode = ModeName.allCases[0]
    private(set) var rows: [(tunable: Tunable, label: View, slider: Slider)] = []
    /// The slider the keyboard moves.
    private(set) var selected = 0
    private let highlight = View(name: "panel.highlight")
    private let title = View(name: "panel.title")
    private let plot = View(name: "panel.plot")
    private var dots: [View] = []
    private let summary = View(name: "panel.summary")
    private let reset = View(name: "panel.reset")
    private let hint = View(name: "panel.hint")
    /// The UIKit call that reproduces the setting, a line a view.
    private var codeLines: [View] = []
    /// What the plot shows: progress against time, over how many seconds.
    private var plotted: (curve: (Double) -> Double, seconds: Double) = ({ _ in 0 }, 1)
    private static let rowHeight = 50.0
    private static let dotCount = 48

    init(settings: MotionSettings) {
        self.settings = settings
        super.init(name: "panel")
        backgroundColor = Color(red: 0.07, green: 0.08, blue: 0.11, alpha: 0.88)
        highlight.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.08)
        highlight.cornerRadius = 8
        plot.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.06)
        plot.cornerRadius = 6
        reset.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.16)
        reset.cornerRadius = 8
        reset.text = Text("Reset to defaults", size: 14, color: .white)
        hint.text = Text("↑↓ pick · ←→ adjust · C copies the Swift", size: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.6))
        for view in [highlight, title, plot, summary, reset, hint] { addSubview(view) }
        dots = (0..<Self.dotCount).map { _ in
            let dot = View(name: "panel.dot")
            dot.backgroundColor = Color(rgb: 0xF4A261)
            dot.cornerRadius = 1.5
            plot.addSubview(dot)
            return dot
        }
        reset.addGestureRecognizer(
            TapGestureRecognizer { [unowned self] _ in
                settings.reset()
                show(mode: mode)
            })
        // Presses on the panel stay on it: the screens below it do not see them.
        addGestureRecognizer(PanGestureRecognizer { _ in })
    }

    /// Shows `mode`'s tunables with their current values.
    func show(mode: ModeName) {
        self.mode = mode
        for row in rows {
            row.label.removeFromSuperview()
            row.slider.removeFromSuperview()
        }
        rows = ModeRegistry.mode(mode).tunables.map { tunable in
            let label = View(name: "panel.label")
            let slider = Slider(range: tunable.range, value: settings[tunable], name: "panel.slider.\(tunable.name)")
            slider.onChange = { [unowned self] value in
                settings.set(tunable, to: value)
                refresh()
            }
            addSubview(label)
            addSubview(slider)
            return (tunable, label, slider)
        }
        selected = min(selected, max(rows.count - 1, 0))
        title.text = Text("\(mode.rawValue): motion", size: 17, color: .white)
        refresh()
    }

    /// Up and Down pick a slider, Left and Right move it; returns whether the key was the panel's.
    func handleKey(_ key: Key) -> Bool {
        guard !rows.isEmpty else { return false }
        switch key {
        case .up: selected = (selected + rows.count - 1) % rows.count
        case .down: selected = (selected + 1) % rows.count
        case .left: rows[selected].slider.step(by: -1)
        case .right: rows[selected].slider.step(by: 1)
        default: return false
        }
        setNeedsLayout()
        return true
    }

    /// The labels, the summary and the plot, for the current values.
    private func refresh() {
        for row in rows {
            row.slider.setValue(settings[row.tunable])
            row.label.text = Text(
                "\(row.tunable.summary): \(Self.format(settings[row.tunable]))", size: 13,
                color: Color(red: 1, green: 1, blue: 1, alpha: 0.85))
        }
        for view in codeLines { view.removeFromSuperview() }
        codeLines = settings.swiftSummary(for: mode).map { line in
            let view = View(name: "panel.code")
            // Code reads from the left edge, its continuation lines indented.
            view.text = Text(line, size: 11, color: Color(rgb: 0xE9C46A), alignment: .leading)
            addSubview(view)
            return view
        }
        setNeedsLayout()
        let motion = ModeRegistry.mode(mode).plot(settings)
        summary.text = Text(motion.summary, size: 12, color: Color(red: 1, green: 1, blue: 1, alpha: 0.75))
        plotted = (motion.curve, motion.seconds)
    }

    private func placeDots(curve: (Double) -> Double, seconds: Double) {
        let area = plot.bounds.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        for (index, dot) in dots.enumerated() {
            let t = Double(index) / Double(dots.count - 1)
            let value = curve(t * seconds)
            // 0 at the bottom, 1 at 60 % of the height: room above for an overshoot of up to 65 %.
            let y = area.maxY - min(max(value, 0), 1.65) * area.height * 0.6
            dot.frame = Rect(x: area.minX + t * area.width - 1.5, y: y - 1.5, width: 3, height: 3)
        }
    }

    static func format(_ value: Double) -> String { MotionPlot.format(value) }

    override func layoutSubviews() {
        let inset = 16.0
        let width = bounds.width - 2 * inset
        title.frame = Rect(x: inset, y: 12, width: width, height: 24)
        var y = 44.0
        for (index, row) in rows.enumerated() {
            row.label.frame = Rect(x: inset, y: y, width: width, height: 20)
            row.slider.frame = Rect(x: inset, y: y + 20, width: width, height: 26)
            if index == selected { highlight.frame = Rect(x: inset - 8, y: y - 2, width: width + 16, height: Self.rowHeight) }
            y += Self.rowHeight
        }
        highlight.isHidden = rows.isEmpty
        plot.frame = Rect(x: inset, y: y + 8, width: width, height: 110)
        summary.frame = Rect(x: inset, y: y + 122, width: width, height: 18)
        reset.frame = Rect(x: inset, y: y + 148, width: width, height: 36)
        hint.frame = Rect(x: inset, y: y + 192, width: width, height: 18)
        for (index, line) in codeLines.enumerated() {
            line.frame = Rect(x: inset, y: y + 218 + Double(index) * 16, width: width, height: 16)
        }
        placeDots(curve: plotted.curve, seconds: plotted.seconds)
    }
}
