import Motion
import Testing

@testable import ViewKit

/// Self-sizing rows: estimated until their cells are made, then as their constraints say, with
/// nothing that shows moving when an estimate is replaced.
@MainActor @Suite struct TableSelfSizingTests {
    /// Row `r` is 30 + 10 × (r mod 5) points tall: a block pinned to the content view's top and
    /// bottom with that height, as a self-sizing cell is written.
    final class Source: TableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        static func height(_ row: Int) -> Double { 30 + 10 * Double(row % 5) }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            for view in cell.contentView.subviews { view.removeFromSuperview() }
            let block = View(name: "block")
            block.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(block)
            LayoutConstraint.activate([
                block.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                block.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                block.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                block.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                block.heightAnchor.constraint(equalToConstant: Self.height(indexPath.row)),
            ])
            cell.name = "row \(indexPath.row)"
            return cell
        }
    }

    struct Stage {
        let clock = FixedStepClock()
        let window: Window
        let table: TableView
        let source: Source

        init(count: Int = 200) {
            source = Source(count: count)
            window = Window(size: Size(width: 320, height: 400), driver: AnimationDriver(clock: clock))
            table = TableView(frame: window.rootView.bounds)
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 44
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            window.rootView.addSubview(table)
            table.dataSource = source
            window.update()
        }

        func frame() {
            clock.tick()
            window.update()
        }

        /// Where row `row`'s cell shows, from the table's top, now.
        func shownTop(_ row: Int) -> Double? {
            guard let cell = table.cells[IndexPath(row: row, section: 0)] else { return nil }
            return cell.presentationValues.frame.minY - table.presentationValues.bounds.minY
        }
    }

    /// The rows that show and the margin below are measured before anything is drawn; the rows
    /// beyond are estimated.
    @Test func theRowsNearWhatShowsAreMeasuredTheRestEstimated() throws {
        let stage = Stage()
        let table = stage.table
        let heights = (0..<200).map(Source.height)
        // 400 shown and 200 below: rows until 600 points measured (the cells made).
        let made = table.cells.keys.map(\.row).sorted()
        #expect(made.first == 0 && (made.last ?? 0) >= 12)
        for row in made {
            let expected = heights[..<row].reduce(0, +)
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)) == Rect(x: 0, y: expected, width: 320, height: heights[row]))
        }
        // Measured: every row a cell was made for (some the first, estimated pass made and the
        // measured heights then left beyond the margin).
        let rows = try #require(table.measuredHeights[0]).keys.sorted()
        #expect(rows == Array(0...(rows.last ?? 0)) && rows.count >= made.count)
        let measured = rows.map { heights[$0] }.reduce(0, +)
        #expect(table.contentSize.height == measured + Double(200 - rows.count) * 44, "the others at the estimate")
    }

    /// Far down without measuring what is between, then dragged back up: every row above that
    /// comes into the margin is measured and the content above changes, yet the rows that show
    /// follow the pointer exactly, frame by frame.
    @Test func rowsMeasuredAboveWhatShowsMoveNothingThatShows() throws {
        let stage = Stage()
        let table = stage.table
        table.setContentOffset(Point(x: 0, y: 44 * 120), animated: false)
        stage.frame()
        let anchor = try #require(table.indexPathsForVisibleRows.dropFirst().first?.row)
        let start = try #require(stage.shownTop(anchor))
        let contentBefore = table.contentSize.height
        stage.window.handle(PointerEvent(.down, at: Point(x: 160, y: 100), time: stage.clock.now))
        for step in 1...20 {
            stage.frame()
            stage.window.handle(PointerEvent(.move, at: Point(x: 160, y: 100 + Double(step) * 10), time: stage.clock.now))
            stage.window.update()
            // The pan began at the first move (its 10 points), so the rows follow 10 fewer.
            let shown = try #require(stage.shownTop(anchor))
            #expect(abs(shown - (start + Double(step - 1) * 10)) < 1e-6, "step \(step): \(shown)")
        }
        #expect(table.contentSize.height != contentBefore, "rows above were measured on the way")
    }

    /// A flick up over unmeasured rows decelerates as smoothly as over measured ones: the row it
    /// follows moves less each frame, never jumping.
    @Test func aDecelerationOverEstimatedRowsDoesNotJump() throws {
        let stage = Stage()
        let table = stage.table
        table.setContentOffset(Point(x: 0, y: 44 * 150), animated: false)
        stage.frame()
        let anchor = try #require(table.indexPathsForVisibleRows.last?.row)
        stage.window.handle(PointerEvent(.down, at: Point(x: 160, y: 50), time: stage.clock.now))
        for step in 1...6 {
            stage.frame()
            stage.window.handle(PointerEvent(.move, at: Point(x: 160, y: 50 + Double(step) * 40), time: stage.clock.now))
        }
        stage.window.handle(PointerEvent(.up, at: Point(x: 160, y: 290), time: stage.clock.now))
        let contentBefore = table.contentSize.height
        var last = try #require(stage.shownTop(anchor))
        var lastStep = Double.infinity
        for _ in 0..<20 {
            stage.frame()
            guard let shown = stage.shownTop(anchor) else { break }
            let step = shown - last
            #expect(step >= 0 && step <= lastStep + 1e-6, "the row moves down, less each frame: \(step) after \(lastStep)")
            last = shown
            lastStep = step
        }
        #expect(table.contentSize.height != contentBefore, "rows above were measured as it went")
    }

    /// An estimate of 0 turns self-sizing off: rows are 44, whatever their content.
    @Test func anEstimateOfZeroTurnsSelfSizingOff() {
        let stage = Stage()
        stage.table.estimatedRowHeight = 0
        stage.window.update()
        #expect(!stage.table.isSelfSizing && stage.table.contentSize.height == 200 * 44)
        #expect(stage.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    }
}
