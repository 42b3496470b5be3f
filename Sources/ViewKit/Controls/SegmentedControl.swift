/// A row of segments of which one is selected, as UISegmentedControl: a release inside a segment
/// selects it and sends `.valueChanged`, only when the selection changes (every release when
/// `isMomentary`, which keeps none selected). Setting `selectedSegmentIndex` in code sends
/// nothing, as UIKit's does. The selected segment shows a rounded marker under its title in
/// `selectedSegmentTintColor`.
///
/// UIKit colours the titles through `setTitleTextAttributes(_:for:)`; ViewKit has no attributed
/// strings, so it takes the colour alone, as UIButton's `setTitleColor(_:for:)`.
@preconcurrency @MainActor open class SegmentedControl: Control {
    /// `selectedSegmentIndex` when no segment is selected (UISegmentedControl.noSegment).
    public static let noSegment = -1

    /// The selected segment, or `noSegment` (an index no segment has selects none).
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if !labels.indices.contains(selectedSegmentIndex) && selectedSegmentIndex != Self.noSegment {
                selectedSegmentIndex = Self.noSegment
            }
            setNeedsLayout()
        }
    }
    /// Whether a release sends without keeping the segment selected.
    open var isMomentary = false
    /// The marker under the selected title; nil for the default look (white), as UIKit's.
    open var selectedSegmentTintColor: Color? { didSet { setNeedsLayout() } }
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
        for (index, title) in items.enumerated() { insertSegment(withTitle: title, at: index, animated: false) }
    }

    public var numberOfSegments: Int { labels.count }

    public func titleForSegment(at index: Int) -> String? { labels.indices.contains(index) ? labels[index].text : nil }

    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard labels.indices.contains(index) else { return }
        labels[index].text = title
    }

    /// Adds a segment titled `title` at `index` (clamped to the ends); the selection stays on the
    /// segment it was on. It appears at once (ours: UIKit's animation is not published).
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        let label = Label(name: "\(name).segment")
        label.text = title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
        let index = min(max(index, 0), labels.count)
        labels.insert(label, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        setNeedsLayout()
    }

    /// Removes segment `index`; the selection stays on the segment it was on, or none when that
    /// one goes.
    public func removeSegment(at index: Int, animated: Bool) {
        guard labels.indices.contains(index) else { return }
        labels.remove(at: index).removeFromSuperview()
        if selectedSegmentIndex == index {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
        setNeedsLayout()
    }

    public func removeAllSegments() {
        for index in labels.indices.reversed() { removeSegment(at: index, animated: false) }
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
        selection.isHidden = !labels.indices.contains(selectedSegmentIndex)
        selection.backgroundColor = selectedSegmentTintColor ?? .white
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
