// Where rows, sections, headers and footers are, and scrolling to a row.
extension TableView {
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
}
