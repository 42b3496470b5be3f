import Foundation
import Motion
import Testing

@testable import DrawerApp
@testable import ViewKit

/// Every branch of the samples' gesture code, run in the demo's modes under `--rules sample`, and
/// where Drawer's refined rules differ, under those too. Each test names the sample lines it
/// follows (`../shared/seeds/`: 000 the side drawer, 001 the modal dismissal, 003 the card drawer;
/// 002 has no gesture).
struct SampleRulesTests {
    static let width = 1024.0

    /// A rig on `mode` with `rules`.
    static func rig(_ mode: ModeName, _ rules: GestureRules) -> DemoRig {
        let rig = DemoRig(mode: mode)
        rig.app.rules = rules
        return rig
    }

    /// Presses at `from`, moves by `step` for `frames` frames, holds still for `hold` frames, then
    /// releases (with `hold` ≥ 7 the pointer has been still for over 100 ms: velocity 0).
    static func dragAndHold(_ rig: DemoRig, from: Point, step: Point, frames: Int, hold: Int) {
        rig.drag(from: from, step: step, frames: frames, release: false)
        let end = from + step * Double(frames)
        for _ in 0..<hold {
            rig.frames()
            rig.pointer(.move, end.x, end.y)
        }
        rig.pointer(.up, end.x, end.y)
    }

    /// Moves the pressed pointer from `from` by `step` for `frames` frames, without pressing again.
    static func move(_ rig: DemoRig, from: Point, step: Point, frames: Int) {
        var p = from
        for _ in 0..<frames {
            rig.frames()
            p = p + step
            rig.pointer(.move, p.x, p.y)
        }
    }

    // MARK: Sample 000, the side drawer

    /// 000 `.began`: `count > 1` pops, else the push segue; `.changed`: `count > 1 && tx > 0`
    /// drives it (the stack is already 2); `.ended`: zero velocity matches neither finishing
    /// branch, so `cancelInteractiveTransition`.
    @Test func sideAtOneScreenARightDragPushesAndAStillReleaseCancels() throws {
        let rig = Self.rig(.side, .sample)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 40, y: 0), frames: 16, release: false)
        #expect(rig.stack == ["screen1", "screen2"], "UIKit's stack: the pushed screen is in it while the push is dragged")
        #expect(try rig.state.stack == ["screen1", "screen2"])
        let transition = try #require(rig.side.transition)
        #expect(transition.kind == .push && transition.isInteractive)
        #expect(abs(transition.percentComplete - 640 / Self.width) < 1e-12, "tx / width")
        Self.dragAndHold(rig, from: Point(x: 740, y: 400), step: .zero, frames: 0, hold: 10)
        #expect(rig.side.transition?.transitionWasCancelled == true, "past halfway, but still: cancelled")
        rig.settle()
        #expect(rig.stack == ["screen1"], "the old stack again")
        #expect(try rig.state.stack == ["screen1"])
    }

    /// The same drag under Drawer's rules: 62 % and still projects past halfway, so it finishes.
    @Test func sideRefinedAStillReleasePastHalfwayFinishes() {
        let rig = Self.rig(.side, .refined)
        Self.dragAndHold(rig, from: Point(x: 100, y: 400), step: Point(x: 40, y: 0), frames: 16, hold: 10)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"])
    }

    /// 000 `.ended`: `count > 1 && vx > 0` finishes, and `finishInteractiveTransition` runs the
    /// remaining (1 − p) × 0.8 s on UIPercentDrivenInteractiveTransition's default completion curve,
    /// ease-in-out.
    @Test func sideARightReleaseFinishesOnTheCompletionCurve() throws {
        let rig = Self.rig(.side, .sample)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 16, y: 0), frames: 16)
        let transition = try #require(rig.side.transition)
        #expect(!transition.transitionWasCancelled && !transition.isInteractive)
        let p = transition.percentComplete
        #expect(abs(p - 256 / Self.width) < 1e-12)
        let remaining = (1 - p) * 0.8
        for frame in [6, 12, 24] {
            rig.frames(frame - (frame == 6 ? 0 : frame == 12 ? 6 : 12))
            let expected = p + (1 - p) * CubicBezier.easeInOut.progress(at: Double(frame) / 60 / remaining)
            #expect(abs(transition.progress - expected) < 1e-9, "frame \(frame) of the completion")
        }
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"])
    }

    /// 000 `.ended`: a left release cancels, and `cancelInteractiveTransition` runs the way back,
    /// p × 0.8 s, on the same ease-in-out completion curve.
    @Test func sideALeftReleaseCancelsOnTheCompletionCurve() throws {
        let rig = Self.rig(.side, .sample)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 32, y: 0), frames: 10, release: false)
        Self.move(rig, from: Point(x: 420, y: 400), step: Point(x: -4, y: 0), frames: 3)
        rig.pointer(.up, 408, 400)
        let transition = try #require(rig.side.transition)
        #expect(transition.transitionWasCancelled && !transition.isInteractive, "moving left at the release")
        let p = transition.percentComplete
        #expect(abs(p - 308 / Self.width) < 1e-12, "tx / width at the last move (tx > 0 still drives it)")
        let back = p * 0.8
        for frame in [6, 12] {
            rig.frames(6)
            let expected = p * (1 - CubicBezier.easeInOut.progress(at: Double(frame) / 60 / back))
            #expect(abs(transition.progress - expected) < 1e-9, "frame \(frame) of the way back")
        }
        rig.settle()
        #expect(rig.stack == ["screen1"])
    }

    /// 000 `.changed`: a push is driven only while `translation.x > 0`; a drag back past its start
    /// leaves percentComplete at the last positive update.
    @Test func sideADragBackPastTheStartStopsUpdating() throws {
        let rig = Self.rig(.side, .sample)
        rig.drag(from: Point(x: 300, y: 400), step: Point(x: 20, y: 0), frames: 5, release: false)
        Self.move(rig, from: Point(x: 400, y: 400), step: Point(x: -20, y: 0), frames: 10)
        let transition = try #require(rig.side.transition)
        #expect(transition.kind == .push)
        #expect(abs(transition.percentComplete - 20 / Self.width) < 1e-12, "the last update had tx = 20")
        rig.pointer(.up, 200, 400)
        rig.settle()
        #expect(rig.stack == ["screen1"], "moving left at the release: cancelled")
    }

    /// 000 at two screens: `.began` pops whatever the direction (`count > 1`); the pop is driven by
    /// `count == 1 && tx < 0`, so a right drag leaves it at 0 and its release (`count <= 1`, but
    /// `vx > 0`) cancels; a left drag drives it and a left release (`count <= 1 && vx < 0`) finishes.
    @Test func sideAtTwoScreensAnyDragStartsAPop() throws {
        let rig = Self.rig(.side, .sample)
        rig.key(.right)
        rig.settle()
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 20, y: 0), frames: 10, release: false)
        let transition = try #require(rig.side.transition)
        #expect(transition.kind == .pop, "a right drag at two screens pops")
        #expect(rig.stack == ["screen1"], "UIKit's stack: the popped screen is gone while the pop runs")
        #expect(transition.percentComplete == 0, "count == 1 and tx > 0: no update")
        rig.pointer(.up, 300, 400)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"], "cancelled: the popped screen is back")

        rig.drag(from: Point(x: 900, y: 400), step: Point(x: -25, y: 0), frames: 20)
        rig.settle()
        #expect(rig.stack == ["screen1"], "a left drag pops")
    }

    /// Refined at two screens: a right drag pushes a third screen, as today.
    /// 000 at three screens (Right pushes them): `.began` pops (`count > 1`); the stack then holds
    /// two, so `count > 1 && tx > 0` lets a right drag drive the pop, and the sample's `Animator`,
    /// which picks its branch by `count > 1`, takes its push branch: the screen below is laid on
    /// top and slides in from the left with the pointer. A right release finishes it.
    @Test func sideAtThreeScreensARightDragPopsAsTheSamplesAnimatorDrawsIt() throws {
        let rig = Self.rig(.side, .sample)
        rig.key(.right)
        rig.settle()
        rig.key(.right)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2", "screen3"])
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 32, y: 0), frames: 10, release: false)
        let transition = try #require(rig.side.transition)
        #expect(transition.kind == .pop && rig.stack == ["screen1", "screen2"])
        #expect(abs(transition.percentComplete - 320 / Self.width) < 1e-12, "tx / width")
        let below = transition.toView
        #expect(transition.animatedTransitioning is SampleDrawerAnimator, "the sample's own `Animator`")
        #expect(transition.containerView.subviews.last === below, "laid on top of the screen it pops")
        // The sample's `Animator` moves the frame (`toViewController.view.frame = originFrame`).
        #expect(abs(below.presentationValues.frame.minX - -(Self.width - 320)) < 1e-9, "in from the left, one width less the drag")
        rig.pointer(.up, 420, 400)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"], "count > 1 && vx > 0: finished")
        #expect(below.presentationValues.frame == below.superview?.bounds)
    }

    @Test func sideRefinedAtTwoScreensARightDragPushes() {
        let rig = Self.rig(.side, .refined)
        rig.key(.right)
        rig.settle()
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 20, y: 0), frames: 10, release: false)
        #expect(rig.side.transition?.kind == .push)
        #expect(rig.stack == ["screen1", "screen2", "screen3"])
    }

    /// 000 `UIGestureRecognizerStateCancelled`: `cancelInteractiveTransition`, whatever the
    /// velocity; the refined rules go back too.
    @Test(arguments: GestureRules.allCases)
    func sideACancelledGestureCancels(rules: GestureRules) {
        let rig = Self.rig(.side, rules)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 40, y: 0), frames: 16, release: false)
        rig.pointer(.cancel, 740, 400)
        #expect(rig.side.transition?.transitionWasCancelled == true)
        rig.settle()
        #expect(rig.stack == ["screen1"])
    }

    /// The sample's `animateTransition`: the push branch adds the incoming view on top, sliding
    /// in from `offSetFrame` (one width to the left); the pop branch inserts it *below* the
    /// outgoing view, which slides out to the left. With UIKit's stack its `count > 1` test is
    /// the operation at the two screens it reaches; Drawer asks the operation, which also holds deeper.
    @Test func sideLayeringOfPushAndPop() throws {
        let rig = Self.rig(.side, .sample)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 32, y: 0), frames: 8, release: false)
        var transition = try #require(rig.side.transition)
        #expect(rig.side.navigation.viewControllers.count > 1 && transition.kind == .push)
        var container = rig.side.navigation.transitionView.subviews
        #expect(container.count == 2 && container[1] === transition.toView, "push: the new screen on top")
        #expect(abs(transition.toView.presentationValues.frame.minX - (-Self.width + 256)) < 1e-9, "sliding in from one width left")
        rig.pointer(.move, 1000, 400)
        rig.pointer(.up, 1000, 400)
        rig.settle()
        rig.drag(from: Point(x: 900, y: 400), step: Point(x: -32, y: 0), frames: 8, release: false)
        transition = try #require(rig.side.transition)
        #expect(rig.side.navigation.viewControllers.count == 1 && transition.kind == .pop)
        container = rig.side.navigation.transitionView.subviews
        #expect(container.count == 2 && container[0] === transition.toView, "pop: the screen below comes in under")
        #expect(transition.toView.presentationValues.frame.minX == 0)
        #expect(abs(transition.fromView.presentationValues.frame.minX - (-256)) < 1e-9, "the top screen slides out to the left")
    }

    /// Right and Left push and pop over the sample's 0.8 s on ease-in-out (`UIView.animate`'s
    /// default curve), in both rule sets.
    @Test func sideKeyPushFollowsEaseInOut() throws {
        let rig = Self.rig(.side, .sample)
        rig.key(.right)
        let transition = try #require(rig.side.transition)
        for frame in [12, 24, 36] {
            rig.frames(12)
            let expected = CubicBezier.easeInOut.progress(at: Double(frame) / 48)
            #expect(abs(transition.progress - expected) < 1e-9, "frame \(frame) of 48")
        }
    }

    /// The sample has no catching: a press on a finishing push does not hold it (a new drag's
    /// `.began` asks for a pop that UIKit would refuse mid-transition), so it lands as it was going.
    @Test func sideSampleDoesNotCatchATransitionInFlight() throws {
        let rig = Self.rig(.side, .sample)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 40, y: 0), frames: 10)
        let transition = try #require(rig.side.transition)
        rig.frames(3)
        let before = transition.progress
        rig.drag(from: Point(x: 600, y: 400), step: Point(x: -20, y: 0), frames: 5, release: false)
        #expect(transition.progress > before && !transition.isInteractive, "still finishing")
        rig.pointer(.up, 500, 400)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"])
    }

    // MARK: Sample 001, the modal dismissal

    static func presented(_ rules: GestureRules) -> DemoRig {
        let rig = rig(.modal, rules)
        rig.key(.space)
        rig.settle()
        return rig
    }

    /// 001: "点击imageView后" dismisses: under the sample's rules a click on the detail's picture
    /// dismisses it and a click beside the picture does nothing; under Drawer's, a click anywhere
    /// on the detail dismisses it.
    @Test(arguments: GestureRules.allCases)
    func modalAClickDismissesFromThePictureOrAnywhere(rules: GestureRules) {
        let rig = Self.presented(rules)
        #expect(rig.app.state().presented == "detail")
        rig.pointer(.down, 60, 600)  // beside the centred picture
        rig.pointer(.up, 60, 600)
        rig.settle()
        #expect((rig.app.state().presented == nil) == (rules == .refined))
        if rules == .sample {
            rig.pointer(.down, 512, 390)  // on the picture
            rig.pointer(.up, 512, 390)
            rig.settle()
            #expect(rig.app.state().presented == nil)
        }
    }

    /// 001: `progress = translation.x / 200`; `.ended` finishes iff `progress > 0.5`: exactly 0.5
    /// cancels, in both rule sets.
    @Test(arguments: GestureRules.allCases)
    func modalExactlyHalfwayCancels(rules: GestureRules) {
        let rig = Self.presented(rules)
        rig.drag(from: Point(x: 300, y: 400), step: Point(x: 20, y: 0), frames: 5)
        #expect(rig.app.mode.transition?.percentComplete == 0.5)
        #expect(rig.app.mode.transition?.transitionWasCancelled == true)
        rig.settle()
        #expect(rig.app.mode.presented == "detail")
    }

    /// 001 as the sample writes it: under its rules the drag is `PanInteraction`'s own pan, which
    /// drives the dismissal it starts (`isInteractive` set until the release); under Drawer's, the
    /// mode's pan and interaction. A drag while the detail still slides in starts nothing under
    /// the sample's rules (UIKit keeps touches from a view a block animation moves).
    @Test(arguments: GestureRules.allCases)
    func modalTheSamplesPanInteractionDrivesItsDismissal(rules: GestureRules) throws {
        let rig = Self.presented(rules)
        let modal = try #require(rig.app.mode as? ModalMode)
        rig.drag(from: Point(x: 300, y: 400), step: Point(x: 20, y: 0), frames: 8, release: false)
        let transition = try #require(rig.app.mode.transition)
        #expect((modal.panInteraction.context === transition) == (rules == .sample))
        #expect(modal.panInteraction.isInteractive == (rules == .sample))
        rig.pointer(.up, 480, 400)
        #expect(!modal.panInteraction.isInteractive)
        rig.settle()
        #expect(rig.app.mode.presented == nil, "0.9 of the 200 points: dismissed")
        rig.key(.space)
        rig.frames(2)
        #expect(rig.app.mode.transition?.kind == .present)
        rig.drag(from: Point(x: 600, y: 400), step: Point(x: 20, y: 0), frames: 3, release: false)
        if rules == .sample { #expect(!modal.panInteraction.isInteractive, "the sample's pan waits for the slide") }
        rig.pointer(.up, 660, 400)
        rig.settle()
    }

    /// 001 with a negative drag: `update(progress)` with progress < 0 is taken as 0 (UIKit's
    /// update), and `.ended` cancels.
    @Test(arguments: GestureRules.allCases)
    func modalALeftDragCancels(rules: GestureRules) {
        let rig = Self.presented(rules)
        rig.drag(from: Point(x: 600, y: 400), step: Point(x: -20, y: 0), frames: 10)
        #expect(rig.app.mode.transition?.percentComplete == 0)
        rig.settle()
        #expect(rig.app.mode.presented == "detail")
    }

    /// 001: a release held still at 0.75 finishes (the rule is position only), in both rule sets;
    /// the sample's `finish()` runs the remaining (1 − 0.75) × 0.35 s on ease-in-out.
    @Test(arguments: GestureRules.allCases)
    func modalAStillReleasePastHalfwayFinishes(rules: GestureRules) throws {
        let rig = Self.presented(rules)
        Self.dragAndHold(rig, from: Point(x: 300, y: 400), step: Point(x: 25, y: 0), frames: 6, hold: 10)
        let transition = try #require(rig.app.mode.transition)
        #expect(transition.percentComplete == 0.75 && !transition.transitionWasCancelled)
        if rules == .sample {
            rig.frames(3)
            let expected = 0.75 + 0.25 * CubicBezier.easeInOut.progress(at: 3.0 / 60 / (0.25 * 0.35))
            #expect(abs(transition.progress - expected) < 1e-9, "the completion curve over the remaining time")
        }
        rig.settle()
        #expect(rig.app.mode.presented == nil)
    }

    /// 001 `case .cancelled, .ended:` one rule: a cancelled gesture past 0.5 still finishes under
    /// the sample; Drawer's rules send a cancelled gesture back.
    @Test(arguments: GestureRules.allCases)
    func modalACancelledGesture(rules: GestureRules) {
        let rig = Self.presented(rules)
        rig.drag(from: Point(x: 300, y: 400), step: Point(x: 20, y: 0), frames: 8, release: false)
        rig.pointer(.cancel, 460, 400)
        rig.settle()
        #expect(rig.app.mode.presented == (rules == .sample ? nil : "detail"))
    }

    // MARK: Sample 003, the card drawer

    /// 003's animator sets the end in its block, as the sample's sets the drawer's transform: the
    /// sheet's height, an animatable property. The model is the open height at once; what shows
    /// runs there on the sample's spring, and back to the start values when a drag sends it back.
    @Test func cardTheSamplesAnimatorSetsTheEndInItsBlock() throws {
        let rig = Self.rig(.card, .sample)
        let sheet = rig.card.sheet
        let open = try #require(sheet.height(of: CardDrawerMode.openDetent))
        let closed = try #require(sheet.height(of: CardDrawerMode.closedDetent))
        rig.key(.space)
        #expect(sheet.animatableHeight == open && sheet.height == closed, "the model is the end at once")
        rig.frames(5)
        #expect(sheet.height > closed && sheet.height < open)
        rig.settle()
        #expect(sheet.height == open && sheet.animatableHeight == open)
    }

    /// 003: `if yVelocity == 0 { continueAnimation(withTimingParameters: nil, durationFactor: 0) }`
    /// before any reversal: a third of the way, held still, the card completes the toggle.
    /// Drawer's rules project from a third with no speed, and go back.
    @Test(arguments: GestureRules.allCases)
    func cardAStillReleaseAThirdOfTheWay(rules: GestureRules) {
        let rig = Self.rig(.card, rules)
        let third = rig.card.travel / 3
        Self.dragAndHold(rig, from: Point(x: 500, y: 690), step: Point(x: 0, y: -third / 10), frames: 10, hold: 10)
        #expect(abs(rig.card.progress - 1.0 / 3) < 1e-9)
        rig.settle()
        #expect(rig.card.isOpen == (rules == .sample), "sample completes the toggle; refined returns")
        #expect(rig.card.progress == (rules == .sample ? 1 : 0))
    }

    /// 003: `shouldClose = yVelocity > 0` decides the end: a slow short drag up opens under the
    /// sample; Drawer's projection (10 % plus a short glide) closes it again.
    @Test(arguments: GestureRules.allCases)
    func cardTheVelocitysSignDecides(rules: GestureRules) {
        let rig = Self.rig(.card, rules)
        rig.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -2), frames: 20)
        rig.settle()
        #expect(rig.card.isOpen == (rules == .sample))
    }

    /// 003 `case .ended, .cancelled:` one path with the real velocity: a cancelled gesture moving
    /// up opens under the sample; Drawer's rules take a cancelled gesture's velocity as 0.
    @Test(arguments: GestureRules.allCases)
    func cardACancelledGesture(rules: GestureRules) {
        let rig = Self.rig(.card, rules)
        rig.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -6), frames: 10, release: false)
        rig.pointer(.cancel, 500, 630)
        rig.settle()
        #expect(rig.card.isOpen == (rules == .sample))
    }

    /// 003: `relativeVelocity = min(abs(yVelocity) / distanceRemaining, 30)`, and the spring runs
    /// for its own duration: `durationFactor = preferredDuration / animator.duration`. A fast flick
    /// near the end leaves at exactly 30 × the distance left, and the card then follows the
    /// spring's closed form in real time (a different factor would stretch it).
    @Test func cardTheCapAndTheDurationFactor() throws {
        let rig = Self.rig(.card, .sample)
        let travel = rig.card.travel
        rig.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -travel * 0.9 / 6), frames: 6)
        let animator = try #require(rig.card.animator)
        let p0 = animator.fractionComplete
        #expect(abs(p0 - 0.9) < 1e-9)
        #expect(abs(animator.progressVelocity - 30 * (1 - p0)) < 1e-6, "capped at 30 distances a second")
        let spring = CardDrawerMode.spring(rig.app.settings)
        let motion = spring.motion(initialVelocity: 30)
        for frame in 1...12 {
            rig.frames()
            let expected = p0 + (1 - p0) * motion.value(at: Double(frame) / 60)
            #expect(abs(animator.progress - expected) < 1e-9, "frame \(frame)")
        }
    }

    /// The sample has no rubber band: past the open end `fractionComplete` stays at 1.
    @Test func cardSampleHasNoRubberBand() {
        let rig = Self.rig(.card, .sample)
        let travel = rig.card.travel
        rig.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -(travel + 100) / 10), frames: 10, release: false)
        #expect(rig.card.progress == 1)
        let refined = Self.rig(.card, .refined)
        refined.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -(travel + 100) / 10), frames: 10, release: false)
        #expect(refined.card.progress > 1, "Drawer's rubber band")
    }

    /// 003 `.changed`: `if isOpen { fraction *= -1 }; if animator.isReversed { fraction *= -1 }`.
    /// Space opens the card, Space again reverses the run; a drag then catches the reversed
    /// animator and scrubs it: up opens, 1:1, in both rule sets.
    @Test(arguments: GestureRules.allCases)
    func cardScrubbingACaughtReversedAnimator(rules: GestureRules) throws {
        let rig = Self.rig(.card, rules)
        let travel = rig.card.travel
        rig.key(.space)
        rig.frames(6)
        rig.key(.space)
        rig.frames(2)
        let animator = try #require(rig.card.animator)
        #expect(animator.isReversed)
        let top = rig.cardTop
        rig.drag(from: Point(x: 500, y: top + 20), step: Point(x: 0, y: -10), frames: 3, release: false)
        let caught = rig.card.progress
        #expect(!animator.isRunning && animator.isReversed)
        Self.move(rig, from: Point(x: 500, y: top - 10), step: Point(x: 0, y: -10), frames: 5)
        #expect(abs(rig.card.progress - (caught + 50 / travel)) < 1e-9, "up opens, point for point")
    }

    /// 003 as the code it comes from has it: its pan begins on touch-down (an "instant" pan), so
    /// a press on the moving card catches it (`.began`: `startAnimation()` returns the running
    /// animator, which it pauses) and holds it where it is.
    @Test func cardSampleAPressCatchesTheMovingCard() throws {
        let rig = Self.rig(.card, .sample)
        rig.key(.space)
        rig.frames(6)
        let animator = try #require(rig.card.animator)
        #expect(animator.isRunning)
        let top = rig.cardTop
        rig.pointer(.down, 500, top + 30)
        #expect(!animator.isRunning, "paused by the press alone")
        let held = rig.card.progress
        rig.frames(10)
        #expect(rig.card.progress == held, "held where it was caught")
        rig.pointer(.up, 500, top + 30)
        rig.settle()
        #expect(rig.card.isOpen, "a still release continues it the way it ran (yVelocity == 0)")
    }

    /// 003 with a pan that begins on touch-down: a tap on the open card's body is a pan of zero
    /// velocity, `.began` starts the run to the other end and pauses it, and `.ended` continues it
    /// (`continueAnimation(nil, 0)`): the card closes.
    @Test func cardSampleATapOnTheOpenCardTogglesIt() {
        let rig = Self.rig(.card, .sample)
        rig.key(.space)
        rig.settle()
        #expect(rig.card.isOpen)
        let top = rig.cardTop
        rig.pointer(.down, 500, top + 200)
        rig.pointer(.up, 500, top + 200)
        rig.settle()
        #expect(!rig.card.isOpen, "the tap ran the yVelocity == 0 branch")
    }

    /// 003 `.changed`: `if isOpen { fraction *= -1 }`: on the open card a drag down closes it,
    /// point for point, and a release held still completes the toggle (closed).
    @Test func cardSampleOnTheOpenCardADragDownCloses() {
        let rig = Self.rig(.card, .sample)
        rig.key(.space)
        rig.settle()
        #expect(rig.card.isOpen)
        let third = rig.card.travel / 3
        let top = rig.cardTop
        Self.dragAndHold(rig, from: Point(x: 500, y: top + 100), step: Point(x: 0, y: third / 10), frames: 10, hold: 10)
        #expect(abs(rig.card.progress - 2.0 / 3) < 1e-9, "a third of the way closed")
        rig.settle()
        #expect(!rig.card.isOpen && rig.card.progress == 0)
    }

    /// 003 `.ended`'s four `isReversed.toggle()` lines: the run toward the other end is reversed
    /// exactly when the release heads back to where the card rests: up then down from closed,
    /// down then up from open; a release that heads on keeps it.
    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func cardSampleTheReleaseReversesTheRunOnlyToGoBack(startsOpen: Bool, headsBack: Bool) throws {
        let rig = Self.rig(.card, .sample)
        if startsOpen {
            rig.key(.space)
            rig.settle()
        }
        let top = rig.cardTop
        let toward = startsOpen ? 1.0 : -1.0  // the way to the other end: down from open, up from closed
        rig.drag(from: Point(x: 500, y: top + 40), step: Point(x: 0, y: 12 * toward), frames: 6, release: false)
        // The last moves go back, fast, when the release heads back.
        let last = top + 40 + 72 * toward
        Self.move(rig, from: Point(x: 500, y: last), step: Point(x: 0, y: (headsBack ? -12 : 12) * toward), frames: 3)
        let end = last + 36 * (headsBack ? -toward : toward)
        rig.pointer(.up, 500, end)
        let animator = try #require(rig.card.animator)
        #expect(animator.isReversed == headsBack)
        rig.settle()
        #expect(rig.card.isOpen == (startsOpen == headsBack), "back where it rested, or at the other end")
    }

    /// 003 `if distanceRemaining == 0`: dragged all the way (`fractionComplete` held at 1) and let
    /// go moving, the card continues with no spring (the relative velocity would divide by zero).
    @Test func cardSampleReleasedAtTheEndFinishesThere() throws {
        let rig = Self.rig(.card, .sample)
        let travel = rig.card.travel
        rig.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -travel / 5), frames: 6)
        let animator = try #require(rig.card.animator)
        #expect(animator.fractionComplete == 1 && animator.isRunning)
        #expect(animator.progressVelocity.isFinite)
        rig.settle()
        #expect(rig.card.isOpen && rig.card.progress == 1)
    }

    /// Under the sample's rules the samples' own constants hold, whatever `--set` or the motion
    /// lab made of the tunables: the modal's 200 points and 0.5, the card's 30 and its spring
    /// (0.8, 0.3), the side drawer's 0.8 s.
    @Test func theSamplesConstantsHoldWhateverTheTunablesSay() throws {
        let modal = Self.rig(.modal, .sample)
        try modal.app.settings.set("modal.travel", to: 400)
        try modal.app.settings.set("modal.threshold", to: 0.8)
        modal.key(.space)
        modal.settle()
        modal.drag(from: Point(x: 300, y: 400), step: Point(x: 20, y: 0), frames: 6)  // 120 of 200 points
        #expect(modal.app.mode.transition?.percentComplete == 0.6)
        modal.settle()
        #expect(modal.app.state().presented == nil, "past the sample's 0.5 of its 200 points")

        let card = Self.rig(.card, .sample)
        try card.app.settings.set("card.velocity_cap", to: 5)
        try card.app.settings.set("card.damping", to: 0.3)
        let travel = card.card.travel
        card.drag(from: Point(x: 500, y: 690), step: Point(x: 0, y: -travel * 0.9 / 6), frames: 6)
        let animator = try #require(card.card.animator)
        let p0 = animator.fractionComplete
        #expect(abs(animator.progressVelocity - 30 * (1 - p0)) < 1e-6, "the sample's cap, 30")
        let motion = try #require(Spring(dampingRatio: 0.8, response: 0.3)).motion(initialVelocity: 30)
        card.frames()
        let expected: Double = p0 + (1 - p0) * motion.value(at: 1.0 / 60)
        #expect(abs(animator.progress - expected) < 1e-9, "the sample's spring")

        let side = Self.rig(.side, .sample)
        try side.app.settings.set("side.duration", to: 2)
        side.drag(from: Point(x: 100, y: 300), step: Point(x: 20, y: 0), frames: 4, release: false)
        #expect(try #require(side.app.mode.transition?.runningAnimator).duration == 0.8, "the sample's 0.8 s")
    }

    // MARK: Switching

    /// R switches the rules from the next drag; the state line and the HUD say which.
    @Test func rSwitchesTheRulesAtTheNextDrag() throws {
        let rig = DemoRig(mode: .side)
        #expect(try rig.state.rules == "refined")
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 40, y: 0), frames: 16, release: false)
        rig.key(.character("R"))
        #expect(try rig.state.rules == "sample")
        #expect(rig.app.hudLines()[0].contains("sample rules"))
        rig.pointer(.up, 740, 400)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"], "the drag under way kept Drawer's rules")
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 40, y: 0), frames: 5, release: false)
        #expect(rig.side.transition?.kind == .pop, "the next drag is the sample's: at two screens it pops")
    }
}
