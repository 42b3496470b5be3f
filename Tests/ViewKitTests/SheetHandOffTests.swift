import Motion
import Testing

@testable import ViewKit

/// A scroll view inside a sheet and the sheet share one drag, in both directions, as UIKit's
/// `prefersScrollingExpandsWhenScrolledToEdge` does: the sheet grows before the content scrolls,
/// the content returns to its top before the sheet shrinks, and a flick's speed carries over.
@Suite struct SheetHandOffTests {
    /// The sheet stage (peek 96, medium 145, large 290 in a 400×300 window) with a list under a 20-point
    /// header: a scroll view of 2,000 points.
    final class ListSheet {
        let rig: SheetStage
        let list = ScrollView(frame: Rect(x: 0, y: 20, width: 400, height: 270), name: "list")

        init(expands: Bool = true) {
            rig = SheetStage(present: false)
            rig.sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            list.contentSize = Size(width: 400, height: 2000)
            rig.screen.view.addSubview(list)
            #expect(rig.stage.navigation.present(rig.screen, animated: true))
            rig.settle()
        }

        var sheetTop: Double { rig.sheetTop }
        var offset: Double { list.contentOffset.y }

        /// The content point under a finger at window height `y`.
        func contentPoint(under y: Double) -> Double { y - sheetTop - 20 + offset }

        /// A drag from `y` by `dy` a frame over `steps` frames; checks after every move that the
        /// content point first under the finger (once the pan began) stays under it; then holds
        /// still for `hold` frames and lets go (unless `release` is false).
        func drag(from y: Double, by dy: Double, steps: Int, hold: Int = 10, check: Bool = true) {
            let stage = rig.stage
            stage.pointer(.down, 200, y)
            var grabbed: Double?
            for step in 1...steps {
                stage.frames(1)
                let finger = y + dy * Double(step)
                stage.pointer(.move, 200, finger)
                // The pan begins at the first move: from there the point under the finger is held.
                guard let point = grabbed else {
                    grabbed = contentPoint(under: finger)
                    continue
                }
                if check { #expect(abs(contentPoint(under: finger) - point) < 1e-9, "step \(step): no stop, no jump") }
            }
            stage.frames(hold)
            stage.pointer(.move, 200, y + dy * Double(steps))
            stage.pointer(.up, 200, y + dy * Double(steps))
        }
    }

    @Test func oneDragUpFromMediumGrowsTheSheetThenScrollsTheContent() {
        let s = ListSheet()
        #expect(s.rig.sheet.height == 145)
        s.drag(from: 215, by: -10, steps: 25)
        // 240 points after the pan's first 10: 145 grow the sheet to large, 95 scroll the list.
        #expect(s.rig.sheet.height == 290 && abs(s.offset - 95) < 1e-9)
        s.rig.settle()
        #expect(s.rig.sheet.selectedDetentIdentifier == .large && abs(s.offset - 95) < 1e-9)
    }

    @Test func oneDragDownScrollsTheContentToItsTopThenShrinksTheSheet() {
        let s = ListSheet()
        s.rig.sheet.animateChanges { s.rig.sheet.selectedDetentIdentifier = .large }
        s.rig.settle()
        s.list.contentOffset = Point(x: 0, y: 100)
        s.drag(from: 100, by: 10, steps: 25)
        // 240 points after the first 10: 100 bring the list to its top, 140 lower the sheet.
        #expect(s.offset == 0 && abs(s.rig.sheet.height - 150) < 1e-9)
        s.rig.settle()
        #expect(s.rig.sheet.selectedDetentIdentifier == .medium && s.offset == 0, "held still: the nearest detent")
    }

    @Test func aFlickUpAtMediumExpandsTheSheetAndCarriesOnIntoTheContent() {
        let s = ListSheet()
        s.drag(from: 250, by: -28, steps: 5, hold: 0)
        // 112 points after the first 28: the sheet took them all (room 145); the flick's speed
        // projects well past large, and the rest goes to the list.
        #expect(abs(s.rig.sheet.height - 257) < 1e-9 && s.offset == 0)
        #expect(s.list.isDecelerating, "the content carries the rest of the speed")
        s.rig.settle()
        #expect(s.rig.sheet.selectedDetentIdentifier == .large && s.offset > 100, "\(s.offset)")
    }

    /// With the property off the list scrolls and only the header moves the sheet.
    @Test func withThePropertyOffTheListScrollsAndTheHeaderMovesTheSheet() {
        let s = ListSheet(expands: false)
        s.drag(from: 215, by: -10, steps: 10)
        #expect(s.rig.sheet.height == 145 && abs(s.offset - 90) < 1e-9)
        s.rig.settle()
        s.drag(from: s.sheetTop + 10, by: -10, steps: 10, check: false)  // on the header
        s.rig.settle()
        #expect(s.rig.sheet.selectedDetentIdentifier == .large && s.offset > 0)
    }

    /// On down past the smallest detent, the same drag dismisses the sheet.
    @Test func draggedOnDownFromTheContentsTopTheSheetDismisses() {
        let s = ListSheet()
        s.drag(from: 180, by: 12, steps: 10, hold: 0)
        s.rig.settle()
        #expect(s.rig.stage.navigation.presentedViewController == nil && s.rig.recorder.calls.contains("didDismiss"))
    }

    /// A sheet that may not be dismissed: the drag down from the content's top pulls it below its
    /// smallest detent on the rubber band, and the release springs it back to that detent and tells
    /// the delegate.
    @Test func draggedOnDownARefusedSheetRubberBandsAndComesBack() {
        let s = ListSheet()
        s.rig.screen.isModalInPresentation = true
        let stage = s.rig.stage
        stage.pointer(.down, 200, 180)
        for step in 1...10 {
            stage.frames(1)
            stage.pointer(.move, 200, 180 + 12 * Double(step))
        }
        // The pan began at the first move: of its 108 points, 49 take medium (145) to peek (96)
        // and the other 59 show as the rubber band's.
        let band = (1 - 1 / (59 * 0.55 / 300 + 1)) * 300
        #expect(abs(s.rig.sheet.height - (96 - band)) < 1e-9 && s.offset == 0)
        stage.frames(10)
        stage.pointer(.up, 200, 300)
        s.rig.settle()
        #expect(s.rig.recorder.calls == ["didAttemptToDismiss", "didChangeDetent(peek)"])
        #expect(abs(s.rig.sheet.height - 96) < 1e-6 && s.offset == 0)
        #expect(stage.navigation.presentedViewController === s.rig.screen)
    }

    /// The touchpad's scrolls are drags: the same rules, the sheet first.
    @Test func aTouchpadSwipeUpGrowsTheSheetThenScrollsTheList() {
        let s = ListSheet()
        var drag = ScrollDrag()
        for _ in 0..<12 {
            for event in drag.scroll(x: 0, y: -0.5, precise: true, flipped: false, at: Point(x: 200, y: 250), time: s.rig.stage.clock.now) {
                s.rig.stage.window.handle(event)
            }
            s.rig.stage.frames(1)
        }
        // 240 points, every one of them: 145 to the sheet, 95 to the list.
        #expect(s.rig.sheet.height == 290 && abs(s.offset - 95) < 1e-9)
    }
}
