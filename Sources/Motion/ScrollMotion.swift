import Glibc

/// One axis of a scroll view's motion after a release, as UIScrollView moves, in closed form:
/// deceleration, then a bounce where it crosses an edge, or a spring onto a chosen point.
///
/// - **Deceleration** (UIScrollView's `decelerationRate`, per millisecond): the velocity keeps
///   the share `rate` of itself every millisecond, v(t) = v₀·r^(1000t), so the position is
///   x(t) = x₀ + v₀·(r^(1000t) − 1)/k with k = 1000·ln r, and it comes to rest at x₀ − v₀/k:
///   within 0.1 % of WWDC 2018's (v₀/1000)·r/(1 − r) (`Deceleration`), its sum over whole
///   milliseconds. It ends when it is at rest by `Tolerance.visible`: for a deceleration at
///   UIKit's rates, when less than `restDistance` remains.
/// - **The edge.** Where that path would cross the edge of `range`, the motion follows it to the
///   crossing and then bounces: a spring from the edge at the velocity it had there, so nothing
///   changes speed at the crossing. Without `bounces` it stops at the edge.
/// - **A release past the edge** (rubber-banded) springs back to the edge from where it is, at
///   its velocity.
/// - **A target** (paging, or a delegate's `targetContentOffset`): `toward(_:)` makes the
///   deceleration land exactly there, with the velocity that decelerates onto it.
///
/// The bounce spring is critically damped, ω 10 (mass 1, stiffness 100): ScrollMechanics's
/// choice, since UIKit's spring is not published (UIKIT-SEMANTICS §12.4). Ours.
///
/// It is a `Simulation`: a `SimulationAnimator` runs it. Every stage ends by the one rule for
/// rest (`Tolerance.visible`), at the first instant it holds, which `duration` gives.
public nonisolated struct ScrollMotion: Simulation {
    /// The bounce spring's natural frequency, rad/s (ours, after ScrollMechanics).
    public static let bounceFrequency = 10.0
    /// Distance, in points, within which a motion counts as arrived: `Tolerance.visible`'s.
    public static let restDistance = Tolerance.visible.distance

    private enum Stage: Sendable {
        /// Decelerating from `start` for `duration` seconds, then (when `edge` is set) bouncing
        /// from it at the velocity the deceleration has there.
        case decelerate(start: Double, velocity: Double, duration: Double, edge: Double?)
        /// Springing toward `target` from `start`, `velocity`.
        case spring(start: Double, velocity: Double, target: Double)
    }

    private let stage: Stage
    /// ln(rate) × 1000: the deceleration's exponent per second (negative).
    private let k: Double
    private let omega: Double
    /// When the motion is over, seconds after the release.
    public let duration: Double
    /// Where it ends.
    public let destination: Double

    /// The motion of a release at `position`, moving at `velocity` (points per second), inside
    /// `range` (the offsets at rest), decelerating at `rate` per millisecond; `bounces` false
    /// stops it at an edge.
    public init(
        position: Double, velocity: Double, range: ClosedRange<Double>, rate: Double = Deceleration.normal,
        bounces: Bool = true, bounceFrequency: Double = ScrollMotion.bounceFrequency
    ) {
        let k = 1000 * log(min(max(rate, 0.5), 0.999_999))
        let omega = bounceFrequency
        let v = velocity.isFinite ? velocity : 0
        let edge: Double? = position < range.lowerBound ? range.lowerBound : position > range.upperBound ? range.upperBound : nil
        if let edge {
            // Rubber-banded at the release: back to the edge, from here.
            self.init(spring: position, velocity: bounces ? v : 0, target: edge, k: k, omega: omega)
            return
        }
        let rest = position - v / k
        guard let crossing = rest < range.lowerBound ? range.lowerBound : rest > range.upperBound ? range.upperBound : nil else {
            self.init(decelerating: position, velocity: v, k: k)
            return
        }
        // The time the path reaches the edge: x(t) = edge ⇔ r^(1000t) = 1 + k(edge − x₀)/v₀.
        let reach = max(log(max(1 + k * (crossing - position) / v, 1e-12)) / k, 0)
        let edgeVelocity = v * exp(k * reach)
        self.init(
            stage: .decelerate(start: position, velocity: v, duration: reach, edge: bounces ? crossing : nil), k: k, omega: omega,
            duration: reach + (bounces ? Self.springTime(displacement: 0, velocity: edgeVelocity, omega: omega) : 0),
            destination: crossing)
    }

    private init(stage: Stage, k: Double, omega: Double, duration: Double, destination: Double) {
        self.stage = stage
        self.k = k
        self.omega = omega
        self.duration = duration
        self.destination = destination
    }

    /// The motion of a release at `position`, moving at `velocity`, that lands on `target`: the
    /// deceleration from `position` that comes to rest there (its velocity replaced by the one
    /// that does), or, with `spring`, a critically damped spring of `frequency` at the release's
    /// own velocity (for paging, where the velocity must carry over).
    public static func toward(
        _ target: Double, from position: Double, velocity: Double, rate: Double = Deceleration.normal,
        spring frequency: Double? = nil
    ) -> ScrollMotion {
        let k = 1000 * log(min(max(rate, 0.5), 0.999_999))
        if let frequency {
            return ScrollMotion(spring: position, velocity: velocity.isFinite ? velocity : 0, target: target, k: k, omega: frequency)
        }
        return ScrollMotion(decelerating: position, velocity: (position - target) * k, k: k)
    }

    private init(decelerating start: Double, velocity: Double, k: Double) {
        let time = Self.decelerationTime(velocity: velocity, k: k)
        self.init(
            stage: .decelerate(start: start, velocity: velocity, duration: time, edge: nil), k: k, omega: Self.bounceFrequency,
            duration: time, destination: start - velocity / k)
    }

    private init(spring start: Double, velocity: Double, target: Double, k: Double, omega: Double) {
        self.init(
            stage: .spring(start: start, velocity: velocity, target: target), k: k, omega: omega,
            duration: Self.springTime(displacement: start - target, velocity: velocity, omega: omega), destination: target)
    }

    /// Seconds until a deceleration from `velocity` is at rest: what remains (v/k) and the speed
    /// both fall as e^(kt), so each condition has its time in closed form, and the later one
    /// holds both.
    private static func decelerationTime(velocity: Double, k: Double) -> Double {
        let tolerance = Tolerance.visible
        let speed = abs(velocity)
        guard !tolerance.isAtRest(offset: speed / k, velocity: speed) else { return 0 }
        let near = log(tolerance.distance * abs(k) / speed) / k
        let slow = log(tolerance.velocity / speed) / k
        // A microsecond past both, so that the rule's strict bounds hold there.
        return max(near, slow, 0) + 1e-6
    }

    /// Seconds until a critically damped spring from `displacement`, `velocity` is first at rest
    /// (its displacement (x₀ + (v₀ + ωx₀)t)·e^(−ωt) and its velocity), on a grid of a 240th of
    /// a second.
    private static func springTime(displacement: Double, velocity: Double, omega: Double) -> Double {
        let b = velocity + omega * displacement
        var t = 0.0
        while !Tolerance.visible.isAtRest(
            offset: (displacement + b * t) * exp(-omega * t), velocity: (velocity - omega * b * t) * exp(-omega * t))
        {
            t += 1.0 / 240
            if t > 30 { break }
        }
        return t
    }

    /// The position `t` seconds after the release.
    public func position(at t: Double) -> Double {
        let t = max(t, 0)
        guard t < duration else { return destination }
        switch stage {
        case .decelerate(let start, let velocity, let until, let edge):
            let decelerated = start + velocity * (exp(k * min(t, until)) - 1) / k
            guard let edge, t > until else { return decelerated }
            return edge + springDisplacement(x0: 0, v0: velocity * exp(k * until), t: t - until)
        case .spring(let start, let velocity, let target):
            return target + springDisplacement(x0: start - target, v0: velocity, t: t)
        }
    }

    /// The velocity, points per second, `t` seconds after the release (0 once it is over).
    public func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        guard t < duration else { return 0 }
        switch stage {
        case .decelerate(_, let velocity, let until, let edge):
            guard edge != nil, t > until else { return t > until ? 0 : velocity * exp(k * t) }
            return springVelocity(x0: 0, v0: velocity * exp(k * until), t: t - until)
        case .spring(let start, let velocity, let target):
            return springVelocity(x0: start - target, v0: velocity, t: t)
        }
    }

    /// Over at `duration`, the first instant at rest.
    public func isDone(at time: Double) -> Bool { time >= duration }

    /// x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt): a critically damped spring's displacement.
    private func springDisplacement(x0: Double, v0: Double, t: Double) -> Double {
        (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    }

    private func springVelocity(x0: Double, v0: Double, t: Double) -> Double {
        let b = v0 + omega * x0
        return (v0 - omega * b * t) * exp(-omega * t)
    }
}
