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
    private var effectiveRowHeight: Double {
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
    private static func usable(_ height: Double) -> Double { height.isFinite ? max(height, 0) : 0 }
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

    private(set) var geometry = TableGeometry()
    var cells: [IndexPath: TableViewCell] = [:]
    /// Headers and footers that show, by section.
    var headers: [Int: View] = [:]
    var footers: [Int: View] = [:]
    private var cellPool = ReusePool<TableViewCell>()
    private var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    var selectedRows: Set<IndexPath> = []
    private var pressedRow: IndexPath?
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
    private static let titleIdentifier = "UITableViewHeaderFooterView-title"

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

    // MARK: Reuse

    /// Makes cells of `cellClass` for `dequeueReusableCell(withIdentifier:for:)` under
    /// `identifier` (nil takes the registration away).
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellPool.register(identifier, cellClass.map { cellClass in { cellClass.init(style: .default, reuseIdentifier: identifier) } })
    }

    /// Makes headers and footers of `aClass` for `dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func register(_ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(identifier, aClass.map { aClass in { aClass.init(reuseIdentifier: identifier) } })
    }

    /// A cell kept under `identifier`, prepared for reuse, or a new one of the registered class:
    /// always a cell, as UIKit's. An identifier nothing is registered for is reported in one line
    /// and gets a default cell (UIKit raises an exception).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            // The row's own cell, as is: UIKit's reconfigure does not prepare it for reuse.
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutEngine.report("[UITableView] unable to dequeue a cell with identifier \(identifier): register a class for it")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell kept under `identifier`, prepared for reuse, or a new one of the registered class;
    /// nil when none is kept and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cellPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A header or footer kept under `identifier`, or a new one of the registered class.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    func keepForReuse(_ cell: TableViewCell) {
        if let identifier = cell.reuseIdentifier { cellPool.keep(cell, as: identifier) } else { cell.removeFromSuperview() }
    }

    func keepForReuse(_ view: View) {
        if let view = view as? TableViewHeaderFooterView, let identifier = view.reuseIdentifier {
            headerFooterPool.keep(view, as: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    // MARK: Data

    /// Asks the data source again for everything: sections, rows, heights and the cells that
    /// show. The selection is cleared, as UIKit's.
    public func reloadData() {
        endSwipe(nil)
        measuredHeights = [:]
        for (indexPath, cell) in cells {
            keepForReuse(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        cells = [:]
        cellRows = nil
        for view in Array(headers.values) + Array(footers.values) { keepForReuse(view) }
        headers = [:]
        footers = [:]
        selectedRows = []
        pressedRow = nil
        measure()
        layoutRows()
    }

    public var numberOfSections: Int { geometry.sections.count }

    public func numberOfRows(inSection section: Int) -> Int {
        geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
    }

    /// Reads the sections' sizes from the data source and the delegate.
    func measure() {
        var measured = TableGeometry()
        let sectionCount = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
        for index in 0..<sectionCount {
            var section = TableGeometry.Section()
            section.rowCount = max(dataSource?.tableView(self, numberOfRowsInSection: index) ?? 0, 0)
            section.headerHeight = boundaryHeight(header: true, of: index)
            section.footerHeight = boundaryHeight(header: false, of: index)
            section.rowHeight = effectiveRowHeight
            if section.rowCount > 0, let delegate = tableDelegate,
                delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: index)) != Self.unanswered
            {
                var offsets = [0.0]
                offsets.reserveCapacity(section.rowCount + 1)
                for row in 0..<section.rowCount {
                    let asked = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: index))
                    offsets.append(offsets[row] + (asked == Self.automaticDimension ? effectiveRowHeight : Self.usable(asked)))
                }
                section.rowOffsets = offsets
            } else if isSelfSizing, section.rowCount > 0, let heights = measuredHeights[index], !heights.isEmpty {
                section.rowOffsets = Self.offsets(count: section.rowCount, estimate: effectiveRowHeight, measured: heights)
            }
            measured.sections.append(section)
        }
        measured.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        measured.tableFooterHeight = tableFooterView?.frame.height ?? 0
        measured.stack()
        geometry = measured
        let size = Size(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A section header's (or footer's) height: the delegate's, else the table's, else the rule.
    private func boundaryHeight(header: Bool, of section: Int) -> Double {
        var height = Self.automaticDimension
        if let delegate = tableDelegate {
            let asked =
                header
                ? delegate.tableView(self, heightForHeaderInSection: section) : delegate.tableView(self, heightForFooterInSection: section)
            if asked != Self.unanswered { height = asked }
        }
        if height == Self.automaticDimension { height = header ? sectionHeaderHeight : sectionFooterHeight }
        guard height == Self.automaticDimension else { return Self.usable(height) }
        if title(header: header, of: section) != nil { return style == .plain ? Self.plainTitleHeight : Self.groupedTitleHeight }
        return style == .plain ? 0 : Self.groupedSpacing
    }

    private func title(header: Bool, of section: Int) -> String? {
        guard let dataSource else { return nil }
        return header
            ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section)
    }

    // MARK: Where things are

    /// The rectangle `indexPath`'s row covers, in the content's coordinates; zero for a row the
    /// table does not have.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard geometry.sections.indices.contains(indexPath.section) else { return .zero }
        let section = geometry.sections[indexPath.section]
        guard (0..<section.rowCount).contains(indexPath.row) else { return .zero }
        let row = section.row(indexPath.row)
        let inset = rowInset
        return Rect(x: inset, y: row.top, width: max(bounds.width - 2 * inset, 0), height: row.height)
    }

    /// The rectangle of a whole section, header to footer.
    public func rect(forSection section: Int) -> Rect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        let found = geometry.sections[section]
        return Rect(x: 0, y: found.top, width: bounds.width, height: found.bottom - found.top)
    }

    /// Where a section's header is as laid out now (a floating one where it floats).
    public func rectForHeader(inSection section: Int) -> Rect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        return boundaryFrame(header: true, of: section)
    }

    public func rectForFooter(inSection section: Int) -> Rect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        return boundaryFrame(header: false, of: section)
    }

    /// The row under `point` (in the content's coordinates), nil outside every row.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard let indexPath = geometry.indexPath(at: point.y), rectForRow(at: indexPath).contains(point) else { return nil }
        return indexPath
    }

    /// The rows whose cells show.
    public var indexPathsForVisibleRows: [IndexPath] {
        cells.keys.filter { indexPath in
            let row = rectForRow(at: indexPath)
            return row.maxY > contentOffset.y && row.minY < contentOffset.y + bounds.height
        }.sorted()
    }

    /// The cells of `indexPathsForVisibleRows`, in order.
    public var visibleCells: [TableViewCell] { indexPathsForVisibleRows.compactMap { cells[$0] } }

    /// The cell of `indexPath` while it shows, as UIKit's (nil for a row out of view, even one
    /// whose cell is laid out in the margin beyond).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let cell = cells[indexPath] else { return nil }
        let row = rectForRow(at: indexPath)
        return row.maxY > contentOffset.y && row.minY < contentOffset.y + bounds.height ? cell : nil
    }

    /// The row `cell` shows, while it is laid out.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? { headers[section] as? TableViewHeaderFooterView }
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? { footers[section] as? TableViewHeaderFooterView }

    /// Scrolls so that `indexPath`'s row is at `position` in the visible rectangle (within the
    /// content's range).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
        let row = rectForRow(at: indexPath)
        let shown = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let top: Double
        switch position {
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        case .top: top = row.minY
        case .middle: top = row.midY - shown / 2
        case .bottom: top = row.maxY - shown
        }
        let range = contentOffsetRange.y
        let y = min(max(top - adjustedContentInset.top, range.lowerBound), range.upperBound)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Selection

    /// The selected row; the first of them when several are.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in order, nil when none is (as UIKit's).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without asking or telling the delegate, as UIKit's: the others are
    /// deselected unless `allowsMultipleSelection`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard allowsSelection, indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking or telling the delegate, as UIKit's.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    /// A tap on a row, with the delegate's say: selects it (deselecting the others), or in
    /// multiple selection toggles it.
    private func tap(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = tableDelegate
        func willDeselect(_ row: IndexPath) -> IndexPath? { delegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            guard let target = willDeselect(indexPath) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target {
                guard let deselected = willDeselect(row) else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectedRows.insert(target)
        cells[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

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

    override func contentOffsetDidChange() { layoutRows() }

    /// How far an inset section's rows are from the sides.
    var rowInset: Double { style == .insetGrouped ? Self.sectionInset : 0 }

    /// Makes cells for the rows near the visible rectangle and keeps the others for reuse, then
    /// places the cells, the headers and footers, and the table's own header and footer views.
    private func layoutRows() {
        guard !isApplyingUpdate else { return }
        updateCells()
        for (indexPath, cell) in cells { place(cell, at: indexPath) }
        layoutBoundaries(from: shownSpan.top, to: shownSpan.bottom)
        layoutSwipe()
        let width = bounds.width
        tableHeaderView?.frame = Rect(x: 0, y: 0, width: width, height: geometry.tableHeaderHeight)
        tableFooterView?.frame = Rect(
            x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: width, height: geometry.tableFooterHeight)
    }

    /// The part of the content that has cells: what shows, and `overscanFraction` of it either side.
    var shownSpan: (top: Double, bottom: Double) {
        let margin = bounds.height * overscanFraction
        return (contentOffset.y - margin, contentOffset.y + bounds.height + margin)
    }

    /// Makes cells for the rows in `shownSpan` that have none (each placed, then handed to
    /// `made`), and keeps those of rows outside it for reuse.
    func updateCells(made: (IndexPath, TableViewCell) -> Void = { _, _ in }) {
        let span = shownSpan
        // Most frames of a scroll bring no row in or out: nothing is built for them.
        let rows = dataSource == nil ? nil : geometry.span(from: span.top, to: span.bottom)
        if let rows, let cellRows, rows == cellRows { return }
        let wanted = dataSource == nil ? [] : geometry.rows(from: span.top, to: span.bottom)
        defer { cellRows = rows }
        guard wanted.count != cells.count || wanted.contains(where: { cells[$0] == nil }) else { return }
        let kept = Set(wanted)
        for (indexPath, cell) in cells where !kept.contains(indexPath) {
            keepForReuse(cell)
            cells[indexPath] = nil
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        var madeRows: [IndexPath] = []
        for indexPath in wanted where cells[indexPath] == nil {
            guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            cell.setHighlighted(pressedRow == indexPath, animated: false)
            if editing || cell.isEditing { showEditing(on: cell, at: indexPath, animated: false) }
            // Below the headers and the scroll indicators.
            insertSubview(cell, at: 0)
            cells[indexPath] = cell
            place(cell, at: indexPath)
            made(indexPath, cell)
            madeRows.append(indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        if isSelfSizing, !madeRows.isEmpty { sizeRows(madeRows) }
    }

    func place(_ cell: TableViewCell, at indexPath: IndexPath) {
        let frame = swipedFrame(rectForRow(at: indexPath), at: indexPath)
        if cell.frame != frame { cell.frame = frame }
        let section = geometry.sections[indexPath.section]
        let isFirst = indexPath.row == 0
        let isLast = indexPath.row == section.rowCount - 1
        cell.showsSeparator = separatorStyle != .none && !(style != .plain && isLast)
        cell.separatorInsetFromTable = separatorInset
        cell.isSwipedOpen = swipe?.indexPath == indexPath
        cell.configurationUpdates.follow(style == .plain ? .plain : .grouped, in: cell)
        if style == .insetGrouped {
            var corners: Corners = []
            if isFirst { corners.formUnion(.top) }
            if isLast { corners.formUnion([.bottomLeft, .bottomRight]) }
            cell.roundedCorners = corners
            cell.cornerRadius = corners.isEmpty ? 0 : Self.insetCornerRadius
        }
    }

    /// Shows the headers and footers of the sections near the visible rectangle; in the plain
    /// style, a section's header floats at the top of what shows until the section's end pushes
    /// it up, and its footer at the bottom.
    func layoutBoundaries(from top: Double, to bottom: Double) {
        var shownHeaders: Set<Int> = []
        var shownFooters: Set<Int> = []
        if let first = geometry.sectionIndex(at: top), dataSource != nil {
            for index in first..<geometry.sections.count {
                let section = geometry.sections[index]
                guard section.top < bottom else { break }
                if section.headerHeight > 0 { shownHeaders.insert(index) }
                if section.footerHeight > 0 { shownFooters.insert(index) }
            }
        }
        for (boundaries, shown, header) in [(\TableView.headers, shownHeaders, true), (\TableView.footers, shownFooters, false)] {
            for (index, view) in self[keyPath: boundaries] where !shown.contains(index) {
                keepForReuse(view)
                self[keyPath: boundaries][index] = nil
            }
            for index in shown {
                let view = self[keyPath: boundaries][index] ?? makeBoundary(header: header, of: index)
                guard let view else { continue }
                if view.superview !== self { insertSubview(view, at: cells.count) }
                self[keyPath: boundaries][index] = view
                let frame = boundaryFrame(header: header, of: index)
                if view.frame != frame { view.frame = frame }
            }
        }
    }

    /// The delegate's view for a section's header or footer, else one showing its title.
    private func makeBoundary(header: Bool, of section: Int) -> View? {
        if let delegate = tableDelegate {
            let view =
                header
                ? delegate.tableView(self, viewForHeaderInSection: section) : delegate.tableView(self, viewForFooterInSection: section)
            if let view { return view }
        }
        guard let title = title(header: header, of: section) else { return nil }
        let view =
            headerFooterPool.dequeue(Self.titleIdentifier) { _ in } ?? TableViewHeaderFooterView(reuseIdentifier: Self.titleIdentifier)
        view.isGroupedStyle = style != .plain
        view.textLabel?.text = style == .plain || !header ? title : title.uppercased()
        view.backgroundColor = style == .plain ? SystemColor.groupedBackground : .clear
        return view
    }

    private func boundaryFrame(header: Bool, of index: Int) -> Rect {
        let section = geometry.sections[index]
        let inset = style == .insetGrouped ? Self.sectionInset : 0
        let width = max(bounds.width - 2 * inset, 0)
        var y = header ? section.top : section.bottom - section.footerHeight
        if style == .plain {
            let shownTop = contentOffset.y + adjustedContentInset.top
            let shownBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
            if header {
                y = min(max(y, shownTop), section.bottom - section.footerHeight - section.headerHeight)
                y = max(y, section.top)
            } else {
                y = max(min(y, shownBottom - section.footerHeight), section.rowsTop)
                y = min(y, section.bottom - section.footerHeight)
            }
        }
        return Rect(x: inset, y: y, width: width, height: header ? section.headerHeight : section.footerHeight)
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        measure()
        setNeedsLayout()
    }
}

extension TableView: PressFollowing {
    /// A press on a row highlights it, if the delegate lets it.
    func pressBegan(at location: Point) {
        // A press while a row is open closes it, and selects nothing.
        guard swipe == nil, allowsSelection, !editing || allowsSelectionDuringEditing, let indexPath = indexPathForRow(at: location),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        pressedRow = indexPath
        cells[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// A press while a row is open is followed too: its tap performs an action or closes the row.
    /// While editing, every press is followed, for the rows' controls.
    var isFollowingPress: Bool { pressedRow != nil || swipe != nil || editing }

    func pressEnded(cancelled: Bool) {
        guard let indexPath = pressedRow else { return }
        pressedRow = nil
        cells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func pressTapped(at location: Point) {
        if swipe != nil { return swipeTapped(at: location) }
        guard let indexPath = indexPathForRow(at: location) else { return }
        if editing, editingControlTapped(at: location, in: indexPath) { return }
        if !editing || allowsSelectionDuringEditing { tap(indexPath) }
    }
}
