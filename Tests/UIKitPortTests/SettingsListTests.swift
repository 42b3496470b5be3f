import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `SettingsList.swift` run as written, at the root of the stage's navigation controller in a
/// 400 × 300 window, its 44-point bar over the top of the list's view. Worked by hand from the
/// table's rules (rows 44, a titled header 38 in the grouped styles, an untitled footer 18, an
/// inset-grouped row 20 in from each side):
///
/// - The table: pinned to the view's edges, (0, 0, 400, 300); a row is 400 − 2 × 20 = 360 wide
///   at x 20.
/// - "Connectivity": header 0…38, Wi-Fi 38…82, Bluetooth 82…126, footer 126…144.
/// - "General": header 144…182, About 182…226, Storage 226…270, footer 270…288.
/// - "Privacy": header 288…326, Location Services 326…370, Analytics 370…414, footer 414…432:
///   the content is 400 × 432.
/// - What shows (0…300): the first four rows; a row below is scrolled into view before its
///   cell is read, as `cellForRow(at:)` answers only for rows that show (UIKit's).
@MainActor @Suite struct SettingsListTests {
    private static let titles = [["Wi-Fi", "Bluetooth"], ["About", "Storage"], ["Location Services", "Analytics"]]
    private static let wifi = IndexPath(row: 0, section: 0)
    private static let storage = IndexPath(row: 1, section: 1)

    private func stage() -> (PortStage, SettingsListViewController) {
        let port = SettingsListViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    private func cell(_ port: SettingsListViewController, _ indexPath: IndexPath) throws -> TableViewCell {
        port.tableView.scrollToRow(at: indexPath, at: .none, animated: false)
        return try #require(port.tableView.cellForRow(at: indexPath), "no cell for \(indexPath)")
    }

    /// A tap back on the navigation bar's back button, at its leading end.
    private func tapBack(_ stage: PortStage) {
        stage.pointer(.down, 20, 22)
        stage.pointer(.up, 20, 22)
    }

    @Test func itListsThreeTitledSectionsOfRowsWithDisclosureIndicators() throws {
        let (stage, port) = stage()
        #expect(stage.stack == ["Settings"])
        let table = port.tableView
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === port && table.delegate === port)
        #expect(table.numberOfSections == 3)
        for (section, rows) in Self.titles.enumerated() {
            #expect(table.numberOfRows(inSection: section) == rows.count)
            for (row, title) in rows.enumerated() {
                let cell = try cell(port, IndexPath(row: row, section: section))
                #expect(cell.textLabel?.text == title)
                #expect(cell.accessoryType == .disclosureIndicator)
                #expect(cell.reuseIdentifier == "SettingsCell")
                #expect(!cell.isSelected && !cell.isHighlighted)
            }
        }
        // The grouped styles upper-case a header's title.
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "CONNECTIVITY")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "GENERAL")
        #expect(table.headerView(forSection: 2)?.textLabel?.text == "PRIVACY")
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func theTableFillsTheViewAndTheRowsStackAsTheRulesSay() throws {
        let (_, port) = stage()
        let table = port.tableView
        #expect(port.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(table.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(!table.hasAmbiguousLayout)
        #expect(table.contentSize == Size(width: 400, height: 432))
        #expect(table.indexPathsForVisibleRows == [[0, 0], [0, 1], [1, 0], [1, 1]])
        // Wi-Fi: under the 38-point header, x 20, 360 wide.
        #expect(try cell(port, Self.wifi).frame == Rect(x: 20, y: 38, width: 360, height: 44))
        // Bluetooth: 38 + 44 = 82.
        #expect(try cell(port, IndexPath(row: 1, section: 0)).frame == Rect(x: 20, y: 82, width: 360, height: 44))
        // Storage: 38 + 2 × 44 + 18 (section 0) + 38 (header) + 44 (About) = 226.
        #expect(try cell(port, Self.storage).frame == Rect(x: 20, y: 226, width: 360, height: 44))
        // Analytics: 144 + 144 (two sections of 38 + 88 + 18) + 38 + 44 = 370.
        #expect(try cell(port, IndexPath(row: 1, section: 2)).frame == Rect(x: 20, y: 370, width: 360, height: 44))
        #expect(table.rectForHeader(inSection: 1).minY == 144)
    }

    /// The bar's 44 points are added to the table's content inset, as on iOS (its
    /// `contentInsetAdjustmentBehavior` is `.automatic`): it rests scrolled to −44, the first
    /// header shows from 44 to 82, just below the bar, and Wi-Fi from 82 to 126.
    @Test func theFirstSectionShowsBelowTheNavigationBar() throws {
        let (stage, port) = stage()
        let wifi = try cell(port, Self.wifi)
        #expect(stage.navigation.navigationBar.frame.maxY == 44)
        #expect(port.tableView.adjustedContentInset.top == 44)
        #expect(port.tableView.contentOffset.y == -44)
        #expect(stage.shownFrame(wifi) == Rect(x: 20, y: 82, width: 360, height: 44))
    }

    /// A press on Wi-Fi highlights it; the release selects it and pushes "Wi-Fi", which slides in
    /// while the row stays selected; at rest the detail shows its label centred in its
    /// 400 × 300 view, at (200, 150).
    @Test func aTapOnARowSelectsItAndPushesItsDetail() throws {
        let (stage, port) = stage()
        let wifi = try cell(port, Self.wifi)
        let centre = Point(x: 200, y: 104)  // Wi-Fi's middle, in the window: 82 + 22
        #expect(stage.shownFrame(wifi).contains(centre))
        stage.pointer(.down, centre.x, centre.y)
        stage.frames(12)  // held 0.2 s: past iOS's delay before a row in a scroll view highlights
        #expect(wifi.isHighlighted && !wifi.isSelected, "pressed, not yet selected")
        #expect(port.tableView.indexPathForSelectedRow == nil)
        #expect(stage.stack == ["Settings"])
        stage.pointer(.up, centre.x, centre.y)
        #expect(port.tableView.indexPathForSelectedRow == Self.wifi)
        #expect(wifi.isSelected && !wifi.isHighlighted)
        #expect(stage.stack == ["Settings", "Wi-Fi"])
        #expect(stage.navigation.isTransitioning, "the push animates")

        stage.frames(6)
        #expect(stage.navigation.isTransitioning)
        #expect(port.tableView.indexPathForSelectedRow == Self.wifi && wifi.isSelected, "selected while the detail slides in")
        stage.settle()
        #expect(!stage.navigation.isTransitioning)
        let detail = try #require(stage.navigation.topViewController as? SettingsDetailViewController)
        #expect(detail.title == "Wi-Fi" && detail.item == "Wi-Fi")
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(detail.messageLabel.text == "Wi-Fi settings")
        // Centred, its edges on the pixel grid of a 1× window as Auto Layout leaves them: "Wi-Fi
        // settings" measures 143 × 21 here, so its edges at 200 ± 71.5 and 150 ± 10.5 round
        // half a point off the centre.
        let label = stage.shownFrame(detail.messageLabel)
        #expect(abs(label.midX - 200) <= 0.5 && abs(label.midY - 150) <= 0.5, "centred: \(label)")
        #expect(label.minX == label.minX.rounded() && label.minY == label.minY.rounded(), "on the pixel grid: \(label)")
        #expect(label.width > 0 && label.height > 0)
        #expect(!detail.messageLabel.hasAmbiguousLayout)
        // Still selected underneath, until the list appears again.
        #expect(port.tableView.indexPathForSelectedRow == Self.wifi)
    }

    /// The back button pops; the list's viewWillAppear deselects the row as the pop begins, and
    /// at rest nothing is selected. A tap on another row then pushes its own detail.
    @Test func goingBackDeselectsTheRow() throws {
        let (stage, port) = stage()
        let wifi = try cell(port, Self.wifi)
        stage.tap(wifi)
        stage.settle()
        #expect(stage.stack == ["Settings", "Wi-Fi"])

        tapBack(stage)
        #expect(stage.stack == ["Settings"])
        #expect(stage.navigation.isTransitioning, "the pop animates")
        #expect(port.tableView.indexPathForSelectedRow == nil, "deselected as the list appears")
        stage.settle()
        #expect(port.tableView.indexPathForSelectedRow == nil)
        #expect(port.tableView.indexPathsForSelectedRows == nil)
        let shown = try cell(port, Self.wifi)
        #expect(!shown.isSelected && !shown.isHighlighted)
        #expect(stage.shownFrame(port.tableView) == Rect(x: 0, y: 0, width: 400, height: 300))

        let storage = try cell(port, Self.storage)
        stage.tap(storage)
        #expect(port.tableView.indexPathForSelectedRow == Self.storage)
        stage.settle()
        #expect(stage.stack == ["Settings", "Storage"])
        tapBack(stage)
        stage.settle()
        #expect(stage.stack == ["Settings"] && port.tableView.indexPathForSelectedRow == nil)
        #expect(try !cell(port, Self.storage).isSelected)
    }
}
