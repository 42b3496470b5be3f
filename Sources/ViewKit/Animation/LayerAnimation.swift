import Motion

/// An animation of one of a layer's properties, by its Core Animation key path, as
/// `CABasicAnimation`: from one value to another over `duration` on a timing curve, run
/// `repeatCount` times, there and back when it `autoreverses`. It animates the presentation only:
/// the layer's model stays what it was set to, and shows again when the animation is removed (on
/// completion, unless `isRemovedOnCompletion` is false and it fills forward).
///
/// Core Animation's `CAAnimation` and `CAPropertyAnimation` are its superclasses there; here this
/// class is the base, and `LayerKeyframeAnimation` its subclass, so that a delegate written for
/// `CAAnimation` hears both. What a layer animates, and the key paths it knows, are with
/// `Layer.add(_:forKey:)` and `ShapeLayer.add(_:forKey:)`.
@preconcurrency @MainActor public class BasicAnimation {
    /// The property animated: "position", "opacity", "transform.rotation.z" on a view's layer;
    /// "path", "strokeEnd" on a shape layer.
    public var keyPath: String?
    /// Where it starts; nil starts from what shows when it is added (or from `toValue − byValue`).
    public var fromValue: Any?
    /// Where it ends; nil ends at `fromValue + byValue`, or what shows, or the model (Core
    /// Animation's rules for the missing values).
    public var toValue: Any?
    /// How far it goes, when one end is missing.
    public var byValue: Any?
    /// Seconds of one run. 0 (Core Animation's default) runs a quarter of a second, or, in a
    /// group, the group's duration.
    public var duration = 0.0
    /// The curve of each run; nil is linear, as Core Animation's.
    public var timingFunction: MediaTimingFunction?
    /// How many times it runs: 0 is once, a fraction stops part-way, `.infinity` runs until it is
    /// removed (Core Animation's `repeatCount`).
    public var repeatCount: Float = 0
    /// Whether each run goes back again, taking `duration` each way.
    public var autoreverses = false
    /// When it begins, in the layer's time (`CACurrentMediaTime()` plus a delay); 0 begins when it
    /// is added. Before it begins it shows nothing unless it fills backward.
    public var beginTime = 0.0
    /// Whether its values add to the model's rather than replace them, as Core Animation's
    /// `isAdditive` (a shake of ±10 points wherever the view is).
    public var isAdditive = false
    public var isRemovedOnCompletion = true
    /// What it shows outside the time it runs: its last value after it ends (kept, as
    /// `isRemovedOnCompletion` false) when it fills forward, its first before it begins when it
    /// fills backward. `.removed` unless set, as Core Animation's.
    public var fillMode = FillMode.removed
    /// Told when the animation starts and stops. Held strongly, as Core Animation holds it.
    public var delegate: AnimationDelegate?

    public init(keyPath: String?) {
        self.keyPath = keyPath
    }

    /// An animation of no key path yet, as `CABasicAnimation()`.
    public convenience init() { self.init(keyPath: nil) }

    /// How each run moves through the values: on the timing function's curve.
    var runCurve: RunCurve { .bezier(timingFunction?.curve ?? .linear) }

    /// When it runs, as a motion of its run's fraction: the layer's clock read `now` when it is
    /// added (0 in a group, whose time begins at its start), for `beginTime`; a duration of 0 is
    /// `unsetDuration`.
    func timing(addedAt now: Double, unsetDuration: Double = 0.25) -> MediaTiming {
        MediaTiming(
            duration: duration > 0 ? duration : unsetDuration, delay: beginTime > 0 ? beginTime - now : 0,
            repeatCount: Double(repeatCount), autoreverses: autoreverses, curve: runCurve)
    }

    /// The values it runs through, given what shows of its key path as it is added, each read
    /// into a layer value by `value`: the ends Core Animation's rules give a basic animation. A
    /// missing end that Core Animation reads from "the current presentation value" is what is
    /// under the animation as each frame is drawn (`LayerValue.underneath`).
    func keyframes(shown: LayerValue, value: (Any?) -> LayerValue?) -> LayerKeyframes? {
        let (from, to, by) = (value(fromValue), value(toValue), value(byValue))
        let start: LayerValue
        let end: LayerValue
        switch (from, to, by) {
        case (let from?, let to?, _): (start, end) = (from, to)
        case (let from?, nil, let by?): (start, end) = (from, from.adding(by))
        case (nil, let to?, let by?): (start, end) = (to.adding(by, scaledBy: -1), to)
        case (let from?, nil, nil): (start, end) = (from, .underneath)
        case (nil, let to?, nil): (start, end) = (shown, to)
        case (nil, nil, let by?): (start, end) = (shown, shown.adding(by))
        case (nil, nil, nil): (start, end) = (shown, .underneath)
        }
        return LayerKeyframes(values: [start, end], keyTimes: [0, 1], curves: [], mode: .linear)
    }
}

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation` (named apart
/// from Motion's `KeyframeAnimation`, a track of values): `values` at `keyTimes` (evenly spread
/// when nil), each stretch on its curve in `timingFunctions`, and the whole run on
/// `timingFunction`. `fromValue`, `toValue` and `byValue` are not used.
@preconcurrency @MainActor public final class LayerKeyframeAnimation: BasicAnimation {
    /// What it passes through, in order: numbers, points, sizes, rectangles, colours, transforms
    /// or paths, as its key path takes.
    public var values: [Any]?
    /// When it reaches each value, as fractions of a run from 0 to 1, one a value (for
    /// `.discrete`, Core Animation's one more: the first value shows from the first time to the
    /// second). Nil spreads them evenly.
    public var keyTimes: [Double]?
    /// The curve of each stretch between two values; nil or too few is linear.
    public var timingFunctions: [MediaTimingFunction]?
    /// How the values are joined: straight (`.linear`), held (`.discrete`), at an even speed
    /// (`.paced`, ignoring `keyTimes` and `timingFunctions`) or on a smooth curve through them
    /// (`.cubic`, as a keyframe block's).
    public var calculationMode = KeyframeCalculationMode.linear

    override func keyframes(shown: LayerValue, value: (Any?) -> LayerValue?) -> LayerKeyframes? {
        guard let given = values, !given.isEmpty else { return nil }
        let read = given.compactMap { value($0) }
        guard read.count == given.count else { return nil }
        return LayerKeyframes(
            values: read, keyTimes: keyTimes, curves: (timingFunctions ?? []).map(\.curve), mode: calculationMode)
    }
}

/// A basic animation that runs as a spring, as Core Animation's `CASpringAnimation`: from its
/// first value to its last as a mass on a spring let go there (Motion's closed form), for
/// `duration` seconds. Set `duration` to `settlingDuration` to let it come to rest: Core
/// Animation ends it at `duration`, where the spring is. Its timing function is not used.
@preconcurrency @MainActor public final class SpringAnimation: BasicAnimation {
    public var mass = 1.0
    public var stiffness = 100.0
    public var damping = 10.0
    /// The speed it leaves at, in the distance from its first value to its last per second,
    /// positive toward the last (Core Animation's unit and sign).
    public var initialVelocity = 0.0

    /// How long the spring takes to come to rest, as Core Animation estimates it: seconds,
    /// infinite for an undamped spring, 0 for one that is not a spring (a mass or stiffness
    /// not above 0, or damping below 0).
    public var settlingDuration: Double { spring?.settlingDuration(initialVelocity: initialVelocity) ?? 0 }

    private var spring: Spring? { Spring(mass: mass, stiffness: stiffness, damping: damping) }

    /// As a spring; one that is not a spring runs straight.
    override var runCurve: RunCurve {
        spring.map { .spring($0.motion(initialVelocity: initialVelocity)) } ?? .bezier(.linear)
    }
}

/// Animations run together as one, as Core Animation's `CAAnimationGroup`: the group's timing
/// (duration, repeats, autoreverse, begin time, timing function, fill) runs its time, and each
/// animation in it runs in that time by its own timing, its `beginTime` counted from the group's
/// start, cut off where the group ends. Only the group's delegate and `isRemovedOnCompletion`
/// count, as Core Animation's. A group in a group animates nothing.
@preconcurrency @MainActor public final class AnimationGroup: BasicAnimation {
    public var animations: [BasicAnimation]?

    public convenience init() { self.init(keyPath: nil) }
}

/// How an animation shows outside the time it runs, as Core Animation's `CAMediaTimingFillMode`.
public nonisolated enum FillMode: Hashable, Sendable {
    case removed, forwards, backwards, both

    /// Whether a kept animation shows its last value after it ends.
    var fillsForwards: Bool { self == .forwards || self == .both }
    /// Whether an animation that begins later shows its first value until then.
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// A timing curve by name or by control points, as Core Animation's `CAMediaTimingFunction`.
@preconcurrency @MainActor public final class MediaTimingFunction {
    /// The named curves, with Core Animation's names and control points.
    public nonisolated struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")

        /// The curve; a name Core Animation does not have is linear.
        var curve: CubicBezier {
            switch self {
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInEaseOut: .easeInOut
            case .default: .ease
            default: .linear
            }
        }
    }

    let curve: CubicBezier

    public init(name: Name) {
        curve = name.curve
    }

    /// A curve through (c1x, c1y) and (c2x, c2y); x values outside 0...1 are held to it.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezier(unchecked: min(max(Double(c1x), 0), 1), Double(c1y), min(max(Double(c2x), 0), 1), Double(c2y))
    }
}

/// What an animation tells as it runs, as Core Animation's `CAAnimationDelegate`. Both
/// methods do nothing unless implemented.
@preconcurrency @MainActor public protocol AnimationDelegate: AnyObject {
    /// Told as the animation is added.
    func animationDidStart(_ animation: BasicAnimation)
    /// `finished` is false when the animation was removed before its end.
    func animationDidStop(_ animation: BasicAnimation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: BasicAnimation) {}
    public func animationDidStop(_ animation: BasicAnimation, finished: Bool) {}
}
