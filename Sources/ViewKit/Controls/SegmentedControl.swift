/// A row of segments of which one is selected, as UISegmentedControl: a release inside a segment
/// selects it and sends `.valueChanged`, only when the selection changes (every release when
/// `isMomentary`, which keeps none selected). Setting `selectedSegmentIndex` in code sends
/// nothing, as UIKit's does. The selected segment shows a rounded marker under its title in
/// `selectedSegmentTintColor`.
///
/// UIKit colours the titles through `setTitleTextAttributes(_:for:)`; ViewKit has no attributed
/// strings, so it takes the colour alone, as UIButton's `setTitleColor(_:for:)`.
@MainActor open class SegmentedControl: Control {
    /// `selectedSegmentIndex` when no segment is selected (UISegmentedControl.noSegment).
    public static let noSegment = -1

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment { didSet { setNeedsLayout() } }
    /// Whether a release sends without keeping the segment selected.
    open var isMomentary = false
    /// The marker under the selected title (UIKit's default: white).
    open var selectedSegmentTintColor: Color? = .white { didSet { setNeedsLayout() } }
    /// How far the marker stands in from its segment's edges (ours: UIKit's is 2 points and
    /// not configurable).
    open var selectionInset = 2.0 { didSet { setNeedsLayout() } }

    private var labels: [Label] = []
    private var titleColors: [State: Color] = [:]
    private let selection = View(name: "segmented.selection")

    /// A control with a segment for each of `items`, none selected, as `UISegmentedControl(items:)`.
    public init(items: [String], name: String = "segmented") {
        super.init(name: name)
        backgroundColor = Color(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
        cornerRadius = 9
        selection.cornerRadius = 7
        selection.isUserInteractionEnabled = false
        addSubview(selection)
        for (index, title) in items.enumerated() { insertSegment(withTitle: title, at: index) }
    }

    public var numberOfSegments: Int { labels.count }

    public func titleForSegment(at index: Int) -> String? { labels.indices.contains(index) ? labels[index].text : nil }

    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard labels.indices.contains(index) else { return }
        labels[index].text = title
    }

    /// Adds a segment titled `title` at `index` (clamped to the ends).
    public func insertSegment(withTitle title: String?, at index: Int) {
        let label = Label(name: "\(name).segment")
        label.text = title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
        labels.insert(label, at: min(max(index, 0), labels.count))
        updateTitleColors()
        setNeedsLayout()
    }

    /// The titles' colour (black unless set); the selected segment's uses `.selected`'s when set.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateTitleColors()
    }

    /// The segment under `x`, in the control's coordinates, or nil outside them all.
    public func segmentIndex(atX x: Double) -> Int? {
        guard !labels.isEmpty, bounds.width > 0, x >= 0, x < bounds.width else { return nil }
        return Int(x / bounds.width * Double(labels.count))
    }

    override func releasedInside(at location: Point) {
        if let index = segmentIndex(atX: location.x), isEnabled, isMomentary || index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
            if isMomentary { selectedSegmentIndex = Self.noSegment }
        }
        super.releasedInside(at: location)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / Double(max(labels.count, 1))
        for (index, label) in labels.enumerated() {
            label.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
        selection.isHidden = !labels.indices.contains(selectedSegmentIndex) || selectedSegmentTintColor == nil
        selection.backgroundColor = selectedSegmentTintColor ?? .clear
        selection.frame = Rect(x: Double(max(selectedSegmentIndex, 0)) * width, y: 0, width: width, height: bounds.height)
            .inset(by: EdgeInsets(top: selectionInset, left: selectionInset, bottom: selectionInset, right: selectionInset))
        updateTitleColors()
    }

    private func updateTitleColors() {
        for (index, label) in labels.enumerated() {
            let normal = titleColors[.normal] ?? .black
            label.textColor = index == selectedSegmentIndex ? titleColors[.selected] ?? normal : normal
        }
    }
}
