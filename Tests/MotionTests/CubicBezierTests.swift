import Foundation
import Testing

@testable import Motion

struct CubicBezierTests {
    /// y at x by dense sampling of the Bernstein form B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³ and
    /// linear interpolation between samples: an independent derivation of the curve.
    static func sampledY(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double, samples: Int = 200_000) -> Double {
        func point(_ s: Double) -> (Double, Double) {
            let u = 1 - s
            return (
                3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s,
                3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
            )
        }
        var previous = point(0)
        for i in 1...samples {
            let current = point(Double(i) / Double(samples))
            if current.0 >= x {
                let span = current.0 - previous.0
                let w = span > 0 ? (x - previous.0) / span : 0
                return previous.1 + w * (current.1 - previous.1)
            }
            previous = current
        }
        return 1
    }

    static let curves: [(String, Double, Double, Double, Double)] = [
        ("easeIn", 0.42, 0, 1, 1), ("easeOut", 0, 0, 0.58, 1), ("easeInOut", 0.42, 0, 0.58, 1),
        ("ease", 0.25, 0.1, 0.25, 1), ("overshoot", 0.5, -0.5, 0.5, 1.5), ("steep", 1, 0, 0, 1),
    ]

    @Test func valuesMatchDenseSamplingOfTheParametricCurve() throws {
        for (name, x1, y1, x2, y2) in Self.curves {
            let curve = try #require(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
            for x in stride(from: 0.0, through: 1.0, by: 0.03125) {
                let expected = Self.sampledY(x1: x1, y1: y1, x2: x2, y2: y2, at: x)
                #expect(abs(curve.progress(at: x) - expected) < 2e-6, "\(name) at \(x)")
            }
        }
    }

    @Test func theParameterIsSolvedToWithinEpsilon() throws {
        for (name, x1, y1, x2, y2) in Self.curves {
            let curve = try #require(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
            for x in stride(from: 0.0, through: 1.0, by: 0.001) {
                #expect(abs(curve.sampleX(curve.parameter(forX: x)) - x) <= CubicBezier.epsilon, "\(name) at \(x)")
            }
        }
    }

    @Test func namedCurvesHaveTheirControlPoints() {
        let named: [(CubicBezier, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInOut, [0.42, 0, 0.58, 1]), (.ease, [0.25, 0.1, 0.25, 1]),
        ]
        for (curve, points) in named {
            #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
        }
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-12, "symmetric")
        #expect(abs(CubicBezier.linear.progress(at: 0.3) - 0.3) < 1e-12)
    }

    @Test func endsAreExactAndOutsideIsClamped() {
        for curve in [CubicBezier.ease, .easeIn, .easeOut] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
        }
    }

    @Test func slopeIsTheDerivative() throws {
        // "steep" has a vertical tangent at x = 0.5, where no finite difference converges.
        for (name, x1, y1, x2, y2) in Self.curves where name != "steep" {
            let curve = try #require(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let h = 1e-6
                let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) < 1e-4 * max(1, abs(numeric)), "\(name) at \(x)")
            }
        }
        #expect(abs(CubicBezier.easeOut.slope(at: 0) - 1 / 0.58) < 1e-9, "limit where x1 = y1 = 0")
        #expect(CubicBezier.easeIn.slope(at: 0) == 0)
    }

    @Test func xControlPointsOutsideTheUnitIntervalAreRefused() {
        #expect(CubicBezier(x1: -0.1, y1: 0, x2: 1, y2: 1) == nil)
        #expect(CubicBezier(x1: 0, y1: 0, x2: 1.2, y2: 1) == nil)
        #expect(CubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1) == nil)
        #expect(CubicBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3) != nil, "y may overshoot")
    }
}
