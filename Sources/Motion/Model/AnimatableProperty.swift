/// A property's model value and the animations running on it: Core Animation's model and
/// presentation, for any `Animatable` value.
///
/// The *model* is what code set last, the end value; reading it never shows an animation. The
/// *presentation* is what is on screen: the model plus what is left of each change the running
/// animations make, `model + Σ offset · weight`. Each offset is the difference an animation
/// removes as it runs (old value − new value) and its weight goes from 1 to 0 with the animation's
/// progress (Core Animation's additive animations, UIKit's model since iOS 8). A property at rest
/// holds no offsets and allocates nothing.
///
/// A type makes a property of its own animatable by storing it as an `AnimatableProperty` and
/// setting it through `AnimationTransaction.set(_:of:to:driver:)`, as ViewKit's views do theirs.
///
/// While it animates, a property whose vector packs holds a place in the presentation store,
/// which sums what it shows for the renderer. Change it where it is stored: a copy changed while
/// the original animates would write into the same place.
@preconcurrency @MainActor public struct AnimatableProperty<Value: Animatable> {
    /// The value code set last: the end of every animation running on it.
    public internal(set) var model: Value { didSet { modelData = model.animatableData } }
    /// The model's vector as the offsets are added to it. A value whose vector is a decomposition
    /// (a transform's scale, rotation and translation) does not always decompose back into the
    /// vector it was composed from, so the vector is kept rather than read again from the model:
    /// a stop that moves the model by one animator's share leaves the others' sum as it was.
    @usableFromInline var modelData: Value.AnimatableData {
        didSet { if slot.exists { PresentationStore.shared.writeModel(slot) { modelData.pack(into: $0) } } }
    }
    /// The running changes, in the order they were made (the order they are summed in).
    @usableFromInline private(set) var offsets: [AnimationOffset<Value.AnimatableData>] = []
    /// Where the presentation store keeps the property while it animates, if its vector packs.
    @usableFromInline private(set) var slot = PresentationSlot.none

    /// Sets the model where a set changes nothing else (`AnimationTransaction.setsModelOnly`), as
    /// `AnimationTransaction.set` would, without its key path.
    package mutating func setModelOutsideAnimations(_ value: Value) { model = value }

    /// A property at rest at `value`.
    public init(_ value: Value) {
        model = value
        modelData = value.animatableData
    }

    /// Where the store keeps what shows of the property, in `PresentationStore.shownScalars`, while
    /// it animates through the store (nil at rest, or for a vector that does not pack).
    package var shownScalarOffset: Int? { slot.exists ? PresentationStore.shared.shownOffset(slot) : nil }

    /// Whether any animation is running on the property (the presentation may differ from the model).
    public var isAnimating: Bool { !offsets.isEmpty }

    /// What is on screen now: the model plus every running animation's offset at its weight.
    @inlinable public var presentation: Value {
        if offsets.isEmpty { return model }
        var value = model
        value.animatableData = presentationData
        return value
    }

    /// The presentation's vector: the model's plus every offset at its weight. While the store
    /// serves (a frame being drawn), it has summed them already.
    @inlinable var presentationData: Value.AnimatableData {
        if slot.exists, let shown = PresentationStore.shared.shownScalars(slot) {
            var data = modelData
            data.unpack(from: shown)
            return data
        }
        var data = modelData
        // Read in place by index, with no closure: under the main actor's isolation a closure
        // passed to `withUnsafeBufferPointer` checks the executor on every call.
        for index in offsets.indices { data = data + offsets[index].vector.scaled(by: offsets[index].weight()) }
        return data
    }

    /// How fast the presentation moves, in the value's units per second of animation time.
    public var presentationVelocity: Value.AnimatableData {
        var velocity = Value.AnimatableData.zero
        for offset in offsets { velocity = velocity + offset.vector.scaled(by: offset.weightVelocity()) }
        return velocity
    }

    /// Sets the model without animating and without touching running animations (they go on
    /// adding their offsets to the new model, as layout's writes during an animation should).
    public mutating func setModelWithoutAnimation(_ value: Value) { model = value }

    /// Ends every animation on the property and keeps what is on screen as the model: the stop
    /// that UIKit's `removeAllAnimations()` lacks (it jumps to the model).
    public mutating func stopAnimationsKeepingPresentation() {
        guard !offsets.isEmpty else { return }
        setModelData(presentationData)
        let animators = offsets.map(\.animator)
        removeAllOffsets()
        for animator in animators { animator.markSuperseded() }
    }

    /// `animator`'s share of what shows now, and its share at its start (progress 0).
    func share(of animator: PropertyAnimator) -> (now: Value.AnimatableData, atStart: Value.AnimatableData) {
        var now = Value.AnimatableData.zero
        var atStart = Value.AnimatableData.zero
        for offset in offsets where offset.animator === animator {
            now = now + offset.vector.scaled(by: offset.weight())
            atStart = atStart + offset.vector.scaled(by: offset.weighting.weightAtStart)
        }
        return (now, atStart)
    }

    /// Moves the model by `change` (no animation).
    mutating func add(_ change: Value.AnimatableData) {
        guard change != .zero else { return }
        setModelData(modelData + change)
    }

    /// Puts the model at the vector `data` (no animation).
    mutating func setModelData(_ data: Value.AnimatableData) {
        model.animatableData = data
        modelData = data  // after the model's own, which reads the vector back
    }

    /// Adds a running change: `vector` times the weight `weighting` gives on `animator`.
    mutating func addOffset(_ vector: Value.AnimatableData, animator: PropertyAnimator, weighting: OffsetWeighting) {
        var offset = AnimationOffset(vector: vector, animator: animator, weighting: weighting)
        if Value.AnimatableData.packedCount > 0 { offset.entry = enterInStore(offset) }
        offsets.append(offset)
    }

    mutating func removeAllOffsets() {
        if slot.exists { for offset in offsets { PresentationStore.shared.removeEntry(offset.entry) } }
        offsets.removeAll()
        slot = .none
    }

    mutating func removeOffsets(of animator: PropertyAnimator) {
        if slot.exists {
            for offset in offsets where offset.animator === animator { PresentationStore.shared.removeEntry(offset.entry) }
        }
        offsets.removeAll { $0.animator === animator }
        if offsets.isEmpty { slot = .none }
    }

    /// The store's entry for `offset`, in the property's slot. A property with no slot, or whose
    /// slot the store let go (an animator that ended on an owner it took for gone), gets a new
    /// one holding the model and every offset it keeps, so that the store sums what it sums.
    private mutating func enterInStore(_ offset: AnimationOffset<Value.AnimatableData>) -> PresentationEntry {
        let store = PresentationStore.shared
        if store.shownOffset(slot) == nil {
            let data = modelData
            slot = store.makeSlot(count: Value.AnimatableData.packedCount) { data.pack(into: $0) }
            for index in offsets.indices {
                let vector = offsets[index].vector
                offsets[index].entry = store.addEntry(
                    to: slot, animator: offsets[index].animator, weighting: offsets[index].weighting
                ) { vector.pack(into: $0) }
            }
        }
        return store.addEntry(to: slot, animator: offset.animator, weighting: offset.weighting) { offset.vector.pack(into: $0) }
    }
}

/// One running change of a property: `vector` times a weight that the animator's progress sets.
@usableFromInline struct AnimationOffset<Vector: VectorArithmetic> {
    @usableFromInline let vector: Vector
    @usableFromInline let animator: PropertyAnimator
    @usableFromInline let weighting: OffsetWeighting
    /// Its place in the presentation store, if its property has one.
    var entry = PresentationEntry.none

    @usableFromInline init(vector: Vector, animator: PropertyAnimator, weighting: OffsetWeighting) {
        self.vector = vector
        self.animator = animator
        self.weighting = weighting
    }

    @inlinable func weight() -> Double { weighting.weight(animator) }
    func weightVelocity() -> Double { weighting.weightVelocity(animator) }
}

/// How an offset's weight follows its animator: 1 when the change has not begun (the old value
/// shows), 0 when it is done (the model shows).
@usableFromInline enum OffsetWeighting: Equatable {
    /// What is left of a change made over the stretch `start ..< start + length` of the animator's
    /// progress: 1 − u with u = (progress − start) / length. A stretch that ends at 1 follows a
    /// spring's overshoot past it; an inner one (a keyframe) holds at both ends.
    case remaining(start: Double, length: Double)
    /// As `remaining`, with the smooth step 3u² − 2u³ (the value term of a cubic keyframe segment).
    case smoothRemaining(start: Double, length: Double)
    /// 1 until the animator's progress reaches `start`, then 0 (a discrete keyframe).
    case step(at: Double)
    /// The Hermite tangent bases over a stretch: u³ − 2u² + u leaving, u³ − u² arriving (cubic
    /// keyframes; the vector is the tangent times the stretch's length).
    case tangentLeaving(start: Double, length: Double)
    case tangentArriving(start: Double, length: Double)
    /// What is left of a change that starts at `start` of the animator's *time* fraction and runs
    /// the animator's curve over the rest (`addAnimations(_:delayFactor:)`).
    case delayed(start: Double, curve: Boxed<ResolvedCurve>)
    /// A spring's response to a unit velocity, B(t) = x₁(t) − x₀(t) seconds: the offset is the
    /// velocity an animation took over (points per second), carried by the new spring.
    case impulse(Boxed<(still: SpringMotion, moving: SpringMotion)>)

    @usableFromInline func weight(_ animator: PropertyAnimator) -> Double { weight(animator, driverTime: animator.driver.now) }

    /// The weight when the animator's driver's time is `driverTime`.
    func weight(_ animator: PropertyAnimator, driverTime: Double) -> Double {
        switch self {
        case .remaining(let start, let length):
            return 1 - Self.local(animator.progress(atDriverTime: driverTime), start, length)
        case .smoothRemaining(let start, let length):
            let u = Self.local(animator.progress(atDriverTime: driverTime), start, length)
            return 1 - u * u * (3 - 2 * u)
        case .step(let start):
            return animator.progress(atDriverTime: driverTime) < start ? 1 : 0
        case .tangentLeaving(let start, let length):
            let u = Self.local(animator.progress(atDriverTime: driverTime), start, length)
            return u * (u - 1) * (u - 1)
        case .tangentArriving(let start, let length):
            let u = Self.local(animator.progress(atDriverTime: driverTime), start, length)
            return u * u * (u - 1)
        case .delayed(let start, let curve):
            let u = Self.local(animator.timeFraction, start, 1 - start)
            return 1 - curve.value.progress(at: u)
        case .impulse(let springs):
            let t = animator.segmentSeconds
            return springs.value.moving.value(at: t) - springs.value.still.value(at: t)
        }
    }

    /// The weight at the animator's progress 0: the whole change for what is left of one, none
    /// for the tangent and velocity terms (they vanish at both ends of their stretch).
    var weightAtStart: Double {
        switch self {
        case .remaining, .smoothRemaining, .step, .delayed: return 1
        case .tangentLeaving, .tangentArriving, .impulse: return 0
        }
    }

    func weightVelocity(_ animator: PropertyAnimator) -> Double {
        switch self {
        case .remaining(let start, let length):
            guard Self.isInside(animator.progress, start, length) else { return 0 }
            return -animator.progressVelocity / (animator.progress > 1 ? 1 : length)
        case .smoothRemaining(let start, let length):
            guard Self.isInside(animator.progress, start, length) else { return 0 }
            let u = Self.local(animator.progress, start, length)
            return -6 * u * (1 - u) * animator.progressVelocity / length
        case .step:
            return 0
        case .tangentLeaving(let start, let length):
            guard Self.isInside(animator.progress, start, length) else { return 0 }
            let u = Self.local(animator.progress, start, length)
            return (3 * u * u - 4 * u + 1) * animator.progressVelocity / length
        case .tangentArriving(let start, let length):
            guard Self.isInside(animator.progress, start, length) else { return 0 }
            let u = Self.local(animator.progress, start, length)
            return (3 * u * u - 2 * u) * animator.progressVelocity / length
        case .delayed(let start, let curve):
            let (fraction, rate) = (animator.timeFraction, animator.timeFractionRate)
            guard Self.isInside(fraction, start, 1 - start) else { return 0 }
            return -curve.value.slope(at: Self.local(fraction, start, 1 - start)) * rate / (1 - start)
        case .impulse(let springs):
            guard animator.isAdvancing else { return 0 }
            let t = animator.segmentSeconds
            return springs.value.moving.velocity(at: t) - springs.value.still.velocity(at: t)
        }
    }

    /// u for `value` in the stretch: 0 before it; 1 after an inner stretch; unclamped past the end
    /// of a stretch that ends at 1 (a spring's overshoot). A stretch of no length is a jump.
    ///
    /// Past the end of a stretch that ends at 1, u grows as the progress does (1 + progress − 1),
    /// not scaled by the stretch: a change added late, over a short stretch, would otherwise
    /// multiply a spring's overshoot by a thousand.
    private static func local(_ value: Double, _ start: Double, _ length: Double) -> Double {
        guard length > 1e-12 else { return value >= start ? 1 : 0 }
        let u = (value - start) / length
        if u <= 0 { return 0 }
        if start + length < 1 - 1e-9 { return min(u, 1) }
        return value > 1 ? 1 + (value - 1) : u
    }

    private static func isInside(_ value: Double, _ start: Double, _ length: Double) -> Bool {
        guard length > 1e-12, value > start else { return false }
        return start + length >= 1 - 1e-9 || value < start + length
    }
}

/// A weighting's payload kept by reference, so that an offset stays a few words and reading the
/// presentation copies no curve or spring. Equal only to itself: the offsets of one block share it.
@usableFromInline nonisolated final class Boxed<Value>: Equatable {
    @usableFromInline let value: Value
    init(_ value: Value) { self.value = value }
    @usableFromInline static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs === rhs }
}
