import Motion
import Testing

@testable import ViewKit

/// Swipe actions on a table's rows, in a window on a fixed clock: a drag across a row uncovers
/// its actions 1:1, the release snaps by `SnapDrag`'s projection, a tap performs or closes, a
/// full swipe performs the first action, and the default Delete commits to the data source.
@MainActor @Suite struct TableSwipeTests {
    final class Source: TableViewDataSource, TableViewDelegate {
        var items = (0..<20).map { "item \($0)" }
        var events: [String] = []
        var trailing: (IndexPath) -> SwipeActionsConfiguration? = { _ in nil }
        var leading: (IndexPath) -> SwipeActionsConfiguration? = { _ in nil }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.name = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        { trailing(indexPath) }
        func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        { leading(indexPath) }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
        func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("begin \(indexPath.row)") }
        func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
            events.append("end \(indexPath.map { "\($0.row)" } ?? "nil")")
        }

        /// Delete (red, deletes the row) and Flag (grey): the configuration of mail's rows.
        func deleteAndFlag(_ indexPath: IndexPath, table: TableView) -> SwipeActionsConfiguration {
            let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                events.append("delete \(indexPath.row)")
                items.remove(at: indexPath.row)
                table.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                events.append("flag \(indexPath.row)")
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    /// A 400×300 table of 44-point rows filling a window on a fixed clock.
    struct Stage {
        let clock = FixedStepClock()
        let window: Window
        let table: TableView

        init(_ source: Source) {
            window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: clock))
            table = TableView(frame: window.rootView.bounds, name: "table")
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            window.rootView.addSubview(table)
            table.delegate = source
            table.dataSource = source
            window.update()
        }

        /// Drags from `from` to `to` in `steps` moves of one frame each, then (after holding still
        /// for `hold` seconds) lets go; frames run as the pointer moves.
        func drag(from: Point, to: Point, steps: Int = 10, hold: Double = 0.2, release: Bool = true) {
            window.handle(PointerEvent(.down, at: from, time: clock.now))
            for step in 1...steps {
                frame()
                let f = Double(step) / Double(steps)
                window.handle(PointerEvent(.move, at: from + (to - from) * f, time: clock.now))
            }
            guard release else { return }
            for _ in 0..<Int((hold * 60).rounded()) { frame() }
            window.handle(PointerEvent(.up, at: to, time: clock.now))
            frame()
        }

        func tap(_ point: Point) {
            window.handle(PointerEvent(.down, at: point, time: clock.now))
            frame()
            window.handle(PointerEvent(.up, at: point, time: clock.now))
            frame()
        }

        func frame() {
            clock.tick()
            window.update()
        }

        func settle() { for _ in 0..<120 { frame() } }

        /// The row's cell while it is laid out (shown or in the margin beyond).
        func cell(_ row: Int) -> TableViewCell? { table.cells[IndexPath(row: row, section: 0)] }
        var strip: SwipeActionsView? { table.subviews.compactMap { $0 as? SwipeActionsView }.first }
    }

    @Test func aDragAcrossARowUncoversItsTrailingActionsOneToOne() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 300, y: 66), to: Point(x: 200, y: 66), steps: 10, release: false)
        // The pan began on the first move (10 points, its hysteresis); the row follows from there.
        let cell = try #require(stage.cell(1))
        #expect(cell.frame == Rect(x: -90, y: 44, width: 400, height: 44))
        let strip = try #require(stage.strip)
        #expect(strip.frame == Rect(x: 310, y: 44, width: 90, height: 44))
        let (delete, flag) = (strip.buttons[0], strip.buttons[1])
        #expect(
            delete.frame.maxX == 90 && flag.frame.minX == 0 && abs(flag.frame.maxX - delete.frame.minX) < 1e-9,
            "the first at the outer edge")
        let widths = strip.restingWidths { $0.estimatedWidth }
        #expect(abs(delete.frame.width / flag.frame.width - widths[0] / widths[1]) < 1e-9, "shared as at rest")
        #expect(source.events == ["begin 1"])
        #expect(stage.cell(0)?.frame.minX == 0 && stage.cell(2)?.frame.minX == 0, "only the swiped row moves")
    }

    /// A slow release past half the actions' width opens the row to exactly their width; a tap
    /// on a button performs its action and the row closes; a tap elsewhere closes it too, and
    /// selects nothing.
    @Test func aReleaseOpensTheRowAndATapPerformsOrCloses() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 300, y: 66), to: Point(x: 200, y: 66))
        stage.settle()
        let strip = try #require(stage.strip)
        let open = strip.restingWidths { $0.estimatedWidth }.reduce(0, +)
        #expect(open < 2 * 90 && open < 400 / 2, "90 points is past half of \(open); far from a full swipe")
        #expect(stage.cell(1)?.frame.minX == -open)
        #expect(strip.frame == Rect(x: 400 - open, y: 44, width: open, height: 44))
        // Flag is the inner button: its middle.
        let flag = strip.buttons[1].frame
        stage.tap(Point(x: 400 - open + flag.midX, y: 66))
        #expect(source.events == ["begin 1", "flag 1"])
        stage.settle()
        #expect(stage.cell(1)?.frame.minX == 0 && stage.strip == nil)
        #expect(source.events == ["begin 1", "flag 1", "end 1"])
        // Open again, then tap another row: it closes, and nothing is selected.
        stage.drag(from: Point(x: 300, y: 110), to: Point(x: 200, y: 110))
        stage.settle()
        #expect(stage.cell(2)?.frame.minX == -open)
        stage.tap(Point(x: 100, y: 200))
        stage.settle()
        #expect(stage.cell(2)?.frame.minX == 0 && stage.strip == nil)
        #expect(source.events.suffix(2) == ["begin 2", "end 2"], "no select: the tap closed the row")
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    /// A short slow drag goes back closed; a vertical drag scrolls and swipes nothing; a scroll
    /// closes an open row.
    @Test func aShortDragClosesAndAVerticalDragScrolls() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 300, y: 66), to: Point(x: 280, y: 66), steps: 4)
        stage.settle()
        #expect(stage.cell(1)?.frame.minX == 0 && stage.strip == nil, "10 points of ~150 is under half")
        stage.drag(from: Point(x: 300, y: 200), to: Point(x: 290, y: 100), steps: 10)
        #expect(stage.table.contentOffset.y > 80, "the drag scrolled: \(stage.table.contentOffset.y)")
        #expect(stage.strip == nil)
        stage.settle()
        stage.table.setContentOffset(.zero, animated: false)
        stage.drag(from: Point(x: 300, y: 66), to: Point(x: 200, y: 66))
        stage.settle()
        #expect(stage.strip != nil)
        stage.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 150), steps: 10)
        stage.settle()
        #expect(stage.strip == nil && stage.cell(1)?.frame.minX == 0, "the scroll closed the row")
    }

    /// A row taken most of the way across performs the first action, as
    /// `performsFirstActionWithFullSwipe` says: here Delete, which deletes the row; the swipe
    /// ends with the update. A quick flick that was not taken that far only opens the row.
    @Test func aFullSwipePerformsTheFirstAction() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 380, y: 66), to: Point(x: 280, y: 66), steps: 3, hold: 0)
        stage.settle()
        let open = try #require(stage.strip).restingWidths { $0.estimatedWidth }.reduce(0, +)
        #expect(stage.cell(1)?.frame.minX == -open && source.events == ["begin 1"], "a flick of 3,000 points a second opens")
        stage.tap(Point(x: 100, y: 250))
        stage.settle()
        // Begun 61.7 points in, taken 308 points: past (open + 400) / 2.
        stage.drag(from: Point(x: 390, y: 66), to: Point(x: 20, y: 66), steps: 6, hold: 0)
        #expect(source.events == ["begin 1", "end 1", "begin 1", "delete 1", "end nil"])
        stage.settle()
        #expect(stage.table.numberOfRows(inSection: 0) == 19)
        #expect(stage.cell(1)?.name == "item 2" && stage.cell(1)?.frame.minX == 0)
        #expect(stage.strip == nil)
        // Without the full swipe the same flick only opens the row.
        source.trailing = {
            let configuration = source.deleteAndFlag($0, table: stage.table)
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        stage.drag(from: Point(x: 390, y: 66), to: Point(x: 20, y: 66), steps: 6, hold: 0)
        stage.settle()
        #expect(stage.cell(1)?.frame.minX == -open && stage.table.numberOfRows(inSection: 0) == 19)
    }

    /// Dragging past halfway from open to across arms the full swipe: the first button takes
    /// the whole strip.
    @Test func armingGivesTheFirstButtonTheStrip() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 390, y: 66), to: Point(x: 60, y: 66), steps: 10, release: false)
        for _ in 0..<30 { stage.frame() }
        // Begun at the first move (33 points): 297 points open, past (open + 400) / 2.
        let strip = try #require(stage.strip)
        #expect(abs(strip.frame.width - 297) < 1e-9)
        #expect(strip.buttons[0].frame == Rect(x: 0, y: 0, width: strip.frame.width, height: 44) && strip.buttons[1].frame.width == 0)
        let widths = strip.restingWidths { $0.estimatedWidth }
        #expect(strip.buttons[0].titleLabel?.frame == Rect(x: 0, y: 0, width: widths[0], height: 44), "its title beside the row")
        #expect(strip.buttons.map(\.currentTitle) == ["Delete", "Flag"], "buttons titled as iOS's")
    }

    /// Leading actions come from a drag toward the trailing edge, at the left.
    @Test func leadingActionsAreAtTheLeadingEdge() throws {
        let source = Source()
        let stage = Stage(source)
        source.leading = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        }
        stage.drag(from: Point(x: 100, y: 66), to: Point(x: 160, y: 66), release: false)
        // Begun at the second move (12 points).
        #expect(stage.cell(1)?.frame.minX == 48)
        #expect(stage.strip?.frame == Rect(x: 0, y: 44, width: 48, height: 44))
        // No trailing actions: a drag the other way on another row swipes nothing.
        for _ in 0..<12 { stage.frame() }
        stage.window.handle(PointerEvent(.up, at: Point(x: 160, y: 66), time: stage.clock.now))
        stage.settle()
        stage.tap(Point(x: 300, y: 250))
        stage.settle()
        stage.drag(from: Point(x: 300, y: 154), to: Point(x: 200, y: 154), release: false)
        #expect(stage.cell(3)?.frame.minX == 0 && stage.strip == nil)
    }

    /// A press on a row on its way catches it where it shows: nothing jumps.
    @Test func aPressCatchesARowInFlight() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 300, y: 66), to: Point(x: 200, y: 66))
        for _ in 0..<3 { stage.frame() }
        let cell = try #require(stage.cell(1))
        let shown = cell.presentationValues.frame.minX
        #expect(shown != cell.frame.minX, "still on its way: shows \(shown), goes to \(cell.frame.minX)")
        stage.window.handle(PointerEvent(.down, at: Point(x: 200, y: 66), time: stage.clock.now))
        stage.window.update()
        #expect(abs(cell.presentationValues.frame.minX - shown) < 1e-9 && abs(cell.frame.minX - shown) < 1e-9)
        stage.window.handle(PointerEvent(.move, at: Point(x: 190, y: 66), time: stage.clock.now + 0.016))
        stage.frame()
        #expect(abs(cell.frame.minX - (shown - 10)) < 1e-9, "and follows 1:1 from there")
    }

    /// UIKit's default: a Delete on the trailing side that commits `.delete`, when the data
    /// source says its rows can be edited; none when it does not say (Drawer cannot see whether
    /// `commit` is implemented).
    @Test func theDefaultDeleteCommitsToTheDataSource() throws {
        final class Editable: TableViewDataSource {
            var items = ["a", "b", "c"]
            var answersCanEdit = true
            var commits: [String] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
            func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                commits.append("\(editingStyle) \(indexPath.row)")
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
        final class Silent: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let editable = Editable()
        let stage = Stage(Source())
        stage.table.delegate = nil
        stage.table.dataSource = editable
        let delete = try #require(stage.table.swipeConfiguration(for: IndexPath(row: 0, section: 0), side: .trailing))
        #expect(delete.actions.map(\.title) == ["Delete"] && delete.actions[0].style == .destructive)
        #expect(stage.table.swipeConfiguration(for: IndexPath(row: 2, section: 0), side: .trailing) == nil, "row 2 cannot be edited")
        #expect(stage.table.swipeConfiguration(for: IndexPath(row: 0, section: 0), side: .leading) == nil)
        stage.drag(from: Point(x: 390, y: 22), to: Point(x: 20, y: 22), steps: 6, hold: 0)
        #expect(editable.commits == ["delete 0"] && editable.items == ["b", "c"])
        let silent = Silent()
        stage.table.dataSource = silent
        #expect(stage.table.swipeConfiguration(for: IndexPath(row: 0, section: 0), side: .trailing) == nil)
    }

    /// A table view controller's subclass overrides the editing methods, as on iOS.
    @Test func aTableViewControllerSubclassGetsTheDefaultDelete() throws {
        final class Notes: TableViewController {
            var notes = ["one", "two"]
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
            override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
                "Remove"
            }
        }
        final class Plain: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        }
        let notes = Notes()
        _ = notes.view
        let configuration = notes.tableView.swipeConfiguration(for: IndexPath(row: 0, section: 0), side: .trailing)
        #expect(configuration?.actions.map(\.title) == ["Remove"])
        let plain = Plain()
        _ = plain.view
        #expect(plain.tableView.swipeConfiguration(for: IndexPath(row: 0, section: 0), side: .trailing) == nil)
    }

    /// A batch update while a row is open closes it: the row slides home with the update.
    @Test func anUpdateClosesTheOpenRow() throws {
        let source = Source()
        let stage = Stage(source)
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 300, y: 66), to: Point(x: 200, y: 66))
        stage.settle()
        #expect(stage.strip != nil)
        source.items.insert("new", at: 0)
        stage.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(stage.strip == nil && source.events.last == "end nil")
        stage.settle()
        #expect(stage.cell(2)?.name == "item 1" && stage.cell(2)?.frame == Rect(x: 0, y: 88, width: 400, height: 44))
    }

    /// The article's swipe to delete ("Showing lists"), as written there.
    final class Groceries: TableViewDataSource, TableViewDelegate {
        var items = ["Apples", "Bread", "Coffee"]

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }

        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        {
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete])
        }
    }

    @Test func theArticlesSwipeToDeleteDeletesByATapAndByAFullSwipe() throws {
        let groceries = Groceries()
        let stage = Stage(Source())
        stage.table.delegate = groceries
        stage.table.dataSource = groceries
        stage.drag(from: Point(x: 300, y: 22), to: Point(x: 200, y: 22))
        stage.settle()
        let strip = try #require(stage.strip)
        stage.tap(Point(x: strip.frame.midX, y: 22))
        #expect(groceries.items == ["Bread", "Coffee"])
        stage.settle()
        stage.drag(from: Point(x: 390, y: 66), to: Point(x: 20, y: 66), steps: 6, hold: 0)
        #expect(groceries.items == ["Bread"])
        stage.settle()
        #expect(stage.table.numberOfRows(inSection: 0) == 1 && stage.strip == nil)
    }

    /// A tap on a leading action performs it and the row closes; an action with an image and no
    /// title is the narrowest button, its image where its title would be.
    @Test func aLeadingActionWithAnImagePerformsOnATap() throws {
        let source = Source()
        let stage = Stage(source)
        var pinned: [Int] = []
        source.leading = { indexPath in
            let pin = ContextualAction(style: .normal, title: nil) { _, _, done in
                pinned.append(indexPath.row)
                done(true)
            }
            pin.image = Image(name: "pin", size: Size(width: 20, height: 20))
            #expect(pin.backgroundColor == SystemColor.gray)
            return SwipeActionsConfiguration(actions: [pin])
        }
        stage.drag(from: Point(x: 100, y: 110), to: Point(x: 200, y: 110))
        stage.settle()
        let strip = try #require(stage.strip)
        #expect(strip.restingWidths { $0.estimatedWidth } == [SwipeActionsView.minimumButtonWidth])
        #expect(stage.cell(2)?.frame.minX == SwipeActionsView.minimumButtonWidth)
        #expect(strip.buttons[0].subviews.contains { $0.image?.name == "pin" && $0.frame == strip.buttons[0].slot })
        stage.tap(Point(x: 30, y: 110))
        stage.settle()
        #expect(pinned == [2] && stage.strip == nil && stage.cell(2)?.frame.minX == 0)
        #expect(source.events.suffix(2) == ["begin 2", "end 2"])
    }

    /// Right to left, the trailing actions are on the left: a drag to the right uncovers them.
    @Test func rightToLeftPutsTheTrailingActionsOnTheLeft() throws {
        let source = Source()
        let stage = Stage(source)
        stage.table.semanticContentAttribute = .forceRightToLeft
        source.trailing = { source.deleteAndFlag($0, table: stage.table) }
        stage.drag(from: Point(x: 100, y: 66), to: Point(x: 200, y: 66), release: false)
        #expect(stage.cell(1)?.frame.minX == 90)
        let strip = try #require(stage.strip)
        #expect(strip.frame.minX == 0 && strip.buttons[0].frame.minX == 0, "Delete, the first, at the outer edge: the left")
    }
}
