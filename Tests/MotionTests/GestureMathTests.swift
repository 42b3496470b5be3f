import Foundation
import Testing

@testable import Motion

struct GestureMathTests {
    @Test func projectionSumsTheDecayingVelocity() {
        // 1000 pt/s at 0.998/ms: 1 pt in the first ms, then 0.998 of it each ms after: 499 pt.
        #expect(abs(Deceleration.projectedDistance(velocity: 1000) - 499) < 1e-9)
        var sum = 0.0
        var perMillisecond = -2500.0 / 1000
        for _ in 0..<20_000 {
            perMillisecond *= Deceleration.fast
            sum += perMillisecond
        }
        #expect(abs(Deceleration.projectedDistance(velocity: -2500, rate: Deceleration.fast) - sum) < 1e-9)
        #expect(Deceleration.restingPosition(from: 100, velocity: 0) == 100)
    }

    @Test func rubberBandStartsAtTheCoefficientAndNeverReachesTheDimension() {
        let d = 400.0
        #expect(abs(RubberBand.offset(0.001, dimension: d) / 0.001 - 0.55) < 1e-5)
        #expect(RubberBand.offset(1e9, dimension: d) < d)
        #expect(abs(RubberBand.offset(400, dimension: d) - (1 - 1 / 1.55) * 400) < 1e-9)
        #expect(RubberBand.offset(-100, dimension: d) == -RubberBand.offset(100, dimension: d))
        #expect(RubberBand.clamp(50, to: 0...100, dimension: d) == 50)
        #expect(abs(RubberBand.clamp(150, to: 0...100, dimension: d) - (100 + RubberBand.offset(50, dimension: d))) < 1e-12)
        #expect(abs(RubberBand.clamp(-20, to: 0...100, dimension: d) - RubberBand.offset(-20, dimension: d)) < 1e-12)
    }

    @Test func rubberBandOvershootInvertsTheOffset() {
        let d = 400.0
        for x in [-900.0, -120, -0.5, 0, 0.25, 37, 400, 5000] {
            let y = RubberBand.offset(x, dimension: d)
            #expect(abs(RubberBand.overshoot(forOffset: y, dimension: d) - x) < 1e-9 * max(1, abs(x)), "round trip of \(x)")
        }
        #expect(RubberBand.overshoot(forOffset: d, dimension: d).isFinite, "no overshoot shows as the whole dimension")
    }
}
