import Foundation
import TestSupport
import Testing

@testable import SDLHost

struct LatencyStatisticsTests {
    /// Input-to-screen latencies go into the statistics' histogram and out through `--stats`.
    @Test func latenciesAreSummarisedAndWritten() throws {
        var statistics = FrameStatistics(refreshInterval: 1.0 / 60)
        for milliseconds in [3.0, 4.0, 4.0, 5.0, 12.0] { statistics.recordLatency(milliseconds / 1000) }
        statistics.recordLatency(-1)
        statistics.recordLatency(.nan)
        #expect(statistics.latencies == 5, "nonsense is not counted")
        #expect(abs(statistics.latencyPercentile(0.5) * 1000 - 4.05) < 1e-9, "the median's bin centre")
        let summary = statistics.summary(peakResidentMebibytes: 100)
        #expect(summary.latencies == 5 && abs(summary.latencyP99Milliseconds - 12.05) < 1e-9)
        let object = try JSONValue(parsing: JSONEncoder().encode(summary))
        #expect(object.keys.isSuperset(of: ["latency_samples", "latency_median_ms", "latency_p99_ms", "frames", "peak_rss_mib"]))
    }
}
