/// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as CSS's
/// `cubic-bezier()` and CAMediaTimingFunction define it.
///
/// For a time fraction x it finds the curve parameter s with x(s) = x to 1e-7 (Newton steps,
/// falling back to bisection where the slope is too flat), then returns y(s). The y control
/// points may leave 0...1 (overshooting curves); the x control points may not.
public nonisolated struct CubicBezier: TimingCurve, Hashable {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The precision the solution is guaranteed to, in time fraction (bisection stops here).
    public static let epsilon = 1e-7
    /// Newton's method converges quadratically, so it is run on to this, for a few steps more.
    static let newtonTolerance = 1e-13

    /// Creates the curve; returns nil unless x1 and x2 lie in 0...1 and all four are finite.
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else { return nil }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates a curve the caller knows to be valid (a constant): x1 and x2 in 0...1, all four
    /// finite; anything else is a programmer error and traps.
    public init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition(
            [x1, y1, x2, y2].allSatisfy(\.isFinite) && (0...1).contains(x1) && (0...1).contains(x2),
            "a cubic Bézier timing curve needs x1 and x2 in 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Progress equals time: (0, 0, 1, 1).
    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// Slow start and end, UIKit's default curve: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
    /// CSS `ease`, Core Animation's default timing function: (0.25, 0.1, 0.25, 1).
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)

    /// The curve's x at parameter s.
    public func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    /// The curve's y at parameter s.
    public func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The curve parameter s in 0...1 whose x is `x`, to within `epsilon`.
    public func parameter(forX x: Double) -> Double {
        let x = min(max(x, 0), 1)
        // Newton from s = x converges in a few steps for all but near-flat stretches.
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < Self.newtonTolerance { return s }
            let slope = derivativeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        // Bisection: x(s) is monotone on 0...1 because x1 and x2 lie in 0...1.
        var lo = 0.0
        var hi = 1.0
        s = x
        while hi - lo > Self.epsilon {
            let value = sampleX(s)
            if abs(value - x) < Self.epsilon { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return sampleY(parameter(forX: t))
    }

    public func slope(at t: Double) -> Double {
        let s = parameter(forX: min(max(t, 0), 1))
        let dx = derivativeX(s)
        let dy = derivativeY(s)
        if abs(dx) > 1e-9 { return dy / dx }
        // x stalls where a control point sits on an end point: take the limit (l'Hôpital).
        if abs(dy) > 1e-9 { return dy > 0 ? .infinity : -.infinity }
        let ddx = 6 * ax * s + 2 * bx
        let ddy = 6 * ay * s + 2 * by
        if abs(ddx) > 1e-9 { return ddy / ddx }
        return ax != 0 ? ay / ax : 1
    }
}
