import CSDL
import Glibc

/// The frame loop's real time: when a frame started, the wait that holds frames to the display's
/// rate where presenting does not, and the interval between presents.
struct FramePacer {
    private let frequency = Double(SDL_GetPerformanceFrequency())
    /// When the current frame (or the wait before it) started, in performance-counter ticks.
    private(set) var frameStart = SDL_GetPerformanceCounter()
    private var lastPresent: UInt64 = 0
    private var wasIdle = true

    /// Starts a frame; returns the real seconds since the last one started.
    mutating func startFrame() -> Double {
        let start = SDL_GetPerformanceCounter()
        defer { frameStart = start }
        return Double(start - frameStart) / frequency
    }

    /// The window waited for input instead of drawing: the next interval is not a frame's.
    /// Returns the real seconds the wait took, from `since` (a `frameStart`).
    @discardableResult
    mutating func idled(since start: UInt64) -> Double {
        frameStart = SDL_GetPerformanceCounter()
        wasIdle = true
        return Double(frameStart - start) / frequency
    }

    /// Without vsync (the offscreen and dummy drivers, or a renderer that has none), waits out
    /// the rest of `refreshInterval` from the frame's start on the real clock instead of spinning.
    func pace(refreshInterval: Double) {
        let elapsed = Double(SDL_GetPerformanceCounter() - frameStart) / frequency
        let remaining = refreshInterval - elapsed
        // Microseconds, not SDL_Delay's whole milliseconds, which would run 16 ms frames at 62 Hz.
        if remaining > 0 { usleep(UInt32(remaining * 1e6)) }
    }

    /// A frame was presented: the interval since the previous present, nil after idling.
    mutating func presented() -> Double? {
        let now = SDL_GetPerformanceCounter()
        let interval = wasIdle || lastPresent == 0 ? nil : Double(now - lastPresent) / frequency
        lastPresent = now
        wasIdle = false
        return interval
    }
}
