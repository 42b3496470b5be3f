import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp

/// The zoom mode: opening out of a tile, catching, pulling, pinching, landing and springing back.
struct ZoomModeTests {
    static func rig() -> DemoRig { DemoRig(mode: .zoom) }

    static func zoom(_ rig: DemoRig) -> ZoomMode { rig.app.mode as! ZoomMode }

    static func opened(tile: Int = 0) -> DemoRig {
        let rig = rig()
        let frame = Self.zoom(rig).grid.gridView.tileFrame(tile)
        rig.pointer(.down, frame.midX, frame.midY)
        rig.pointer(.up, frame.midX, frame.midY)
        rig.settle()
        return rig
    }

    /// Moves pointer `id` (a finger, or the mouse as 0) through `points`, a frame each.
    static func move(_ rig: DemoRig, _ id: Int, through points: [Point]) {
        for point in points {
            rig.frames()
            rig.app.handle(.pointer(PointerEvent(.move, at: point, time: rig.clock.now, pointer: id)))
        }
    }

    static func finger(_ rig: DemoRig, _ phase: PointerEvent.Phase, _ id: Int, _ point: Point) {
        rig.app.handle(.pointer(PointerEvent(phase, at: point, time: rig.clock.now, pointer: id)))
    }

    @Test func aClickOnATileOpensItsPageOutOfIt() throws {
        let rig = Self.rig()
        let zoom = Self.zoom(rig)
        let tile = zoom.grid.gridView.tileFrame(4)
        rig.pointer(.down, tile.midX, tile.midY)
        rig.pointer(.up, tile.midX, tile.midY)
        #expect(zoom.phase == .opening && rig.stack == ["grid", "tile5"], "UIKit's stack: the page is on it from the call")
        #expect(zoom.cardFrame == tile, "it starts as the tile")
        #expect(try rig.state.zoom?.cornerRadius == ZoomGridView.tileRadius)
        rig.frames(4)
        #expect(zoom.cardFrame.width > tile.width && zoom.cardFrame.width < 1024, "growing")
        rig.settle()
        #expect(zoom.phase == .open)
        #expect(zoom.cardFrame == Rect(x: 0, y: 0, width: 1024, height: 720), "the content area at rest")
        let state = try rig.state
        #expect(state.stack == ["grid", "tile5"])
        #expect(state.zoom?.phase == "open" && state.zoom?.tile == 4 && state.zoom?.frame == [0, 0, 1024, 720])
        #expect(state.zoom?.source == DemoState.rect(tile) && state.zoom?.cornerRadius == 0)
    }

    /// The card's picture is the page's scaled with the card: at the start it is exactly the
    /// tile's, at the end the page's at its natural size, centred.
    @Test func thePictureIsContinuousAtBothEnds() throws {
        let rig = Self.rig()
        let zoom = Self.zoom(rig)
        let view = zoom.grid.gridView
        rig.app.rootView.layoutIfNeeded()
        let tilePicture = Rect.boundingBox(of: view.tiles[0].picture.cornersInWindow)
        zoom.open(tile: 0)
        let page = try #require(zoom.navigation.topViewController as? ScreenController)
        rig.app.rootView.layoutIfNeeded()
        let cardPicture = Rect.boundingBox(of: page.screenView.imageView.cornersInWindow)
        #expect(abs(cardPicture.minX - tilePicture.minX) < 0.5 && abs(cardPicture.width - tilePicture.width) < 1e-9)
        #expect(abs(cardPicture.minY - tilePicture.minY) < 0.5 && abs(cardPicture.height - tilePicture.height) < 1e-9)
        #expect(view.tiles[0].isHidden, "the source hides while its page is out")
        rig.settle()
        #expect(page.screenView.imageView.frame == Rect(x: 392, y: 240, width: 240, height: 240), "natural size, centred")
        #expect(page.screenView.imageView.cornersInWindow.first == Point(x: 392, y: 240))
    }

    /// Continuously interactive: a press while the page grows holds it where it is.
    @Test func aPressMidOpeningHoldsTheFrame() {
        let rig = Self.rig()
        let zoom = Self.zoom(rig)
        zoom.open(tile: 0)
        rig.frames(6)
        let before = zoom.cardFrame
        rig.frames(1)
        let oneFrame = zoom.cardFrame
        let motion = abs(oneFrame.width - before.width) + abs(oneFrame.minX - before.minX) + abs(oneFrame.minY - before.minY)
        rig.pointer(.down, oneFrame.midX, oneFrame.midY)
        #expect(zoom.phase == .dismissing && !rig.app.isAnimating)
        let held = zoom.cardFrame
        #expect(abs(held.width - oneFrame.width) <= motion && abs(held.minX - oneFrame.minX) <= motion)
        rig.frames(10)
        #expect(zoom.cardFrame == held, "held")
        #expect(rig.stack == ["grid"], "Apple's rule: the grab completed the push and started a pop")
        #expect(zoom.transition?.kind == .pop && zoom.transition?.isInteractive == true)
    }

    /// A pull down: the card follows the pointer (the grabbed point stays under it) and shrinks.
    @Test func aPullDownFollowsThePointerAndShrinks() throws {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        rig.pointer(.down, 512, 360)
        Self.move(rig, 0, through: (1...10).map { Point(x: 512, y: 360 + 20 * Double($0)) })
        #expect(zoom.phase == .dismissing && rig.stack == ["grid"])
        let frame = zoom.cardFrame
        // The pull began at the first move, 20 points down: the point pressed then stays under the pointer.
        #expect(abs(frame.minY + 380.0 / 720 * frame.height - 560) < 1e-9 && abs(frame.midX - 512) < 1e-9)
        #expect(frame.width < 1024, "shrunk")
        #expect(abs(frame.width / 1024 - (1 - 0.5 * 180 / 720)) < 1e-9, "1 − (1 − min_scale) × pull / height")
        let state = try rig.state
        #expect(state.zoom?.interactive == true && state.zoom?.phase == "dismissing")
        rig.pointer(.up, 512, 560)
    }

    @Test func theGrabbedPointStaysUnderThePointer() {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        rig.pointer(.down, 200, 150)
        Self.move(rig, 0, through: (1...12).map { Point(x: 200 + 5 * Double($0), y: 150 + 25 * Double($0)) })
        let frame = zoom.cardFrame
        // The pull began at the first move, at (205, 175): that point of the page stays under the pointer.
        let u = 205.0 / 1024
        let v = 175.0 / 720
        #expect(abs(frame.minX + u * frame.width - 260) < 1e-9 && abs(frame.minY + v * frame.height - 450) < 1e-9)
    }

    /// A fast release downward lands on the tile, leaving at the card's speed; a short slow one
    /// springs back.
    @Test func aFlickLandsOnTheTileAndASlowShortPullSpringsBack() throws {
        let rig = Self.opened(tile: 2)
        let zoom = Self.zoom(rig)
        rig.pointer(.down, 512, 300)
        Self.move(rig, 0, through: (1...6).map { Point(x: 512, y: 300 + 30 * Double($0)) })
        let released = zoom.cardFrame
        rig.pointer(.up, 512, 480)
        #expect(zoom.phase == .closing && rig.stack == ["grid"])
        rig.frames()
        let first = zoom.cardFrame
        #expect(first.midY > released.midY, "it leaves downward, carrying the flick")
        rig.settle()
        #expect(zoom.phase == .grid && rig.stack == ["grid"])
        #expect(try rig.state.zoom?.frame == nil)

        let again = Self.opened(tile: 2)
        let other = Self.zoom(again)
        again.pointer(.down, 512, 300)
        Self.move(again, 0, through: (1...10).map { Point(x: 512, y: 300 + 3 * Double($0)) })
        for _ in 0..<8 { again.frames() }  // held still
        again.pointer(.up, 512, 330)
        #expect(other.phase == .opening && other.transition?.transitionWasCancelled == true, "springs back: the pop is cancelled")
        #expect(again.stack == ["grid"], "UIKit's stack: the page comes back when the cancelled pop completes")
        again.settle()
        #expect(again.stack == ["grid", "tile3"])
        #expect(other.phase == .open && other.cardFrame == Rect(x: 0, y: 0, width: 1024, height: 720))
    }

    @Test func aFlickLandsWithinAPointOfTheTile() {
        let rig = Self.opened(tile: 2)
        let zoom = Self.zoom(rig)
        let tile = zoom.grid.gridView.tileFrame(2)
        rig.pointer(.down, 512, 300)
        Self.move(rig, 0, through: (1...6).map { Point(x: 512, y: 300 + 30 * Double($0)) })
        rig.pointer(.up, 512, 480)
        var last = zoom.cardFrame
        while zoom.phase == .closing {
            last = zoom.cardFrame
            rig.frames()
        }
        #expect(abs(last.minX - tile.minX) <= 1 && abs(last.minY - tile.minY) <= 1 && abs(last.width - tile.width) <= 1)
    }

    /// A pinch in on two fingers shrinks the card; lifting one finger does not make it jump.
    @Test func aPinchShrinksItAndLiftingAFingerDoesNotJump() {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        Self.finger(rig, .down, 1, Point(x: 312, y: 360))
        Self.finger(rig, .down, 2, Point(x: 712, y: 360))
        for step in 1...10 {
            rig.frames()
            Self.finger(rig, .move, 1, Point(x: 312 + 10 * Double(step), y: 360))
            Self.finger(rig, .move, 2, Point(x: 712 - 10 * Double(step), y: 360))
        }
        #expect(zoom.phase == .dismissing)
        let pinched = zoom.cardFrame
        #expect(abs(pinched.width / 1024 - 200.0 / 400) < 1e-9, "the spread went from 400 to 200")
        Self.finger(rig, .up, 2, Point(x: 612, y: 360))
        #expect(zoom.cardFrame == pinched, "one finger up: no jump")
        rig.frames()
        Self.finger(rig, .move, 1, Point(x: 432, y: 360))
        #expect(abs(zoom.cardFrame.midX - (pinched.midX + 20)) < 1e-9 && zoom.cardFrame.midY == pinched.midY, "one finger drags it on")
        #expect(zoom.cardFrame.width == pinched.width, "the pinch's scale holds")
        for _ in 0..<8 { rig.frames() }
        Self.finger(rig, .up, 1, Point(x: 432, y: 360))
        rig.settle()
        #expect(zoom.phase == .grid, "pinched to half: it closes")
    }

    /// A card landing can be caught and pulled back open.
    @Test func aClosingCardCanBeCaughtAgain() {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        rig.key(.space)
        #expect(zoom.phase == .closing)
        rig.frames(5)
        let frame = zoom.cardFrame
        rig.pointer(.down, frame.midX, frame.midY)
        #expect(zoom.phase == .dismissing)
        Self.move(rig, 0, through: (1...6).map { Point(x: frame.midX, y: frame.midY - 2 * Double($0)) })
        for _ in 0..<8 { rig.frames() }
        rig.pointer(.up, frame.midX, frame.midY - 12)
        rig.settle()
        #expect(zoom.phase == .open || zoom.phase == .grid)
        #expect(!rig.app.isAnimating)
    }

    /// Space opens the first tile and closes it; pressed while it moves, it turns round without a
    /// jump in place.
    @Test func spaceTurnsItRoundWithoutAJump() {
        let rig = Self.rig()
        let zoom = Self.zoom(rig)
        rig.key(.space)
        rig.frames(8)
        let before = zoom.cardFrame
        rig.key(.space)
        // In place to a billionth of a point: the leave's spring starts from the model plus the
        // offset back to what showed, (shown − end) + end, which rounds in the last place.
        let after = zoom.cardFrame
        let moved = [after.minX - before.minX, after.minY - before.minY, after.width - before.width, after.height - before.height]
        #expect(zoom.phase == .closing && moved.allSatisfy { abs($0) < 1e-9 })
        rig.frames()
        #expect(abs(zoom.cardFrame.width - before.width) < 40, "it carries on a little and turns: no jump")
        rig.settle()
        #expect(zoom.phase == .grid)
    }

    /// Space during a pop is refused, as every request during a transition is: the card lands.
    @Test func spaceDuringTheCloseIsRefused() {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        rig.key(.space)
        rig.frames(4)
        let closing = zoom.cardFrame
        rig.key(.space)
        #expect(zoom.phase == .closing && zoom.cardFrame == closing && zoom.transition?.kind == .pop)
        rig.settle()
        #expect(zoom.phase == .grid && rig.stack == ["grid"])
    }

    /// A drag that is neither down nor from the left edge does nothing to an open page.
    @Test func aDragUpOnTheOpenPageDoesNothing() {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        rig.pointer(.down, 512, 500)
        Self.move(rig, 0, through: (1...10).map { Point(x: 512, y: 500 - 20 * Double($0)) })
        rig.pointer(.up, 512, 300)
        #expect(zoom.phase == .open && zoom.cardFrame == Rect(x: 0, y: 0, width: 1024, height: 720))
    }

    @Test func aSwipeFromTheLeftEdgeCloses() {
        let rig = Self.opened()
        let zoom = Self.zoom(rig)
        rig.pointer(.down, 10, 360)
        Self.move(rig, 0, through: (1...8).map { Point(x: 10 + 40 * Double($0), y: 360) })
        #expect(zoom.phase == .dismissing && zoom.cardFrame.width < 1024)
        rig.pointer(.up, 330, 360)
        rig.settle()
        #expect(zoom.phase == .grid)
    }
}

extension Rect {
    fileprivate func offsetBy(_ point: Point) -> Rect { Rect(x: minX + point.x, y: minY + point.y, width: width, height: height) }
}
