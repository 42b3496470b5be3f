import Foundation
import Motion
import Testing

@testable import ViewKit

/// Every rule of the release hand-off, against its formula.
@Suite struct GestureReleaseTests {
    let release = GestureRelease()

    /// The spring a timing hands over, and its initial velocity.
    static func spring(_ timing: TimingParameters) throws -> (Spring, Double) {
        guard case .spring(let spring, let velocity) = timing else {
            Issue.record("expected a physical spring, got \(timing)")
            throw CancellationError()
        }
        return (spring, velocity)
    }

    @Test func theProjectionDecidesTheEnd() {
        // UIScrollView's normal deceleration: v·r/(1 − r)/1000 points, 0.499 s of velocity.
        let span = 400.0
        for (p, v) in [(0.3, 0.0), (0.3, 0.5), (0.3, 1.0), (0.7, -0.5), (0.7, -1.0), (0.45, 0.2)] {
            let expected = p + v * span / 1000 * 0.998 / (1 - 0.998) / span
            #expect(abs(release.projectedProgress(from: p, velocity: v, span: span) - expected) < 1e-12)
            #expect(release.finishes(from: p, velocity: v, span: span) == (expected > 0.5))
        }
        // A short fast flick finishes; a long drag that turns back does not.
        #expect(release.finishes(from: 0.2, velocity: 1, span: span))
        #expect(!release.finishes(from: 0.8, velocity: -1, span: span))
        // The threshold and the deceleration are the release's own.
        #expect(!GestureRelease(threshold: 0.9).finishes(from: 0.6, velocity: 0.5, span: span))
        #expect(!GestureRelease(decelerationRate: Deceleration.fast).finishes(from: 0.3, velocity: 0.5, span: span))
        // No span, no projection.
        #expect(release.projectedProgress(from: 0.3, velocity: 5, span: 0) == 0.3)
    }

    @Test func theVelocityIsRelativeToTheDistanceLeftAndCapped() {
        #expect(release.relativeVelocity(2, distance: 0.5) == 4)
        #expect(release.relativeVelocity(2, distance: -0.5) == 4)
        #expect(release.relativeVelocity(-1, distance: 0.25) == -4)
        #expect(release.relativeVelocity(10, distance: 0.1) == 30)
        #expect(release.relativeVelocity(-10, distance: 0.1) == -30)
        #expect(GestureRelease(velocityCap: 12).relativeVelocity(10, distance: 0.1) == 12)
        #expect(release.relativeVelocity(3, distance: 0) == 0)
        #expect(release.relativeVelocity(.nan, distance: 0.5) == 0)
        #expect(release.relativeVelocity(.infinity, distance: 0.5) == 0)
    }

    @Test func aFastReleaseOntoACriticallyDampedSpringNeverSwingsPast() throws {
        let critical = Spring(validDampingRatio: 1, response: 0.35)
        let omega = critical.naturalFrequency  // about 17.95 per second
        // Slower than ω: the spring as it is.
        let (slow, slowVelocity) = try Self.spring(release.timing(velocity: 0.5 * omega * 0.5, distance: 0.5))
        #expect(slow == critical)
        #expect(abs(slowVelocity - 0.5 * omega) < 1e-12)
        // Faster: the damping ratio rises to (k + 1/k)/2, and the motion never passes 1.
        let (damped, v0) = try Self.spring(release.timing(velocity: 25 * 0.5, distance: 0.5))
        #expect(v0 == 25)
        let k = 25 / omega
        #expect(abs(damped.dampingRatio - (k + 1 / k) / 2) < 1e-9)
        #expect(abs(damped.response - critical.response) < 1e-12)
        let guarded = damped.motion(initialVelocity: v0)
        let unguarded = critical.motion(initialVelocity: v0)
        let samples = stride(from: 0.0, through: 2, by: 0.001)
        #expect(samples.allSatisfy { guarded.value(at: $0) <= 1 + 1e-9 })
        #expect(samples.contains { unguarded.value(at: $0) > 1.01 })  // what the guard prevents
        #expect(abs(guarded.velocity(at: 0) - v0) < 1e-9)  // it still leaves at the pointer's speed
    }

    @Test func anOverDampedSpringIsGuardedAtItsOwnBound() throws {
        // Response 1 s: ω ≈ 6.28, the bound ω(ζ + √(ζ² − 1)) ≈ 16.4, under the cap of 30.
        let spring = Spring(validDampingRatio: 1.5, response: 1)
        let bound = spring.naturalFrequency * (1.5 + (1.5 * 1.5 - 1).squareRoot())
        let (below, slow) = try Self.spring(GestureRelease(spring: spring).timing(velocity: bound * 0.99, distance: 1))
        #expect(below == spring)
        #expect(stride(from: 0.0, through: 4, by: 0.001).allSatisfy { below.motion(initialVelocity: slow).value(at: $0) <= 1 + 1e-9 })
        let (above, v0) = try Self.spring(GestureRelease(spring: spring).timing(velocity: bound * 1.01, distance: 1))
        #expect(above.dampingRatio > 1.5)
        #expect(stride(from: 0.0, through: 4, by: 0.001).allSatisfy { above.motion(initialVelocity: v0).value(at: $0) <= 1 + 1e-9 })
    }

    @Test func anUnderDampedSpringKeepsItsSwing() throws {
        let bouncy = Spring(validDampingRatio: 0.5, response: 0.3)
        let (spring, v0) = try Self.spring(GestureRelease(spring: bouncy).timing(velocity: 20, distance: 1))
        #expect(spring == bouncy)
        #expect(v0 == 20)
    }

    /// An interactive push on the stage, dragged to `progress`.
    static func interactivePush(on stage: Stage, to progress: Double) -> PercentDrivenInteractiveTransition {
        let delegate = NavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        stage.navigation.delegate = delegate
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        interaction.update(progress)
        stage.frames(1)
        withExtendedLifetime(delegate) {}
        return interaction
    }

    @Test(arguments: [1.0, 0.1])
    func aReleaseLeavesAtThePointersSpeedOnScreen(rate: Double) throws {
        let stage = Stage()
        stage.driver.rate = rate
        let interaction = Self.interactivePush(on: stage, to: 0.4)
        // 1 progress per second on the pointer's clock: 1/rate in animation time, relative to 0.6 left.
        #expect(interaction.release(velocity: 1, span: 400))
        let animator = try #require(interaction.context?.runningAnimator)
        #expect(abs(animator.progressVelocity - 1 / rate) < 1e-9)
        // On screen (per second of the clock) that is the pointer's own speed.
        #expect(abs(animator.progressVelocity * stage.driver.rate - 1) < 1e-9)
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "next"])
    }

    @Test func aReleaseThatProjectsShortCancels() throws {
        let stage = Stage()
        let interaction = Self.interactivePush(on: stage, to: 0.4)
        #expect(!interaction.release(velocity: -0.2, span: 400))
        let animator = try #require(interaction.context?.runningAnimator)
        #expect(abs(animator.progressVelocity - -0.2) < 1e-9)  // heading back at the pointer's speed
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"])
    }

    @Test func theAppsOwnRuleOverridesTheProjection() {
        let stage = Stage()
        let interaction = Self.interactivePush(on: stage, to: 0.45)
        // Projected well past half-way, but the gesture was cancelled.
        #expect(!interaction.release(velocity: 3, span: 400, finishing: false))
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"])
        // Without a transition there is nothing to release.
        #expect(!interaction.release(velocity: 3, span: 400))
    }

    @Test func aPausedAnimatorContinuesOnTheReleasesSpring() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        let card = Spring(validDampingRatio: 0.8, response: 0.3)
        let animator = PropertyAnimator(duration: 0, timingParameters: .spring(card, initialVelocity: 0), driver: driver)
        var value = 0.0
        animator.addAnimations { value = $0 }
        var ended: PropertyAnimator.Position?
        animator.addCompletion { ended = $0 }
        // Inactive: nothing to continue.
        animator.continueAnimation(releasedAt: 1, using: GestureRelease(spring: card))
        #expect(animator.state == .inactive)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        animator.continueAnimation(releasedAt: 1.5, using: GestureRelease(spring: card))
        // 1.5 fractions per second over the 0.75 left: relative velocity 2, leaving at 1.5.
        #expect(animator.isRunning)
        #expect(abs(animator.progressVelocity - 1.5) < 1e-9)
        // It runs for the spring's own settling duration (the duration factor is spring / animator).
        let settle = card.settlingDuration(initialVelocity: 2)
        var elapsed = 0
        while ended == nil && elapsed < 600 {
            clock.tick()
            driver.update()
            elapsed += 1
        }
        #expect(ended == .end)
        #expect(value == 1)
        #expect(abs(Double(elapsed) / 60 - settle) <= 1.0 / 60 + 1e-9)
    }

    /// One decision for every release: `finishes` is the snap of the two ends its projection goes
    /// to, and the swipe back's measured rule (position + 0.12 s × velocity past ½) is a release
    /// that looks ahead, the same decision through `SnapDrag` and `GestureRelease` alike.
    @Test func aReleaseDecidesByTheSnapOfItsProjectionDeceleratingOrLookingAhead() {
        let decelerating = GestureRelease(threshold: 0.4)
        let lookingAhead = InteractivePop.release
        #expect(lookingAhead.projection == .lookingAhead(seconds: 0.12) && lookingAhead.spring == InteractivePop.spring)
        #expect(abs(lookingAhead.projectedDistance(velocity: 1000) - 120) < 1e-9)
        #expect(abs(decelerating.projectedDistance(velocity: 1000) - Deceleration.projectedDistance(velocity: 1000)) < 1e-9)
        for progress in stride(from: -0.2, through: 1.2, by: 0.05) {
            for velocity in stride(from: -6.0, through: 6.0, by: 0.25) {
                for release in [decelerating, lookingAhead] {
                    let projected = release.projectedProgress(from: progress, velocity: velocity, span: 300)
                    #expect(release.finishes(from: progress, velocity: velocity, span: 300) == (projected > release.threshold))
                    let hold = SnapDrag(at: progress, snapPoints: [0, 1], range: 0...1, pointsPerUnit: 300)
                    let snap = hold.snapPoint(from: progress, velocity: velocity * 300, using: release)
                    #expect((snap == 1) == release.finishes(from: progress, velocity: velocity, span: 300))
                }
                let measured = progress + 0.12 * velocity > 0.5
                let margin = abs(progress + 0.12 * velocity - 0.5)
                if margin > 1e-9 { #expect(InteractivePop.pops(progress: progress, velocity: velocity) == measured) }
            }
        }
    }
}
