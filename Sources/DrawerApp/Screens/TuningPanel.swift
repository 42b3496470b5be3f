import Motion
import SDLHost
import ViewKit

/// The motion lab's panel over the right edge (P): a slider for each of the current mode's
/// tunables, a live plot of its spring or curve, a reset, and the UIKit call that reproduces the
/// setting. Up and Down pick a slider, Left and Right move it; a change takes effect on the next
/// transition. C copies the Swift. Taller than the window leaves it, it scrolls as a
/// UIScrollView: a drag (away from the sliders), a wheel or two fingers on a touchpad.
final class TuningPanel: ScrollView {
    static let width = 340.0
    private let settings: MotionSettings
    private(set) var mode = ModeName.allCases[0]
    private(set) var rows: [(tunable: Tunable, label: View, slider: Slider)] = []
    /// The slider the keyboard moves.
    private(set) var selected = 0 { didSet { setNeedsLayout() } }
    private let highlight = View(name: "panel.highlight")
    private let title = View(name: "panel.title")
    private let plot = View(name: "panel.plot")
    /// The plotted curve, a stroked path (CAShapeLayer) in the plot.
    private let curve = ShapeLayer()
    private let summary = View(name: "panel.summary")
    private let reset = Button(name: "panel.reset")
    private let hint = View(name: "panel.hint")
    /// The UIKit call that reproduces the setting, broken between its arguments.
    private let code = Label(name: "panel.code")
    /// What the plot shows: progress against time, over how many seconds.
    private var plotted: (curve: (Double) -> Double, seconds: Double) = ({ _ in 0 }, 1)
    private static let rowHeight = 50.0
    private static let firstRowY = 44.0
    /// How many straight pieces the plotted curve is drawn with.
    private static let plotPieces = 96

    init(settings: MotionSettings) {
        self.settings = settings
        super.init(name: "panel")
        backgroundColor = Color(red: 0.07, green: 0.08, blue: 0.11, alpha: 0.88)
        highlight.backgroundColor = .white.withAlphaComponent(0.08)
        highlight.cornerRadius = 8
        plot.backgroundColor = .white.withAlphaComponent(0.06)
        plot.cornerRadius = 6
        reset.backgroundColor = .white.withAlphaComponent(0.16)
        reset.cornerRadius = 8
        reset.setTitle("Reset to defaults", for: .normal)
        reset.addAction(Action { [unowned self] _ in resetToDefaults() }, for: .primaryActionTriggered)
        hint.textLine = Text("↑↓ pick · ←→ adjust · Return: reset · C: copy", size: 12, color: .white.withAlphaComponent(0.6))
        code.font = .systemFont(ofSize: 11)
        code.textColor = Color(rgb: 0xE9C46A)
        code.numberOfLines = 0
        for view in [highlight, title, plot, summary, reset, hint, code] { addSubview(view) }
        curve.fillColor = nil
        curve.strokeColor = Color(rgb: 0xF4A261)
        curve.lineWidth = 2
        curve.lineJoin = .round
        curve.lineCap = .round
        plot.layer.addSublayer(curve)
    }

    /// Whether the keyboard is on the reset button (after the last slider).
    var isResetSelected: Bool { selected == rows.count }

    /// Shows `mode`'s tunables with their current values.
    func show(mode: ModeName) {
        self.mode = mode
        for view in rows.flatMap({ [$0.label, $0.slider] }) { view.removeFromSuperview() }
        rows = ModeRegistry.mode(mode).motion.tunables.map { tunable in
            let label = View(name: "panel.label")
            let slider = Slider(range: tunable.range, value: settings[tunable], name: "panel.slider.\(tunable.name)")
            slider.addAction(
                Action { [unowned self, unowned slider] _ in
                    settings.set(tunable, to: slider.value)
                    refresh()
                }, for: .valueChanged)
            addSubview(label)
            addSubview(slider)
            return (tunable, label, slider)
        }
        selected = min(selected, rows.count)
        title.textLine = Text("\(mode.rawValue): motion", size: 17, color: .white)
        refresh()
    }

    /// Up and Down pick a slider or, after the last, the reset button; Left and Right move the
    /// slider, Return presses the button. The panel scrolls to show what is picked. Returns
    /// whether the key was the panel's.
    func handleKey(_ key: Key) -> Bool {
        let count = rows.count + 1
        switch key {
        case .up: selected = (selected + count - 1) % count
        case .down: selected = (selected + 1) % count
        case .left where !isResetSelected: rows[selected].slider.step(by: -1)
        case .right where !isResetSelected: rows[selected].slider.step(by: 1)
        case .return where isResetSelected: resetToDefaults()
        default: return false
        }
        layoutIfNeeded()
        // The reset shows with the hint under it; a slider with its label.
        let shown = isResetSelected ? reset.frame.union(hint.frame) : rows[selected].label.frame.union(rows[selected].slider.frame)
        scrollRectToVisible(shown, animated: false)
        return true
    }

    private func resetToDefaults() {
        settings.reset()
        show(mode: mode)
    }

    /// The labels, the summary and the plot, for the current values.
    private func refresh() {
        for row in rows {
            row.slider.setValue(settings[row.tunable])
            let text = "\(row.tunable.summary): \(MotionPlot.format(settings[row.tunable]))"
            row.label.textLine = Text(text, size: 13, color: .white.withAlphaComponent(0.85))
        }
        // Code reads from the left edge, its continuation lines indented.
        code.text = settings.swiftSummary(for: mode).joined(separator: "\n")
        setNeedsLayout()
        let motion = ModeRegistry.mode(mode).motion.plot(settings)
        summary.textLine = Text(motion.summary, size: 12, color: .white.withAlphaComponent(0.75))
        plotted = (motion.curve, motion.seconds)
    }

    /// Draws progress against time across the plot: 0 at the bottom, 1 at 60 % of the height,
    /// room above for an overshoot of up to 65 %.
    private func plotCurve(_ progress: (Double) -> Double, seconds: Double) {
        let area = plot.bounds.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let path = BezierPath()
        for index in 0...Self.plotPieces {
            let t = Double(index) / Double(Self.plotPieces)
            let y = area.maxY - min(max(progress(t * seconds), 0), 1.65) * area.height * 0.6
            let point = Point(x: area.minX + t * area.width, y: y)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        curve.path = path.cgPath
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = 16.0
        let width = bounds.width - 2 * inset
        title.frame = Rect(x: inset, y: 12, width: width, height: 24)
        var y = Self.firstRowY
        for (index, row) in rows.enumerated() {
            row.label.frame = Rect(x: inset, y: y, width: width, height: 20)
            row.slider.frame = Rect(x: inset, y: y + 20, width: width, height: 26)
            if index == selected { highlight.frame = Rect(x: inset - 8, y: y - 2, width: width + 16, height: Self.rowHeight) }
            y += Self.rowHeight
        }
        plot.frame = Rect(x: inset, y: y + 8, width: width, height: 110)
        summary.frame = Rect(x: inset, y: y + 122, width: width, height: 18)
        reset.frame = Rect(x: inset, y: y + 148, width: width, height: 36)
        hint.frame = Rect(x: inset, y: y + 192, width: width, height: 18)
        code.frame = Rect(x: inset, y: y + 218, width: width, height: code.sizeThatFits(Size(width: width, height: 0)).height)
        if isResetSelected { highlight.frame = reset.frame.inset(by: EdgeInsets(top: -4, left: -4, bottom: -4, right: -4)) }
        highlight.isHidden = rows.isEmpty && !isResetSelected
        contentSize = Size(width: bounds.width, height: code.frame.maxY + 12)
        plotCurve(plotted.curve, seconds: plotted.seconds)
    }
}
