import Motion
import Testing

@testable import ViewKit

/// Self-sizing in a compositional layout, as UIKit's with estimated heights: a list's cells
/// take their texts' height, a cell with constraints takes what they make it, a group of an
/// estimated height takes its tallest item's, and what shows does not move while heights above
/// it are measured.
@MainActor @Suite struct CollectionSelfSizingTests {
    final class Source: CollectionViewDataSource {
        let texts: [String]
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        init(_ texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
        }
    }

    static func list(_ source: Source, height: Double = 480) -> CollectionView {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: height))
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let collection = CollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        collection.dataSource = source
        root.layoutIfNeeded()
        return collection
    }

    /// A list's rows are estimated at 44; a row of three lines measures 3 lines of body text and
    /// its margins (11 above and below), and the rows after it move down by the difference.
    @Test func aListsRowsTakeTheirTextsHeight() throws {
        let source = Source(["One", "First line\nSecond line\nThird line", "Three", "Four"])
        let collection = Self.list(source)
        let line = Font.systemFont(ofSize: 17).lineHeight
        let tall = (3 * line + 22).rounded(.up)
        #expect(tall > 44)
        let frames = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // One line (20-odd points and the margins) is under the least row, 44.
        #expect(frames[0] == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(frames[1] == Rect(x: 0, y: 44, width: 320, height: tall))
        #expect(frames[2] == Rect(x: 0, y: 44 + tall, width: 320, height: 44))
        #expect(frames[3] == Rect(x: 0, y: 88 + tall, width: 320, height: 44))
        #expect(collection.contentSize.height == 132 + tall)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == tall, "the cell is laid out at it")
        withExtendedLifetime(source) {}
    }

    /// A cell whose content view's constraints set its height (a 120-point box pinned to its
    /// top and bottom, 8 in) in a two-column grid of estimated rows: each row of two is as tall
    /// as its taller cell, and the rows stack at their measured heights.
    @Test func constraintsSetAnEstimatedItemsHeightAndTheGroupTakesTheTallest() throws {
        final class Box: CollectionViewCell {
            let box = View(name: "box")
            var boxHeight: LayoutConstraint!
            required init(frame: Rect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                boxHeight = box.heightAnchor.constraint(equalToConstant: 100)
                LayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), boxHeight,
                ])
            }
        }
        final class Grid: CollectionViewDataSource {
            let heights = [100.0, 120, 60, 40]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! Box
                cell.boxHeight.constant = heights[indexPath.item]
                return cell
            }
        }
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let collection = CollectionView(frame: root.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        root.addSubview(collection)
        collection.register(Box.self, forCellWithReuseIdentifier: "box")
        let grid = Grid()
        collection.dataSource = grid
        root.layoutIfNeeded()
        let frames = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Each cell is its box and 8 above and below: 116, 136; 76, 56. The first row is 136
        // tall, the second starts 10 below it.
        #expect(frames[0] == Rect(x: 0, y: 0, width: 160, height: 116))
        #expect(frames[1] == Rect(x: 160, y: 0, width: 160, height: 136))
        #expect(frames[2] == Rect(x: 0, y: 146, width: 160, height: 76))
        #expect(frames[3] == Rect(x: 160, y: 146, width: 160, height: 56))
        #expect(collection.contentSize.height == 146 + 76)
    }

    /// Scrolling up into rows not measured yet (each two lines, taller than the 44 estimate)
    /// moves what shows by exactly the scroll: the offset takes up the rows measured above.
    @Test func whatShowsDoesNotJumpWhileRowsAboveAreMeasured() throws {
        let source = Source((0..<300).map { "Row \($0)\nsecond line" })
        let collection = Self.list(source)
        collection.contentOffset = Point(x: 0, y: 6000)
        collection.layoutIfNeeded()
        let shown = try #require(collection.visibleCells.min { $0.frame.minY < $1.frame.minY })
        let indexPath = try #require(collection.indexPath(for: shown))
        let before = shown.frame.minY - collection.contentOffset.y
        for step in 1...10 {
            collection.contentOffset = Point(x: 0, y: collection.contentOffset.y - 30)
            collection.layoutIfNeeded()
            let cell = try #require(collection.cells[indexPath])
            #expect(abs(cell.frame.minY - collection.contentOffset.y - (before + 30 * Double(step))) < 1e-9, "step \(step)")
        }
        let line = Font.systemFont(ofSize: 17).lineHeight
        #expect(shown.frame.height == (2 * line + 22).rounded(.up), "measured, not the estimate")
        withExtendedLifetime(source) {}
    }
}
