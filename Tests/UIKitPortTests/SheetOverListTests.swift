import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `SheetOverList.swift` run as written: "Show Details" presents the list in a page sheet that
/// rests at its medium detent with a grabber; a tap on a row selects it, tells the delegate, and
/// leaves the sheet where it is. Worked by hand, in the stage's 400 × 300 window (no top safe
/// area):
///
/// - The sheet: the large detent is 300 − 0 − 10 (the gap above it) = 290, the medium half of
///   it, 145; at medium the sheet's top is 300 − 145 = 155, and its view (the table) is as tall
///   as the large detent: (0, 155, 400, 290).
/// - The table, inset grouped: rows 44, 360 wide at x 20; "Display": header 0…38, Brightness
///   38…82, Text Size 82…126, Appearance 126…170, footer 170…188; "Sound": header 188…226,
///   Volume 226…270, Ringtone 270…314, footer 314…332. The content is 400 × 332.
/// - In the window, 155 lower: Brightness 193…237, Text Size 237…281, Appearance from 281 (its
///   top 19 points show).
@MainActor @Suite struct SheetOverListTests {
    private static let rows = [
        [("Brightness", "80%"), ("Text Size", "Large"), ("Appearance", "Light")], [("Volume", "60%"), ("Ringtone", "Radar")],
    ]

    /// The host in the stage, its sheet presented by a tap on "Show Details" and at rest.
    private func shown() throws -> (PortStage, SheetOverListHostViewController, SheetOverListContentViewController) {
        let host = SheetOverListHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        try stage.tapButton("Show Details")
        stage.settle()
        let content = try #require(host.presentedSheet)
        return (stage, host, content)
    }

    private func cell(_ content: SheetOverListContentViewController, _ row: Int, _ section: Int) throws -> TableViewCell {
        try #require(content.tableView.cellForRow(at: IndexPath(row: row, section: section)), "no cell for \(section).\(row)")
    }

    @Test func theSheetRestsAtTheMediumDetentWithItsGrabber() throws {
        let (stage, host, content) = try shown()
        #expect(host.presentedViewController === content && content.presentingViewController != nil)
        #expect(content.modalPresentationStyle == .pageSheet)
        let sheet = try #require(content.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet.selectedDetentIdentifier == nil, "none chosen: the smallest, as on iOS")
        #expect(sheet.restingDetentIdentifier == .medium)
        #expect(sheet.maximumDetentValue == 290 && sheet.height == 145)
        #expect(content.view === content.tableView, "the sheet's view is the table")
        #expect(content.view.frame == Rect(x: 0, y: 155, width: 400, height: 290))
        #expect(stage.shownFrame(content.view) == Rect(x: 0, y: 155, width: 400, height: 290))
        #expect(sheet.prefersGrabberVisible && !sheet.grabberView.isHidden)
        // The grabber: 36 × 5, centred, 5 points below the sheet's top.
        #expect(sheet.grabberView.frame == Rect(x: 182, y: 160, width: 36, height: 5))
        stage.frames(60)
        #expect(sheet.restingDetentIdentifier == .medium && content.view.frame.minY == 155, "it stays")
    }

    @Test func theTableShowsTwoTitledSectionsOfValueCells() throws {
        let (_, _, content) = try shown()
        let table = content.tableView
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "DISPLAY")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "SOUND")
        var cells: [TableViewCell] = []
        for (section, rows) in Self.rows.enumerated() {
            #expect(table.numberOfRows(inSection: section) == rows.count)
            for (row, (name, value)) in rows.enumerated() {
                let cell = try cell(content, row, section)
                #expect(cell.cellStyle == .value1 && cell.reuseIdentifier == "ValueCell")
                #expect(cell.textLabel?.text == name && cell.detailTextLabel?.text == value)
                #expect(cell.accessoryType == .none)
                cells.append(cell)
            }
        }
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 5, "a cell made for each row: none was kept to reuse")
        #expect(table.contentSize == Size(width: 400, height: 332))
    }

    @Test func theFirstRowsAreWhereTheRulesPutThem() throws {
        let (stage, _, content) = try shown()
        let brightness = try cell(content, 0, 0)
        let textSize = try cell(content, 1, 0)
        let volume = try cell(content, 0, 1)
        // In the table: under the 38-point header, then one row down.
        #expect(brightness.frame == Rect(x: 20, y: 38, width: 360, height: 44))
        #expect(textSize.frame == Rect(x: 20, y: 82, width: 360, height: 44))
        // 38 + 3 × 44 + 18 + 38 = 226.
        #expect(volume.frame == Rect(x: 20, y: 226, width: 360, height: 44))
        #expect(content.tableView.rectForHeader(inSection: 1).minY == 188)
        // In the window: 155 lower.
        #expect(stage.shownFrame(brightness) == Rect(x: 20, y: 193, width: 360, height: 44))
        #expect(stage.shownFrame(textSize) == Rect(x: 20, y: 237, width: 360, height: 44))
    }

    /// A tap on Brightness's middle, (200, 215), selects it and tells the delegate; the sheet
    /// stays at medium. A tap on Text Size, (200, 259), moves the selection there.
    @Test func aTapOnARowSelectsItAndTheSheetStays() throws {
        let (stage, host, content) = try shown()
        let sheet = try #require(content.sheetPresentationController)
        let brightness = try cell(content, 0, 0)
        #expect(stage.shownFrame(brightness).contains(Point(x: 200, y: 215)))
        stage.pointer(.down, 200, 215)
        stage.frames(12)  // held 0.2 s: past iOS's delay before a row in a scroll view highlights
        #expect(brightness.isHighlighted && content.selections.isEmpty)
        stage.pointer(.up, 200, 215)
        #expect(content.selections == [[0, 0]])
        #expect(content.tableView.indexPathForSelectedRow == [0, 0])
        #expect(brightness.isSelected && !brightness.isHighlighted)
        stage.settle()
        #expect(host.presentedViewController === content, "still presented")
        #expect(sheet.restingDetentIdentifier == .medium && sheet.height == 145)
        #expect(stage.shownFrame(content.view) == Rect(x: 0, y: 155, width: 400, height: 290))

        let textSize = try cell(content, 1, 0)
        stage.pointer(.down, 200, 259)
        stage.pointer(.up, 200, 259)
        #expect(content.selections == [[0, 0], [0, 1]])
        #expect(content.tableView.indexPathForSelectedRow == [0, 1])
        #expect(textSize.isSelected && !brightness.isSelected)
        stage.settle()
        #expect(host.presentedViewController === content && sheet.restingDetentIdentifier == .medium)
    }
}
