/// One keyframe: the value to reach, and when, as fractions of the whole animation's duration
/// (UIView's `addKeyframe(withRelativeStartTime:relativeDuration:)`).
public nonisolated struct Keyframe<Value>: Sendable where Value: Sendable {
    /// When the keyframe starts moving, in 0...1 of the total duration.
    public let relativeStartTime: Double
    /// How long it moves, in 0...1 of the total duration; 0 jumps to the value at the start time.
    public let relativeDuration: Double
    /// The value at the end of the keyframe.
    public let value: Value

    /// Creates a keyframe; nil unless start and duration are finite, non-negative, and end by 1.
    public init?(relativeStartTime: Double, relativeDuration: Double, value: Value) {
        guard relativeStartTime.isFinite, relativeDuration.isFinite, relativeStartTime >= 0, relativeDuration >= 0,
            relativeStartTime + relativeDuration <= 1 + 1e-12
        else { return nil }
        self.relativeStartTime = relativeStartTime
        self.relativeDuration = relativeDuration
        self.value = value
    }

    /// A keyframe the caller knows to be valid (a constant); anything else is a programmer error
    /// and traps.
    public init(validRelativeStartTime relativeStartTime: Double, relativeDuration: Double, value: Value) {
        guard let keyframe = Keyframe(relativeStartTime: relativeStartTime, relativeDuration: relativeDuration, value: value) else {
            preconditionFailure("a keyframe must start at or after 0 and end by 1")
        }
        self = keyframe
    }

    var relativeEndTime: Double { relativeStartTime + relativeDuration }
}

/// A value moved through keyframes: each keyframe runs linearly from the value left by the one
/// before (or the initial value) to its own, over its own stretch of time; between keyframes and
/// after the last one the value holds.
public nonisolated struct KeyframeAnimation<Value: Sendable>: Sendable {
    /// The value before the first keyframe starts.
    public let initialValue: Value
    /// The keyframes, ordered by start time.
    public let keyframes: [Keyframe<Value>]
    private let interpolate: @Sendable (Value, Value, Double) -> Value

    /// Creates a track with an explicit interpolation (from, to, fraction in 0...1).
    public init(
        initialValue: Value, keyframes: [Keyframe<Value>],
        interpolation: @escaping @Sendable (Value, Value, Double) -> Value
    ) {
        self.initialValue = initialValue
        // A stable sort keeps keyframes that share a start time in the order given.
        self.keyframes = keyframes.enumerated()
            .sorted { ($0.element.relativeStartTime, $0.offset) < ($1.element.relativeStartTime, $1.offset) }
            .map(\.element)
        self.interpolate = interpolation
    }

    /// The value at `fraction` (0...1, clamped) of the total duration.
    public func value(at fraction: Double) -> Value {
        let t = min(max(fraction, 0), 1)
        var current = initialValue
        for keyframe in keyframes {
            if t < keyframe.relativeStartTime { return current }
            if t >= keyframe.relativeEndTime {
                current = keyframe.value
                continue
            }
            let local = (t - keyframe.relativeStartTime) / keyframe.relativeDuration
            return interpolate(current, keyframe.value, local)
        }
        return current
    }
}

nonisolated extension KeyframeAnimation where Value: Interpolatable {
    /// Creates a track that interpolates with `Value.interpolate`.
    public init(initialValue: Value, keyframes: [Keyframe<Value>]) {
        self.init(initialValue: initialValue, keyframes: keyframes) { Value.interpolate(from: $0, to: $1, fraction: $2) }
    }
}

nonisolated extension KeyframeAnimation where Value == Angle {
    /// How a rotation keyframe track interpolates.
    public nonisolated enum AngleInterpolation: Sendable {
        /// As a rotation transform on iOS: only orientations count (−270° is +90°), shorter way round.
        case transform
        /// As a plain number of degrees: −360° to 0° is a whole turn.
        case angle
    }

    /// Creates a rotation track interpolated as a transform (iOS's look) or as plain angles.
    public init(initialValue: Angle, keyframes: [Keyframe<Angle>], interpolation: AngleInterpolation) {
        switch interpolation {
        case .transform:
            self.init(initialValue: initialValue, keyframes: keyframes) {
                Angle.interpolateAsTransform(from: $0, to: $1, fraction: $2)
            }
        case .angle:
            self.init(initialValue: initialValue, keyframes: keyframes) {
                Angle.interpolate(from: $0, to: $1, fraction: $2)
            }
        }
    }
}
