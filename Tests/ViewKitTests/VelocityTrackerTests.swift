import Foundation
import Testing

@testable import ViewKit

struct VelocityTrackerTests {
    static func track(_ samples: [(Double, Double)]) -> VelocityTracker {
        var tracker = VelocityTracker()
        for (ms, x) in samples { tracker.addSample(time: ms / 1000, position: Point(x: x, y: -x / 2)) }
        return tracker
    }

    @Test func constantSpeedIsExact() {
        // 600 pt/s sampled every 16 ms.
        let tracker = Self.track((0..<12).map { (Double($0) * 16, Double($0) * 16 * 0.6) })
        let v = tracker.velocity()
        #expect(abs(v.x - 600) < 1e-6 && abs(v.y + 300) < 1e-6)
    }

    @Test func accelerationGivesTheSlopeAtTheNewestSample() {
        // x = 2000 t² (t in s): velocity 4000 t; at t = 0.176 s, 704 pt/s. A quadratic fits exactly.
        let tracker = Self.track(
            (0...11).map {
                let t = Double($0) * 16
                return (t, 2000 * (t / 1000) * (t / 1000))
            })
        #expect(abs(tracker.velocity().x - 4000 * 0.176) < 1e-6)
    }

    /// A pointer held still while it keeps reporting its place (a touch screen does) has exactly
    /// zero velocity: rules such as the card-drawer sample's `if yVelocity == 0` compare exactly.
    @Test func aPointerHeldStillHasExactlyZeroVelocity() {
        for place in [0.0, 1.0 / 3, 611.7, 4096.25] {
            var tracker = VelocityTracker()
            for frame in 0..<12 { tracker.addSample(time: 10 + Double(frame) / 60, position: Point(x: place, y: place * 1.7)) }
            #expect(tracker.velocity() == .zero, "held at \(place)")
        }
    }

    @Test func aStopBeforeReleaseGivesZero() {
        let tracker = Self.track((0..<10).map { (Double($0) * 16, Double($0) * 10) })
        #expect(tracker.velocity(at: 0.144 + 0.030).x > 0, "released 30 ms after the last move: still moving")
        #expect(tracker.velocity(at: 0.144 + 0.041) == .zero, "released 41 ms after the last move: stopped")
    }

    @Test func onlyTheLast100MillisecondsAndNoGapsCount() {
        // Slow for a long time, a 50 ms pause, then fast: only the fast samples after the gap count.
        var samples = (0..<10).map { (Double($0) * 16, Double($0) * 1.0) }
        let resume = 144.0 + 50
        samples += (0..<5).map { (resume + Double($0) * 10, 9 + Double($0) * 10) }  // 1000 pt/s
        #expect(abs(Self.track(samples).velocity().x - 1000) < 1e-6)
    }

    @Test func irregularTimesAndDuplicateTimestamps() {
        let times = [0.0, 7, 9, 23, 24, 41, 58, 59, 77]
        let tracker = Self.track(times.map { ($0, $0 * 0.25) })  // 250 pt/s
        #expect(abs(tracker.velocity().x - 250) < 1e-6)
        let duplicates = Self.track([(0, 0), (0, 0), (8, 2), (8, 2), (16, 4)])
        #expect(abs(duplicates.velocity().x - 250) < 1e-6)
        let allSame = Self.track([(5, 0), (5, 1), (5, 2)])
        #expect(allSame.velocity() == .zero, "no time passed: no velocity")
    }

    @Test func fewerThanThreeSamplesGiveZero() {
        #expect(Self.track([]).velocity() == .zero)
        #expect(Self.track([(0, 0), (16, 10)]).velocity() == .zero)
    }

    @Test func onlyTheLastTwentySamplesAreKept() {
        var samples = (0..<30).map { (Double($0) * 3, Double($0) * 3) }  // 1000 pt/s…
        samples[0] = (0, 5000)  // …with a wild first sample that has fallen out of the history
        #expect(abs(Self.track(samples).velocity().x - 1000) < 1e-6)
    }
}
