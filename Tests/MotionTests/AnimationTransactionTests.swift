import Foundation
import Motion
import Testing

private final class Gauge {
    var level = AnimatableProperty(0.0)
}

struct AnimationTransactionTests {
    /// `isAnimating` is true while an animator's block runs, so a custom property's setter can
    /// tell a change that animates from one that applies at once.
    @Test func isAnimatingHoldsInsideAnAnimatorsBlockOnly() {
        var seen: [Bool] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { seen.append(AnimationTransaction.isAnimating) }
        seen.append(AnimationTransaction.isAnimating)
        animator.startAnimation()
        seen.append(AnimationTransaction.isAnimating)
        #expect(seen == [false, true, false])
        animator.stopAnimation(true)
    }

    /// A change added with a delay factor moves at the curve's slope over the rest of the run:
    /// 10 over the second half of a linear second is 20 a second, and nothing before it starts.
    @Test func aDelayedChangesVelocityIsItsCurvesOverTheRest() {
        let clock = FixedStepClock(step: 0.125)
        let driver = AnimationDriver(clock: clock)
        let gauge = Gauge()
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ AnimationTransaction.set(\Gauge.level, of: gauge, to: 10, driver: driver) }, delayFactor: 0.5)
        animator.startAnimation()
        clock.tick()
        driver.update()
        #expect(gauge.level.presentationVelocity == 0, "before its start")
        for _ in 0..<5 {
            clock.tick()
            driver.update()
        }
        #expect(abs(gauge.level.presentation - 5) < 1e-9 && abs(gauge.level.presentationVelocity - 20) < 1e-9)
        driver.stopAllAnimations()  // a running animator and its driver hold each other
    }

    /// `runAnimations(initialVelocity:)`: what the block sets leaves at the velocity given, in
    /// the property's own units a second, on the animator's spring; without it, from rest.
    @Test func runAnimationsCarriesTheVelocityGivenIntoWhatItSets() {
        var starts: [Double] = []
        var moved: [Double] = []
        for velocity in [0.0, 400.0] {
            let clock = FixedStepClock()
            let driver = AnimationDriver(clock: clock)
            let gauge = Gauge()
            let spring = Spring(validDampingRatio: 1, response: 0.4)
            let animator = PropertyAnimator(duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: driver)
            animator.runAnimations(initialVelocity: velocity) {
                AnimationTransaction.set(\Gauge.level, of: gauge, to: 100, driver: driver)
            }
            #expect(gauge.level.model == 100, "the model is the end value at once")
            animator.startAnimation()
            starts.append(gauge.level.presentationVelocity)
            clock.tick()
            driver.update()
            moved.append(gauge.level.presentation)
            #expect(animator.state == .active)
            driver.stopAllAnimations()  // a running animator and its driver hold each other
        }
        #expect(abs(starts[0]) < 1e-9 && abs(starts[1] - 400) < 1e-6, "\(starts)")
        // One frame on, the carried velocity has moved it on by what a critically damped spring
        // makes of it: v₀·t·e^(−ωt).
        let (t, omega) = (1.0 / 60, Spring(validDampingRatio: 1, response: 0.4).naturalFrequency)
        #expect(abs(moved[1] - moved[0] - 400 * t * exp(-omega * t)) < 1e-6, "\(moved)")
    }
}
