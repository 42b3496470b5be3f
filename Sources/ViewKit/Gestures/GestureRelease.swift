import Motion

/// How a released gesture hands its motion to the animation that takes over, so that nothing
/// jumps: the rules every UIKit developer writes by hand at `.ended`, in one value.
///
/// - **Which end.** A release finishes when the point it is projected to (its progress plus the
///   projection of its velocity: where it would come to rest decelerating as UIScrollView does,
///   or, `Projection.lookingAhead`, where it would be a moment on) lies past `threshold`: a short
///   fast flick completes, a long drag that turns back does not.
/// - **The hand-off.** A spring's initial velocity is relative to the distance it covers, so the
///   pointer's velocity is divided by the distance still to go, and held to ±`velocityCap` (a
///   release a hair from its end would otherwise leave at an absurd speed).
/// - **No swing past an edge.** A spring with damping ratio ζ ≥ 1 passes its target iff the
///   relative velocity exceeds ω(ζ + √(ζ² − 1)); faster than that, the damping ratio rises to
///   (k + 1/k)/2 with k = v₀/ω, the least that keeps it on this side: the motion is then the pure
///   exponential 1 − e^(−v₀t), which leaves at the pointer's speed and arrives without a swing.
///   An under-damped spring (ζ < 1) is asked to swing, and keeps its damping.
/// - **Slow motion.** Velocities are measured on the pointer's clock; they are converted into the
///   animation driver's time (`AnimationDriver.rate`), so a release leaves at the pointer's speed
///   on screen while animations run slowed.
///
/// ```swift
/// case .ended:
///     let velocity = pan.velocity(in: nil).y / height  // progress per second, toward the end
///     interaction.release(velocity: velocity, span: height, using: GestureRelease(spring: spring))
/// ```
public nonisolated struct GestureRelease: Hashable, Sendable {
    /// The spring that takes over.
    public var spring: Spring
    /// The largest initial velocity handed to the spring, in distances per second.
    public var velocityCap: Double
    /// How the projection decelerates, per millisecond (`Deceleration.normal` or `.fast`).
    public var decelerationRate: Double
    /// The progress the projected point must pass for the release to finish, in 0..<1 (a
    /// projection at or past 1, the end, finishes whatever the threshold).
    public var threshold: Double
    /// How a release's velocity is carried forward to the point that decides its end.
    public var projection = Projection.decelerating

    /// How a release's velocity is carried forward to the point that decides where it goes.
    public nonisolated enum Projection: Hashable, Sendable {
        /// To where it would come to rest, decelerating as UIScrollView does at the release's
        /// `decelerationRate`.
        case decelerating
        /// To where it would be after `seconds` at its velocity: the rule UIKit's swipe back is
        /// measured to follow (`InteractivePop`, 0.12 s).
        case lookingAhead(seconds: Double)
    }

    /// The largest relative velocity UIKit's own samples hand over.
    public static let defaultVelocityCap = 30.0

    /// A release onto `spring` (by default critically damped, response 0.35 s), with the cap,
    /// deceleration and threshold UIKit apps use.
    public init(
        spring: Spring = Spring(validDampingRatio: 1, response: 0.35), velocityCap: Double = defaultVelocityCap,
        decelerationRate: Double = Deceleration.normal, threshold: Double = 0.5
    ) {
        self.spring = spring
        self.velocityCap = velocityCap
        self.decelerationRate = decelerationRate
        self.threshold = threshold
    }

    /// How far a release moving at `velocity` points per second carries, in points, by `projection`.
    public func projectedDistance(velocity: Double) -> Double {
        switch projection {
        case .decelerating: Deceleration.projectedDistance(velocity: velocity, rate: decelerationRate)
        case .lookingAhead(let seconds): velocity * seconds
        }
    }

    /// Where a release at `progress` moving at `velocity` (progress per second) is projected to,
    /// when one unit of progress covers `span` points (the projection decelerates in points).
    public func projectedProgress(from progress: Double, velocity: Double, span: Double) -> Double {
        guard span > 0 else { return progress }
        return progress + projectedDistance(velocity: velocity * span) / span
    }

    /// Whether a release at `progress` moving at `velocity` finishes: the snap of a transition's
    /// two ends (`SnapDrag.snapPoint(for:among:threshold:)`) its projection goes to is the end,
    /// which it is once the projection lies past `threshold`.
    public func finishes(from progress: Double, velocity: Double, span: Double) -> Bool {
        SnapDrag.snapPoint(for: projectedProgress(from: progress, velocity: velocity, span: span), among: [0, 1], threshold: threshold)
            == 1
    }

    /// `velocity` (toward the target positive) over the distance still to cover, in distances per
    /// second, held to ±`velocityCap`: the initial velocity springs take. 0 when there is no
    /// distance left or the velocity is not finite.
    public func relativeVelocity(_ velocity: Double, distance: Double) -> Double {
        guard abs(distance) > 1e-9, velocity.isFinite else { return 0 }
        return min(max(velocity / abs(distance), -velocityCap), velocityCap)
    }

    /// Spring timing that leaves at `velocity` (progress per second in animation time, toward the
    /// target positive) with `distance` progress still to cover, never swinging past the target
    /// when the spring is damped enough not to on its own.
    public func timing(velocity: Double, distance: Double) -> TimingParameters {
        let v0 = relativeVelocity(velocity, distance: distance)
        let omega = spring.naturalFrequency
        let zeta = spring.dampingRatio
        guard zeta >= 1, v0 > omega * (zeta + (zeta * zeta - 1).squareRoot()) else {
            return .spring(spring, initialVelocity: v0)
        }
        let k = v0 / omega
        let damped = Spring(dampingRatio: (k + 1 / k) / 2, response: spring.response) ?? spring
        return .spring(damped, initialVelocity: v0)
    }
}

extension PercentDrivenInteractiveTransition {
    /// Lets go of a dragged transition: finishes or cancels it with `release`'s spring, leaving
    /// at `velocity` so nothing jumps.
    ///
    /// `velocity` is in progress per second on the pointer's clock, positive toward the end;
    /// `span` is how many points one unit of progress covers. `finishing` decides the end when
    /// given (a rule of the app's own, or `false` for a cancelled gesture); otherwise the release
    /// finishes where `release` projects it past its threshold. Returns whether it finishes;
    /// false, doing nothing, when no transition is being driven.
    @discardableResult
    public func release(
        velocity: Double, span: Double, using release: GestureRelease = GestureRelease(), finishing: Bool? = nil
    ) -> Bool {
        guard isDriving, let driver = context?.animationDriver else { return false }
        let p = progress
        let finishes = finishing ?? release.finishes(from: p, velocity: velocity, span: span)
        let animationVelocity = driver.animationVelocity(fromClockVelocity: velocity)
        if finishes {
            finish(timing: release.timing(velocity: animationVelocity, distance: 1 - p))
        } else {
            cancel(timing: release.timing(velocity: -animationVelocity, distance: p))
        }
        return finishes
    }
}

extension PropertyAnimator {
    /// Continues a paused animator toward the end it now heads for (reverse it first to send it
    /// back) with `release`'s spring, leaving at `velocity`: UIKit's
    /// `continueAnimation(withTimingParameters:durationFactor:)` with a spring whose initial
    /// velocity is relative to the fraction still to go, and the duration factor of the spring's
    /// own duration over the animator's.
    ///
    /// `velocity` is in fractions of the animation per second on the pointer's clock, positive
    /// toward where the animator heads. Does nothing unless the animator is active and paused.
    public func continueAnimation(releasedAt velocity: Double, using release: GestureRelease) {
        guard state == .active, !isRunning else { return }
        let remaining = 1 - fractionComplete
        let timing = release.timing(velocity: driver.animationVelocity(fromClockVelocity: velocity), distance: remaining)
        let springDuration = timing.naturalDuration ?? duration
        continueAnimation(withTimingParameters: timing, durationFactor: duration > 0 ? springDuration / duration : 0)
    }
}
