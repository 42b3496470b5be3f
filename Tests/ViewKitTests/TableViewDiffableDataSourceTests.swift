import Motion
import TestSupport
import Testing

@testable import ViewKit

/// A table driven by `TableViewDiffableDataSource`, as UIKit's `UITableViewDiffableDataSource`:
/// the cells shown are the snapshot's items in order; an animated apply inserts, deletes and
/// moves rows through the table's batch (the cells of items that stay are the same cells),
/// finishing after `TableView.updateDuration` on a fixed clock; a reconfigure keeps the cell,
/// a reload replaces it. Rows are 44 points in a 400 × 600 table, so up to 13 show.
@MainActor @Suite struct TableViewDiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
    typealias DataSource = TableViewDiffableDataSource<String, Int>

    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// The text each item's cell shows, which a reconfigure or a reload reads again.
    final class Titles {
        var byItem: [Int: String] = [:]
        var provided = 0
        func title(_ item: Int) -> String { byItem[item] ?? "item \(item)" }
    }

    /// A table in a window on a fixed clock, with a data source whose cells are named by item.
    private func stage(style: TableView.Style = .plain, titles: Titles = Titles(), source make: ((TableView, Titles) -> DataSource)? = nil)
        -> (TableView, DataSource, Window, FixedStepClock)
    {
        let clock = FixedStepClock(step: 0.05)
        let window = Window(size: Size(width: 400, height: 600), driver: AnimationDriver(clock: clock))
        let table = TableView(frame: window.rootView.bounds, style: style, name: "table")
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        window.rootView.addSubview(table)
        let provider: DataSource.CellProvider = { table, indexPath, item in
            titles.provided += 1
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.name = "\(item)"
            cell.textLabel?.text = titles.title(item)
            return cell
        }
        let source = make?(table, titles) ?? DataSource(tableView: table, cellProvider: provider)
        window.update()
        return (table, source, window, clock)
    }

    private func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The items whose cells the rows of each section hold, in order (nil for a row without a
    /// cell).
    private func shown(_ table: TableView) -> [[String?]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map { table.cellForRow(at: path($0, section))?.name }
        }
    }

    /// The rows whose cell shows another item, or that show without a cell.
    private func mismatches(_ table: TableView, _ snapshot: Snapshot) -> [IndexPath] {
        var wrong: [IndexPath] = []
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            for (row, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
                let cell = table.cellForRow(at: path(row, section))
                let shows = table.rectForRow(at: path(row, section)).minY < table.contentOffset.y + table.bounds.height
                if let cell, cell.name != "\(item)" { wrong.append(path(row, section)) }
                if cell == nil && shows { wrong.append(path(row, section)) }
            }
        }
        return wrong
    }

    private func expected(_ snapshot: Snapshot) -> [[String?]] {
        snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map { "\($0)" } }
    }

    private func run(_ window: Window, _ clock: FixedStepClock, frames: Int) {
        for _ in 0..<frames {
            clock.tick()
            window.update()
        }
    }

    /// The lines reported while `body` runs.
    private func reports(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        LayoutEngine.report = { lines.append($0) }
        defer { LayoutEngine.report = { _ in } }
        body()
        return lines
    }

    @Test func theDataSourceBecomesTheTablesAndShowsItsSnapshot() {
        let (table, source, _, _) = stage()
        #expect(table.dataSource === source && table.numberOfSections == 0)
        let first = snapshot(["a": [1, 2, 3], "b": [4, 5]])
        source.apply(first, animatingDifferences: false)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 1) == 2)
        #expect(shown(table) == expected(first))
        #expect(table.cellForRow(at: path(1, 1))?.textLabel?.text == "item 5")
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
    }

    @Test func itemsSectionsAndRowsAreLookedUpBothWays() {
        let (_, source, _, _) = stage()
        source.apply(snapshot(["a": [1, 2, 3], "b": [4, 5]]), animatingDifferences: false)
        #expect(source.itemIdentifier(for: path(1, 1)) == 5 && source.itemIdentifier(for: path(3, 0)) == nil)
        #expect(source.indexPath(for: 3) == path(2, 0) && source.indexPath(for: 9) == nil)
        #expect(source.sectionIdentifier(for: 1) == "b" && source.sectionIdentifier(for: 2) == nil)
        #expect(source.index(for: "b") == 1 && source.index(for: "z") == nil)
    }

    /// Inserted, deleted and moved in one animated apply: the model is the new snapshot at once,
    /// the cells of items that stay are the same cells at their new rows, the deleted one's
    /// leaves the tree when the animation ends (0.3 s, 6 frames of 0.05 s), and only then does
    /// the completion run.
    @Test func anAnimatedApplyInsertsDeletesAndMovesRows() {
        let (table, source, window, clock) = stage()
        source.apply(snapshot(["a": [1, 2, 3, 4], "b": [5]]), animatingDifferences: false)
        let cellOf4 = table.cellForRow(at: path(3))
        let cellOf2 = table.cellForRow(at: path(1))
        let cellOf5 = table.cellForRow(at: path(0, 1))
        var completions = 0
        let next = snapshot(["a": [4, 1, 3, 6], "b": [7, 5]])
        source.apply(next) { completions += 1 }
        #expect(table.numberOfRows(inSection: 0) == 4 && table.numberOfRows(inSection: 1) == 2)
        #expect(
            table.cellForRow(at: path(0)) === cellOf4 && table.cellForRow(at: path(1, 1)) === cellOf5, "kept cells move with their items")
        #expect(
            cellOf4?.frame.minY == 0 && cellOf4?.layer.presentation()?.frame.minY == 3 * 44, "at its end in the model, not yet on screen")
        #expect(completions == 0 && cellOf2?.superview === table, "2's cell is still leaving")
        run(window, clock, frames: 7)
        #expect(shown(table) == expected(next))
        #expect(cellOf2?.superview == nil && completions == 1)
        #expect(cellOf4?.layer.presentation()?.frame.minY == 0)
    }

    /// Without animation the difference is still applied (cells kept, not reloaded) and the
    /// completion runs before `apply` returns.
    @Test func anApplyWithoutAnimationStillKeepsTheCellsThatStay() {
        let titles = Titles()
        let (table, source, _, _) = stage(titles: titles)
        source.apply(snapshot(["a": [1, 2, 3]]), animatingDifferences: false)
        let cellOf3 = table.cellForRow(at: path(2))
        let provided = titles.provided
        var completed = false
        source.apply(snapshot(["a": [3, 1]]), animatingDifferences: false) { completed = true }
        #expect(completed && table.cellForRow(at: path(0)) === cellOf3 && cellOf3?.layer.presentation()?.frame.minY == 0)
        #expect(titles.provided == provided, "no cell was made again")
        #expect(shown(table) == [["3", "1"]])
    }

    /// `applySnapshotUsingReloadData` reloads: every cell is asked for again.
    @Test func applyingByReloadDataAsksForEveryCell() {
        let titles = Titles()
        let (table, source, _, _) = stage(titles: titles)
        source.apply(snapshot(["a": [1, 2]]), animatingDifferences: false)
        let provided = titles.provided
        var completed = false
        source.applySnapshotUsingReloadData(snapshot(["a": [2, 1], "b": [3]])) { completed = true }
        #expect(completed && titles.provided == provided + 3)
        #expect(shown(table) == [["2", "1"], ["3"]])
    }

    /// A reconfigured item's cell is configured again where it is: the same object, the new
    /// text, and no `prepareForReuse` (its selection stays). A reloaded item's cell is replaced.
    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        let titles = Titles()
        let (table, source, window, clock) = stage(titles: titles)
        source.apply(snapshot(["a": [1, 2, 3]]), animatingDifferences: false)
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        let cellOf1 = table.cellForRow(at: path(0))
        let cellOf2 = table.cellForRow(at: path(1))
        titles.byItem = [1: "one", 2: "two"]
        var next = source.snapshot()
        next.reconfigureItems([1])
        next.reloadItems([2])
        source.apply(next)
        #expect(table.cellForRow(at: path(0)) === cellOf1 && cellOf1?.textLabel?.text == "one")
        #expect(cellOf1?.isSelected == true, "not prepared for reuse")
        let reloaded = table.cellForRow(at: path(1))
        #expect(reloaded !== cellOf2 && reloaded?.textLabel?.text == "two")
        run(window, clock, frames: 7)
        #expect(cellOf2?.superview == nil && table.cellForRow(at: path(1)) === reloaded)
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are spent")
    }

    /// A reconfigure of an item that also moved configures the cell at its new row.
    @Test func aReconfiguredItemThatMovedKeepsItsCell() {
        let titles = Titles()
        let (table, source, _, _) = stage(titles: titles)
        source.apply(snapshot(["a": [1, 2, 3]]), animatingDifferences: false)
        let cellOf1 = table.cellForRow(at: path(0))
        titles.byItem[1] = "moved"
        var next = snapshot(["a": [2, 3, 1]])
        next.reconfigureItems([1])
        source.apply(next, animatingDifferences: false)
        #expect(table.cellForRow(at: path(2)) === cellOf1 && cellOf1?.textLabel?.text == "moved")
    }

    /// A moved section is deleted and inserted (the table has no section move): its rows get
    /// new cells; the rows around it keep theirs.
    @Test func aMovedSectionShowsInItsNewPlace() {
        let (table, source, window, clock) = stage()
        source.apply(snapshot(["a": [1, 2], "b": [3], "c": [4, 5]]), animatingDifferences: false)
        let cellOf3 = table.cellForRow(at: path(0, 1))
        let next = snapshot(["c": [4, 5], "a": [1, 2], "b": [3]])
        source.apply(next)
        run(window, clock, frames: 7)
        #expect(shown(table) == expected(next) && table.cellForRow(at: path(0, 2)) === cellOf3)
    }

    /// A nil from the cell provider is one line and an empty cell, not a trap.
    @Test func aNilCellIsReportedAndTheRowGetsAnEmptyCell() {
        let (table, source, _, _) = stage { table, _ in
            DataSource(tableView: table) { table, indexPath, item in
                item == 2 ? nil : table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let lines = reports { source.apply(snapshot(["a": [1, 2]]), animatingDifferences: false) }
        #expect(
            lines == [
                "Drawer: the cell provider returned nil for item identifier 2 at [0, 1]; an empty cell shows "
                    + "(UIKit traps: \"UITableView failed to obtain a cell from its dataSource\")"
            ])
        #expect(table.cellForRow(at: path(1))?.reuseIdentifier == nil && table.cellForRow(at: path(0))?.reuseIdentifier == "cell")
    }

    /// A subclass gives the section titles, as on iOS.
    @Test func aSubclassTitlesTheSections() {
        final class Titled: TableViewDiffableDataSource<String, Int> {
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)?.uppercased()
            }
        }
        let (table, source, _, _) = stage { table, _ in
            Titled(tableView: table) { table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "cell", for: indexPath) }
        }
        source.apply(snapshot(["fruit": [1], "nuts": [2]]), animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "NUTS")
        #expect(table.rectForRow(at: path(0, 1)).minY == 28 + 44 + 28, "titled headers of 28 points")
    }

    /// An apply while the previous animation runs takes the table from where the model is.
    @Test func anApplyDuringAnAnimationStartsFromTheModel() {
        let (table, source, window, clock) = stage()
        source.apply(snapshot(["a": [1, 2, 3]]), animatingDifferences: false)
        source.apply(snapshot(["a": [3, 1, 2, 4]]))
        run(window, clock, frames: 2)
        let last = snapshot(["a": [4, 2], "b": [1]])
        source.apply(last)
        run(window, clock, frames: 8)
        #expect(shown(table) == expected(last))
    }

    /// 60 random snapshots applied in turn (seeded), animated or not: no batch is reported as
    /// inconsistent (the table would reload), and after each every row that has a cell shows its
    /// item (and every row on screen has one).
    @Test func randomAppliesAlwaysShowTheSnapshot() {
        let (table, source, window, clock) = stage()
        var random = SplitMix(state: 99)
        var lines: [String] = []
        LayoutEngine.report = { lines.append($0) }
        defer { LayoutEngine.report = { _ in } }
        var current = Snapshot()
        var wrong: [Int] = []
        for step in 0..<60 {
            current = SnapshotDifferenceTests.randomSnapshot(near: current, using: &random)
            source.apply(current, animatingDifferences: Bool.random(using: &random))
            run(window, clock, frames: Int.random(in: 0...7, using: &random))
            if step % 5 == 4 { run(window, clock, frames: 7) }
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            let rows = current.sectionIdentifiers.map { current.numberOfItems(inSection: $0) }
            if counts != rows || !mismatches(table, current).isEmpty { wrong.append(step) }
        }
        #expect(lines.isEmpty, "\(lines.first ?? "")")
        #expect(wrong.isEmpty, "steps whose rows were wrong: \(wrong)")
        #expect(table.numberOfSections == current.numberOfSections)
    }

    /// The table keeps its data source weakly, as UIKit's: the app holds it.
    @Test func theTableDoesNotKeepItsDataSource() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        weak var weakSource: DataSource?
        do {
            let source = DataSource(tableView: table) { _, _, _ in TableViewCell() }
            weakSource = source
            #expect(table.dataSource === source)
        }
        #expect(weakSource == nil && table.dataSource == nil)
    }
}
