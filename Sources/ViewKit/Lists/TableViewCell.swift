/// A row of a ``TableView``, as UIKit's `UITableViewCell`: a `contentView` that holds what the
/// row shows (the text, detail and image labels of its style, made when first asked for, or an
/// app's own subviews), an accessory at the trailing edge, a separator along the bottom, and
/// the look of a highlighted or selected row.
///
/// A cell a table makes from a class given to `register(_:forCellReuseIdentifier:)` is made
/// through `init(style:reuseIdentifier:)`, which is therefore `required` here: Swift makes an
/// instance from a class only through a required initializer (UIKit uses the Objective-C
/// runtime). A subclass that overrides it writes `required init(style:reuseIdentifier:)`
/// where iOS code writes `override init(style:reuseIdentifier:)`.
@preconcurrency @MainActor open class TableViewCell: View {
    /// Which labels the cell lays out, and where (UIKit's `UITableViewCell.CellStyle`).
    public nonisolated enum CellStyle: Int, Hashable, Sendable {
        /// A text label, with an image before it.
        case `default`
        /// The text at the leading side, the detail at the trailing side in grey.
        case value1
        /// The detail text after a short, trailing-aligned text (the Phone app's contacts).
        case value2
        /// The text over a smaller detail.
        case subtitle
    }

    /// How a highlighted or selected row looks (UIKit's `UITableViewCell.SelectionStyle`):
    /// every style but `none` is the same grey, as UIKit's have been since iOS 7.
    public nonisolated enum SelectionStyle: Int, Hashable, Sendable {
        case none, blue, gray, `default`
    }

    /// What the cell shows at its trailing edge (UIKit's `UITableViewCell.AccessoryType`).
    public nonisolated enum AccessoryType: Int, Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The edit a row offers (UIKit's `UITableViewCell.EditingStyle`).
    public nonisolated enum EditingStyle: Int, Hashable, Sendable {
        case none, delete, insert
    }

    /// The identifier the cell is kept under for reuse; nil for a cell that is not reused.
    public let reuseIdentifier: String?
    /// Holds what the row shows; inset from the trailing edge by the accessory.
    public let contentView = View(name: "contentView")
    /// The cell's style, fixed when it is made.
    public let cellStyle: CellStyle
    /// What the trailing edge shows; the content view gives it room.
    public var accessoryType = AccessoryType.none {
        didSet { setNeedsLayout() }
    }
    public var selectionStyle = SelectionStyle.default {
        didSet { updateSelectionLook() }
    }
    /// Shown behind the content while the cell is selected or highlighted, instead of the grey.
    public var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionLook()
        }
    }
    /// The separator's insets from the cell's left and right edges (top and bottom are not
    /// used, as UIKit's): the table's unless set on the cell, which wins.
    public var separatorInset: EdgeInsets {
        get { ownSeparatorInset ?? separatorInsetFromTable }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var ownSeparatorInset: EdgeInsets?
    /// The table's `separatorInset`, which the cell's own overrides.
    var separatorInsetFromTable = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if ownSeparatorInset == nil, separatorInsetFromTable != oldValue { setNeedsLayout() } }
    }

    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    public var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// What the cell's look is configured for: selected, highlighted, swiped open.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isSwiped = isSwipedOpen
        state.isEditing = editing
        return state
    }

    /// How the cell's background looks, as a value (UIKit's `backgroundConfiguration`): it
    /// replaces the cell's white and its grey while selected, following the state itself while
    /// `automaticallyUpdatesBackgroundConfiguration` is on. Nil, the cell's own look.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationUpdates.background }
        set {
            let hadOne = configurationUpdates.background != nil
            configurationUpdates.setBackground(newValue, state: configurationState, in: self)
            if hadOne, newValue == nil { backgroundColor = .white }
            updateSelectionLook()
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
    public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void
    /// Called with the cell and its state before it first shows and after every state change,
    /// after `updateConfiguration(using:)`.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The background configuration of the list the cell is in (iOS 18's `listCell()`, which
    /// follows the table's style).
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listCell() }

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

    let configurationUpdates = CellConfigurationUpdates()
    private var editing = false
    private lazy var editingControl = EditingControl()
    /// The control the table shows on the row while editing (`.none`: none).
    var shownEditingStyle = EditingStyle.none {
        didSet {
            guard shownEditingStyle != oldValue else { return }
            if editing, shownEditingStyle != .none, editingControl.superview !== self { addSubview(editingControl) }
            setNeedsLayout()
        }
    }
    /// Whether the content moves aside for the control while editing.
    var indentsWhileEditing = true
    /// How far the content moves aside while editing: the control and its margins.
    var editingIndent: Double { editing && indentsWhileEditing && shownEditingStyle != .none ? 44 : 0 }

    /// Whether the cell shows its editing control (its table's editing mode).
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing control and the indent, sliding over 0.3 s when `animated`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        if editing, shownEditingStyle != .none, editingControl.superview !== self {
            // In from where it rests while not editing: just off the leading edge, clear.
            addSubview(editingControl)
            layoutEditingControl(height: bounds.height)
        }
        self.editing = editing
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        guard animated else { return layoutIfNeeded() }
        View.animate(withDuration: TableView.editingDuration) { self.layoutIfNeeded() }
    }
    /// Whether the table has the row swiped open (its actions show).
    var isSwipedOpen = false {
        didSet { if isSwipedOpen != oldValue { setNeedsUpdateConfiguration() } }
    }
    private var selected = false
    private var highlighted = false
    private var madeTextLabel: Label?
    private var madeDetailTextLabel: Label?
    private var madeImageView: ImageView?
    private let selectionBackground = View(name: "selectionBackground")
    private let accessoryLabel = Label(name: "accessory")
    let separator = View(name: "separator")
    /// The view of `contentConfiguration`, filling the content view.
    var configuredView: (View & ContentView)?
    /// Whether the table shows this cell's separator (not under a grouped section's last row).
    var showsSeparator = true {
        didSet { separator.isHidden = !showsSeparator }
    }

    /// The grey of a pressed or selected row: UIKit's `systemGray4` in the light appearance.
    static let selectionColor = SystemColor.gray4
    /// UIKit's `separator` colour in the light appearance.
    static let separatorColor = SystemColor.separator
    /// How wide the accessory's column is, from the trailing edge.
    static let accessoryWidth = 38.0

    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: reuseIdentifier ?? "cell")
        backgroundColor = .white
        selectionBackground.backgroundColor = Self.selectionColor
        selectionBackground.isHidden = true
        separator.backgroundColor = Self.separatorColor
        accessoryLabel.textColor = SystemColor.tertiaryLabel
        accessoryLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        accessoryLabel.textAlignment = .center
        accessoryLabel.isHidden = true
        for subview in [selectionBackground, contentView, accessoryLabel, separator] { addSubview(subview) }
    }

    /// A cell of the default style that is not reused (UIKit's `UITableViewCell()`).
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// UIKit's archive initializer (`required init?(coder:)` in a subclass from iOS): there are
    /// no archives here, so nothing calls it, and it makes no cell.
    public override init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    /// The cell's main text, made when first asked for (every style has one).
    public var textLabel: Label? {
        if let madeTextLabel { return madeTextLabel }
        let label = Label(name: "textLabel")
        label.font = .systemFont(ofSize: 17)
        madeTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail text of the `value1`, `value2` and `subtitle` styles; nil in the default one.
    public var detailTextLabel: Label? {
        guard cellStyle != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = Label(name: "detailTextLabel")
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = SystemColor.secondaryLabel
            label.textAlignment = .right
        default: label.font = .systemFont(ofSize: 15)
        }
        madeDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image before the text, made when first asked for.
    public var imageView: ImageView? {
        if let madeImageView { return madeImageView }
        let view = ImageView(frame: .zero)
        view.name = "imageView"
        madeImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// Called before the table hands the cell out again from `dequeueReusableCell`: reset what
    /// is not content (its alpha, its editing state), as UIKit asks. The table sets whether it is
    /// selected afterwards.
    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        if self.selected != selected { setNeedsUpdateConfiguration() }
        self.selected = selected
        updateSelectionLook()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if self.highlighted != highlighted { setNeedsUpdateConfiguration() }
        self.highlighted = highlighted
        updateSelectionLook()
    }

    /// The grey of a selected row, or the selected background view; a background configuration
    /// draws the whole background itself.
    private func updateSelectionLook() {
        let shown = (selected || highlighted) && selectionStyle != .none
        if configurationUpdates.background != nil {
            backgroundColor = .clear
            selectionBackground.isHidden = true
            selectedBackgroundView?.isHidden = true
        } else if let selectedBackgroundView {
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, at: 1) }
            selectedBackgroundView.isHidden = !shown
            selectionBackground.isHidden = true
        } else {
            selectionBackground.isHidden = !shown
        }
    }

    open override func layoutSubviews() {
        if configurationUpdates.takeNeededUpdate() { runConfigurationUpdate() }
        super.layoutSubviews()
        let size = bounds.size
        configurationUpdates.layOutBackground(in: self)
        let accessory: String? =
            switch accessoryType {
            case .none: nil
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton, .detailDisclosureButton: "ⓘ"
            }
        let showsAccessory = accessory != nil && !editing
        let indent = editingIndent
        let contentWidth = showsAccessory ? max(size.width - Self.accessoryWidth, 0) : size.width
        contentView.frame = Rect(x: indent, y: 0, width: max(contentWidth - indent, 0), height: size.height)
        layoutEditingControl(height: size.height)
        accessoryLabel.isHidden = !showsAccessory
        accessoryLabel.text = accessory
        accessoryLabel.frame = Rect(x: contentWidth, y: 0, width: size.width - contentWidth, height: size.height)
        selectionBackground.frame = Rect(origin: .zero, size: size)
        selectedBackgroundView?.frame = Rect(origin: .zero, size: size)
        let hairline = 1 / (window?.displayScale ?? 1)
        separator.frame = Rect(
            x: separatorInset.left + indent, y: size.height - hairline,
            width: max(size.width - separatorInset.left - indent - separatorInset.right, 0),
            height: hairline)
        layoutLabels(in: contentView.bounds.size)
        configuredView?.frame = contentView.bounds
    }

    /// The control 11 points in from the leading edge while editing, else just off it, clear.
    private func layoutEditingControl(height: Double) {
        guard editingControl.superview === self else { return }
        let shown = editing && shownEditingStyle != .none
        let side = EditingControl.diameter
        if shown { editingControl.style = shownEditingStyle }
        editingControl.frame = Rect(x: shown ? 11 : -side, y: (height - side) / 2, width: side, height: side)
        editingControl.alpha = shown ? 1 : 0
    }

    /// The style's labels in the content view, 16 points in from its sides.
    private func layoutLabels(in size: Size) {
        let margin = 16.0
        var leading = margin
        if let image = madeImageView, let picture = image.image {
            let side = min(picture.size.height, size.height - 8, 29)
            image.frame = Rect(x: margin, y: (size.height - side) / 2, width: side, height: side)
            leading += side + margin
        }
        let width = max(size.width - leading - margin, 0)
        switch cellStyle {
        case .default:
            madeTextLabel?.frame = Rect(x: leading, y: 0, width: width, height: size.height)
        case .subtitle:
            madeTextLabel?.frame = Rect(x: leading, y: size.height / 2 - 20, width: width, height: 22)
            madeDetailTextLabel?.frame = Rect(x: leading, y: size.height / 2 + 2, width: width, height: 16)
        case .value1:
            madeTextLabel?.frame = Rect(x: leading, y: 0, width: width, height: size.height)
            madeDetailTextLabel?.frame = Rect(x: leading, y: 0, width: width, height: size.height)
        case .value2:
            let split = min(width * 0.3, 91)
            madeTextLabel?.frame = Rect(x: leading, y: 0, width: split, height: size.height)
            madeTextLabel?.textAlignment = .right
            madeDetailTextLabel?.frame = Rect(x: leading + split + 6, y: 0, width: max(width - split - 6, 0), height: size.height)
        }
    }
}

/// A section's header or footer, as UIKit's `UITableViewHeaderFooterView`: a content view and
/// a text label, reused as cells are. Made from a registered class through
/// `init(reuseIdentifier:)`, `required` here for the reason `TableViewCell`'s is.
@preconcurrency @MainActor open class TableViewHeaderFooterView: View {
    public let reuseIdentifier: String?
    public let contentView = View(name: "contentView")
    private var madeTextLabel: Label?
    /// How the table styles its title: the grouped styles' is small, grey and upper-case.
    var isGroupedStyle = false {
        didSet { styleTextLabel() }
    }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 28), name: reuseIdentifier ?? "header")
        addSubview(contentView)
    }

    public override init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    /// The title, made when first asked for.
    public var textLabel: Label? {
        if let madeTextLabel { return madeTextLabel }
        let label = Label(name: "textLabel")
        madeTextLabel = label
        styleTextLabel()
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    private func styleTextLabel() {
        guard let label = madeTextLabel else { return }
        label.font = isGroupedStyle ? .systemFont(ofSize: 13) : .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = isGroupedStyle ? SystemColor.secondaryLabel : .black
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = Rect(origin: .zero, size: bounds.size)
        // The grouped styles' title sits on the section (6 points above it); the plain style's
        // is centred in its bar.
        let height = 18.0
        let y = isGroupedStyle ? max(bounds.height - height - 6, 0) : (bounds.height - height) / 2
        madeTextLabel?.frame = Rect(x: 16, y: y, width: max(bounds.width - 32, 0), height: height)
    }
}
