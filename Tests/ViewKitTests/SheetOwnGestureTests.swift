import Foundation
import Motion
import Testing
import ViewKit

/// A sheet an app drags with a gesture of its own, through public API only (beyond UIKit, whose
/// sheet keeps its pan to itself): `panGestureRecognizer` disabled, the app's pan handed to
/// `followPan(_:)`, `stopMoving()` holding the sheet where it shows, `isAtRest(within:)`.
struct SheetOwnGestureTests {
    @Test func anAppsOwnPanDragsTheSheetInPlaceOfItsOwn() {
        let rig = SheetStage()
        let sheet = rig.sheet
        #expect(sheet.height == 145, "at the medium detent")
        sheet.panGestureRecognizer.isEnabled = false
        rig.drag(fromY: 200, by: -20, steps: 5, hold: 10)
        rig.settle()
        #expect(sheet.height == 145, "with its own pan disabled, nothing drags it")

        var follows = 0
        let ownPan = PanGestureRecognizer { pan in
            follows += 1
            sheet.followPan(pan)
        }
        rig.screen.view.addGestureRecognizer(ownPan)
        rig.stage.pointer(.down, 200, 200)
        for step in 1...5 {
            rig.frames(1)
            rig.stage.pointer(.move, 200, 200 - 20 * Double(step))
        }
        #expect(follows > 0 && sheet.isDragging && abs(sheet.height - 245) < 1e-9, "1:1 under the app's pan")
        rig.frames(10)
        rig.stage.pointer(.move, 200, 100)
        rig.stage.pointer(.up, 200, 100)
        #expect(!sheet.isDragging)
        rig.settle()
        #expect(sheet.height == 290 && sheet.selectedDetentIdentifier == .large, "let go nearer large than medium")
        #expect(rig.recorder.calls.contains("didChangeDetent(com.apple.UIKit.large)"), "a person's landing, told")
    }

    @Test func stopMovingHoldsTheSheetWhereItShowsUntilADetentIsSelected() {
        let rig = SheetStage()
        let sheet = rig.sheet
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        rig.frames(6)
        let shown = sheet.height
        #expect(shown > 145 && shown < 290 && sheet.detentAnimator?.isRunning == true)
        sheet.stopMoving()
        rig.frames(30)
        #expect(sheet.height == shown && sheet.detentAnimator == nil && sheet.restingDetentIdentifier == nil)
        #expect(sheet.isAtRest(), "nothing moves it")
        let selected = sheet.selectedDetentIdentifier
        sheet.selectedDetentIdentifier = selected
        #expect(sheet.height == 290 && sheet.restingDetentIdentifier == .large, "selected again: there at once")
    }

    /// At rest to the eye: within half a point of where its animator goes and slower than 30
    /// points a second (`Tolerance.visible`), the same rule as `PropertyAnimator.isAtRest`.
    @Test func itIsAtRestWhenItsRunIsWithinTheVisibleTolerance() {
        let rig = SheetStage()
        let sheet = rig.sheet
        #expect(sheet.isAtRest(), "resting at its detent")
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        var frames = 0
        while !sheet.isAtRest() && frames < 600 {
            let near = abs(sheet.height - 290) < 0.5 && abs(sheet.heightVelocity) < 30
            #expect(!near || sheet.detentAnimator?.isRunning != true, "at rest by the rule at frame \(frames), not said")
            rig.frames(1)
            frames += 1
        }
        #expect(frames > 1 && frames < 600 && sheet.detentAnimator?.isRunning == true, "at rest before the spring's end")
        #expect(abs(sheet.height - 290) < 0.5 && abs(sheet.heightVelocity) < 30)
    }
}
