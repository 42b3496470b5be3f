import Foundation
import Testing

@testable import Motion

struct KeyframeTests {
    static func frame(_ start: Double, _ duration: Double, _ degrees: Double) -> Keyframe<Angle> {
        Keyframe(relativeStartTime: start, relativeDuration: duration, value: Angle(degrees: degrees))!
    }

    /// The spin mode's pop: −270°, then 0–0.4 to −360°, 0.4–0.6 to +9°, 0.6–0.9 to −360°.
    static func spinPop(_ interpolation: KeyframeAnimation<Angle>.AngleInterpolation) -> KeyframeAnimation<Angle> {
        KeyframeAnimation(
            initialValue: Angle(degrees: -270),
            keyframes: [frame(0, 0.4, -360), frame(0.4, 0.2, 9), frame(0.6, 0.3, -360)],
            interpolation: interpolation)
    }

    @Test func valuesAtAndBetweenTheBoundaries() {
        let track = KeyframeAnimation(
            initialValue: 0.0,
            keyframes: [
                Keyframe(relativeStartTime: 0.2, relativeDuration: 0.2, value: 10.0)!,
                Keyframe(relativeStartTime: 0.6, relativeDuration: 0.2, value: -10.0)!,
            ])
        let expected: [(Double, Double)] = [
            (0, 0), (0.1, 0), (0.2, 0), (0.3, 5), (0.4, 10), (0.5, 10), (0.6, 10), (0.7, 0), (0.8, -10), (0.9, -10), (1, -10),
        ]
        for (t, value) in expected {
            #expect(abs(track.value(at: t) - value) < 1e-9, "at \(t)")
        }
        #expect(track.value(at: -1) == 0 && track.value(at: 2) == -10, "clamped outside 0...1")
    }

    @Test func aZeroLengthKeyframeJumps() {
        let track = KeyframeAnimation(initialValue: 1.0, keyframes: [Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: 7.0)!])
        #expect(track.value(at: 0.49) == 1 && track.value(at: 0.5) == 7)
    }

    @Test func spinPopAsTransformsSwingsDownFromNinetyDegrees() {
        let track = Self.spinPop(.transform)
        // Held values keep their given angle; as a transform only the orientation shows.
        let checks: [(Double, Double)] = [(0, 90), (0.2, 45), (0.4, 0), (0.5, 4.5), (0.6, 9), (0.75, 4.5), (0.9, 0), (1, 0)]
        for (t, degrees) in checks {
            let shown = track.value(at: t).normalized.degrees
            #expect(abs(shown - degrees) < 1e-9, "at \(t): \(shown)")
        }
    }

    @Test func spinPopAsPlainAnglesTurnsWholeTurns() {
        let track = Self.spinPop(.angle)
        let checks: [(Double, Double)] = [(0, -270), (0.2, -315), (0.4, -360), (0.5, -175.5), (0.6, 9), (0.75, -175.5), (1, -360)]
        for (t, degrees) in checks {
            #expect(abs(track.value(at: t).degrees - degrees) < 1e-9, "at \(t): \(track.value(at: t).degrees)")
        }
    }

    @Test func transformInterpolationTakesTheShorterWay() {
        let a = Angle(degrees: 170)
        let b = Angle(degrees: -170)
        #expect(abs(Angle.interpolateAsTransform(from: a, to: b, fraction: 0.5).normalized.degrees - 180) < 1e-9)
        #expect(abs(Angle(degrees: -270).normalized.degrees - 90) < 1e-12)
        #expect(abs(Angle(degrees: 540).normalized.degrees - 180) < 1e-12)
    }

    @Test func invalidKeyframesAreRefused() {
        #expect(Keyframe(relativeStartTime: 0.8, relativeDuration: 0.3, value: 1.0) == nil)
        #expect(Keyframe(relativeStartTime: -0.1, relativeDuration: 0.3, value: 1.0) == nil)
        #expect(Keyframe(relativeStartTime: 0.1, relativeDuration: .nan, value: 1.0) == nil)
    }
}
