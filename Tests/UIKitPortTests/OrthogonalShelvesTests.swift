import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `OrthogonalShelves.swift` run as written, at the root of the stage's navigation controller in
/// a 400 × 300 window, its 44-point bar over the top of the collection view, which fills the view.
/// Worked by hand from the compositional layout's rules (fractions of a section are of its width
/// less its leading and trailing content insets; headers follow the section's insets):
///
/// - Featured: the section is 400 − 16 − 16 = 368 wide inside its insets. Its header, the whole
///   of that and 30 high, is at (16, 0) in the content. Each group is 0.85 × 368 = 312.8 wide and
///   150 high, the card filling it; the groups run across from x = 16, 10 apart, so card `k` is
///   at x = 16 + 322.8k, y = 30 (the header's bottom; the top inset is 0). The row's content runs
///   to the last card's trailing edge and the trailing inset: 16 + 4 × 322.8 + 312.8 + 16 = 1636,
///   so it scrolls across from 0 to 1636 − 400 = 1236. The section ends at 30 + 150 + 16 = 196.
/// - Top Apps: 400 − 12 − 12 = 376 wide inside its insets; its header (376 × 30) at (12, 196);
///   rows of two from y = 226, each 80 high, an item half of 376 = 188 wide, inset 4, so app `i`
///   is 180 × 72 at x = 16 (even `i`) or 204 (odd), y = 230 + 80 · (i / 2). Twelve apps make six
///   rows, to 706; the bottom inset makes the content 718 high.
/// - The collection view rests scrolled to −44 under the bar, so the window shows the content's
///   −44…256: a thing at content y shows at y + 44. Cards at y 74…224, Featured's header at 44,
///   Top Apps' at 240, the first row of apps at 274 (cut by the window's bottom at 300). It
///   scrolls down as far as 718 − 300 = 418.
/// - `.groupPaging` rests the row with a group's leading edge at the section's leading inset
///   (x = 16): card `k` there when the row is scrolled across by 322.8k, at most 1236, where the
///   last card's trailing edge is at the trailing inset (x = 384). A release moves a group at a
///   time: to the group nearest where the row would coast, no further than the next one, and to
///   the next one on a flick.
/// - A drag moves its scroll view with the pointer from where the pan began, on the first move
///   of at least its hysteresis (10 points): a drag of `n` moves of `s` ≥ 10 points moves the
///   content (n − 1)s.
@MainActor @Suite struct OrthogonalShelvesTests {
    private static let featured = ["Night Sky", "Trail Map", "Sketchbook", "Tide Tables", "Pixel Puzzles"]
    private static let topApps = [
        "Notes Plus", "Budget", "Recipes", "Weather Now", "Flashcards", "Podcasts", "Metronome", "Habit Tracker",
        "Translate", "Sleep Sounds", "Photo Lab", "Run Log",
    ]
    private static let cardWidth = 0.85 * 368
    private static let cardStep = cardWidth + 10

    private func stage() -> (PortStage, OrthogonalShelvesViewController) {
        let store = OrthogonalShelvesViewController()
        let stage = PortStage(root: store)
        stage.frames(1)
        return (stage, store)
    }

    private func card(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    private func app(_ item: Int) -> IndexPath { IndexPath(item: item, section: 1) }

    /// Where card `item` shows in the window with the row scrolled across by `row` and the
    /// collection view down by `down` (from its rest at −44).
    private func cardFrame(_ item: Int, row: Double = 0, down: Double = 0) -> Rect {
        Rect(x: 16 + Self.cardStep * Double(item) - row, y: 74 - down, width: Self.cardWidth, height: 150)
    }

    /// Where app `item` shows in the window, the collection view scrolled down by `down`.
    private func appFrame(_ item: Int, down: Double = 0) -> Rect {
        Rect(x: item % 2 == 0 ? 16 : 204, y: 274 + 80 * Double(item / 2) - down, width: 180, height: 72)
    }

    private func shown(_ view: View?) -> Rect? { view.map { $0.convert($0.bounds, to: nil) } }

    private func cell(_ store: OrthogonalShelvesViewController, _ indexPath: IndexPath) throws -> CollectionViewCell {
        try #require(store.collectionView.cellForItem(at: indexPath), "no cell for \(indexPath)")
    }

    private func header(_ store: OrthogonalShelvesViewController, _ section: Int) throws -> TitleSupplementaryView {
        let view = store.collectionView.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        return try #require(view as? TitleSupplementaryView, "no header for section \(section)")
    }

    /// The window frames of the cards that show, by item.
    private func shownCards(_ store: OrthogonalShelvesViewController) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for item in 0..<5 {
            if let cell = store.collectionView.cellForItem(at: card(item)) { frames[item] = shown(cell) }
        }
        return frames
    }

    /// Whether the cards that show are where `row` puts them (and at least one shows).
    private func cardsRest(_ store: OrthogonalShelvesViewController, row: Double, down: Double = 0) -> Bool {
        let frames = shownCards(store)
        return !frames.isEmpty && frames.allSatisfy { $0.value.isNear(cardFrame($0.key, row: row, down: down)) }
    }

    /// Drags from `start` by `step` a frame, `moves` times; holds still `hold` frames, lets go and
    /// lets everything come to rest.
    private func drag(_ stage: PortStage, from start: Point, step: Point, moves: Int, hold: Int) {
        let end = stage.drag(from: start, step: step, moves: moves)
        stage.frames(hold)
        stage.pointer(.up, end.x, end.y)
        stage.settle()
    }

    @Test func theCardsAndTheGridAreWhereTheLayoutRulesPutThem() throws {
        let (stage, store) = stage()
        let collection: CollectionView = store.collectionView
        #expect(stage.stack == ["Store"])
        #expect(collection.dataSource === store.dataSource && collection.delegate === store)
        #expect(store.dataSource.snapshot().sectionIdentifiers == [.featured, .topApps])
        #expect(collection.numberOfSections == 2)
        #expect(collection.numberOfItems(inSection: 0) == 5 && collection.numberOfItems(inSection: 1) == 12)
        #expect(collection.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(collection.contentOffset.y == -44 && collection.contentSize == Size(width: 400, height: 718))

        #expect(try header(store, 0).label.text == "Featured")
        #expect(try shown(header(store, 0)) == Rect(x: 16, y: 44, width: 368, height: 30))
        #expect(try header(store, 1).label.text == "Top Apps")
        #expect(try shown(header(store, 1)) == Rect(x: 12, y: 240, width: 376, height: 30))

        // Cards 0 and 1 show (1 from x 338.8, cut by the window's edge); 2 to 4 lie beyond.
        for item in 0...1 {
            let cell = try #require(try cell(store, card(item)) as? FeaturedCell)
            #expect(shown(cell)?.isNear(cardFrame(item)) == true, "card \(item): \(String(describing: shown(cell)))")
            #expect(cell.titleLabel.text == Self.featured[item])
        }
        for item in 2...4 {
            #expect(collection.cellForItem(at: card(item)) == nil, "card \(item) is across, out of view")
            let attributes = try #require(collection.layoutAttributesForItem(at: card(item)))
            #expect(attributes.frame.isNear(cardFrame(item).offsetBy(dx: 0, dy: -44)), "card \(item) in the content")
        }
        for item in 0...1 {
            let cell = try cell(store, app(item))
            #expect(!(cell is FeaturedCell))
            #expect(shown(cell) == appFrame(item), "app \(item)")
            #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == Self.topApps[item])
        }
        #expect(collection.cellForItem(at: app(2)) == nil, "the second row is below the window")
        let last = try #require(collection.layoutAttributesForItem(at: app(11)))
        #expect(last.frame == Rect(x: 204, y: 630, width: 180, height: 72))
        #expect(collection.indexPathsForVisibleItems.sorted() == [card(0), card(1), app(0), app(1)])
    }

    /// A drag to the left across the row moves the cards with the pointer, from where the pan
    /// began; the header, the grid and the collection view's offset stay. Let go still, 180
    /// points across (nearer card 1's place, 322.8, than card 0's), the row rests with card 1 at
    /// the section's leading inset. Nothing is selected.
    @Test func aDragAcrossTheRowMovesOnlyTheRow() throws {
        let (stage, store) = stage()
        let collection: CollectionView = store.collectionView
        let nightSky = try cell(store, card(0))
        let notes = try cell(store, app(0))
        let featured = try header(store, 0)
        let start = Point(x: 300, y: 150)
        stage.pointer(.down, start.x, start.y)
        for move in 1...10 {
            stage.move(from: Point(x: start.x - 20 * Double(move - 1), y: start.y), step: Point(x: -20, y: 0), moves: 1)
            let across = 20 * Double(move - 1)
            #expect(shown(nightSky)?.isNear(cardFrame(0, row: across)) == true, "move \(move): \(String(describing: shown(nightSky)))")
            #expect(shown(notes) == appFrame(0), "the grid stays")
            #expect(shown(featured) == Rect(x: 16, y: 44, width: 368, height: 30), "the header stays")
            #expect(collection.contentOffset.y == -44, "the collection view does not scroll")
        }
        stage.frames(12)
        stage.pointer(.up, 100, start.y)
        stage.settle()
        #expect(cardsRest(store, row: Self.cardStep), "card 1 at the leading inset: \(shownCards(store))")
        #expect(try shown(cell(store, card(1)))?.isNear(Rect(x: 16, y: 74, width: Self.cardWidth, height: 150)) == true)
        #expect(collection.contentOffset.y == -44 && shown(notes) == appFrame(0))
        #expect(store.selectedApps.isEmpty && collection.indexPathsForSelectedItems == nil)
    }

    /// Where a release rests the row, by `.groupPaging`: a short slow drag goes back to the card
    /// it began on; a short flick goes on to the next card, one card a flick; at the row's end the
    /// last card rests with its trailing edge at the trailing inset, and a flick goes no further;
    /// a slow drag back from there rests on the card nearest.
    @Test func theReleaseRestsACardsLeadingEdgeAtTheInset() throws {
        let (stage, store) = stage()
        // 70 points dragged, 60 moved: nearer card 0's place; let go still.
        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -10, y: 0), moves: 7, hold: 12)
        #expect(cardsRest(store, row: 0), "back on card 0: \(shownCards(store))")

        // 80 points dragged at 1200 points a second, let go moving: the next card.
        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4, hold: 1)
        #expect(cardsRest(store, row: Self.cardStep), "on card 1: \(shownCards(store))")
        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4, hold: 1)
        #expect(cardsRest(store, row: 2 * Self.cardStep), "on card 2: \(shownCards(store))")
        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4, hold: 1)
        #expect(cardsRest(store, row: 3 * Self.cardStep), "on card 3: \(shownCards(store))")
        // Card 4's place, 1291.2, is past the row's end: it rests there.
        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4, hold: 1)
        #expect(cardsRest(store, row: 1236), "at the row's end: \(shownCards(store))")
        let lastCard = try #require(try shown(cell(store, card(4))))
        #expect(abs(lastCard.maxX - 384) < 1e-6, "the last card's trailing edge at the trailing inset: \(lastCard)")
        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4, hold: 1)
        #expect(cardsRest(store, row: 1236), "no further")

        // 200 points back, let go still: 1036, nearer card 3's place (968.4) than the end.
        drag(stage, from: Point(x: 100, y: 150), step: Point(x: 20, y: 0), moves: 11, hold: 12)
        #expect(cardsRest(store, row: 3 * Self.cardStep), "on card 3: \(shownCards(store))")
        #expect(store.collectionView.contentOffset.y == -44)
    }

    /// A drag up that begins on the row is the collection view's, not the row's: everything
    /// moves up with it, cards and grid alike, and the row stays across where it was; a drag
    /// down brings it back to the top.
    @Test func aVerticalDragScrollsTheWholeCollectionView() throws {
        let (stage, store) = stage()
        let collection: CollectionView = store.collectionView
        let nightSky = try cell(store, card(0))
        let notes = try cell(store, app(0))
        let start = Point(x: 200, y: 150)
        stage.pointer(.down, start.x, start.y)
        for move in 1...8 {
            stage.move(from: Point(x: start.x, y: start.y - 15 * Double(move - 1)), step: Point(x: 0, y: -15), moves: 1)
            let down = 15 * Double(move - 1)
            #expect(collection.contentOffset == Point(x: 0, y: -44 + down), "move \(move)")
            #expect(shown(nightSky)?.isNear(cardFrame(0, down: down)) == true, "the card moves up with it")
            #expect(shown(notes) == appFrame(0, down: down), "and the grid")
        }
        stage.frames(12)
        stage.pointer(.up, start.x, start.y - 120)
        stage.settle()
        #expect(collection.contentOffset == Point(x: 0, y: 61))
        #expect(cardsRest(store, row: 0, down: 105), "the row is not scrolled across: \(shownCards(store))")
        #expect(try shown(cell(store, app(2))) == appFrame(2, down: 105), "the second row of apps shows")
        #expect(try shown(header(store, 1)) == Rect(x: 12, y: 240 - 105, width: 376, height: 30))

        // The row shows from 74 − 105 = −31 to 119: a drag down on it, back to the top.
        drag(stage, from: Point(x: 200, y: 60), step: Point(x: 0, y: 15), moves: 8, hold: 12)
        #expect(collection.contentOffset == Point(x: 0, y: -44))
        #expect(cardsRest(store, row: 0), "\(shownCards(store))")
        #expect(store.selectedApps.isEmpty)
    }

    /// A tap on the row while it moves after a flick catches it, as a touch on a moving scroll
    /// view does: it holds still under the finger, nothing is selected, and let go it pages to
    /// the card nearest. A tap on the collection view while it coasts stops it there.
    @Test func aTapOnAMovingRowCatchesItAndSelectsNothing() throws {
        let (stage, store) = stage()
        let collection: CollectionView = store.collectionView
        let end = stage.drag(from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4)
        stage.frames(1)
        stage.pointer(.up, end.x, end.y)
        stage.frames(4)
        let moving = shownCards(store)
        let caught = try #require(moving[0]).minX
        #expect(caught < -40 && caught > -306.8, "on its way to card 1: \(caught)")
        stage.pointer(.down, 200, 150)
        stage.frames(3)
        #expect(shownCards(store) == moving, "held where it was caught")
        stage.pointer(.up, 200, 150)
        #expect(store.selectedApps.isEmpty && collection.indexPathsForSelectedItems == nil)
        stage.settle()
        // Caught at 16 − (−156.8) ≈ 172.8 across: nearer card 1's place (322.8) than card 0's.
        #expect(cardsRest(store, row: Self.cardStep), "\(shownCards(store))")
        #expect(store.selectedApps.isEmpty)

        let fling = stage.drag(from: Point(x: 200, y: 280), step: Point(x: 0, y: -30), moves: 4)
        stage.frames(1)
        stage.pointer(.up, fling.x, fling.y)
        stage.frames(3)
        #expect(collection.isDecelerating)
        let coasting = collection.contentOffset.y
        stage.pointer(.down, 100, 150)
        stage.pointer(.up, 100, 150)
        stage.settle()
        #expect(!collection.isDecelerating && collection.contentOffset.y == coasting, "stopped where it was tapped")
        #expect(store.selectedApps.isEmpty && collection.indexPathsForSelectedItems == nil)
    }

    /// A tap on a card selects it and tells the delegate (`collectionView(_:didSelectItemAt:)`),
    /// before and after the row is paged; a tap on an app then selects the app alone.
    @Test func tappingACardSelectsIt() throws {
        let (stage, store) = stage()
        let collection: CollectionView = store.collectionView
        let nightSky = try cell(store, card(0))
        stage.tap(nightSky)
        #expect(store.selectedApps.map(\.name) == ["Night Sky"])
        #expect(collection.indexPathsForSelectedItems == [card(0)] && nightSky.isSelected)

        drag(stage, from: Point(x: 300, y: 150), step: Point(x: -20, y: 0), moves: 4, hold: 1)
        #expect(cardsRest(store, row: Self.cardStep))
        #expect(store.selectedApps.map(\.name) == ["Night Sky"], "the drag selects nothing")
        let trailMap = try cell(store, card(1))
        stage.tap(trailMap)
        #expect(store.selectedApps.map(\.name) == ["Night Sky", "Trail Map"])
        #expect(collection.indexPathsForSelectedItems == [card(1)] && trailMap.isSelected)
        #expect(collection.cellForItem(at: card(0)) === nightSky && !nightSky.isSelected, "card 0 still shows, deselected")

        // Budget shows from y 274 to the window's bottom: a tap on its part that shows.
        #expect(try shown(cell(store, app(1))) == appFrame(1))
        stage.pointer(.down, 294, 285)
        stage.pointer(.up, 294, 285)
        #expect(store.selectedApps.map(\.name) == ["Night Sky", "Trail Map", "Budget"])
        #expect(collection.indexPathsForSelectedItems == [app(1)] && !trailMap.isSelected)
        #expect(cardsRest(store, row: Self.cardStep), "the row stays where it was paged")
    }
}
