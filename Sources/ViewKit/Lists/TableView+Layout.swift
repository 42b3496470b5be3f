// Laying out the cells, the section headers and footers, and the table's header and footer views.
extension TableView {
    /// How far an inset section's rows are from the sides.
    var rowInset: Double { style == .insetGrouped ? Self.sectionInset : 0 }

    /// Makes cells for the rows near the visible rectangle and keeps the others for reuse, then
    /// places the cells, the headers and footers, and the table's own header and footer views.
    func layoutRows() {
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

    /// The offset moved: rows come into the span and go out of it, and the plain style's headers
    /// float. The rows that stay are where they were in the content, and are not placed again.
    func scrollRows() {
        guard !isApplyingUpdate else { return }
        updateCells()
        let span = shownSpan
        layoutBoundaries(from: span.top, to: span.bottom)
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
        // By `index(forKey:)`, which reads no cell: retaining one is slow (views are weakly held).
        guard wanted.count != cells.count || wanted.contains(where: { cells.index(forKey: $0) == nil }) else { return }
        // `wanted` is every row from the span's first to its last: a cell outside them leaves.
        // Their rows are gathered before any is removed, so `cells` is not copied mid-walk.
        let leaving = cells.keys.filter { indexPath in
            guard let rows else { return true }
            let place = TableGeometry.Place(section: indexPath.section, row: indexPath.row)
            return place < rows.first || rows.last < place
        }
        let delegate = tableDelegate
        for indexPath in leaving {
            guard let cell = cells.removeValue(forKey: indexPath) else { continue }
            keepForReuse(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        var madeRows: [IndexPath] = []
        for indexPath in wanted where cells.index(forKey: indexPath) == nil {
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
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
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
        showBoundaries(header: true, of: shownHeaders)
        showBoundaries(header: false, of: shownFooters)
    }

    /// Keeps the headers (or footers) of sections not in `shown` for reuse, and shows and
    /// places those of the sections in it.
    private func showBoundaries(header: Bool, of shown: Set<Int>) {
        let showing = header ? headers : footers
        for (index, view) in showing where !shown.contains(index) {
            keepForReuse(view)
            setBoundary(nil, header: header, of: index)
        }
        for index in shown {
            let view = (header ? headers[index] : footers[index]) ?? makeBoundary(header: header, of: index)
            guard let view else { continue }
            if view.superview !== self { insertSubview(view, at: cells.count) }
            setBoundary(view, header: header, of: index)
            let frame = boundaryFrame(header: header, of: index)
            if view.frame != frame { view.frame = frame }
        }
    }

    private func setBoundary(_ view: View?, header: Bool, of index: Int) {
        if header { headers[index] = view } else { footers[index] = view }
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

    func boundaryFrame(header: Bool, of index: Int) -> Rect {
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

    func replaceAccessoryView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        measure()
        setNeedsLayout()
    }
}
