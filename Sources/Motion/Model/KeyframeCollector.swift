/// How a keyframe animation moves between its keyframes' values (CAKeyframeAnimation's
/// `calculationMode`, UIView's `KeyframeAnimationOptions.calculationMode…`).
public nonisolated enum KeyframeCalculationMode: Sendable {
    /// Straight from each value to the next over its keyframe's stretch (the default).
    case linear
    /// Each keyframe's value appears whole at its keyframe's start time and holds. (Core
    /// Animation holds each value from its key time; ours are the keyframes' start times, so a
    /// discrete keyframe lands where a linear one of no duration would.)
    case discrete
    /// At one speed over the whole animation: the key times are ignored and each change gets the
    /// share of the time its distance is of the whole path.
    case paced
    /// A Catmull-Rom spline through the values at the keyframes' end times (Kochanek–Bartels with
    /// tension, continuity and bias 0); the first and last tangents are one-sided differences.
    case cubic
}

/// Gathers what the keyframes of one keyframe animation set, property by property, and turns
/// each property's chain of values into offsets once the animation's block has run.
package final class KeyframeCollector {
    package init() {}

    private var tracks: [TrackKey: KeyframeTrack] = [:]
    private var order: [TrackKey] = []

    private struct TrackKey: Hashable {
        let owner: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    func record<Owner: AnyObject, Value: Animatable>(
        _ keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, of owner: Owner,
        from old: Value.AnimatableData, to value: Value, start: Double, length: Double, lifetime: AnimationLifetime?
    ) {
        let key = TrackKey(owner: ObjectIdentifier(owner), keyPath: keyPath)
        if let track = tracks[key] as? TypedKeyframeTrack<Owner, Value> {
            track.entries.append((start, length, value))
            return
        }
        let track = TypedKeyframeTrack(owner: owner, keyPath: keyPath, initial: old, lifetime: lifetime)
        track.entries.append((start, length, value))
        tracks[key] = track
        order.append(key)
    }

    /// Whether any keyframe changed anything.
    package var isEmpty: Bool { order.isEmpty }

    /// Adds every property's offsets to `animator` (whose progress runs the whole animation),
    /// in the order the properties were first set.
    package func install(on animator: PropertyAnimator, mode: KeyframeCalculationMode, driver: (AnyObject) -> AnimationDriver) {
        for key in order {
            guard let track = tracks[key] else { continue }
            if let owner = track.ownerObject {
                animator.bind(to: driver(owner))
                if let lifetime = track.ownerLifetime { animator.runInTimeSpace(of: owner, lifetime: lifetime) }
            }
            track.install(on: animator, mode: mode)
        }
        tracks.removeAll()
        order.removeAll()
    }
}

@MainActor class KeyframeTrack {
    init() {}
    var ownerObject: AnyObject? { nil }
    var ownerLifetime: AnimationLifetime? { nil }
    package func install(on animator: PropertyAnimator, mode: KeyframeCalculationMode) {}
}

/// One property's keyframes: its value before them and each keyframe's stretch and value.
@MainActor final class TypedKeyframeTrack<Owner: AnyObject, Value: Animatable>: KeyframeTrack {
    private let owner: Owner
    private let keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>
    /// The model's vector before the keyframes (the property's own, not the model read again).
    private let initial: Value.AnimatableData
    private let lifetime: AnimationLifetime?
    var entries: [(start: Double, length: Double, value: Value)] = []

    init(
        owner: Owner, keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, initial: Value.AnimatableData,
        lifetime: AnimationLifetime?
    ) {
        self.owner = owner
        self.lifetime = lifetime
        self.keyPath = keyPath
        self.initial = initial
    }

    override var ownerObject: AnyObject? { owner }
    override var ownerLifetime: AnimationLifetime? { lifetime }

    override func install(on animator: PropertyAnimator, mode: KeyframeCalculationMode) {
        guard !entries.isEmpty else { return }
        let values = [initial] + entries.map(\.value.animatableData)
        var offsets: [(vector: Value.AnimatableData, weighting: OffsetWeighting)] = []
        func add(_ vector: Value.AnimatableData, _ weighting: OffsetWeighting) { offsets.append((vector, weighting)) }
        switch mode {
        case .linear:
            for (index, entry) in entries.enumerated() {
                add(values[index] - values[index + 1], .remaining(start: entry.start, length: entry.length))
            }
        case .discrete:
            for (index, entry) in entries.enumerated() {
                add(values[index] - values[index + 1], .step(at: entry.start))
            }
        case .paced:
            let distances = entries.indices.map { ((values[$0 + 1] - values[$0]).magnitudeSquared).squareRoot() }
            let total = distances.reduce(0, +)
            var covered = 0.0
            for index in entries.indices {
                let share = total > 0 ? distances[index] / total : 0
                add(values[index] - values[index + 1], .remaining(start: covered, length: share))
                covered += share
            }
        case .cubic:
            // Knots: the initial value at the first keyframe's start, each value at its keyframe's end.
            let times = [entries[0].start] + entries.map { $0.start + $0.length }
            let n = values.count - 1
            func tangent(_ k: Int) -> Value.AnimatableData {
                let lo = max(k - 1, 0)
                let hi = min(k + 1, n)
                let span = times[hi] - times[lo]
                return span > 1e-12 ? (values[hi] - values[lo]).scaled(by: 1 / span) : .zero
            }
            for k in 1...n {
                let start = times[k - 1]
                let length = max(times[k] - start, 0)
                add(values[k - 1] - values[k], .smoothRemaining(start: start, length: length))
                add(tangent(k - 1).scaled(by: length), .tangentLeaving(start: start, length: length))
                add(tangent(k).scaled(by: length), .tangentArriving(start: start, length: length))
            }
        }
        for offset in offsets { owner[keyPath: keyPath].addOffset(offset.vector, animator: animator, weighting: offset.weighting) }
        animator.capture(PropertyCapture(owner: owner, keyPath: keyPath, lifetime: lifetime))
    }
}
