/// Rows that size themselves, as UIKit's with `rowHeight = automaticDimension`: a row is taken
/// to be `estimatedRowHeight` until its cell is made, and then what its content fits: a list
/// configuration's texts and image, else what its content view's constraints make it
/// (`systemLayoutSizeFitting` at the row's width, the height free).
///
/// No jump, beyond UIKit (whose estimated rows are known to jump): a cell is made, and so
/// measured, while its row is still in the margin beyond what shows (half the table's height
/// either side), in the layout pass before anything is drawn. A row that changes below what
/// shows moves nothing that shows; one above it grows or shrinks the content above, and the
/// offset moves by as much, so what shows stays where it is; a drag or a deceleration under way
/// carries on from the moved offset at its own speed (`ScrollView.shiftContent(byY:)`). A cell
/// whose content sets no height keeps the estimate.
extension TableView {
    /// Each row's top from the first row's, and the total last: measured heights where there are
    /// some, the estimate elsewhere.
    static func offsets(count: Int, estimate: Double, measured: [Int: Double]) -> [Double] {
        var offsets = [0.0]
        offsets.reserveCapacity(count + 1)
        for row in 0..<count { offsets.append(offsets[row] + (measured[row] ?? estimate)) }
        return offsets
    }

    /// Measures every row that has a cell again (text is measured anew).
    func measureRowsAgain() {
        if isSelfSizing { sizeRows(Array(cells.keys)) }
    }

    /// Measures the cells just made for `rows`, and lays the table out anew when a height
    /// changed, keeping what shows where it is.
    func sizeRows(_ rows: [IndexPath]) {
        guard !isSizingRows else { return }
        var changed = false
        var above = 0.0
        for indexPath in rows {
            guard let cell = cells[indexPath], geometry.sections.indices.contains(indexPath.section) else { continue }
            cell.layoutIfNeeded()
            let fitted = ConfiguredContent.fittingHeight(
                of: cell.contentView, showing: cell.configuredView, width: cell.contentView.bounds.width)
            guard fitted > 0, fitted.isFinite else { continue }
            measuredHeights[indexPath.section, default: [:]][indexPath.row] = fitted
            let row = geometry.sections[indexPath.section].row(indexPath.row)
            guard abs(fitted - row.height) > 1e-9 else { continue }
            changed = true
            // A row wholly above what shows moves what shows by its change.
            if row.top + row.height <= contentOffset.y { above += fitted - row.height }
        }
        guard changed else { return }
        isSizingRows = true
        defer { isSizingRows = false }
        measure()
        cellRows = nil
        for (indexPath, cell) in cells { place(cell, at: indexPath) }
        if above != 0 { shiftContent(byY: above) }
    }
}
