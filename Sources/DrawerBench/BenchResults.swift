import DrawerApp
import DrawerCommandLine
import Foundation
import SDLHost
import ViewKit

/// Everything `make bench` writes to bench/results.json, with the keys it has always had.
struct BenchResults: Encodable {
    struct Machine: Codable {
        var cores = 0
        var cpu = "unknown"

        /// Cores and CPU model, so a reader knows where the figures came from.
        static var current: Machine {
            let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model =
                cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
                .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown"
            return Machine(cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model)
        }
    }

    struct ModeFrames: Encodable {
        let updateMedian, updateP99, renderMedian, renderP99, frameMedian, frameP99, baselineMedian, baselineP99: Double
        /// nil for Drawer's frames alone.
        let ratioMedian, ratioP99: RatioEstimate?
        let aaMedian, aaP99: RatioEstimate?
        /// What a frame asks of the rasterizer, on average.
        let cost: GeometryRecorder.FrameCost?

        init(_ result: FrameBenchmark.Result) {
            cost = result.cost
            updateMedian = result.updateMedian
            updateP99 = result.updateP99
            renderMedian = result.renderMedian
            renderP99 = result.renderP99
            frameMedian = result.frameMedian
            frameP99 = result.frameP99
            baselineMedian = result.baselineMedian
            baselineP99 = result.baselineP99
            ratioMedian = result.hasFloor ? result.ratioMedian : nil
            ratioP99 = result.hasFloor ? result.ratioP99 : nil
            aaMedian = result.aaMedian
            aaP99 = result.aaP99
        }

        enum CodingKeys: String, CodingKey {
            case updateMedian = "update_median_ms"
            case updateP99 = "update_p99_ms"
            case renderMedian = "render_median_ms"
            case renderP99 = "render_p99_ms"
            case frameMedian = "frame_median_ms"
            case frameP99 = "frame_p99_ms"
            case baselineMedian = "baseline_median_ms"
            case baselineP99 = "baseline_p99_ms"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in [
                (CodingKeys.updateMedian, updateMedian), (.updateP99, updateP99), (.renderMedian, renderMedian),
                (.renderP99, renderP99), (.frameMedian, frameMedian), (.frameP99, frameP99), (.baselineMedian, baselineMedian),
                (.baselineP99, baselineP99),
            ] {
                try container.encode(value, forKey: key)
            }
            // ratio_median and ratio_p99 as they always were, and their intervals beside them.
            var figures = encoder.container(keyedBy: FigureKey.self)
            try figures.encode(ratioMedian?.rounds ?? 0, forKey: "rounds")
            if let cost {
                for (key, value) in [
                    ("draw_calls", cost.calls), ("vertices", cost.vertices), ("pixels_filled", cost.pixelsFilled),
                    ("pixels_sampled", cost.pixelsSampled),
                    ("offscreen_passes", cost.offscreenPasses), ("readbacks", cost.readbacks), ("pixels_read_back", cost.pixelsReadBack),
                ] {
                    try figures.encode(value, forKey: FigureKey(stringValue: key))
                }
            }
            guard let ratioMedian, let ratioP99 else { return }
            try figures.encode(ratioMedian.ratio, forKey: "ratio_median")
            try figures.encode(ratioP99.ratio, forKey: "ratio_p99")
            try figures.encode(interval: ratioMedian, as: "median_ratio")
            try figures.encode(interval: ratioP99, as: "p99_ratio")
            if let aaMedian, let aaP99 {
                try figures.encode(aaMedian.ratio, forKey: "median_aa_ratio")
                try figures.encode(aaP99.ratio, forKey: "p99_aa_ratio")
                try figures.encode(interval: aaMedian, as: "median_aa_ratio")
                try figures.encode(interval: aaP99, as: "p99_aa_ratio")
            }
        }
    }

    /// Everything but the engine figures, keyed as it always was.
    struct Measures: Encodable {
        var machine = Machine()
        var modes: [String: ModeFrames] = [:]
        /// The tile-grid stress scene by view count.
        var views: [String: ModeFrames] = [:]
        var scalingViewsRatio1000 = 0.0
        /// The scrolling list by row count, and Drawer's frame at 10,000 rows over at 100.
        var lists: [String: ModeFrames] = [:]
        var scalingListRatio10000 = 0.0
        var frameRatioMedian = 0.0, frameRatioP99 = 0.0
        var startupMilliseconds = 0.0, startupBaselineMilliseconds = 0.0, startupRatio = 0.0
        var startupRatioInterval: RatioEstimate?
        var residentGrowthKibibytes = 0.0, memoryCycles = 0, memoryFrames = 0
        var offscreen600PeakMebibytes = 0.0, offscreen6000PeakMebibytes = 0.0, offscreenGrowthMebibytes = 0.0
        var offscreenFrameMilliseconds = 0.0
        var frames = 0, lateFrames = 0, pacingMedianMilliseconds = 0.0, pacingP99Milliseconds = 0.0
        var pacingPeakResidentMebibytes = 0.0
        /// Each mode's 10 s in a real window at 1024×720.
        var pacingModes: [String: FrameStatistics.Summary] = [:]
        var peakResidentMebibytes = 0.0, peakResidentBaselineMebibytes = 0.0, peakResidentRatio = 0.0
        var peakResidentRangeMebibytes: [Double] = [], peakResidentBaselineRangeMebibytes: [Double] = []
        var peakResidentRatioInterval: RatioEstimate?
        var scalingDepthRatio = 0.0, residentPerScreenKibibytes = 0.0
        var scalingDepthRatioInterval: RatioEstimate?
        var latencyMedianMilliseconds = 0.0, latencyP99Milliseconds = 0.0, latencyMedianFrames = 0.0

        enum CodingKeys: String, CodingKey {
            case machine, modes, views, lists
            case pacingModes = "pacing_modes"
            case scalingViewsRatio1000 = "scaling_views_ratio_1000"
            case scalingListRatio10000 = "scaling_list_ratio_10000"
            case frameRatioMedian = "frame_ratio_median"
            case frameRatioP99 = "frame_ratio_p99"
            case startupMilliseconds = "startup_ms"
            case startupBaselineMilliseconds = "startup_baseline_ms"
            case startupRatio = "startup_ratio"
            case residentGrowthKibibytes = "rss_growth_kib"
            case memoryCycles = "memory_cycles"
            case memoryFrames = "memory_frames"
            case offscreen600PeakMebibytes = "rss_offscreen_600_mib"
            case offscreen6000PeakMebibytes = "rss_offscreen_6000_mib"
            case offscreenGrowthMebibytes = "rss_offscreen_growth_mib"
            case offscreenFrameMilliseconds = "offscreen_frame_ms"
            case frames
            case lateFrames = "late_frames"
            case pacingMedianMilliseconds = "pacing_median_ms"
            case pacingP99Milliseconds = "pacing_p99_ms"
            case pacingPeakResidentMebibytes = "pacing_rss_peak_mib"
            case peakResidentMebibytes = "rss_peak_mib"
            case peakResidentBaselineMebibytes = "rss_peak_baseline_mib"
            case peakResidentRatio = "rss_peak_ratio"
            case peakResidentRangeMebibytes = "rss_peak_mib_range"
            case peakResidentBaselineRangeMebibytes = "rss_peak_baseline_mib_range"
            case scalingDepthRatio = "scaling_depth_ratio"
            case residentPerScreenKibibytes = "rss_per_screen_kib"
            case latencyMedianMilliseconds = "latency_median_ms"
            case latencyP99Milliseconds = "latency_p99_ms"
            case latencyMedianFrames = "latency_median_frames"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(machine, forKey: .machine)
            try container.encode(modes, forKey: .modes)
            try container.encode(views, forKey: .views)
            try container.encode(lists, forKey: .lists)
            try container.encode(pacingModes, forKey: .pacingModes)
            for (key, value) in [
                (CodingKeys.scalingViewsRatio1000, scalingViewsRatio1000), (.scalingListRatio10000, scalingListRatio10000),
                (.frameRatioMedian, frameRatioMedian), (.frameRatioP99, frameRatioP99), (.startupMilliseconds, startupMilliseconds),
                (.startupBaselineMilliseconds, startupBaselineMilliseconds), (.startupRatio, startupRatio),
                (.residentGrowthKibibytes, residentGrowthKibibytes), (.offscreen600PeakMebibytes, offscreen600PeakMebibytes),
                (.offscreen6000PeakMebibytes, offscreen6000PeakMebibytes), (.offscreenGrowthMebibytes, offscreenGrowthMebibytes),
                (.offscreenFrameMilliseconds, offscreenFrameMilliseconds), (.pacingMedianMilliseconds, pacingMedianMilliseconds),
                (.pacingP99Milliseconds, pacingP99Milliseconds), (.pacingPeakResidentMebibytes, pacingPeakResidentMebibytes),
                (.peakResidentMebibytes, peakResidentMebibytes),
                (.peakResidentBaselineMebibytes, peakResidentBaselineMebibytes), (.peakResidentRatio, peakResidentRatio),
                (.scalingDepthRatio, scalingDepthRatio), (.residentPerScreenKibibytes, residentPerScreenKibibytes),
                (.latencyMedianMilliseconds, latencyMedianMilliseconds), (.latencyP99Milliseconds, latencyP99Milliseconds),
                (.latencyMedianFrames, latencyMedianFrames),
            ] {
                try container.encode(value, forKey: key)
            }
            for (key, value) in [
                (CodingKeys.memoryCycles, memoryCycles), (.memoryFrames, memoryFrames), (.frames, frames), (.lateFrames, lateFrames),
            ] {
                try container.encode(value, forKey: key)
            }
            try container.encode(peakResidentRangeMebibytes, forKey: .peakResidentRangeMebibytes)
            try container.encode(peakResidentBaselineRangeMebibytes, forKey: .peakResidentBaselineRangeMebibytes)
            var figures = encoder.container(keyedBy: FigureKey.self)
            for (interval, key) in [
                (startupRatioInterval, "startup_ratio"), (peakResidentRatioInterval, "rss_peak_ratio"),
                (scalingDepthRatioInterval, "scaling_depth_ratio"),
            ] {
                if let interval { try figures.encode(interval: interval, as: key) }
            }
        }
    }

    /// A goal, its figure's interval and what the interval says of it.
    struct GoalRecord: Encodable {
        let figure: String
        let limit: Double
        let estimate: RatioEstimate
        let verdict: Goal.Verdict

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: FigureKey.self)
            try container.encode(figure, forKey: "figure")
            try container.encode(limit, forKey: "goal")
            try container.encode(estimate.ratio, forKey: "ratio")
            try container.encode(interval: estimate, as: "ratio")
            try container.encode(verdict, forKey: "verdict")
        }
    }

    /// The A/A intervals of a run: how far the floor moves against itself.
    struct Resolution: Encodable {
        private(set) var figures: [(figure: String, estimate: RatioEstimate)] = []

        mutating func add(_ figure: String, _ estimate: RatioEstimate) { figures.append((figure, estimate)) }

        /// The lowest low and the highest high of every A/A interval.
        var low: Double { figures.map(\.estimate.low).min() ?? 0 }
        var high: Double { figures.map(\.estimate.high).max() ?? 0 }
        /// The A/A interval that reaches farthest from 1.
        var widest: (figure: String, estimate: RatioEstimate)? {
            figures.max { max(1 - $0.estimate.low, $0.estimate.high - 1) < max(1 - $1.estimate.low, $1.estimate.high - 1) }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: FigureKey.self)
            try container.encode(low, forKey: "aa_ratio_ci_low")
            try container.encode(high, forKey: "aa_ratio_ci_high")
            if let widest { try container.encode(widest.figure, forKey: "widest") }
        }
    }

    var measures = Measures()
    /// Each engine figure is three keys beside the measures: KEY, KEY_baseline and KEY_ratio,
    /// with KEY_ratio_ci_low and KEY_ratio_ci_high (and the A/A's).
    var engine: [EngineBenchmark.Figure] = []
    /// Each scene's allocations per frame as KEY (views_10k_allocations_per_frame, …) and its
    /// bytes, with the frames counted as allocation_frames; absent when not measured, since 0
    /// would claim a frame allocates nothing.
    var allocations: [AllocationBenchmark.Figure] = []
    var allocationFrames = 0
    var goals: [GoalRecord] = []
    var resolution = Resolution()
    var rounds = 0, memoryRounds = 0
    var aa = false

    func encode(to encoder: Encoder) throws {
        try measures.encode(to: encoder)
        var figures = encoder.container(keyedBy: FigureKey.self)
        for figure in engine {
            try figures.encode(figure.value, forKey: FigureKey(stringValue: figure.key))
            try figures.encode(figure.baseline, forKey: FigureKey(stringValue: figure.key + "_baseline"))
            try figures.encode(figure.ratio.ratio, forKey: FigureKey(stringValue: figure.key + "_ratio"))
            try figures.encode(interval: figure.ratio, as: figure.key + "_ratio")
            if let aa = figure.aa { try figures.encode(interval: aa, as: figure.key + "_aa_ratio") }
        }
        for figure in allocations {
            try figures.encode(figure.perFrame, forKey: FigureKey(stringValue: figure.key))
            try figures.encode(figure.bytesPerFrame, forKey: FigureKey(stringValue: figure.bytesKey))
            if let driver = figure.driverPerFrame { try figures.encode(driver, forKey: FigureKey(stringValue: figure.driverKey)) }
        }
        if !allocations.isEmpty { try figures.encode(allocationFrames, forKey: "allocation_frames") }
        try figures.encode(goals, forKey: "goals")
        if aa { try figures.encode(resolution, forKey: "resolution") }
        try figures.encode(rounds, forKey: "rounds")
        try figures.encode(memoryRounds, forKey: "memory_rounds")
    }
}

/// Any key, for the figures whose keys are made from their names.
struct FigureKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    init(stringLiteral value: String) { stringValue = value }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

extension KeyedEncodingContainer<FigureKey> {
    /// KEY_ci_low and KEY_ci_high.
    mutating func encode(interval estimate: RatioEstimate, as key: String) throws {
        try encode(estimate.low, forKey: FigureKey(stringValue: key + "_ci_low"))
        try encode(estimate.high, forKey: FigureKey(stringValue: key + "_ci_high"))
    }
}
