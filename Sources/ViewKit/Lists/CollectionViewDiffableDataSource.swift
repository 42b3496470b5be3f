/// A collection view's data source that shows snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: made with the collection view and a cell provider, it
/// becomes the collection view's `dataSource`; each `apply(_:animatingDifferences:completion:)`
/// diffs the new snapshot against the one showing (`SnapshotDifference`, linear time) and
/// makes the collection view's batch of it, so items are inserted, deleted and moved with their
/// animations instead of reloaded. Supplementary views come from `supplementaryViewProvider`.
///
/// The collection view holds its data source weakly, as UIKit's: the app keeps this one.
///
/// Where Drawer differs from UIKit: a cell provider that returns nil is reported in one line
/// and the item gets an empty cell; UIKit traps. A section that moves is deleted and inserted.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    CollectionViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell of an item: usually `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    public var supplementaryViewProvider: SupplementaryViewProvider?
    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private let applier = SnapshotApplier<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the collection view's batch of its difference from the one showing,
    /// animated when `animatingDifferences` and applied at once otherwise (still by difference).
    /// `completion` runs when the animation ends (at once without one).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applier.apply(snapshot, to: collectionView, animating: animatingDifferences, animation: .automatic, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view, without a difference or an animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        applier.applyUsingReloadData(snapshot, to: collectionView, completion: completion)
    }

    /// A copy of the snapshot showing, to change and apply.
    open func snapshot() -> Snapshot { applier.current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { applier.item(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { applier.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { applier.section(at: index) }

    /// The index of a section (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { applier.current.indexOfSection(sectionIdentifier) }

    // MARK: The collection view's data source

    open func numberOfSections(in collectionView: CollectionView) -> Int { applier.current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        applier.count(inSection: section)
    }

    /// The provider's cell for the item. A nil from the provider is reported in one line and the
    /// item gets an empty cell (UIKit traps), so one bad item does not end the app.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = applier.item(at: indexPath) else {
            reportListMisuse(
                "Drawer: the collection view asked for the cell of item \(indexPath), which the snapshot does not have; an empty cell shows"
            )
            return CollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        reportListMisuse(
            "Drawer: the cell provider returned nil for \(identifierPhrase([item], "item")) at \(indexPath); an empty cell shows "
                + "(UIKit traps: \"the cell returned from the cell provider is nil\")")
        return CollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        reportListMisuse(
            "Drawer: no supplementary view of kind \(kind) at \(indexPath): set the data source's supplementaryViewProvider; "
                + "an empty view shows (UIKit traps)")
        return CollectionReusableView(frame: .zero)
    }
}

/// Equal only to itself, as UIKit's `NSObject` subclass is.
extension CollectionViewDiffableDataSource: IdentifiedByObject {}
