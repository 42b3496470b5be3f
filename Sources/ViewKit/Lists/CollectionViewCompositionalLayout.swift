/// What a compositional layout holds for the whole collection view, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`: the space between sections. (UIKit's
/// `scrollDirection` is not here: the layout scrolls vertically only, so far.)
@preconcurrency @MainActor open class CollectionViewCompositionalLayoutConfiguration {
    public var interSectionSpacing = 0.0

    public init() {}
}

/// Items in groups in sections, as UIKit's `UICollectionViewCompositionalLayout` (iOS 13): each
/// section's group (a ``CollectionLayoutGroup`` of ``CollectionLayoutItem``s, or of groups) is
/// repeated down the section until its items are placed, the groups `interGroupSpacing` apart,
/// inside the section's `contentInsets`, between its boundary supplementary items (headers
/// above, footers below). A section may instead run its groups across, in one row that scrolls
/// on its own (`orthogonalScrollingBehavior`).
///
/// Fractional extents are fractions of the container: for a section's group, the collection
/// view's size less the section's insets; for an item, its group's size. An item's content
/// insets shrink it (except along an estimated extent); its edge spacing moves it.
///
/// Estimated heights are measured: an item of an estimated height takes the height its cell
/// fits (`preferredLayoutAttributesFitting`, once the collection view makes the cell), and a
/// group of an estimated height takes its tallest item's; the collection view keeps what shows
/// where it is while heights above it change (`CollectionView`'s self-sizing).
///
/// Ours where UIKit is silent or Drawer is not there yet: headers and footers keep to the
/// section's leading and trailing insets; estimated widths, and the heights of supplementary
/// items, of nested groups and of orthogonal rows, are taken as they are; a horizontal group's
/// items line up at its top, a vertical one's at its leading edge.
@preconcurrency @MainActor open class CollectionViewCompositionalLayout: CollectionViewLayout {
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section (nil: the section is laid out empty).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// What `prepare()` worked out for one section.
    struct PreparedSection {
        /// From its top (header included) to its bottom (footer included).
        var band: ClosedRange<Double>
        /// The groups' frames, in order, with the items each holds (indices among the frames).
        var groups: [(frame: Rect, items: Range<Int>)]
        var orthogonal: CollectionLayoutSectionOrthogonalScrollingBehavior
        /// The width the groups of an orthogonal section run to, its trailing inset included.
        var rowWidth: Double
        /// An orthogonal section's row of groups, from the collection view's leading edge.
        var row: Rect
        /// The list the section is, if it is one.
        var list: CollectionLayoutListConfiguration?
    }

    private(set) var sections: [PreparedSection] = []
    private var placed = PlacedItems()
    private var supplementaries: [CollectionViewLayoutAttributes] = []
    private var contentSize = Size.zero
    private var preparedSize = Size.zero
    /// How far each orthogonal section is scrolled across (its scroller's offset), by section.
    var orthogonalOffsets: [Int: Double] = [:]
    /// The background a list layout gives its collection view.
    var listBackground: Color?
    /// The heights cells measured for items of an estimated height, by section and item.
    private var measuredHeights: [Int: [Int: Double]] = [:]
    /// The items (indices among the frames) whose height is an estimate to measure.
    private var selfSizingItems: Set<Int> = []

    open override var collectionViewContentSize: Size { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.size != preparedSize }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let height = preferredAttributes.frame.height
        let indexPath = originalAttributes.indexPath
        guard originalAttributes.isSelfSizingHeight, height.isFinite, height > 0,
            abs(height - originalAttributes.frame.height) > 1e-9
        else { return false }
        measuredHeights[indexPath.section, default: [:]][indexPath.item] = height
        return true
    }

    open override func prepare() {
        placed.removeAll()
        sections.removeAll()
        supplementaries.removeAll()
        selfSizingItems.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        preparedSize = collectionView.bounds.size
        let width = collectionView.bounds.width
        let environment = CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: collectionView.bounds.size, contentInsets: .zero))
        var y = 0.0
        let sectionCount = collectionView.numberOfSections
        for index in 0..<sectionCount {
            placed.startSection()
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                sections.append(PreparedSection(band: y...y, groups: [], orthogonal: .none, rowWidth: 0, row: .zero, list: nil))
                for _ in 0..<count { placed.append(.zero) }
                continue
            }
            let top = y
            let insets = section.contentInsets
            let inner = Rect(
                x: insets.leading, y: 0, width: max(width - insets.leading - insets.trailing, 0),
                height: max(collectionView.bounds.height - insets.top - insets.bottom, 0))
            y = placeBoundaries(section, index: index, top: true, at: y, within: inner)
            y += insets.top
            var groups: [(frame: Rect, items: Range<Int>)] = []
            var placedCount = 0
            var across = inner.minX
            var rowHeight = 0.0
            let orthogonal = section.orthogonalScrollingBehavior != .none
            while placedCount < count {
                var size = section.group.layoutSize.resolved(in: inner.size)
                var frame =
                    orthogonal ? Rect(origin: Point(x: across, y: y), size: size) : Rect(origin: Point(x: inner.minX, y: y), size: size)
                let start = placed.frames.count
                let used = fill(
                    section.group, in: frame, remaining: count - placedCount, environment: environment,
                    measured: orthogonal ? nil : measuredHeights[index] ?? [:])
                guard used > 0 else { break }
                // A group of an estimated height is as tall as its tallest item.
                if !orthogonal, section.group.layoutSize.heightDimension.isEstimated {
                    size.height = placed.frames[start...].reduce(0) { max($0, $1.maxY) } - frame.minY
                    frame.size = size
                }
                groups.append((frame, start..<placed.frames.count))
                placedCount += used
                if orthogonal {
                    across += size.width + section.interGroupSpacing
                    rowHeight = max(rowHeight, size.height)
                } else {
                    y += size.height + (placedCount < count ? section.interGroupSpacing : 0)
                }
            }
            // Items no group could hold have no place.
            for _ in placedCount..<max(count, placedCount) { placed.append(.zero) }
            let rowTop = y
            if orthogonal { y += rowHeight }
            y += insets.bottom
            y = placeBoundaries(section, index: index, top: false, at: y, within: inner)
            let rowWidth = (groups.last.map { $0.frame.maxX } ?? inner.minX) + insets.trailing
            sections.append(
                PreparedSection(
                    band: top...y, groups: groups, orthogonal: section.orthogonalScrollingBehavior, rowWidth: rowWidth,
                    row: Rect(x: 0, y: rowTop, width: width, height: rowHeight), list: section.listConfiguration))
            if index + 1 < sectionCount { y += configuration.interSectionSpacing }
        }
        contentSize = Size(width: width, height: y)
    }

    /// Places a section's headers (`top`) or footers from `y`, across `inner`'s width; returns
    /// where the section's content goes on from.
    private func placeBoundaries(_ section: CollectionLayoutSection, index: Int, top: Bool, at y: Double, within inner: Rect) -> Double {
        let items = section.boundarySupplementaryItems.filter { item in
            let alignment = item.alignment
            let isTop = alignment == .top || alignment == .topLeading || alignment == .topTrailing
            let isBottom = alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing
            return top ? isTop : isBottom
        }
        var extent = 0.0
        for item in items {
            let size = item.layoutSize.resolved(in: inner.size)
            var x = inner.minX
            switch item.alignment {
            case .topTrailing, .bottomTrailing: x = inner.maxX - size.width
            case .top, .bottom: x = inner.midX - size.width / 2
            default: break
            }
            let attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = Rect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            attributes.zIndex = item.zIndex
            supplementaries.append(attributes)
            if item.extendsBoundary { extent = max(extent, size.height) }
        }
        return y + extent
    }

    /// Places up to `remaining` items in `group` at `frame`; returns how many it placed.
    /// An item of an estimated height takes its height from `measured` (by item), when there.
    private func fill(
        _ group: CollectionLayoutGroup, in frame: Rect, remaining: Int, environment: CollectionLayoutEnvironment,
        measured: [Int: Double]? = nil
    ) -> Int {
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let inner = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: frame.size, contentInsets: .zero))
            let custom = provider(inner).prefix(remaining)
            for item in custom { placed.append(item.frame.offsetBy(dx: frame.minX, dy: frame.minY)) }
            return custom.count
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        let available = horizontal ? frame.width : frame.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // What the group takes, in turn: each subitem's size and the spacing before it.
        var slots: [(item: CollectionLayoutItem, size: Size, lead: Double)] = []
        var used = 0.0
        if let count = group.count, let subitem = group.subitems.first {
            let along = max((available - Double(count - 1) * spacing) / Double(count), 0)
            let resolved = subitem.layoutSize.resolved(in: frame.size)
            let size = horizontal ? Size(width: along, height: resolved.height) : Size(width: resolved.width, height: along)
            for index in 0..<count { slots.append((subitem, size, index == 0 ? 0 : spacing)) }
            used = available
        } else if !group.subitems.isEmpty {
            // The subitems in turn while the next fits (the first always goes in); a few
            // thousand at most, for a group of items of no extent.
            var turn = 0
            while slots.count < Self.largestGroup {
                let item = group.subitems[turn % group.subitems.count]
                let size = item.layoutSize.resolved(in: frame.size)
                let lead = (slots.isEmpty ? 0 : spacing) + Self.leadingEdgeSpacing(of: item, horizontal: horizontal)
                let extent = horizontal ? size.width : size.height
                if !slots.isEmpty, used + lead + extent > available + 1e-9 { break }
                slots.append((item, size, lead))
                used += lead + extent
                turn += 1
            }
        }
        // A flexible spacing shares out what is left.
        let extra =
            group.interItemSpacing?.isFlexibleSpacing == true && slots.count > 1 ? max(available - used, 0) / Double(slots.count - 1) : 0
        var position = 0.0
        var count = 0
        for (index, slot) in slots.enumerated() {
            guard count < remaining else { break }
            position += slot.lead + (index == 0 ? 0 : extra)
            let origin = horizontal ? Point(x: frame.minX + position, y: frame.minY) : Point(x: frame.minX, y: frame.minY + position)
            var slotFrame = Rect(origin: origin, size: slot.size)
            if let nested = slot.item as? CollectionLayoutGroup {
                count += fill(nested, in: slotFrame, remaining: remaining - count, environment: environment)
            } else {
                if let measured, slot.item.layoutSize.heightDimension.isEstimated {
                    selfSizingItems.insert(placed.frames.count)
                    let item = placed.frames.count - (placed.sectionStarts.last ?? 0)
                    if let height = measured[item] { slotFrame.size.height = height }
                }
                placed.append(Self.inset(slotFrame, by: slot.item))
                count += 1
            }
            position += horizontal ? slotFrame.width : slotFrame.height
        }
        return count
    }

    /// The most slots one group has: a bound for a group whose items take no room.
    static let largestGroup = 4096

    /// The spacing an item's edge spacing puts before it along the group's axis.
    private static func leadingEdgeSpacing(of item: CollectionLayoutItem, horizontal: Bool) -> Double {
        guard let edge = item.edgeSpacing else { return 0 }
        return (horizontal ? edge.leading : edge.top)?.spacing ?? 0
    }

    /// An item's frame less its content insets, except along an estimated extent.
    private static func inset(_ frame: Rect, by item: CollectionLayoutItem) -> Rect {
        let insets = item.contentInsets
        let size = item.layoutSize
        let (left, right) = size.widthDimension.isEstimated ? (0.0, 0.0) : (insets.leading, insets.trailing)
        let (top, bottom) = size.heightDimension.isEstimated ? (0.0, 0.0) : (insets.top, insets.bottom)
        return Rect(
            x: frame.minX + left, y: frame.minY + top, width: max(frame.width - left - right, 0),
            height: max(frame.height - top - bottom, 0))
    }

    // MARK: Questions

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var found: [CollectionViewLayoutAttributes] = []
        // The first section that reaches the rectangle: sections are stacked, so search.
        var lower = 0
        var upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].band.upperBound < rect.minY { lower = middle + 1 } else { upper = middle }
        }
        var index = lower
        while index < sections.count, sections[index].band.lowerBound <= rect.maxY {
            let section = sections[index]
            // An orthogonal section's items show where its row is scrolled to.
            let shift = section.orthogonal == .none ? 0 : orthogonalOffsets[index] ?? 0
            let probe = rect.offsetBy(dx: shift, dy: 0)
            for group in Self.groups(of: section, crossing: probe) {
                for item in group.items where placed.frames[item].overlaps(probe) {
                    found.append(attributes(at: item, in: index))
                }
            }
            index += 1
        }
        for attributes in supplementaries where attributes.frame.overlaps(rect) { found.append(attributes) }
        return found
    }

    /// The groups of `section` that may cross `rect`: a stacked section's by a search down
    /// them, an orthogonal row's all.
    private static func groups(of section: PreparedSection, crossing rect: Rect) -> ArraySlice<(frame: Rect, items: Range<Int>)> {
        guard section.orthogonal == .none else { return section.groups[...] }
        var lower = 0
        var upper = section.groups.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if section.groups[middle].frame.maxY < rect.minY { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        while end < section.groups.count, section.groups[end].frame.minY <= rect.maxY { end += 1 }
        return section.groups[lower..<end]
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        placed.flatIndex(of: indexPath).map { attributes(at: $0, in: indexPath.section) }
    }

    /// An item's attributes, with its place in its list when its section is one.
    private func attributes(at index: Int, in section: Int) -> CollectionViewLayoutAttributes {
        let attributes = placed.attributes(at: index)
        attributes.isSelfSizingHeight = selfSizingItems.contains(index)
        if attributes.listPlacement == nil, sections.indices.contains(section), let list = sections[section].list {
            let items = placed.range(ofSection: section)
            attributes.listPlacement = ListPlacement(
                isFirst: index == items.lowerBound, isLast: index == items.upperBound - 1, configuration: list)
        }
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        supplementaries.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
}
