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
}
