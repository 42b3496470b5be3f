import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `EditableNotes.swift` run as written, at the root of the stage's navigation controller in a
/// 400 × 300 window, its 44-point bar over the top of the table, which is the controller's view.
/// Worked by hand from the table's rules for the inset-grouped style:
///
/// - The table rests scrolled to −44 under the bar. Its one section has no title, so the grouped
///   styles' 18 points stand above it: the first row starts 44 + 18 = 62 down the window.
/// - An inset section's rows stand 20 points in from each side: 20…380, 360 wide.
/// - Rows follow one another with no gap, each as tall as its text makes it (self-sizing), so a
///   row's place is the table's `rectForRow(at:)` less the offset: 44 + its top in the content.
/// - The list content's margins are 16 points at the sides, so its texts are 360 − 2 × 16 = 328
///   wide; 11 above and below the texts, and 3 between the title and the body.
/// - The Edit button is the bar's trailing title, ending 8 points in from the right edge: a tap
///   at (387, 22) is on it.
/// - In editing mode a row's delete control stands in the 44 points the content moves aside
///   for, at the row's leading edge: a tap at 20 + 22 = 42 across the window is on it.
@MainActor @Suite struct EditableNotesTests {
    private static let titles = [
        "Groceries", "Wi-Fi password", "Call Mum", "Book club", "Packing list", "Gym", "Gift ideas", "Dentist",
    ]
    /// iOS's `systemTeal`, `systemRed` and `systemOrange`; the port's pale yellow; the grouped
    /// cell's resting white (`secondarySystemGroupedBackground` in the light appearance).
    private static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    private static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    private static let orange = Color(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    private static let paleYellow = Color(red: 1, green: 0.97, blue: 0.8, alpha: 1)
    private static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
    /// Where the Edit/Done button is tapped.
    private static let editButton = Point(x: 387, y: 22)
    /// The middle of a row's delete control, across the window.
    private static let controlX = 42.0

    private func stage() -> (PortStage, EditableNotesViewController) {
        let port = EditableNotesViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    private func cell(_ port: EditableNotesViewController, _ row: Int) throws -> TableViewCell {
        try #require(port.tableView.cellForRow(at: path(row)), "no cell for row \(row)")
    }

    /// The window's y of the middle of row `row` as the table has it now.
    private func middle(_ port: EditableNotesViewController, _ row: Int) -> Double {
        port.tableView.rectForRow(at: path(row)).midY - port.tableView.contentOffset.y
    }

    /// What the visible rows' titles say, top to bottom.
    private func shown(_ port: EditableNotesViewController) -> [String] {
        port.tableView.visibleCells.compactMap { label("text", in: $0)?.text }
    }

    /// The first subview of `view`, at any depth, named `name`.
    private func subview(_ name: String, in view: View) -> View? {
        for child in view.subviews {
            if child.name == name { return child }
            if let found = subview(name, in: child) { return found }
        }
        return nil
    }

    private func label(_ name: String, in view: View) -> Label? { subview(name, in: view) as? Label }

    /// The colour the cell's background configuration shows, after a layout pass.
    private func background(_ cell: TableViewCell) -> Color? {
        cell.layoutIfNeeded()
        return cell.subviews.first { $0.name == "backgroundConfiguration" }?.backgroundColor
    }

    /// The cell's delete control while it shows one.
    private func control(_ cell: TableViewCell) -> View? {
        cell.subviews.first { $0.name == "editingControl" && !$0.isHidden && $0.alpha > 0 }
    }

    /// What the navigation bar's trailing button reads.
    private func barButtonTitle(_ stage: PortStage) -> String? {
        stage.navigation.navigationBar.subviews.first { $0.name == "bar.right" && !$0.isHidden }?.textLine?.string
    }

    private func tap(_ stage: PortStage, _ point: Point) {
        stage.pointer(.down, point.x, point.y)
        stage.pointer(.up, point.x, point.y)
    }

    /// Drags the row at the window's `y` from `x` by `step` points a frame, `moves` times, holds
    /// still 0.2 s and lets go, then lets the row come to rest.
    private func swipe(_ stage: PortStage, y: Double, from x: Double, step: Double, moves: Int) {
        let end = stage.drag(from: Point(x: x, y: y), step: Point(x: step, y: 0), moves: moves)
        stage.frames(12)
        stage.pointer(.up, end.x, end.y)
        stage.settle()
    }

    /// The list at rest: "Notes" with Edit at the right of the bar, eight notes in one inset
    /// section, each row 20 points in from the sides, the first 62 down, each under the last;
    /// the pinned Groceries on pale yellow, the others on the grouped cell's white.
    @Test func itListsTheNotesInAnInsetSection() throws {
        let (stage, port) = stage()
        let table = port.tableView
        #expect(stage.stack == ["Notes"])
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === port && table.delegate === port)
        #expect(barButtonTitle(stage) == "Edit" && !port.isEditing && !table.isEditing)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 8)
        #expect(port.notes.map(\.title) == Self.titles)

        let visible = table.visibleCells
        #expect(visible.count >= 3)
        #expect(shown(port) == Array(Self.titles.prefix(visible.count)))
        var top = 62.0
        for (row, cell) in visible.enumerated() {
            let frame = stage.shownFrame(cell)
            #expect(cell.reuseIdentifier == "NoteCell")
            #expect(frame.minX == 20 && frame.width == 360, "row \(row): \(frame)")
            #expect(frame.minY == top, "row \(row) starts where the one above ends")
            #expect(frame.height >= 44)
            top = frame.maxY
        }
        #expect(try background(cell(port, 0)) == Self.paleYellow, "Groceries is pinned")
        #expect(try background(cell(port, 1)) == Self.white)
        #expect(try background(cell(port, 2)) == Self.white)
    }

    /// Edit puts the table into editing mode: the button reads Done, each editable row shows a
    /// red delete control at its leading edge, centred on the row, and its text moves aside for
    /// it; Done takes the controls away, the text back, and the button reads Edit.
    @Test func editShowsTheDeleteControlsAndDoneLeaves() throws {
        let (stage, port) = stage()
        let table = port.tableView
        let groceries = try cell(port, 0)
        let callMum = try cell(port, 2)
        #expect(control(groceries) == nil)
        #expect(groceries.contentView.frame.minX == 0)

        tap(stage, Self.editButton)
        #expect(port.isEditing && table.isEditing)
        #expect(port.editButtonItem.title == "Done")
        stage.settle()
        #expect(barButtonTitle(stage) == "Done")
        for row in [0, 2, 3] {
            let cell = try cell(port, row)
            let shownControl = try #require(control(cell), "row \(row) shows a delete control")
            #expect(shownControl.backgroundColor == Self.red)
            let frame = stage.shownFrame(shownControl)
            #expect(frame.minX > 20, "row \(row)'s control is inside the row: \(frame)")
            #expect(abs(frame.midY - middle(port, row)) < 0.5, "centred on its row")
            #expect(cell.contentView.frame.minX > 0, "row \(row)'s text moves aside for the control")
            #expect(frame.maxX <= stage.shownFrame(cell.contentView).minX, "before the text, not over it")
        }

        tap(stage, Self.editButton)
        #expect(!port.isEditing && !table.isEditing)
        #expect(port.editButtonItem.title == "Edit")
        stage.settle()
        #expect(barButtonTitle(stage) == "Edit")
        #expect(control(groceries) == nil && control(callMum) == nil)
        #expect(groceries.contentView.frame.minX == 0 && callMum.contentView.frame.minX == 0)
        #expect(port.notes.map(\.title) == Self.titles, "nothing was deleted")
    }

    /// In editing mode a tap on Call Mum's minus opens the row on its Delete, outermost at the
    /// row's trailing edge (x 380); a tap there deletes the note and its row, and Book club
    /// slides up into the place Call Mum had.
    @Test func aMinusThenDeleteRemovesTheNote() throws {
        let (stage, port) = stage()
        let table = port.tableView
        let callMumTop = stage.shownFrame(try cell(port, 2)).minY
        let bookClub = try cell(port, 3)
        tap(stage, Self.editButton)
        stage.settle()

        let y = middle(port, 2)
        stage.tap(try #require(control(cell(port, 2)), "Call Mum's minus"))
        stage.settle()
        #expect(port.notes.count == 8, "the minus asks; Delete deletes")
        let delete = try #require(stage.buttons(titled: "Delete").last, "Delete shows")
        let deleteFrame = stage.shownFrame(delete)
        #expect(abs(deleteFrame.maxX - 380) < 0.5, "outermost, at the row's trailing edge: \(deleteFrame)")
        #expect(try cell(port, 2).frame.minX < 20, "the row slid aside for its actions")

        tap(stage, Point(x: deleteFrame.midX, y: y))
        var titles = Self.titles
        titles.remove(at: 2)
        #expect(port.notes.map(\.title) == titles)
        #expect(table.numberOfRows(inSection: 0) == 7)
        stage.settle()
        #expect(try cell(port, 2) === bookClub)
        #expect(stage.shownFrame(bookClub).minY == callMumTop, "Book club is where Call Mum was")
        #expect(!shown(port).contains("Call Mum"))
        #expect(shown(port) == Array(titles.prefix(shown(port).count)))
        #expect(table.isEditing, "still editing")
    }

    /// The locked Wi-Fi password shows no control in editing mode and keeps its text where it
    /// was; a tap where the control would be opens nothing. Out of editing mode, a swipe across
    /// it uncovers nothing either.
    @Test func theLockedNoteHasNoControlAndDoesNotSwipe() throws {
        let (stage, port) = stage()
        let wifi = try cell(port, 1)
        tap(stage, Self.editButton)
        stage.settle()
        #expect(control(wifi) == nil, "no delete control on the locked note")
        #expect(wifi.contentView.frame.minX == 0, "its text is not moved aside")
        #expect(try control(cell(port, 0)) != nil && control(cell(port, 2)) != nil, "its neighbours have one")

        tap(stage, Point(x: Self.controlX, y: middle(port, 1)))
        stage.settle()
        #expect(stage.buttons(titled: "Delete").isEmpty)
        #expect(wifi.frame.minX == 20)
        #expect(port.notes.map(\.title) == Self.titles)

        tap(stage, Self.editButton)
        stage.settle()
        swipe(stage, y: middle(port, 1), from: 300, step: -10, moves: 13)
        #expect(wifi.frame.minX == 20, "the locked note does not move")
        #expect(stage.buttons(titled: "Delete").isEmpty && stage.buttons(titled: "Pin").isEmpty)
        #expect(port.notes.map(\.title) == Self.titles)
    }

    /// Self-sizing, worked from the list content's rules: a row is 11 + the title's height + 3 +
    /// the body's height + 11, rounded up, its texts 328 wide. At 328 points the Packing list's
    /// body (about 120 characters) wraps over several lines (how many, the font's measure says),
    /// Gym's ("Legs on Tuesday.") fits on one; so Packing list's row is taller than Gym's by the extra lines. The body shows
    /// under the title, as tall as its wrapped lines.
    @Test func rowsSizeThemselvesToTheirText() throws {
        let (stage, port) = stage()
        let table = port.tableView
        table.scrollToRow(at: path(5), at: .bottom, animated: false)
        stage.frames(1)
        let packing = try cell(port, 4)
        let gym = try cell(port, 5)

        func heights(_ cell: TableViewCell) throws -> (title: Double, body: Double, line: Double) {
            let title = try #require(label("text", in: cell))
            let body = try #require(label("secondaryText", in: cell))
            #expect(body.numberOfLines == 0, "the body wraps")
            let line = body.sizeThatFits(Size(width: 10_000, height: 0)).height
            return (
                title.sizeThatFits(Size(width: 328, height: 0)).height, body.sizeThatFits(Size(width: 328, height: 0)).height,
                line
            )
        }
        let long = try heights(packing)
        let short = try heights(gym)
        let longLines = (long.body / long.line).rounded()
        #expect(longLines >= 2, "Packing list's body wraps over \(longLines) lines")
        #expect((short.body / short.line).rounded() == 1, "Gym's fits on one")
        let expectedLong = (11 + long.title + 3 + long.body + 11).rounded(.up)
        let expectedShort = max((11 + short.title + 3 + short.body + 11).rounded(.up), 44)

        // The rows follow one another, none over another.
        let frames = table.visibleCells.map { stage.shownFrame($0) }
        for (upper, lower) in zip(frames, frames.dropFirst()) {
            #expect(upper.maxY == lower.minY, "\(upper) then \(lower)")
        }

        #expect(packing.frame.height == expectedLong)
        #expect(gym.frame.height == expectedShort)
        #expect(packing.frame.height > gym.frame.height, "the long note's row is the taller")

        let title = try #require(label("text", in: packing))
        let body = try #require(label("secondaryText", in: packing))
        #expect(!body.isHidden)
        #expect(body.frame.minY >= title.frame.maxY, "the body is under the title")
        #expect(body.frame.height == long.body, "as tall as its \(longLines) lines")
        #expect(body.frame.width == 328)
    }

    /// A tap on Book club selects it: its background configuration shows system teal (the
    /// handler's selected colour); a tap on Gift ideas moves the selection, Book club going back
    /// to white. A tap on the pinned Groceries shows teal too, and its pale yellow comes back
    /// when another row is selected.
    @Test func selectingARowShowsTheTealBackground() throws {
        let (stage, port) = stage()
        let table = port.tableView
        // Rows sized to their notes run past the window's foot: Book club is brought into view.
        table.scrollToRow(at: path(3), at: .none, animated: false)
        stage.frames(1)
        let bookClub = try cell(port, 3)
        #expect(background(bookClub) == Self.white)

        tap(stage, Point(x: 200, y: middle(port, 3)))
        stage.frames(1)
        #expect(table.indexPathForSelectedRow == path(3) && bookClub.isSelected)
        #expect(background(bookClub) == Self.teal)
        #expect(try background(cell(port, 2)) == Self.white, "only the selected row")

        table.scrollToRow(at: path(6), at: .bottom, animated: false)
        stage.frames(1)
        let gifts = try cell(port, 6)
        tap(stage, Point(x: 200, y: middle(port, 6)))
        stage.frames(1)
        #expect(table.indexPathForSelectedRow == path(6))
        #expect(background(gifts) == Self.teal)
        #expect(background(bookClub) == Self.white)

        table.scrollToRow(at: path(0), at: .top, animated: false)
        stage.frames(1)
        let groceries = try cell(port, 0)
        #expect(background(groceries) == Self.paleYellow)
        tap(stage, Point(x: 200, y: middle(port, 0)))
        stage.frames(1)
        #expect(background(groceries) == Self.teal, "selected wins over pinned")
        tap(stage, Point(x: 200, y: middle(port, 2)))
        stage.frames(1)
        #expect(background(groceries) == Self.paleYellow, "pinned again once deselected")
        #expect(try background(cell(port, 2)) == Self.teal)
    }

    /// A swipe toward the leading edge opens Packing list on Delete (red, outermost) and Pin
    /// (orange, inner); a tap on Pin pins the note and moves it to the top in a batch update:
    /// the model at once, the row sliding up to row 0 while the rows above it slide down by one.
    /// At rest it is first, 62 down, on pale yellow; its swipe now offers Unpin.
    @Test func pinMovesTheNoteToTheTop() throws {
        let (stage, port) = stage()
        let table = port.tableView
        table.scrollToRow(at: path(4), at: .bottom, animated: false)
        stage.frames(1)
        let packing = try cell(port, 4)
        #expect(background(packing) == Self.white)
        let y = middle(port, 4)
        swipe(stage, y: y, from: 300, step: -10, moves: 13)
        let open = 20 - packing.frame.minX
        #expect(open > 2 * 44 && open < 250, "open on its two actions: \(open)")
        let delete = try #require(stage.buttons(titled: "Delete").last)
        let pin = try #require(stage.buttons(titled: "Pin").last)
        #expect(abs(stage.shownFrame(delete).maxX - 380) < 0.5, "Delete outermost")
        #expect(stage.shownFrame(pin).maxX <= stage.shownFrame(delete).minX + 0.5, "Pin inside it")
        #expect(delete.backgroundColor == Self.red && pin.backgroundColor == Self.orange)
        #expect(delete.currentTitle == "Delete" && pin.currentTitle == "Pin")

        // Closed, the row would show at `from`; row 0 shows at `to` (18 down the content).
        let from = stage.shownFrame(packing).minY
        let to = 18 - table.contentOffset.y
        tap(stage, Point(x: stage.shownFrame(pin).midX, y: y))
        let titles = ["Packing list"] + Self.titles.filter { $0 != "Packing list" }
        #expect(port.notes.map(\.title) == titles)
        #expect(port.notes.filter(\.isPinned).map(\.title) == ["Packing list", "Groceries"])
        #expect(table.numberOfRows(inSection: 0) == 8)
        #expect(table.indexPath(for: packing) == path(0), "its cell is row 0's now")
        stage.frames(9)  // halfway through the update's 0.3 s
        let rising = stage.shownFrame(packing).minY
        #expect(rising > to && rising < from, "Packing list on its way up from \(from) to \(to): \(rising)")
        stage.settle()
        // Back to the top, where the table rests: scrolled to −44.
        table.setContentOffset(Point(x: 0, y: -44), animated: false)
        stage.settle()
        let top = try cell(port, 0)
        #expect(label("text", in: top)?.text == "Packing list")
        #expect(stage.shownFrame(top).minY == 62 && stage.shownFrame(top).minX == 20)
        #expect(background(top) == Self.paleYellow)
        #expect(shown(port) == Array(titles.prefix(shown(port).count)))
        #expect(try label("text", in: cell(port, 1))?.text == "Groceries")
        #expect(table.indexPathForSelectedRow == nil)

        let again = try #require(port.tableView(table, trailingSwipeActionsConfigurationForRowAt: path(0)))
        #expect(again.actions.map(\.title) == ["Delete", "Unpin"])
    }
}
