/// A view a collection view places and reuses, as UIKit's `UICollectionReusableView`: a cell,
/// or a supplementary view such as a section's header.
///
/// A collection view makes a registered class through `init(frame:)`, which is therefore
/// `required` here: Swift makes an instance from a class only through a required initializer
/// (UIKit uses the Objective-C runtime). A subclass that overrides it writes
/// `required init(frame:)` where iOS code writes `override init(frame:)`.
@preconcurrency @MainActor open class CollectionReusableView: View {
    /// The identifier the view is kept under for reuse; set by the collection view that made it.
    public internal(set) var reuseIdentifier: String?
    /// Whether the layout's attributes hid the view (only the layout shows it again).
    var isHiddenByLayout = false

    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Called before the collection view hands the view out again: reset what is not content.
    open func prepareForReuse() {}

    /// Takes what the layout says beyond the frame (the collection view sets the frame, the
    /// alpha, the transform and whether it is hidden).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (self-sizing); the layout's as they
    /// are unless overridden.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    { layoutAttributes }
}

/// One item of a collection view, as UIKit's `UICollectionViewCell`: a `contentView` for what
/// it shows (its subviews, or a content configuration's view), a background view, and a
/// selected background shown while it is selected or highlighted.
@preconcurrency @MainActor open class CollectionViewCell: CollectionReusableView {
    public let contentView = View(name: "contentView")
    /// Behind the content.
    public var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// Behind the content, over the background, while the cell is selected or highlighted.
    public var selectedBackgroundView: View? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateLook()
        }
    }
    open var isSelected = false {
        didSet { updateLook() }
    }
    open var isHighlighted = false {
        didSet { updateLook() }
    }
    var configuredView: (View & ContentView)?

    public required init(frame: Rect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// What the cell shows, as a configuration: its view fills the content view; a
    /// configuration of the same kind updates that view. Nil takes it away.
    public var contentConfiguration: ContentConfiguration? {
        get { configuredView?.configuration }
        set {
            ConfiguredContent.show(newValue, in: contentView, replacing: &configuredView)
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredView?.frame = contentView.bounds
    }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    /// Shows the selected background while selected or highlighted.
    func updateLook() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

/// A cell of a list in a collection view, as UIKit's `UICollectionViewListCell`: in a list
/// layout (`CollectionViewCompositionalLayout.list(using:)`) it takes the list's look, as a
/// table's cell does: white on a grouped list's grey, an inset section's ends rounded, a
/// separator under every row but a grouped section's last, and the grey of a pressed or
/// selected row.
@preconcurrency @MainActor open class CollectionViewListCell: CollectionViewCell {
    let separator = View(name: "separator")
    private var placement: ListPlacement?

    public required init(frame: Rect) {
        super.init(frame: frame)
        separator.backgroundColor = SystemColor.separator
        separator.isUserInteractionEnabled = false
        separator.isHidden = true
        addSubview(separator)
    }

    /// The standard configuration of a list cell's look, empty.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let placement = layoutAttributes.listPlacement, placement != self.placement else { return }
        self.placement = placement
        let list = placement.configuration
        separator.isHidden = !list.showsSeparators || (list.isGrouped && placement.isLast)
        var corners: Corners = []
        if list.isInset {
            if placement.isFirst { corners.formUnion(.top) }
            if placement.isLast { corners.formUnion([.bottomLeft, .bottomRight]) }
        }
        roundedCorners = corners
        cornerRadius = corners.isEmpty ? 0 : TableView.insetCornerRadius
        updateLook()
    }

    override func updateLook() {
        super.updateLook()
        guard let placement else { return }
        let resting: Color = placement.configuration.isGrouped ? .white : .clear
        backgroundColor = (isSelected || isHighlighted) && selectedBackgroundView == nil ? TableViewCell.selectionColor : resting
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / (window?.displayScale ?? 1)
        let inset = 16.0
        separator.frame = Rect(x: inset, y: bounds.height - hairline, width: max(bounds.width - inset, 0), height: hairline)
    }
}
