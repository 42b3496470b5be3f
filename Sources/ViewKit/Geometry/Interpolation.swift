import Glibc
import Motion

// Geometry moves under a PropertyAnimator like any other value: component by component, with
// fractions outside 0...1 extrapolating (a spring's overshoot).

nonisolated extension Point: Interpolatable {
    public static func interpolate(from: Point, to: Point, fraction: Double) -> Point {
        Point(
            x: Double.interpolate(from: from.x, to: to.x, fraction: fraction),
            y: Double.interpolate(from: from.y, to: to.y, fraction: fraction))
    }
}

nonisolated extension Size: Interpolatable {
    public static func interpolate(from: Size, to: Size, fraction: Double) -> Size {
        Size(
            width: Double.interpolate(from: from.width, to: to.width, fraction: fraction),
            height: Double.interpolate(from: from.height, to: to.height, fraction: fraction))
    }
}

nonisolated extension Rect: Interpolatable {
    public static func interpolate(from: Rect, to: Rect, fraction: Double) -> Rect {
        Rect(
            origin: .interpolate(from: from.origin, to: to.origin, fraction: fraction),
            size: .interpolate(from: from.size, to: to.size, fraction: fraction))
    }
}

nonisolated extension Color: Interpolatable {
    /// Straight (non-premultiplied) sRGB components, each clamped to 0...1 after extrapolation.
    public static func interpolate(from: Color, to: Color, fraction: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { min(max(Double.interpolate(from: a, to: b, fraction: fraction), 0), 1) }
        return Color(
            red: mix(from.red, to.red), green: mix(from.green, to.green),
            blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
    }
}

nonisolated extension Transform2D: Interpolatable {
    /// The parts a 2-D affine transform decomposes into: scale, then shear, then rotation, then
    /// translation (the order CSS and Core Animation use to interpolate matrices).
    public nonisolated struct Decomposition: Equatable, Sendable {
        public var scaleX: Double, scaleY: Double
        /// x gains `shear`·y before the rotation.
        public var shear: Double
        public var rotation: Angle
        public var translation: Point
    }

    /// Splits the transform into scale, shear, rotation and translation; nil if it is singular
    /// (it then cannot be split; interpolation falls back to the matrix entries).
    public var decomposition: Decomposition? {
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 1e-12 else { return nil }
        let ux = a / scaleX
        let uy = b / scaleX
        // The second row is scaleY·(shear·u + u⊥), with u⊥ = (−uy, ux).
        let scaleY = -c * uy + d * ux
        guard abs(scaleY) > 1e-12 else { return nil }
        let shear = (c * ux + d * uy) / scaleY
        return Decomposition(
            scaleX: scaleX, scaleY: scaleY, shear: shear, rotation: Angle(radians: atan2(uy, ux)),
            translation: Point(x: tx, y: ty))
    }

    /// Recomposes scale · shear · rotation · translation.
    public init(_ parts: Decomposition) {
        self = Transform2D(a: parts.scaleX, b: 0, c: parts.scaleY * parts.shear, d: parts.scaleY, tx: 0, ty: 0)
            .concatenating(Transform2D(rotationAngle: parts.rotation.radians))
            .concatenating(Transform2D(translationX: parts.translation.x, y: parts.translation.y))
    }

    /// Interpolates the decomposed parts, turning the shorter way round, as a rotation transform
    /// animates on iOS; singular ends interpolate entry by entry.
    public static func interpolate(from: Transform2D, to: Transform2D, fraction: Double) -> Transform2D {
        guard let start = from.decomposition, let end = to.decomposition else {
            func mix(_ a: Double, _ b: Double) -> Double { Double.interpolate(from: a, to: b, fraction: fraction) }
            return Transform2D(
                a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c),
                d: mix(from.d, to.d), tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty))
        }
        func mix(_ a: Double, _ b: Double) -> Double { Double.interpolate(from: a, to: b, fraction: fraction) }
        return Transform2D(
            Decomposition(
                scaleX: mix(start.scaleX, end.scaleX), scaleY: mix(start.scaleY, end.scaleY),
                shear: mix(start.shear, end.shear),
                rotation: Angle.interpolateAsTransform(from: start.rotation, to: end.rotation, fraction: fraction),
                translation: .interpolate(from: start.translation, to: end.translation, fraction: fraction)))
    }
}
