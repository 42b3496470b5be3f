import Foundation
import SDLHost
import TestSupport
import Testing

@testable import DrawerBench

struct BenchResultsTests {
    /// bench/results.json keeps the keys it has always had: the measures, and each engine figure
    /// as KEY, KEY_baseline and KEY_ratio beside them; each ratio now has its interval beside it
    /// (KEY_ratio_ci_low, KEY_ratio_ci_high), and the goals and the A/A's resolution are kept.
    @Test func resultsKeepTheirKeys() throws {
        func estimate(_ median: Double) -> RatioEstimate {
            RatioEstimate(ratio: median, low: median - 0.02, high: median + 0.03, rounds: 10, coverage: 0.98)
        }
        var results = BenchResults()
        results.aa = true
        results.measures.offscreen600PeakMebibytes = 120
        results.measures.startupRatio = 1.06
        results.measures.startupRatioInterval = estimate(1.06)
        results.measures.peakResidentRatioInterval = estimate(1.09)
        results.measures.scalingDepthRatioInterval = estimate(1.01)
        let side = PairedRounds.Round(
            drawer: FrameBenchmark.Sample(median: 3, p99: 4), floor: FrameBenchmark.Sample(median: 2, p99: 4),
            floorAgain: FrameBenchmark.Sample(median: 2, p99: 4))
        var sideResult = FrameBenchmark.Result(scenario: "side", rounds: [side])
        var cost = GeometryRecorder.FrameCost()
        cost.pixelsFilled = 2_090_000
        cost.pixelsSampled = 400_000
        cost.offscreenPasses = 0.3
        sideResult.cost = cost
        results.measures.modes["side"] = BenchResults.ModeFrames(sideResult)
        results.measures.pacingModes["zoom"] = try JSONDecoder().decode(
            FrameStatistics.Summary.self,
            from: Data(
                #"{"frames": 364, "median_ms": 15.95, "p99_ms": 17.25, "late_frames": 0, "late_threshold_ms": 25, "peak_rss_mib": 131, "minor_page_faults": 10500, "latency_samples": 0, "latency_median_ms": 0, "latency_p99_ms": 0}"#
                    .utf8))
        let rounds = [PairedRounds.Round(drawer: 18.0, floor: 12.0, floorAgain: 12.0)]
        results.engine = [EngineBenchmark.Figure(key: "spring_eval_ns", label: "spring evaluation", unit: "ns", rounds: rounds)]
        results.goals = [BenchResults.GoalRecord(figure: "frame, side (median)", limit: 1.05, estimate: estimate(1.5), verdict: .missed)]
        results.resolution.add("spring evaluation", estimate(1))
        let data = try JSONEncoder().encode(results)
        let object = try JSONValue(parsing: data)
        for key in [
            "machine", "modes", "frame_ratio_median", "startup_ms", "startup_ratio", "rss_growth_kib", "rss_offscreen_600_mib",
            "rss_offscreen_6000_mib", "rss_offscreen_growth_mib", "offscreen_frame_ms", "frames", "late_frames",
            "pacing_median_ms", "pacing_p99_ms", "rss_peak_mib", "spring_eval_ns", "spring_eval_ns_baseline", "spring_eval_ns_ratio",
            // Issue 20's keys.
            "latency_median_ms", "latency_p99_ms", "latency_median_frames", "scaling_depth_ratio", "rss_per_screen_kib",
            "views", "scaling_views_ratio_1000", "frame_ratio_p99", "rss_peak_baseline_mib", "rss_peak_ratio",
            // Issue 40's: intervals, the peak's range over launches, goals and resolution.
            "spring_eval_ns_ratio_ci_low", "spring_eval_ns_ratio_ci_high", "spring_eval_ns_aa_ratio_ci_low",
            "startup_ratio_ci_low", "startup_ratio_ci_high", "rss_peak_ratio_ci_low", "rss_peak_ratio_ci_high",
            "scaling_depth_ratio_ci_low", "rss_peak_mib_range", "rss_peak_baseline_mib_range", "goals", "resolution", "rounds",
        ] {
            #expect(object[key] != nil, "\(key)")
        }
        #expect(object["rss_offscreen_600_mib"] == .number(120))
        #expect(object["spring_eval_ns_ratio"] == .number(1.5))
        #expect(object["startup_ratio_ci_high"] == .number(1.09))
        for key in [
            "ratio_median", "ratio_p99", "median_ratio_ci_low", "median_ratio_ci_high", "p99_ratio_ci_low", "median_aa_ratio_ci_low",
        ] {
            #expect(object["modes"]?["side"]?[key] != nil, "modes.side.\(key)")
        }
        #expect(object["modes"]?["side"]?["ratio_median"] == .number(1.5))
        // Issue 64's: what a frame asks of the rasterizer, and each mode's real-window pacing.
        #expect(object["modes"]?["side"]?["pixels_filled"] == .number(2_090_000))
        #expect(object["modes"]?["side"]?["pixels_sampled"] == .number(400_000))
        #expect(object["modes"]?["side"]?["offscreen_passes"] == .number(0.3))
        #expect(object["pacing_modes"]?["zoom"]?["p99_ms"] == .number(17.25))
        guard case .array(let goals)? = object["goals"] else {
            Issue.record("goals is not a list")
            return
        }
        #expect(goals.count == 1 && goals.first?["verdict"] == .string("missed"))
        #expect(object["resolution"]?["widest"] == .string("spring evaluation"))
    }

    /// `--aa` adds the floor's run against itself.
    @Test func aaIsAFlag() throws {
        #expect(try BenchCommand.parse(["--aa"]).aa)
        #expect(try !BenchCommand.parse([]).aa)
    }

    /// `--only STEP,…` runs those steps; an unknown step is one clear usage error naming the steps.
    @Test func onlyTakesOneStepByName() throws {
        #expect(try BenchCommand.parse(["--only", "views"]).only == [.views])
        #expect(try BenchCommand.parse(["--only", "engine,frames"]).only == [.engine, .frames])
        #expect(try BenchCommand.parse([]).only == nil)
        #expect(
            throws: UsageError.badValue(
                flag: "--only", value: "gpu",
                expected: "engine, layout, allocations, frames, views, lists, startup, memory, peak, pacing, latency")
        ) {
            try BenchCommand.parse(["--only", "gpu"])
        }
        #expect(
            throws: UsageError.badValue(
                flag: "--only", value: "engine,",
                expected: "engine, layout, allocations, frames, views, lists, startup, memory, peak, pacing, latency")
        ) {
            try BenchCommand.parse(["--only", "engine,"])
        }
    }
}
