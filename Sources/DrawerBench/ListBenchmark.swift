import Foundation
import Motion
import SDLHost
import ViewKit

/// The list stress scene (a scene of the bench, not of the demo): a `TableView` of `count` rows
/// of text on alternating shades filling the window, scrolled at 3,000 points a second (a fast
/// flick's speed) and wrapping round at the end, so every frame brings new rows in.
final class ListScrollApplication: HostedApplication, TableViewDataSource {
    static let speed = 3000.0
    let rootView = View(name: "list")
    let clock: AnimationClock
    private let table = TableView(name: "table")
    private let count: Int
    private let start: Double

    init(count: Int, size: Size, clock: AnimationClock) {
        self.clock = clock
        self.count = count
        start = clock.now
        rootView.bounds = Rect(origin: .zero, size: size)
        rootView.backgroundColor = Color(rgb: 0xF7F4EE)
        table.frame = rootView.bounds
        table.rowHeight = 40
        table.backgroundColor = .clear
        table.separatorStyle = .none
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        rootView.addSubview(table)
        table.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLine = Text("Row \(indexPath.row + 1)", size: 15, color: Color(rgb: 0x4A4E69))
        cell.backgroundColor = indexPath.row % 2 == 0 ? Color(rgb: 0xEFEBE3) : .clear
        return cell
    }

    func handle(_ event: InputEvent) {}

    func update(at time: Double) -> Bool {
        let range = table.contentOffsetRange.y
        let span = max(range.upperBound - range.lowerBound, 1)
        table.contentOffset = Point(x: 0, y: ((time - start) * Self.speed).truncatingRemainder(dividingBy: span))
        return true
    }
}

extension FrameBenchmark {
    /// A list of `count` rows scrolling at speed, as a workload.
    func list(_ count: Int) -> Workload {
        Workload(name: "list-\(count)") { clock, size in
            (ListScrollApplication(count: count, size: size, clock: clock), {})
        }
    }
}

/// The grid stress scene: a `CollectionView` of `count` items on a compositional layout (three
/// square items a row, inset 2 points), scrolled at 3,000 points a second and wrapping round.
final class GridScrollApplication: HostedApplication, CollectionViewDataSource {
    let rootView = View(name: "grid")
    let clock: AnimationClock
    private let collection: CollectionView
    private let count: Int
    private let start: Double
    private static let shades = [0xEFEBE3, 0xE0E1DD, 0xD8E2DC, 0xFFE5D9].map { Color(rgb: UInt32($0)) }

    init(count: Int, size: Size, clock: AnimationClock) {
        self.clock = clock
        self.count = count
        start = clock.now
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        collection = CollectionView(
            frame: Rect(origin: .zero, size: size),
            collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)))
        rootView.bounds = Rect(origin: .zero, size: size)
        rootView.backgroundColor = Color(rgb: 0xF7F4EE)
        collection.backgroundColor = .clear
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        rootView.addSubview(collection)
        collection.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.contentView.backgroundColor = Self.shades[indexPath.item % Self.shades.count]
        cell.textLine = Text("\(indexPath.item + 1)", size: 15, color: Color(rgb: 0x4A4E69))
        return cell
    }

    func handle(_ event: InputEvent) {}

    func update(at time: Double) -> Bool {
        collection.layoutIfNeeded()
        let range = collection.contentOffsetRange.y
        let span = max(range.upperBound - range.lowerBound, 1)
        collection.contentOffset = Point(x: 0, y: ((time - start) * ListScrollApplication.speed).truncatingRemainder(dividingBy: span))
        return true
    }
}

extension FrameBenchmark {
    /// A grid of `count` items scrolling at speed, as a workload.
    func grid(_ count: Int) -> Workload {
        Workload(name: "grid-\(count)") { clock, size in
            (GridScrollApplication(count: count, size: size, clock: clock), {})
        }
    }
}

/// The diff a diffable data source applies: a snapshot of 10,000 items against one with 1,000
/// changes (500 deleted, 400 inserted, 100 moved), against the least a diff by identifier does,
/// hashing every identifier of both into a table and looking each up in the other.
@MainActor enum SnapshotDiffBenchmark {
    static func figure(rounds: Int, aa: Bool) -> EngineBenchmark.Figure {
        var old = DiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<10_000))
        var new = old
        new.deleteItems(Array(stride(from: 0, to: 10_000, by: 20)))
        new.appendItems(Array(20_000..<20_400))
        for item in stride(from: 7, to: 10_000, by: 100) where new.indexOfItem(item) != nil {
            new.moveItem(item, afterItem: new.itemIdentifiers.last ?? item)
        }
        let before = old.itemIdentifiers
        let after = new.itemIdentifiers
        let measured = PairedRounds.run(rounds: rounds, aa: aa) { arm in
            arm == .drawer
                ? EngineBenchmark.median(repeats: 5) {
                    EngineBenchmark.sink += Double(SnapshotDifference(from: old, to: new).steps)
                } / 1e6
                : EngineBenchmark.median(repeats: 5) {
                    var places = [Int: Int](minimumCapacity: before.count)
                    for (index, item) in before.enumerated() { places[item] = index }
                    var kept = 0
                    for item in after where places[item] != nil { kept += 1 }
                    EngineBenchmark.sink += Double(kept)
                } / 1e6
        }
        return EngineBenchmark.Figure(
            key: "snapshot_diff_10k_ms", label: "diff of 10,000 items with 1,000 changes", unit: "ms", rounds: measured)
    }
}
