import Glibc

/// A damped harmonic oscillator: mass m, stiffness k (N/m), damping c (N·s/m), in SI-like units
/// where the distance is normalised to 1.
///
/// ω₀ = √(k/m) is the undamped angular frequency and ζ = c / (2√(km)) the damping ratio:
/// ζ < 1 oscillates (under-damped), ζ = 1 is critically damped, ζ > 1 creeps (over-damped).
/// A spring says nothing about where it starts; `motion(initialVelocity:)` gives the closed-form
/// trajectory from 0 to 1.
public nonisolated struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// How small the envelope of the displacement must be for a spring to count as settled (see
    /// `SpringMotion.settlingDuration`), as a fraction of the distance: 8.3 × 10⁻⁴.
    ///
    /// Taken from Core Animation's documentation of `CASpringAnimation.settlingDuration`, which
    /// gives two figures for mass 1 and stiffness 100: damping 5 settles in "approximately 2.85
    /// seconds", damping 15 in "just over 1 second". The threshold is the one that makes the
    /// envelope rule give 2.85 s for the first: (1/√(1 − ζ²))·e^{−ζω₀t} at ζ = 0.25, ω₀ = 10,
    /// t = 2.85. The same rule and threshold then give 1.0009 s for the second, "just over 1
    /// second": one constant fitted, the other figure a check.
    public static let settlingThreshold = (4 / 15.0.squareRoot()) * exp(-2.5 * 2.85)

    /// Creates a spring; nil unless mass > 0, stiffness > 0 and damping ≥ 0, all finite.
    public init?(mass: Double, stiffness: Double, damping: Double) {
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping >= 0 else {
            return nil
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The response/damping-ratio form (WWDC 2018 "Designing Fluid Interfaces"): mass 1,
    /// k = (2π/response)², c = 4πζ/response; `response` is the undamped period in seconds.
    /// Nil unless response > 0 and dampingRatio ≥ 0, both finite.
    public init?(dampingRatio: Double, response: Double) {
        guard dampingRatio.isFinite, response.isFinite, response > 0, dampingRatio >= 0 else { return nil }
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response)
    }

    /// A response/damping-ratio spring the caller knows to be valid (a constant): response > 0
    /// and dampingRatio ≥ 0, finite; anything else is a programmer error and traps.
    public init(validDampingRatio dampingRatio: Double, response: Double) {
        guard let spring = Spring(dampingRatio: dampingRatio, response: response) else {
            preconditionFailure("a spring needs a positive response and a damping ratio ≥ 0, got \(dampingRatio), \(response)")
        }
        self = spring
    }

    /// iOS 17's and SwiftUI's spring of perceptual duration `duration` and `bounce`: the response
    /// form with response `duration` and damping ratio 1 − bounce for a bounce of 0 or more (0
    /// critically damped, 1 undamped) or 1/(1 + bounce) below 0 (overdamped). A bounce is
    /// clamped to −0.99...1 (0 where not finite); a duration to `perceptualDuration(_:)`'s.
    public init(duration: Double, bounce: Double) {
        let bounce = min(max(bounce.isFinite ? bounce : 0, -0.99), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(validDampingRatio: ratio, response: Self.perceptualDuration(duration))
    }

    /// The response `init(duration:bounce:)` takes for `duration`: 0.5 s where it is not finite
    /// and positive, else clamped to a microsecond...a million seconds, where the spring's
    /// stiffness, (2π/duration)², is a number (a duration of 1e-200 would make it infinite).
    package static func perceptualDuration(_ duration: Double) -> Double {
        guard duration.isFinite, duration > 0 else { return 0.5 }
        return min(max(duration, 1e-6), 1e6)
    }

    /// The spring UIView's `usingSpringWithDamping:initialSpringVelocity:` runs: damping ratio ζ,
    /// mass 1, and the stiffness chosen so that, started with `initialVelocity`, its settling
    /// duration (see `settlingThreshold`) is exactly `duration` seconds.
    ///
    /// Found by bisection on ω₀ to 1e-9 relative; the settling duration falls continuously as
    /// ω₀ grows. Nil unless ζ > 0, duration > 0, all finite.
    public static func fitted(dampingRatio: Double, initialVelocity: Double, duration: Double) -> Spring? {
        guard dampingRatio.isFinite, initialVelocity.isFinite, duration.isFinite,
            dampingRatio > 0, duration > 0
        else { return nil }
        func spring(_ omega: Double) -> Spring? {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
        }
        func settles(_ omega: Double) -> Double {
            spring(omega)?.settlingDuration(initialVelocity: initialVelocity) ?? .infinity
        }
        // Bracket: a soft spring that settles too late and a stiff one that settles in time.
        var soft = 1e-3 / duration
        var stiff = 1e3 / duration
        while settles(stiff) > duration && stiff < 1e9 { stiff *= 10 }
        while settles(soft) <= duration && soft > 1e-12 { soft /= 10 }
        for _ in 0..<200 where stiff / soft > 1 + 1e-12 {
            let middle = (soft * stiff).squareRoot()
            if settles(middle) > duration { soft = middle } else { stiff = middle }
        }
        return spring(stiff)
    }

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The undamped period 2π/ω₀, in seconds (the inverse of the response form).
    public var response: Double { 2 * Double.pi / naturalFrequency }
    /// The bounce of `init(duration:bounce:)`: 1 − ζ where ζ ≤ 1, 1/ζ − 1 where overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The closed-form motion from 0 to 1 starting at `initialVelocity` (distance per second,
    /// positive toward the target).
    public func motion(initialVelocity: Double = 0) -> SpringMotion {
        SpringMotion(spring: self, initialVelocity: initialVelocity)
    }

    /// Core Animation's estimate of when the motion from 0 to 1 with `initialVelocity` is at
    /// rest (`CASpringAnimation.settlingDuration`), in seconds; infinite for an undamped spring.
    /// See `SpringMotion.settlingDuration`.
    public func settlingDuration(initialVelocity: Double = 0) -> Double {
        motion(initialVelocity: initialVelocity).settlingDuration
    }
}

/// The trajectory of a spring released at 0 with a velocity and pulled to 1, in closed form
/// (no numeric integration), with the answers every simulation gives: value, velocity, done.
///
/// With u(t) = value − 1, u(0) = −1 and u′(0) = v₀:
/// - under-damped: u = e^{−ζω₀t}(A cos ω_d t + B sin ω_d t), ω_d = ω₀√(1−ζ²), A = −1, B = (v₀ − ζω₀)/ω_d;
/// - critically damped: u = e^{−ω₀t}(A + Bt), B = v₀ − ω₀;
/// - over-damped: u = C₁e^{r₁t} + C₂e^{r₂t}, r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)), C₂ = (v₀ + r₁)/(r₂ − r₁), C₁ = −1 − C₂.
public nonisolated struct SpringMotion: Sendable {
    public let spring: Spring
    /// Velocity at t = 0, in distance per second (positive toward the target).
    public let initialVelocity: Double
    private let regime: Regime

    private enum Regime: Sendable {
        case underDamped(decay: Double, omegaD: Double, b: Double)
        case critical(omega: Double, b: Double)
        case overDamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// How close to 1 counts as critically damped: within this of ζ = 1 the critical formula is
    /// used (the others divide by a vanishing ω_d or r₂ − r₁).
    static let criticalTolerance = 1e-9

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity
        let omega = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) <= Self.criticalTolerance {
            regime = .critical(omega: omega, b: v0 - omega)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            regime = .underDamped(decay: zeta * omega, omegaD: omegaD, b: (v0 - zeta * omega) / omegaD)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            regime = .overDamped(r1: r1, r2: r2, c1: -1 - c2, c2: c2)
        }
    }

    /// Displacement from the target, value − 1, at `t` seconds.
    public func displacement(at t: Double) -> Double {
        switch regime {
        case .underDamped(let decay, let omegaD, let b):
            return exp(-decay * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
        case .critical(let omega, let b):
            return exp(-omega * t) * (-1 + b * t)
        case .overDamped(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Progress at `t` seconds: 0 at t = 0, tending to 1.
    public func value(at t: Double) -> Double { 1 + displacement(at: t) }

    /// d(progress)/dt at `t` seconds, in distance per second.
    public func velocity(at t: Double) -> Double {
        switch regime {
        case .underDamped(let decay, let omegaD, let b):
            let c = cos(omegaD * t)
            let s = sin(omegaD * t)
            return exp(-decay * t) * ((b * omegaD + decay) * c + (omegaD - decay * b) * s)
        case .critical(let omega, let b):
            return exp(-omega * t) * (b - omega * (-1 + b * t))
        case .overDamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// Whether the motion has settled by `t` seconds (see `settlingDuration`).
    public func isDone(at t: Double) -> Bool { t >= settlingDuration }

    /// Core Animation's estimate of when the spring is at rest (`CASpringAnimation.settlingDuration`),
    /// in seconds: when an envelope of the displacement falls below `Spring.settlingThreshold`
    /// for good. Infinite when undamped.
    ///
    /// The envelope bounds |u(t)| from above, so from then on the motion stays within the
    /// threshold. With u = e^{−ζω₀t}·(oscillation), it bounds the oscillation:
    /// - under-damped, −cos ω_d t + B sin ω_d t: by min(√(1 + B²), 1 + |B|·ω_d t). The amplitude
    ///   √(1 + B²) is reached at every peak: this is the rule Apple's two figures fit, and for them
    ///   (ζ 0.25 and 0.75, from rest) it binds from the first hundredths of a second, so the
    ///   estimate is ln(√(1 + B²)/ε)/(ζω₀). The linear bound (|sin x| ≤ x) keeps the estimate
    ///   continuous as ζ → 1, where ω_d → 0 and the amplitude grows without limit;
    /// - critically damped, −1 + Bt: by 1 + |B|t;
    /// - over-damped, −cosh ω′t + B′ sinh ω′t with ω′ = ω₀√(ζ² − 1): by cosh ω′t + |B′| sinh ω′t,
    ///   which meets the critical bound as ζ → 1.
    /// Each envelope starts at 1, rises at most once and then falls, so it crosses ε once.
    public var settlingDuration: Double {
        let epsilon = Spring.settlingThreshold
        switch regime {
        case .underDamped(let decay, let omegaD, let b):
            guard decay > 0 else { return .infinity }
            let amplitude = (1 + b * b).squareRoot()
            let slope = abs(b) * omegaD
            let crossing = log(amplitude / epsilon) / decay
            if 1 + slope * crossing >= amplitude { return crossing }
            return Self.lastTimeAbove(epsilon, before: crossing) { t in (1 + slope * t) * exp(-decay * t) }
        case .critical(let omega, let b):
            let envelope = { (t: Double) in (1 + abs(b) * t) * exp(-omega * t) }
            return Self.lastTimeAbove(epsilon, before: Self.beyond(epsilon, from: 1 / omega, envelope), envelope)
        case .overDamped(let r1, let r2, _, _):
            // e^{−ζω₀t}(cosh ω′t + |B′| sinh ω′t) = ½(1 + |B′|)e^{r₁t} + ½(1 − |B′|)e^{r₂t}.
            let decay = -(r1 + r2) / 2
            let omegaPrime = (r1 - r2) / 2
            let bPrime = abs((initialVelocity - decay) / omegaPrime)
            let envelope = { (t: Double) in ((1 + bPrime) * exp(r1 * t) + (1 - bPrime) * exp(r2 * t)) / 2 }
            return Self.lastTimeAbove(epsilon, before: Self.beyond(epsilon, from: -1 / r1, envelope), envelope)
        }
    }

    /// A time at which `envelope` is below `epsilon`: `start`, doubled until it is.
    private static func beyond(_ epsilon: Double, from start: Double, _ envelope: (Double) -> Double) -> Double {
        var time = start
        while envelope(time) >= epsilon { time *= 2 }
        return time
    }

    /// The last time `envelope` is at least `epsilon`, given that it is at 0 (it starts at 1),
    /// is not at `upper`, and crosses once between.
    private static func lastTimeAbove(_ epsilon: Double, before upper: Double, _ envelope: (Double) -> Double) -> Double {
        bisect(0, upper) { envelope($0) >= epsilon }
    }

    /// The boundary in [lo, hi] where `above` turns false for good, given that it holds at lo,
    /// fails at hi, and changes once in between.
    private static func bisect(_ lo: Double, _ hi: Double, _ above: (Double) -> Bool) -> Double {
        var lo = lo
        var hi = hi
        while hi - lo > 1e-12 * max(1, hi) {
            let middle = (lo + hi) / 2
            if above(middle) { lo = middle } else { hi = middle }
        }
        return hi
    }
}
