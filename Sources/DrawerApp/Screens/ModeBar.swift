import ViewKit

/// The clickable bar across the top: the modes, the current one highlighted.
final class ModeBar: View {
    static let height = 44.0
    private let segments: [View]
    private let highlight = View(name: "modebar.highlight")
    /// Called with the mode a click picked.
    var onSelect: ((ModeName) -> Void)?

    /// The highlighted mode.
    var selected = ModeName.allCases[0] { didSet { setNeedsLayout() } }

    init() {
        segments = ModeName.allCases.map { mode in
            let label = View(name: "modebar.\(mode.rawValue)")
            label.textLine = Text(mode.rawValue, size: 15, color: .white)
            return label
        }
        super.init(name: "modebar")
        backgroundColor = Color(red: 0.08, green: 0.09, blue: 0.12, alpha: 0.72)
        highlight.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.22)
        highlight.cornerRadius = 8
        addSubview(highlight)
        segments.forEach(addSubview)
        addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                let x = recognizer.location(in: self).x
                let index = min(max(Int(x / max(bounds.width, 1) * Double(segments.count)), 0), segments.count - 1)
                onSelect?(ModeName.allCases[index])
            })
    }

    override func layoutSubviews() {
        let width = bounds.width / Double(segments.count)
        for (index, segment) in segments.enumerated() {
            segment.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
        let index = ModeName.allCases.firstIndex(of: selected) ?? 0
        highlight.frame = Rect(x: Double(index) * width + 6, y: 6, width: width - 12, height: bounds.height - 12)
    }
}

extension ModeName {
    /// The middle of this mode's segment of the mode bar in a window `width` points wide: where
    /// a click picks it.
    package func modeBarCenter(width: Double) -> Point {
        let count = Double(Self.allCases.count)
        let index = Double(Self.allCases.firstIndex(of: self) ?? 0)
        return Point(x: (index + 0.5) * width / count, y: ModeBar.height / 2)
    }
}
