import Foundation
import Testing

@testable import Motion

/// Springs against the closed form in every regime, with velocities of both signs.
struct SpringTests {
    /// Integrates m·x″ = −k(x − 1) − c·x′ with classical RK4 at a tiny step: an independent check
    /// of the closed form (the engine itself never integrates).
    static func integrate(_ spring: Spring, v0: Double, until t: Double, step: Double = 1e-5) -> (x: Double, v: Double) {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * (x - 1) - spring.damping * v) / spring.mass
        }
        var x = 0.0
        var v = v0
        var time = 0.0
        while time < t - 1e-15 {
            let h = min(step, t - time)
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += h
        }
        return (x, v)
    }

    static let regimes: [(String, Spring)] = [
        ("under-damped ζ0.5", Spring(dampingRatio: 0.5, response: 0.5)!),
        ("under-damped ζ0.8", Spring(dampingRatio: 0.8, response: 0.3)!),
        ("critical ζ1", Spring(dampingRatio: 1, response: 0.8)!),
        ("over-damped ζ1.5", Spring(mass: 2, stiffness: 50, damping: 30)!),
    ]

    @Test(arguments: [-4.0, 0.0, 3.0])
    func closedFormMatchesIntegrationInEveryRegime(v0: Double) {
        for (name, spring) in Self.regimes {
            let motion = spring.motion(initialVelocity: v0)
            #expect(motion.value(at: 0) == 0)
            #expect(abs(motion.velocity(at: 0) - v0) < 1e-12, "\(name): starts at v0")
            for t in [0.01, 0.05, 0.1, 0.2, 0.37, 0.8] {
                let reference = Self.integrate(spring, v0: v0, until: t)
                #expect(abs(motion.value(at: t) - reference.x) < 1e-8, "\(name) v0 \(v0) x(\(t))")
                #expect(abs(motion.velocity(at: t) - reference.v) < 1e-6, "\(name) v0 \(v0) v(\(t))")
            }
        }
    }

    @Test func responseFormMapsToStiffnessAndDamping() throws {
        let card = try #require(Spring(dampingRatio: 0.8, response: 0.3))
        #expect(abs(card.stiffness - 438.6490844929) < 1e-9)
        #expect(abs(card.damping - 33.5103216383) < 1e-9)
        #expect(abs(card.naturalFrequency - 20.9439510239) < 1e-9)
        #expect(abs(card.dampingRatio - 0.8) < 1e-12)
        let critical = try #require(Spring(dampingRatio: 1, response: 0.8))
        #expect(abs(critical.stiffness - 61.6850275068) < 1e-9)
        #expect(abs(critical.damping - 15.7079632679) < 1e-9)
    }

    /// iOS 17's spring of duration and bounce: the response form at the duration, damped by
    /// 1 − bounce, or 1/(1 + bounce) below 0; its bounce reads back.
    @Test(arguments: [(0.0, 1.0), (0.3, 0.7), (1.0, 0.0), (-0.5, 2.0), (-3.0, 100.0)])
    func aSpringOfDurationAndBounceIsTheResponseForm(bounce: Double, dampingRatio: Double) throws {
        let spring = Spring(duration: 0.4, bounce: bounce)
        let expected = try #require(Spring(dampingRatio: dampingRatio, response: 0.4))
        #expect(abs(spring.stiffness - expected.stiffness) < 1e-9 && abs(spring.damping - expected.damping) < 1e-9)
        #expect(abs(spring.bounce - max(bounce, -0.99)) < 1e-9, "the bounce clamped to −0.99 reads back")
        #expect(abs(spring.response - 0.4) < 1e-12)
    }

    @Test func aSpringOfNoUsableDurationOrBounceTakesTheDefaults() {
        #expect(Spring(duration: .nan, bounce: .infinity) == Spring(duration: 0.5, bounce: 0))
        #expect(Spring(duration: -1, bounce: 0.2) == Spring(duration: 0.5, bounce: 0.2))
        #expect(Spring(duration: 0.5, bounce: 7) == Spring(duration: 0.5, bounce: 1))
        // Durations whose stiffness would not be a number are clamped, not a trap.
        #expect(Spring(duration: 1e-200, bounce: 0) == Spring(duration: 1e-6, bounce: 0))
        #expect(Spring(duration: 1e200, bounce: 0.3) == Spring(duration: 1e6, bounce: 0.3))
        #expect(Spring(duration: 1e200, bounce: 0.3).stiffness > 0)
    }

    @Test func underDampedOvershootsAndCriticalOrOverDampedDoNot() {
        let times = stride(from: 0.0, through: 5, by: 0.001)
        let under = Spring(dampingRatio: 0.5, response: 0.5)!.motion()
        #expect(times.map(under.value(at:)).max()! > 1.1, "ζ 0.5 overshoots by about e^{−πζ/√(1−ζ²)} ≈ 16%")
        for spring in [Spring(dampingRatio: 1, response: 0.5)!, Spring(dampingRatio: 2, response: 0.5)!] {
            let motion = spring.motion()
            let values = times.map(motion.value(at:))
            #expect(values.max()! <= 1, "ζ \(spring.dampingRatio) never passes the target")
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "and approaches it monotonically")
        }
    }

    @Test func overshootOfAnUnderDampedSpringMatchesTheTextbook() {
        let zeta = 0.5
        let motion = Spring(dampingRatio: zeta, response: 1)!.motion()
        let peak = stride(from: 0.0, through: 2, by: 1e-5).map(motion.value(at:)).max()!
        #expect(abs((peak - 1) - exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())) < 1e-6)
    }

    @Test func negativeInitialVelocityFirstMovesAwayFromTheTarget() {
        let motion = Spring(dampingRatio: 1, response: 0.5)!.motion(initialVelocity: -5)
        #expect(motion.value(at: 0.02) < 0)
        #expect(abs(motion.value(at: 3) - 1) < 1e-6)
    }

    /// Core Animation's two published figures (`CASpringAnimation.settlingDuration`, mass 1,
    /// stiffness 100): damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over
    /// 1 second". The threshold is fitted to the first; the second is a check of the rule.
    @Test func coreAnimationsPublishedSettlingDurations() throws {
        let five = try #require(Spring(mass: 1, stiffness: 100, damping: 5)).settlingDuration()
        let fifteen = try #require(Spring(mass: 1, stiffness: 100, damping: 15)).settlingDuration()
        #expect(abs(five - 2.85) < 1e-9, "\(five)")
        #expect(fifteen > 1.0 && fifteen < 1.01, "just over 1 second: \(fifteen)")
    }

    /// Under-damped from rest, the envelope is the amplitude √(1 + B²) = 1/√(1 − ζ²) times
    /// e^{−ζω₀t}: it falls to ε at ln(1/(ε√(1 − ζ²)))/(ζω₀).
    @Test func underDampedFromRestSettlesWhereTheAmplitudeEnvelopeMeetsTheThreshold() throws {
        let springs = [
            try #require(Spring(mass: 1, stiffness: 100, damping: 10)),
            try #require(Spring(dampingRatio: 0.8, response: 0.3)),
            try #require(Spring(dampingRatio: 0.5, response: 0.5)),
            try #require(Spring(dampingRatio: 0.1, response: 1)),
        ]
        for spring in springs {
            let zeta = spring.dampingRatio
            let expected =
                log(1 / (Spring.settlingThreshold * (1 - zeta * zeta).squareRoot())) / (zeta * spring.naturalFrequency)
            #expect(abs(spring.settlingDuration() - expected) < 1e-9, "\(spring): \(spring.settlingDuration()), \(expected)")
        }
    }

    /// Critically damped, u = e^{−ω₀t}(−1 + Bt): the envelope (1 + |B|t)e^{−ω₀t} meets ε at the
    /// settling duration.
    @Test(arguments: [-6.0, 0.0, 2.0, 12.0])
    func criticallyDampedSettlesWhereItsEnvelopeMeetsTheThreshold(v0: Double) throws {
        let spring = try #require(Spring(dampingRatio: 1, response: 0.8))
        let omega = spring.naturalFrequency
        let settling = spring.settlingDuration(initialVelocity: v0)
        let envelope = (1 + abs(v0 - omega) * settling) * exp(-omega * settling)
        #expect(abs(envelope - Spring.settlingThreshold) < 1e-12, "v0 \(v0): \(envelope) at \(settling)")
    }

    /// The envelope bounds the motion: from the settling duration on, the displacement stays
    /// within the threshold, in every regime and with any initial velocity.
    @Test(arguments: [-6.0, 0.0, 2.0, 12.0])
    func afterTheSettlingDurationTheMotionStaysWithinTheThreshold(v0: Double) {
        for (name, spring) in Self.regimes {
            let motion = spring.motion(initialVelocity: v0)
            let settling = motion.settlingDuration
            #expect(settling.isFinite && settling > 0)
            let later = stride(from: settling, through: settling + 3, by: 0.0005)
            #expect(
                later.allSatisfy { abs(motion.displacement(at: $0)) <= Spring.settlingThreshold },
                "\(name) v0 \(v0): stays within the threshold after \(settling)")
            // An estimate, not a last exit, but not a loose one: the motion leaves the band of
            // four thresholds no more than a third of the settling duration before it.
            let earlier = stride(from: settling * 2 / 3, through: settling, by: 0.0005)
            #expect(
                earlier.contains { abs(motion.displacement(at: $0)) > Spring.settlingThreshold / 4 },
                "\(name) v0 \(v0): still moving in the last third before \(settling)")
            #expect(motion.isDone(at: settling) && !motion.isDone(at: settling - 0.01))
        }
    }

    /// Through critical damping the estimate does not jump, as the amplitude √(1 + B²) alone
    /// would (it grows without limit as ω_d → 0): ζ = 1 ± 10⁻⁶ settle within 10⁻⁵ s of ζ = 1.
    @Test(arguments: [-6.0, 0.0, 2.0, 12.0])
    func theSettlingDurationIsContinuousThroughCriticalDamping(v0: Double) throws {
        func settling(_ zeta: Double) -> Double {
            Spring(dampingRatio: zeta, response: 0.5)!.settlingDuration(initialVelocity: v0)
        }
        let critical = settling(1)
        #expect(abs(settling(1 - 1e-6) - critical) < 1e-5, "v0 \(v0): \(settling(1 - 1e-6)) below, \(critical) at 1")
        #expect(abs(settling(1 + 1e-6) - critical) < 1e-5, "v0 \(v0): \(settling(1 + 1e-6)) above, \(critical) at 1")
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0)!.settlingDuration() == .infinity)
    }

    @Test(arguments: [(0.5, 0.7, 0.5), (0.5, 0.7, 1.3), (0.8, 0.0, 0.3), (1.0, -2.0, 0.8), (2.0, 5.0, 0.6)])
    func fittedSpringSettlesAtTheDuration(zeta: Double, v0: Double, duration: Double) throws {
        let spring = try #require(Spring.fitted(dampingRatio: zeta, initialVelocity: v0, duration: duration))
        #expect(abs(spring.dampingRatio - zeta) < 1e-9)
        #expect(spring.mass == 1)
        let settling = spring.settlingDuration(initialVelocity: v0)
        #expect(settling <= duration + 1e-9)
        #expect(settling > duration * 0.999, "settles at the duration, not before: \(settling) for \(duration)")
    }

    @Test func invalidParametersAreRefused() {
        #expect(Spring(mass: 0, stiffness: 1, damping: 1) == nil)
        #expect(Spring(mass: 1, stiffness: -1, damping: 1) == nil)
        #expect(Spring(mass: 1, stiffness: 1, damping: -0.1) == nil)
        #expect(Spring(mass: .nan, stiffness: 1, damping: 1) == nil)
        #expect(Spring(dampingRatio: 0.5, response: 0) == nil)
        #expect(Spring.fitted(dampingRatio: 0, initialVelocity: 0, duration: 1) == nil)
        #expect(Spring.fitted(dampingRatio: 0.5, initialVelocity: 0, duration: -1) == nil)
    }
}
