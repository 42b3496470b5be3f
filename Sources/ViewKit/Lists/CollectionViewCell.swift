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
        didSet {
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
            updateLook()
        }
    }
    open var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
            updateLook()
        }
    }
    var configuredView: (View & ContentView)?
    let configurationUpdates = CellConfigurationUpdates()

    /// What the cell's look is configured for: selected, highlighted.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// How the cell's background looks, as a value (UIKit's `backgroundConfiguration`),
    /// following the state itself while `automaticallyUpdatesBackgroundConfiguration` is on. It
    /// draws behind the background views; nil, none.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationUpdates.background }
        set {
            configurationUpdates.setBackground(newValue, state: configurationState, in: self)
            updateLook()
        }
    }
    /// Whether a state change updates `backgroundConfiguration` for the new state.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationUpdates.automaticallyUpdatesBackground }
        set { configurationUpdates.automaticallyUpdatesBackground = newValue }
    }
    /// Whether a state change updates `contentConfiguration` for the new state.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationUpdates.automaticallyUpdatesContent }
        set { configurationUpdates.automaticallyUpdatesContent = newValue }
    }
    /// What `configurationUpdateHandler` is.
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void
    /// Called with the cell and its state before it first shows and after every state change,
    /// after `updateConfiguration(using:)`.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The background configuration for the cell's kind: none for a plain cell, the list's for
    /// a list cell.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    /// Asks for `updateConfiguration(using:)` and the handler before the next layout.
    public func setNeedsUpdateConfiguration() {
        configurationUpdates.isNeeded = true
        setNeedsLayout()
    }

    /// The update `setNeedsUpdateConfiguration()` asked for: the automatic updates for the
    /// state, then the override and the handler.
    private func runConfigurationUpdate() {
        let state = configurationState
        configurationUpdates.updateBackground(for: state, in: self)
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Configures the cell for `state`; called before the next layout after a state change
    /// (never call it, call `setNeedsUpdateConfiguration()`). Nothing unless overridden.
    open func updateConfiguration(using state: CellConfigurationState) {}

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

    /// The attributes with the height the cell fits at their width when the layout asks it to
    /// size itself (an estimated height): a list configuration's texts and image, else what the
    /// content view's constraints make it (`systemLayoutSizeFitting`, the width fixed). A cell
    /// whose content sets no height keeps the estimate.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        guard layoutAttributes.isSelfSizingHeight else { return layoutAttributes }
        let height = ConfiguredContent.fittingHeight(of: contentView, showing: configuredView, width: layoutAttributes.frame.width)
        guard height > 0, height.isFinite else { return layoutAttributes }
        layoutAttributes.frame.size.height = height
        return layoutAttributes
    }

    open override func layoutSubviews() {
        if configurationUpdates.takeNeededUpdate() { runConfigurationUpdate() }
        super.layoutSubviews()
        contentView.frame = bounds
        configurationUpdates.layOutBackground(in: self)
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

    /// The background of the list the cell is in (iOS 18's `listCell()`, which follows the
    /// list's appearance).
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listCell() }

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
        configurationUpdates.follow(list.isGrouped ? .grouped : .plain, in: self)
        configurationUpdates.layOutBackground(in: self)
        updateLook()
    }

    /// The list's white and the grey of a selected row; a background configuration draws the
    /// whole background itself.
    override func updateLook() {
        super.updateLook()
        guard let placement else { return }
        let resting: Color = placement.configuration.isGrouped ? .white : .clear
        let pressed = (isSelected || isHighlighted) && selectedBackgroundView == nil
        backgroundColor = backgroundConfiguration != nil ? .clear : pressed ? TableViewCell.selectionColor : resting
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / (window?.displayScale ?? 1)
        let inset = 16.0
        separator.frame = Rect(x: inset, y: bounds.height - hairline, width: max(bounds.width - inset, 0), height: hairline)
    }
}
