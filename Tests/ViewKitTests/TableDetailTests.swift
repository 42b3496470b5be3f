import Foundation
import Motion
import Testing

@testable import ViewKit

/// The rest of `TableView`'s UIKit surface: every kind of batch change and row animation, the
/// table's own header and footer views, registered header views, the scroll positions, the
/// cell styles and their parts, the controller's defaults, and the batch errors in UIKit's
/// words. Frames are worked from rows of 44 points in a 400 × 300 table.
@MainActor @Suite struct TableDetailTests {
    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// Sections of named rows; headers by view when `headerViews`.
    final class Model: TableViewDataSource, TableViewDelegate {
        var sections: [[String]]
        var headerViews = false
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.name = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            guard headerViews else { return nil }
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
            headerViews ? 30 : TableView.automaticDimension
        }
    }

    private func table(_ model: Model, style: TableView.Style = .plain) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.delegate = model
        table.dataSource = model
        table.layoutIfNeeded()
        return table
    }

    private func names(_ table: TableView, section: Int = 0) -> [String] {
        (0..<table.numberOfRows(inSection: section)).map { table.cellForRow(at: IndexPath(row: $0, section: section))?.name ?? "-" }
    }

    /// Without a window the batch's animation ends at once, so the model is what each change
    /// left. A reload swaps in a new cell; a move takes its cell along; nested batches apply
    /// once, at the outermost end.
    @Test func reloadsMovesAndNestedBatchesLeaveTheRowsWhereUIKitsRulesPutThem() {
        let model = Model([["a", "b", "c", "d"]])
        let table = table(model)
        let b = table.cellForRow(at: path(1))
        model.sections[0][1] = "B"
        table.reloadRows(at: [path(1)], with: .automatic)
        #expect(names(table) == ["a", "B", "c", "d"] && table.cellForRow(at: path(1))?.name == "B")
        #expect(table.cellForRow(at: path(1)) !== b, "a reload swaps in another cell (the old one leaves as it fades)")
        let d = table.cellForRow(at: path(3))
        model.sections[0] = ["d", "a", "B", "c"]
        table.moveRow(at: path(3), to: path(0))
        #expect(table.cellForRow(at: path(0)) === d && names(table) == ["d", "a", "B", "c"])
        #expect(d?.frame.minY == 0)

        table.beginUpdates()
        model.sections[0].remove(at: 0)
        table.deleteRows(at: [path(0)], with: .left)
        table.beginUpdates()
        model.sections[0].append("e")
        table.insertRows(at: [path(3)], with: .right)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4, "nothing applied inside the outer batch")
        table.endUpdates()
        #expect(names(table) == ["a", "B", "c", "e"])
    }

    /// Sections inserted, deleted and reloaded; their rows come and go with them.
    @Test func sectionsComeGoAndReload() {
        let model = Model([["a"], ["b", "c"]])
        let table = table(model, style: .grouped)
        model.sections.insert(["x", "y"], at: 1)
        table.insertSections([1], with: .bottom)
        #expect(table.numberOfSections == 3 && names(table, section: 1) == ["x", "y"] && names(table, section: 2) == ["b", "c"])
        model.sections.remove(at: 0)
        table.deleteSections([0], with: .top)
        #expect(table.numberOfSections == 2 && names(table, section: 0) == ["x", "y"])
        model.sections[1] = ["q"]
        table.reloadSections([1], with: .none)
        #expect(names(table, section: 1) == ["q"])
        // Grouped: 18 + 2 × 44 + 18 for section 0, then 18 + 44 + 18.
        #expect(table.contentSize.height == 124 + 80)
    }

    /// How each animation starts an arriving row, in a window on a fixed clock: sideways a whole
    /// width, up or down a row's height, or in place; `.none` appears at once.
    @Test(arguments: [
        (TableView.RowAnimation.left, Rect(x: -400, y: 0, width: 400, height: 44), 1.0),
        (.right, Rect(x: 400, y: 0, width: 400, height: 44), 1),
        (.bottom, Rect(x: 0, y: 44, width: 400, height: 44), 0),
        (.middle, Rect(x: 0, y: 0, width: 400, height: 44), 0),
        (.none, Rect(x: 0, y: 0, width: 400, height: 44), 1),
    ])
    func anArrivingRowStartsAsItsAnimationSays(animation: TableView.RowAnimation, start: Rect, alpha: Double) {
        let clock = FixedStepClock(step: 0.05)
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: clock))
        let model = Model([["a", "b"]])
        let table = TableView(frame: window.rootView.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        window.rootView.addSubview(table)
        table.dataSource = model
        window.update()
        let leaving = table.cellForRow(at: path(1))
        model.sections[0] = ["new", "a"]
        table.performBatchUpdates({
            table.insertRows(at: [path(0)], with: animation)
            table.deleteRows(at: [path(1)], with: animation)
        })
        let arrived = table.cellForRow(at: path(0))
        if animation == .none {
            // It went at once, for reuse: the arriving row may be showing it already.
            #expect(arrived?.layer.presentation()?.frame == start && (leaving?.superview == nil || leaving === arrived))
        } else {
            #expect(arrived?.layer.presentation()?.frame == start && arrived?.layer.presentation()?.alpha == alpha)
            #expect(leaving?.superview === table, "the leaving row animates away first")
        }
    }

    /// The table's header view sits above the first section and its footer view below the
    /// last; a header made by the delegate is dequeued from a registered class; a plain
    /// footer with a title floats at the bottom of what shows while its section does.
    @Test func theTablesOwnViewsAndRegisteredHeaders() {
        let model = Model([Array(repeating: "r", count: 10), ["s"]])
        model.headerViews = true
        let table = table(model)
        let banner = View(frame: Rect(x: 0, y: 0, width: 10, height: 50))
        table.tableHeaderView = banner
        let footer = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        table.tableFooterView = footer
        table.layoutIfNeeded()
        // 50 + (30 + 440) + (30 + 44) + 20.
        #expect(table.contentSize.height == 614)
        #expect(banner.frame == Rect(x: 0, y: 0, width: 400, height: 50) && footer.frame == Rect(x: 0, y: 594, width: 400, height: 20))
        #expect(table.rectForRow(at: path(0)).minY == 80 && table.rect(forSection: 1) == Rect(x: 0, y: 520, width: 400, height: 74))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        #expect(table.headerView(forSection: 0)?.reuseIdentifier == "header")
        #expect(table.rectForFooter(inSection: 0).height == 0 && table.footerView(forSection: 0) == nil)
        #expect(table.rectForHeader(inSection: 9) == .zero && table.rectForRow(at: path(5, 9)) == .zero)
    }

    /// `scrollToRow`: the row at the top, in the middle, at the bottom of what shows, or moved
    /// only as far as brings it in.
    @Test func scrollPositionsPlaceTheRow() {
        let model = Model([Array(repeating: "r", count: 100)])
        let table = table(model)
        table.scrollToRow(at: path(20), at: .middle, animated: false)
        #expect(table.contentOffset.y == 20 * 44 + 22 - 150)
        table.scrollToRow(at: path(20), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 21 * 44 - 300)
        table.scrollToRow(at: path(40), at: .none, animated: false)
        #expect(table.contentOffset.y == 41 * 44 - 300, "just brought in at the bottom")
        table.scrollToRow(at: path(500), at: .top, animated: false)
        #expect(table.contentOffset.y == 41 * 44 - 300, "a row the table does not have: nothing")
        table.selectRow(at: path(90), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 90 * 44 && table.indexPathForSelectedRow == path(90))
        #expect(table.indexPath(for: table.cellForRow(at: path(90))!) == path(90))
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// The cell's parts: value2's short trailing-aligned text before its detail, the image
    /// before the text (at most 29 points), a selected background view in place of the grey,
    /// and the accessories' column.
    @Test func aCellsStylesAndParts() {
        let cell = TableViewCell(style: .value2, reuseIdentifier: "c")
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "555 0100"
        cell.layoutIfNeeded()
        // 320 − 32 = 288 wide; the text takes 30 % of it, at most 91.
        #expect(abs((cell.textLabel?.frame.width ?? 0) - 288 * 0.3) < 1e-9 && cell.textLabel?.frame.minX == 16)
        #expect(cell.textLabel?.textAlignment == .right)
        #expect(abs((cell.detailTextLabel?.frame.minX ?? 0) - (16 + 288 * 0.3 + 6)) < 1e-9)

        let pictured = TableViewCell(style: .default, reuseIdentifier: nil)
        pictured.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        pictured.imageView?.image = Image(name: "dot", size: Size(width: 40, height: 40))
        _ = pictured.textLabel
        pictured.layoutIfNeeded()
        #expect(pictured.imageView?.frame == Rect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(abs((pictured.textLabel?.frame.minX ?? 0) - (16 + 29 + 16)) < 1e-9)

        let backdrop = View(name: "backdrop")
        pictured.selectedBackgroundView = backdrop
        pictured.isSelected = true
        #expect(backdrop.superview === pictured && !backdrop.isHidden)
        pictured.isHighlighted = false
        pictured.isSelected = false
        #expect(backdrop.isHidden)
        pictured.selectionStyle = .none
        pictured.isHighlighted = true
        #expect(backdrop.isHidden, "no selection look")

        for accessory in [TableViewCell.AccessoryType.checkmark, .detailButton, .detailDisclosureButton] {
            pictured.accessoryType = accessory
            pictured.layoutIfNeeded()
            #expect(pictured.contentView.frame.width == 320 - TableViewCell.accessoryWidth)
        }
        pictured.separatorInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        pictured.layoutIfNeeded()
        #expect(pictured.separator.frame == Rect(x: 60, y: 43, width: 250, height: 1))
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = Rect(x: 0, y: 0, width: 320, height: 38)
        header.isGroupedStyle = true
        header.textLabel?.text = "TITLE"
        header.layoutIfNeeded()
        #expect(header.textLabel?.frame == Rect(x: 16, y: 14, width: 288, height: 18), "on the section: 38 − 18 − 6")
        #expect(TableViewCell(coder: NSObject()) == nil && TableViewHeaderFooterView(coder: NSObject()) == nil)
        #expect(TableView(coder: NSObject()) == nil && TableViewController(coder: NSObject()) == nil)
    }

    /// A table view controller's data source and delegate methods have UIKit's defaults.
    @Test func aTableViewControllersDefaultsAreUIKits() {
        let controller = TableViewController(style: .grouped)
        let table = controller.tableView
        let row = path(0)
        #expect(controller.numberOfSections(in: table) == 1 && controller.tableView(table, numberOfRowsInSection: 0) == 0)
        #expect(
            controller.tableView(table, titleForHeaderInSection: 0) == nil && controller.tableView(table, titleForFooterInSection: 0) == nil
        )
        #expect(controller.tableView(table, heightForRowAt: row) == TableView.unanswered)
        #expect(controller.tableView(table, heightForHeaderInSection: 0) == TableView.unanswered)
        #expect(controller.tableView(table, heightForFooterInSection: 0) == TableView.unanswered)
        #expect(
            controller.tableView(table, viewForHeaderInSection: 0) == nil && controller.tableView(table, viewForFooterInSection: 0) == nil)
        #expect(controller.tableView(table, shouldHighlightRowAt: row))
        #expect(controller.tableView(table, willSelectRowAt: row) == row && controller.tableView(table, willDeselectRowAt: row) == row)
        #expect(controller.tableView(table, cellForRowAt: row).reuseIdentifier == nil)
        let cell = TableViewCell()
        controller.tableView(table, willDisplay: cell, forRowAt: row)
        controller.tableView(table, didEndDisplaying: cell, forRowAt: row)
        controller.tableView(table, didHighlightRowAt: row)
        controller.tableView(table, didUnhighlightRowAt: row)
        controller.tableView(table, didSelectRowAt: row)
        controller.tableView(table, didDeselectRowAt: row)
        controller.scrollViewDidScroll(table)
        controller.scrollViewWillBeginDragging(table)
        var target = Point(x: 0, y: 90)
        withUnsafeMutablePointer(to: &target) { pointer in
            controller.scrollViewWillEndDragging(table, withVelocity: .zero, targetContentOffset: pointer)
        }
        #expect(target == Point(x: 0, y: 90), "the default leaves the target")
        controller.scrollViewDidEndDragging(table, willDecelerate: false)
        controller.scrollViewDidEndDecelerating(table)
        controller.scrollViewDidEndScrollingAnimation(table)
        #expect(table.style == .grouped && table.dataSource === controller)
        let replacement = TableView(style: .plain)
        controller.tableView = replacement
        #expect(controller.tableView === replacement)
    }

    /// Batches that do not add up, each in UIKit's words.
    @Test func badBatchesAreNamed() {
        func message(_ update: TableUpdate, _ before: [Int], _ after: [Int]) -> String? {
            if case .failure(let error) = update.mapping(from: before, to: after) { return error.message }
            return nil
        }
        var sections = TableUpdate()
        sections.insertedSections = [1]
        #expect(message(sections, [1], [1])?.hasPrefix("attempt to insert section 1, but there are only 1 sections") == true)
        #expect(message(sections, [1], [1, 1, 1])?.hasPrefix("Invalid update: invalid number of sections.") == true)
        var deleted = TableUpdate()
        deleted.deletedSections = [4]
        #expect(message(deleted, [1], [0])?.hasPrefix("attempt to delete or reload section 4") == true)
        var rows = TableUpdate()
        rows.deletedRows = [path(1)]
        rows.insertedRows = [path(7)]
        #expect(message(rows, [2], [2])?.hasPrefix("attempt to insert row 7 into section 0") == true)
        var moves = TableUpdate()
        moves.moves = [(path(0), path(5)), (path(1), path(5))]
        #expect(message(moves, [2], [2])?.hasPrefix("attempt to move a row to [0, 5]") == true)
        var far = TableUpdate()
        far.deletedRows = [path(9)]
        far.insertedRows = [path(0)]
        #expect(message(far, [3], [3])?.hasPrefix("attempt to delete row 9 from section 0 which only contains 3 rows") == true)
    }
}
