import TestSupport
import Testing

@testable import ViewKit

/// `SnapshotDifference`: Heckel's linear diff of two snapshots (inserts, deletes, moves within
/// and across sections, sections moved), its form as a table's batch, and two checks on random
/// pairs (seeded): applying the difference by UIKit's batch rules to the old snapshot gives the
/// new one, and `TableUpdate`, the table's own reading of a batch, takes the batch and keeps
/// every row that should keep its cell. The work is counted in steps, never timed.
@MainActor @Suite struct SnapshotDifferenceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
    typealias Move = SnapshotDifference.Move

    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    private func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func nothingChangedIsAnEmptyDifference() {
        let same = snapshot(["a": [1, 2], "b": [3]])
        #expect(SnapshotDifference(from: same, to: same).isEmpty)
    }

    /// [1, 2, 3, 4] → [0, 1, 3, 4, 5]: 2 deleted (row 1 before), 0 and 5 inserted (rows 0 and 4
    /// after); the others only shift, which is no move.
    @Test func insertsAndDeletesNameRowsBeforeAndAfter() {
        let difference = SnapshotDifference(from: snapshot(["a": [1, 2, 3, 4]]), to: snapshot(["a": [0, 1, 3, 4, 5]]))
        #expect(difference.deletedItems == [path(1)])
        #expect(difference.insertedItems == [path(0), path(4)])
        #expect(difference.movedItems.isEmpty && difference.deletedSections.isEmpty && difference.insertedSections.isEmpty)
    }

    /// The last item to the front is one move, not four (Heckel's rule alone moves them all:
    /// DifferenceKit's forward pass wins); the first to the end is one move too (the backward
    /// pass); two swaps are two moves.
    @Test func aMoveIsReportedOnceNotAsEveryShift() {
        let last = SnapshotDifference(from: snapshot(["a": [1, 2, 3, 4]]), to: snapshot(["a": [4, 1, 2, 3]]))
        #expect(last.movedItems == [Move(from: path(3), to: path(0))])
        let first = SnapshotDifference(from: snapshot(["a": [1, 2, 3, 4]]), to: snapshot(["a": [2, 3, 4, 1]]))
        #expect(first.movedItems == [Move(from: path(0), to: path(3))])
        let swaps = SnapshotDifference(from: snapshot(["a": [1, 2, 3, 4]]), to: snapshot(["a": [2, 1, 4, 3]]))
        #expect(swaps.movedItems.count == 2)
        #expect(last.insertedItems.isEmpty && last.deletedItems.isEmpty)
    }

    /// Heckel's own rule wins where it moves least: [0, 5, 2, 3, 4, 1] keeps 0, 2, 3, 4 in place
    /// (both passes would move four).
    @Test func heckelsRuleWinsWhereItMovesLeast() {
        let difference = SnapshotDifference(from: snapshot(["a": [0, 1, 2, 3, 4, 5]]), to: snapshot(["a": [0, 5, 2, 3, 4, 1]]))
        #expect(Set(difference.movedItems) == [Move(from: path(5), to: path(1)), Move(from: path(1), to: path(5))])
    }

    /// Item 2 goes from section a to section b: a move across sections, from its old path to its
    /// new one; item 3 closes up without moving.
    @Test func anItemThatChangesSectionMovesAcross() {
        let difference = SnapshotDifference(from: snapshot(["a": [1, 2, 3], "b": [4]]), to: snapshot(["a": [1, 3], "b": [4, 2]]))
        #expect(difference.movedItems == [Move(from: path(1, 0), to: path(1, 1))])
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    /// [a, b, c, d] → [d, a, c, e]: b deleted (1), e inserted (3), d moved (3 → 0); a and c
    /// keep their order and do not move.
    @Test func sectionsAreDeletedInsertedAndMoved() {
        let old = snapshot(["a": [1], "b": [2], "c": [3], "d": [4]])
        let new = snapshot(["d": [4], "a": [1], "c": [3], "e": [5]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == [1] && difference.insertedSections == [3])
        #expect(difference.movedSections == [Move(from: 3, to: 0)])
        #expect(difference.deletedItems == [path(0, 1)] && difference.insertedItems == [path(0, 3)])
        #expect(difference.movedItems.isEmpty, "4 stays in its section, which moved")
    }

    /// Reloads name the old row, reconfigures the new one; marks on items or sections that are
    /// not in both snapshots are dropped (they are insertions or deletions already).
    @Test func reloadsAndReconfiguresNameTheirRows() {
        let old = snapshot(["a": [1, 2, 3], "b": [4]])
        var new = snapshot(["z": [9], "a": [3, 1, 2], "b": [4]])
        new.reloadItems([3, 9])
        new.reconfigureItems([2])
        new.reloadSections(["b", "z"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedItems == [path(2, 0)] && difference.reconfiguredItems == [path(2, 1)])
        #expect(difference.reloadedSections == [1])
    }

    // MARK: As a table's batch

    /// A table has no section move: section d is deleted and inserted, and its rows go and
    /// come with it; item 1 moving out of it to section a is an insertion there; item 5 moving
    /// into it is a deletion from section b.
    @Test func aMovedSectionIsDeletedAndInsertedWithItsRows() {
        let old = snapshot(["a": [2], "b": [5, 6], "d": [1, 3]])
        let new = snapshot(["d": [3, 5], "a": [2, 1], "b": [6]])
        let batch = SnapshotDifference(from: old, to: new).tableBatch
        #expect(batch.deletedSections == [2] && batch.insertedSections == [0])
        #expect(batch.insertedRows == [path(1, 1)] && batch.deletedRows == [path(0, 1)])
        #expect(batch.movedRows.isEmpty && batch.reloadedRows.isEmpty)
    }

    /// A reloaded row that also moved is deleted and inserted; one that stayed is reloaded at
    /// its old row; a reconfigured row that is made anew is not reconfigured as well.
    @Test func reloadedRowsThatMoveAreDeletedAndInserted() {
        let old = snapshot(["a": [1, 2, 3, 4]])
        var new = snapshot(["a": [4, 1, 2, 3]])
        new.reloadItems([4, 2])
        new.reconfigureItems([4, 3])
        let batch = SnapshotDifference(from: old, to: new).tableBatch
        #expect(batch.deletedRows == [path(3)] && batch.insertedRows == [path(0)] && batch.movedRows.isEmpty)
        #expect(batch.reloadedRows == [path(1)] && batch.reconfiguredRows == [path(3)])
    }

    // MARK: Random pairs

    /// 400 random pairs (seeded): the difference, applied to the old snapshot by the batch
    /// rules, gives the new one; and the table's batch maps every row.
    @Test(arguments: [11, 12])
    func applyingTheDifferenceToTheOldGivesTheNew(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        for pair in 0..<200 {
            let old = Self.randomSnapshot(using: &random)
            let new = Self.randomSnapshot(near: old, using: &random)
            let difference = SnapshotDifference(from: old, to: new)
            let rebuilt = Self.applying(difference, to: old, new: new)
            #expect(rebuilt.map(\.section) == new.sectionIdentifiers, "pair \(pair) of seed \(seed)")
            #expect(
                rebuilt.map(\.items) == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }, "pair \(pair) of seed \(seed)")
            try checkTableBatch(difference.tableBatch, from: old, to: new, "pair \(pair) of seed \(seed)")
        }
    }

    /// What `TableView` does with the batch (`TableUpdate.mapping`): it adds up, each row kept
    /// shows the same item, every row after is kept or added, and each item in both snapshots
    /// keeps its cell unless reloaded or in a section that goes or comes whole.
    private func checkTableBatch(_ batch: SnapshotDifference.TableBatch, from old: Snapshot, to new: Snapshot, _ name: String) throws {
        var update = TableUpdate()
        update.deletedSections = Set(batch.deletedSections)
        update.insertedSections = Set(batch.insertedSections)
        update.reloadedSections = Set(batch.reloadedSections)
        update.deletedRows = Set(batch.deletedRows)
        update.insertedRows = Set(batch.insertedRows)
        update.reloadedRows = Set(batch.reloadedRows)
        update.moves = batch.movedRows.map { ($0.from, $0.to) }
        #expect(update.deletedRows.count == batch.deletedRows.count && update.insertedRows.count == batch.insertedRows.count, "\(name)")
        let counts = { (snapshot: Snapshot) in snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) } }
        let mapping = try update.mapping(from: counts(old), to: counts(new)).get()
        for (from, to) in mapping.kept { #expect(old.item(at: from) == new.item(at: to), "\(name): \(from) → \(to)") }
        let after = new.sectionIdentifiers.enumerated().flatMap { section, id in
            (0..<new.numberOfItems(inSection: id)).map { IndexPath(row: $0, section: section) }
        }
        #expect(Set(mapping.kept.values).union(mapping.added.keys) == Set(after), "\(name)")
        let goneWhole = update.deletedSections.union(update.reloadedSections)
        let comeWhole = update.insertedSections.union(
            batch.reloadedSections.compactMap { new.indexOfSection(old.sectionIdentifiers[$0]) })
        let reloaded = Set(new.reloadedItemIdentifiers)
        let survivors = old.itemIdentifiers.filter { item in
            guard let from = old.indexPath(of: item), let to = new.indexPath(of: item) else { return false }
            return !reloaded.contains(item) && !goneWhole.contains(from.section) && !comeWhole.contains(to.section)
        }
        #expect(mapping.kept.count == survivors.count, "\(name)")
    }

    /// The difference applied by UIKit's batch rules, written independently of the table:
    /// sections deleted and moved out go, the inserted and moved in take their places after,
    /// the rest fill the other places in order; then the same for each section's items.
    static func applying(_ difference: SnapshotDifference, to old: Snapshot, new: Snapshot) -> [(section: String, items: [Int])] {
        let oldSections = old.sectionIdentifiers
        let oldItems = oldSections.map { old.itemIdentifiers(inSection: $0) }
        // Sections: for each after, the old index it came from (nil: inserted).
        let gone = Set(difference.deletedSections).union(difference.movedSections.map(\.from))
        var placed = [Int?](repeating: nil, count: new.numberOfSections)
        var taken = Set(difference.insertedSections)
        for move in difference.movedSections {
            placed[move.to] = move.from
            taken.insert(move.to)
        }
        var staying = oldSections.indices.filter { !gone.contains($0) }.makeIterator()
        for index in placed.indices where !taken.contains(index) { placed[index] = staying.next() }
        var result: [(section: String, items: [Int])] = []
        for (index, from) in placed.enumerated() {
            let section = from.map { oldSections[$0] } ?? new.sectionIdentifiers[index]
            let inserted = difference.insertedItems.filter { $0.section == index }
            let movedIn = difference.movedItems.filter { $0.to.section == index }
            var stayingItems: [Int] = []
            if let from {
                let deleted = Set(difference.deletedItems.filter { $0.section == from }.map(\.row))
                let movedOut = Set(difference.movedItems.filter { $0.from.section == from }.map(\.from.row))
                stayingItems = oldItems[from].enumerated().filter { !deleted.contains($0.offset) && !movedOut.contains($0.offset) }.map(
                    \.element)
            }
            var items = [Int?](repeating: nil, count: stayingItems.count + inserted.count + movedIn.count)
            var fixed: Set<Int> = []
            for path in inserted where items.indices.contains(path.row) {
                items[path.row] = new.item(at: path)
                fixed.insert(path.row)
            }
            for move in movedIn where items.indices.contains(move.to.row) {
                items[move.to.row] = oldItems[move.from.section][move.from.row]
                fixed.insert(move.to.row)
            }
            var rest = stayingItems.makeIterator()
            for row in items.indices where !fixed.contains(row) { items[row] = rest.next() }
            result.append((section, items.compactMap { $0 }))
        }
        return result
    }

    /// Up to 6 sections of up to 8 items, identifiers drawn from small pools.
    static func randomSnapshot(using random: inout SplitMix) -> Snapshot {
        var snapshot = Snapshot()
        let sections = (0..<8).map { "s\($0)" }.shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random))
        snapshot.appendSections(Array(sections))
        var items = Array(0..<60).shuffled(using: &random).makeIterator()
        for section in sections {
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                if let item = items.next() { snapshot.appendItems([item], toSection: section) }
            }
        }
        return snapshot
    }

    /// A snapshot near `old` (a few moves, deletions and insertions of items and sections,
    /// reloads and reconfigures), or, one time in four, an unrelated one.
    static func randomSnapshot(near old: Snapshot, using random: inout SplitMix) -> Snapshot {
        var new = Int.random(in: 0..<4, using: &random) == 0 ? randomSnapshot(using: &random) : old.unmarked
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let sections = new.sectionIdentifiers
            let items = new.itemIdentifiers
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                guard let item = items.randomElement(using: &random) else { continue }
                new.deleteItems([item])
            case 1:
                guard let section = sections.randomElement(using: &random) else { continue }
                let fresh = (60..<100).filter { new.indexOfItem($0) == nil }.randomElement(using: &random)
                if let fresh { new.appendItems([fresh], toSection: section) }
            case 2:
                guard let item = items.randomElement(using: &random), let anchor = items.randomElement(using: &random), item != anchor
                else { continue }
                new.moveItem(item, beforeItem: anchor)
            case 3:
                guard let section = sections.randomElement(using: &random), let anchor = sections.randomElement(using: &random),
                    section != anchor
                else { continue }
                new.moveSection(section, afterSection: anchor)
            case 4:
                guard let section = sections.randomElement(using: &random), sections.count > 1 else { continue }
                new.deleteSections([section])
            case 5:
                let fresh = (0..<12).map { "s\($0)" }.filter { new.indexOfSection($0) == nil }.randomElement(using: &random)
                guard let fresh else { continue }
                if let anchor = sections.randomElement(using: &random) {
                    new.insertSections([fresh], beforeSection: anchor)
                } else {
                    new.appendSections([fresh])
                }
            default:
                if let item = items.randomElement(using: &random) { new.reloadItems([item]) }
                if let item = items.randomElement(using: &random) { new.reconfigureItems([item]) }
                if let section = sections.randomElement(using: &random), Bool.random(using: &random) { new.reloadSections([section]) }
            }
        }
        return new
    }

    // MARK: Linear work

    /// 10,000 items and 20,000, reversed (every item but one moves), shuffled, and spread over
    /// 100 sections with items crossing between them: the steps grow with the count, at most 10
    /// for each item of the two snapshots, and twice the items take twice the steps (a quadratic
    /// diff would take 10,000 times more at this size).
    @Test func diffingTenThousandItemsTakesLinearSteps() {
        var random = SplitMix(state: 7)
        func steps(_ count: Int, _ shape: Int) -> (steps: Int, moved: Int) {
            let items = Array(0..<count)
            var old = Snapshot()
            var new = Snapshot()
            switch shape {
            case 0:
                old = snapshot(["a": items])
                new = snapshot(["a": items.reversed()])
            case 1:
                old = snapshot(["a": items])
                new = snapshot(["a": items.shuffled(using: &random)])
            default:
                let sections = (0..<100).map { "s\($0)" }
                old.appendSections(sections)
                new.appendSections(sections.shuffled(using: &random))
                for (index, item) in items.enumerated() {
                    old.appendItems([item], toSection: sections[index % 100])
                    new.appendItems([item], toSection: sections[Int.random(in: 0..<100, using: &random)])
                }
            }
            let difference = SnapshotDifference(from: old, to: new)
            return (difference.steps, difference.movedItems.count)
        }
        for shape in 0..<3 {
            let small = steps(10_000, shape)
            let large = steps(20_000, shape)
            #expect(small.moved > 5_000, "shape \(shape): most items move (\(small.moved))")
            #expect(small.steps <= 10 * 2 * 10_000, "shape \(shape): \(small.steps) steps for 10,000 items")
            let ratio = Double(large.steps) / Double(small.steps)
            #expect(ratio > 1.8 && ratio < 2.2, "shape \(shape): twice the items, \(ratio) times the steps")
        }
    }
}
