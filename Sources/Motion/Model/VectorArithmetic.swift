/// A value that animations add, subtract and scale: what Core Animation's additive animations
/// and SwiftUI's `VectorArithmetic` need of a property's value.
///
/// An animation of a property keeps the property's model value (its end) and adds *offsets* to
/// it: `presentation = model + Σ offset · weight(t)`. For that the value must form a vector
/// space: `zero`, `+`, `-` and scaling by a real number.
public nonisolated protocol VectorArithmetic: Equatable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The sum of the squared components: a distance for paced keyframes.
    var magnitudeSquared: Double { get }

    /// How many `Double`s the vector packs into, for the presentation store: 0 (the default)
    /// keeps an animated property of this type out of it, on its own slower sum. A type that
    /// packs must add, subtract and scale component by component on exactly those scalars.
    static var packedCount: Int { get }
    /// Writes the vector's `packedCount` scalars at `scalars`.
    func pack(into scalars: UnsafeMutablePointer<Double>)
    /// Reads the vector back from its `packedCount` scalars at `scalars`.
    mutating func unpack(from scalars: UnsafePointer<Double>)
}

/// A vector packs into nothing unless its type says how.
nonisolated extension VectorArithmetic {
    public static var packedCount: Int { 0 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) {}
    public mutating func unpack(from scalars: UnsafePointer<Double>) {}
}

/// A type whose values animate through a vector representation of them (SwiftUI's
/// `Animatable`): a transform animates its decomposed scale, rotation and translation, not its
/// matrix entries, so that a turn stays a turn half-way through.
public nonisolated protocol Animatable: Equatable {
    /// The vector the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as that vector; setting it gives the value back.
    var animatableData: AnimatableData { get set }
}

nonisolated extension Double: VectorArithmetic {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
    public static var packedCount: Int { 1 }
    public func pack(into scalars: UnsafeMutablePointer<Double>) { scalars[0] = self }
    public mutating func unpack(from scalars: UnsafePointer<Double>) { self = scalars[0] }
}

/// A vector animates as itself (SwiftUI's default for an animatable vector).
nonisolated extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

nonisolated extension Double: Animatable {}

/// Two vectors as one (SwiftUI's `AnimatablePair`): a type with two animatable parts.
public nonisolated struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic, Animatable {
    public var first: First
    public var second: Second

    /// Creates a pair.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public func scaled(by factor: Double) -> Self { Self(first.scaled(by: factor), second.scaled(by: factor)) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Both parts' scalars, the first's first; nothing unless both pack.
    public static var packedCount: Int {
        First.packedCount > 0 && Second.packedCount > 0 ? First.packedCount + Second.packedCount : 0
    }
    public func pack(into scalars: UnsafeMutablePointer<Double>) {
        first.pack(into: scalars)
        second.pack(into: scalars + First.packedCount)
    }
    public mutating func unpack(from scalars: UnsafePointer<Double>) {
        first.unpack(from: scalars)
        second.unpack(from: scalars + First.packedCount)
    }
}
