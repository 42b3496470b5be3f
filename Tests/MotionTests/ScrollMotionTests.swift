import Foundation
import Testing

@testable import Motion

/// `ScrollMotion` against UIScrollView's formulas: the projection, the exponential slowing, the
/// bounce that keeps the velocity at the edge, the spring back from a rubber band, a target.
struct ScrollMotionTests {
    static let open = -1e9...1e9

    /// WWDC 2018: a release at v comes to rest (v/1000)·r/(1 − r) further on.
    @Test(arguments: [Deceleration.normal, Deceleration.fast], [300.0, 2000.0, -6000.0])
    func aReleaseComesToRestAtTheProjection(rate: Double, velocity: Double) {
        let motion = ScrollMotion(position: 100, velocity: velocity, range: Self.open, rate: rate)
        let projected = velocity / 1000 * rate / (1 - rate)
        #expect(abs((motion.destination - 100) - projected) <= 0.01 * abs(projected), "\(motion.destination - 100) vs \(projected)")
        #expect(abs(motion.position(at: motion.duration - 1e-6) - motion.destination) <= ScrollMotion.restDistance + 1e-4)
        #expect(motion.position(at: motion.duration) == motion.destination && motion.velocity(at: motion.duration) == 0)
    }

    /// The velocity keeps the share r of itself every millisecond.
    @Test func theVelocityDecaysByTheRateEveryMillisecond() {
        let motion = ScrollMotion(position: 0, velocity: 3000, range: Self.open, rate: Deceleration.normal)
        #expect(abs(motion.velocity(at: 0.1) - 3000 * pow(0.998, 100)) < 1e-9)
        #expect(abs(motion.velocity(at: 0.25) / motion.velocity(at: 0.249) - 0.998) < 1e-9)
        #expect(abs(motion.position(at: 0.1) - 3000 * (pow(0.998, 100) - 1) / (1000 * log(0.998))) < 1e-9)
    }

    /// A path that crosses the edge bounces there at the velocity it had: position and speed are
    /// continuous at the crossing, it goes past, and it comes back to rest on the edge.
    @Test func aBounceKeepsTheVelocityAtTheEdge() {
        let motion = ScrollMotion(position: 900, velocity: 3000, range: 0...1000)
        #expect(motion.destination == 1000)
        var crossing = 0.0
        while motion.position(at: crossing) < 1000 { crossing += 1e-5 }
        let before = motion.velocity(at: crossing - 1e-5)
        let after = motion.velocity(at: crossing + 1e-5)
        #expect(before > 0 && abs(after - before) < 0.002 * before, "\(before) → \(after)")
        let peak = stride(from: crossing, to: motion.duration, by: 1.0 / 240).map(motion.position(at:)).max() ?? 0
        #expect(peak > 1010, "it goes past the edge: \(peak)")
        #expect(motion.position(at: motion.duration) == 1000)
        #expect(abs(motion.position(at: motion.duration - 1e-6) - 1000) <= ScrollMotion.restDistance)
    }

    @Test func withoutBouncesItStopsAtTheEdge() {
        let motion = ScrollMotion(position: 900, velocity: 3000, range: 0...1000, bounces: false)
        let positions = stride(from: 0, through: motion.duration + 0.1, by: 1.0 / 240).map(motion.position(at:))
        #expect(positions.allSatisfy { $0 <= 1000 } && positions.last == 1000)
    }

    /// A release while rubber-banded springs back to the edge, without passing it when still.
    @Test func aReleasePastTheEdgeSpringsBack() {
        let motion = ScrollMotion(position: -60, velocity: 0, range: 0...1000)
        let positions = stride(from: 0, through: motion.duration, by: 1.0 / 240).map(motion.position(at:))
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 } && positions.allSatisfy { $0 <= 0 })
        #expect(motion.destination == 0 && motion.position(at: motion.duration) == 0)
        // Critically damped at ω 10: (x₀ + ωx₀t)e^(−ωt).
        #expect(abs(motion.position(at: 0.1) - (-60 + 10 * -60 * 0.1) * exp(-1.0)) < 1e-9)
    }

    @Test func towardATargetLandsExactlyThere() {
        let decelerating = ScrollMotion.toward(1234, from: 200, velocity: 999)
        #expect(decelerating.destination == 1234)
        #expect(abs(decelerating.velocity(at: 0) - (1234 - 200) * -1000 * log(Deceleration.normal)) < 1e-6, "the velocity that lands there")
        let spring = ScrollMotion.toward(600, from: 520, velocity: 900, spring: 18)
        #expect(spring.destination == 600 && spring.velocity(at: 0) == 900, "a spring keeps the release's velocity")
        #expect(spring.position(at: spring.duration) == 600)
    }
}
