/// When motion counts as at rest: within `distance` of where it is going and slower than
/// `velocity`, both at once. This is the one rule for rest (Flutter's `Tolerance`): a scroll's
/// deceleration and bounce end by it, a spring run as a `Simulation` ends by it, and an app ends
/// a transition's invisible tail by it (`PropertyAnimator.isAtRest(within:span:)`).
///
/// Both conditions matter. A spring passing its target is near it but fast; one at the top of an
/// overshoot is slow but far. In a damped motion, once both are small they stay small.
///
/// A spring's `settlingDuration` is another thing: Core Animation's documented length of a
/// spring animation (relative to its distance), which UIKit's animators run for. Where an app
/// wants to stop sooner, it asks this rule.
public nonisolated struct Tolerance: Hashable, Sendable {
    /// How far from its destination motion may be, in its units (points on screen).
    public var distance: Double
    /// How fast it may still move, in its units per second.
    public var velocity: Double

    /// Creates a tolerance of `distance` and `velocity` (units per second).
    public init(distance: Double, velocity: Double) {
        (self.distance, self.velocity) = (distance, velocity)
    }

    /// At rest to the eye: within half a point (half a pixel at scale 1) and moving less than
    /// half a point a frame at 60 Hz (30 points a second). Ours, as Flutter's scroll tolerance is
    /// a pixel.
    public static let visible = Tolerance(distance: 0.5, velocity: 30)

    /// Whether motion `offset` from its destination, moving at `velocity`, is at rest.
    public func isAtRest(offset: Double, velocity speed: Double) -> Bool {
        abs(offset) < distance && abs(speed) < velocity
    }

    /// The same for a vector: its length from the destination, its speed.
    public func isAtRest<Value: VectorArithmetic>(offset: Value, velocity speed: Value) -> Bool {
        isAtRest(offset: offset.magnitudeSquared.squareRoot(), velocity: speed.magnitudeSquared.squareRoot())
    }
}

/// A motion in closed form, as Flutter's `Simulation`: where it is and how fast it moves at any
/// time since it began, where it comes to rest, and when it is done. Springs
/// (`SpringSimulation`), a scroll's deceleration and bounce (`ScrollMotion`) and keyframes
/// (`KeyframeSimulation`) are simulations, and a `SimulationAnimator` runs any of them on a
/// driver, in real time.
public nonisolated protocol Simulation<Value>: Sendable {
    /// What moves: a number, or a vector such as a point.
    associatedtype Value: VectorArithmetic & Sendable = Double
    /// Where the motion is `time` seconds after it began.
    func position(at time: Double) -> Value
    /// How fast it moves then, per second.
    func velocity(at time: Double) -> Value
    /// Where it comes to rest.
    var destination: Value { get }
    /// How near rest counts as rest (`Tolerance.visible` unless a simulation says otherwise).
    var tolerance: Tolerance { get }
    /// Whether the motion is over `time` seconds after it began: by default, at rest by
    /// `tolerance`. A timed motion (keyframes) is over when its time is.
    func isDone(at time: Double) -> Bool
}

nonisolated extension Simulation {
    public var tolerance: Tolerance { .visible }

    public func isDone(at time: Double) -> Bool {
        tolerance.isAtRest(offset: position(at: time) - destination, velocity: velocity(at: time))
    }

    /// The first time, on a grid of `step` seconds, at which the motion is done (at most
    /// `limit`): how long it runs.
    public func timeToRest(step: Double = 1.0 / 240, limit: Double = 60) -> Double {
        var time = 0.0
        while !isDone(at: time) && time < limit { time += step }
        return min(time, limit)
    }
}

/// A spring carrying a value from `start` to `destination` (Flutter's `SpringSimulation`), leaving
/// at any velocity, the distance zero or not. By linearity it is the sum of two closed forms
/// (`SpringMotion`): the spring let go from one unit off at rest, scaled by the offset, and the
/// spring kicked at one unit a second from its target, scaled by the velocity.
public nonisolated struct SpringSimulation: Simulation {
    public let spring: Spring
    public let start: Double
    public let destination: Double
    /// The velocity it leaves at, units per second.
    public let initialVelocity: Double
    public let tolerance: Tolerance
    /// The spring from one unit below its target at rest, and leaving there at one unit a second.
    private let fromRest: SpringMotion
    private let fromUnitVelocity: SpringMotion

    /// A spring from `start` to `destination`, leaving at `velocity` units per second.
    public init(
        spring: Spring, from start: Double, to destination: Double, velocity: Double = 0, tolerance: Tolerance = .visible
    ) {
        self.spring = spring
        self.start = start
        self.destination = destination
        initialVelocity = velocity.isFinite ? velocity : 0
        self.tolerance = tolerance
        fromRest = spring.motion(initialVelocity: 0)
        fromUnitVelocity = spring.motion(initialVelocity: 1)
    }

    public func position(at time: Double) -> Double {
        let t = max(time, 0)
        let rest = fromRest.displacement(at: t)
        return destination - (start - destination) * rest + initialVelocity * (fromUnitVelocity.displacement(at: t) - rest)
    }

    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        let rest = fromRest.velocity(at: t)
        return -(start - destination) * rest + initialVelocity * (fromUnitVelocity.velocity(at: t) - rest)
    }
}

/// A keyframe track run over `duration` seconds as a simulation: each keyframe moves linearly
/// over its stretch of the time, as `KeyframeAnimation` does, and the motion is over when the
/// time is (a hold on the way is not rest).
public nonisolated struct KeyframeSimulation<Value: VectorArithmetic & Interpolatable & Sendable>: Simulation {
    public let track: KeyframeAnimation<Value>
    /// How long the track takes, seconds.
    public let duration: Double

    /// `track` over `duration` seconds (> 0; anything else makes it a jump to its end).
    public init(_ track: KeyframeAnimation<Value>, duration: Double) {
        self.track = track
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }

    public var destination: Value { track.value(at: 1) }

    public func position(at time: Double) -> Value {
        duration > 0 ? track.value(at: time / duration) : destination
    }

    /// The slope of the keyframe under way: what it moves, over how long it takes; none between
    /// keyframes and after the last.
    public func velocity(at time: Double) -> Value {
        guard duration > 0 else { return .zero }
        let fraction = time / duration
        var from = track.initialValue
        for keyframe in track.keyframes {
            if fraction < keyframe.relativeStartTime { return .zero }
            if fraction < keyframe.relativeEndTime, keyframe.relativeDuration > 0 {
                return (keyframe.value - from).scaled(by: 1 / (keyframe.relativeDuration * duration))
            }
            from = keyframe.value
        }
        return .zero
    }

    public func isDone(at time: Double) -> Bool { time >= duration }
}

extension PropertyAnimator {
    /// Whether the animator, running, is at rest by `tolerance` when a unit of its progress
    /// covers `span` points: within the tolerance of the end it runs to, and slower than it. An
    /// app ends a spring's tail that no eye can see by it, so that keys and taps need not wait
    /// for the spring's settling band, which is relative to the distance covered.
    public func isAtRest(within tolerance: Tolerance = .visible, span: Double) -> Bool {
        guard isRunning else { return false }
        let target = isReversed ? 0.0 : 1.0
        return tolerance.isAtRest(offset: (target - progress) * span, velocity: progressVelocity * span)
    }

    /// Ends the animator now where it is heading (its end, or its start when reversed), its
    /// completions told so: what an app does to a spring whose tail blocks a key or a tap, or to
    /// everything before it goes away. Nothing happens to an animator that is not active.
    public func finishWhereHeading() {
        guard state == .active else { return }
        stopAnimation(false)
        finishAnimation(at: isReversed ? .start : .end)
    }

    /// Ends the animator where it is heading if it is at rest by `tolerance`
    /// (`isAtRest(within:span:)`); true if it did. Asked after each frame, it ends a spring
    /// once no eye can see it move.
    @discardableResult
    public func finishIfAtRest(within tolerance: Tolerance = .visible, span: Double) -> Bool {
        guard isAtRest(within: tolerance, span: span) else { return false }
        finishWhereHeading()
        return true
    }
}
