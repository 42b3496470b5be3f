import Glibc
import Motion

// What a view's animatable properties animate: geometry and colour as vectors (component by
// component), a transform through its decomposition, so that a rotation stays a rotation and a
// scale a scale half-way through (as Core Animation interpolates transforms).

nonisolated extension Point: VectorArithmetic, Animatable {
    public func scaled(by factor: Double) -> Point { self * factor }
    public var magnitudeSquared: Double { x * x + y * y }
    public static var packedCount: Int { 2 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) { (scalars[0], scalars[1]) = (x, y) }
    public mutating func unpack(from scalars: UnsafePointer<Double>) { (x, y) = (scalars[0], scalars[1]) }
}

nonisolated extension Size: VectorArithmetic, Animatable {
    /// Component-wise sum.
    public static func + (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }
    /// Component-wise difference.
    public static func - (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }
    public func scaled(by factor: Double) -> Size { self * factor }
    public var magnitudeSquared: Double { width * width + height * height }
    public static var packedCount: Int { 2 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) { (scalars[0], scalars[1]) = (width, height) }
    public mutating func unpack(from scalars: UnsafePointer<Double>) { (width, height) = (scalars[0], scalars[1]) }
}

/// A rectangle animates its origin and its size apart (Core Animation splits bounds the same
/// way, since a size must not go negative by way of its origin).
nonisolated extension Rect: VectorArithmetic, Animatable {
    /// Origins and sizes summed.
    public static func + (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size) }
    /// Origins and sizes subtracted.
    public static func - (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size) }
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin * factor, size: size * factor) }
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
    public static var packedCount: Int { 4 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) {
        origin.pack(into: scalars)
        size.pack(into: scalars + 2)
    }
    public mutating func unpack(from scalars: UnsafePointer<Double>) {
        origin.unpack(from: scalars)
        size.unpack(from: scalars + 2)
    }
}

/// Straight (not premultiplied) sRGB components, as UIKit interpolates colours.
nonisolated extension Color: VectorArithmetic, Animatable {
    public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }
    /// Component-wise sum.
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }
    /// Component-wise difference.
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }
    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
    public static var packedCount: Int { 4 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) {
        (scalars[0], scalars[1], scalars[2], scalars[3]) = (red, green, blue, alpha)
    }
    public mutating func unpack(from scalars: UnsafePointer<Double>) {
        self = Color(red: scalars[0], green: scalars[1], blue: scalars[2], alpha: scalars[3])
    }
}

/// A transform taken apart into what animates well: a translation, a rotation, two scales and a
/// shear. The matrix rows are (a, b) = scaleX·(cos θ, sin θ) and (c, d) = shear·(cos θ, sin θ) +
/// scaleY·(−sin θ, cos θ); a negative determinant is a negative `scaleY`.
public nonisolated struct TransformComponents: VectorArithmetic, Sendable {
    public var translationX: Double, translationY: Double
    /// Radians, in (−π, π] for a decomposed transform.
    public var rotation: Double
    public var scaleX: Double, scaleY: Double
    public var shear: Double

    /// Creates components.
    public init(translationX: Double, translationY: Double, rotation: Double, scaleX: Double, scaleY: Double, shear: Double) {
        self.translationX = translationX
        self.translationY = translationY
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// The components of `transform`.
    public init(_ transform: Transform2D) {
        let scaleX = hypot(transform.a, transform.b)
        let rotation = scaleX > 0 ? atan2(transform.b, transform.a) : 0
        let (cosine, sine) = (cos(rotation), sin(rotation))
        let shear = transform.c * cosine + transform.d * sine
        let scaleY = -transform.c * sine + transform.d * cosine
        self.init(
            translationX: transform.tx, translationY: transform.ty, rotation: rotation,
            scaleX: scaleX, scaleY: scaleY, shear: shear)
    }

    /// The transform the components make.
    public var transform: Transform2D {
        let (cosine, sine) = (cos(rotation), sin(rotation))
        return Transform2D(
            a: scaleX * cosine, b: scaleX * sine,
            c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
            tx: translationX, ty: translationY)
    }

    public static var zero: TransformComponents {
        TransformComponents(translationX: 0, translationY: 0, rotation: 0, scaleX: 0, scaleY: 0, shear: 0)
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            translationX: lhs.translationX + rhs.translationX, translationY: lhs.translationY + rhs.translationY,
            rotation: lhs.rotation + rhs.rotation, scaleX: lhs.scaleX + rhs.scaleX, scaleY: lhs.scaleY + rhs.scaleY,
            shear: lhs.shear + rhs.shear)
    }

    /// The difference, with the turn taken the shorter way round (a matrix keeps no whole turns,
    /// so −270° to 0° turns through 90°, as on iOS).
    public static func - (lhs: Self, rhs: Self) -> Self {
        var turn = (lhs.rotation - rhs.rotation).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        return Self(
            translationX: lhs.translationX - rhs.translationX, translationY: lhs.translationY - rhs.translationY,
            rotation: turn, scaleX: lhs.scaleX - rhs.scaleX, scaleY: lhs.scaleY - rhs.scaleY, shear: lhs.shear - rhs.shear)
    }

    public func scaled(by factor: Double) -> Self {
        Self(
            translationX: translationX * factor, translationY: translationY * factor, rotation: rotation * factor,
            scaleX: scaleX * factor, scaleY: scaleY * factor, shear: shear * factor)
    }

    public var magnitudeSquared: Double {
        translationX * translationX + translationY * translationY + rotation * rotation + scaleX * scaleX
            + scaleY * scaleY + shear * shear
    }

    /// The sum is component by component (the shorter turn is the difference's), so it packs.
    public static var packedCount: Int { 6 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) {
        (scalars[0], scalars[1], scalars[2]) = (translationX, translationY, rotation)
        (scalars[3], scalars[4], scalars[5]) = (scaleX, scaleY, shear)
    }
    public mutating func unpack(from scalars: UnsafePointer<Double>) {
        (translationX, translationY, rotation) = (scalars[0], scalars[1], scalars[2])
        (scaleX, scaleY, shear) = (scalars[3], scalars[4], scalars[5])
    }
}

nonisolated extension Transform2D: Animatable {
    public var animatableData: TransformComponents {
        get { TransformComponents(self) }
        set { self = newValue.transform }
    }
}

/// A shadow animates its colour, radius and offset; no shadow animates as a clear one of no
/// radius at no offset.
nonisolated extension Optional: Animatable where Wrapped == Shadow {
    public var animatableData: AnimatablePair<Color, AnimatablePair<Double, Point>> {
        get {
            let shadow = self ?? Shadow(color: .clear, radius: 0, offset: .zero)
            return AnimatablePair(shadow.color, AnimatablePair(shadow.radius, shadow.offset))
        }
        set { self = Shadow(color: newValue.first, radius: newValue.second.first, offset: newValue.second.second) }
    }
}
