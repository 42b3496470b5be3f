// Reading the sections, rows and heights from the data source and the delegate.
extension TableView {
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

    func title(header: Bool, of section: Int) -> String? {
        guard let dataSource else { return nil }
        return header
            ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section)
    }
}
