import Motion
import Testing

@testable import ViewKit

/// Editing mode, as UIKit's: the controls slide in and the content moves aside, a minus opens
/// the row on Delete and Delete commits, a plus commits an insert, rows do not swipe or select
/// meanwhile, and a controller's `editButtonItem` drives it all.
@MainActor @Suite struct TableEditingTests {
    final class Notes: TableViewDataSource, TableViewDelegate {
        var items = ["one", "two", "three", "four"]
        var commits: [String] = []
        var selected: [Int] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        /// The last row cannot be edited; the third offers an insert.
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 3 }
        func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
            indexPath.row == 2 ? .insert : .delete
        }
        func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            commits.append("\(editingStyle) \(indexPath.row)")
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    static func stage(_ notes: Notes) -> TableSwipeTests.Stage {
        let stage = TableSwipeTests.Stage(TableSwipeTests.Source())
        stage.table.dataSource = notes
        stage.table.delegate = notes
        stage.window.update()
        return stage
    }

    static func control(of cell: TableViewCell?) -> View? { cell?.subviews.first { $0.name == "editingControl" } }

    @Test func editingSlidesTheControlsInAndMovesTheContentAside() throws {
        let notes = Notes()
        let stage = Self.stage(notes)
        let first = try #require(stage.cell(0))
        #expect(!first.isEditing && Self.control(of: first) == nil)
        stage.table.setEditing(true, animated: true)
        #expect(stage.table.isEditing && first.isEditing && first.configurationState.isEditing)
        stage.frame()
        let midway = first.contentView.presentationValues
        // The content view's model is 44 in at once; what shows slides there over 0.3 s.
        #expect(first.contentView.frame.minX == 44)
        #expect(midway.position.x - midway.bounds.width / 2 > 0 && midway.position.x - midway.bounds.width / 2 < 44)
        stage.settle()
        let control = try #require(Self.control(of: first))
        // A 22-point circle 11 in from the leading edge, centred on the 44-point row.
        #expect(control.frame == Rect(x: 11, y: 11, width: 22, height: 22) && control.alpha == 1)
        #expect(control.backgroundColor == SystemColor.red, "a minus: delete")
        #expect(Self.control(of: stage.cell(2))?.backgroundColor == SystemColor.green, "a plus: insert")
        #expect(Self.control(of: stage.cell(3)) == nil && stage.cell(3)?.contentView.frame.minX == 0, "not editable: no control, no indent")
        #expect(first.contentView.frame == Rect(x: 44, y: 0, width: 356, height: 44), "no accessory while editing")
        #expect(first.subviews.first { $0.name == "accessory" }?.isHidden == true)
        #expect(first.separator.frame.minX == 16 + 44, "the separator starts under the moved text")
        stage.table.setEditing(false, animated: false)
        #expect(first.contentView.frame == Rect(x: 0, y: 0, width: 362, height: 44) && control.alpha == 0)
    }

    @Test func aMinusOpensTheRowOnDeleteAndDeleteCommits() throws {
        let notes = Notes()
        let stage = Self.stage(notes)
        stage.table.setEditing(true, animated: false)
        stage.tap(Point(x: 22, y: 44 + 22))
        stage.settle()
        let strip = try #require(stage.strip)
        #expect(strip.actions.map(\.title) == ["Delete"])
        let row = try #require(stage.cell(1))
        let open = stage.table.rectForRow(at: IndexPath(row: 1, section: 0)).minX - row.frame.minX
        #expect(open > 40, "the row slid left by the button's width: \(open)")
        #expect(notes.commits.isEmpty, "the minus asks; Delete commits")
        stage.tap(Point(x: 400 - open / 2, y: 66))
        stage.settle()
        #expect(notes.commits == ["delete 1"] && notes.items == ["one", "three", "four"])
        #expect(notes.selected.isEmpty)
    }

    @Test func aPlusCommitsAnInsertAndTapsElsewhereSelectNothing() throws {
        let notes = Notes()
        let stage = Self.stage(notes)
        stage.table.setEditing(true, animated: false)
        stage.tap(Point(x: 22, y: 88 + 22))
        #expect(notes.commits == ["insert 2"])
        stage.tap(Point(x: 200, y: 22))
        #expect(notes.selected.isEmpty && stage.table.indexPathForSelectedRow == nil, "no selection while editing")
        stage.table.allowsSelectionDuringEditing = true
        stage.tap(Point(x: 200, y: 22))
        #expect(notes.selected == [0])
    }

    @Test func rowsDoNotSwipeWhileEditing() throws {
        let notes = Notes()
        let stage = Self.stage(notes)
        stage.table.setEditing(true, animated: false)
        stage.drag(from: Point(x: 390, y: 22), to: Point(x: 100, y: 22), steps: 6)
        stage.settle()
        #expect(stage.strip == nil && notes.commits.isEmpty)
    }

    /// The controller's Edit button toggles editing, retitles itself, and (in a table view
    /// controller) edits the table.
    @Test func theEditButtonItemDrivesATableViewController() throws {
        final class List: TableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = editButtonItem
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
        }
        let list = List()
        let navigation = NavigationController(rootViewController: list)
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        window.rootViewController = navigation
        #expect(list.navigationItem.rightBarButtonItem === list.editButtonItem, "the article's viewDidLoad")
        #expect(list.editButtonItem.title == "Edit" && !list.isEditing)
        list.editButtonItem.action?()
        #expect(list.isEditing && list.tableView.isEditing && list.editButtonItem.title == "Done")
        #expect(navigation.navigationBar.shown.right.textLine?.string == "Done", "the bar shows the new title")
        list.editButtonItem.action?()
        #expect(!list.isEditing && !list.tableView.isEditing && list.editButtonItem.title == "Edit")
    }
}

extension TableEditingTests {
    /// A cell reused while editing shows its new row's control: 40 rows of alternating delete
    /// and insert, scrolled through.
    @Test func aReusedCellShowsItsNewRowsControl() throws {
        final class Alternating: TableViewDataSource, TableViewDelegate {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
                indexPath.row % 2 == 0 ? .delete : .insert
            }
        }
        let rows = Alternating()
        let stage = TableSwipeTests.Stage(TableSwipeTests.Source())
        stage.table.dataSource = rows
        stage.table.delegate = rows
        stage.table.setEditing(true, animated: false)
        stage.window.update()
        stage.table.contentOffset = Point(x: 0, y: 44 * 21)
        stage.window.update()
        for row in 21..<27 {
            let cell = try #require(stage.cell(row))
            #expect(cell.isEditing)
            #expect(Self.control(of: cell)?.backgroundColor == (row % 2 == 0 ? SystemColor.red : SystemColor.green), "row \(row)")
        }
        stage.table.setEditing(false, animated: false)
        stage.table.contentOffset = Point(x: 0, y: 0)
        stage.window.update()
        #expect(stage.cell(0)?.isEditing == false && stage.cell(0)?.contentView.frame.minX == 0)
    }
}
