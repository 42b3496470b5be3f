/// What changed from one snapshot to another, section by section and item by item, in the
/// coordinates a table's batch takes (UIKit's rules for `performBatchUpdates`): deletions and
/// reloads as index paths before, insertions after, a move from before to after.
///
/// Computed in linear time by Paul Heckel's algorithm ("A technique for isolating differences
/// between files", CACM 21(4), 1978), the one IGListKit and DifferenceKit use. Heckel matches
/// lines that occur once in each file; a snapshot's identifiers are unique, so every identifier
/// matches itself and the algorithm reduces to hashing: an identifier only in the old snapshot
/// is deleted, only in the new one inserted, in both kept. An item whose section (by identifier)
/// changed moved across sections.
///
/// Which kept items moved: the fewest moves are the complement of the longest run kept in order
/// (a longest increasing subsequence), which no linear algorithm finds. Heckel's rule, as
/// IGListKit applies it, reports a kept item moved when its position once the deletions and
/// insertions before it are accounted for differs between the two (its rank among the kept
/// ones). That one rule moves every item between when one item goes from first to last, and
/// since a `TableView` has no section move, a moved section is deleted and inserted whole: so
/// two more linear passes are tried, DifferenceKit's (walk the new order, keep an item when it is
/// the next one not yet placed of the old order) and the same walk backwards, and the one of
/// the three that keeps the most in place wins, ties to Heckel's. Each keeps items in their old
/// relative order, which is what makes the rest fall into place around the moves.
package nonisolated struct SnapshotDifference {
    struct Move<Position: Hashable>: Hashable {
        var from: Position
        var to: Position
    }

    /// Sections: deleted (old indices), inserted (new), moved (old → new), reloaded (old
    /// indices of kept sections `reloadSections` marked).
    private(set) var deletedSections: [Int] = []
    private(set) var insertedSections: [Int] = []
    private(set) var movedSections: [Move<Int>] = []
    private(set) var reloadedSections: [Int] = []
    /// Items, the same way; reloaded ones (old paths) are kept items `reloadItems` marked,
    /// reconfigured ones (new paths) those `reconfigureItems` marked.
    private(set) var deletedItems: [IndexPath] = []
    private(set) var insertedItems: [IndexPath] = []
    private(set) var movedItems: [Move<IndexPath>] = []
    private(set) var reloadedItems: [IndexPath] = []
    private(set) var reconfiguredItems: [IndexPath] = []
    /// Where each reloaded section and item is after, in `reloadedSections`' and
    /// `reloadedItems`' order.
    private var reloadedSectionsAfter: [Int] = []
    private var reloadedItemsAfter: [IndexPath] = []
    /// The steps taken (loop turns and hash lookups): the tests hold the diff to linear work
    /// with it, never with a clock.
    package private(set) var steps = 0

    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The difference from `old` to `new`; the reload and reconfigure marks are `new`'s.
    package init<Section: Hashable, Item: Hashable>(
        from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        diffSections(old, new)
        diffItems(old, new)
        for section in new.reloadedSectionIdentifiers {
            steps += 2
            guard let before = old.sectionPositions[section], let after = new.sectionPositions[section] else { continue }
            reloadedSections.append(before)
            reloadedSectionsAfter.append(after)
        }
        for item in new.reloadedItemIdentifiers {
            steps += 2
            guard let before = old.indexPath(of: item), let after = new.indexPath(of: item) else { continue }
            reloadedItems.append(before)
            reloadedItemsAfter.append(after)
        }
        for item in new.reconfiguredItemIdentifiers {
            steps += 2
            guard old.places[item] != nil, let after = new.indexPath(of: item) else { continue }
            reconfiguredItems.append(after)
        }
    }

    private mutating func diffSections<Section: Hashable, Item: Hashable>(
        _ old: DiffableDataSourceSnapshot<Section, Item>, _ new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        // Each old section kept gets its rank among the kept ones.
        var oldRank = Array(repeating: -1, count: old.sectionList.count)
        var rank = 0
        for (index, section) in old.sectionList.enumerated() {
            steps += 1
            if new.sectionPositions[section] == nil {
                deletedSections.append(index)
            } else {
                oldRank[index] = rank
                rank += 1
            }
        }
        var kept: [Move<Int>] = []
        var ranks: [Int] = []
        for (index, section) in new.sectionList.enumerated() {
            steps += 1
            guard let before = old.sectionPositions[section] else {
                insertedSections.append(index)
                continue
            }
            kept.append(Move(from: before, to: index))
            ranks.append(oldRank[before])
        }
        let inPlace = keptInPlace(ranks)
        for (move, stays) in zip(kept, inPlace) where !stays { movedSections.append(move) }
    }

    private mutating func diffItems<Section: Hashable, Item: Hashable>(
        _ old: DiffableDataSourceSnapshot<Section, Item>, _ new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        for (index, items) in old.itemLists.enumerated() {
            for (row, item) in items.enumerated() {
                steps += 1
                if new.places[item] == nil { deletedItems.append(IndexPath(row: row, section: index)) }
            }
        }
        for (index, section) in new.sectionList.enumerated() {
            // The items that stay in this section, by their rank among them in the old one.
            var oldRank: [Int] = []
            if let before = old.sectionPositions[section] {
                oldRank = Array(repeating: -1, count: old.itemLists[before].count)
                var rank = 0
                for (row, item) in old.itemLists[before].enumerated() {
                    steps += 1
                    guard new.places[item]?.section == section else { continue }
                    oldRank[row] = rank
                    rank += 1
                }
            }
            var staying: [Move<IndexPath>] = []
            var ranks: [Int] = []
            for (row, item) in new.itemLists[index].enumerated() {
                steps += 1
                let to = IndexPath(row: row, section: index)
                guard let place = old.places[item], let before = old.sectionPositions[place.section] else {
                    insertedItems.append(to)
                    continue
                }
                let from = IndexPath(row: place.row, section: before)
                if place.section == section {
                    staying.append(Move(from: from, to: to))
                    ranks.append(oldRank[place.row])
                } else {
                    movedItems.append(Move(from: from, to: to))
                }
            }
            let inPlace = keptInPlace(ranks)
            for (move, stays) in zip(staying, inPlace) where !stays { movedItems.append(move) }
        }
    }

    /// Which of the kept elements, given in their new order by their rank in the old order (a
    /// permutation of 0..<n), stay in place: the best of three linear rules (see the type).
    private mutating func keptInPlace(_ ranks: [Int]) -> [Bool] {
        let count = ranks.count
        steps += 3 * count
        // Heckel's: the rank before is the rank after.
        let heckel = ranks.enumerated().map { $0.offset == $0.element }
        // Forwards: an element stays when it is the first of the old order not yet placed.
        var forwards = Array(repeating: false, count: count)
        var placed = Array(repeating: false, count: count)
        var next = 0
        for (position, rank) in ranks.enumerated() {
            while next < count && placed[next] {
                next += 1
                steps += 1
            }
            placed[rank] = true
            forwards[position] = rank == next
        }
        // Backwards: the same from the end.
        var backwards = Array(repeating: false, count: count)
        placed = Array(repeating: false, count: count)
        var last = count - 1
        for (position, rank) in ranks.enumerated().reversed() {
            while last >= 0 && placed[last] {
                last -= 1
                steps += 1
            }
            placed[rank] = true
            backwards[position] = rank == last
        }
        let counts = [heckel, forwards, backwards].map { $0.count(where: { $0 }) }
        if counts[0] >= counts[1] && counts[0] >= counts[2] { return heckel }
        return counts[1] >= counts[2] ? forwards : backwards
    }

    // MARK: As a table's batch

    /// The difference as the calls a `TableView` batch takes. A table has no section move, so
    /// a moved section is deleted and inserted, rows and all. A section that goes or comes whole
    /// (deleted, inserted, moved, or reloaded) takes its rows with it: a row's own change there
    /// is dropped, and a move out of (or into) it is an insertion (a deletion) on the other
    /// side. A reloaded row that also moved is deleted and inserted (a row's reload names where
    /// it is before the batch, and stays).
    struct TableBatch: Equatable {
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var reloadedSections: [Int] = []
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var movedRows: [Move<IndexPath>] = []
        /// Rows to configure again on their own cells once the batch is applied (after it).
        var reconfiguredRows: [IndexPath] = []
    }

    var tableBatch: TableBatch {
        var batch = TableBatch()
        let movedSectionsFrom = Set(movedSections.map(\.from))
        var goneWhole = Set(deletedSections).union(movedSectionsFrom)
        var comeWhole = Set(insertedSections).union(movedSections.map(\.to))
        for (before, after) in zip(reloadedSections, reloadedSectionsAfter) where !movedSectionsFrom.contains(before) {
            batch.reloadedSections.append(before)
            goneWhole.insert(before)
            comeWhole.insert(after)
        }
        batch.deletedSections = (deletedSections + movedSections.map(\.from)).sorted()
        batch.insertedSections = (insertedSections + movedSections.map(\.to)).sorted()
        let reloaded = Set(reloadedItems)
        // Rows whose cells the batch makes anew: no reconfigure for them.
        var fresh: Set<IndexPath> = []
        batch.deletedRows = deletedItems.filter { !goneWhole.contains($0.section) }
        batch.insertedRows = insertedItems.filter { !comeWhole.contains($0.section) }
        for move in movedItems {
            let goes = goneWhole.contains(move.from.section)
            let comes = comeWhole.contains(move.to.section)
            if !goes && (comes || reloaded.contains(move.from)) { batch.deletedRows.append(move.from) }
            if !comes && (goes || reloaded.contains(move.from)) {
                batch.insertedRows.append(move.to)
                fresh.insert(move.to)
            }
            if !goes && !comes && !reloaded.contains(move.from) { batch.movedRows.append(move) }
        }
        let movedFrom = Set(movedItems.map(\.from))
        for (before, after) in zip(reloadedItems, reloadedItemsAfter) {
            fresh.insert(after)
            if !goneWhole.contains(before.section) && !movedFrom.contains(before) { batch.reloadedRows.append(before) }
        }
        fresh.formUnion(batch.insertedRows)
        batch.reconfiguredRows = reconfiguredItems.filter { !comeWhole.contains($0.section) && !fresh.contains($0) }
        return batch
    }
}
