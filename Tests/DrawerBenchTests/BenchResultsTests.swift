import Foundation
import SDLHost
import TestSupport
import Testing

@testable import DrawerBench

struct BenchResultsTests {
    /// bench/results.json keeps the keys it has always had: the measures, and each engine figure
    /// as KEY, KEY_baseline and KEY_ratio beside them.
    @Test func resultsKeepTheirKeys() throws {
        var results = BenchResults()
        results.measures.offscreen600PeakMebibytes = 120
        results.measures.startupRatio = 1.06
        results.engine = [EngineBenchmark.Figure(key: "spring_eval_ns", label: "spring evaluation", value: 18, unit: "ns", baseline: 12)]
        let data = try JSONEncoder().encode(results)
        let object = try JSONValue(parsing: data)
        for key in [
            "machine", "modes", "frame_ratio_median", "startup_ms", "startup_ratio", "rss_growth_kib", "rss_offscreen_600_mib",
            "rss_offscreen_6000_mib", "rss_offscreen_growth_mib", "offscreen_frame_ms", "frames", "late_frames",
            "pacing_median_ms", "pacing_p99_ms", "rss_peak_mib", "spring_eval_ns", "spring_eval_ns_baseline", "spring_eval_ns_ratio",
            // Issue 20's keys.
            "latency_median_ms", "latency_p99_ms", "latency_median_frames", "scaling_depth_ratio", "rss_per_screen_kib",
            "views", "scaling_views_ratio_1000", "frame_ratio_p99", "baseline_p99_spread_max", "rss_peak_baseline_mib", "rss_peak_ratio",
        ] {
            #expect(object[key] != nil, "\(key)")
        }
        #expect(object["rss_offscreen_600_mib"] == .number(120))
        #expect(object["spring_eval_ns_ratio"] == .number(1.5))
    }

    /// `--only STEP,…` runs those steps; an unknown step is one clear usage error naming the steps.
    @Test func onlyTakesOneStepByName() throws {
        #expect(try BenchCommand.parse(["--only", "views"]).only == [.views])
        #expect(try BenchCommand.parse(["--only", "engine,frames"]).only == [.engine, .frames])
        #expect(try BenchCommand.parse([]).only == nil)
        #expect(
            throws: UsageError.badValue(
                flag: "--only", value: "gpu", expected: "engine, frames, views, lists, startup, memory, pacing, latency")
        ) {
            try BenchCommand.parse(["--only", "gpu"])
        }
        #expect(
            throws: UsageError.badValue(
                flag: "--only", value: "engine,", expected: "engine, frames, views, lists, startup, memory, pacing, latency")
        ) {
            try BenchCommand.parse(["--only", "engine,"])
        }
    }

    /// A workload's figures are each the best of its rounds, Drawer's and the baseline's alike,
    /// and the ratios are taken between those.
    @Test func roundsKeepTheBestOfEachFigure() {
        typealias Result = FrameBenchmark.Result
        let busy = Result(
            scenario: "side", updateMedian: 0.01, updateP99: 0.2, renderMedian: 3, renderP99: 7, frameMedian: 3.01, frameP99: 7.2,
            baselineMedian: 2.9, baselineP99: 4)
        let quiet = Result(
            scenario: "side", updateMedian: 0.02, updateP99: 0.05, renderMedian: 3.2, renderP99: 4, frameMedian: 3.22, frameP99: 4.05,
            baselineMedian: 3.1, baselineP99: 5)
        let best = Result(bestOf: [busy, quiet])
        #expect(best.scenario == "side")
        #expect(best.updateMedian == 0.01 && best.updateP99 == 0.05)
        #expect(best.renderMedian == 3 && best.renderP99 == 4)
        #expect(best.frameMedian == 3.01 && best.frameP99 == 4.05)
        #expect(best.baselineMedian == 2.9 && best.baselineP99 == 4)
        #expect(abs(best.ratioP99 - 4.05 / 4) < 1e-12)
        #expect(abs(best.baselineP99Spread - 5.0 / 4) < 1e-12)
    }
}
