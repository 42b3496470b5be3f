import ViewKit

/// The clickable bar across the top: a segmented control of the modes, the current one marked.
final class ModeBar: SegmentedControl {
    static let height = 44.0

    init() {
        super.init(items: ModeName.allCases.map(\.rawValue), name: "modebar")
        backgroundColor = Color(red: 0.08, green: 0.09, blue: 0.12, alpha: 0.72)
        cornerRadius = 0
        selectedSegmentTintColor = Color(red: 1, green: 1, blue: 1, alpha: 0.22)
        selectionInset = 6
        setTitleColor(.white, for: .normal)
    }

    /// The mode shown as selected.
    var selected: ModeName {
        get { ModeName.allCases[max(selectedSegmentIndex, 0)] }
        set { selectedSegmentIndex = ModeName.allCases.firstIndex(of: newValue) ?? Self.noSegment }
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
