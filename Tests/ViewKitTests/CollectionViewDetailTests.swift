import Motion
import Testing

@testable import ViewKit

/// The collection view's smaller parts, each worked by hand: footers and the flow delegate's
/// answers, the batch calls on sections and items, supplementary registrations, scroll
/// positions across, the compositional layout's other groups, spacings and boundaries, the
/// orthogonal behaviours' resting places, and the list configuration's looks.
@MainActor @Suite struct CollectionViewDetailTests {
    final class Model: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        var items: [[String]]
        var reports: [String] = []
        let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.name = "\(kind == CollectionView.elementKindSectionHeader ? "header" : "other") \(indexPath.section)"
        }

        init(_ items: [[String]]) { self.items = items }

        func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.name = items[indexPath.section][indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> CollectionReusableView
        {
            if kind == CollectionView.elementKindSectionHeader {
                return collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
        }
        func collectionView(
            _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
        )
            -> EdgeInsets
        { section == 1 ? EdgeInsets(top: 10, left: 0, bottom: 0, right: 0) : .zero }
        func collectionView(
            _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> Size { Size(width: 0, height: 20) }
    }

    static func stage(_ model: Model, layout: CollectionViewLayout = CollectionViewFlowLayout(), width: Double = 320)
        -> (FixedStepClock, Window, CollectionView)
    {
        let clock = FixedStepClock()
        let window = Window(size: Size(width: width, height: 480), driver: AnimationDriver(clock: clock))
        let collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        window.rootView.addSubview(collection)
        collection.delegate = model
        collection.dataSource = model
        window.update()
        return (clock, window, collection)
    }

    static func frames(_ clock: FixedStepClock, _ window: Window, _ count: Int) {
        for _ in 0..<count {
            clock.tick()
            window.update()
        }
    }

    static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// Footers of 20 after each section; the delegate's inset of 10 above section 1; a header
    /// from a supplementary registration; a footer kind nothing is registered for is reported
    /// and gets a plain view.
    @Test func footersTheDelegatesInsetsAndRegistrations() throws {
        let model = Model([["a", "b"], ["c"]])
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 30)
        var reports: [String] = []
        LayoutEngine.report = { reports.append($0) }
        defer { LayoutEngine.report = { _ in } }
        let (_, _, collection) = Self.stage(model, layout: layout)
        let footer = collection.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionFooter, at: Self.path(0))
        #expect(footer?.frame == Rect(x: 0, y: 80, width: 320, height: 20), "header 30, a line of 50, then the footer")
        #expect(
            collection.layoutAttributesForItem(at: Self.path(0, 1))?.frame.origin == Point(x: 135, y: 140),
            "footer to 100, header 30, inset 10; alone, centred")
        #expect(
            collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: Self.path(0, 1))?.name == "header 1")
        #expect(reports.contains { $0.contains("unable to dequeue a view of kind UICollectionElementKindSectionFooter") })
        #expect(
            collection.layoutAttributesForItem(at: Self.path(5)) == nil && collection.layoutAttributesForItem(at: Self.path(0, 9)) == nil)
    }

    /// Sections inserted, deleted and reloaded, items reloaded and moved, through the batch;
    /// the counts follow and the cells show the new items after the animation.
    @Test func sectionAndItemBatchCalls() throws {
        let model = Model([["a", "b", "c"], ["d"]])
        let (clock, window, collection) = Self.stage(model)
        model.items.insert(["new"], at: 0)
        collection.insertSections([0])
        Self.frames(clock, window, 30)
        #expect(collection.numberOfSections == 3 && collection.cellForItem(at: Self.path(0, 0))?.name == "new")
        model.items.remove(at: 2)
        collection.deleteSections([2])
        model.items[1] = ["c", "b", "a"]
        collection.performBatchUpdates {
            collection.moveItem(at: Self.path(0, 1), to: Self.path(2, 1))
            collection.moveItem(at: Self.path(2, 1), to: Self.path(0, 1))
        }
        Self.frames(clock, window, 30)
        #expect(collection.numberOfSections == 2 && (0..<3).map { collection.cellForItem(at: Self.path($0, 1))?.name } == ["c", "b", "a"])
        model.items[1][1] = "B"
        collection.reloadItems(at: [Self.path(1, 1)])
        model.items[0] = ["newer"]
        collection.reloadSections([0])
        Self.frames(clock, window, 30)
        #expect(collection.cellForItem(at: Self.path(1, 1))?.name == "B" && collection.cellForItem(at: Self.path(0, 0))?.name == "newer")
    }

    /// Scroll positions across (a horizontal flow layout), an empty position bringing an item
    /// just into view, and selecting nil deselecting every item.
    @Test func scrollPositionsAcrossAndSelectingNil() throws {
        let model = Model([(0..<40).map { "\($0)" }])
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 100, height: 100)
        let (_, _, collection) = Self.stage(model, layout: layout)
        // Four a column (4 × 100 + 3 × 10 = 430 of 480, the 50 left shared): column c at 110 c.
        collection.scrollToItem(at: Self.path(20), at: .left, animated: false)
        #expect(collection.contentOffset.x == 550)
        collection.scrollToItem(at: Self.path(20), at: .centeredHorizontally, animated: false)
        #expect(collection.contentOffset.x == 550 + 50 - 160)
        collection.scrollToItem(at: Self.path(20), at: .right, animated: false)
        #expect(collection.contentOffset.x == 650 - 320)
        collection.scrollToItem(at: Self.path(0), at: [], animated: false)
        #expect(collection.contentOffset.x == 0, "just into view")
        collection.selectItem(at: Self.path(1), animated: false, scrollPosition: .bottom)
        collection.allowsMultipleSelection = true
        collection.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [Self.path(1), Self.path(2)])
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil)
        collection.collectionViewLayout = CollectionViewFlowLayout()
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: Self.path(1))?.frame.size == Size(width: 50, height: 50), "the new layout's items")
    }

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A vertical counted group, edge spacing, an estimated item keeping its insets off that
    /// axis, a section the provider leaves out, footers and centred and trailing headers.
    @Test func moreGroupsSpacingsAndBoundaries() throws {
        let tall = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = CollectionLayoutGroup.vertical(layoutSize: Self.size(.absolute(100), .absolute(200)), subitem: tall, count: 2)
        column.interItemSpacing = .fixed(20)
        let spaced = CollectionLayoutItem(layoutSize: Self.size(.absolute(50), .estimated(40)))
        spaced.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        spaced.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let row = CollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), subitems: [spaced])
        let second = CollectionLayoutSection(
            group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), subitems: [spaced]))
        second.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.absolute(100), .absolute(20)), elementKind: "top", alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.absolute(100), .absolute(20)), elementKind: "end", alignment: .topTrailing),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(30)), elementKind: "foot", alignment: .bottom),
        ]
        let layout = CollectionViewCompositionalLayout { index, _ in
            switch index {
            case 0: CollectionLayoutSection(group: column)
            case 1: nil
            case 2: second
            default: CollectionLayoutSection(group: row)
            }
        }
        let model = Model([["a", "b", "c"], ["x"], ["d", "e"], ["f"]])
        let (_, _, collection) = Self.stage(model, layout: layout)
        func frame(_ item: Int, _ section: Int) -> Rect? { collection.layoutAttributesForItem(at: Self.path(item, section))?.frame }
        #expect(frame(0, 0) == Rect(x: 0, y: 0, width: 100, height: 90) && frame(1, 0) == Rect(x: 0, y: 110, width: 100, height: 90))
        #expect(frame(2, 0) == Rect(x: 0, y: 200, width: 100, height: 90), "the next column down the section")
        #expect(frame(0, 1) == .zero, "no section from the provider: no place")
        // Section 2 at 400: headers 20, then the row; the item moved 10 by its edge spacing,
        // inset 5 across, not along its estimated height.
        #expect(frame(0, 2) == Rect(x: 15, y: 420, width: 40, height: 40))
        #expect(frame(1, 2) == Rect(x: 75, y: 420, width: 40, height: 40))
        let kinds = ["top", "end", "foot"].map {
            collection.layoutAttributesForSupplementaryElement(ofKind: $0, at: Self.path(0, 2))?.frame
        }
        #expect(
            kinds == [
                Rect(x: 110, y: 400, width: 100, height: 20), Rect(x: 220, y: 400, width: 100, height: 20),
                Rect(x: 0, y: 460, width: 320, height: 30),
            ])
        #expect(frame(0, 3) == Rect(x: 5, y: 490, width: 40, height: 40), "a leading spacing moves items across a row only")
        #expect(
            CollectionLayoutDimension.fractionalWidth(1).isFractionalWidth
                && CollectionLayoutDimension.fractionalHeight(1).isFractionalHeight)
        #expect(
            CollectionLayoutDimension.absolute(1).isAbsolute && CollectionLayoutDimension.uniformAcrossSiblings(estimate: 3).isEstimated)
        #expect(CollectionLayoutSpacing.fixed(2).isFixedSpacing && !CollectionLayoutSpacing.flexible(2).isFixedSpacing)
        let container = CollectionLayoutContainer(
            contentSize: Size(width: 100, height: 50), contentInsets: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(container.effectiveContentSize == Size(width: 80, height: 40) && container.effectiveContentInsets.leading == 10)
    }

    /// Where each orthogonal behaviour rests after a slow drag of 130 points across cards of
    /// 200 every 210: free where it was let go; at the nearest group's leading edge (210); a
    /// page (the width, 320) when past half of it; the group centred (its middle in the middle).
    @Test(arguments: [
        (CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, 120.0),
        (.continuousGroupLeadingBoundary, 210),
        (.paging, 0),
        (.groupPagingCentered, 210 + 100 - 160),
    ])
    func orthogonalBehavioursRestWhereTheySay(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, rest: Double) throws {
        let card = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: Self.size(.absolute(200), .absolute(100)), subitems: [card]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        let model = Model([(0..<8).map { "\($0)" }])
        let (clock, window, collection) = Self.stage(model, layout: CollectionViewCompositionalLayout(section: section))
        window.handle(PointerEvent(.down, at: Point(x: 250, y: 50), time: clock.now))
        for step in 1...13 {
            Self.frames(clock, window, 1)
            window.handle(PointerEvent(.move, at: Point(x: 250 - Double(step) * 10, y: 50), time: clock.now))
        }
        Self.frames(clock, window, 12)
        window.handle(PointerEvent(.up, at: Point(x: 120, y: 50), time: clock.now))
        Self.frames(clock, window, 240)
        let scroller = try #require(collection.orthogonalScrollers[0])
        #expect(abs(scroller.contentOffset.x - rest) < 0.5, "\(behavior): \(scroller.contentOffset.x)")
    }

    /// The plain and grouped lists: white or clear rows, no rounding; a grouped section's last
    /// row has no separator, a plain one's has; a footer when asked, and a header padded.
    @Test(arguments: [CollectionLayoutListConfiguration.Appearance.plain, .grouped, .sidebarPlain, .sidebar])
    func listLooks(appearance: CollectionLayoutListConfiguration.Appearance) throws {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        configuration.footerMode = .supplementary
        let model = Model([["a", "b"]])
        let window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: FixedStepClock()))
        let collection = CollectionView(
            frame: window.rootView.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        window.rootView.addSubview(collection)
        collection.dataSource = model
        window.update()
        let grouped = appearance == .grouped || appearance == .sidebar
        let last = try #require(collection.cellForItem(at: Self.path(1)) as? CollectionViewListCell)
        #expect(last.separator.isHidden == grouped)
        #expect(last.backgroundColor == (grouped ? .white : .clear))
        #expect(last.roundedCorners == (appearance == .sidebar ? [.bottomLeft, .bottomRight] : []))
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: Self.path(0))
        let padded: Double = (grouped ? 38 : 28) + 10
        #expect(abs((header?.frame.height ?? 0) - padded) < 1e-9, "\(String(describing: header?.frame.height)) against \(padded)")
        let footer = collection.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionFooter, at: Self.path(0))
        #expect(abs((footer?.frame.height ?? 0) - 28) < 1e-9)
        #expect(collection.backgroundColor == (grouped ? SystemColor.groupedBackground : .white))
    }

    /// A snapshot's default row animation, reloads by data, a section identifier by index, and
    /// a cell provider that gives nothing (reported, an empty cell).
    @Test func theCollectionDiffableDataSourcesSmallerParts() throws {
        let window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: FixedStepClock()))
        let collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: CollectionViewFlowLayout())
        window.rootView.addSubview(collection)
        var reports: [String] = []
        LayoutEngine.report = { reports.append($0) }
        defer { LayoutEngine.report = { _ in } }
        let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collection) { _, _, _ in nil }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2])
        dataSource.applySnapshotUsingReloadData(snapshot)
        window.update()
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2] && dataSource.sectionIdentifier(for: 0) == "main")
        #expect(dataSource.index(for: "main") == 0 && dataSource.sectionIdentifier(for: 3) == nil)
        #expect(collection.cells.count == 2 && reports.count == 2 && reports[0].contains("the cell provider returned nil"))
        #expect(dataSource.collectionView(collection, viewForSupplementaryElementOfKind: "x", at: Self.path(0)).superview == nil)
        #expect(dataSource == dataSource)
    }

    /// A cell's background and selected background (shown while selected or highlighted), its
    /// content configuration filling the content view, and where a cell is found by itself.
    @Test func aCellsBackgroundsAndConfiguration() throws {
        let model = Model([["a", "b", "c"]])
        let (_, _, collection) = Self.stage(model)
        let cell = try #require(collection.cellForItem(at: Self.path(1)))
        let background = View(name: "background")
        let selected = View(name: "selected")
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background && cell.subviews[1] === selected && selected.isHidden)
        #expect(background.frame == cell.bounds && selected.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        collection.selectItem(at: Self.path(1), animated: false, scrollPosition: [])
        #expect(!selected.isHidden && cell.isSelected)
        var content = ListContentConfiguration.cell()
        content.text = "b"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let shown = try #require(cell.contentView.subviews.last as? ListContentView)
        #expect(shown.frame == cell.contentView.bounds && (cell.contentConfiguration as? ListContentConfiguration)?.text == "b")
        cell.contentConfiguration = nil
        #expect(shown.superview == nil)
        #expect(collection.indexPath(for: cell) == Self.path(1) && collection.visibleCells.count == 3)
    }

    /// Reconfiguring an item runs the data source on the cell it has; a data source that makes
    /// another cell all the same puts that one in its place.
    @Test func reconfigureKeepsTheCellUnlessTheDataSourceMakesAnother() throws {
        final class Fresh: CollectionViewDataSource {
            var fresh = false
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                if fresh { return CollectionViewCell(frame: .zero) }
                return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: FixedStepClock()))
        let collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: CollectionViewFlowLayout())
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        window.rootView.addSubview(collection)
        let source = Fresh()
        collection.dataSource = source
        window.update()
        let before = try #require(collection.cellForItem(at: Self.path(0)))
        collection.reconfigureItems(at: [Self.path(0)])
        #expect(collection.cellForItem(at: Self.path(0)) === before)
        source.fresh = true
        collection.reconfigureItems(at: [Self.path(0), Self.path(7)])
        let after = try #require(collection.cellForItem(at: Self.path(0)))
        #expect(after !== before && after.frame == before.frame && before.superview == nil)
    }
}
