import Motion
import Testing
import ViewKit

#if !DEMO_COMPARISONS
    import Glibc
#endif

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `FilteredDiffableList.swift` run as written, at the root of the stage's navigation controller
/// in a 400 × 300 window, its 44-point bar over the top of the table, which fills the view.
/// Worked by hand from the table's rules (plain rows 44 high, no headers):
///
/// - The table rests scrolled to −44 under the bar, so what shows is −44…256 of the content:
///   rows 0 to 5, row `r` from 44 + 44r to 88 + 44r in the window.
/// - The forty mountains sorted by name begin Aconcagua, Annapurna, Ben Nevis, Broad Peak,
///   Chimborazo, Cho Oyu; "mount" matches the ten "Mount …" and Table Mountain (eleven rows,
///   six showing), "peak" matches Broad Peak and Pikes Peak.
/// - An animated apply is the table's batch: it animates for 0.3 s (18 frames at 60 Hz).
@MainActor @Suite struct FilteredDiffableListTests {
    private static let sorted = [
        "Aconcagua", "Annapurna", "Ben Nevis", "Broad Peak", "Chimborazo", "Cho Oyu", "Cotopaxi", "Denali", "Dhaulagiri",
        "Eiger", "Elbrus", "Everest", "Gasherbrum I", "Gasherbrum II", "Jungfrau", "K2", "Kangchenjunga", "Kilimanjaro",
        "Lhotse", "Makalu", "Manaslu", "Matterhorn", "Mont Blanc", "Mount Cook", "Mount Fuji", "Mount Hood", "Mount Kenya",
        "Mount Kosciuszko", "Mount Logan", "Mount Olympus", "Mount Rainier", "Mount Shasta", "Mount Whitney", "Nanga Parbat",
        "Ojos del Salado", "Pikes Peak", "Puncak Jaya", "Shishapangma", "Table Mountain", "Vinson",
    ]
    private static let mount = [
        "Mount Cook", "Mount Fuji", "Mount Hood", "Mount Kenya", "Mount Kosciuszko", "Mount Logan", "Mount Olympus",
        "Mount Rainier", "Mount Shasta", "Mount Whitney", "Table Mountain",
    ]

    private func stage() -> (PortStage, FilteredMountainsViewController) {
        let port = FilteredMountainsViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// The text a cell's content configuration shows.
    private func text(_ cell: TableViewCell?) -> String? {
        (cell?.contentConfiguration as? ListContentConfiguration)?.text
    }

    /// What the visible rows show, top to bottom.
    private func shown(_ port: FilteredMountainsViewController) -> [String?] {
        port.tableView.visibleCells.map(text)
    }

    /// The names of the data source's items, row by row.
    private func rows(_ port: FilteredMountainsViewController) -> [String?] {
        (0..<port.tableView.numberOfRows(inSection: 0)).map { port.dataSource.itemIdentifier(for: path($0))?.name }
    }

    @Test func itListsEveryMountainSortedByName() throws {
        let (stage, port) = stage()
        let table = port.tableView
        #expect(stage.settle() == 0, "the first snapshot shows without animating")
        #expect(stage.stack == ["Mountains"])
        #expect(port.mountains.count == 40 && Set(port.mountains.map(\.id)).count == 40)
        #expect(table.dataSource === port.dataSource)
        #expect(table.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 40)
        #expect(port.dataSource.snapshot().sectionIdentifiers == [.main])
        #expect(port.dataSource.snapshot().itemIdentifiers.map(\.name) == Self.sorted)
        #expect(rows(port) == Self.sorted)
        #expect(table.indexPathsForVisibleRows == (0...5).map(path))
        #expect(shown(port) == Self.sorted.prefix(6).map { $0 })
        let first = try #require(table.cellForRow(at: path(0)))
        #expect(first.reuseIdentifier == "MountainCell")
        #expect(stage.shownFrame(first) == Rect(x: 0, y: 44, width: 400, height: 44))
        #expect(table.visibleCells.allSatisfy { $0.alpha == 1 })
    }

    /// "mount" (in any case) leaves the eleven that match, in order: the model at once, the
    /// rows that go faded out and the ones that stay moved into place when the animation ends.
    @Test func filteringShowsOnlyTheMatchingRowsInOrder() throws {
        let (stage, port) = stage()
        port.filter(with: "MOUNT")
        #expect(port.tableView.numberOfRows(inSection: 0) == 11, "the table's count is the new snapshot's at once")
        #expect(rows(port) == Self.mount)
        stage.frames(9)
        let cook = try #require(port.tableView.cellForRow(at: path(0)))
        #expect(text(cook) == "Mount Cook")
        #expect(stage.shownFrame(cook).minY > 44, "Mount Cook on its way up from row 23: \(stage.shownFrame(cook))")
        stage.settle()
        #expect(stage.shownFrame(cook) == Rect(x: 0, y: 44, width: 400, height: 44))
        #expect(port.tableView.indexPathsForVisibleRows == (0...5).map(path))
        #expect(shown(port) == Self.mount.prefix(6).map { $0 })
        #expect(port.tableView.visibleCells.allSatisfy { $0.alpha == 1 })

        port.filter(with: "peak")
        stage.settle()
        #expect(port.tableView.numberOfRows(inSection: 0) == 2)
        #expect(rows(port) == ["Broad Peak", "Pikes Peak"])
        #expect(shown(port) == ["Broad Peak", "Pikes Peak"])
        #expect(port.tableView.indexPathsForVisibleRows == [path(0), path(1)])
        // Two rows are shorter than the table, which still bounces vertically, as every table
        // does on iOS: its content keeps the bar's inset and shows from just below the bar.
        #expect(port.tableView.alwaysBounceVertical)
        #expect(port.tableView.adjustedContentInset.top == 44 && port.tableView.contentOffset.y == -44)
        let broadPeak = try #require(port.tableView.cellForRow(at: path(0)))
        #expect(stage.shownFrame(broadPeak) == Rect(x: 0, y: 44, width: 400, height: 44), "below the bar")

        port.filter(with: "zzz")
        stage.settle()
        #expect(port.tableView.numberOfRows(inSection: 0) == 0 && shown(port).isEmpty)
    }

    /// An empty filter brings every mountain back, sorted, from a filtered list.
    @Test func clearingTheFilterBringsThemAllBack() throws {
        let (stage, port) = stage()
        port.filter(with: "peak")
        stage.settle()
        #expect(shown(port) == ["Broad Peak", "Pikes Peak"])
        port.filter(with: "")
        #expect(port.tableView.numberOfRows(inSection: 0) == 40)
        stage.settle()
        #expect(rows(port) == Self.sorted)
        #expect(port.tableView.indexPathsForVisibleRows == (0...5).map(path))
        #expect(shown(port) == Self.sorted.prefix(6).map { $0 })
        #expect(port.tableView.visibleCells.allSatisfy { $0.alpha == 1 && $0.frame.minX == 0 })
    }

    /// Each visible cell's row names the item it shows, and that item's index path is the row.
    @Test func itemIdentifiersAndIndexPathsAgreeWithWhatShows() throws {
        let (stage, port) = stage()
        for filter in ["", "mount", "an"] {
            port.filter(with: filter)
            stage.settle()
            let cells = port.tableView.visibleCells
            #expect(!cells.isEmpty)
            for cell in cells {
                let indexPath = try #require(port.tableView.indexPath(for: cell))
                let mountain = try #require(port.dataSource.itemIdentifier(for: indexPath))
                #expect(text(cell) == mountain.name, "\(filter): row \(indexPath.row)")
                #expect(port.dataSource.indexPath(for: mountain) == indexPath)
            }
            let count = port.tableView.numberOfRows(inSection: 0)
            #expect(port.dataSource.itemIdentifier(for: path(count)) == nil)
        }
        // Filtered to "an": Everest is not in the snapshot.
        let everest = try #require(port.mountains.first { $0.name == "Everest" })
        #expect(port.dataSource.indexPath(for: everest) == nil)
        let kilimanjaro = try #require(port.mountains.first { $0.name == "Kilimanjaro" })
        #expect(port.dataSource.indexPath(for: kilimanjaro) == path(2))
    }

    /// The snapshot showing, applied again, and the same filter twice: nothing animates and the
    /// same cells show the same rows.
    @Test func applyingTheSameSnapshotTwiceChangesNothing() throws {
        let (stage, port) = stage()
        port.filter(with: "mount")
        stage.settle()
        let cells = port.tableView.visibleCells
        let snapshot = port.dataSource.snapshot()
        port.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(stage.settle() == 0, "nothing animates")
        #expect(port.tableView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(rows(port) == Self.mount)
        port.filter(with: "mount")
        #expect(stage.settle() == 0, "nothing animates")
        #expect(port.tableView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(shown(port) == Self.mount.prefix(6).map { $0 })
        #expect(port.dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
    }

    /// A snapshot that appends an item it already has: iOS traps ("supplied item identifiers are
    /// not unique"); Drawer reports it on one line and keeps the first, so applying the snapshot
    /// changes nothing.
    @Test func aDuplicateItemIsReportedOnOneLine() throws {
        let (stage, port) = stage()
        port.filter(with: "peak")
        stage.settle()
        var snapshot = port.dataSource.snapshot()
        let broadPeak = try #require(snapshot.itemIdentifiers.first)
        let lines = reportedLines { snapshot.appendItems([broadPeak]) }
        #expect(
            lines == [
                "Drawer: appendItems(_:toSection:): item identifier \(broadPeak) is already in the snapshot; the duplicate is ignored "
                    + "(UIKit traps: \"supplied item identifiers are not unique\")"
            ])
        #expect(snapshot.itemIdentifiers.map(\.name) == ["Broad Peak", "Pikes Peak"])
        port.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(stage.settle() == 0)
        #expect(shown(port) == ["Broad Peak", "Pikes Peak"])
    }

    /// The lines Drawer reports while `body` runs. Inside Drawer's package a test listens on
    /// the channel itself (`LayoutEngine.report`, which other suites may have silenced); built
    /// as an app builds the ports, where that channel is out of reach, the lines are read from
    /// stderr, where it writes them.
    private func reportedLines(_ body: () -> Void) -> [String] {
        #if DEMO_COMPARISONS
            var lines: [String] = []
            let listening = LayoutEngine.report
            LayoutEngine.report = { lines.append($0) }
            defer { LayoutEngine.report = listening }
            body()
            return lines
        #else
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return ["no pipe"] }
            let saved = dup(2)
            dup2(ends[1], 2)
            body()
            dup2(saved, 2)
            close(saved)
            close(ends[1])
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(ends[0], &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            close(ends[0])
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        #endif
    }
}
