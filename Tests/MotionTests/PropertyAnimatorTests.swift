import Foundation
import TestSupport
import Testing

@testable import Motion

/// A fixed 60 Hz clock and a driver, stepped by hand.
final class Rig {
    let clock = FixedStepClock()
    lazy var driver = AnimationDriver(clock: clock)
    private lazy var stepper = FrameRig(clock: clock) { [unowned self] in
        driver.update()
        return driver.hasRunningAnimations
    }

    /// A test may end with animators running: they and the driver hold each other until they
    /// end, so the rig stops them, as a window does when it goes away.
    isolated deinit { driver.stopAllAnimations() }

    /// Advances `count` frames, updating the driver after each tick, as the frame loop does.
    func frames(_ count: Int) { stepper.frames(count) }

    /// An animator whose single animation records every value it is handed.
    func animator(duration: Double = 1, timing: TimingParameters = .cubic(.linear)) -> (PropertyAnimator, Box) {
        let animator = PropertyAnimator(duration: duration, timingParameters: timing, driver: driver)
        let box = Box()
        animator.addAnimation(from: 100.0, to: 300.0) { box.value = $0 }
        animator.addCompletion { box.completions.append($0) }
        return (animator, box)
    }
}

final class Box {
    var value = Double.nan
    var completions: [PropertyAnimator.Position] = []
}

struct PropertyAnimatorTests {
    @Test func linearAnimatorRunsOverItsDurationAndCompletesOnceAtTheEnd() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(animator.startAnimation())
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.value == 100)
        rig.frames(30)
        #expect(abs(box.value - 200) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
        rig.frames(29)
        #expect(box.completions.isEmpty)
        rig.frames(1)
        #expect(box.value == 300)
        #expect(box.completions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        rig.frames(120)
        #expect(box.completions == [.end], "exactly once")
        #expect(!rig.driver.hasRunningAnimations)
    }

    @Test func easeInOutFollowsTheBezier() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 0.5, timing: .cubic(.easeInOut))
        animator.startAnimation()
        for frame in 1...29 {
            rig.frames(1)
            let expected = CubicBezier.easeInOut.progress(at: Double(frame) / 30)
            #expect(abs(animator.progress - expected) < 1e-12)
            #expect(abs(box.value - (100 + 200 * expected)) < 1e-9)
        }
    }

    @Test func stateMachineRefusesCallsMadeInTheWrongState() {
        let rig = Rig()
        let (animator, box) = rig.animator()
        #expect(!animator.stopAnimation(false), "an inactive animator cannot be stopped")
        #expect(!animator.finishAnimation(at: .end), "nor finished")
        #expect(!animator.continueAnimation(withTimingParameters: nil, durationFactor: 1), "nor continued")
        animator.startAnimation()
        rig.frames(15)
        #expect(!animator.finishAnimation(at: .end), "finishing is only for a stopped animator")
        #expect(animator.pauseAnimation())
        #expect(animator.state == .active && !animator.isRunning)
        let paused = box.value
        rig.frames(30)
        #expect(box.value == paused, "a paused animator holds still")
        #expect(animator.stopAnimation(false))
        #expect(animator.state == .stopped)
        #expect(!animator.startAnimation(), "a stopped animator cannot start")
        #expect(!animator.pauseAnimation())
        #expect(!animator.setFractionComplete(0.9))
        #expect(!animator.addAnimations { _ in })
        #expect(!animator.setReversed(true))
        #expect(box.value == paused && box.completions.isEmpty)
        #expect(animator.finishAnimation(at: .current))
        #expect(box.value == paused, ".current leaves the values where they are")
        #expect(box.completions == [.current])
        #expect(animator.state == .inactive)
        #expect(!animator.finishAnimation(at: .end), "only once")
        #expect(box.completions == [.current])
    }

    @Test func finishingAtTheStartOrEndMovesTheValues() {
        for (position, expected) in [(PropertyAnimator.Position.start, 100.0), (.end, 300.0)] {
            let rig = Rig()
            let (animator, box) = rig.animator()
            animator.startAnimation()
            rig.frames(20)
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
            #expect(box.value == expected)
            #expect(box.completions == [position])
        }
    }

    @Test func stoppingWithoutFinishingRunsNoCompletion() {
        let rig = Rig()
        let (animator, box) = rig.animator()
        animator.startAnimation()
        rig.frames(20)
        #expect(animator.stopAnimation(true))
        #expect(animator.state == .inactive)
        let stoppedAt = box.value
        #expect(abs(stoppedAt - (100 + 200 * 20.0 / 60)) < 1e-9, "values stay where they were last drawn")
        rig.frames(100)
        #expect(box.completions.isEmpty && box.value == stoppedAt)
    }

    @Test func fractionCompleteIsSettableOnlyWhilePausedOrInactive() {
        let rig = Rig()
        let (animator, box) = rig.animator()
        #expect(animator.setFractionComplete(0.25), "inactive → active, paused")
        #expect(animator.state == .active && !animator.isRunning)
        #expect(box.value == 150)
        animator.startAnimation()
        #expect(!animator.setFractionComplete(0.9), "no-op while running")
        rig.frames(1)
        animator.pauseAnimation()
        #expect(animator.setFractionComplete(0.8))
        #expect(box.value == 260)
        animator.fractionComplete = 1.7
        #expect(animator.fractionComplete == 1, "clamped to 0...1")
    }

    @Test func resumingAfterScrubbingRunsForTheRemainingFractionOfTheDuration() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        rig.frames(29)
        #expect(box.completions.isEmpty)
        rig.frames(1)
        #expect(box.completions == [.end], "(1 − 0.5) × 1 s = 30 frames")
    }

    @Test func scrubbingThroughTheCurveWhenNotLinear() {
        let rig = Rig()
        let (animator, box) = rig.animator(timing: .cubic(.easeIn))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let expected = CubicBezier.easeIn.progress(at: 0.5)
        #expect(abs(box.value - (100 + 200 * expected)) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        animator.scrubsLinearly = true
        #expect(abs(animator.fractionComplete - expected) < 1e-12)
    }

    @Test func reversingMidFlightKeepsTheValueAndPlaysTheCurveBack() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1, timing: .cubic(.easeInOut))
        animator.startAnimation()
        rig.frames(24)
        let before = box.value
        let history = (0..<24).map { CubicBezier.easeInOut.progress(at: Double($0) / 60) }
        #expect(animator.setReversed(true))
        #expect(animator.isReversed && animator.isRunning)
        #expect(abs(animator.progress - (before - 100) / 200) < 1e-12, "no jump at the turn")
        for back in 1...24 {
            rig.frames(1)
            #expect(abs(animator.progress - history[24 - back]) < 1e-12, "retraces frame \(24 - back)")
        }
        #expect(box.value == 100)
        #expect(box.completions == [.start])
    }

    @Test func reversingBeforeStartingRunsBackFromWhereItWasPut() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.fractionComplete = 0.6
        animator.isReversed = true
        animator.startAnimation()
        rig.frames(35)
        #expect(box.completions.isEmpty)
        #expect(abs(animator.progress - 0.6 * (1 - 35.0 / 36)) < 1e-9)
        rig.frames(1)
        #expect(box.completions == [.start] && box.value == 100)
    }

    /// An animator says what it is in UIKit's words, its fraction to two places.
    @Test func anAnimatorDescribesItsState() {
        let rig = Rig()
        let (animator, _) = rig.animator(duration: 1)
        #expect(animator.stateDescription == "inactive, fractionComplete 0.00")
        animator.startAnimation()
        rig.frames(3)
        #expect(animator.stateDescription == "active, running, fractionComplete 0.05")
        animator.pauseAnimation()
        animator.isReversed = true
        animator.fractionComplete = 0.4199
        #expect(animator.stateDescription == "active, paused, reversed, fractionComplete 0.42")
        animator.fractionComplete = 1
        #expect(animator.stateDescription == "active, paused, reversed, fractionComplete 1.00")
        animator.stopAnimation(false)
        #expect(animator.stateDescription.hasPrefix("stopped, reversed, fractionComplete"))
        // As "%.2f" writes it: a spring's overshoot past 1, below 0, halves to even.
        #expect(PropertyAnimator.twoPlaces(1.0413) == "1.04" && PropertyAnimator.twoPlaces(-0.04) == "-0.04")
        #expect(PropertyAnimator.twoPlaces(0.125) == "0.12" && PropertyAnimator.twoPlaces(0.375) == "0.38")
        #expect(PropertyAnimator.twoPlaces(.nan) == "nan")
    }

    /// `fractionFromStart` is `fractionComplete` forward and its complement reversed, and a
    /// reversed animator set by it stands where a forward one set to the same number stands.
    @Test func theFractionFromTheStartIgnoresWhichWayTheAnimatorRuns() {
        let rig = Rig()
        let (forward, forwardBox) = rig.animator(duration: 1, timing: .cubic(.easeInOut))
        let (reversed, reversedBox) = rig.animator(duration: 1, timing: .cubic(.easeInOut))
        reversed.pauseAnimation()
        reversed.isReversed = true
        for fraction in [0.0, 0.25, 0.6, 1.0] {
            forward.fractionFromStart = fraction
            reversed.fractionFromStart = fraction
            #expect(forward.fractionComplete == fraction && forward.fractionFromStart == fraction)
            #expect(abs(reversed.fractionComplete - (1 - fraction)) < 1e-12)
            #expect(abs(reversed.fractionFromStart - fraction) < 1e-12)
            #expect(abs(reversedBox.value - forwardBox.value) < 1e-9, "at \(fraction)")
        }
        reversed.fractionFromStart = 1.4
        #expect(reversed.fractionComplete == 0 && reversedBox.value == 300, "clamped, at the end")
    }

    @Test func continuingWithASpringKeepsPositionAndHandsOverVelocity() throws {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.startAnimation()
        rig.frames(30)
        animator.pauseAnimation()
        // A release at 1.5 progress/s with half the distance left: v0 = 1.5 / 0.5 = 3.
        let spring = try #require(Spring(dampingRatio: 0.8, response: 0.3))
        let timing = TimingParameters.spring(spring, initialVelocity: 3)
        let springDuration = PropertyAnimator(duration: 0, timingParameters: timing, driver: rig.driver).duration
        #expect(springDuration == spring.settlingDuration(initialVelocity: 3))
        #expect(animator.continueAnimation(withTimingParameters: timing, durationFactor: springDuration / animator.duration))
        #expect(abs(animator.progress - 0.5) < 1e-12, "continues from where it is")
        #expect(abs(animator.progressVelocity - 1.5) < 1e-9, "at the hand-over velocity")
        rig.frames(1)
        let expected = 0.5 + 0.5 * spring.motion(initialVelocity: 3).value(at: 1.0 / 60)
        #expect(abs(animator.progress - expected) < 1e-9)
        let framesToSettle = Int((springDuration * 60).rounded(.up))
        rig.frames(framesToSettle - 2)
        #expect(box.completions.isEmpty)
        rig.frames(1)
        #expect(box.completions == [.end] && box.value == 300)
    }

    @Test func reversingASpringCarriesItsVelocity() throws {
        let rig = Rig()
        let spring = try #require(Spring(dampingRatio: 1, response: 0.5))
        let (animator, box) = rig.animator(timing: .spring(spring, initialVelocity: 0))
        animator.startAnimation()
        rig.frames(10)
        let p = animator.progress
        let v = animator.progressVelocity
        #expect(v > 0)
        animator.isReversed = true
        #expect(animator.progress == p)
        #expect(abs(animator.progressVelocity - v) < 1e-9, "still moving forward at the turn, then pulled back")
        rig.frames(240)
        #expect(box.completions == [.start] && box.value == 100)
    }

    @Test func springTimedAnimatorUsesItsSettlingDuration() throws {
        let rig = Rig()
        let spring = try #require(Spring(dampingRatio: 0.8, response: 0.3))
        let animator = PropertyAnimator(duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: rig.driver)
        #expect(animator.duration == spring.settlingDuration())
        let fitted = PropertyAnimator(
            duration: 0.7, timingParameters: .dampedSpring(dampingRatio: 0.5, initialVelocity: 0.7),
            driver: rig.driver)
        #expect(fitted.duration == 0.7)
    }

    @Test func fittedSpringAnimatorEndsAtItsDuration() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 0.5, timing: .dampedSpring(dampingRatio: 0.5, initialVelocity: 0.7))
        animator.startAnimation()
        rig.frames(10)
        #expect(animator.progress > 0.5)
        rig.frames(19)
        #expect(box.completions.isEmpty)
        rig.frames(1)
        #expect(box.completions == [.end] && box.value == 300)
    }

    @Test func aStartDelayHoldsTheStartValues() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 1)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.isRunning)
        rig.frames(30)
        #expect(box.value == 100)
        rig.frames(30)
        #expect(abs(box.value - 200) < 1e-9)
        rig.frames(30)
        #expect(box.completions == [.end])
    }

    @Test func aNonInterruptibleAnimatorRunsToCompletion() {
        let rig = Rig()
        let (animator, box) = rig.animator()
        animator.isInterruptible = false
        animator.startAnimation()
        rig.frames(10)
        #expect(!animator.pauseAnimation())
        #expect(!animator.stopAnimation(true))
        #expect(!animator.setReversed(true))
        #expect(!animator.continueAnimation(withTimingParameters: nil, durationFactor: 0))
        animator.isInterruptible = true
        #expect(!animator.isInterruptible, "cannot be changed while active")
        rig.frames(50)
        #expect(box.completions == [.end])
    }

    @Test func pausesOnCompletionInsteadOfFinishing() {
        let rig = Rig()
        let (animator, box) = rig.animator(duration: 0.5)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        rig.frames(40)
        #expect(box.value == 300 && box.completions.isEmpty)
        #expect(animator.state == .active && !animator.isRunning)
        animator.isReversed = true
        animator.startAnimation()
        rig.frames(30)
        #expect(box.value == 100 && box.completions.isEmpty)
    }

    /// Paused at the end on a curve, with `scrubsLinearly` off, `fractionComplete` reads exactly
    /// 1 (and exactly 0 at the start), as UIKit's: code that asks `fractionComplete == 1` to
    /// rewind works (found by the slider-scrub port). The curve's inverse is exact at its ends.
    @Test func aCurveAnimatorPausedAtItsEndsReadsExactlyZeroAndOne() {
        #expect(CubicBezier.easeInOut.timeFraction(forProgress: 1) == 1)
        #expect(CubicBezier.easeInOut.timeFraction(forProgress: 0) == 0)
        #expect(CubicBezier.easeIn.timeFraction(forProgress: 2) == 1 && CubicBezier.easeIn.timeFraction(forProgress: -1) == 0)
        let rig = Rig()
        let (animator, _) = rig.animator(duration: 0.5, timing: .cubic(.easeInOut))
        animator.scrubsLinearly = false
        animator.pausesOnCompletion = true
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        rig.frames(40)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
    }

    @Test func completionsRunAfterEveryValueOfTheFrameIsApplied() {
        let rig = Rig()
        let first = PropertyAnimator(duration: 0.5, curve: .linear, driver: rig.driver)
        let second = PropertyAnimator(duration: 0.5, curve: .linear, driver: rig.driver)
        var secondValue = 0.0
        var seen = -1.0
        second.addAnimations { secondValue = $0 }
        first.addCompletion { _ in seen = secondValue }
        first.startAnimation()
        second.startAnimation()
        rig.frames(30)
        #expect(seen == 1)
    }

    @Test func animationsAddedMidFlightRunOverWhatIsLeft() {
        let rig = Rig()
        let (animator, _) = rig.animator(duration: 1)
        animator.startAnimation()
        rig.frames(30)
        var late = Double.nan
        animator.addAnimation(from: 0.0, to: 10.0) { late = $0 }
        rig.frames(15)
        #expect(abs(late - 5) < 1e-9)
        rig.frames(15)
        #expect(late == 10)
    }

    /// The driver and the animator iterate snapshots (borrowing, not retaining, what they
    /// hold): a block that adds blocks, or starts and stops other animators, while it is being
    /// applied changes what later frames do, never the frame under way.
    @Test func blocksMayAddBlocksAndStartOrStopAnimatorsWhileApplied() {
        let rig = Rig()
        let (host, box) = rig.animator(duration: 1)
        var others: [PropertyAnimator] = []
        var added: [Double] = []
        var stoppedOnce = false
        host.addAnimations { progress in
            if others.count < 50 {
                // Enough animators to make the driver's list reallocate under its iteration.
                let other = PropertyAnimator(duration: 0.5, curve: .linear, driver: rig.driver)
                other.addAnimations { _ in }
                other.startAnimation()
                others.append(other)
                host.addAnimations { added.append($0) }
            } else if !stoppedOnce {
                stoppedOnce = true
                for other in others { other.stopAnimation(true) }
            }
        }
        host.startAnimation()
        rig.frames(60)
        #expect(box.value == 300)
        #expect(box.completions == [.end])
        #expect(others.count == 50 && others.allSatisfy { $0.state == .inactive })
        // Each block added in frame k ran from frame k + 1 on, the last value being the end.
        #expect(added.last == 1)
        #expect(!rig.driver.hasRunningAnimations)
    }

    /// An animator's only block may stop the animator while it is being applied: the block
    /// outlives the list it was in, and the animator goes inactive where it is.
    @Test func theOnlyBlockMayStopItsOwnAnimator() {
        let rig = Rig()
        let animator = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver)
        var seen: [Double] = []
        var stopped = false
        animator.addAnimations { progress in
            seen.append(progress)
            // Stopping applies the values once more, calling this block again: stop once.
            if progress >= 0.5 && !stopped {
                stopped = true
                animator.stopAnimation(true)
            }
        }
        animator.startAnimation()
        rig.frames(60)
        #expect(animator.state == .inactive)
        #expect(abs((seen.last ?? 0) - 0.5) < 1e-9)
        #expect(!rig.driver.hasRunningAnimations)
    }
}

struct UndampedSpringAnimatorTests {
    @Test func anUndampedSpringStillMovesAndEndsAfterTheLongestSpring() throws {
        let rig = Rig()
        let spring = try #require(Spring(mass: 1, stiffness: 100, damping: 0))
        let (animator, box) = rig.animator(timing: .spring(spring, initialVelocity: 0))
        #expect(animator.duration == TimingParameters.longestSpring)
        animator.startAnimation()
        rig.frames(10)
        // x = 1 − cos(10 t): it oscillates and never settles.
        #expect(abs(animator.progress - (1 - cos(10 * 10.0 / 60))) < 1e-9)
        rig.frames(60 * 60)
        #expect(box.completions == [.end])
    }
}
