import Motion
import Testing

@testable import ViewKit

/// `CollectionView` as UIKit's: a flow layout's lines worked by hand, reuse near what shows,
/// where things are, scrolling to an item, and selection by a press.
@MainActor @Suite struct CollectionViewTests {
    final class Source: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        var counts: [Int]
        var sizes: [IndexPath: Size] = [:]
        var headers = false
        var events: [String] = []
        var refuses: IndexPath?

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
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            view.name = "header \(indexPath.section)"
            return view
        }
        func collectionView(
            _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
        )
            -> Size
        {
            sizes[indexPath] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
        }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath != refuses }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            events.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            events.append("deselect \(indexPath.item)")
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
            events.append("highlight \(indexPath.item)")
        }
    }

    final class CountingCell: CollectionViewCell {
        static var made = 0
        var reuses = 0

        required init(frame: Rect) {
            super.init(frame: frame)
            CountingCell.made += 1
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A 320×480 collection view on a flow layout, at the origin of a root view, with a pointer.
    static func collection(_ source: Source, layout: CollectionViewFlowLayout = CollectionViewFlowLayout())
        -> (CollectionView, GestureDispatcher)
    {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let collection = CollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.delegate = source
        collection.dataSource = source
        root.layoutIfNeeded()
        return (collection, GestureDispatcher(root: root))
    }

    static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        collection.layoutAttributesForItem(at: Self.path(item, section))?.frame
    }

    /// 50-point items, 10 apart at least, in 320 points: five a line (5 × 50 + 4 × 10 = 290;
    /// six would be 350), the 70 points left over shared by the four gaps (17.5 each). Lines
    /// 10 apart. The short last line is justified too; a line of one item is centred.
    @Test func aFlowLayoutJustifiesItsLines() throws {
        let source = Source([12, 1])
        let (collection, _) = Self.collection(source)
        defer { withExtendedLifetime(source) {} }
        #expect((0..<5).map { frame(collection, $0)?.minX } == [0, 67.5, 135, 202.5, 270])
        #expect(frame(collection, 5) == Rect(x: 0, y: 60, width: 50, height: 50))
        #expect(frame(collection, 10) == Rect(x: 0, y: 120, width: 50, height: 50))
        #expect(frame(collection, 11) == Rect(x: 270, y: 120, width: 50, height: 50), "two on the last line: at either side")
        #expect(frame(collection, 0, 1) == Rect(x: 135, y: 170, width: 50, height: 50), "alone on its line: centred")
        #expect(collection.contentSize == Size(width: 320, height: 220))
    }

    /// Mixed sizes: a line is as tall as its largest item, the others centred across it; the
    /// section's inset is inside, and lines stand the minimum apart, not from the header.
    @Test func aLineIsAsThickAsItsLargestItemAndInsetsAndHeadersStandApart() throws {
        let source = Source([4, 2])
        source.sizes[Self.path(1)] = Size(width: 80, height: 90)
        let layout = CollectionViewFlowLayout()
        layout.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        layout.headerReferenceSize = Size(width: 999, height: 30)
        let (collection, _) = Self.collection(source, layout: layout)
        defer { withExtendedLifetime(source) {} }
        // Room 280: 50 + 80 + 50 + 50 with three gaps of 10 = 260 fits; spare 20 widens each gap by 20/3.
        let gap = 10 + 20.0 / 3
        #expect(frame(collection, 0) == Rect(x: 20, y: 35 + 20, width: 50, height: 50), "header 30, inset 5, centred in 90")
        #expect(frame(collection, 1) == Rect(x: 70 + gap, y: 35, width: 80, height: 90))
        #expect(abs((frame(collection, 3)?.maxX ?? 0) - 300) < 1e-9, "the last touches the right inset")
        let header1 = collection.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: Self.path(0, 1))
        #expect(header1?.frame == Rect(x: 0, y: 35 + 90 + 15, width: 320, height: 30), "only the height counts")
        #expect(frame(collection, 0, 1) == Rect(x: 20, y: 140 + 30 + 5, width: 50, height: 50))
        #expect(collection.contentSize.height == 175 + 50 + 15)
        let header = try #require(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: Self.path(0)))
        #expect(header.name == "header 0" && header.frame == Rect(x: 0, y: 0, width: 320, height: 30))
    }

    /// Scrolling horizontally, lines are columns: items go down, then across.
    @Test func aHorizontalFlowLayoutFillsColumns() {
        let source = Source([10])
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 100, height: 200)
        let (collection, _) = Self.collection(source, layout: layout)
        defer { withExtendedLifetime(source) {} }
        // 480 tall: two of 200 a column (410 with the gap), the 80 left over between them.
        #expect(frame(collection, 0) == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(frame(collection, 1) == Rect(x: 0, y: 280, width: 100, height: 200))
        #expect(frame(collection, 2) == Rect(x: 110, y: 0, width: 100, height: 200))
        #expect(collection.contentSize == Size(width: 5 * 100 + 4 * 10, height: 480))
    }

    /// Only the items within half the height of what shows have cells; cells scrolled away are
    /// handed out again after `prepareForReuse()`, whatever the count.
    @Test(arguments: [100, 100_000])
    func onlyItemsNearWhatShowsHaveCells(count: Int) throws {
        let source = Source([count])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        CountingCell.made = 0
        let (collection, _) = Self.collection(source, layout: layout)
        defer { withExtendedLifetime(source) {} }
        // Three a line, lines 110 apart: 480 and 240 below it reach line 6 (660 < 720).
        #expect(collection.indexPathsForVisibleItems.count == 15, "lines 0 to 4 show (4 × 110 = 440 < 480)")
        #expect(collection.subviews.filter { $0 is CollectionViewCell }.count == 21, "lines 0 to 6")
        #expect(CountingCell.made == 21)
        collection.contentOffset = Point(x: 0, y: 110 * 20)
        // From 240 above (1,960: line 17) to 240 below (2,920: line 26).
        #expect(collection.cells[Self.path(3 * 17)] != nil && collection.cells[Self.path(3 * 16 + 2)] == nil)
        #expect(collection.cells[Self.path(3 * 26 + 2)] != nil && collection.cells[Self.path(3 * 27)] == nil)
        // UIKit's `cellForItem(at:)` answers only for items that show (2,200 to 2,680: lines 20 to 24).
        #expect(collection.cellForItem(at: Self.path(3 * 17)) == nil && collection.cellForItem(at: Self.path(3 * 20)) != nil)
        #expect(collection.indexPathsForVisibleItems.count == 15 && collection.visibleCells.count == 15)
        #expect(collection.subviews.filter { $0 is CollectionViewCell }.count == 30)
        #expect(CountingCell.made == 30, "the 21 first cells were reused")
        let reused = try #require(collection.cellForItem(at: Self.path(3 * 20)) as? CountingCell)
        #expect(reused.reuses == 1 && reused.name == "item 0.60")
    }

    @Test func whereThingsAreAndScrollingToAnItem() throws {
        let source = Source([200])
        let (collection, _) = Self.collection(source)
        defer { withExtendedLifetime(source) {} }
        #expect(collection.indexPathForItem(at: Point(x: 80, y: 70)) == Self.path(6))
        #expect(collection.indexPathForItem(at: Point(x: 60, y: 70)) == nil, "between items")
        #expect(collection.cellForItem(at: Self.path(6))?.name == "item 0.6")
        // Line 8 (item 40) at 480: its middle in the middle of what shows.
        collection.scrollToItem(at: Self.path(40), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 480 + 25 - 240)
        collection.scrollToItem(at: Self.path(40), at: .top, animated: false)
        #expect(collection.contentOffset.y == 480)
        collection.scrollToItem(at: Self.path(199), at: .top, animated: false)
        #expect(collection.contentOffset.y == collection.contentSize.height - 480, "held to the content's range")
        #expect(collection.cellForItem(at: Self.path(199)) != nil)
    }

    /// A press highlights, a release selects; in single selection another tap moves the
    /// selection and a tap on the selected item leaves it; the delegate may refuse; in multiple
    /// selection a tap toggles; code that selects tells no one.
    @Test func aPressSelectsAsUIKitsDoes() throws {
        let source = Source([20])
        let (collection, pointer) = Self.collection(source)
        defer { withExtendedLifetime(source) {} }
        func tap(_ x: Double, _ y: Double, at time: Double) {
            pointer.handle(PointerEvent(.down, at: Point(x: x, y: y), time: time))
            pointer.handle(PointerEvent(.up, at: Point(x: x, y: y), time: time + 0.05))
        }
        pointer.handle(PointerEvent(.down, at: Point(x: 90, y: 20), time: 0))
        #expect(collection.cellForItem(at: Self.path(1))?.isHighlighted == true)
        pointer.handle(PointerEvent(.up, at: Point(x: 90, y: 20), time: 0.05))
        #expect(collection.cellForItem(at: Self.path(1))?.isHighlighted == false)
        #expect(collection.cellForItem(at: Self.path(1))?.isSelected == true && collection.indexPathsForSelectedItems == [Self.path(1)])
        tap(20, 80, at: 1)
        tap(20, 80, at: 2)
        #expect(source.events == ["highlight 1", "select 1", "highlight 5", "deselect 1", "select 5", "highlight 5"])
        source.refuses = Self.path(0)
        tap(20, 20, at: 3)
        #expect(collection.indexPathsForSelectedItems == [Self.path(5)], "shouldSelectItemAt said no")
        #expect(source.events.last == "highlight 0", "it highlighted all the same")
        collection.allowsMultipleSelection = true
        tap(90, 20, at: 4)
        tap(20, 80, at: 5)
        #expect(collection.indexPathsForSelectedItems == [Self.path(1)])
        #expect(source.events.suffix(2) == ["highlight 5", "deselect 5"])
        collection.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
        collection.deselectItem(at: Self.path(1), animated: false)
        #expect(collection.indexPathsForSelectedItems == [Self.path(2)] && source.events.count == 11, "code tells no one")
        collection.reloadData()
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func anUnregisteredIdentifierIsReportedAndGetsAPlainCell() {
        let source = Source([1])
        let (collection, _) = Self.collection(source)
        defer { withExtendedLifetime(source) {} }
        var reports: [String] = []
        LayoutEngine.report = { reports.append($0) }
        defer { LayoutEngine.report = { _ in } }
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "nothing", for: Self.path(0))
        #expect(cell.reuseIdentifier == "nothing" && !(cell is CountingCell))
        #expect(reports == ["[UICollectionView] unable to dequeue a cell with identifier nothing: register a class for it"])
    }

    /// A new width lays the lines out again (the flow layout invalidates on a change of width).
    @Test func aNewWidthReflowsTheLines() {
        let source = Source([12])
        let (collection, _) = Self.collection(source)
        defer { withExtendedLifetime(source) {} }
        collection.frame = Rect(x: 0, y: 0, width: 170, height: 480)
        collection.layoutIfNeeded()
        // 170: three a line (170 exactly), no spare.
        #expect(
            (0..<4).map { frame(collection, $0)?.origin } == [
                Point(x: 0, y: 0), Point(x: 60, y: 0), Point(x: 120, y: 0), Point(x: 0, y: 60),
            ])
        #expect(collection.cellForItem(at: Self.path(3))?.frame == Rect(x: 0, y: 60, width: 50, height: 50))
    }
}
