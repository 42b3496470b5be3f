import Testing

@testable import Motion

/// Slow motion, as the iOS Simulator's Slow Animations: the driver's animation time runs at a
/// rate of the clock's, and changing the rate keeps every animation where it is.
struct AnimationRateTests {
    @Test func atATenthOfTheRateAnAnimationTakesTenTimesAsLong() {
        let rig = Rig()
        rig.driver.rate = 0.1
        let (animator, box) = rig.animator(duration: 1)
        animator.startAnimation()
        rig.frames(599)
        #expect(box.completions.isEmpty && abs(animator.progress - 599.0 / 600) < 1e-6, "\(animator.progress) \(rig.driver.now)")
        rig.frames(1)
        #expect(box.completions == [.end], "600 frames: ten seconds of clock for one second of animation")
    }

    @Test func changingTheRateMidwayMovesNothing() {
        let rig = Rig()
        let (animator, _) = rig.animator(duration: 1)
        animator.startAnimation()
        rig.frames(30)
        let before = animator.progress
        let velocity = animator.progressVelocity
        rig.driver.rate = 0.25
        #expect(animator.progress == before, "no jump when slow motion starts")
        #expect(animator.progressVelocity == velocity, "velocity is per second of animation time")
        rig.frames(4)
        #expect(abs(animator.progress - (before + 1.0 / 60)) < 1e-9, "four frames at a quarter rate: one frame of animation")
        rig.driver.rate = 1
        rig.frames(1)
        #expect(abs(animator.progress - (before + 2.0 / 60)) < 1e-9)
    }

    @Test func theRateConvertsAPointersVelocityIntoAnimationTime() {
        let driver = AnimationDriver(clock: FixedStepClock())
        driver.rate = 0.1
        // 300 points a second on screen is 3,000 points per second of slowed animation time.
        #expect(abs(driver.animationVelocity(fromClockVelocity: 300) - 3000) < 1e-9)
    }
}
