/// A mapping from elapsed time to progress, both normalised: the one interface every easing curve
/// and every fitted spring answers, so the animator never needs to know which it runs.
///
/// `progress(at: 0)` is 0 and progress settles at 1 when the time fraction reaches 1; in
/// between, springs may overshoot above 1 (or, with a negative initial velocity, dip below 0).
public nonisolated protocol TimingCurve: Sendable {
    /// Progress at time fraction `t` in 0...1 (values outside are clamped to it).
    func progress(at t: Double) -> Double
    /// d(progress)/d(time fraction) at `t`; divide by the duration in seconds for progress per second.
    func slope(at t: Double) -> Double
}

nonisolated extension TimingCurve {
    /// The first time fraction at which the curve reaches `progress`, by bisection: exact to
    /// 1e-15 for a curve that never falls back (every easing curve; not an overshooting spring).
    /// The ends are exact: 0 and below give 0, 1 and above give 1 (bisection alone stops within
    /// the curve solver's tolerance of them).
    public func timeFraction(forProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let middle = (lo + hi) / 2
            if self.progress(at: middle) < progress { lo = middle } else { hi = middle }
        }
        return (lo + hi) / 2
    }
}

/// The identity curve: progress equals the time fraction.
public nonisolated struct LinearCurve: TimingCurve, Hashable {
    /// Creates the linear curve.
    public init() {}
    public func progress(at t: Double) -> Double { min(max(t, 0), 1) }
    public func slope(at t: Double) -> Double { 1 }
}
