extension CollectionView {
    /// A batch being recorded: its changes, by the table's rules (rows are items here), and the
    /// completions waiting for it.
    struct PendingUpdate {
        var changes = TableUpdate()
        var completions: [(Bool) -> Void] = []
        var depth = 0
    }

    // MARK: Batches

    /// Makes the changes `updates` asks for (and the data source's model with them) as one
    /// animated batch, by UIKit's rules: deletions and reloads name items as they were before
    /// the batch, insertions as they are after it, and deletions are taken first. Items that
    /// stay move to their new places, new ones fade in, deleted ones fade out, through the Core
    /// Animation model over `TableView.updateDuration`. A batch whose changes do not add up is
    /// reported in UIKit's words on one line and the collection view reloads instead (UIKit
    /// raises an exception); its completion gets false.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        pendingUpdate.depth += 1
        updates?()
        if let completion { pendingUpdate.completions.append(completion) }
        endBatch()
    }

    /// Closes a batch; the outermost applies.
    private func endBatch() {
        pendingUpdate.depth -= 1
        guard pendingUpdate.depth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = PendingUpdate()
        apply(update)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record { for path in indexPaths { $0.insertedRows.insert(path) } }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record { for path in indexPaths { $0.deletedRows.insert(path) } }
    }

    /// Asks the data source for these items' cells again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { for path in indexPaths { $0.reloadedRows.insert(path) } }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// `sections` is any sequence of section numbers: Foundation's `IndexSet`, or an array.
    public func insertSections<Sections: Sequence<Int>>(_ sections: Sections) {
        record { for section in sections { $0.insertedSections.insert(section) } }
    }

    public func deleteSections<Sections: Sequence<Int>>(_ sections: Sections) {
        record { for section in sections { $0.deletedSections.insert(section) } }
    }

    public func reloadSections<Sections: Sequence<Int>>(_ sections: Sections) {
        record { for section in sections { $0.reloadedSections.insert(section) } }
    }

    /// Configures the cells of items that show again, in place, as UIKit's
    /// `reconfigureItems(at:)` (iOS 15): the data source is asked for each item's cell while
    /// `dequeueReusableCell(withReuseIdentifier:for:)` hands back the item's own cell,
    /// unprepared, so the cell keeps its state. An item without a cell is configured when it
    /// shows. Should the data source make another cell all the same, that one takes its place.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cells[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
            guard configured !== cell else { continue }
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            configured.frame = cell.frame
            configured.isSelected = selectedItems.contains(indexPath)
            keepForReuse(cell)
            insertSubview(configured, at: 0)
            cells[indexPath] = configured
            collectionDelegate?.collectionView(self, willDisplay: configured, forItemAt: indexPath)
        }
    }

    /// One change, in the batch that is open or as a batch of its own.
    private func record(_ change: (inout TableUpdate) -> Void) {
        pendingUpdate.depth += 1
        change(&pendingUpdate.changes)
        endBatch()
    }

    /// Reads the new counts, maps the items, lays out anew, and animates: a kept item's cell
    /// moves from where it was, an added one fades in where it goes, a removed one fades out
    /// where it was, and an item that comes into view because others went starts where it was.
    private func apply(_ update: PendingUpdate) {
        let before = itemCounts
        let beforeFrames = Dictionary(uniqueKeysWithValues: cells.map { ($0.key, $0.value.frame) })
        let queried = queriedFrames()
        markCountsStale()
        let mapping: TableUpdate.Mapping
        switch update.changes.mapping(from: before, to: (0..<numberOfSections).map { numberOfItems(inSection: $0) }, terms: .collection) {
        case .success(let found): mapping = found
        case .failure(let error):
            LayoutEngine.report("[UICollectionView] \(error.message); the collection view reloads its data instead")
            reloadData()
            for completion in update.completions { completion(false) }
            return
        }
        selectedItems = Set(selectedItems.compactMap { mapping.kept[$0] })
        var leaving: [CollectionViewCell] = []
        var kept: [IndexPath: CollectionViewCell] = [:]
        for (path, cell) in cells {
            if let to = mapping.kept[path] {
                kept[to] = cell
            } else {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                leaving.append(cell)
            }
        }
        cells = kept
        let cameFrom = Dictionary(mapping.kept.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        collectionViewLayout.invalidateLayout()
        // The new layout, without moving the cells that stay: the ones it makes start where
        // their item was, or faded out where it goes.
        layoutElements(movingKeptCells: false) { path, cell in
            if mapping.added[path] != nil {
                cell.alpha = 0
            } else if let from = cameFrom[path], let frame = queried[from] ?? beforeFrames[from] {
                cell.frame = frame
            }
        }
        View.animate(
            withDuration: TableView.updateDuration, delay: 0, options: [.curveEaseInOut],
            animations: { [self] in
                layoutElements(movingKeptCells: true) { _, _ in }
                for cell in cells.values { cell.alpha = 1 }
                for cell in leaving { cell.alpha = 0 }
            },
            completion: { [self] finished in
                for cell in leaving {
                    cell.alpha = 1
                    keepForReuse(cell)
                }
                for completion in update.completions { completion(finished) }
            })
    }
}
