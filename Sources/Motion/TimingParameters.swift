/// How an animator's progress follows time: a cubic curve over the animator's duration, or a
/// spring, as UICubicTimingParameters and UISpringTimingParameters.
public nonisolated enum TimingParameters: Sendable {
    /// A Bézier curve stretched over the duration.
    case cubic(CubicBezier)
    /// A physical spring: it runs for its own settling duration, whatever duration was asked for
    /// (as UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) does). The initial
    /// velocity is in distance per second, normalised to the distance still to cover.
    case spring(Spring, initialVelocity: Double)
    /// A spring fitted to the duration it is run for (UIView's
    /// `usingSpringWithDamping:initialSpringVelocity:`): damping ratio and normalised initial velocity.
    case dampedSpring(dampingRatio: Double, initialVelocity: Double)

    /// UIKit's default: ease-in-ease-out.
    public static let `default` = TimingParameters.cubic(.easeInOut)

    /// The longest a physical spring runs, in seconds: an undamped one never settles.
    public static let longestSpring = 60.0

    /// The spring's settling duration (at most `longestSpring`) for a physical spring, nil where
    /// the caller's duration rules.
    public var naturalDuration: Double? {
        guard case .spring(let spring, let velocity) = self else { return nil }
        return min(spring.settlingDuration(initialVelocity: velocity), Self.longestSpring)
    }

    /// The unit curve to run over `duration` seconds.
    public func curve(over duration: Double) -> ResolvedCurve {
        switch self {
        case .cubic(let bezier):
            return .cubic(bezier)
        case .spring(let spring, let velocity):
            return .spring(SpringCurve(motion: spring.motion(initialVelocity: velocity), duration: duration))
        case .dampedSpring(let ratio, let velocity):
            guard let spring = Spring.fitted(dampingRatio: ratio, initialVelocity: velocity, duration: duration) else {
                return .linear
            }
            return .spring(SpringCurve(motion: spring.motion(initialVelocity: velocity), duration: duration))
        }
    }

    /// The same timing with its initial velocity replaced (curves have none to replace).
    public func withInitialVelocity(_ velocity: Double) -> TimingParameters {
        switch self {
        case .cubic: return self
        case .spring(let spring, _): return .spring(spring, initialVelocity: velocity)
        case .dampedSpring(let ratio, _): return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity)
        }
    }
}

/// The unit curve timing parameters resolve to for a duration. Concrete rather than
/// `any TimingCurve`, so that an animator's per-frame evaluation neither boxes the curve nor
/// counts references to it.
public nonisolated enum ResolvedCurve: TimingCurve {
    case cubic(CubicBezier)
    case spring(SpringCurve)
    /// A spring that could not be fitted to its duration runs linearly.
    case linear

    public func progress(at t: Double) -> Double {
        switch self {
        case .cubic(let bezier): bezier.progress(at: t)
        case .spring(let spring): spring.progress(at: t)
        case .linear: LinearCurve().progress(at: t)
        }
    }

    public func slope(at t: Double) -> Double {
        switch self {
        case .cubic(let bezier): bezier.slope(at: t)
        case .spring(let spring): spring.slope(at: t)
        case .linear: LinearCurve().slope(at: t)
        }
    }
}

/// A spring's motion squeezed into the unit time fraction: progress(τ) = x(τ·duration).
/// At τ = 1 it reads exactly 1 (any residue below the settling threshold is cut, as UIKit's
/// duration-bound spring animations are).
public nonisolated struct SpringCurve: TimingCurve {
    public let motion: SpringMotion
    /// The real time the unit fraction stands for, in seconds.
    public let duration: Double

    public func progress(at t: Double) -> Double {
        if t >= 1 { return 1 }
        return motion.value(at: max(t, 0) * duration)
    }

    public func slope(at t: Double) -> Double {
        motion.velocity(at: min(max(t, 0), 1) * duration) * duration
    }
}

/// UIKit's four named curves (`UIView.AnimationCurve`).
public nonisolated enum AnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The curve's Bézier control points.
    public var bezier: CubicBezier {
        switch self {
        case .easeInOut: return .easeInOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
