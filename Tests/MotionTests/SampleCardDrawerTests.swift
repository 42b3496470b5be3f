import Foundation
import Testing

@testable import Motion

/// The UIViewPropertyAnimator rules the card-drawer sample (docs/manual/samples.md) relies on, and the
/// sample's own pan handler replayed on `PropertyAnimator`.
struct AnimatorRulesTheSampleReliesOnTests {
    /// iOS 11 and later: a reversed animator's fractionComplete is the fraction of the reversed
    /// run, 1 − p for visual position p, read and written (StackOverflow 46406670).
    @Test func aReversedAnimatorReadsAndWritesFractionCompleteOfTheReversedRun() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.fractionComplete = 0.3
        #expect(abs(box.value - 160) < 1e-9)
        animator.isReversed = true
        #expect(abs(animator.fractionComplete - 0.7) < 1e-12, "0.3 of the way forward is 0.7 of the way back")
        #expect(abs(animator.progress - 0.3) < 1e-12, "reversing a paused animator moves nothing")
        animator.fractionComplete = 0.6
        #expect(abs(animator.progress - 0.4) < 1e-12, "0.6 of the way back")
        #expect(abs(box.value - 180) < 1e-9)
        animator.startAnimation()
        rig.frames(23)
        #expect(box.completions.isEmpty)
        rig.frames(1)
        #expect(box.completions == [.start] && box.value == 100, "0.4 of a 1 s run back: 24 frames")
    }

    /// `continueAnimation` is for a paused animator; anywhere else it is refused and changes nothing.
    @Test func continueIsAcceptedOnlyWhilePaused() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        #expect(!animator.continueAnimation(withTimingParameters: nil, durationFactor: 1), "inactive")
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        rig.frames(15)
        #expect(!animator.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 3), "running")
        rig.frames(15)
        #expect(abs(box.value - 200) < 1e-9, "still on its own linear second")
        animator.pauseAnimation()
        #expect(animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5), "paused")
        rig.frames(30)
        #expect(box.completions == [.end])
        let (stopped, _) = rig.animator(duration: 1)
        stopped.startAnimation()
        stopped.stopAnimation(false)
        #expect(!stopped.continueAnimation(withTimingParameters: nil, durationFactor: 1), "stopped")
        #expect(stopped.state == .stopped)
    }

    /// Timing handed to `continueAnimation` stays the animator's timing for a later reversal.
    @Test func continuedTimingStaysInForceForALaterReversal() throws {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.startAnimation()
        rig.frames(30)
        animator.pauseAnimation()
        let spring = try #require(Spring(dampingRatio: 1, response: 0.4))
        let timing = TimingParameters.spring(spring, initialVelocity: 0)
        #expect(animator.continueAnimation(withTimingParameters: timing, durationFactor: 1))
        rig.frames(6)
        let p = animator.progress
        let v = animator.progressVelocity
        animator.isReversed = true
        // Back toward 0 on the same spring, starting at the velocity it had.
        let motion = spring.motion(initialVelocity: v / (0 - p))
        rig.frames(6)
        #expect(abs(animator.progress - (p + (0 - p) * motion.value(at: 0.1))) < 1e-9, "the spring, not the linear curve")
        rig.frames(120)
        #expect(box.completions == [.start])
    }

    /// `durationFactor: 0` continues over the time that is left at the current timing; it does
    /// not jump to the end (the sample's `continueAnimation(withTimingParameters: nil, durationFactor: 0)`).
    @Test func aDurationFactorOfZeroContinuesOverTheRemainingTime() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.startAnimation()
        rig.frames(30)
        animator.pauseAnimation()
        #expect(animator.continueAnimation(withTimingParameters: nil, durationFactor: 0))
        #expect(abs(box.value - 200) < 1e-9, "no jump")
        rig.frames(1)
        #expect(abs(animator.progress - 31.0 / 60) < 1e-9, "on at the same pace")
        rig.frames(28)
        #expect(box.completions.isEmpty)
        rig.frames(1)
        #expect(box.completions == [.end])
    }
}

/// The card-drawer sample's `panned(recognizer:)`, transcribed line by line (Swift 5, UIKit) onto
/// PropertyAnimator, with its `startAnimation()` written the way the pattern it comes from does:
/// a new animator toward the other end unless one is already active, `isOpen` flipped when it
/// ends at `.end`. `ty` is the drawer's vertical offset: `closedTy` closed, 0 open.
final class SampleCardDrawer {
    let rig: Rig
    let closedTy: Double
    var isOpen = false
    var animator: PropertyAnimator
    var animationProgress = 0.0
    private(set) var ty: Double
    let spring = Spring(dampingRatio: 0.8, response: 0.3)!

    init(rig: Rig, closedTy: Double) {
        self.rig = rig
        self.closedTy = closedTy
        ty = closedTy
        animator = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver)
    }

    func startAnimation() {
        if animator.state == .active { return }
        let from = isOpen ? 0 : closedTy
        let to = isOpen ? closedTy : 0
        animator = PropertyAnimator(duration: 1, timingParameters: .dampedSpring(dampingRatio: 1, initialVelocity: 0), driver: rig.driver)
        animator.addAnimation(from: from, to: to) { [unowned self] in ty = $0 }
        animator.addCompletion { [unowned self] position in if position == .end { isOpen.toggle() } }
        animator.startAnimation()
    }

    // case .began:
    func began() {
        startAnimation()
        animator.pauseAnimation()
        animationProgress = animator.fractionComplete
    }

    // case .changed:
    func changed(translationY: Double) {
        var fraction = -translationY / closedTy
        if isOpen { fraction *= -1 }
        if animator.isReversed { fraction *= -1 }
        animator.fractionComplete = fraction + animationProgress
    }

    /// case .ended, .cancelled: returns the distance the sample computes as remaining (nil when
    /// it continues without a spring).
    @discardableResult
    func ended(velocityY yVelocity: Double) -> Double? {
        let shouldClose = yVelocity > 0
        if yVelocity == 0 {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            return nil
        }
        if isOpen {
            if !shouldClose && !animator.isReversed { animator.isReversed.toggle() }
            if shouldClose && animator.isReversed { animator.isReversed.toggle() }
        } else {
            if shouldClose && !animator.isReversed { animator.isReversed.toggle() }
            if !shouldClose && animator.isReversed { animator.isReversed.toggle() }
        }
        let fractionRemaining = 1 - animator.fractionComplete
        let distanceRemaining = fractionRemaining * closedTy
        if distanceRemaining == 0 {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            return 0
        }
        let relativeVelocity = min(abs(yVelocity) / distanceRemaining, 30)
        let timingParameters = TimingParameters.spring(spring, initialVelocity: relativeVelocity)
        let preferredDuration = PropertyAnimator(duration: 0, timingParameters: timingParameters, driver: rig.driver).duration
        let durationFactor = preferredDuration / animator.duration
        animator.continueAnimation(withTimingParameters: timingParameters, durationFactor: durationFactor)
        return distanceRemaining
    }
}

struct SampleCardDrawerTests {
    static let closedTy = 440.0

    @Test func aDragUpAndAFlickDownReturnsTheCardOverTheDistanceDragged() throws {
        let rig = Rig()
        let drawer = SampleCardDrawer(rig: rig, closedTy: Self.closedTy)
        drawer.began()
        drawer.changed(translationY: -100)
        #expect(abs(drawer.ty - 340) < 1e-9, "the card follows the pointer up")
        let remaining = try #require(drawer.ended(velocityY: 500))
        #expect(drawer.animator.isReversed)
        #expect(abs(remaining - 100) < 1e-9, "100 points back down to closed")
        #expect(
            abs(drawer.animator.progressVelocity * -Self.closedTy - 500) < 1e-6,
            "the card leaves at the pointer's 500 points per second, downward")
        rig.frames(60)
        #expect(drawer.ty == Self.closedTy && !drawer.isOpen && drawer.animator.state == .inactive)
    }

    /// Caught while running back after a reversal, the card must follow the pointer the right
    /// way, and a flick the other way must measure what is left to the other end. This only
    /// holds if a reversed animator's fractionComplete is the fraction of the reversed run.
    @Test func caughtAfterAReversalTheCardStillFollowsThePointer() throws {
        let rig = Rig()
        let drawer = SampleCardDrawer(rig: rig, closedTy: Self.closedTy)
        drawer.began()
        drawer.changed(translationY: -200)
        drawer.ended(velocityY: 300)  // reversed: heading back down to closed
        rig.frames(5)
        let caughtAt = drawer.ty
        #expect(caughtAt > 240 && caughtAt < Self.closedTy)
        drawer.began()  // the same animator, caught
        #expect(drawer.animator.isReversed && !drawer.animator.isRunning)
        #expect(drawer.ty == caughtAt, "caught where it is")
        drawer.changed(translationY: 50)
        #expect(abs(drawer.ty - (caughtAt + 50)) < 1e-9, "50 points down with the pointer, not up")
        drawer.changed(translationY: -80)
        #expect(abs(drawer.ty - (caughtAt - 80)) < 1e-9, "and 80 up")
        let remaining = try #require(drawer.ended(velocityY: -900))  // flicked up: open after all
        #expect(!drawer.animator.isReversed)
        #expect(abs(remaining - drawer.ty) < 1e-9, "what is left is the way to the top: \(drawer.ty) points")
        rig.frames(90)
        #expect(drawer.ty == 0 && drawer.isOpen)
    }

    @Test func aReleaseWithoutVelocityContinuesAtTheAnimatorsOwnTiming() {
        let rig = Rig()
        let drawer = SampleCardDrawer(rig: rig, closedTy: Self.closedTy)
        drawer.began()
        drawer.changed(translationY: -300)
        #expect(drawer.ended(velocityY: 0) == nil)
        #expect(abs(drawer.ty - 140) < 1e-9, "no jump at the release")
        rig.frames(1)
        #expect(drawer.ty < 140 && drawer.ty > 0, "on its way, not at the end")
        rig.frames(60)
        #expect(drawer.ty == 0 && drawer.isOpen)
    }
}
