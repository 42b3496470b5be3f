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
