/// Advances running animators once per frame, all to the same instant of one clock.
///
/// The frame loop ticks the clock and then calls `update()`; every animator applies its values
/// for `clock.now` and those that finished run their completions, after all values are applied.
public final class AnimationDriver {
    /// The clock every animator on this driver reads.
    public let clock: AnimationClock
    private var running: [PropertyAnimator] = []

    /// Creates a driver on `clock`.
    public init(clock: AnimationClock) {
        self.clock = clock
    }

    /// The clock's current time, in seconds.
    public var now: Double { clock.now }

    /// Whether any animator is running (the frame loop keeps drawing while this holds).
    public var hasRunningAnimations: Bool { !running.isEmpty }

    /// How many animators are running.
    public var runningCount: Int { running.count }

    /// Applies every running animator's values for the clock's current time, then runs the
    /// completions of those that reached their end.
    public func update() {
        let now = clock.now
        var finished: [PropertyAnimator] = []
        for animator in running where animator.advance(to: now) {
            finished.append(animator)
        }
        for animator in finished { animator.completeNaturally() }
    }

    func register(_ animator: PropertyAnimator) {
        if !running.contains(where: { $0 === animator }) { running.append(animator) }
    }

    func unregister(_ animator: PropertyAnimator) {
        running.removeAll { $0 === animator }
    }
}
