/// Estimates a pointer's velocity the way Android's and Flutter's velocity trackers do.
///
/// It keeps the last 20 samples. To estimate, it walks back from the newest sample over those at
/// most 100 ms older, stopping at a gap of more than 40 ms between two samples, and fits position
/// against time with a quadratic by least squares (time measured from the newest sample); the
/// velocity is the fit's slope at the newest sample. Fewer than 3 samples give zero, and so does
/// a pointer whose last sample is more than 40 ms older than the moment asked about: a pointer
/// that stopped before release has no velocity.
public nonisolated struct VelocityTracker: Sendable {
    /// How many samples are kept.
    public static let historySize = 20
    /// Samples older than this, in seconds, before the newest are ignored.
    public static let horizon = 0.100
    /// A gap longer than this, in seconds, between samples (or after the last) means the pointer stopped.
    public static let stopGap = 0.040
    /// The fewest samples that give a velocity.
    public static let minimumSamples = 3

    private struct Sample: Sendable {
        var time: Double
        var position: Point
    }

    private var samples: [Sample] = []

    /// Creates an empty tracker.
    public init() {
        samples.reserveCapacity(Self.historySize)
    }

    /// Forgets every sample (call at pointer down).
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records the pointer at `position` (points) at `time` (seconds). Non-finite input is ignored.
    public mutating func addSample(time: Double, position: Point) {
        guard time.isFinite, position.isFinite else { return }
        if samples.count == Self.historySize { samples.removeFirst() }
        samples.append(Sample(time: time, position: position))
    }

    /// The velocity in points per second at the newest sample, or, given `time`, zero if the
    /// pointer has not moved for more than `stopGap` before `time`.
    public func velocity(at time: Double? = nil) -> Point {
        guard let newest = samples.last else { return .zero }
        if let time, time - newest.time > Self.stopGap { return .zero }
        var ages: [Double] = []
        var xs: [Double] = []
        var ys: [Double] = []
        var previousTime = newest.time
        for sample in samples.reversed() {
            let age = newest.time - sample.time
            if age > Self.horizon || previousTime - sample.time > Self.stopGap { break }
            previousTime = sample.time
            ages.append(-age)
            // Relative to the newest place: the same slope, better conditioned, and exactly zero
            // for a pointer held still.
            xs.append(sample.position.x - newest.position.x)
            ys.append(sample.position.y - newest.position.y)
        }
        guard ages.count >= Self.minimumSamples,
            let vx = Self.slopeAtZero(times: ages, values: xs),
            let vy = Self.slopeAtZero(times: ages, values: ys)
        else { return .zero }
        return Point(x: vx, y: vy)
    }

    /// The linear coefficient b of the least-squares fit v ≈ a + b·t + c·t², in value per second;
    /// falls back to a straight line when the times cannot support a quadratic (repeated
    /// timestamps), and to nil when they cannot support a line either.
    static func slopeAtZero(times: [Double], values: [Double]) -> Double? {
        // Normal equations in a time unit of 10 ms, which keeps them well conditioned.
        let scale = 0.010
        var s0 = 0.0
        var s1 = 0.0
        var s2 = 0.0
        var s3 = 0.0
        var s4 = 0.0
        var v0 = 0.0
        var v1 = 0.0
        var v2 = 0.0
        for (t, v) in zip(times, values) {
            let u = t / scale
            s0 += 1
            s1 += u
            s2 += u * u
            s3 += u * u * u
            s4 += u * u * u * u
            v0 += v
            v1 += v * u
            v2 += v * u * u
        }
        // | s0 s1 s2 | |a|   |v0|
        // | s1 s2 s3 | |b| = |v1|
        // | s2 s3 s4 | |c|   |v2|
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        let spread = max(1e-12, s4 * s0)
        if abs(det) > 1e-9 * spread {
            let detB = s0 * (v1 * s4 - s3 * v2) - v0 * (s1 * s4 - s3 * s2) + s2 * (s1 * v2 - v1 * s2)
            return detB / det / scale
        }
        let lineDet = s0 * s2 - s1 * s1
        guard abs(lineDet) > 1e-9 * max(1e-12, s0 * s2) else { return nil }
        return (s0 * v1 - s1 * v0) / lineDet / scale
    }
}
