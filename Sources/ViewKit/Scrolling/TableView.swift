/// Supplies a table view's rows, as UITableViewDataSource (one section).
@preconcurrency @MainActor public protocol TableViewDataSource: AnyObject {
    /// How many rows there are.
    func numberOfRows(in tableView: TableView) -> Int
    /// The view that shows `row`: one from `dequeueReusableCell()` when there is one, set up for
    /// this row, else a new one.
    func tableView(_ tableView: TableView, cellForRow row: Int) -> View
}

/// A scroll view of rows of one height, as UITableView with one section: only the rows in or
/// near the visible rectangle are views in the tree (the rest are asked for when they come
/// near), and rows that scroll away are kept for reuse. So a frame costs the same for 100 rows
/// as for 10,000.
@preconcurrency @MainActor open class TableView: ScrollView {
    /// The height of every row, in points.
    public var rowHeight = 44.0 {
        didSet { reloadData() }
    }
    /// Supplies the rows; setting it reloads.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }
    /// How far beyond the visible rectangle rows are laid out, in points, so that a fast scroll
    /// never shows a gap for a frame (ours: half the view's height).
    public var overscanFraction = 0.5

    /// The rows that are views now, in order.
    public private(set) var visibleRows: Range<Int> = 0..<0
    private var cells: [Int: View] = [:]
    private var reusable: [View] = []
    private var numberOfRows = 0

    /// The view of `row`, when it is laid out.
    public func cellForRow(at row: Int) -> View? { cells[row] }

    /// A row that scrolled away, to set up for another; nil when none is waiting.
    public func dequeueReusableCell() -> View? { reusable.popLast() }

    /// Asks the data source again for the number of rows and the rows that show.
    public func reloadData() {
        for cell in cells.values {
            cell.removeFromSuperview()
            reusable.append(cell)
        }
        cells = [:]
        visibleRows = 0..<0
        numberOfRows = dataSource.map { max($0.numberOfRows(in: self), 0) } ?? 0
        contentSize = Size(width: bounds.width, height: Double(numberOfRows) * rowHeight)
        layoutRows()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        layoutRows()
    }

    override func contentOffsetDidChange() { layoutRows() }

    /// Makes the rows near the visible rectangle views, and puts the others away for reuse.
    private func layoutRows() {
        guard let dataSource, numberOfRows > 0, rowHeight > 0 else { return }
        let margin = bounds.height * overscanFraction
        let top = contentOffset.y - margin
        let bottom = contentOffset.y + bounds.height + margin
        let first = min(max(Int((top / rowHeight).rounded(.down)), 0), numberOfRows)
        let last = min(max(Int((bottom / rowHeight).rounded(.up)), first), numberOfRows)
        let wanted = first..<last
        guard wanted != visibleRows || cells.count != wanted.count else {
            placeRows()
            return
        }
        for (row, cell) in cells where !wanted.contains(row) {
            cell.removeFromSuperview()
            reusable.append(cell)
            cells[row] = nil
        }
        for row in wanted where cells[row] == nil {
            let cell = dataSource.tableView(self, cellForRow: row)
            // Below the indicators, which stay the last subviews.
            insertSubview(cell, at: 0)
            cells[row] = cell
        }
        visibleRows = wanted
        placeRows()
    }

    private func placeRows() {
        for (row, cell) in cells {
            let frame = Rect(x: 0, y: Double(row) * rowHeight, width: bounds.width, height: rowHeight)
            if cell.frame != frame { cell.frame = frame }
        }
    }
}
