import Motion
import Testing

@testable import ViewKit

/// A collection view's batch updates, registrations and diffable data source, in a window on a
/// fixed clock: items that stay move from where they were, new ones fade in, gone ones fade
/// out, through the Core Animation model.
@MainActor @Suite struct CollectionViewUpdateTests {
    final class Model: CollectionViewDataSource {
        var items: [[String]]
        init(_ items: [[String]]) { self.items = items }
        func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.name = items[indexPath.section][indexPath.item]
            return cell
        }
    }

    /// A 320×480 collection view of 50-point items, five a line (see `CollectionViewTests`), in
    /// a window on a fixed clock.
    struct Stage {
        let clock = FixedStepClock()
        let window: Window
        let collection: CollectionView

        init() {
            window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: clock))
            collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: CollectionViewFlowLayout())
            collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            window.rootView.addSubview(collection)
        }

        func frames(_ count: Int) {
            for _ in 0..<count {
                clock.tick()
                window.update()
            }
        }

        func cell(_ item: Int, _ section: Int = 0) -> CollectionViewCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section))
        }
    }

    /// Inserting an item at the front: the others move one place on from where they showed
    /// (three on a justified line: b from 135 to 270), the new one fades in at the front; a deleted one fades out where
    /// it was and goes for reuse.
    @Test func insertedItemsFadeInAndTheOthersMove() throws {
        let stage = Stage()
        let model = Model([["a", "b", "c"]])
        stage.collection.dataSource = model
        stage.window.update()
        let b = try #require(stage.cell(1))
        model.items[0] = ["new", "a", "b"]
        var finished: Bool?
        stage.collection.performBatchUpdates(
            {
                stage.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
                stage.collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { finished = $0 })
        let arrived = try #require(stage.cell(0))
        #expect(arrived.name == "new" && arrived.alpha == 1 && arrived.presentationValues.alpha == 0)
        #expect(stage.cell(2) === b, "b keeps its cell")
        #expect(b.frame.minX == 270 && b.presentationValues.frame.minX == 135, "the model at its end, what shows where it was")
        stage.frames(9)
        let halfway = b.presentationValues.frame.minX
        #expect(halfway > 135 && halfway < 270)
        stage.frames(20)
        #expect(finished == true && b.presentationValues.frame.minX == 270 && arrived.presentationValues.alpha == 1)
        #expect(stage.collection.subviews.compactMap { $0 as? CollectionViewCell }.map(\.name).sorted() == ["a", "b", "new"])
    }

    /// A batch that does not add up is reported in UIKit's words (items, the collection view) and
    /// the collection view reloads; its completion gets false.
    @Test func anInconsistentBatchIsReportedAndReloads() {
        let stage = Stage()
        let model = Model([["a", "b"]])
        stage.collection.dataSource = model
        stage.window.update()
        var reports: [String] = []
        LayoutEngine.report = { reports.append($0) }
        defer { LayoutEngine.report = { _ in } }
        model.items[0] = ["a", "b", "c"]
        var finished: Bool?
        stage.collection.performBatchUpdates({}, completion: { finished = $0 })
        #expect(
            reports == [
                "[UICollectionView] Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (3) must be equal to the number of items contained in that section before the update "
                    + "(2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or "
                    + "minus the number of items moved into or out of that section (0 moved in, 0 moved out).; the collection view "
                    + "reloads its data instead"
            ])
        #expect(finished == false)
        stage.window.update()
        #expect(stage.cell(2)?.name == "c")
    }

    /// A registration registers its class the first time and configures each cell it hands out.
    @Test func aCellRegistrationConfiguresItsCells() throws {
        final class Badge: CollectionViewCell {}
        final class Source: CollectionViewDataSource {
            let registration = CollectionView.CellRegistration<Badge, String> { cell, indexPath, item in
                cell.name = "\(item) at \(indexPath.item)"
            }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "badge")
            }
        }
        let stage = Stage()
        let source = Source()
        stage.collection.dataSource = source
        stage.window.update()
        let cell = try #require(stage.cell(2))
        #expect(cell is Badge && cell.name == "badge at 2")
        #expect(stage.collection.registeredRegistrations.count == 1)
    }

    enum Section { case main }

    /// A diffable data source: apply shows the snapshot's items in order; the next apply animates
    /// its difference (a moved item keeps its cell and moves); a reconfigure runs the provider on
    /// the cell the item has.
    @Test func aDiffableDataSourceAppliesDifferences() throws {
        let stage = Stage()
        var configured: [String] = []
        let dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: stage.collection) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.name = item
            configured.append(item)
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        stage.window.update()
        #expect((0..<4).map { stage.cell($0)?.name } == ["a", "b", "c", "d"])
        let d = try #require(stage.cell(3))
        snapshot.moveItem("d", beforeItem: "a")
        snapshot.deleteItems(["b"])
        dataSource.apply(snapshot)
        #expect(stage.cell(0) === d && d.presentationValues.frame.minX == 270 && d.frame.minX == 0, "four on a line: d was at 270")
        stage.frames(30)
        #expect((0..<3).map { stage.cell($0)?.name } == ["d", "a", "c"] && stage.cell(3) == nil)
        #expect(
            dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0)
                && dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "a")
        configured.removeAll()
        snapshot.reconfigureItems(["a"])
        dataSource.apply(snapshot)
        #expect(configured == ["a"] && stage.cell(1)?.name == "a")
    }
}
