/// A view that shows snapshots: a table or a collection view, which takes a difference as one
/// batch of its own calls and configures cells again in place.
@MainActor protocol SnapshotShowing: AnyObject {
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Records `batch`'s changes in the batch that is open, with `animation` where the view
    /// takes one.
    func record(_ batch: SnapshotDifference.TableBatch, animation: TableView.RowAnimation)
    /// Configures the cells of these elements again on the cells they have.
    func reconfigure(_ indexPaths: [IndexPath])
    func reloadData()
}

/// What a diffable data source keeps, whatever view it feeds: the snapshot showing, and how a
/// new one is applied to the view. A class: the view asks the data source for counts and cells
/// while a snapshot is applied.
@MainActor final class SnapshotApplier<Section: Hashable, Item: Hashable> {
    typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>

    /// What the view shows, without reload and reconfigure marks (they are spent when applied).
    private(set) var current = Snapshot()

    /// Shows `snapshot` on `view`: the view's batch of its difference from the one showing,
    /// animated with `animation` when `animating` and applied at once otherwise (still by
    /// difference, as since iOS 15, so cells that stay are kept). Reconfigured elements are
    /// configured again on the cells they have, after the batch. `completion` runs when the
    /// animation ends (at once without one).
    func apply(
        _ snapshot: Snapshot, to view: SnapshotShowing?, animating: Bool, animation: TableView.RowAnimation,
        completion: (() -> Void)?
    ) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        let next = snapshot.unmarked
        guard let view, !difference.isEmpty else {
            current = next
            completion?()
            return
        }
        let batch = difference.tableBatch
        current = next
        // The completion waits for the reconfigures, which follow the batch even when it
        // applies at once (and so completes within).
        var isReconfigured = false
        var isFinished = false
        let update = {
            view.performBatchUpdates(
                { view.record(batch, animation: animating ? animation : .none) },
                completion: { _ in
                    if isReconfigured { completion?() } else { isFinished = true }
                })
        }
        if animating { update() } else { View.performWithoutAnimation(update) }
        view.reconfigure(batch.reconfiguredRows)
        isReconfigured = true
        if isFinished { completion?() }
    }

    /// Shows `snapshot` by reloading the view, without a difference or an animation.
    func applyUsingReloadData(_ snapshot: Snapshot, to view: SnapshotShowing?, completion: (() -> Void)?) {
        current = snapshot.unmarked
        view?.reloadData()
        completion?()
    }

    func item(at indexPath: IndexPath) -> Item? { current.item(at: indexPath) }
    func indexPath(of item: Item) -> IndexPath? { current.indexPath(of: item) }
    func section(at index: Int) -> Section? { current.sectionList.indices.contains(index) ? current.sectionList[index] : nil }
    func count(inSection section: Int) -> Int { current.itemLists.indices.contains(section) ? current.itemLists[section].count : 0 }
}

extension TableView: SnapshotShowing {
    func record(_ batch: SnapshotDifference.TableBatch, animation: RowAnimation) {
        if !batch.deletedSections.isEmpty { deleteSections(batch.deletedSections, with: animation) }
        if !batch.insertedSections.isEmpty { insertSections(batch.insertedSections, with: animation) }
        if !batch.reloadedSections.isEmpty { reloadSections(batch.reloadedSections, with: animation) }
        if !batch.deletedRows.isEmpty { deleteRows(at: batch.deletedRows, with: animation) }
        if !batch.insertedRows.isEmpty { insertRows(at: batch.insertedRows, with: animation) }
        if !batch.reloadedRows.isEmpty { reloadRows(at: batch.reloadedRows, with: animation) }
        for move in batch.movedRows { moveRow(at: move.from, to: move.to) }
    }

    func reconfigure(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

extension CollectionView: SnapshotShowing {
    func record(_ batch: SnapshotDifference.TableBatch, animation: TableView.RowAnimation) {
        if !batch.deletedSections.isEmpty { deleteSections(batch.deletedSections) }
        if !batch.insertedSections.isEmpty { insertSections(batch.insertedSections) }
        if !batch.reloadedSections.isEmpty { reloadSections(batch.reloadedSections) }
        if !batch.deletedRows.isEmpty { deleteItems(at: batch.deletedRows) }
        if !batch.insertedRows.isEmpty { insertItems(at: batch.insertedRows) }
        if !batch.reloadedRows.isEmpty { reloadItems(at: batch.reloadedRows) }
        for move in batch.movedRows { moveItem(at: move.from, to: move.to) }
    }

    func reconfigure(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}
