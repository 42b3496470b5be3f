/// Where a table's sections, headers, rows and footers are along its content's height: the
/// arithmetic `TableView` lays out and hit-tests by, apart from views.
///
/// A section is its header, its rows and its footer, one after another; the table's header
/// view comes first and its footer view last. Rows of one height cost nothing per row: only a
/// section whose rows have heights of their own keeps their running sum, so a table of 100,000
/// rows of one height holds a few numbers per section.
nonisolated struct TableGeometry: Equatable {
    struct Section: Equatable {
        var top = 0.0
        var headerHeight = 0.0
        var footerHeight = 0.0
        var rowCount = 0
        /// The height of every row, when they share one.
        var rowHeight = 0.0
        /// Each row's top from the first row's, and the rows' total last, when they do not.
        var rowOffsets: [Double]?

        var rowsTop: Double { top + headerHeight }
        var rowsHeight: Double { rowOffsets?.last ?? Double(rowCount) * rowHeight }
        var bottom: Double { rowsTop + rowsHeight + footerHeight }

        /// The top of `row` and its height.
        func row(_ row: Int) -> (top: Double, height: Double) {
            if let rowOffsets { return (rowsTop + rowOffsets[row], rowOffsets[row + 1] - rowOffsets[row]) }
            return (rowsTop + Double(row) * rowHeight, rowHeight)
        }

        /// The row whose span holds `y` (the nearest one at either end).
        func rowIndex(at y: Double) -> Int {
            guard rowCount > 0 else { return 0 }
            let offset = y - rowsTop
            if let rowOffsets {
                // The last offset not past `y`.
                var low = 0
                var high = rowCount - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if rowOffsets[middle] <= offset { low = middle } else { high = middle - 1 }
                }
                return low
            }
            let index = (offset / rowHeight).rounded(.down)
            guard rowHeight > 0, index.isFinite else { return 0 }
            // Clamped as a Double first: a tiny row height makes a quotient no Int holds.
            return Int(min(max(index, 0), Double(rowCount - 1)))
        }
    }

    var sections: [Section] = []
    var tableHeaderHeight = 0.0
    var tableFooterHeight = 0.0

    /// The height of everything: the content size's.
    var contentHeight: Double { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    /// Sets each section's top from the heights above it.
    mutating func stack() {
        var top = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = top
            top = sections[index].bottom
        }
    }

    /// The section whose span holds `y` (the nearest one at either end); nil without sections.
    func sectionIndex(at y: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A row by its section and its row, without building an `IndexPath`; in the table's order.
    struct Place: Comparable {
        var section: Int
        var row: Int

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.section, lhs.row) < (rhs.section, rhs.row) }
    }

    /// The first and the last of the rows any part of which is within `top..<bottom`; nil when
    /// none is. Found by search, so it costs the same for 100 rows as for 100,000.
    func span(from top: Double, to bottom: Double) -> (first: Place, last: Place)? {
        guard top < bottom, let start = sectionIndex(at: top), let end = sectionIndex(at: bottom) else { return nil }
        func crosses(_ section: Section) -> Bool {
            section.rowCount > 0 && section.rowsTop < bottom && section.rowsTop + section.rowsHeight > top
        }
        guard let firstSection = (start...end).first(where: { crosses(sections[$0]) }),
            let lastSection = (firstSection...end).last(where: { crosses(sections[$0]) })
        else { return nil }
        let opening = sections[firstSection]
        var first = opening.rowIndex(at: max(top, opening.rowsTop))
        // Rows of no height just inside the span's top (the search lands on the last of a run).
        while first > 0, opening.row(first - 1).height == 0, opening.row(first - 1).top > top { first -= 1 }
        let closing = sections[lastSection]
        var last = closing.rowIndex(at: min(bottom, closing.rowsTop + closing.rowsHeight))
        while last > 0, closing.row(last).top >= bottom { last -= 1 }
        return (Place(section: firstSection, row: first), Place(section: lastSection, row: last))
    }

    /// The rows any part of which is within `top..<bottom`, in order.
    func rows(from top: Double, to bottom: Double) -> [IndexPath] {
        guard let span = span(from: top, to: bottom) else { return [] }
        var found: [IndexPath] = []
        for section in span.first.section...span.last.section where sections[section].rowCount > 0 {
            let firstRow = section == span.first.section ? span.first.row : 0
            let lastRow = section == span.last.section ? span.last.row : sections[section].rowCount - 1
            let rows = firstRow...lastRow
            for row in rows { found.append(IndexPath(row: row, section: section)) }
        }
        return found
    }

    /// The row under `y`, nil outside every row.
    func indexPath(at y: Double) -> IndexPath? {
        guard let index = sectionIndex(at: y) else { return nil }
        let section = sections[index]
        guard section.rowCount > 0, y >= section.rowsTop, y < section.rowsTop + section.rowsHeight else { return nil }
        return IndexPath(row: section.rowIndex(at: y), section: index)
    }
}
