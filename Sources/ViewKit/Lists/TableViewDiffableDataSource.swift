/// A table's data source that shows snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// made with the table and a cell provider, it becomes the table's `dataSource`; each
/// `apply(_:animatingDifferences:completion:)` diffs the new snapshot against the one showing
/// (``SnapshotDifference``, linear time) and makes the table's batch of it, so rows are
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
    /// What the table shows, without reload and reconfigure marks (they are spent when applied).
    private var current = Snapshot()

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
        let difference = SnapshotDifference(from: current, to: snapshot)
        let next = snapshot.unmarked
        guard let tableView, !difference.isEmpty else {
            current = next
            completion?()
            return
        }
        let batch = difference.tableBatch
        let animation = animatingDifferences ? defaultRowAnimation : .none
        // The completion waits for the reconfigures, which follow the batch even when it
        // applies at once (and so completes within).
        var isReconfigured = false
        var isFinished = false
        let update = {
            tableView.performBatchUpdates(
                {
                    self.current = next
                    batch.record(on: tableView, with: animation)
                },
                completion: { _ in
                    if isReconfigured { completion?() } else { isFinished = true }
                })
        }
        if animatingDifferences { update() } else { View.performWithoutAnimation(update) }
        tableView.reconfigureRows(at: batch.reconfiguredRows)
        isReconfigured = true
        if isFinished { completion?() }
    }

    /// Shows `snapshot` by reloading the table, without a difference or an animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot showing, to change and apply.
    open func snapshot() -> Snapshot { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionList.indices.contains(index) ? current.sectionList[index] : nil
    }

    /// The index of a section (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: The table's data source

    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.itemLists.indices.contains(section) ? current.itemLists[section].count : 0
    }

    /// The provider's cell for the row's item. A nil from the provider is reported in one line
    /// and the row gets an empty cell (UIKit traps), so one bad row does not end the app.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.item(at: indexPath) else {
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

extension SnapshotDifference.TableBatch {
    /// Records the batch's changes in the table's open batch.
    @MainActor func record(on tableView: TableView, with animation: TableView.RowAnimation) {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
        if !reloadedSections.isEmpty { tableView.reloadSections(reloadedSections, with: animation) }
        if !deletedRows.isEmpty { tableView.deleteRows(at: deletedRows, with: animation) }
        if !insertedRows.isEmpty { tableView.insertRows(at: insertedRows, with: animation) }
        if !reloadedRows.isEmpty { tableView.reloadRows(at: reloadedRows, with: animation) }
        for move in movedRows { tableView.moveRow(at: move.from, to: move.to) }
    }
}
