import Foundation
import Motion
import TestSupport
import Testing

@testable import ViewKit

/// `TableView` as UIKit's `UITableView` (UIKIT-SEMANTICS §17.1): sections of rows from a data
/// source, cells registered and reused, heights from the table or the delegate, headers and
/// footers by style, and selection by a press. Each expected frame is worked from the heights
/// in the test's comment: rows of 44 unless the delegate says, a titled header 28 points in the
/// plain style and 38 in the grouped ones, an untitled one 0 or 18 (our choices where UIKit's
/// are automatic; `TableView.sectionHeaderHeight` says so).
@MainActor @Suite struct TableViewTests {
    /// A data source and delegate of sections of rows, each cell named for its row.
    final class Source: TableViewDataSource, TableViewDelegate {
        var rows: [Int]
        var headers: [String?] = []
        var footers: [String?] = []
        var heights: ((IndexPath) -> Double)?
        var made = 0
        var events: [String] = []
        var refuses: IndexPath?

        init(_ rows: [Int]) { self.rows = rows }

        func numberOfSections(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            (cell as? CountingCell)?.source = self
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.name = "row \(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            headers.indices.contains(section) ? headers[section] : nil
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            footers.indices.contains(section) ? footers[section] : nil
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            heights?(indexPath) ?? tableView.rowHeight
        }
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath == refuses ? nil : indexPath
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath)") }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { events.append("deselect \(indexPath)") }
        func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { events.append("highlight \(indexPath)") }
        func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("unhighlight \(indexPath)") }
    }

    /// A cell that counts how it is made and reused.
    final class CountingCell: TableViewCell {
        weak var source: Source?
        var reuses = 0

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CountingCell.made += 1
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }

        static var made = 0
    }

    /// A 400×300 table of `style` at the origin of a root view, with a pointer to press it by.
    static func table(_ source: Source, style: TableView.Style = .plain, delegate: Bool = false) -> (TableView, GestureDispatcher) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300), style: style, name: "table")
        root.addSubview(table)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        if delegate { table.delegate = source }
        table.dataSource = source
        root.layoutIfNeeded()
        return (table, GestureDispatcher(root: root))
    }

    @Test(arguments: [100, 100_000])
    func onlyTheRowsNearWhatShowsHaveCells(count: Int) {
        let source = Source([count])  // held: a table's data source is weak
        let (table, _) = Self.table(source)
        defer { withExtendedLifetime(source) {} }
        #expect(table.contentSize == Size(width: 400, height: Double(count) * 44))
        // 300 points and half of that again below: rows 0 to 10 (450 / 44, rounded up).
        #expect(table.indexPathsForVisibleRows == (0..<7).map { IndexPath(row: $0, section: 0) }, "300 / 44: rows 0 to 6 show")
        #expect(table.subviews.count == 11 + 2, "eleven cells and the two indicators")
        table.contentOffset = Point(x: 0, y: 44 * 50 + 10)
        // From 150 points above (2,060: row 46) to 150 below (2,660: row 60): fifteen cells.
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.frame == Rect(x: 0, y: 2200, width: 400, height: 44))
        #expect(table.cells[IndexPath(row: 46, section: 0)] != nil && table.cells[IndexPath(row: 45, section: 0)] == nil)
        #expect(table.cells[IndexPath(row: 60, section: 0)] != nil && table.cells[IndexPath(row: 61, section: 0)] == nil)
        // UIKit's `cellForRow(at:)` answers only for rows that show.
        #expect(table.cellForRow(at: IndexPath(row: 46, section: 0)) == nil && table.cellForRow(at: IndexPath(row: 50, section: 0)) != nil)
        #expect(table.subviews.count == 15 + 2, "fifteen cells at row 50, whatever the count")
        #expect(table.subviews.suffix(2).allSatisfy { $0.name.hasPrefix("scroll.indicator") })
        #expect(table.visibleCells.first?.name == "row 0.50", "row 50 is the first that shows (2,210 − 2,200 = 10 hidden)")
    }

    @Test func cellsThatScrollAwayAreReusedAfterPrepareForReuse() {
        let source = Source([10_000])
        CountingCell.made = 0
        let (table, _) = Self.table(source)
        for step in 1...200 { table.contentOffset = Point(x: 0, y: Double(step) * 37) }
        // At most 16 rows have cells at once (300 points and 150 either side, over 44).
        #expect(CountingCell.made <= 17, "made \(CountingCell.made) for 200 scrolls over 7,400 points")
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        #expect(reused > 0, "the cells showing came back through prepareForReuse")
        source.rows = [3]
        table.reloadData()
        #expect(table.contentOffset.y == 0 && table.indexPathsForVisibleRows.count == 3, "fewer rows: the offset comes back")
    }

    @Test func anUnregisteredIdentifierIsReportedAndGetsADefaultCell() {
        let source = Source([1])
        let (table, _) = Self.table(source)
        defer { withExtendedLifetime(source) {} }
        var reports: [String] = []
        LayoutEngine.report = { reports.append($0) }
        defer { LayoutEngine.report = { _ in } }
        let cell = table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "nothing" && cell.cellStyle == .default)
        #expect(reports == ["[UITableView] unable to dequeue a cell with identifier nothing: register a class for it"])
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil, "without `for:`: nil, as UIKit's")
    }

    /// Plain: section 0 is a 28-point header over 3 rows (28…160), section 1 a header at 160
    /// over 2 rows (188…276), section 2 no header (0) and 4 rows (276…452).
    @Test func plainSectionsStackHeadersAndRowsAndTheHeadersFloat() {
        let source = Source([3, 2, 4])
        source.headers = ["Fruit", "Nuts", nil]
        let (table, _) = Self.table(source)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 4)
        #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 400, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 116, width: 400, height: 44))
        #expect(table.rect(forSection: 1) == Rect(x: 0, y: 160, width: 400, height: 116))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)) == Rect(x: 0, y: 276, width: 400, height: 44))
        #expect(table.contentSize.height == 452)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Nuts", "a title's header keeps its case in the plain style")
        #expect(table.indexPathForRow(at: Point(x: 10, y: 200)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 170)) == nil, "a header is no row")

        table.contentOffset = Point(x: 0, y: 60)
        #expect(table.headerView(forSection: 0)?.frame.minY == 60, "section 0's header floats at the top")
        table.contentOffset = Point(x: 0, y: 150)
        // Pushed up by its section's end: its bottom at 160, so its top at 132.
        #expect(table.headerView(forSection: 0)?.frame.minY == 132)
        #expect(table.headerView(forSection: 1)?.frame.minY == 160)
        table.contentOffset = Point(x: 0, y: 200)
        #expect(table.headerView(forSection: 1)?.frame.minY == 200)
    }

    /// Grouped: untitled headers and footers keep sections 18 points apart; a titled header is
    /// 38 and upper-case. Section 0: header 38 (0…38), 2 rows (38…126), footer 18 (126…144);
    /// section 1: header 18 (144…162), 1 row (162…206), footer 18 (206…224).
    @Test func groupedSectionsStandApartOnGrey() {
        let source = Source([2, 1])
        source.headers = ["Settings", nil]
        let (table, _) = Self.table(source, style: .grouped)
        #expect(table.backgroundColor == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), "systemGroupedBackground")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == Rect(x: 0, y: 162, width: 400, height: 44))
        #expect(table.contentSize.height == 224)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "SETTINGS")
        table.contentOffset = Point(x: 0, y: 20)
        #expect(table.headerView(forSection: 0)?.frame.minY == 0, "grouped headers scroll with their section")
        let last = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(last?.separator.isHidden == true && table.cellForRow(at: IndexPath(row: 0, section: 0))?.separator.isHidden == false)
    }

    /// Inset grouped: rows 20 points in from each side (360 wide), the first and last of a
    /// section rounded at their outer corners, 10 points.
    @Test func insetGroupedRowsAreInsetAndRoundedAtTheirSectionsEnds() {
        let source = Source([3, 1])
        let (table, _) = Self.table(source, style: .insetGrouped)
        defer { withExtendedLifetime(source) {} }
        let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        #expect(cells[0].frame == Rect(x: 20, y: 18, width: 360, height: 44))
        #expect(cells[0].roundedCorners == .top && cells[0].cornerRadius == 10)
        #expect(cells[1].cornerRadius == 0)
        #expect(cells[2].roundedCorners == [.bottomLeft, .bottomRight] && cells[2].cornerRadius == 10)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.roundedCorners == .all, "a section of one row: all four")
    }

    /// Heights from the delegate: row r of 10 × (r + 1) points, so row r starts at 5 r (r + 1).
    @Test func theDelegatesHeightsPlaceTheRows() {
        let source = Source([30])
        source.heights = { Double(10 * ($0.row + 1)) }
        let (table, _) = Self.table(source, delegate: true)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == Rect(x: 0, y: 100, width: 400, height: 50))
        #expect(table.contentSize.height == 5 * 30 * 31)
        #expect(table.indexPathForRow(at: Point(x: 0, y: 149.5)) == IndexPath(row: 4, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 0, y: 150)) == IndexPath(row: 5, section: 0))
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 5 * 20 * 21)
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 5 * 30 * 31 - 300, "no further than the content's end")
    }

    /// A press highlights its row until it lifts; the release selects it (deselecting the one
    /// before), and the delegate hears each in order. `willSelectRowAt` returning nil refuses.
    @Test func aPressHighlightsAndAReleaseSelects() {
        let source = Source([5])
        let (table, pointer) = Self.table(source, delegate: true)
        pointer.handle(PointerEvent(.down, at: Point(x: 100, y: 60), time: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        pointer.handle(PointerEvent(.up, at: Point(x: 100, y: 60), time: 0.05))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        pointer.handle(PointerEvent(.down, at: Point(x: 100, y: 150), time: 1))
        pointer.handle(PointerEvent(.up, at: Point(x: 100, y: 150), time: 1.05))
        #expect(
            source.events == [
                "highlight [0, 1]", "unhighlight [0, 1]", "select [0, 1]", "highlight [0, 3]", "unhighlight [0, 3]", "deselect [0, 1]",
                "select [0, 3]",
            ])
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil && table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
        source.refuses = IndexPath(row: 0, section: 0)
        pointer.handle(PointerEvent(.down, at: Point(x: 100, y: 10), time: 2))
        pointer.handle(PointerEvent(.up, at: Point(x: 100, y: 10), time: 2.05))
        #expect(table.indexPathForSelectedRow == nil, "willSelectRowAt said nil")
    }

    /// In multiple selection a release toggles its row; code that selects tells no delegate.
    @Test func multipleSelectionTogglesAndCodeTellsNoOne() {
        let source = Source([5])
        let (table, pointer) = Self.table(source, delegate: true)
        table.allowsMultipleSelection = true
        for (y, time) in [(10.0, 0.0), (100, 1), (10, 2)] {
            pointer.handle(PointerEvent(.down, at: Point(x: 100, y: y), time: time))
            pointer.handle(PointerEvent(.up, at: Point(x: 100, y: y), time: time + 0.05))
        }
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        source.events.removeAll()
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
        #expect(source.events.isEmpty)
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil, "a reload clears the selection, as UIKit's")
    }

    /// The cell's styles lay their labels out in the content view, which gives the accessory
    /// its column.
    @Test func aCellsStyleAndAccessoryPlaceItsLabels() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 282, height: 44), "320 − the accessory's 38")
        #expect(cell.textLabel?.frame == Rect(x: 16, y: 0, width: 250, height: 44))
        #expect(cell.detailTextLabel?.textAlignment == .right)
        #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(subtitle.detailTextLabel?.font.pointSize == 12)
    }

    /// UIKit's reading of Foundation's IndexPath.
    @Test func anIndexPathIsASectionAndARow() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path == [1, 3] && path.item == 3 && path.section == 1)
        path.row = 4
        #expect(path == IndexPath(item: 4, section: 1) && IndexPath(row: 9, section: 0) < path)
    }

    /// A table view controller's subclass overrides the data source's methods, as on iOS; its
    /// view is the table, served by the controller; its rows are deselected as it appears.
    @Test func aTableViewControllerServesItsTableAndClearsItsSelectionOnAppearing() {
        final class Fruit: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = ["Apple", "Pear", "Plum"][indexPath.row]
                return cell
            }
        }
        let controller = Fruit(style: .insetGrouped)
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        window.rootViewController = controller
        window.update()
        #expect(controller.view === controller.tableView && controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Pear")
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    /// The DocC article "Showing lists": its code, as written there.
    final class ArticleList: TableViewDataSource, TableViewDelegate {
        var items = ["Apple", "Pear", "Plum", "Fig"]

        func makeTable(bounds: Rect) -> TableView {
            let table = TableView(frame: bounds, style: .insetGrouped)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            return table
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A data source that reads its rows through a closure, so that a test's own variable is
    /// the model.
    final class ReadingSource: TableViewDataSource {
        let rows: () -> [String]
        init(_ rows: @escaping () -> [String]) { self.rows = rows }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows().count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows()[indexPath.row]
            return cell
        }
    }

    @Test func theArticlesListShowsItsItemsAndItsBatchAddsUp() {
        let list = ArticleList()
        let table = list.makeTable(bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Pear")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == Rect(x: 20, y: 62, width: 360, height: 44))

        var items = ["A", "B", "C", "D"]
        let source = ReadingSource { items }
        let other = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        other.register(TableViewCell.self, forCellReuseIdentifier: "row")
        other.dataSource = source
        do {
            let table = other
            table.performBatchUpdates({
                items.remove(at: 2)
                items.insert("New", at: 0)
                table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            })
        }
        // Without a window the animation ends at once: New, A, B, D.
        #expect((0..<4).map { other.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == ["New", "A", "B", "D"])
        withExtendedLifetime(source) {}
    }

    /// The geometry's search finds exactly the rows a walk over every row finds: those any part
    /// of which is within the span, on tables of random sections (empty ones, headers, footers,
    /// rows of one height or of their own), at random spans.
    @Test func theRowsASpanHoldAreTheOnesAWalkFinds() {
        var random = SplitMix(state: 7)
        for _ in 0..<300 {
            var geometry = TableGeometry()
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                var section = TableGeometry.Section()
                section.rowCount = Int.random(in: 0...6, using: &random)
                section.headerHeight = [0, 28, 38][Int.random(in: 0...2, using: &random)]
                section.footerHeight = [0, 18][Int.random(in: 0...1, using: &random)]
                section.rowHeight = 44
                if Bool.random(using: &random) {
                    var offsets = [0.0]
                    for _ in 0..<section.rowCount { offsets.append(offsets.last! + Double(Int.random(in: 0...3, using: &random)) * 20) }
                    section.rowOffsets = offsets
                }
                geometry.sections.append(section)
            }
            geometry.stack()
            let top = Double(Int.random(in: -50...400, using: &random))
            let bottom = top + Double(Int.random(in: 1...300, using: &random))
            var walked: [IndexPath] = []
            for (index, section) in geometry.sections.enumerated() {
                for row in 0..<section.rowCount {
                    let span = section.row(row)
                    if span.top < bottom && span.top + span.height > top { walked.append(IndexPath(row: row, section: index)) }
                }
            }
            #expect(geometry.rows(from: top, to: bottom) == walked, "\(top)..<\(bottom) in \(geometry)")
        }
    }

    /// A content configuration, as iOS 14's cells are set up: the cell's default one, given a
    /// text, shows in a view filling the content view; a second one updates that view in place;
    /// a subtitle cell centres its two lines, 3 points apart, in the row.
    @Test func aContentConfigurationShowsInTheContentView() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.first { $0 is ListContentView })
        #expect(view.frame == Rect(x: 0, y: 0, width: 320, height: 60))
        let text = try #require(view.subviews.compactMap { $0 as? Label }.first { $0.name == "text" })
        // One line of 17-point text, centred in the 60-point row.
        let line = Font.systemFont(ofSize: 17).lineHeight
        #expect(text.text == "Wi-Fi" && text.frame == Rect(x: 16, y: (60 - line) / 2, width: 288, height: line))
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first { $0 is ListContentView } === view && text.text == "Bluetooth", "updated in place")
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Bluetooth")

        var subtitle = ListContentConfiguration.subtitleCell()
        subtitle.text = "Home"
        subtitle.secondaryText = "Connected"
        cell.contentConfiguration = subtitle
        cell.layoutIfNeeded()
        let made = try #require(cell.contentView.subviews.first { $0 is ListContentView })
        #expect(made === view, "a list configuration of another kind: the same view, rearranged")
        let labels = made.subviews.compactMap { $0 as? Label }
        let (top, bottom) = (labels[0].frame, labels[1].frame)
        // Centred: (60 − top.height − 3 − bottom.height) / 2 above, the same below.
        #expect(abs(top.minY - (60 - bottom.maxY)) < 1e-9 && bottom.minY - top.maxY == 3)
        #expect(labels[1].font.pointSize == 15 && labels[1].text == "Connected")
    }

    /// Heights no row can have (NaN, infinite, negative, vanishingly small) are taken as none
    /// and nothing traps: the table lays out and scrolls.
    @Test(arguments: [Double.nan, .infinity, -5, 1e-300])
    func unusableHeightsTrapNothing(height: Double) {
        let source = Source([50, 3])
        source.heights = { $0.section == 0 ? height : 44 }
        let (table, _) = Self.table(source, delegate: true)
        table.rowHeight = height
        table.contentOffset = Point(x: 0, y: 1e9)
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: 10)
        table.layoutIfNeeded()
        #expect(table.contentSize.height.isFinite)
        #expect(table.indexPathForRow(at: Point(x: 1, y: 5)) != nil || table.numberOfRows(inSection: 0) == 50)
    }
}
