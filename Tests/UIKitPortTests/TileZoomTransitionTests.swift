import Foundation
import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `TileZoomTransition.swift` run as written: a tapped tile opens its detail from exactly the
/// tile's frame, rounded as the tile is, springing (0.4 s, damping 0.85) to fill the screen
/// square-cornered while the tile hides; the pop shrinks it back into the tile in 0.3 s on
/// ease-in-out and shows the tile again.
@MainActor @Suite struct TileZoomTransitionTests {
    private func grid() -> (PortStage, TileZoomGridViewController) {
        let grid = TileZoomGridViewController()
        let stage = PortStage(navigation: grid.embedInNavigationController())
        stage.frames(1)
        return (stage, grid)
    }

    /// Inside the safe area, which starts under the navigation bar (44 points), as UIKit's.
    @Test func theTilesAreLaidOutTwoByThreeInsideTheSafeArea() {
        let (stage, grid) = grid()
        // The stage holds the window: without it the view is in none, and has no safe area.
        #expect(grid.view.safeAreaInsets.top == 44 && stage.stack == ["Tiles"])
        let area = grid.view.bounds.inset(by: grid.view.safeAreaInsets).insetBy(dx: 12, dy: 12)
        let width = (area.width - 12) / 2
        let height = (area.height - 24) / 3
        for (index, tile) in grid.tiles.enumerated() {
            let expected = Rect(
                x: area.minX + Double(index % 2) * (width + 12), y: area.minY + Double(index / 2) * (height + 12),
                width: width, height: height)
            #expect(tile.frame.isNear(expected), "tile \(index): \(tile.frame)")
        }
    }

    @Test func aTappedTileOpensFromItsFrameAndHides() throws {
        let (stage, grid) = grid()
        let tile = try stage.view(labelled: "Tile 4")
        let tileFrame = tile.convert(tile.bounds, to: nil)
        stage.tap(tile)
        #expect(stage.stack == ["Tiles", "Tile 4"] && tile.isHidden)
        let detail: View = try #require(stage.navigation.topViewController).view
        let full = stage.navigation.view.bounds
        var fractions: [Double] = []
        while stage.navigation.transitionContext != nil && fractions.count < 60 {
            stage.frames(1)
            let shown = stage.shownFrame(detail)
            let fraction = (shown.width - tileFrame.width) / (full.width - tileFrame.width)
            #expect(shown.isNear(tileFrame.lerp(full, fraction)), "between the tile and the screen: \(shown)")
            #expect(abs(detail.presentationValues.cornerRadius - 12 * (1 - fraction)) < 1e-6, "rounded as far")
            fractions.append(fraction)
        }
        // A spring of damping 0.85: it overshoots by e^(−ζπ/√(1−ζ²)) at most (0.6 %).
        let overshoot = exp(-0.85 * Double.pi / (1 - 0.85 * 0.85).squareRoot())
        #expect(fractions.count >= 20 && fractions.max()! > 0.99 && fractions.max()! <= 1 + overshoot + 1e-9, "\(fractions)")
        stage.settle()
        #expect(detail.frame == full && detail.cornerRadius == 0 && tile.isHidden && grid.selectedTileIndex == 3)
    }

    @Test func closeShrinksItBackIntoTheTileOnEaseInOut() throws {
        let (stage, grid) = grid()
        grid.open(tileAt: 1)
        stage.settle()
        let tile = grid.tiles[1]
        let tileFrame = tile.convert(tile.bounds, to: nil)
        let detail: View = try #require(stage.navigation.topViewController).view
        let full = detail.frame
        try stage.tapButton("Close")
        for frame in 1...17 {
            stage.frames(1)
            guard stage.navigation.transitionContext != nil else { break }
            let eased = easeInOut(min(Double(frame) / 60 / 0.3, 1))
            #expect(stage.shownFrame(detail).isNear(full.lerp(tileFrame, eased)), "frame \(frame)")
            #expect(tile.isHidden, "until it lands")
        }
        stage.settle()
        #expect(stage.stack == ["Tiles"] && !tile.isHidden && detail.superview == nil)
    }
}
