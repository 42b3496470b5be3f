/// A source of animation time, in seconds since the clock started.
///
/// Animation time only moves when the frame loop ticks the clock, so every animator sampled in a
/// frame sees the same instant. Clocks are injected, never global.
@preconcurrency @MainActor public protocol AnimationClock: AnyObject {
    /// The current animation time, in seconds. Starts at 0.
    var now: Double { get }
    /// Advances the clock for a new frame; `realElapsed` is the wall-clock time since the last
    /// frame, in seconds, which a clock may use or ignore.
    func tick(realElapsed: Double)
    /// Advances over `realElapsed` seconds in which nothing moved (a script waiting for its next
    /// command). Nothing can skip ahead there, so a clock that clamps frame steps may follow the
    /// wall clock in full. By default the same as a tick.
    func idle(realElapsed: Double)
}

extension AnimationClock {
    public func idle(realElapsed: Double) { tick(realElapsed: realElapsed) }
}

/// A clock that advances exactly one step per frame (1/60 s by default), whatever the real time:
/// runs driven by it are deterministic and need no display.
@preconcurrency @MainActor public final class FixedStepClock: AnimationClock {
    /// The length of one step, in seconds.
    public let step: Double
    /// How many steps have elapsed.
    @exclusivity(unchecked) public private(set) var ticks: Int = 0

    /// Creates a clock at time 0 with the given step (seconds, > 0).
    public init(step: Double = 1.0 / 60.0) {
        precondition(step > 0, "a clock step must be positive")
        self.step = step
    }

    /// `ticks × step`, computed from the count so that no rounding error accumulates.
    public var now: Double { Double(ticks) * step }

    /// Advances one step; the real time is ignored.
    public func tick(realElapsed: Double = 0) { ticks += 1 }

    /// Advances `count` steps.
    public func tick(times count: Int) { ticks += max(0, count) }
}

/// A clock that follows the display: it advances by the real frame time, clamped so that one
/// long stall (a dragged window, a swapped-out process) cannot make an animation skip ahead.
@preconcurrency @MainActor public final class DisplayClock: AnimationClock {
    /// The largest step one frame may take, in seconds.
    public let maximumStep: Double
    public private(set) var now: Double = 0

    /// Creates a clock at time 0; `maximumStep` defaults to 0.05 s (three frames at 60 Hz).
    public init(maximumStep: Double = 0.05) {
        self.maximumStep = maximumStep
    }

    /// Advances by the real elapsed time, clamped to 0...maximumStep (non-finite counts as 0).
    public func tick(realElapsed: Double) {
        guard realElapsed.isFinite else { return }
        now += min(max(realElapsed, 0), maximumStep)
    }

    /// Advances by the whole idle time (non-finite or negative counts as 0): with nothing moving
    /// there is no step to clamp, and scripted commands stay on the wall clock's time.
    public func idle(realElapsed: Double) {
        guard realElapsed.isFinite else { return }
        now += max(realElapsed, 0)
    }
}
