import CSDL
import Motion

/// While nothing moves, the frame loop waits instead of drawing still frames.
extension FrameLoop {
    /// Waits up to `seconds` for an input event and handles it; returns the real seconds waited.
    /// A timeout, not an endless wait, so that a termination signal is noticed within it.
    @discardableResult
    func waitForEvents(upTo seconds: Double) -> Double {
        let start = SDL_GetPerformanceCounter()
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, Int32((seconds * 1000).rounded(.up))) == 1 { process(event) }
        return pacer.idled(since: start)
    }

    /// On the real clock, while nothing moves and the script's next command lies more than a
    /// frame ahead, waits (up to a quarter of a second at a time) instead of drawing still frames;
    /// the clock follows the wait in full, so commands stay on time. Returns whether it waited.
    func idlesUntilNextCommand() -> Bool {
        guard !(clock is FixedStepClock), let next = player?.nextCommandTime else { return false }
        let ahead = next - clock.now - statistics.refreshInterval
        guard ahead > 0 else { return false }
        clock.idle(realElapsed: waitForEvents(upTo: min(ahead, 0.25)))
        return true
    }
}
