/// The HUD's frame rate: frames per second over the last `window` frame intervals of the current
/// burst of drawing. Time spent idle (no frames because nothing moves) is not a slow frame rate,
/// so a burst after idle starts afresh and reads its rate from its second frame on: a 0.35 s
/// modal presentation shows 60 fps, where a rate measured over half-second windows never got one.
nonisolated struct FrameRateMeter: Sendable {
    /// How many recent intervals the rate is taken over.
    static let window = 30
    private var intervals = [Double](repeating: 0, count: window)
    private var count = 0
    private var next = 0
    private var sum = 0.0

    init() {}

    /// Counts a presented frame; `interval` is the time since the previous one, nil after idling.
    mutating func record(interval: Double?) {
        guard let interval, interval.isFinite, interval > 0 else {
            count = 0
            next = 0
            sum = 0
            return
        }
        if count == Self.window { sum -= intervals[next] } else { count += 1 }
        intervals[next] = interval
        sum += interval
        next = (next + 1) % Self.window
    }

    /// Frames per second over the recent intervals; nil until one has been measured.
    var framesPerSecond: Double? { count > 0 && sum > 0 ? Double(count) / sum : nil }
}
