/// One extent of an element of a compositional layout, as UIKit's
/// `NSCollectionLayoutDimension`: a fraction of its container's width or height, points, or an
/// estimate.
public nonisolated struct CollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    let kind: Kind
    public let dimension: Double

    /// A fraction of the containing group's (or section's) width.
    public static func fractionalWidth(_ fraction: Double) -> Self { Self(kind: .fractionalWidth, dimension: fraction) }
    /// A fraction of the containing group's (or section's) height.
    public static func fractionalHeight(_ fraction: Double) -> Self { Self(kind: .fractionalHeight, dimension: fraction) }
    /// Points.
    public static func absolute(_ points: Double) -> Self { Self(kind: .absolute, dimension: points) }
    /// An estimate in points, which the layout takes as the extent (cells are not measured yet).
    public static func estimated(_ points: Double) -> Self { Self(kind: .estimated, dimension: points) }
    /// An estimate the largest of the siblings settles for all of them (iOS 17); taken as the estimate.
    public static func uniformAcrossSiblings(estimate: Double) -> Self { Self(kind: .uniform, dimension: estimate) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniform }

    /// The extent in points within a container of `container`'s size.
    func resolved(in container: Size) -> Double {
        let value: Double
        switch kind {
        case .fractionalWidth: value = container.width * dimension
        case .fractionalHeight: value = container.height * dimension
        case .absolute, .estimated, .uniform: value = dimension
        }
        return value.isFinite ? max(value, 0) : 0
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
public nonisolated struct CollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`: exactly so much, or at least so
/// much with what is left over shared out.
public nonisolated struct CollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: Double
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    public static func fixed(_ spacing: Double) -> Self { Self(spacing: spacing, isFlexibleSpacing: false) }
    public static func flexible(_ spacing: Double) -> Self { Self(spacing: spacing, isFlexibleSpacing: true) }
}

/// Space around an item that moves it (applied before its content insets), as UIKit's
/// `NSCollectionLayoutEdgeSpacing`. A flexible spacing counts its minimum here.
public nonisolated struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Where a supplementary item sits on the edge of what it belongs to (UIKit's `NSRectAlignment`).
public nonisolated enum RectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// An item of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size within its
/// group, its content insets (which shrink it, except along an estimated extent) and its edge
/// spacing (which moves it).
@preconcurrency @MainActor open class CollectionLayoutItem {
    public let layoutSize: CollectionLayoutSize
    public var contentInsets = DirectionalEdgeInsets.zero
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A run of items (or groups) along one axis, or placed by a provider, as UIKit's
/// `NSCollectionLayoutGroup`: repeated along the section until the section's items are placed.
///
/// A horizontal or vertical group made from `subitems` takes them in turn, over and over, while
/// the next still fits (so one item of a quarter of the width makes a group of four); made with
/// `count`, it takes exactly that many of its one subitem, each as wide (or tall) as makes them
/// fill it with `interItemSpacing` between.
@preconcurrency @MainActor open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom((CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    public let subitems: [CollectionLayoutItem]
    /// How many of the subitem a `count` group holds; nil for as many as fit.
    let count: Int?
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(count, 1))
    }

    /// iOS 16's name for `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(count, 1))
    }

    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose items the provider places, one frame each, in the group's coordinates.
    public static func custom(
        layoutSize: CollectionLayoutSize, itemProvider: @escaping (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}

/// One item a custom group places, as UIKit's `NSCollectionLayoutGroupCustomItem`.
public nonisolated struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    public let frame: Rect
    public let zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A header or footer of a section (or of the whole layout), as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: its size, its kind, and the edge it stands on.
@preconcurrency @MainActor open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    public let elementKind: String
    public let alignment: RectAlignment
    public let offset: Point
    /// Whether it stays in view while its section shows (a plain list's floating header).
    public var pinToVisibleBounds = false
    /// Whether it makes its section longer (true), or lies over its content.
    public var extendsBoundary = true
    public var zIndex = 0

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}

/// How a section whose groups run across the collection view scrolls on its own (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, with its raw values).
public nonisolated enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section's groups follow one another down the collection view.
    case none = 0
    /// One row that scrolls freely.
    case continuous = 1
    /// One row that comes to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary = 2
    /// One row that scrolls a page (its width) at a time.
    case paging = 3
    /// One row that scrolls a group at a time.
    case groupPaging = 4
    /// One row that scrolls a group at a time, the group centred.
    case groupPagingCentered = 5
}

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group
/// repeated for its items, the space between groups, its insets, its headers and footers, and
/// whether it scrolls across on its own.
@preconcurrency @MainActor open class CollectionLayoutSection {
    public let group: CollectionLayoutGroup
    public var interGroupSpacing = 0.0
    public var contentInsets = DirectionalEdgeInsets.zero
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The list this section is, when `list(using:layoutEnvironment:)` made it: its rows' cells
    /// take the list's look.
    var listConfiguration: CollectionLayoutListConfiguration?

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// The size a section is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public nonisolated struct CollectionLayoutContainer: Hashable, Sendable {
    public let contentSize: Size
    public let contentInsets: DirectionalEdgeInsets
    public var effectiveContentSize: Size {
        Size(
            width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// What a section provider and a custom group know of where they are laid out, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public nonisolated struct CollectionLayoutEnvironment: Hashable, Sendable {
    public let container: CollectionLayoutContainer
}
