/// Cells that size themselves, as UIKit's in a compositional layout of estimated heights: a
/// cell is measured when it is made (`preferredLayoutAttributesFitting`), and the layout keeps
/// what it measured (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
///
/// No jump, as the table's self-sizing rows: cells are made, and so measured, while they are in
/// the margin beyond what shows (half the height either side), in the layout pass before
/// anything is drawn; the collection view then lays out again with the heights, and moves the
/// offset by as much as the first item that shows moved, so that what shows stays where it is.
/// A drag or deceleration under way carries on from the moved offset at its own speed
/// (`ScrollView.shiftContent(byY:)`).
extension CollectionView {
    /// Measures `cell`, just made at `attributes`, and notes whether the layout took a change.
    func measure(_ cell: CollectionViewCell, at attributes: CollectionViewLayoutAttributes) {
        cell.layoutIfNeeded()
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copied())
        if collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            hasMeasuredChanges = true
        }
    }

    /// Measures every self-sizing cell again (text is measured anew).
    func measureCellsAgain() {
        for (indexPath, cell) in cells {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath), attributes.isSelfSizingHeight else {
                continue
            }
            measure(cell, at: attributes)
        }
        if hasMeasuredChanges { takeMeasuredHeights() }
    }

    /// Lays out again with the heights measured in this pass (and again while cells made then
    /// measure new ones, a few rounds at most), keeping the first item that shows still.
    func takeMeasuredHeights() {
        guard !isTakingMeasuredHeights else { return }
        isTakingMeasuredHeights = true
        defer { isTakingMeasuredHeights = false }
        var rounds = 0
        while hasMeasuredChanges, rounds < Self.measuringRounds {
            hasMeasuredChanges = false
            rounds += 1
            let anchor = firstShownItem()
            collectionViewLayout.invalidateLayout()
            layoutElements()
            if let anchor, let now = collectionViewLayout.layoutAttributesForItem(at: anchor.indexPath)?.frame.minY {
                shiftContent(byY: now - anchor.top)
            }
        }
    }

    /// How many times a pass lays out again for heights measured by the cells it made.
    static let measuringRounds = 4

    /// The item whose cell shows highest (outside orthogonal rows), and its top.
    private func firstShownItem() -> (indexPath: IndexPath, top: Double)? {
        let shown = Rect(origin: contentOffset, size: bounds.size)
        var best: (indexPath: IndexPath, top: Double)?
        for (indexPath, cell) in cells where cell.superview === self && cell.frame.overlaps(shown) {
            if cell.frame.minY < best?.top ?? .infinity { best = (indexPath, cell.frame.minY) }
        }
        return best
    }
}
