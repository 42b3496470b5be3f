/// A list in a collection view, as UIKit's `UICollectionLayoutListConfiguration` (iOS 14): full-width
/// rows in sections of one of the table's looks, for
/// `CollectionViewCompositionalLayout.list(using:)` or a section's `list(using:layoutEnvironment:)`.
///
/// Rows are 44 points (UIKit's estimate; cells are not measured yet), an inset-grouped section
/// is inset 20 points and rounded by 10 at its ends, grouped sections stand 18 apart, and a
/// header is 38 points in the grouped looks and 28 in the plain one: the table's numbers (see
/// "Showing lists"), so a list looks the same in either.
public nonisolated struct CollectionLayoutListConfiguration: Hashable, Sendable {
    public enum Appearance: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped
        /// A sidebar's look: inset-grouped here.
        case sidebar
        /// A plain sidebar's look: plain here.
        case sidebarPlain
    }

    /// Where a section's header comes from (UIKit's `HeaderMode`).
    public enum HeaderMode: Int, Hashable, Sendable {
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (laid out as a row here).
        case firstItemInSection
    }

    public enum FooterMode: Int, Hashable, Sendable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// The list's background; the look's own (grouped grey, or white) when nil.
    public var backgroundColor: Color?
    /// Space above each section's header; the look's own when nil.
    public var headerTopPadding: Double?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether the look is a grouped one, and whether its sections are inset.
    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// The list's background: the configuration's, or the look's.
    var resolvedBackground: Color { backgroundColor ?? (isGrouped ? SystemColor.groupedBackground : .white) }
}

/// Where a list's row is in its section, for the cell's look (rounded ends, separators).
nonisolated struct ListPlacement: Hashable, Sendable {
    let isFirst: Bool
    let isLast: Bool
    let configuration: CollectionLayoutListConfiguration
}

extension CollectionLayoutSection {
    /// A section of a list (UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment)
        -> CollectionLayoutSection
    {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableView.defaultRowHeight))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
        let grouped = configuration.isGrouped
        let side = configuration.isInset ? TableView.sectionInset : 0
        let top = configuration.headerMode == .supplementary ? 0 : (grouped ? TableView.groupedSpacing : 0)
        section.contentInsets = DirectionalEdgeInsets(
            top: top, leading: side, bottom: grouped ? TableView.groupedSpacing : 0, trailing: side)
        var boundaries: [CollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let height = (grouped ? TableView.groupedTitleHeight : TableView.plainTitleHeight) + (configuration.headerTopPadding ?? 0)
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !grouped
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableView.plainTitleHeight)),
                    elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (UIKit's `list(using:)`); the
    /// collection view takes the list's background.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackground = configuration.resolvedBackground
        return layout
    }
}
