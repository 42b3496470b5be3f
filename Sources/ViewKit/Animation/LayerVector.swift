import Motion

/// What a layer animation runs through, as numbers: one (an opacity), two (a point, a size),
/// four (a rectangle, a colour) or six (a transform's parts), held in place and not on the heap,
/// so that evaluating an animation every frame allocates nothing. Arithmetic is component by
/// component over the longer of two vectors, the shorter read as zeros past its end: `zero`, of
/// no components, is the identity.
nonisolated struct LayerVector: RandomAccessCollection, MutableCollection, VectorArithmetic, CustomStringConvertible {
    private typealias Storage = InlineArray<6, Double>
    /// The most numbers a vector holds: a transform's parts.
    static let capacity = Storage.count

    private var storage = Storage(repeating: 0)
    private(set) var count = 0

    init() {}
    init(_ a: Double) { append(a) }
    init(_ a: Double, _ b: Double) {
        append(a)
        append(b)
    }
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        self.init(a, b)
        append(c)
        append(d)
    }
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        self.init(a, b, c, d)
        append(e)
        append(f)
    }
    /// The first `capacity` numbers of `numbers`.
    init(_ numbers: some Sequence<Double>) {
        for number in numbers.prefix(Self.capacity) { append(number) }
    }

    private mutating func append(_ number: Double) {
        precondition(count < Self.capacity, "a layer vector holds at most \(Self.capacity) numbers")
        count += 1
        self[count - 1] = number
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(index: Int) -> Double {
        get {
            precondition(index >= 0 && index < count, "component \(index) of \(count)")
            return storage[index]
        }
        set {
            precondition(index >= 0 && index < count, "component \(index) of \(count)")
            storage[index] = newValue
        }
    }

    /// The component at `index`, 0 past the end.
    private func component(_ index: Int) -> Double { index < count ? self[index] : 0 }

    /// Each component of the longer of `lhs` and `rhs` combined by `combine`.
    private static func combined(_ lhs: LayerVector, _ rhs: LayerVector, _ combine: (Double, Double) -> Double) -> LayerVector {
        var result = lhs.count >= rhs.count ? lhs : rhs
        for index in result.indices { result[index] = combine(lhs.component(index), rhs.component(index)) }
        return result
    }

    static func == (lhs: LayerVector, rhs: LayerVector) -> Bool { lhs.elementsEqual(rhs) }
    static var zero: LayerVector { LayerVector() }
    static func + (lhs: LayerVector, rhs: LayerVector) -> LayerVector { combined(lhs, rhs, +) }
    static func - (lhs: LayerVector, rhs: LayerVector) -> LayerVector { combined(lhs, rhs, -) }
    func scaled(by factor: Double) -> LayerVector {
        var result = self
        for index in indices { result[index] *= factor }
        return result
    }
    var magnitudeSquared: Double { reduce(0) { $0 + $1 * $1 } }

    /// `self` plus `other` times `factor`, component by component.
    func adding(_ other: LayerVector, scaledBy factor: Double) -> LayerVector { Self.combined(self, other) { $0 + $1 * factor } }

    /// The vector `fraction` of the way to `other`, exactly `other` at 1.
    func interpolated(to other: LayerVector, fraction: Double) -> LayerVector {
        Self.combined(self, other) { fraction == 1 ? $1 : $0 + ($1 - $0) * fraction }
    }

    var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}
