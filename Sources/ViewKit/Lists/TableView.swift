/// A scroll view of rows in sections, as UIKit's `UITableView`: a data source says how many
/// sections and rows there are and makes each row's cell, a delegate (its `delegate`, a
/// ``TableViewDelegate``) sizes rows and headers and hears of selection.
///
/// Only the rows in or near the visible rectangle have cells: a cell that scrolls away is
/// kept under its reuse identifier and handed out again by
/// `dequeueReusableCell(withIdentifier:for:)`, after `prepareForReuse()`. So a frame costs the
/// same for 100 rows as for 100,000, and rows of one height cost no memory each
/// (`TableGeometry`).
///
/// The styles: `plain` (a white table whose section headers float at the top while their
/// section shows), `grouped` (grey, sections apart, headers that scroll) and `insetGrouped`
/// (grouped, with each section's rows inset 20 points and rounded at its ends).
@preconcurrency @MainActor open class TableView: ScrollView {
    /// The table's look, fixed when it is made (UIKit's `UITableView.Style`).
    public nonisolated enum Style: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (UIKit's `UITableView.ScrollPosition`).
    public nonisolated enum ScrollPosition: Int, Hashable, Sendable {
        /// As little as brings it into view; nothing when it shows.
        case none
        case top, middle, bottom
    }

    /// Whether rows have separators (UIKit's `UITableViewCell.SeparatorStyle`).
    public nonisolated enum SeparatorStyle: Int, Hashable, Sendable {
        case none, singleLine
    }

    /// "The table's rule" for a height (UIKit's `UITableView.automaticDimension`): as a row
    /// height, `rowHeight`; as a header's or a footer's, the height of its title in the table's
    /// style (see `sectionHeaderHeight`).
    public nonisolated static let automaticDimension = -1.0
    /// What a delegate that does not implement a height answers (never a height of its own).
    nonisolated static let unanswered = -Double.greatestFiniteMagnitude
    /// How far the grouped styles' sections stand apart, and an inset section's sides.
    nonisolated static let groupedSpacing = 18.0
    nonisolated static let sectionInset = 20.0
    nonisolated static let insetCornerRadius = 10.0
    /// A titled header's or footer's height: in the plain style, and in the grouped ones.
    nonisolated static let plainTitleHeight = 28.0
    nonisolated static let groupedTitleHeight = 38.0
    /// UIKit's classic row.
    nonisolated static let defaultRowHeight = 44.0

    public let style: Style
    /// The height of every row the delegate does not size; 44 points, UIKit's classic row,
    /// unless set. `automaticDimension` makes rows size themselves (see `TableSelfSizing`).
    public var rowHeight = 44.0 {
        didSet { reloadData() }
    }
    /// What a self-sizing row is taken to be until its cell is measured; 44 points for
    /// `automaticDimension`. 0 turns self-sizing off (rows are 44), as UIKit's.
    public var estimatedRowHeight = TableView.automaticDimension {
        didSet { reloadData() }
    }
    /// The row height in use: `rowHeight`, or for self-sizing rows the estimate.
    var effectiveRowHeight: Double {
        guard rowHeight < 0 else { return Self.usable(rowHeight) }
        return estimatedRowHeight > 0 ? Self.usable(estimatedRowHeight) : Self.defaultRowHeight
    }
    /// Whether rows size themselves: `rowHeight` is `automaticDimension` and the estimate is not 0.
    var isSelfSizing: Bool { rowHeight < 0 && estimatedRowHeight != 0 }
    /// The heights self-sizing rows' cells measured, by section and row.
    var measuredHeights: [Int: [Int: Double]] = [:]
    /// While rows just measured are laid out anew: the cells they bring are measured after.
    var isSizingRows = false

    /// A height as the geometry takes it: finite and not negative (a delegate's NaN is 0).
    static func usable(_ height: Double) -> Double { height.isFinite ? max(height, 0) : 0 }
    /// The height of every section header the delegate does not size. `automaticDimension`
    /// (the default) is the title's: a header with a title is 28 points in the plain style, 38 in
    /// the grouped ones; one without is 0, or 18 in the grouped ones, which keeps sections apart.
    public var sectionHeaderHeight = TableView.automaticDimension {
        didSet { reloadData() }
    }
    /// The same for footers.
    public var sectionFooterHeight = TableView.automaticDimension {
        didSet { reloadData() }
    }
    /// Supplies the sections and rows; setting it reloads.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }
    /// The table's delegate is its scroll view's (a ``TableViewDelegate`` is one); setting it
    /// reloads, since it may size the rows.
    public override var delegate: ScrollViewDelegate? {
        didSet { if dataSource != nil { reloadData() } }
    }
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table is editing (UIKit's default: no).
    public var allowsSelectionDuringEditing = false
    /// Whether the table shows its rows' editing controls (`setEditing(_:animated:)`).
    var editing = false
    public var separatorStyle = SeparatorStyle.singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' insets, for cells that set none of their own (left and right only).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// A view above the first section, as wide as the table and as high as its frame.
    public var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    public var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// How far beyond the visible rectangle rows are laid out, as a fraction of the view's
    /// height, so that a fast scroll never shows a gap for a frame (ours: half).
    public var overscanFraction = 0.5

    var geometry = TableGeometry()
    var cells: [IndexPath: TableViewCell] = [:]
    /// Headers and footers that show, by section.
    var headers: [Int: View] = [:]
    var footers: [Int: View] = [:]
    var cellPool = ReusePool<TableViewCell>()
    var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    var selectedRows: Set<IndexPath> = []
    var pressedRow: IndexPath?
    /// The row swiped open, if any, and the drag that swipes rows (see `TableViewSwipes`).
    var swipe: RowSwipe?
    let swipePan = PanGestureRecognizer()
    /// Set by the data source's and the delegate's default implementations of the questions
    /// whose answer Drawer must know was given (`tableView(_:canEditRowAt:)`).
    var answeredByDefault = false
    /// The batch `beginUpdates()` opened, and how deep the batches nest.
    var pendingUpdate = PendingUpdate()
    var updateDepth = 0
    /// While a batch is applied, the cells are keyed by rows that are not yet the data's: no
    /// layout pass places them.
    var isApplyingUpdate = false
    /// The first and last rows that have cells, while `cells` holds exactly the rows between;
    /// nil once anything else changed them.
    var cellRows: (first: TableGeometry.Place, last: TableGeometry.Place)?
    /// The row `reconfigureRows(at:)` is configuring again, and its cell, which
    /// `dequeueReusableCell(withIdentifier:for:)` hands back for that row meanwhile.
    var reconfiguring: (indexPath: IndexPath, cell: TableViewCell)?
    /// The reuse identifier of the headers and footers that show a title.
    static let titleIdentifier = "UITableViewHeaderFooterView-title"

    /// A table of `style` (UIKit's `init(frame:style:)`).
    public init(frame: Rect = .zero, style: Style = .plain, name: String = "") {
        self.style = style
        super.init(frame: frame, name: name)
        backgroundColor = style == .plain ? .white : SystemColor.groupedBackground
        // A table bounces, and keeps the bars' insets, however few its rows (UIKit's).
        alwaysBounceVertical = true
        addGestureRecognizer(PressTracker(following: self))
        setUpSwipes()
    }

    public init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    // MARK: Layout

    override func textMeasurerDidChange() {
        super.textMeasurerDidChange()
        measureRowsAgain()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        layoutRows()
    }

    override func contentOffsetDidChange() { scrollRows() }
}
