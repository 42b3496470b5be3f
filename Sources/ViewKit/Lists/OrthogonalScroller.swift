/// The row of an orthogonal section of a compositional layout, scrolling across on its own as
/// UIKit's embedded scroll view does: the section's cells are its subviews; a drag across moves
/// it (a drag along the collection view is the collection view's); its release comes to rest by
/// the section's `orthogonalScrollingBehavior`.
@MainActor final class OrthogonalScroller: ScrollView, ScrollViewDelegate {
    let section: Int
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior {
        didSet { takeBehavior() }
    }
    /// The offsets a group's leading edge rests at (for group paging and leading boundaries) or
    /// its middle (centred group paging), smallest first.
    var groupOffsets: [Double] = []
    /// Where the content was when the drag began, for paging one group at a time.
    private var dragStartOffset = 0.0
    weak var collectionView: CollectionView?

    init(section: Int, behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, collectionView: CollectionView) {
        self.section = section
        self.behavior = behavior
        self.collectionView = collectionView
        super.init(frame: .zero)
        name = "orthogonal.\(section)"
        backgroundColor = .clear
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        takeBehavior()
        delegate = self
        // Across only: a drag that goes more down than across is the collection view's.
        let scrolls = panGestureRecognizer.mayBegin
        panGestureRecognizer.mayBegin = { [unowned self] in
            let t = panGestureRecognizer.translation(in: self)
            return (scrolls?() ?? true) && abs(t.x) >= abs(t.y)
        }
    }

    /// Paging by pages is the scroll view's own; by groups, its spring onto the group.
    private func takeBehavior() {
        isPagingEnabled = behavior == .paging
        springsToDelegateTargets = behavior == .groupPaging || behavior == .groupPagingCentered
    }

    override func contentOffsetDidChange() {
        collectionView?.orthogonalOffsetChanged(in: self)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        dragStartOffset = contentOffset.x
    }

    /// Group paging and leading boundaries move the target to a group: the one nearest where the
    /// release would come to rest, and for paging no more than one group from where the drag
    /// began (libadwaita's neighbour rule, as `isPagingEnabled`'s pages).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        guard behavior != .continuous, behavior != .paging, !groupOffsets.isEmpty else { return }
        let projected = targetContentOffset.x
        var nearest = groupOffsets.indices.min { abs(groupOffsets[$0] - projected) < abs(groupOffsets[$1] - projected) } ?? 0
        if behavior == .groupPaging || behavior == .groupPagingCentered {
            let start = groupOffsets.indices.min { abs(groupOffsets[$0] - dragStartOffset) < abs(groupOffsets[$1] - dragStartOffset) } ?? 0
            nearest = min(max(nearest, start - 1), start + 1)
            // velocity is in points per millisecond, the content's way.
            if velocity.x * 1000 > Self.pagingVelocityThreshold { nearest = max(nearest, min(start + 1, groupOffsets.count - 1)) }
            if velocity.x * 1000 < -Self.pagingVelocityThreshold { nearest = min(nearest, max(start - 1, 0)) }
        }
        targetContentOffset.x = groupOffsets[nearest]
    }
}

extension CollectionView {
    /// The row of `section` when the layout runs it across, and how it scrolls.
    func orthogonalRow(of section: Int) -> (row: Rect, behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout, layout.sections.indices.contains(section)
        else { return nil }
        let prepared = layout.sections[section]
        return prepared.orthogonal == .none ? nil : (prepared.row, prepared.orthogonal)
    }

    /// Where `attributes`' element shows in the content: an orthogonal section's items where
    /// its row is scrolled to.
    func displayedFrame(of attributes: CollectionViewLayoutAttributes) -> Rect {
        guard attributes.representedElementCategory == .cell, let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
            let offset = layout.orthogonalOffsets[attributes.indexPath.section]
        else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -offset, dy: 0)
    }

    /// The scroller of an orthogonal section, made when its row first shows, placed over the row.
    func scroller(forSection section: Int) -> OrthogonalScroller? {
        guard let (row, behavior) = orthogonalRow(of: section),
            let layout = collectionViewLayout as? CollectionViewCompositionalLayout
        else { return nil }
        let scroller = orthogonalScrollers[section] ?? OrthogonalScroller(section: section, behavior: behavior, collectionView: self)
        if orthogonalScrollers[section] == nil {
            orthogonalScrollers[section] = scroller
            insertSubview(scroller, at: 0)
        }
        scroller.behavior = behavior
        let prepared = layout.sections[section]
        let frame = Rect(x: 0, y: row.minY, width: bounds.width, height: row.height)
        if scroller.frame != frame { scroller.frame = frame }
        let size = Size(width: prepared.rowWidth, height: row.height)
        if scroller.contentSize != size { scroller.contentSize = size }
        let leading = prepared.groups.first?.frame.minX ?? 0
        scroller.groupOffsets = prepared.groups.map { group in
            behavior == .groupPagingCentered ? group.frame.midX - bounds.width / 2 : group.frame.minX - leading
        }
        let offset = layout.orthogonalOffsets[section] ?? 0
        if scroller.contentOffset.x != offset, !scroller.isDragging, !scroller.isDecelerating {
            scroller.contentOffset = Point(x: offset, y: 0)
        }
        return scroller
    }

    /// A row scrolled: its items show where it is now.
    func orthogonalOffsetChanged(in scroller: OrthogonalScroller) {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
            layout.orthogonalOffsets[scroller.section] != scroller.contentOffset.x
        else { return }
        layout.orthogonalOffsets[scroller.section] = scroller.contentOffset.x
        requery()
        layoutElements()
    }

    /// Takes away the scrollers of rows that no longer show (their offsets stay with the layout).
    func removeScrollers(keeping shown: Set<Int>) {
        for (section, scroller) in orthogonalScrollers where !shown.contains(section) {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
    }
}
