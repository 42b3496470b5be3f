import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `SwipeToDeleteList.swift` run as written, at the root of the stage's navigation controller in
/// a 400 × 300 window, its 44-point bar over the top of the table, which is the controller's
/// view. Worked by hand from the table's rules (plain rows 44 high and 400 wide, no headers):
///
/// - The table rests scrolled to −44 under the bar, so row `r` shows from 44 + 44r to 88 + 44r
///   in the window, its middle at 66 + 44r: Apple 44…88, Apricot 88…132, Banana 132…176,
///   Blackberry 176…220, Blueberry 220…264, Cherry 264…308 (cut by the window's bottom).
/// - What shows (−44…256 of the content): rows 0 to 5.
/// - A drag across a row moves the row with the pointer from where the pan began, on the first
///   move of at least its hysteresis (10 points): a row dragged 10k points in moves of 10 shows
///   10k − 10 points aside.
@MainActor @Suite struct SwipeToDeleteListTests {
    private static let fruits = [
        "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Fig", "Grape", "Kiwi", "Lemon", "Mango",
        "Orange", "Peach", "Pear", "Plum",
    ]
    /// How far the pointer moves before a pan begins (UIKit's hysteresis is about 10 points).
    private static let hysteresis = 10.0
    /// iOS's `systemOrange`, `systemBlue` and `systemRed`.
    private static let orange = Color(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    private static let blue = Color(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    private static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)

    private func stage() -> (PortStage, SwipeToDeleteListViewController) {
        let port = SwipeToDeleteListViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    private func cell(_ port: SwipeToDeleteListViewController, _ row: Int) throws -> TableViewCell {
        try #require(port.tableView.cellForRow(at: path(row)), "no cell for row \(row)")
    }

    /// The window's y of the middle of row `row` at rest.
    private func middle(_ row: Int) -> Double { 66 + 44 * Double(row) }

    /// What the visible rows show, top to bottom.
    private func shown(_ port: SwipeToDeleteListViewController) -> [String?] {
        port.tableView.visibleCells.map { $0.textLabel?.text }
    }

    /// The colour that shows at `point` in the window: the background of the frontmost visible
    /// view there that has one.
    private func colour(at point: Point, in stage: PortStage) -> Color? {
        func walk(_ view: View) -> Color? {
            guard !view.isHidden, view.alpha > 0, stage.shownFrame(view).contains(point) else { return nil }
            for subview in view.subviews.reversed() {
                if let found = walk(subview) { return found }
            }
            return view.backgroundColor == .clear ? nil : view.backgroundColor
        }
        return walk(stage.window.rootView)
    }

    /// Drags the row at the window's `y` from `x` by `step` points a frame, `moves` times, holds
    /// still 0.2 s and lets go, then lets the row come to rest.
    private func swipe(_ stage: PortStage, y: Double, from x: Double, step: Double, moves: Int) {
        let end = stage.drag(from: Point(x: x, y: y), step: Point(x: step, y: 0), moves: moves)
        stage.frames(12)
        stage.pointer(.up, end.x, end.y)
        stage.settle()
    }

    @Test func itListsTheFruitsWithTheirActions() throws {
        let (stage, port) = stage()
        let table = port.tableView
        #expect(stage.stack == ["Fruit"])
        #expect(table.dataSource === port && table.delegate === port)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 15)
        #expect(port.fruits == Self.fruits)
        #expect(table.indexPathsForVisibleRows == (0...5).map(path))
        #expect(shown(port) == Self.fruits.prefix(6).map { $0 })
        let blackberry = try cell(port, 3)
        #expect(blackberry.reuseIdentifier == "FruitCell" && blackberry.accessoryType == .none)
        #expect(stage.shownFrame(blackberry) == Rect(x: 0, y: 176, width: 400, height: 44))

        let trailing = try #require(port.tableView(table, trailingSwipeActionsConfigurationForRowAt: path(3)))
        #expect(trailing.actions.map(\.title) == ["Delete", "Flag"])
        #expect(trailing.actions.map(\.style) == [.destructive, .normal])
        #expect(trailing.actions[1].backgroundColor == Self.orange)
        #expect(trailing.performsFirstActionWithFullSwipe)
        let leading = try #require(port.tableView(table, leadingSwipeActionsConfigurationForRowAt: path(3)))
        #expect(leading.actions.map(\.title) == ["Pin"] && leading.actions[0].backgroundColor == Self.blue)
    }

    /// A drag to the left takes Apricot with the pointer, past the pan's hysteresis, and the
    /// others stay; held still and let go more than halfway open, it rests open on its actions.
    /// A tap on Delete, the outermost, deletes it: the model and the row count at once, then the
    /// rows below slide up over the update's animation.
    @Test func aDragOpensTheRowAndATapOnDeleteDeletesIt() throws {
        let (stage, port) = stage()
        let apricot = try cell(port, 1)
        let start = Point(x: 300, y: middle(1))
        stage.pointer(.down, start.x, start.y)
        for move in 1...13 {
            stage.move(from: Point(x: start.x - 10 * Double(move - 1), y: start.y), step: Point(x: -10, y: 0), moves: 1)
            let dragged = 10 * Double(move)
            #expect(apricot.frame.minX == -(dragged - Self.hysteresis), "dragged \(dragged)")
            #expect(apricot.frame.minY == 44 && apricot.frame.width == 400)
        }
        #expect(try cell(port, 0).frame.minX == 0 && cell(port, 2).frame.minX == 0, "only the dragged row moves")
        #expect(!apricot.isHighlighted, "a swipe does not highlight the row")
        stage.frames(12)
        stage.pointer(.up, 170, start.y)
        stage.settle()
        let open = -apricot.frame.minX
        #expect(open > 2 * 44 && open < 200, "open on its two actions: \(open)")
        #expect(port.tableView.indexPathForSelectedRow == nil)
        #expect(stage.buttons(titled: "Delete").count == 1 && stage.buttons(titled: "Flag").count == 1)

        // Delete is the outermost button, at the table's right edge.
        stage.pointer(.down, 395, start.y)
        stage.pointer(.up, 395, start.y)
        var fruits = Self.fruits
        fruits.remove(at: 1)
        #expect(port.fruits == fruits)
        #expect(port.tableView.numberOfRows(inSection: 0) == 14)
        let banana = try cell(port, 1)
        #expect(banana.textLabel?.text == "Banana")
        stage.frames(9)  // halfway through the update's 0.3 s
        let sliding = stage.shownFrame(banana).minY
        #expect(sliding > 88 && sliding < 132, "Banana on its way up from 132 to 88: \(sliding)")
        stage.settle()
        #expect(stage.shownFrame(banana) == Rect(x: 0, y: 88, width: 400, height: 44))
        #expect(port.tableView.indexPathsForVisibleRows == (0...5).map(path))
        #expect(shown(port) == fruits.prefix(6).map { $0 })
        #expect(!shown(port).contains("Apricot"))
        #expect(port.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 && $0.alpha == 1 })
        #expect(port.tableView.indexPathForSelectedRow == nil)
    }

    /// A drag nearly all the way across arms the full swipe: Delete, the first action, takes the
    /// whole strip the row uncovers. Let go there, it deletes the row.
    @Test func aFullSwipeDeletesTheRow() throws {
        let (stage, port) = stage()
        let banana = try cell(port, 2)
        let end = stage.drag(from: Point(x: 390, y: middle(2)), step: Point(x: -30, y: 0), moves: 12)
        #expect(banana.frame.minX == -(360 - 30), "dragged 360; the pan began on the first move, 30 points in")
        stage.frames(15)
        #expect(colour(at: Point(x: banana.frame.maxX + 5, y: middle(2)), in: stage) == Self.red, "armed: all Delete")
        #expect(colour(at: Point(x: 395, y: middle(2)), in: stage) == Self.red)
        #expect(port.fruits == Self.fruits, "nothing is deleted before the release")
        stage.pointer(.up, end.x, end.y)
        var fruits = Self.fruits
        fruits.remove(at: 2)
        #expect(port.fruits == fruits)
        #expect(port.tableView.numberOfRows(inSection: 0) == 14)
        stage.settle()
        #expect(shown(port) == fruits.prefix(6).map { $0 })
        #expect(!shown(port).contains("Banana"))
        let blackberry = try cell(port, 2)
        #expect(blackberry.textLabel?.text == "Blackberry")
        #expect(stage.shownFrame(blackberry) == Rect(x: 0, y: 132, width: 400, height: 44))
        #expect(port.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    /// Scrolled to the bottom (360: 660 of content less 300 shown), Plum deleted: the content is
    /// 44 points shorter, so the bottom is now 316, and the rows above slide down into the room
    /// over the update's animation, as on iOS, where the offset changes with the rows.
    @Test func deletingTheLastRowAtTheBottomSlidesTheRowsAboveDown() throws {
        let (stage, port) = stage()
        let table = port.tableView
        table.setContentOffset(Point(x: 0, y: 360), animated: false)
        stage.frames(1)
        // Plum, row 14, shows from 616 − 360 = 256 to 300; Pear, row 13, from 212.
        let pear = try cell(port, 13)
        #expect(stage.shownFrame(pear) == Rect(x: 0, y: 212, width: 400, height: 44))
        swipe(stage, y: 278, from: 300, step: -10, moves: 13)
        #expect(try cell(port, 14).frame.minX < -44, "Plum open")

        stage.pointer(.down, 395, 278)
        stage.pointer(.up, 395, 278)
        #expect(port.fruits == Array(Self.fruits.dropLast()))
        #expect(table.numberOfRows(inSection: 0) == 14 && table.contentSize.height == 616)
        stage.frames(9)
        // What shows: Pear's frame less the table's offset, both as they show (the offset
        // animates with the rows; the stage's `shownFrame` reads the table's model offset).
        let shownOffset = table.layer.presentation()?.bounds.minY ?? table.bounds.minY
        let sliding = (pear.layer.presentation()?.frame.minY ?? pear.frame.minY) - shownOffset
        #expect(sliding > 212 && sliding < 256, "Pear on its way down from 212 to 256: \(sliding)")
        stage.settle()
        #expect(table.contentOffset.y == 316)
        #expect(stage.shownFrame(pear) == Rect(x: 0, y: 256, width: 400, height: 44))
        #expect(shown(port) == Self.fruits[7..<14].map { $0 })
    }

    /// Flag, the inner button, puts a checkmark on the row and the row closes; Flag again takes
    /// it off. Nothing is deleted.
    @Test func flagTogglesTheCheckmarkAndClosesTheRow() throws {
        let (stage, port) = stage()
        let blackberry = try cell(port, 3)
        for flagged in [true, false] {
            swipe(stage, y: middle(3), from: 300, step: -10, moves: 13)
            let open = -blackberry.frame.minX
            #expect(open > 2 * 44 && open < 200, "open: \(open)")
            // Flag is the inner button, just right of the row's cell; Delete the outer, at the
            // table's right edge.
            #expect(colour(at: Point(x: blackberry.frame.maxX + 5, y: middle(3)), in: stage) == Self.orange)
            #expect(colour(at: Point(x: 395, y: middle(3)), in: stage) == Self.red)
            stage.pointer(.down, blackberry.frame.maxX + 5, middle(3))
            stage.pointer(.up, blackberry.frame.maxX + 5, middle(3))
            #expect(blackberry.accessoryType == (flagged ? .checkmark : .none))
            #expect(port.flagged == (flagged ? ["Blackberry"] : []))
            stage.settle()
            #expect(blackberry.frame == Rect(x: 0, y: 132, width: 400, height: 44), "closed")
            #expect(stage.shownFrame(blackberry) == Rect(x: 0, y: 176, width: 400, height: 44))
            #expect(port.fruits == Self.fruits && port.tableView.numberOfRows(inSection: 0) == 15)
            #expect(port.tableView.indexPathForSelectedRow == nil)
        }
        #expect(try cell(port, 2).accessoryType == .none && cell(port, 4).accessoryType == .none)
    }

    /// A drag to the right opens Blueberry on Pin; a tap on Pin moves it to the top in a batch
    /// update: the model at once, the row sliding up to row 0 while the rows above it slide
    /// down by one.
    @Test func pinMovesTheRowToTheTop() throws {
        let (stage, port) = stage()
        let blueberry = try cell(port, 4)
        swipe(stage, y: middle(4), from: 20, step: 10, moves: 13)
        let open = blueberry.frame.minX
        #expect(open > 44 && open < 120, "open on Pin: \(open)")
        #expect(colour(at: Point(x: open / 2, y: middle(4)), in: stage) == Self.blue)
        #expect(blueberry.frame.minY == 176)

        stage.pointer(.down, open / 2, middle(4))
        stage.pointer(.up, open / 2, middle(4))
        let fruits = ["Blueberry"] + Self.fruits.filter { $0 != "Blueberry" }
        #expect(port.fruits == fruits)
        #expect(port.tableView.numberOfRows(inSection: 0) == 15)
        #expect(port.tableView.cellForRow(at: path(0)) === blueberry)
        stage.frames(9)
        let rising = stage.shownFrame(blueberry).minY
        #expect(rising > 44 && rising < 220, "Blueberry on its way up from 220 to 44: \(rising)")
        stage.settle()
        #expect(stage.shownFrame(blueberry) == Rect(x: 0, y: 44, width: 400, height: 44))
        #expect(try stage.shownFrame(cell(port, 1)) == Rect(x: 0, y: 88, width: 400, height: 44))
        #expect(shown(port) == fruits.prefix(6).map { $0 })
        #expect(port.tableView.indexPathForSelectedRow == nil)
    }

    /// With Apricot open, a tap on the row itself closes it, and so does a tap on another row;
    /// neither selects anything, as on iOS. The next tap on a row selects it.
    @Test func aTapElsewhereClosesTheOpenRowWithoutSelecting() throws {
        let (stage, port) = stage()
        let apricot = try cell(port, 1)
        swipe(stage, y: middle(1), from: 300, step: -10, moves: 13)
        #expect(apricot.frame.minX < -44, "open")
        stage.pointer(.down, 100, middle(1))
        stage.pointer(.up, 100, middle(1))
        stage.settle()
        #expect(apricot.frame == Rect(x: 0, y: 44, width: 400, height: 44), "closed")
        #expect(port.tableView.indexPathForSelectedRow == nil && !apricot.isSelected)

        swipe(stage, y: middle(1), from: 300, step: -10, moves: 13)
        #expect(apricot.frame.minX < -44, "open again")

        let blueberry = try cell(port, 4)
        stage.pointer(.down, 200, middle(4))
        #expect(!blueberry.isHighlighted, "the press closes the row; it does not highlight another")
        stage.pointer(.up, 200, middle(4))
        #expect(port.tableView.indexPathForSelectedRow == nil)
        #expect(!blueberry.isSelected)
        stage.settle()
        #expect(apricot.frame == Rect(x: 0, y: 44, width: 400, height: 44), "closed")
        #expect(port.tableView.indexPathForSelectedRow == nil)
        #expect(port.fruits == Self.fruits)

        stage.pointer(.down, 200, middle(4))
        stage.pointer(.up, 200, middle(4))
        #expect(port.tableView.indexPathForSelectedRow == path(4))
        #expect(blueberry.isSelected)
    }
}
