// The timing curves the port tests check positions against, solved here by bisection rather
// than by Motion's own curve, so that a mistake in Motion's cannot hide in both.

/// The cubic Bézier from (0, 0) to (1, 1) through (x1, y1) and (x2, y2) at time fraction
/// `time`: its x solved by bisection, then its y.
func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at time: Double) -> Double {
    func point(_ a: Double, _ b: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if point(x1, x2, mid) < time { low = mid } else { high = mid }
    }
    return point(y1, y2, (low + high) / 2)
}

/// UIKit's ease-in, (0.42, 0, 1, 1).
func easeIn(_ time: Double) -> Double { cubicBezier(0.42, 0, 1, 1, at: time) }
/// UIKit's ease-out, (0, 0, 0.58, 1).
func easeOut(_ time: Double) -> Double { cubicBezier(0, 0, 0.58, 1, at: time) }
/// UIKit's ease-in-out, (0.42, 0, 0.58, 1).
func easeInOut(_ time: Double) -> Double { cubicBezier(0.42, 0, 0.58, 1, at: time) }
