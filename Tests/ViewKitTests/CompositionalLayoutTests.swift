import Motion
import Testing

@testable import ViewKit

/// The compositional layout's frames worked by hand, and an orthogonal row scrolled across by
/// a drag, in a window on a fixed clock.
@MainActor @Suite struct CompositionalLayoutTests {
    final class Source: CollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.name = "item \(indexPath.section).\(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> CollectionReusableView
        {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    struct Stage {
        let clock = FixedStepClock()
        let window: Window
        let collection: CollectionView
        let source: Source

        init(_ source: Source, layout: CollectionViewLayout) {
            self.source = source
            window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: clock))
            collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: layout)
            collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
            window.rootView.addSubview(collection)
            collection.dataSource = source
            window.update()
        }

        func frame(_ item: Int, _ section: Int = 0) -> Rect? {
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        func frames(_ count: Int) {
            for _ in 0..<count {
                clock.tick()
                window.update()
            }
        }
    }

    /// Whether two frames agree to a millionth of a point (thirds do not add up exactly).
    static func near(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Thirds of a 300-point group (320 less the section's 10-point insets), 100 tall, five
    /// apart; each item inset by 2 points: 96 × 96.
    @Test func aGridOfThirds() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let stage = Stage(Source([7]), layout: CollectionViewCompositionalLayout(section: section))
        #expect(stage.frame(0) == Rect(x: 12, y: 12, width: 96, height: 96))
        #expect(stage.frame(2) == Rect(x: 212, y: 12, width: 96, height: 96))
        #expect(stage.frame(3) == Rect(x: 12, y: 117, width: 96, height: 96))
        #expect(stage.frame(6) == Rect(x: 12, y: 222, width: 96, height: 96), "the last group holds one")
        #expect(stage.collection.contentSize == Size(width: 320, height: 10 + 3 * 100 + 2 * 5 + 10))
        #expect(stage.collection.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == Rect(x: 12, y: 222, width: 96, height: 96))
    }

    /// `count` makes that many fill the group with the spacing between; a flexible spacing is a
    /// minimum, the rest shared out.
    @Test func countAndFlexibleSpacing() {
        let third = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let counted = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitem: third, count: 3)
        counted.interItemSpacing = .fixed(10)
        let fixed = CollectionLayoutItem(layoutSize: Self.size(.absolute(80), .absolute(40)))
        let flexible = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), subitems: [fixed])
        flexible.interItemSpacing = .flexible(10)
        let layout = CollectionViewCompositionalLayout { index, _ in
            CollectionLayoutSection(group: index == 0 ? counted : flexible)
        }
        let stage = Stage(Source([3, 3]), layout: layout)
        let width = (320 - 20) / 3.0
        #expect(stage.frame(1) == Rect(x: width + 10, y: 0, width: width, height: 50))
        // 80 × 3 with at least 10 between fits 320 (260); four would not (350): 40 between.
        #expect((0..<3).map { stage.frame($0, 1)?.minX } == [0, 120, 240])
        #expect(stage.frame(0, 1)?.minY == 50)
    }

    /// The classic nested layout: a large item beside a column of two, then a header above
    /// the section and a custom group after it.
    @Test func nestedGroupsHeadersAndACustomGroup() {
        let large = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let group = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(240)), subitems: [large, column])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let custom = CollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(100))) { environment in
            [
                CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 50, height: 50)),
                CollectionLayoutGroupCustomItem(frame: Rect(x: environment.container.contentSize.width - 50, y: 50, width: 50, height: 50)),
            ]
        }
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { index, _ in index == 0 ? section : CollectionLayoutSection(group: custom) }, configuration: configuration)
        let stage = Stage(Source([6, 3]), layout: layout)
        let third = 320.0 / 3
        #expect(Self.near(stage.frame(0), Rect(x: 0, y: 44, width: 2 * third, height: 240)))
        #expect(Self.near(stage.frame(1), Rect(x: 2 * third, y: 44, width: third, height: 120)))
        #expect(Self.near(stage.frame(2), Rect(x: 2 * third, y: 164, width: third, height: 120)))
        #expect(stage.frame(3)?.minY == 284 && stage.frame(5)?.minY == 284 + 120)
        let headerFrame = stage.collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?
            .frame
        #expect(headerFrame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(stage.collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame == headerFrame)
        // Section 1 after 20 points: two groups of the custom two.
        let top = 44 + 2 * 240 + 20.0
        #expect(stage.frame(0, 1) == Rect(x: 0, y: top, width: 50, height: 50))
        #expect(stage.frame(1, 1) == Rect(x: 270, y: top + 50, width: 50, height: 50))
        #expect(stage.frame(2, 1) == Rect(x: 0, y: top + 100, width: 50, height: 50))
    }

    /// An orthogonal row: groups of 80% of the width run across in one row that scrolls on its
    /// own; a drag across moves it and its cells (which live in the row's scroller), a drag down
    /// scrolls the collection view; group paging lands a group's leading edge at the inset.
    @Test func anOrthogonalRowScrollsAcrossAndPagesByGroups() throws {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let card = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let row = CollectionLayoutSection(group: card)
        row.orthogonalScrollingBehavior = .groupPaging
        row.interGroupSpacing = 10
        row.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let tile = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .absolute(100)))
        let grid = CollectionLayoutSection(
            group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [tile]))
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? row : grid }
        let stage = Stage(Source([5, 40]), layout: layout)
        let width = 0.8 * (320 - 32)
        #expect(stage.frame(1) == Rect(x: 16 + width + 10, y: 0, width: width, height: 150))
        #expect(stage.frame(0, 1) == Rect(x: 0, y: 150, width: 160, height: 100), "the next section below the row")
        let scroller = try #require(stage.collection.orthogonalScrollers[0])
        #expect(scroller.contentSize == Size(width: 16 + 5 * width + 4 * 10 + 16, height: 150))
        let second = try #require(stage.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.superview === scroller && second.frame.minX == 16 + width + 10)
        #expect(stage.collection.cells[IndexPath(item: 3, section: 0)] == nil, "beyond what shows across")
        // A slow drag 150 points left: the row follows; released still, past half a group, it
        // pages to the second.
        let window = stage.window
        window.handle(PointerEvent(.down, at: Point(x: 250, y: 75), time: stage.clock.now))
        for step in 1...15 {
            stage.frames(1)
            window.handle(PointerEvent(.move, at: Point(x: 250 - Double(step) * 10, y: 75), time: stage.clock.now))
        }
        #expect(scroller.contentOffset.x == 140, "the drag follows from where the pan began (its 10 points)")
        #expect(stage.collection.contentOffset.y == 0, "a drag across is the row's")
        #expect(stage.collection.indexPathForItem(at: Point(x: 16 + width + 10 - 140 + 5, y: 75)) == IndexPath(item: 1, section: 0))
        stage.frames(12)
        window.handle(PointerEvent(.up, at: Point(x: 100, y: 75), time: stage.clock.now))
        stage.frames(60)
        #expect(
            abs(scroller.contentOffset.x - (width + 10)) < 0.5, "the second group's leading edge at the inset: \(scroller.contentOffset.x)")
        #expect(stage.collection.cellForItem(at: IndexPath(item: 2, section: 0)) != nil, "the third comes into view")
        // A drag down scrolls the collection view, not the row.
        window.handle(PointerEvent(.down, at: Point(x: 200, y: 300), time: stage.clock.now))
        for step in 1...10 {
            stage.frames(1)
            window.handle(PointerEvent(.move, at: Point(x: 200, y: 300 - Double(step) * 10), time: stage.clock.now))
        }
        #expect(stage.collection.contentOffset.y == 90 && abs(scroller.contentOffset.x - (width + 10)) < 0.5)
    }

    /// A list layout in the inset-grouped look, as the table's: rows of 44 inset 20, headers of
    /// 38, sections 18 apart; the first row's top corners and the last's bottom ones rounded, no
    /// separator under the last; the grouped grey behind.
    @Test func anInsetGroupedListLooksAsTheTables() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let source = Source([3, 2])
        let window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: FixedStepClock()))
        let collection = CollectionView(
            frame: window.rootView.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        window.rootView.addSubview(collection)
        collection.dataSource = source
        window.update()
        #expect(collection.backgroundColor == SystemColor.groupedBackground)
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == Rect(x: 20, y: 38 + 3 * 44 + 18, width: 280, height: 38))
        #expect((0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minY } == [38, 82, 126])
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        let last = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? CollectionViewListCell)
        #expect(first.frame == Rect(x: 20, y: 38, width: 280, height: 44) && first.backgroundColor == .white)
        #expect(first.roundedCorners == .top && first.cornerRadius == 10 && !first.separator.isHidden)
        #expect(last.roundedCorners == [.bottomLeft, .bottomRight] && last.separator.isHidden)
        first.isSelected = true
        #expect(first.backgroundColor == TableViewCell.selectionColor)
    }

    struct Photo: Hashable {
        let id: Int
        let color: Color
    }

    /// The article's grid ("Laying out collections"), as written there: thirds of the width,
    /// square, inset 2 points, fed by a diffable data source through a cell registration.
    @Test func theArticlesGridOfPhotos() throws {
        let photos = (0..<30).map { Photo(id: $0, color: Color(red: Double($0) / 30, green: 0.5, blue: 0.5)) }
        let window = Window(size: Size(width: 300, height: 480), driver: AnimationDriver(clock: FixedStepClock()))

        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))

        let collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: layout)
        window.rootView.addSubview(collection)

        let registration = CollectionView.CellRegistration<CollectionViewCell, Photo> { cell, _, photo in
            cell.contentView.backgroundColor = photo.color
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Photo>(collectionView: collection) { collection, indexPath, photo in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Photo>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)

        window.update()
        // Rows of 100 (a third of 300, as tall), each photo 96 square inside its 2-point insets.
        let fifth = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(fifth.frame == Rect(x: 102, y: 102, width: 96, height: 96))
        #expect(fifth.contentView.backgroundColor == photos[4].color)
        #expect(collection.contentSize == Size(width: 300, height: 1000))
    }
}
