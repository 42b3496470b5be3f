import Motion
import Testing

@testable import ViewKit

/// The zoom from a table row and a collection view cell, as iOS 18's article writes it: the
/// provider looks up the cell of the item the page shows *now*, so the pop lands on another row
/// when the page has moved on; a cell out of view falls back to the sourceless zoom, and a
/// provider that scrolls its item into view first lands on it.
@MainActor @Suite struct ZoomFromListsTests {
    /// A page that shows one item and can be moved to another, as a photo viewer pages.
    final class Detail: ViewController {
        var item: Int
        init(item: Int) {
            self.item = item
            super.init()
            title = "item \(item)"
        }
    }

    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.name = "row \(indexPath.row)"
            return cell
        }
    }

    /// The zoom's card while it runs, and where it was on the last frame before it ended.
    static func landing(_ stage: Stage, _ page: ViewController) -> Rect? {
        var last = page.zoomAnimator?.cardFrame
        while stage.navigation.transitionContext != nil {
            last = page.zoomAnimator?.cardFrame
            stage.frames(1)
        }
        return last
    }

    static func close(_ a: Rect?, _ b: Rect, within tolerance: Double) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
            && abs(a.maxY - b.maxY) <= tolerance
    }

    @Test func aTableRowZoomsOpenAndThePopLandsOnTheRowOfTheItemThePageShowsNow() throws {
        let stage = Stage()
        let rows = Rows()
        let table = TableView(frame: stage.root.view.bounds, style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        stage.root.view.addSubview(table)
        stage.frames(1)
        let page = Detail(item: 2)
        page.view.backgroundColor = Color(rgb: 0x2A9D8F)
        page.preferredTransition = .zoom { context in
            let shown = context.zoomedViewController as! Detail
            return table.cellForRow(at: IndexPath(row: shown.item, section: 0))
        }
        let row2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        // The table starts under the bar: row 2 is 2 × 44 below the content's top, which the
        // adjusted inset puts at the bar's foot.
        let start = stage.container.convert(row2.bounds, from: row2)
        #expect(start.height == 44 && start.width == 400)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top && table.adjustedContentInset.top > 0)
        #expect(start.minY == table.adjustedContentInset.top + 88)

        stage.navigation.pushViewController(page, animated: true)
        #expect(Self.close(page.zoomAnimator?.cardFrame, start, within: 1e-9), "the card starts as the row")
        #expect(row2.isHidden, "the row hides while the page is out")
        stage.settle()

        page.item = 4
        let row4 = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        let end = stage.container.convert(row4.bounds, from: row4)
        #expect(end.minY - start.minY == 88, "two rows further down")
        stage.navigation.popViewController(animated: true)
        #expect(!row2.isHidden && row4.isHidden, "the row of the item shown now is the source")
        #expect(Self.close(Self.landing(stage, page), end, within: 1), "it lands on row 4")
        #expect(!row4.isHidden)
    }

    /// A 400×256 grid of 100 items in 4 columns, 100 points tall: the first two rows and a half
    /// show under the bar.
    final class Grid {
        let collection: CollectionView
        var cells: [Int: CollectionViewCell] = [:]

        init(in view: View) {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            collection = CollectionView(frame: view.bounds, collectionViewLayout: layout)
            collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            let source = Source()
            collection.dataSource = source
            self.source = source
            view.addSubview(collection)
        }
        private let source: Source

        final class Source: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
    }

    /// UIKit's provider returns the cell, which is nil for an item out of view: the zoom then
    /// shrinks the page onto the sourceless rectangle (a quarter of the page at its centre), as
    /// it does without a source at all, and hides no cell.
    @Test func anItemScrolledOutOfViewFallsBackToTheSourcelessZoom() throws {
        let stage = Stage()
        let grid = Grid(in: stage.root.view)
        stage.frames(1)
        let page = Detail(item: 1)
        page.preferredTransition = .zoom { context in
            let shown = context.zoomedViewController as! Detail
            return grid.collection.cellForItem(at: IndexPath(item: shown.item, section: 0))
        }
        let first = try #require(grid.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        stage.navigation.pushViewController(page, animated: true)
        #expect(Self.close(page.zoomAnimator?.cardFrame, stage.container.convert(first.bounds, from: first), within: 1e-9))
        stage.settle()

        page.item = 90
        #expect(grid.collection.cellForItem(at: IndexPath(item: 90, section: 0)) == nil, "row 22 is far below what shows")
        stage.navigation.popViewController(animated: true)
        let bounds = stage.container.bounds
        // The sourceless rectangle: width/4 × height/4 about the centre.
        let sourceless = Rect(
            x: bounds.midX - bounds.width / 8, y: bounds.midY - bounds.height / 8, width: bounds.width / 4, height: bounds.height / 4)
        #expect(Self.close(Self.landing(stage, page), sourceless, within: 1))
        #expect(grid.collection.visibleCells.allSatisfy { !$0.isHidden }, "no cell was hidden as the source")
    }

    /// The article's advice for a pager: scroll the item into view in the provider, lay out, and
    /// return its cell. `scrollToItem` then `layoutIfNeeded()` makes the cell at once.
    @Test func aProviderThatScrollsItsItemIntoViewLandsOnIt() throws {
        let stage = Stage()
        let grid = Grid(in: stage.root.view)
        stage.frames(1)
        let page = Detail(item: 1)
        page.preferredTransition = .zoom { context in
            let shown = context.zoomedViewController as! Detail
            let indexPath = IndexPath(item: shown.item, section: 0)
            if grid.collection.cellForItem(at: indexPath) == nil {
                grid.collection.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
                grid.collection.layoutIfNeeded()
            }
            return grid.collection.cellForItem(at: indexPath)
        }
        stage.navigation.pushViewController(page, animated: true)
        stage.settle()
        page.item = 90
        stage.navigation.popViewController(animated: true)
        let cell = try #require(grid.collection.cellForItem(at: IndexPath(item: 90, section: 0)))
        #expect(cell.isHidden, "the scrolled-to cell is the source")
        // Item 90 is row 22, column 2: its row's middle, 2,250, at the middle of what shows.
        let target = stage.container.convert(cell.bounds, from: cell)
        #expect(target.minX == 200 && target.width == 100)
        #expect(Self.close(Self.landing(stage, page), target, within: 1))
        #expect(!cell.isHidden)
    }
}

extension ZoomFromListsTests {
    /// A view that is in no window (a cell the app kept after the list let it go) is no source:
    /// where it would be is unknown, so the zoom is the sourceless one, not one from its frame
    /// read as if its parent were the window.
    @Test func aSourceInNoWindowIsTakenAsNone() {
        let stage = Stage()
        let kept = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
        let page = Detail(item: 0)
        page.preferredTransition = .zoom { _ in kept }
        stage.navigation.pushViewController(page, animated: true)
        let bounds = stage.container.bounds
        let sourceless = Rect(
            x: bounds.midX - bounds.width / 8, y: bounds.midY - bounds.height / 8, width: bounds.width / 4, height: bounds.height / 4)
        #expect(Self.close(page.zoomAnimator?.cardFrame, sourceless, within: 1e-9))
        #expect(!kept.isHidden, "a view that is not shown is not hidden either")
        stage.settle()
        #expect(!kept.isHidden)
    }
}
