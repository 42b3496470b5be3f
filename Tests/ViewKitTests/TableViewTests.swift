import Motion
import Testing

@testable import ViewKit

/// `TableView`: only the rows near what shows are views, rows that leave are reused, and the
/// tree is the same size for 100 rows as for 10,000.
@Suite struct TableViewTests {
    final class Rows: TableViewDataSource {
        var count: Int
        var made = 0
        init(_ count: Int) { self.count = count }
        func numberOfRows(in tableView: TableView) -> Int { count }
        func tableView(_ tableView: TableView, cellForRow row: Int) -> View {
            let cell =
                tableView.dequeueReusableCell()
                ?? {
                    made += 1
                    return View(name: "row")
                }()
            cell.name = "row\(row)"
            return cell
        }
    }

    static func table(_ rows: Rows) -> (Stage, TableView) {
        let stage = Stage()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "table")
        stage.root.view.addSubview(table)
        table.dataSource = rows
        return (stage, table)
    }

    @Test(arguments: [100, 10_000])
    func onlyTheRowsNearWhatShowsAreViews(count: Int) {
        let rows = Rows(count)
        let (_, table) = Self.table(rows)
        #expect(table.contentSize == Size(width: 400, height: Double(count) * 44))
        // 300 points and half of that again below: rows 0 to 10 (450 / 44, rounded up).
        #expect(table.visibleRows == 0..<11)
        #expect(table.subviews.count == 11 + 2, "eleven rows and the two indicators")
        table.contentOffset = Point(x: 0, y: 44 * 50 + 10)
        // From 150 points above (2,060: row 46) to 150 below (2,660: row 60).
        #expect(table.visibleRows == 46..<61)
        #expect(table.cellForRow(at: 50)?.frame == Rect(x: 0, y: 2200, width: 400, height: 44))
        #expect(table.cellForRow(at: 50)?.name == "row50" && table.cellForRow(at: 10) == nil)
        #expect(table.subviews.count == 15 + 2, "fifteen rows at row 50, whatever the count")
        #expect(table.subviews.suffix(2).allSatisfy { $0.name.hasPrefix("scroll.indicator") })
    }

    @Test func rowsThatScrollAwayAreReused() {
        let rows = Rows(10_000)
        let (stage, table) = Self.table(rows)
        for step in 1...200 {
            table.contentOffset = Point(x: 0, y: Double(step) * 37)
            stage.frames(1)
        }
        // At most 15 rows are views at once (300 points and 150 either side, over 44).
        #expect(rows.made <= 16, "made \(rows.made) for 200 scrolls over 7,400 points")
        rows.count = 3
        table.reloadData()
        #expect(table.contentOffset.y == 0 && table.visibleRows == 0..<3, "fewer rows: the offset comes back into range")
    }
}
