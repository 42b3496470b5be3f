import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `PhotoGridZoom.swift` run as written, at the root of the stage's navigation controller in a
/// 400 × 300 window, its 44-point bar over the top of the collection view, which fills the view.
/// Worked by hand from the compositional layout's rules:
///
/// - A group is the section's width (400) and a third of it high (400 / 3 = 133.33); it holds
///   three items, each a third of its width and all its height, inset 2 points on every side. So
///   item `i` (column `i % 3`, row `i / 3`) is a square 400 / 3 − 4 = 129.33 on a side at
///   x = 400 / 3 · column + 2, y = 400 / 3 · row + 2 in the content; the thirty photos make ten
///   rows, 1333.33 high.
/// - The collection view rests scrolled to −44 under the bar, so item `i` shows 44 points lower
///   in the window: items 0–2 from y 46, items 3–5 from y 179.33 (cut by the window's bottom at
///   300). Item 6, at 268.67 + 44 = 312.67, is below the window: `cellForItem(at:)` answers nil
///   for it, as UIKit's does for an item that does not show.
/// - The zoom's container is the navigation controller's transition view, the whole window at
///   its origin, so the card's frame and the source's (read from the transition's animator)
///   are window frames. The open page is the container, 400 × 300.
/// - The card runs from the source's frame to the page's on one spring for its centre and size,
///   so at every frame it is the source's frame moved `f` of the way to the page's, edge by
///   edge, `f` being how far its width has come: (width − 129.33) / (400 − 129.33).
/// - With no source view (the provider answers nil), the card shrinks to Drawer's fallback, a
///   quarter of the page at its centre: 100 × 75 at (150, 112.5). UIKit documents no fallback.
@MainActor @Suite struct PhotoGridZoomTests {
    private static let third = 400.0 / 3
    private static let page = Rect(x: 0, y: 0, width: 400, height: 300)
    private static let sourceless = Rect(x: 150, y: 112.5, width: 100, height: 75)

    private func stage() -> (PortStage, PhotoGridViewController) {
        let grid = PhotoGridViewController()
        let stage = PortStage(root: grid)
        stage.frames(1)
        return (stage, grid)
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// Where item `item`'s cell shows in the window at rest, by the rules above.
    private func cellFrame(_ item: Int) -> Rect {
        Rect(
            x: Self.third * Double(item % 3) + 2, y: 44 + Self.third * Double(item / 3) + 2, width: Self.third - 4,
            height: Self.third - 4)
    }

    private func cell(_ grid: PhotoGridViewController, _ item: Int) throws -> PhotoCell {
        try #require(grid.collectionView.cellForItem(at: path(item)) as? PhotoCell, "no cell for item \(item)")
    }

    /// The zoom running the navigation controller's transition now, if one does.
    private func runningZoom(_ stage: PortStage) -> ZoomTransitionAnimator? {
        stage.navigation.transitionContext?.animatedTransitioning as? ZoomTransitionAnimator
    }

    /// How far a card `width` wide has come from `source` to the page.
    private func fraction(_ width: Double, from source: Rect) -> Double {
        (width - source.width) / (Self.page.width - source.width)
    }

    /// Whether every edge of `a` is within `tolerance` points of `b`'s.
    private func close(_ a: Rect, _ b: Rect, within tolerance: Double) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy { abs($0) <= tolerance }
    }

    /// Runs the pop under way to its end; returns every card frame it showed, first to last, and
    /// checks that each one lies on the way from the page to `target`.
    private func runPop(_ stage: PortStage, to target: Rect) -> [Rect] {
        var cards: [Rect] = []
        while let zoom = runningZoom(stage), cards.count < 120 {
            if let card = zoom.cardFrame {
                cards.append(card)
                let f = 1 - fraction(card.width, from: target)
                #expect(card.isNear(Self.page.lerp(target, f)), "on the way to \(target): \(card)")
            }
            stage.frames(1)
        }
        return cards
    }

    @Test func itShowsThePhotosThreeToARow() throws {
        let (stage, grid) = stage()
        let collection: CollectionView = grid.collectionView
        #expect(stage.stack == ["Photos"])
        #expect(collection.dataSource === grid.dataSource && collection.delegate === grid)
        #expect(grid.dataSource.snapshot().itemIdentifiers == Array(0..<30))
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 30)
        #expect(collection.frame == Self.page)
        #expect(collection.contentOffset.y == -44 && collection.adjustedContentInset.top == 44)
        #expect(abs(collection.contentSize.height - 10 * Self.third) < 1e-6 && collection.contentSize.width == 400)
        #expect(collection.indexPathsForVisibleItems.sorted() == (0...5).map(path))
        for item in 0...5 {
            let cell = try cell(grid, item)
            #expect(cell.convert(cell.bounds, to: nil).isNear(cellFrame(item)), "item \(item)")
            #expect(cell.photo?.id == item)
            #expect(cell.contentView.backgroundColor == PhotoGridViewController.palette[item])
        }
        #expect(collection.cellForItem(at: path(6)) == nil, "below the window")
        let attributes = try #require(collection.layoutAttributesForItem(at: path(29)))
        #expect(attributes.frame.isNear(Rect(x: 2 * Self.third + 2, y: 9 * Self.third + 2, width: Self.third - 4, height: Self.third - 4)))
    }

    /// A tap on item 4 selects it and pushes its photo, which zooms out of the cell: the card
    /// starts as the cell's frame (the cell hidden while the page is out), and at every frame
    /// after it is the cell's frame moved part of the way to the page's, until it fills the
    /// window.
    @Test func tappingACellZoomsItsPhotoOutOfTheCell() throws {
        let (stage, grid) = stage()
        let cell = try cell(grid, 4)
        let source = cellFrame(4)
        stage.tap(cell)
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(4)])
        #expect(stage.stack == ["Photos", "Photo 5"], "UIKit's stack: the page is on it from the call")
        let photo = try #require(stage.navigation.topViewController as? PhotoViewController)
        #expect(photo.photoID == 4 && photo.preferredTransition != nil)
        #expect(stage.navigation.transitionContext?.kind == .push)
        #expect(stage.shownFrame(stage.navigation.transitionView) == Self.page, "the container is the window")
        let zoom = try #require(runningZoom(stage), "the push runs the zoom")
        #expect(zoom.sourceFrame?.isNear(source) == true, "the source is item 4's cell: \(String(describing: zoom.sourceFrame))")
        #expect(zoom.cardFrame?.isNear(source) == true, "the card starts as the cell: \(String(describing: zoom.cardFrame))")
        #expect(cell.isHidden, "the cell hides while the page is out")

        var widths: [Double] = []
        while widths.count < 120 {
            stage.frames(1)
            guard let shown = runningZoom(stage)?.cardFrame else { break }
            let f = fraction(shown.width, from: source)
            #expect(shown.isNear(source.lerp(Self.page, f)), "from the cell toward the page: \(shown)")
            if widths.count == 5 {
                // A tenth of a second in: well on the way, at neither end.
                #expect(f > 0.2 && f < 0.8, "mid-transition: \(f)")
                #expect(shown.minX < source.minX && shown.minY < source.minY && shown.maxX > source.maxX, "grown past the cell")
                // The cell is cut by the window's bottom (its own bottom is 308.67): the card's
                // bottom comes down to the page's, 300, from there.
                #expect(shown.minX > 0 && shown.minY > 0 && shown.maxX < 400 && shown.maxY < source.maxY, "short of the page")
                // The photo's page, its own 400 × 300 scaled, shows centred in the card and
                // covering it (the card clips it).
                let corners = stage.shownCorners(photo.view)
                let (xs, ys) = (corners.map(\.x), corners.map(\.y))
                let page = Rect(
                    x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
                #expect(abs(page.midX - shown.midX) < 1e-6 && abs(page.midY - shown.midY) < 1e-6, "centred: \(page)")
                #expect(page.width >= shown.width - 1e-6 && page.height >= shown.height - 1e-6, "covering the card: \(page)")
                #expect(abs(page.width * 3 - page.height * 4) < 1e-6, "at its own shape: \(page)")
                let progress = try #require(stage.navigation.transitionContext).progress
                #expect(abs(progress - f) < 1e-9, "the transition's progress is the card's openness")
            }
            widths.append(shown.width)
        }
        #expect(widths.count > 10 && (widths.max() ?? 0) > 399)
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Photos", "Photo 5"])
        #expect(stage.shownFrame(photo.view) == Self.page, "the photo fills the window")
        #expect(photo.view.transform == .identity)
        #expect(photo.view.backgroundColor == PhotoGridViewController.palette[4])
    }

    /// `showNext()` retitles the page: on iOS a controller's `title` is its navigation item's,
    /// and the bar shows the new one at once. Drawer's bar reads `title` only when the stack
    /// changes (or the navigation item does), so it goes on showing "Photo 5".
    @Test func showNextRetitlesThePage() throws {
        let (stage, grid) = stage()
        stage.tap(try cell(grid, 4))
        stage.settle()
        let photo = try #require(stage.navigation.topViewController as? PhotoViewController)
        #expect(barTitles(stage) == ["Photo 5", "Photos"], "the title, and the back button's")
        photo.showNext()
        stage.frames(1)
        #expect(photo.title == "Photo 6")
        #expect(photo.navigationItem.title == "Photo 6")
        #expect(barTitles(stage) == ["Photo 6", "Photos"])
    }

    /// The titles the navigation bar shows (its title, then its back button's).
    private func barTitles(_ stage: PortStage) -> [String] {
        stage.navigation.navigationBar.subviews.filter { !$0.isHidden && $0.alpha > 0 }.compactMap { $0.textLine?.string }
    }

    /// The page's view is the app's throughout the zoom: it keeps the colour it was given, and a
    /// colour it takes while the zoom runs (the person moved on to the next photo mid-push) is
    /// the one it keeps, as on iOS. Drawer's zoom moves the page's background to its card while
    /// it runs (the page reads clear meanwhile: a known issue); a colour given mid-flight goes
    /// to the card, and the page keeps it when the zoom ends.
    @Test func thePhotoKeepsTheColourItTakesDuringTheZoom() throws {
        let (stage, grid) = stage()
        stage.tap(try cell(grid, 4))
        let photo = try #require(stage.navigation.topViewController as? PhotoViewController)
        withKnownIssue("Drawer's zoom clears the page's backgroundColor while it runs (ZoomTransition.swift, begin(_:held:))") {
            #expect(photo.view.backgroundColor == PhotoGridViewController.palette[4], "the page's colour mid-zoom")
        }
        stage.frames(6)
        #expect(runningZoom(stage) != nil, "mid-push")
        photo.showNext()
        #expect(photo.photoID == 5 && photo.view.backgroundColor == PhotoGridViewController.palette[5])
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Photos", "Photo 6"])
        #expect(photo.view.backgroundColor == PhotoGridViewController.palette[5], "photo 6's colour")
        #expect(photo.photoID == 5)
    }

    /// The page opened on item 4 moves on to item 5 (`showNext()`, its swipe); the pop, by the
    /// back button or by code, asks the provider again, which answers item 5's cell: the card
    /// shrinks from the page onto it, item 5's cell hidden until it lands and item 4's shown
    /// again at once.
    @Test(arguments: [true, false])
    func afterShowNextThePopZoomsBackIntoTheNextCell(byBackButton: Bool) throws {
        let (stage, grid) = stage()
        stage.tap(try cell(grid, 4))
        stage.settle()
        let photo = try #require(stage.navigation.topViewController as? PhotoViewController)
        photo.showNext()
        #expect(photo.photoID == 5 && photo.title == "Photo 6")
        #expect(photo.view.backgroundColor == PhotoGridViewController.palette[5])

        if byBackButton {
            // The back button, at the bar's leading end.
            stage.pointer(.down, 20, 22)
            stage.pointer(.up, 20, 22)
        } else {
            #expect(stage.navigation.popViewController(animated: true) === photo)
        }
        #expect(stage.stack == ["Photos"], "UIKit's stack: the page is off it from the call")
        #expect(stage.navigation.transitionContext?.kind == .pop)
        let zoom = try #require(runningZoom(stage), "the pop runs the zoom")
        let next = cellFrame(5)
        #expect(zoom.sourceFrame?.isNear(next) == true, "the source is item 5's cell: \(String(describing: zoom.sourceFrame))")
        #expect(zoom.cardFrame?.isNear(Self.page) == true, "the pop starts from the page")
        let nextCell = try cell(grid, 5)
        #expect(nextCell.isHidden, "the cell it lands on hides until it lands")
        #expect(try !cell(grid, 4).isHidden, "the cell it opened from shows again")

        let cards = runPop(stage, to: next)
        let last = try #require(cards.last)
        #expect(cards.count > 10)
        #expect(close(last, next, within: 1), "it lands on item 5's cell: \(last)")
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Photos"])
        #expect(photo.view.superview == nil)
        #expect(!nextCell.isHidden && grid.collectionView.visibleCells.allSatisfy { !$0.isHidden })
        #expect(nextCell.convert(nextCell.bounds, to: nil).isNear(next), "the grid where it was")
    }

    /// Opened on item 5, the last that shows, and moved on to item 6, below the window: the
    /// provider's `cellForItem(at:)` answers nil, as UIKit's does for an item that does not
    /// show. The pop still runs the zoom, into Drawer's fallback (a quarter of the page at its
    /// centre), and ends with the grid alone on the stack, every cell showing; the next tap
    /// pushes again.
    @Test func whenTheNextCellIsOffScreenThePopStillCompletes() throws {
        let (stage, grid) = stage()
        stage.tap(try cell(grid, 5))
        stage.settle()
        let photo = try #require(stage.navigation.topViewController as? PhotoViewController)
        photo.showNext()
        #expect(photo.photoID == 6)
        #expect(grid.dataSource.indexPath(for: 6) == path(6))
        #expect(grid.collectionView.cellForItem(at: path(6)) == nil, "item 6 does not show")

        #expect(stage.navigation.popViewController(animated: true) === photo)
        let zoom = try #require(runningZoom(stage), "the pop runs the zoom")
        #expect(zoom.sourceFrame?.isNear(Self.sourceless) == true, "no source: \(String(describing: zoom.sourceFrame))")
        #expect(try !cell(grid, 5).isHidden, "the cell it opened from shows again")
        let cards = runPop(stage, to: Self.sourceless)
        let last = try #require(cards.last)
        #expect(cards.count > 10)
        #expect(close(last, Self.sourceless, within: 1), "into the centre: \(last)")
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Photos"])
        #expect(photo.view.superview == nil)
        #expect(grid.collectionView.visibleCells.allSatisfy { !$0.isHidden })
        #expect(grid.collectionView.indexPathsForVisibleItems.sorted() == (0...5).map(path))

        stage.tap(try cell(grid, 0))
        #expect(stage.stack == ["Photos", "Photo 1"])
        #expect(runningZoom(stage)?.sourceFrame?.isNear(cellFrame(0)) == true)
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Photos", "Photo 1"])
    }
}
