import Motion
import Testing

@testable import ViewKit

/// `BackgroundConfiguration` as UIKit's `UIBackgroundConfiguration`, and the cell's
/// configuration updates: the styles' colours by state, what the app customised kept across
/// `updated(for:)` (UIKit: "applying the configuration's default values for that state to any
/// properties that you haven't customized"), a cell that follows its state by itself, the
/// handler and `updateConfiguration(using:)` before the cell shows and after a state change, and
/// the background placed by its insets, corners and stroke.
@MainActor @Suite struct BackgroundConfigurationTests {
    static var selected: CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = true
        return state
    }

    static var highlighted: CellConfigurationState {
        var state = CellConfigurationState()
        state.isHighlighted = true
        return state
    }

    @Test func eachStyleHasItsColourInEachState() {
        let rest = CellConfigurationState()
        let cases: [(BackgroundConfiguration, rest: Color, highlighted: Color, selected: Color)] = [
            (.listPlainCell(), .white, SystemColor.gray4, SystemColor.gray4),
            (.listGroupedCell(), .white, SystemColor.gray4, SystemColor.gray4),
            (.listSidebarCell(), .clear, SystemColor.gray4, SystemColor.blue),
            (.listPlainHeaderFooter(), .white, .white, .white),
            (.listGroupedHeaderFooter(), .clear, .clear, .clear),
            (.clear(), .clear, .clear, .clear),
        ]
        for (configuration, atRest, pressed, chosen) in cases {
            #expect(configuration.updated(for: rest).resolvedBackgroundColor(for: SystemColor.blue) == atRest)
            #expect(configuration.updated(for: Self.highlighted).resolvedBackgroundColor(for: SystemColor.blue) == pressed)
            #expect(configuration.updated(for: Self.selected).resolvedBackgroundColor(for: SystemColor.blue) == chosen)
        }
        let tint = Color(rgb: 0xFF9500)
        #expect(BackgroundConfiguration.listSidebarCell().updated(for: Self.selected).resolvedBackgroundColor(for: tint) == tint)
    }

    @Test func aColourTheAppSetsIsKeptInEveryState() {
        var configuration = BackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = Color(rgb: 0x2A9D8F)
        configuration.cornerRadius = 12
        let selected = configuration.updated(for: Self.selected)
        #expect(selected.resolvedBackgroundColor(for: SystemColor.blue) == Color(rgb: 0x2A9D8F))
        #expect(selected.cornerRadius == 12 && selected.backgroundColor == Color(rgb: 0x2A9D8F))
        #expect(selected != configuration, "the state is part of the value")
        #expect(selected.updated(for: CellConfigurationState()) == configuration)
    }

    /// iOS 18's `listCell()` takes the style of the list it is in: white in a plain or grouped
    /// list, clear in a sidebar; `listHeader()` white in a plain list, clear in a grouped one.
    @Test func theListFollowingStylesResolveByTheirList() {
        let cell = BackgroundConfiguration.listCell()
        #expect(cell.resolvedBackgroundColor(in: .plain) == .white && cell.resolvedBackgroundColor(in: .grouped) == .white)
        #expect(cell.resolvedBackgroundColor(in: .sidebar) == .clear)
        #expect(cell.updated(for: Self.selected).resolvedBackgroundColor(in: .grouped) == SystemColor.gray4)
        #expect(BackgroundConfiguration.listHeader().resolvedBackgroundColor(in: .plain) == .white)
        #expect(BackgroundConfiguration.listFooter().resolvedBackgroundColor(in: .grouped) == .clear)
    }

    final class Rows: TableViewDataSource, TableViewDelegate {
        var configure: (TableViewCell, IndexPath) -> Void = { _, _ in }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            configure(cell, indexPath)
            return cell
        }
    }

    static func table(_ rows: Rows, style: TableView.Style = .plain, cell: TableViewCell.Type = TableViewCell.self) -> (
        TableView, GestureDispatcher
    ) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let table = TableView(frame: root.bounds, style: style)
        root.addSubview(table)
        table.register(cell, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        root.layoutIfNeeded()
        return (table, GestureDispatcher(root: root))
    }

    static func background(of cell: View) -> View? { cell.subviews.first { $0.name == "backgroundConfiguration" } }

    /// A row with a configuration draws its background with it, behind everything; a press
    /// turns it grey by the configuration's update, not the cell's own grey, which stays hidden.
    @Test func aTableRowFollowsItsStateThroughItsConfiguration() throws {
        let rows = Rows()
        rows.configure = { cell, _ in cell.backgroundConfiguration = .listPlainCell() }
        let (table, pointer) = Self.table(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let background = try #require(Self.background(of: cell))
        #expect(cell.subviews.first === background, "behind the content and the separator")
        #expect(background.frame == cell.bounds && background.backgroundColor == .white)
        #expect(cell.backgroundColor == .clear, "the configuration is the whole background")
        pointer.handle(PointerEvent(.down, at: Point(x: 100, y: 60), time: 0))
        #expect(cell.isHighlighted && cell.configurationState.isHighlighted)
        cell.layoutIfNeeded()
        #expect(background.backgroundColor == SystemColor.gray4, "pressed: the style's grey")
        #expect(cell.subviews.first { $0.name == "selectionBackground" }?.isHidden == true)
        pointer.handle(PointerEvent(.up, at: Point(x: 100, y: 60), time: 0.05))
        cell.layoutIfNeeded()
        #expect(cell.isSelected && background.backgroundColor == SystemColor.gray4, "selected: grey still")
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        cell.layoutIfNeeded()
        #expect(background.backgroundColor == .white)
        cell.backgroundConfiguration = nil
        #expect(Self.background(of: cell) == nil && cell.backgroundColor == .white, "nil: the cell's own look again")
    }

    /// With automatic updates off, the configuration is the app's to update: a selected row
    /// keeps the colour it was given (UIKit's rule, and a common surprise).
    @Test func withoutAutomaticUpdatesTheConfigurationStaysAsSet() throws {
        let rows = Rows()
        rows.configure = { cell, _ in
            cell.automaticallyUpdatesBackgroundConfiguration = false
            cell.backgroundConfiguration = .listPlainCell()
        }
        let (table, _) = Self.table(rows)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        #expect(cell.isSelected && Self.background(of: cell)?.backgroundColor == .white)
    }

    /// The iOS 15 pattern: a handler that builds the background from the state. It runs before
    /// the cell first shows and after every change of state, after `updateConfiguration(using:)`.
    @Test func theHandlerAndTheOverrideRunBeforeTheCellShowsAndOnEveryChange() throws {
        final class Cell: TableViewCell {
            var log: [String] = []
            override func updateConfiguration(using state: CellConfigurationState) {
                log.append("override \(state.isSelected)")
            }
        }
        let rows = Rows()
        rows.configure = { cell, _ in
            cell.configurationUpdateHandler = { cell, state in
                (cell as? Cell)?.log.append("handler \(state.isSelected)")
                var background = BackgroundConfiguration.listPlainCell().updated(for: state)
                background.backgroundColor = state.isSelected ? Color(rgb: 0x2A9D8F) : nil
                cell.backgroundConfiguration = background
            }
        }
        let (table, _) = Self.table(rows, cell: Cell.self)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? Cell)
        #expect(cell.log == ["override false", "handler false"], "once, before it showed")
        #expect(Self.background(of: cell)?.backgroundColor == .white)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(cell.log.count == 2, "asked for, not run: it runs before the next layout")
        cell.layoutIfNeeded()
        #expect(cell.log == ["override false", "handler false", "override true", "handler true"])
        #expect(Self.background(of: cell)?.backgroundColor == Color(rgb: 0x2A9D8F))
        cell.layoutIfNeeded()
        #expect(cell.log.count == 4, "no change, no update")
    }

    /// Insets move the background in from the cell's edges, a radius rounds it (clipping the
    /// custom view), and the stroke is drawn `strokeOutset` outside it, rounded the same plus
    /// the outset.
    @Test func insetsCornersAndTheStrokePlaceTheBackground() throws {
        let custom = View(name: "custom")
        let rows = Rows()
        rows.configure = { cell, indexPath in
            var background = BackgroundConfiguration.clear()
            background.backgroundInsets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
            background.cornerRadius = 8
            background.strokeColor = SystemColor.separator
            background.strokeWidth = 1
            background.strokeOutset = 2
            if indexPath.row == 0 { background.customView = custom }
            cell.backgroundConfiguration = background
        }
        let (table, _) = Self.table(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let background = try #require(Self.background(of: cell))
        // The row is 400 × 44: 16 in from each side, 4 from the top and the bottom.
        #expect(background.frame == Rect(x: 16, y: 4, width: 368, height: 36))
        #expect(background.cornerRadius == 8 && background.clipsToBounds && background.backgroundColor == .clear)
        #expect(custom.superview === background && custom.frame == Rect(x: 0, y: 0, width: 368, height: 36))
        let stroke = try #require(cell.subviews.first { $0.name == "backgroundStroke" })
        #expect(stroke.frame == Rect(x: 14, y: 2, width: 372, height: 40) && stroke.cornerRadius == 10)
        #expect(stroke.borderWidth == 1 && stroke.borderColor == SystemColor.separator && !stroke.isHidden)
    }

    /// In an inset-grouped table the background takes the rounded ends the table gives the
    /// first and last rows; `listCell()` is the grouped style's there.
    @Test func anInsetGroupedRowsBackgroundHasItsSectionsCorners() throws {
        let rows = Rows()
        rows.configure = { cell, _ in cell.backgroundConfiguration = cell.defaultBackgroundConfiguration() }
        let (table, _) = Self.table(rows, style: .insetGrouped)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let firstBackground = try #require(Self.background(of: first))
        #expect(firstBackground.cornerRadius == TableView.insetCornerRadius && firstBackground.roundedCorners == .top)
        #expect(Self.background(of: middle)?.cornerRadius == 0)
        #expect(firstBackground.backgroundColor == .white)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        first.layoutIfNeeded()
        #expect(firstBackground.backgroundColor == SystemColor.gray4)
    }

    /// A content configuration can change with the state too: the cell asks it `updated(for:)`
    /// on every change while `automaticallyUpdatesContentConfiguration` is on.
    @Test func aContentConfigurationIsUpdatedForTheState() throws {
        struct Badge: ContentConfiguration {
            var isLit = false
            func makeContentView() -> View & ContentView { BadgeView(self) }
            func updated(for state: any ConfigurationState) -> Badge {
                var copy = self
                copy.isLit = (state as? CellConfigurationState)?.isSelected ?? false
                return copy
            }
        }
        final class BadgeView: View, ContentView {
            var configuration: ContentConfiguration {
                didSet { backgroundColor = (configuration as? Badge)?.isLit == true ? .white : .black }
            }
            init(_ badge: Badge) {
                configuration = badge
                super.init(frame: .zero)
            }
        }
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let cell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(cell)
        cell.contentConfiguration = Badge()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? Badge)?.isLit == true)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? Badge)?.isLit == true, "off: left as it was")
    }

    /// A list cell of a collection view: `defaultBackgroundConfiguration()` is the list's, and
    /// it replaces the cell's own white and grey.
    @Test func aCollectionListCellDrawsItsConfiguration() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collection = CollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, _ in
            var background = cell.defaultBackgroundConfiguration()
            background.backgroundColor = nil
            cell.backgroundConfiguration = background
        }
        final class Source: CollectionViewDataSource {
            let registration: CollectionView.CellRegistration<CollectionViewListCell, Int>
            init(_ registration: CollectionView.CellRegistration<CollectionViewListCell, Int>) { self.registration = registration }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
        }
        let source = Source(registration)
        collection.dataSource = source
        root.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let background = try #require(Self.background(of: cell))
        #expect(cell.backgroundColor == .clear && background.backgroundColor == .white)
        #expect(background.roundedCorners == .top && background.cornerRadius == TableView.insetCornerRadius)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        cell.layoutIfNeeded()
        #expect(background.backgroundColor == SystemColor.gray4 && cell.backgroundColor == .clear)
        withExtendedLifetime(source) {}
    }
}

extension BackgroundConfigurationTests {
    /// The article's handler ("Showing lists"), as written: teal while selected, the list's
    /// colours otherwise.
    @Test func theArticlesHandlerColoursTheSelectedRow() throws {
        let rows = Rows()
        rows.configure = { cell, _ in
            cell.configurationUpdateHandler = { cell, state in
                var background = BackgroundConfiguration.listCell().updated(for: state)
                background.backgroundColor = state.isSelected ? Color(rgb: 0x30B0C7) : nil
                cell.backgroundConfiguration = background
            }
        }
        let (table, _) = Self.table(rows)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let selected = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        selected.layoutIfNeeded()
        #expect(Self.background(of: selected)?.backgroundColor == Color(rgb: 0x30B0C7))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)).flatMap(Self.background(of:))?.backgroundColor == .white)
    }
}
