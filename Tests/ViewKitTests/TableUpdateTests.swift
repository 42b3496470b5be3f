import Foundation
import Motion
import Testing

@testable import ViewKit

/// A table's batch updates (UIKIT-SEMANTICS §17.1, `performBatchUpdates`): which row goes
/// where by UIKit's ordering rules, UIKit's message when a batch does not add up, and the rows
/// animated through the Core Animation model (the model at its end at once, what shows on the
/// way there), over `TableView.updateDuration` on ease-in-ease-out.
@MainActor @Suite struct TableUpdateTests {
    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// Deletions name rows before the batch, insertions after it, whatever the calls' order:
    /// 5 rows, delete 1 and 3, insert at 0 → after: [new, 0, 2, 4].
    @Test func deletionsComeBeforeInsertionsAndNameTheOldRows() throws {
        var update = TableUpdate()
        update.insertedRows = [path(0)]
        update.deletedRows = [path(1), path(3)]
        let mapping = try update.mapping(from: [5], to: [4]).get()
        #expect(mapping.kept == [path(0): path(1), path(2): path(2), path(4): path(3)])
        #expect(Set(mapping.removed.keys) == [path(1), path(3)] && Set(mapping.added.keys) == [path(0)])
    }

    /// A move takes its row out before and puts it in after; the others close up around it.
    /// Rows 0…3 of section 0, row 0 moved to section 1's row 1 (section 1 had rows 0 and 1).
    @Test func aMoveLeavesOneSectionAndEntersAnother() throws {
        var update = TableUpdate()
        update.moves = [(path(0), path(1, 1))]
        let mapping = try update.mapping(from: [4, 2], to: [3, 3]).get()
        #expect(mapping.kept[path(0)] == path(1, 1))
        #expect(mapping.kept[path(1)] == path(0) && mapping.kept[path(3)] == path(2))
        #expect(mapping.kept[path(0, 1)] == path(0, 1) && mapping.kept[path(1, 1)] == path(2, 1))
        #expect(mapping.removed.isEmpty && mapping.added.isEmpty)
    }

    /// Sections: one deleted and one inserted; the survivors keep their order.
    @Test func sectionsGoAndComeAroundTheSurvivors() throws {
        var update = TableUpdate()
        update.deletedSections = [0]
        update.insertedSections = [1]
        let mapping = try update.mapping(from: [1, 2], to: [2, 3]).get()
        #expect(mapping.kept == [path(0, 1): path(0, 0), path(1, 1): path(1, 0)])
        #expect(mapping.removed.keys.sorted() == [path(0, 0)])
        #expect(mapping.added.keys.sorted() == [path(0, 1), path(1, 1), path(2, 1)])
    }

    /// The count after must be the count before, less deletions, plus insertions: UIKit's words.
    @Test func aBatchThatDoesNotAddUpIsNamedInUIKitsWords() {
        var update = TableUpdate()
        update.insertedRows = [path(0)]
        let result = update.mapping(from: [3], to: [3])
        #expect(
            result
                == .failure(
                    UpdateError(
                        message:
                            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
                    )))
    }

    // MARK: On screen

    final class Rows: TableViewDataSource {
        var names: [String]
        init(_ count: Int) { names = (0..<count).map { "row \($0)" } }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.name = names[indexPath.row]
            return cell
        }
    }

    /// A 400×300 table in a window on a fixed clock.
    private func stage(_ rows: Rows) -> (TableView, Window, FixedStepClock) {
        let clock = FixedStepClock(step: 0.05)
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: clock))
        let table = TableView(frame: window.rootView.bounds, style: .plain, name: "table")
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        window.rootView.addSubview(table)
        table.dataSource = rows
        window.update()
        return (table, window, clock)
    }

    private func run(_ window: Window, _ clock: FixedStepClock, frames: Int) {
        for _ in 0..<frames {
            clock.tick()
            window.update()
        }
    }

    /// Deleting row 1 of 5 with `.fade`: the rows below move up 44 points over 0.3 s, the
    /// deleted row's cell fades where it was and leaves the tree at the end, and the completion
    /// hears `true`. At 0.15 s ease-in-ease-out is half way (the curve is symmetric).
    @Test func aDeletedRowFadesAndTheRowsBelowMoveUp() {
        let rows = Rows(5)
        let (table, window, clock) = stage(rows)
        let deleted = table.cellForRow(at: path(1))!
        let below = table.cellForRow(at: path(2))!
        var finished: [Bool] = []
        table.performBatchUpdates(
            {
                rows.names.remove(at: 1)
                table.deleteRows(at: [path(1)], with: .fade)
            }, completion: { finished.append($0) })
        #expect(table.cellForRow(at: path(1)) === below, "row 2 is row 1 now")
        #expect(below.frame.minY == 44, "the model is at its end at once")
        #expect(below.layer.presentation()?.frame.minY == 88, "what shows has not moved yet")
        #expect(table.contentSize.height == 4 * 44)
        run(window, clock, frames: 3)
        #expect(abs((below.layer.presentation()?.frame.minY ?? 0) - 66) < 1e-9, "half way at half the time")
        #expect(abs((deleted.layer.presentation()?.alpha ?? 0) - 0.5) < 1e-9)
        #expect(deleted.superview === table)
        run(window, clock, frames: 4)
        #expect(deleted.superview == nil && deleted.alpha == 1, "gone, and whole again for reuse")
        #expect(finished == [true])
    }

    /// Inserting at the top with `.top`: the new row's cell slides down from a row's height
    /// above while it fades in; the others move down.
    @Test func anInsertedRowArrivesFromAbove() {
        let rows = Rows(3)
        let (table, window, clock) = stage(rows)
        let first = table.cellForRow(at: path(0))!
        rows.names.insert("new", at: 0)
        table.insertRows(at: [path(0)], with: .top)
        let arrived = table.cellForRow(at: path(0))!
        #expect(arrived.name == "new" && table.cellForRow(at: path(1)) === first)
        #expect(arrived.layer.presentation()?.frame.minY == -44 && arrived.layer.presentation()?.alpha == 0)
        run(window, clock, frames: 7)
        #expect(arrived.layer.presentation()?.frame == Rect(x: 0, y: 0, width: 400, height: 44))
        #expect(first.layer.presentation()?.frame.minY == 44 && arrived.layer.presentation()?.alpha == 1)
    }

    /// The selection follows its row; a batch that does not add up is reported and reloads.
    @Test func theSelectionFollowsItsRowAndABadBatchReloads() {
        let rows = Rows(4)
        let (table, _, _) = stage(rows)
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)
        rows.names.remove(at: 0)
        table.deleteRows(at: [path(0)], with: .left)
        #expect(table.indexPathForSelectedRow == path(2))
        var reports: [String] = []
        LayoutEngine.report = { reports.append($0) }
        defer { LayoutEngine.report = { _ in } }
        var finished: [Bool] = []
        table.performBatchUpdates({ table.insertRows(at: [path(0)], with: .fade) }, completion: { finished.append($0) })
        #expect(reports.count == 1 && reports[0].hasPrefix("[UITableView] Invalid update: invalid number of rows in section 0."))
        #expect(reports[0].hasSuffix("; the table reloads its data instead"))
        #expect(finished == [false] && table.numberOfRows(inSection: 0) == 3 && table.indexPathForSelectedRow == nil)
    }

    /// A section inserted above moves the others' headers with them: the header of what was
    /// section 0 (titled "Old") is section 1's after, at 28 + 2 × 44 = 116 once the batch ends.
    @Test func headersFollowTheirSections() {
        final class Titled: TableViewDataSource {
            var titles = ["Old"]
            func numberOfSections(in tableView: TableView) -> Int { titles.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let source = Titled()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.layoutIfNeeded()
        let old = table.headerView(forSection: 0)
        source.titles.insert("New", at: 0)
        table.insertSections([0], with: .fade)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1) === old && old?.textLabel?.text == "Old")
        #expect(table.headerView(forSection: 1)?.frame.minY == 116)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "New")
        withExtendedLifetime(source) {}
    }

    /// A delegate set after the data source sizes the rows all the same (setting it reloads).
    @Test func aDelegateSetLaterSizesTheRows() {
        final class Tall: TableViewDataSource, TableViewDelegate {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 100 }
        }
        let source = Tall()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        #expect(table.contentSize.height == 132)
        table.delegate = source
        #expect(table.contentSize.height == 300 && table.rectForRow(at: path(2)).minY == 200)
        withExtendedLifetime(source) {}
    }
}
