/// Frame times without storing every frame: a histogram of 0.1 ms bins up to 250 ms (longer
/// frames land in the last bin), so a long run uses no more memory than a short one.
package nonisolated struct FrameStatistics: Sendable {
    private static let binWidth = 0.0001
    private var bins = [Int](repeating: 0, count: 2501)
    /// Frames presented.
    package private(set) var frames = 0
    /// Intervals measured (frames after the first of a continuous run).
    package private(set) var intervals = 0
    /// Intervals longer than 1.5 × the refresh interval.
    package private(set) var lateFrames = 0
    /// The display's refresh interval, in seconds.
    package let refreshInterval: Double
    /// Input-to-screen latencies: from a real input event's SDL timestamp to the return of the
    /// present whose frame first reflects it, in the same 0.1 ms bins.
    private var latencyBins = [Int](repeating: 0, count: 2501)
    /// Latencies measured.
    package private(set) var latencies = 0

    /// The SDL timestamp (s) of the oldest real input not yet on screen.
    private var oldestUnshownInput: Double?

    /// A person's input arrived at `time` (its SDL timestamp, in seconds).
    package mutating func inputArrived(at time: Double) {
        oldestUnshownInput = min(oldestUnshownInput ?? time, time)
    }

    /// A frame was presented at `time` (SDL_GetTicks's seconds, the timestamps' base): the input
    /// that arrived before it is on screen, and its latency is counted.
    package mutating func framePresented(at time: Double) {
        guard let input = oldestUnshownInput else { return }
        recordLatency(time - input)
        oldestUnshownInput = nil
    }

    /// Counts one input-to-screen latency, in seconds.
    package mutating func recordLatency(_ seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        latencies += 1
        latencyBins[min(Int(seconds / Self.binWidth), latencyBins.count - 1)] += 1
    }

    /// The latency below which `fraction` of the measured ones fall, in seconds (bin centre).
    package func latencyPercentile(_ fraction: Double) -> Double {
        Self.percentile(fraction, of: latencyBins, count: latencies)
    }

    /// Creates empty statistics for a display refreshing every `refreshInterval` seconds.
    package init(refreshInterval: Double) {
        self.refreshInterval = refreshInterval
    }

    /// Counts a presented frame; `interval` is the time since the previous one when both belong
    /// to one continuous run of frames (nil after an idle wait).
    package mutating func record(interval: Double?) {
        frames += 1
        guard let interval, interval.isFinite, interval >= 0 else { return }
        intervals += 1
        bins[min(Int(interval / Self.binWidth), bins.count - 1)] += 1
        if interval > 1.5 * refreshInterval { lateFrames += 1 }
    }

    /// The interval below which `fraction` of the measured intervals fall, in seconds (bin centre).
    package func percentile(_ fraction: Double) -> Double {
        Self.percentile(fraction, of: bins, count: intervals)
    }

    private static func percentile(_ fraction: Double, of bins: [Int], count: Int) -> Double {
        guard count > 0 else { return 0 }
        let target = max(1, Int((fraction * Double(count)).rounded(.up)))
        var seen = 0
        for (index, binCount) in bins.enumerated() {
            seen += binCount
            if seen >= target { return (Double(index) + 0.5) * binWidth }
        }
        return Double(bins.count) * binWidth
    }

    /// The figures a run reports (`--stats FILE` writes them as JSON), with the process's peak
    /// resident memory.
    package nonisolated struct Summary: Codable, Equatable, Sendable {
        package let frames: Int
        package let medianMilliseconds: Double
        package let p99Milliseconds: Double
        /// Frames later than `lateThresholdMilliseconds` (1.5 × the refresh interval).
        package let lateFrames: Int
        package let lateThresholdMilliseconds: Double
        package let peakResidentMebibytes: Double
        /// Minor page faults while the frames ran: memory the process gave back and touched again.
        package let minorPageFaults: Int
        /// Input-to-screen latency (real input only): how many were measured, median and p99.
        package let latencies: Int
        package let latencyMedianMilliseconds: Double
        package let latencyP99Milliseconds: Double

        nonisolated enum CodingKeys: String, CodingKey {
            case latencies = "latency_samples"
            case latencyMedianMilliseconds = "latency_median_ms"
            case latencyP99Milliseconds = "latency_p99_ms"
            case frames
            case medianMilliseconds = "median_ms"
            case p99Milliseconds = "p99_ms"
            case lateFrames = "late_frames"
            case lateThresholdMilliseconds = "late_threshold_ms"
            case peakResidentMebibytes = "peak_rss_mib"
            case minorPageFaults = "minor_page_faults"
        }

        /// The two lines `--verbose` prints at exit.
        package var lines: [String] {
            [
                String(
                    cFormat: "frames %ld, median %.2f ms, p99 %.2f ms, late (> %.2f ms) %ld",
                    frames, medianMilliseconds, p99Milliseconds, lateThresholdMilliseconds, lateFrames),
                String(cFormat: "peak RSS %.1f MiB, %ld minor page faults", peakResidentMebibytes, minorPageFaults),
            ]
        }
    }

    /// The summary of the frames so far, with the process's peak resident memory.
    package func summary(peakResidentMebibytes: Double) -> Summary {
        summary(peakResidentMebibytes: peakResidentMebibytes, minorPageFaults: 0)
    }

    /// The summary of the frames so far, with the process's peak resident memory and the minor
    /// page faults it took while they ran.
    package func summary(peakResidentMebibytes: Double, minorPageFaults: Int) -> Summary {
        Summary(
            frames: frames, medianMilliseconds: percentile(0.5) * 1000, p99Milliseconds: percentile(0.99) * 1000,
            lateFrames: lateFrames, lateThresholdMilliseconds: 1.5 * refreshInterval * 1000,
            peakResidentMebibytes: peakResidentMebibytes, minorPageFaults: minorPageFaults, latencies: latencies,
            latencyMedianMilliseconds: latencyPercentile(0.5) * 1000, latencyP99Milliseconds: latencyPercentile(0.99) * 1000)
    }
}
