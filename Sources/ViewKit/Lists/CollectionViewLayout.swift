/// Where one element of a collection view goes and how it shows, as UIKit's
/// `UICollectionViewLayoutAttributes`: a cell's (by its index path) or a supplementary view's
/// (by its kind too).
@preconcurrency @MainActor open class CollectionViewLayoutAttributes {
    /// What an element is (UIKit's `UICollectionView.ElementCategory`).
    public nonisolated enum ElementCategory: Int, Hashable, Sendable {
        case cell, supplementaryView, decorationView
    }

    public var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// A supplementary view's kind; nil for a cell.
    public let representedElementKind: String?
    public var frame: Rect
    public var alpha = 1.0
    public var transform = Transform2D.identity
    public var zIndex = 0
    public var isHidden = false
    /// Where a list's row is in its section (a list layout's cells only).
    var listPlacement: ListPlacement?
    /// Whether the height is an estimate the cell is measured for.
    var isSelfSizingHeight = false

    /// A copy of the attributes (UIKit's `copy()`), which the collection view hands a cell to
    /// fit.
    func copied() -> CollectionViewLayoutAttributes {
        let copy =
            representedElementCategory == .cell
            ? Self(forCellWith: indexPath) : Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listPlacement = listPlacement
        copy.isSelfSizingHeight = isSelfSizingHeight
        return copy
    }

    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var size: Size {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// A cell's attributes (UIKit's `init(forCellWith:)`).
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// A supplementary view's attributes.
    public required init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }
}

/// What places a collection view's cells and supplementary views, as UIKit's
/// `UICollectionViewLayout`: `prepare()` works out the places, then the collection view asks
/// for the content's size and the elements in the rectangle it shows. A subclass overrides
/// those; ``CollectionViewFlowLayout`` is ViewKit's.
@preconcurrency @MainActor open class CollectionViewLayout {
    /// The collection view this layout places, once it is its layout.
    public internal(set) weak var collectionView: CollectionView?
    /// Whether `prepare()` must run before the next question.
    private(set) var isInvalid = true

    public init() {}

    /// Works out where everything goes; called before the layout is asked anything after it was
    /// invalidated (by new data, a change of width, or `invalidateLayout()`).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: Size { .zero }

    /// The cells and supplementary views that cross `rect` (in the content's coordinates).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// One cell's attributes.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// One supplementary view's attributes.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; by
    /// default when its size changes (UIKit's answers false; every layout of its own overrides it).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// Whether a cell's measured attributes (`preferredLayoutAttributesFitting`) change the
    /// layout, which then keeps them; false unless overridden, as UIKit's base layout.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Asks for `prepare()` before the next question, and a layout pass.
    open func invalidateLayout() {
        isInvalid = true
        collectionView?.setNeedsLayout()
    }

    /// Runs `prepare()` if the layout is invalid.
    func prepareIfNeeded() {
        guard isInvalid else { return }
        isInvalid = false
        prepare()
    }
}

/// Finds the elements among `frames` (sorted by `minY`, or by `minX` when `horizontal`) that
/// cross `rect`: a binary search for where they start, then a walk while they may still cross,
/// `reach` being the longest extent any frame has along the axis.
nonisolated enum SortedFrames {
    static func indices(of frames: [Rect], crossing rect: Rect, horizontal: Bool, reach: Double) -> Range<Int> {
        let low = horizontal ? rect.minX : rect.minY
        let high = horizontal ? rect.maxX : rect.maxY
        // The first frame that may reach into the rectangle starts at most `reach` before it.
        var lower = 0
        var upper = frames.count
        while lower < upper {
            let middle = (lower + upper) / 2
            let start = horizontal ? frames[middle].minX : frames[middle].minY
            if start < low - reach { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        while end < frames.count, (horizontal ? frames[end].minX : frames[end].minY) < high { end += 1 }
        return lower..<end
    }
}

/// The cells a layout placed, by item: every frame in order, where each section's items start,
/// and the attributes handed out, made once per item until the layout prepares again. What
/// ViewKit's layouts share.
@MainActor struct PlacedItems {
    private(set) var frames: [Rect] = []
    private(set) var sectionStarts: [Int] = []
    private var made: [CollectionViewLayoutAttributes?] = []

    /// Empties it for a new layout.
    mutating func removeAll() {
        frames.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        made.removeAll(keepingCapacity: true)
    }

    /// The next items are the next section's.
    mutating func startSection() { sectionStarts.append(frames.count) }

    mutating func append(_ frame: Rect) {
        frames.append(frame)
        made.append(nil)
    }

    /// Moves the frames from `start` on by `offset` (a section placed before its position was known).
    mutating func shift(from start: Int, by offset: Point) {
        for index in start..<frames.count { frames[index] = frames[index].offsetBy(dx: offset.x, dy: offset.y) }
    }

    /// Where `indexPath`'s frame is among them; nil for an item the layout does not have.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let index = sectionStarts[indexPath.section] + indexPath.item
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : frames.count
        return index < end ? index : nil
    }

    /// The items of `section`, as indices among the frames.
    func range(ofSection section: Int) -> Range<Int> {
        guard sectionStarts.indices.contains(section) else { return 0..<0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : frames.count
        return sectionStarts[section]..<end
    }

    /// The attributes of the item at `index` among the frames.
    mutating func attributes(at index: Int) -> CollectionViewLayoutAttributes {
        if let attributes = made[index] { return attributes }
        // The last section whose items start at or before `index` (empty sections share their
        // start with the next, which holds the item).
        var section = 0
        var upper = sectionStarts.count
        while upper - section > 1 {
            let middle = (section + upper) / 2
            if sectionStarts[middle] <= index { section = middle } else { upper = middle }
        }
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: index - sectionStarts[section], section: section))
        attributes.frame = frames[index]
        made[index] = attributes
        return attributes
    }
}
