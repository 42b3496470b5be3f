// Where items and supplementary views are, and scrolling to an item.
extension CollectionView {
    /// The item under `point` (in the content's coordinates), nil where there is none.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        layoutIfNeeded()
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        let found = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        return found.last { $0.representedElementCategory == .cell && displayedFrame(of: $0).contains(point) && !$0.isHidden }?.indexPath
    }

    /// The cell of `indexPath` while it shows, as UIKit's (nil for an item out of view, even one
    /// whose cell is laid out in the margin beyond, or across in an orthogonal row).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let cell = cells[indexPath], let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return nil }
        return displayedFrame(of: attributes).overlaps(Rect(origin: contentOffset, size: bounds.size)) ? cell : nil
    }

    /// The item `cell` shows, while it is laid out.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    /// The cells that show, and their items in order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }
    public var indexPathsForVisibleItems: [IndexPath] { cells.keys.filter { cellForItem(at: $0) != nil }.sorted() }

    /// The supplementary view of `elementKind` at `indexPath`, while it is laid out.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Where the layout puts `indexPath`'s item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so that `indexPath`'s item is at `scrollPosition` (within the content's range);
    /// an empty position brings it into view as little as it takes.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard !scrollPosition.isEmpty else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let inset = adjustedContentInset
        let shown = Size(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - shown.height / 2 - inset.top }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - shown.height - inset.top }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - shown.width / 2 - inset.left }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - shown.width - inset.left }
        let range = contentOffsetRange
        offset = Point(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound), y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        setContentOffset(offset, animated: animated)
    }
}
