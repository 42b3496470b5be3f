import Glibc

/// Where a flick comes to rest if it decelerates the way UIScrollView does: the velocity keeps a
/// fixed share of itself every millisecond (0.998 normally, 0.99 fast).
public nonisolated enum Deceleration {
    /// UIScrollView.DecelerationRate.normal, per millisecond.
    public static let normal = 0.998
    /// UIScrollView.DecelerationRate.fast, per millisecond.
    public static let fast = 0.99

    /// The distance covered from `velocity` (points per second) until rest:
    /// Σ (v/1000)·rᵏ for k ≥ 1 = (v/1000)·r/(1 − r), in points, with the velocity's sign.
    public static func projectedDistance(velocity: Double, rate: Double = normal) -> Double {
        guard velocity.isFinite, rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Where a release at `position` with `velocity` (points per second) comes to rest.
    public static func restingPosition(from position: Double, velocity: Double, rate: Double = normal) -> Double {
        position + projectedDistance(velocity: velocity, rate: rate)
    }
}

/// Resistance past a limit, as UIScrollView's edge and Material Motion's rubber band:
/// an overshoot x over a dimension d shows as (1 − 1/(x·c/d + 1))·d, which starts at slope c
/// and never reaches d.
public nonisolated enum RubberBand {
    /// UIScrollView's coefficient.
    public static let coefficient = 0.55

    /// The visible offset for an overshoot of `offset` points past the limit (sign preserved).
    public static func offset(_ offset: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        guard dimension > 0, offset.isFinite else { return 0 }
        let magnitude = (1 - 1 / (abs(offset) * coefficient / dimension + 1)) * dimension
        return offset < 0 ? -magnitude : magnitude
    }

    /// The overshoot that shows as `offset` (sign preserved): the inverse of `offset(_:dimension:)`,
    /// x = (d/c)·(1/(1 − |y|/d) − 1). A visible offset of the whole dimension or more has no
    /// overshoot behind it; it is taken as just under the dimension. A drag that catches a
    /// rubber-banded view starts from here, so the band is not applied twice.
    public static func overshoot(forOffset offset: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        guard dimension > 0, offset.isFinite, coefficient > 0 else { return 0 }
        let share = min(abs(offset) / dimension, 1 - 1e-9)
        let magnitude = dimension / coefficient * (1 / (1 - share) - 1)
        return offset < 0 ? -magnitude : magnitude
    }

    /// `value` itself inside `range`; past either end, the end plus the rubber-banded overshoot.
    public static func clamp(
        _ value: Double, to range: ClosedRange<Double>, dimension: Double,
        coefficient: Double = coefficient
    ) -> Double {
        if value < range.lowerBound {
            return range.lowerBound + offset(value - range.lowerBound, dimension: dimension, coefficient: coefficient)
        }
        if value > range.upperBound {
            return range.upperBound + offset(value - range.upperBound, dimension: dimension, coefficient: coefficient)
        }
        return value
    }
}
