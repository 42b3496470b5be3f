import Motion

/// The one way the suites step frames: a fixed 60 Hz clock ticked once a frame, then the frame's
/// work (a driver's update, a window's, a whole app's), as the host's frame loop does, with no
/// sleeps. The Motion, ViewKit and demo rigs each wrap one around what they drive.
public final class FrameRig {
    public let clock: FixedStepClock
    /// A frame's work after the tick; returns whether anything still moves.
    private let work: () -> Bool

    public init(clock: FixedStepClock = FixedStepClock(), work: @escaping () -> Bool) {
        self.clock = clock
        self.work = work
    }

    /// Advances `count` frames.
    public func frames(_ count: Int = 1) {
        for _ in 0..<count {
            clock.tick()
            _ = work()
        }
    }

    /// Runs frames until nothing moves, at most `limit`; returns how many ran.
    @discardableResult
    public func settle(limit: Int = 600) -> Int {
        var count = 0
        while work() && count < limit {
            frames()
            count += 1
        }
        return count
    }
}
