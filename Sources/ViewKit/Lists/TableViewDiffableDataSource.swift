/// A table's data source that shows snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// made with the table and a cell provider, it becomes the table's `dataSource`; each
/// `apply(_:animatingDifferences:completion:)` diffs the new snapshot against the one showing
/// (`SnapshotDifference`, linear time) and makes the table's batch of it, so rows are
/// inserted, deleted and moved with their animations instead of reloaded.
///
/// The table holds its data source weakly, as UIKit's: the app keeps this one (a view
/// controller's property, usually). Subclass it for section titles, as on iOS
/// (`override func tableView(_:titleForHeaderInSection:)`).
///
/// Where Drawer differs from UIKit: a cell provider that returns nil is reported in one line
/// and the row gets an empty cell; UIKit traps. A table has no section move here, so a section
/// that moves is deleted and inserted, its rows fading out and in, where UIKit slides it.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    TableViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell of an item at its row: usually one from the table's
    /// `dequeueReusableCell(withIdentifier:for:)`, configured for the item.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// How the rows an animated apply inserts, deletes and reloads come and go.
    public var defaultRowAnimation = TableView.RowAnimation.automatic

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private let applier = SnapshotApplier<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the table's batch of its difference from the one showing, animated with
    /// `defaultRowAnimation` when `animatingDifferences` and applied at once otherwise (still
    /// by difference, as since iOS 15, so cells that stay are kept). Reloaded items get new
    /// cells; reconfigured ones are configured again on the cells they have. `completion` runs
    /// when the animation ends (at once without one).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applier.apply(snapshot, to: tableView, animating: animatingDifferences, animation: defaultRowAnimation, completion: completion)
    }

    /// Shows `snapshot` by reloading the table, without a difference or an animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        applier.applyUsingReloadData(snapshot, to: tableView, completion: completion)
    }

    /// A copy of the snapshot showing, to change and apply.
    open func snapshot() -> Snapshot { applier.current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { applier.item(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { applier.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { applier.section(at: index) }

    /// The index of a section (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { applier.current.indexOfSection(sectionIdentifier) }

    // MARK: The table's data source

    open func numberOfSections(in tableView: TableView) -> Int { applier.current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        applier.count(inSection: section)
    }

    /// The provider's cell for the row's item. A nil from the provider is reported in one line
    /// and the row gets an empty cell (UIKit traps), so one bad row does not end the app.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = applier.item(at: indexPath) else {
            reportListMisuse(
                "Drawer: the table asked for the cell of row \(indexPath), which the snapshot does not have; an empty cell shows")
            return TableViewCell()
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        reportListMisuse(
            "Drawer: the cell provider returned nil for \(identifierPhrase([item], "item")) at \(indexPath); an empty cell shows "
                + "(UIKit traps: \"UITableView failed to obtain a cell from its dataSource\")")
        return TableViewCell()
    }

    /// No header titles unless a subclass gives them, as UIKit's.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row is editable unless a subclass says so, as UIKit's (whose subclasses override this
    /// and `tableView(_:commit:forRowAt:)` for the swipe to delete).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing, unless a subclass deletes the item from a snapshot and applies it.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// Equal only to itself, as UIKit's `NSObject` subclass is.
extension TableViewDiffableDataSource: IdentifiedByObject {}
