import Foundation
import Motion
import Testing

@testable import ViewKit

/// Records everything a sheet tells its delegate.
final class SheetRecorder: SheetPresentationControllerDelegate {
    var calls: [String] = []
    var shouldDismiss = true
    var moves: [(height: Double, velocity: Double)] = []

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        calls.append("shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        calls.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        calls.append("didChangeDetent(\(sheet.selectedDetentIdentifier.map(\.rawValue) ?? "nil"))")
    }
    func sheetPresentationController(_ sheet: SheetPresentationController, didChangeHeight height: Double, velocity: Double) {
        moves.append((height, velocity))
    }
}

/// A 400×300 window presenting a page sheet with the sheet mode's detents: peek (96 points),
/// medium (half of the largest, 290 / 2) and large (300 less the 10-point gap).
final class SheetStage {
    static let peek = SheetPresentationController.Detent.Identifier("peek")
    let stage = Stage()
    let screen = Screen(title: "sheet")
    let recorder = SheetRecorder()
    var rootTaps = 0

    var sheet: SheetPresentationController { screen.sheetPresentationController! }

    init(
        detents: [SheetPresentationController.Detent] = [.custom(identifier: peek) { _ in 96 }, .medium(), .large()],
        selected: SheetPresentationController.Detent.Identifier? = .medium,
        undimmed: SheetPresentationController.Detent.Identifier? = .medium, present: Bool = true
    ) {
        screen.modalPresentationStyle = .pageSheet
        let sheet = screen.sheetPresentationController!
        sheet.detents = detents
        sheet.selectedDetentIdentifier = selected
        sheet.largestUndimmedDetentIdentifier = undimmed
        sheet.delegate = recorder
        stage.root.view.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in rootTaps += 1 })
        if present {
            #expect(stage.navigation.present(screen, animated: true))
            stage.settle()
        }
    }

    func frames(_ count: Int) { stage.frames(count) }
    func settle() { stage.settle() }

    /// Presses at (200, `y`), moves `dy` points a frame for `steps` frames, holds still for
    /// `hold` frames (0: lets go moving), and lets go.
    func drag(fromY y: Double, by dy: Double, steps: Int, hold: Int = 0) {
        stage.pointer(.down, 200, y)
        for step in 1...steps {
            stage.frames(1)
            stage.pointer(.move, 200, y + dy * Double(step))
        }
        if hold > 0 {
            stage.frames(hold)
            stage.pointer(.move, 200, y + dy * Double(steps))
        }
        stage.pointer(.up, 200, y + dy * Double(steps))
    }

    func click(_ x: Double, _ y: Double) {
        stage.pointer(.down, x, y)
        stage.pointer(.up, x, y)
    }

    /// The sheet's top edge in the window.
    var sheetTop: Double { 300 - sheet.height }
}

struct SheetPresentationTests {
    typealias Detent = SheetPresentationController.Detent

    // MARK: Detents

    @Test func detentsResolveAgainstTheLargestHeightAndAgainOnResize() {
        let rig = SheetStage(present: false)
        rig.stage.window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        var asked: [Double] = []
        var showsTall = true
        rig.sheet.detents = [
            .large(), .medium(),
            .custom(identifier: Detent.Identifier("tall")) { context in
                asked.append(context.maximumDetentValue)
                return showsTall ? context.maximumDetentValue * 2 : nil
            },
            .custom(identifier: SheetStage.peek) { _ in 96 },
        ]
        rig.sheet.selectedDetentIdentifier = .medium
        #expect(rig.stage.navigation.present(rig.screen, animated: true))
        rig.settle()
        // 300 less the 44-point safe area less the 10-point gap; medium is half of it (the HIG's reading).
        #expect(rig.sheet.maximumDetentValue == 246)
        #expect(asked.last == 246)
        #expect(rig.sheet.resolvedDetents.map(\.identifier) == [SheetStage.peek, .medium, .large, Detent.Identifier("tall")])
        #expect(rig.sheet.resolvedDetents.map(\.height) == [96, 123, 246, 246])  // held to the largest value
        #expect(rig.sheet.height == 123 && rig.sheet.restingDetentIdentifier == .medium)
        #expect(rig.screen.view.frame == Rect(x: 0, y: 177, width: 400, height: 246))
        // A resize resolves them again and the sheet follows its detent.
        rig.stage.window.size = Size(width: 400, height: 600)
        rig.stage.frames(1)
        #expect(rig.sheet.maximumDetentValue == 546)
        #expect(rig.sheet.height == 273 && rig.sheet.restingDetentIdentifier == .medium)
        #expect(rig.screen.view.frame.minY == 327)
        // A resolver that returns nil drops its detent until resolved again.
        showsTall = false
        rig.sheet.invalidateDetents()
        #expect(rig.sheet.resolvedDetents.map(\.identifier) == [SheetStage.peek, .medium, .large])
        // Detents made without an identifier keep one of their own.
        let anonymous = Detent.custom { _ in 10 }
        #expect(anonymous.identifier == anonymous.identifier && anonymous.identifier != Detent.custom { _ in 10 }.identifier)
        #expect(Detent.medium().resolvedValue(in: .init(maximumDetentValue: 500)) == 250)
        #expect(Detent.custom { _ in -3 }.resolvedValue(in: .init(maximumDetentValue: 500)) == nil)
    }

    @Test func aSelectedDetentThatStopsResolvingGivesWayToTheNearest() {
        var hasMedium = true
        let rig = SheetStage(detents: [
            .custom(identifier: SheetStage.peek) { _ in 96 },
            .custom(identifier: .medium) { hasMedium ? $0.maximumDetentValue / 2 : nil }, .large(),
        ])
        #expect(rig.sheet.height == 145)
        hasMedium = false
        rig.sheet.invalidateDetents()
        #expect(rig.sheet.selectedDetentIdentifier == SheetStage.peek)
        #expect(rig.sheet.height == 96)
        // An empty list is refused.
        rig.sheet.detents = []
        #expect(rig.sheet.detents.count == 3)
    }

    @Test func codeSelectsADetentAtOnceOrAnimatedInsideAnimateChanges() {
        let rig = SheetStage()
        #expect(rig.sheet.height == 145 && rig.sheet.restingDetentIdentifier == .medium)
        rig.sheet.selectedDetentIdentifier = SheetStage.peek
        #expect(rig.sheet.height == 96 && rig.sheet.restingDetentIdentifier == SheetStage.peek)
        rig.sheet.animateChanges { rig.sheet.selectedDetentIdentifier = .large }
        #expect(rig.sheet.height == 96 && rig.sheet.restingDetentIdentifier == nil)
        rig.frames(6)
        #expect(rig.sheet.height > 96 && rig.sheet.height < 290)
        #expect(rig.recorder.moves.last!.velocity > 0)  // the live callback: moving up
        rig.settle()
        #expect(abs(rig.sheet.height - 290) < 1e-6 && rig.sheet.restingDetentIdentifier == .large)
        #expect(!rig.recorder.calls.contains { $0.hasPrefix("didChangeDetent") })  // code, not a person
        // Nil selects the smallest.
        rig.sheet.selectedDetentIdentifier = nil
        #expect(rig.sheet.height == 96)
    }

    /// The sheet's height is an animatable property: a property animator's block that sets it
    /// moves the sheet from where it shows, the model at once the end and the presentation on
    /// the animator's curve, and the window lays out the sheet, its dimming and its grabber
    /// every frame until it lands. Scrubbed, the sheet follows the fraction.
    @Test func aBlockThatSetsTheHeightAnimatesTheSheetAndItsLayout() throws {
        let rig = SheetStage()
        let presented = try #require(rig.sheet.presentedView)
        let animator = PropertyAnimator(duration: 0.5, curve: .easeInOut) { rig.sheet.animatableHeight = 290 }
        animator.startAnimation()
        #expect(rig.sheet.animatableHeight == 290 && rig.sheet.height == 145, "the model is the end; the screen has not moved")
        rig.frames(15)
        let halfway = 145 + 145 * CubicBezier.easeInOut.progress(at: 0.5)
        #expect(abs(rig.sheet.height - halfway) < 1e-9)
        #expect(abs(presented.frame.minY - (300 - rig.sheet.height)) < 1e-9, "laid out from the presentation")
        #expect(rig.sheet.dimmingView.alpha > 0, "above the undimmed medium detent, the dimming follows")
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        rig.frames(1)
        #expect(abs(presented.frame.minY - (300 - 145 - 145 * 0.25)) < 1e-9, "scrubbed linearly, as UIKit's scrubsLinearly")
        animator.startAnimation()
        rig.settle()
        #expect(rig.sheet.height == 290 && presented.frame.minY == 10)
    }

    /// The sheet rests at a detent only while nothing moves it: an app's own animation of its
    /// height, even paused where the detent is, is motion, and so is a stop between detents;
    /// the sheet rests again once it shows at the selected detent with nothing moving it.
    @Test func theSheetRestsAtADetentOnlyWhileNothingMovesIt() {
        let rig = SheetStage()
        #expect(rig.sheet.restingDetentIdentifier == .medium)
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { rig.sheet.animatableHeight = 290 }
        animator.pauseAnimation()
        rig.frames(1)
        #expect(rig.sheet.height == 145, "held at the start, where the medium detent is")
        #expect(rig.sheet.restingDetentIdentifier == nil, "an animation holds the height: the sheet is not at rest")
        animator.fractionComplete = 0.5
        animator.stopAnimation(true)
        rig.sheet.stopMoving()
        #expect(rig.sheet.restingDetentIdentifier == nil, "stopped between detents")
        rig.sheet.selectedDetentIdentifier = .medium
        #expect(rig.sheet.restingDetentIdentifier == .medium, "selected again: at once at its detent, at rest")
    }

    /// Sent back where it came from while it runs, the sheet's animator turns round, as a
    /// property animator does (`isReversed`), and lands where it started.
    @Test func aRunSentBackTurnsRoundOnTheSameAnimator() throws {
        let rig = SheetStage()
        rig.sheet.animateChanges { rig.sheet.selectedDetentIdentifier = .large }
        rig.frames(5)
        let run = try #require(rig.sheet.detentAnimator)
        let turnedAt = rig.sheet.height
        rig.sheet.animateChanges { rig.sheet.selectedDetentIdentifier = .medium }
        #expect(rig.sheet.detentAnimator === run && run.isReversed && run.isRunning)
        rig.frames(1)
        #expect(abs(rig.sheet.height - turnedAt) < 20)  // from where it was: no jump
        rig.settle()
        #expect(abs(rig.sheet.height - 145) < 1e-6 && rig.sheet.restingDetentIdentifier == .medium)
        #expect(rig.sheet.selectedDetentIdentifier == .medium)
    }

    // MARK: Releases project to a detent

    @Test func aSlowReleaseGoesToTheNearestDetentAndAFlingSkipsOne() {
        let rig = SheetStage(selected: SheetStage.peek)
        #expect(rig.sheet.height == 96)
        // Up 30 points and held still: 126 is nearest medium (145).
        rig.drag(fromY: 220, by: -10, steps: 3, hold: 10)
        #expect(rig.sheet.height == 126 && rig.sheet.isDragging == false)
        rig.settle()
        #expect(abs(rig.sheet.height - 145) < 1e-6 && rig.sheet.selectedDetentIdentifier == .medium)
        #expect(rig.recorder.calls == ["shouldDismiss", "didChangeDetent(com.apple.UIKit.medium)"])
        // Back to peek, then the same 30 points let go at 600 points a second: the projection,
        // 126 + 600 × 0.998 / 0.002 / 1000 = 425.4, is nearest large: medium is skipped.
        rig.sheet.selectedDetentIdentifier = SheetStage.peek
        rig.recorder.calls = []
        rig.drag(fromY: 220, by: -10, steps: 3)
        #expect(abs(rig.sheet.height - 126) < 1e-9)
        #expect(rig.sheet.selectedDetentIdentifier == .large)  // where it is going
        #expect(rig.sheet.restingDetentIdentifier == nil)
        rig.frames(2)
        #expect(rig.sheet.height > 126)  // leaves at the pointer's speed, no stop
        rig.settle()
        #expect(abs(rig.sheet.height - 290) < 1e-6 && rig.sheet.restingDetentIdentifier == .large)
        #expect(rig.recorder.calls == ["shouldDismiss", "didChangeDetent(com.apple.UIKit.large)"])
    }

    @Test func theReleaseHandsThePointersVelocityToTheSpring() {
        let rig = SheetStage(selected: SheetStage.peek)
        rig.drag(fromY: 220, by: -10, steps: 3)
        // At the release the new run leaves from 126 at the pointer's 600 points a second.
        #expect(abs(rig.sheet.heightVelocity - 600) < 1e-6)
        #expect(abs(rig.sheet.height - 126) < 1e-9)
        rig.frames(1)
        // A frame later it is where the critically damped spring (response 0.3 s) puts it, from
        // rest distance 164 with relative velocity v0 = 600 / 164:
        // x(t) = 1 − e^(−ωt)(1 + (ω − v0)t).
        let omega = 2 * Double.pi / 0.3
        let v0 = 600.0 / 164
        let t = 1.0 / 60
        let x = 1 - exp(-omega * t) * (1 + (omega - v0) * t)
        #expect(abs(rig.sheet.height - (126 + 164 * x)) < 1e-6)
    }

    @Test func aPressCatchesAMovingSheetWhereItIs() {
        let rig = SheetStage(selected: SheetStage.peek)
        rig.sheet.animateChanges { rig.sheet.selectedDetentIdentifier = .large }
        rig.frames(8)
        let caught = rig.sheet.height
        #expect(caught > 120 && caught < 280)
        rig.stage.pointer(.down, 200, rig.sheetTop + 20)
        #expect(rig.sheet.isDragging)
        #expect(abs(rig.sheet.height - caught) < 0.5)
        rig.frames(10)
        #expect(abs(rig.sheet.height - caught) < 0.5)  // held: nothing moves under a still pointer
        let animator = try! #require(rig.sheet.detentAnimator)
        #expect(animator.state == .active && !animator.isRunning)  // the drag's one animator, paused
        rig.stage.pointer(.move, 200, rig.sheetTop + 20 - 15)
        #expect(abs(rig.sheet.height - (caught + 15)) < 1e-6)  // scrubbed 1:1
        rig.stage.pointer(.up, 200, rig.sheetTop + 20)
        rig.settle()
        #expect(rig.sheet.restingDetentIdentifier != nil)
    }

    /// Released toward an end of the drag's span, the drag's own animator carries on (reversed to
    /// go back), as the card sample continues its one animator; a detent between takes a new run.
    @Test func aReleaseTowardAnEndOfTheDragContinuesTheDragsAnimator() throws {
        let rig = SheetStage(selected: SheetStage.peek)
        rig.screen.isModalInPresentation = true  // the span runs from peek (96) to large (290)
        rig.stage.pointer(.down, 200, 220)
        for step in 1...2 {
            rig.frames(1)
            rig.stage.pointer(.move, 200, 220 - 10 * Double(step))
        }
        let span = try #require(rig.sheet.detentAnimator)
        rig.frames(10)
        rig.stage.pointer(.move, 200, 200)
        rig.stage.pointer(.up, 200, 200)  // held still at 116: back to peek, the span's start
        #expect(rig.sheet.detentAnimator === span && span.isReversed && span.isRunning)
        rig.settle()
        #expect(abs(rig.sheet.height - 96) < 1e-6 && rig.sheet.restingDetentIdentifier == SheetStage.peek)
        // Up to medium, between the span's ends: a run of its own.
        rig.stage.pointer(.down, 200, 220)
        for step in 1...5 {
            rig.frames(1)
            rig.stage.pointer(.move, 200, 220 - 10 * Double(step))
        }
        let second = try #require(rig.sheet.detentAnimator)
        rig.frames(10)
        rig.stage.pointer(.move, 200, 170)
        rig.stage.pointer(.up, 200, 170)
        #expect(rig.sheet.detentAnimator !== second && rig.sheet.detentAnimator?.isRunning == true)
        rig.settle()
        #expect(abs(rig.sheet.height - 145) < 1e-6 && rig.sheet.restingDetentIdentifier == .medium)
    }

    /// A press on a sheet still rising catches it where it is: the presentation is over (the
    /// sheet has arrived where the person holds it) and the drag takes it from there.
    @Test func aPressCatchesASheetWhileItIsPresented() throws {
        let rig = SheetStage(present: false)
        #expect(rig.stage.navigation.present(rig.screen, animated: true))
        rig.frames(4)
        let caught = rig.sheet.height
        #expect(caught > 10 && caught < 140)
        rig.stage.pointer(.down, 200, rig.sheetTop + 5)
        #expect(rig.sheet.isDragging && abs(rig.sheet.height - caught) < 0.5)
        #expect(rig.screen.transitionCoordinator == nil && rig.stage.navigation.presentedViewController === rig.screen)
        #expect(rig.screen.log == ["willAppear", "didAppear"])
        rig.frames(5)
        #expect(abs(rig.sheet.height - caught) < 0.5)
        rig.stage.pointer(.up, 200, rig.sheetTop + 5)
        rig.settle()
        #expect(rig.sheet.restingDetentIdentifier != nil)
    }

    /// A press on a sheet on its way out calls the dismissal off where the sheet is.
    @Test func aPressCatchesASheetWhileItIsDismissed() throws {
        let rig = SheetStage()
        #expect(rig.screen.dismiss(animated: true))
        rig.frames(4)
        let caught = rig.sheet.height
        #expect(caught > 10 && caught < 140)
        rig.stage.pointer(.down, 200, rig.sheetTop + 5)
        #expect(rig.sheet.isDragging && abs(rig.sheet.height - caught) < 0.5)
        #expect(rig.stage.navigation.presentedViewController === rig.screen && rig.screen.transitionCoordinator == nil)
        #expect(rig.screen.log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
        rig.stage.pointer(.move, 200, rig.sheetTop + 5 - 60)
        #expect(abs(rig.sheet.height - (caught + 60)) < 1e-6)
        rig.frames(10)
        rig.stage.pointer(.move, 200, rig.sheetTop + 5)
        rig.stage.pointer(.up, 200, rig.sheetTop + 5)
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController === rig.screen && rig.sheet.restingDetentIdentifier != nil)
    }

    /// Code dismisses the sheet while a person drags it: the dismissal takes the sheet from where
    /// the drag left it and completes; the rest of the drag does nothing.
    @Test func aDismissalByCodeTakesTheSheetFromADrag() {
        let rig = SheetStage()
        rig.stage.pointer(.down, 200, 170)
        for step in 1...3 {
            rig.frames(1)
            rig.stage.pointer(.move, 200, 170 - 10 * Double(step))
        }
        #expect(rig.sheet.isDragging)
        #expect(rig.screen.dismiss(animated: true))
        #expect(!rig.sheet.isDragging)
        rig.stage.pointer(.move, 200, 100)
        rig.stage.pointer(.up, 200, 100)
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController == nil && rig.sheet.containerView == nil)
    }

    /// A touchpad's two-finger swipe (scrolling turned into a drag) and a finger on a touch
    /// screen move the sheet as the mouse does.
    @Test(arguments: [true, false])
    func aTouchpadSwipeAndAFingerDriveTheSheet(scroll: Bool) {
        let rig = SheetStage(selected: SheetStage.peek)
        func send(_ phase: PointerEvent.Phase, _ y: Double) {
            var event = PointerEvent(phase, at: Point(x: 200, y: y), time: rig.stage.clock.now, pointer: scroll ? 0 : 1)
            event.isScroll = scroll
            rig.stage.window.handle(event)
        }
        send(.down, 220)
        for step in 1...3 {
            rig.frames(1)
            send(.move, 220 - 10 * Double(step))
        }
        #expect(rig.sheet.isDragging && abs(rig.sheet.height - 126) < 1e-9)
        send(.up, 190)
        rig.settle()
        #expect(abs(rig.sheet.height - 290) < 1e-6)  // let go at 600 points a second: large
    }

    @Test func aDragPastTheLargestDetentRubberBands() {
        let rig = SheetStage(selected: .large)
        rig.drag(fromY: 100, by: -10, steps: 5, hold: 0)
        // 50 points past 290 shows as UIScrollView's (1 − 1/(x·0.55/d + 1))·d, d = 300.
        let band = (1 - 1 / (50 * 0.55 / 300 + 1)) * 300
        #expect(rig.recorder.moves.contains { abs($0.height - (290 + band)) < 1e-9 })
        rig.settle()
        #expect(abs(rig.sheet.height - 290) < 1e-6)
    }

    // MARK: Dismissal

    @Test func aDragBelowTheSmallestDetentDismisses() {
        let rig = SheetStage(selected: SheetStage.peek)
        rig.drag(fromY: 220, by: 10, steps: 8, hold: 10)
        #expect(rig.sheet.height == 16)
        rig.settle()
        #expect(rig.recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(rig.stage.navigation.presentedViewController == nil)
        #expect(rig.screen.view.superview == nil && rig.sheet.containerView == nil)
        #expect(rig.screen.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(rig.stage.navigation.view.transform == .identity)
    }

    @Test func aFlickDownDismissesFromTheLargestDetent() {
        let rig = SheetStage(selected: .large)
        rig.drag(fromY: 100, by: 25, steps: 3)
        let coordinator = try! #require(rig.screen.transitionCoordinator)
        #expect(coordinator.kind == .dismiss && !coordinator.isInteractive)
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController == nil)
        #expect(rig.recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test(arguments: [true, false])
    func aRefusedDismissalRubberBandsAndTellsTheDelegate(modal: Bool) {
        let rig = SheetStage(selected: SheetStage.peek)
        if modal { rig.screen.isModalInPresentation = true } else { rig.recorder.shouldDismiss = false }
        rig.drag(fromY: 220, by: 10, steps: 8, hold: 10)
        // 80 points below peek shows as the rubber band's 38.4.
        let band = (1 - 1 / (80 * 0.55 / 300 + 1)) * 300
        #expect(abs(rig.sheet.height - (96 - band)) < 1e-9)
        rig.settle()
        #expect(rig.recorder.calls == (modal ? [] : ["shouldDismiss"]) + ["didAttemptToDismiss"])
        #expect(abs(rig.sheet.height - 96) < 1e-6 && rig.sheet.restingDetentIdentifier == SheetStage.peek)
        #expect(rig.stage.navigation.presentedViewController === rig.screen)
        // A refused sheet still moves between its detents.
        rig.drag(fromY: 220, by: -10, steps: 3)
        rig.settle()
        #expect(abs(rig.sheet.height - 290) < 1e-6)
    }

    // MARK: Clicks outside the sheet

    @Test func atAndBelowTheLargestUndimmedDetentClicksReachTheScreenBehind() {
        let rig = SheetStage()
        rig.click(200, 50)
        #expect(rig.rootTaps == 1)
        rig.sheet.selectedDetentIdentifier = SheetStage.peek
        rig.click(200, 50)
        #expect(rig.rootTaps == 2)
        // Above it the dimming takes the click and dismisses.
        rig.sheet.selectedDetentIdentifier = .large
        rig.click(200, 5)
        #expect(rig.rootTaps == 2)
        #expect(rig.recorder.calls == ["shouldDismiss", "willDismiss"])
        rig.settle()
        #expect(rig.recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(rig.stage.navigation.presentedViewController == nil)
    }

    @Test func aModalSheetTakesNoClicksOutsideItAndIsNotDismissedByThem() {
        let rig = SheetStage()
        rig.screen.isModalInPresentation = true
        rig.click(200, 50)
        #expect(rig.rootTaps == 0)
        rig.sheet.selectedDetentIdentifier = .large
        rig.click(200, 5)
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController === rig.screen)
        #expect(rig.recorder.calls.isEmpty)
        // A refusing delegate: the click on the dimming is dropped without a word.
        rig.screen.isModalInPresentation = false
        rig.recorder.shouldDismiss = false
        rig.click(200, 5)
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController === rig.screen)
        #expect(rig.recorder.calls == ["shouldDismiss"])
    }

    // MARK: Dimming and recede follow the height

    @Test func dimmingFollowsTheHeightAboveTheLargestUndimmedDetent() {
        let rig = SheetStage()
        let sheet = rig.sheet
        #expect([0, 96, 145].map(sheet.dimmingFraction(forHeight:)) == [0, 0, 0])
        #expect(sheet.dimmingFraction(forHeight: 217.5) == 0.5)
        #expect(sheet.dimmingFraction(forHeight: 290) == 1 && sheet.dimmingFraction(forHeight: 320) == 1)
        sheet.largestUndimmedDetentIdentifier = nil  // dimmed at every detent, rising as it arrives
        #expect(sheet.dimmingFraction(forHeight: 48) == 0.5 && sheet.dimmingFraction(forHeight: 96) == 1)
        sheet.largestUndimmedDetentIdentifier = .large
        #expect(sheet.dimmingFraction(forHeight: 290) == 0)
        // On screen: the dimming view's alpha is the fraction of its darkest.
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.selectedDetentIdentifier = .large
        #expect(sheet.dimmingView.alpha == sheet.maximumDimmingAlpha)
        sheet.selectedDetentIdentifier = .medium
        #expect(sheet.dimmingView.alpha == 0)
    }

    @Test func thePresenterRecedesOnTheWayToTheLargeDetent() {
        let rig = SheetStage()
        let sheet = rig.sheet
        #expect(sheet.presenterRecede(forHeight: 145) == 0 && sheet.presenterRecede(forHeight: 290) == 1)
        #expect(sheet.presenterRecede(forHeight: 217.5) == 0.5)
        #expect(rig.stage.navigation.view.transform == .identity)
        sheet.selectedDetentIdentifier = .large
        let presenter: View = rig.stage.navigation.view
        #expect(abs(presenter.transform.a - SheetPresentationController.recededPresenterScale) < 1e-12)
        #expect(presenter.cornerRadius == SheetPresentationController.recededPresenterCornerRadius)
        // Scaled about its top edge: the top stays where it was (no safe area here).
        #expect(abs(presenter.cornerRect.minY) < 1e-9)
        sheet.selectedDetentIdentifier = .medium
        #expect(presenter.transform == .identity && presenter.cornerRadius == 0)
        // A sheet without the large detent never recedes its presenter.
        sheet.detents = [.medium()]
        #expect(sheet.presenterRecede(forHeight: 145) == 0)
    }

    /// The presenting screen follows the sheet's height every frame and is never animated by
    /// the sheet's animator itself: what shows of it is its model while a drag scrubs the
    /// sheet, and a drag that dismisses a receded sheet gives it back at rest. (The layout
    /// inside the animator's block once animated the recede from the drag's start, at height
    /// 0, to where the sheet was: the presenter showed that animation's offset under the drag,
    /// and the dismissal's stop baked it in, leaving the screen behind scaled.)
    @Test func thePresenterFollowsADragAndComesBackWhenItDismisses() {
        let rig = SheetStage(selected: .large)
        let presenter: View = rig.stage.navigation.view
        let sheet = rig.sheet
        #expect(abs(presenter.transform.a - SheetPresentationController.recededPresenterScale) < 1e-12)
        rig.stage.pointer(.down, 200, 40)
        for step in 1...8 {
            rig.frames(1)
            rig.stage.pointer(.move, 200, 40 + 20 * Double(step))
            let expected = 1 - (1 - SheetPresentationController.recededPresenterScale) * sheet.presenterRecede(forHeight: sheet.height)
            let shown = presenter.presentationValues.transform
            #expect(abs(presenter.transform.a - expected) < 1e-9, "the model follows the height at step \(step)")
            #expect(abs(shown.a - expected) < 1e-9, "what shows is the model at step \(step), not \(shown.a)")
            let sheetTop = rig.screen.view.presentationValues.frame.minY
            #expect(abs(sheetTop - (300 - sheet.height)) < 1e-9, "the sheet shows under the pointer at step \(step), not at \(sheetTop)")
        }
        rig.stage.pointer(.move, 200, 260)
        rig.stage.pointer(.up, 200, 260)
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController == nil, "flung down: dismissed")
        #expect(presenter.transform == .identity && presenter.presentationValues.transform == .identity)
        #expect(presenter.cornerRadius == 0)
    }

    /// The recede follows the detents: a sheet at large whose large detent goes away (the
    /// detents change, or a resolver drops it) gives the presenting screen back its shape.
    @Test func thePresenterComesBackWhenTheLargeDetentGoesAway() {
        let rig = SheetStage(selected: .large)
        let presenter: View = rig.stage.navigation.view
        #expect(presenter.transform != .identity)
        rig.sheet.detents = [.custom(identifier: SheetStage.peek) { _ in 96 }, .medium()]
        #expect(rig.sheet.height == 145)
        #expect(presenter.transform == .identity && presenter.cornerRadius == 0)
    }

    /// The live callback reports moves: a layout that leaves the height where it was is no move.
    @Test func theHeightCallbackComesOnlyWhenTheHeightChanges() {
        let rig = SheetStage()
        let before = rig.recorder.moves.count
        rig.sheet.prefersGrabberVisible = false
        rig.sheet.largestUndimmedDetentIdentifier = nil
        rig.stage.window.rootView.layoutIfNeeded()
        #expect(rig.recorder.moves.count == before)
        rig.sheet.selectedDetentIdentifier = .large
        #expect(rig.recorder.moves.count == before + 1 && rig.recorder.moves.last?.height == 290)
    }

    @Test func aProgrammaticDismissalTellsTheDelegateNothing() {
        let rig = SheetStage(selected: .large)
        #expect(rig.screen.dismiss(animated: true))
        rig.frames(3)
        #expect(rig.sheet.height < 290 && rig.sheet.height > 0)
        rig.settle()
        #expect(rig.recorder.calls.isEmpty)
        #expect(rig.stage.navigation.view.transform == .identity)
        #expect(rig.screen.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        // And presents again, from the bottom edge.
        #expect(rig.stage.navigation.present(rig.screen, animated: false))
        #expect(rig.sheet.height == 290)
    }
}

extension View {
    /// The bounding box of the view's corners in the window.
    fileprivate var cornerRect: Rect { Rect.boundingBox(of: cornersInWindow) }
}

/// An app's own interactive dismissal of a sheet, which it may cancel.
private final class AppDismissal: ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
}

/// A cancelled dismissal leaves the sheet on its detent, even one begun while the sheet sprang
/// between detents: the sheet goes on to the detent it was heading for, as a sheet at rest
/// is always on one.
@MainActor struct SheetCancelledDismissalTests {
    @Test func aDismissalCancelledBetweenDetentsLandsOnTheSelectedDetent() {
        let stage = SheetStage()
        let sheet = stage.sheet
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        stage.frames(4)
        let between = sheet.height
        #expect(between > 146 && between < 289, "between medium and large: \(between)")
        let app = AppDismissal()
        stage.screen.transitioningDelegate = app
        #expect(stage.screen.dismiss(animated: true))
        app.interaction.update(0.3)
        stage.frames(2)
        app.interaction.cancel()
        var heights = [sheet.height]
        for _ in 0..<90 {
            stage.frames(1)
            heights.append(sheet.height)
        }
        let largestStep = zip(heights, heights.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        #expect(largestStep < 25, "no jump on the way back and up: \(largestStep) points in a frame")
        stage.settle()
        #expect(stage.screen.presentingViewController != nil, "still presented")
        #expect(abs(sheet.height - 290) < 0.01 && sheet.restingDetentIdentifier == .large, "on large: \(sheet.height)")
    }

    /// Cancelled at a detent, the sheet stays there, and nothing moves.
    @Test func aDismissalCancelledAtADetentStaysThere() {
        let stage = SheetStage()
        let sheet = stage.sheet
        let app = AppDismissal()
        stage.screen.transitioningDelegate = app
        #expect(stage.screen.dismiss(animated: true))
        app.interaction.update(0.4)
        stage.frames(2)
        app.interaction.cancel()
        stage.settle()
        #expect(abs(sheet.height - 145) < 0.01 && sheet.restingDetentIdentifier == .medium, "on medium: \(sheet.height)")
        #expect(sheet.detentAnimator == nil, "no run to the detent it is on")
    }
}
