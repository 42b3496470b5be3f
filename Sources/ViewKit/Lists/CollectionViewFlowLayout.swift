/// Items in lines, as UIKit's `UICollectionViewFlowLayout`: each section's header, then its items
/// (inset by `sectionInset`) in lines across the collection view, then its footer.
///
/// A line takes items until the next would not fit with `minimumInteritemSpacing` before it;
/// its spare space then widens the gaps evenly, so the first item touches the inset on one side
/// and the last on the other (UIKit's justified lines). A line is as thick as its largest item,
/// the others centred across it, and lines stand `minimumLineSpacing` apart (not from headers or
/// footers: the section's inset is between). With `scrollDirection` `.horizontal` the same holds
/// with the axes swapped: lines are columns, and a header stands to the left of its section.
/// The delegate, a ``CollectionViewDelegateFlowLayout``, may size each item and section.
///
/// Ours where UIKit is silent: a line of one item is centred; a short last line is justified
/// as every other (both as UIKit's are seen to do).
@preconcurrency @MainActor open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public nonisolated enum ScrollDirection: Int, Hashable, Sendable {
        case vertical, horizontal
    }

    public var scrollDirection = ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    /// Every item's size, unless the delegate sizes it; 50 × 50, UIKit's.
    public var itemSize = Size(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// Kept for code that sets it; items are `itemSize` or the delegate's size.
    public var estimatedItemSize = Size.zero
    public var minimumLineSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    public var minimumInteritemSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    public var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    /// A header's size: only its extent along the scrolling axis counts; zero for none.
    public var headerReferenceSize = Size.zero {
        didSet { invalidateLayout() }
    }
    public var footerReferenceSize = Size.zero {
        didSet { invalidateLayout() }
    }

    /// What `prepare()` worked out: every item's frame in order, where each section's items
    /// start among them, each section's header and footer, and the content's size.
    private var placed = PlacedItems()
    private var headers: [Rect] = []
    private var footers: [Rect] = []
    private var contentSize = Size.zero
    /// The largest extent of an item along the scrolling axis, for the search by position.
    private var reach = 0.0
    /// The supplementary attributes handed out, made once each until the layout is invalidated.
    private var madeSupplementaries: [String: CollectionViewLayoutAttributes] = [:]
    private var preparedSize = Size.zero

    public override init() {
        super.init()
    }

    open override var collectionViewContentSize: Size { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        scrollDirection == .vertical ? newBounds.width != preparedSize.width : newBounds.height != preparedSize.height
    }

    open override func prepare() {
        placed.removeAll()
        headers.removeAll(keepingCapacity: true)
        footers.removeAll(keepingCapacity: true)
        madeSupplementaries.removeAll()
        reach = 0
        guard let collectionView else {
            contentSize = .zero
            return
        }
        preparedSize = collectionView.bounds.size
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        // Along: the scrolling axis; across: the other. A point is (across, along).
        func point(across: Double, along: Double) -> Point { vertical ? Point(x: across, y: along) : Point(x: along, y: across) }
        func rect(across: Double, along: Double, size: Size) -> Rect { Rect(origin: point(across: across, along: along), size: size) }
        let breadth = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var along = 0.0
        for section in 0..<collectionView.numberOfSections {
            placed.startSection()
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let headerExtent = vertical ? header.height : header.width
            headers.append(
                rect(
                    across: 0, along: along,
                    size: vertical ? Size(width: breadth, height: headerExtent) : Size(width: headerExtent, height: breadth)))
            along += headerExtent + (vertical ? inset.top : inset.left)
            let (start, end) = vertical ? (inset.left, breadth - inset.right) : (inset.top, breadth - inset.bottom)
            let room = end - start
            var line: [Size] = []
            var lineUsed = 0.0
            func closeLine() {
                guard !line.isEmpty else { return }
                let thickness = line.map { vertical ? $0.height : $0.width }.max() ?? 0
                let total = line.reduce(0) { $0 + (vertical ? $1.width : $1.height) }
                let gap = line.count > 1 ? (room - total) / Double(line.count - 1) : 0
                var across = line.count > 1 ? start : start + (room - total) / 2
                for size in line {
                    let (width, extent) = vertical ? (size.width, size.height) : (size.height, size.width)
                    placed.append(rect(across: across, along: along + (thickness - extent) / 2, size: size))
                    across += width + gap
                }
                reach = max(reach, thickness)
                along += thickness
                line.removeAll(keepingCapacity: true)
                lineUsed = 0
            }
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let asked =
                    delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
                let size = Size(width: Self.usable(asked.width), height: Self.usable(asked.height))
                let width = vertical ? size.width : size.height
                if !line.isEmpty, lineUsed + itemSpacing + width > room {
                    closeLine()
                    along += lineSpacing
                }
                lineUsed += (line.isEmpty ? 0 : itemSpacing) + width
                line.append(size)
            }
            closeLine()
            along += vertical ? inset.bottom : inset.right
            let footerExtent = vertical ? footer.height : footer.width
            footers.append(
                rect(
                    across: 0, along: along,
                    size: vertical ? Size(width: breadth, height: footerExtent) : Size(width: footerExtent, height: breadth)))
            along += footerExtent
        }
        contentSize = vertical ? Size(width: breadth, height: along) : Size(width: along, height: breadth)
    }

    /// A size as the layout takes it: finite and not negative.
    private static func usable(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var found: [CollectionViewLayoutAttributes] = []
        let horizontal = scrollDirection == .horizontal
        for index in SortedFrames.indices(of: placed.frames, crossing: rect, horizontal: horizontal, reach: reach)
        where placed.frames[index].overlaps(rect) {
            found.append(placed.attributes(at: index))
        }
        for section in headers.indices {
            for (kind, boundary) in [
                (CollectionView.elementKindSectionHeader, headers), (CollectionView.elementKindSectionFooter, footers),
            ]
            where boundary[section].width > 0 && boundary[section].height > 0 && boundary[section].overlaps(rect) {
                if let made = layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)) {
                    found.append(made)
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        placed.flatIndex(of: indexPath).map { placed.attributes(at: $0) }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let boundary =
            elementKind == CollectionView.elementKindSectionHeader
            ? headers : elementKind == CollectionView.elementKindSectionFooter ? footers : []
        guard boundary.indices.contains(indexPath.section) else { return nil }
        let key = "\(elementKind)/\(indexPath.section)"
        if let made = madeSupplementaries[key] { return made }
        let made = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
        made.frame = boundary[indexPath.section]
        madeSupplementaries[key] = made
        return made
    }
}
