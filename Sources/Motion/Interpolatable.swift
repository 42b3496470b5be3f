import Glibc

/// A value an animator can move between two ends.
///
/// `fraction` is the animation's progress: 0 gives `from`, 1 gives `to`, and values outside
/// 0...1 (a spring's overshoot) extrapolate along the same line.
public nonisolated protocol Interpolatable {
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

nonisolated extension Double: Interpolatable {
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        from + (to - from) * fraction
    }
}

/// An angle, in radians; positive turns clockwise on ViewKit's y-down screen.
///
/// As a plain `Interpolatable` value, an angle turns through every degree between its ends
/// (−360° to 0° is a full turn). `interpolateAsTransform` interpolates the way a rotation
/// transform does on iOS instead, where only the orientation survives.
public nonisolated struct Angle: Hashable, Sendable, Interpolatable, Comparable {
    public var radians: Double

    /// Creates an angle from radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }

    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public static func interpolate(from: Angle, to: Angle, fraction: Double) -> Angle {
        Angle(radians: Double.interpolate(from: from.radians, to: to.radians, fraction: fraction))
    }

    /// The same orientation folded into (−180°, 180°].
    public var normalized: Angle {
        var r = radians.truncatingRemainder(dividingBy: 2 * .pi)
        if r <= -.pi { r += 2 * .pi } else if r > .pi { r -= 2 * .pi }
        return Angle(radians: r)
    }

    /// Interpolates as a rotation *transform* does: both ends are reduced to an orientation in
    /// (−180°, 180°] (a matrix cannot remember whole turns, so −270° is +90° and −360° is 0°),
    /// then the shorter way round is taken, as CSS's decomposed-matrix interpolation does.
    public static func interpolateAsTransform(from: Angle, to: Angle, fraction: Double) -> Angle {
        let start = from.normalized.radians
        var end = to.normalized.radians
        if end - start > .pi { end -= 2 * .pi } else if start - end > .pi { end += 2 * .pi }
        return Angle(radians: Double.interpolate(from: start, to: end, fraction: fraction))
    }
}
