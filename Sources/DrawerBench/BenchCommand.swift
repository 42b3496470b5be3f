import DrawerApp
import DrawerCommandLine
import Foundation
import SDLHost
import ViewKit

/// `drawer bench [--baseline PATH] [--json FILE] [--quick] [--only STEP,…]`: measures Drawer
/// against floors timed in the same run and prints a table (progress on stderr); with `--json`,
/// writes the figures too. `make bench` builds the C baseline and runs this.
public enum BenchCommand {
    package struct Options {
        var baselinePath = "bench/baseline"
        var jsonPath: String?
        /// Smaller counts, for a quick look (not for the record).
        var quick = false
        /// Some steps alone (`Step`, in their usual order), for working on them; nil runs them all.
        var only: Set<Step>?
    }

    /// The steps of a run, in the order they run.
    enum Step: String, CaseIterable {
        case engine, frames, views, lists, startup, memory, pacing, latency
    }

    package static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--json": options.jsonPath = try HostOptions.value(of: flag, from: &rest)
            case "--baseline": options.baselinePath = try HostOptions.value(of: flag, from: &rest)
            case "--quick": options.quick = true
            case "--only":
                let names = try HostOptions.value(of: flag, from: &rest)
                var steps = Set<Step>()
                for name in names.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let step = Step(rawValue: String(name)) else {
                        throw .badValue(flag: flag, value: names, expected: Step.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    steps.insert(step)
                }
                options.only = steps
            default: throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
        }
        return options
    }

    /// What one run measures and where, shared by its steps.
    struct Run {
        let options: Options
        let drawerPath: String
        let imagePath: String
        let fontPath: String
        let scratch: String
        var results = BenchResults()
        var table = BenchTable()

        func progress(_ step: String) { FileHandle.standardError.write(Data("bench: \(step)…\n".utf8)) }
    }

    /// `drawer bench ARGUMENTS`.
    public static func run(arguments: [String]) throws {
        let options = try parse(arguments)
        ProcessMemory.keepFreedMemory()
        guard let assets = AssetLocator.assetsDirectory() else { throw LaunchError.assetsMissing }
        let scratch = NSTemporaryDirectory() + "drawer-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer {
            if ProcessInfo.processInfo.environment["DRAWER_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(atPath: scratch) }
        }
        var run = Run(
            options: options,
            drawerPath: FilePath.besideExecutable("drawer"),
            imagePath: (assets as NSString).appendingPathComponent(AssetLocator.defaultImageName),
            fontPath: (assets as NSString).appendingPathComponent(AssetLocator.fontName), scratch: scratch)
        run.results.measures.machine = .current
        func wants(_ step: Step) -> Bool { options.only?.contains(step) ?? true }
        if wants(.engine) { measureEngine(&run) }
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try VideoSystem(requireDisplay: false)
        let images = ImageStore()
        let image = try images.load(path: run.imagePath)
        let frames = FrameBenchmark(
            image: image, images: images, fontPath: run.fontPath, video: video,
            baselinePath: run.options.baselinePath, scratch: run.scratch)
        if wants(.frames) { try measureFrames(&run, frames) }
        if wants(.views) { try measureViews(&run, frames) }
        if wants(.lists) { try measureLists(&run, frames) }
        if wants(.startup) { try measureStartUp(&run, frames) }
        if wants(.memory) { try measureMemory(&run, image: image) }
        if wants(.pacing) { try measurePacing(&run, frames) }
        if wants(.latency) { try measureLatency(&run) }
        print(run.table.text)
        if let path = options.jsonPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(run.results).write(to: URL(fileURLWithPath: path))
            run.progress("wrote \(path)")
        }
    }

    private static func measureEngine(_ run: inout Run) {
        for figure in EngineBenchmark().run(progress: run.progress) {
            run.results.engine.append(figure)
            run.table.add(
                figure.label, String(format: "%.3f %@", figure.value, figure.unit),
                String(format: "%.3f %@", figure.baseline, figure.unit), String(format: "%.2f", figure.ratio))
        }
    }

    /// Frames, off screen, against the C baseline.
    private static func measureFrames(_ run: inout Run, _ frames: FrameBenchmark) throws {
        // Every mode, then the variants each mode asks for (the modal mode's cross-fades, whose
        // fading screens are drawn as groups, and both drawn view by view, which shows what group
        // opacity costs; the side mode at the top of a 1,000-screen stack).
        let scenarios = DrawerApplication.benchScenarios.map { FrameBenchmark.Scenario(mode: $0.mode, variant: $0.variant) }
        for scenario in scenarios {
            let name = scenario.name
            run.progress("frames: \(name), \(FrameBenchmark.frames) frames, then the C baseline")
            let result = try frames.run(scenario)
            run.results.measures.modes[name] = BenchResults.ModeFrames(result)
            if scenario.depth > 1, let shallow = run.results.measures.modes[scenario.mode.rawValue] {
                // Each against the baseline replaying its own frames right after it: the two
                // scenes draw the same, so what the machine did meanwhile cancels out.
                let ratio = result.ratioMedian / shallow.ratioMedian
                run.results.measures.scalingDepthRatio = ratio
                run.table.add("  against depth 1 (median, each over its baseline)", String(format: "×%.2f", ratio))
            }
            run.results.measures.frameRatioMedian = max(run.results.measures.frameRatioMedian, result.ratioMedian)
            run.results.measures.frameRatioP99 = max(run.results.measures.frameRatioP99, result.ratioP99)
            run.results.measures.baselineP99SpreadMax = max(run.results.measures.baselineP99SpreadMax, result.baselineP99Spread)
            run.table.addMedians("frame, \(name) (median)", result)
            run.table.add(
                "frame, \(name) (p99)", String(format: "%.3f ms", result.frameP99),
                String(format: "%.3f ms", result.baselineP99), String(format: "%.2f", result.ratioP99))
            run.table.add("  the baseline's own p99, between its rounds", String(format: "×%.2f", result.baselineP99Spread))
        }
    }

    /// Frames of 1, 10, 100 and 1,000 turning views against the baseline drawing the same: the
    /// ratio should stay flat as the count grows.
    private static func measureViews(_ run: inout Run, _ frames: FrameBenchmark) throws {
        for count in [1, 10, 100, 1000] {
            run.progress("views: \(count) turning tiles, \(FrameBenchmark.frames) frames, then the C baseline")
            let result = try frames.run(frames.tiles(count))
            run.results.measures.views[String(count)] = BenchResults.ModeFrames(result)
            if count == 1000 { run.results.measures.scalingViewsRatio1000 = result.ratioMedian }
            run.table.addMedians("frame, \(count) view\(count == 1 ? "" : "s") (median)", result)
        }
    }

    /// Frames of a list of 100, 1,000 and 10,000 rows scrolling at speed against the baseline
    /// drawing the same: only the rows near what shows are views, so the cost stays flat.
    private static func measureLists(_ run: inout Run, _ frames: FrameBenchmark) throws {
        for count in [100, 1000, 10_000] {
            run.progress("lists: \(count) rows scrolling, \(FrameBenchmark.frames) frames, then the C baseline")
            let result = try frames.run(frames.list(count))
            run.results.measures.lists[String(count)] = BenchResults.ModeFrames(result)
            run.table.addMedians("frame, list of \(count) rows (median)", result)
            run.table.add(
                "frame, list of \(count) rows (p99)", String(format: "%.3f ms", result.frameP99),
                String(format: "%.3f ms", result.baselineP99), String(format: "%.2f", result.ratioP99))
        }
        if let small = run.results.measures.lists["100"], let large = run.results.measures.lists["10000"] {
            // Drawer's own frame at 10,000 rows over at 100: flat is 1.
            let ratio = large.frameMedian / small.frameMedian
            run.results.measures.scalingListRatio10000 = ratio
            run.table.add("  10,000 rows against 100 (Drawer's median)", String(format: "×%.2f", ratio))
        }
    }

    /// Start-up: process start to exit after the first presented frame, both programs.
    private static func measureStartUp(_ run: inout Run, _ frames: FrameBenchmark) throws {
        run.progress("start-up")
        let recording = try frames.record(FrameBenchmark.Scenario(mode: ModeName.allCases[0]))
        let quitScript = (run.scratch as NSString).appendingPathComponent("first-frame.txt")
        try "0 quit\n".write(toFile: quitScript, atomically: true, encoding: .utf8)
        let offscreen: [String: String?] = ["SDL_VIDEODRIVER": "offscreen"]
        let repeats = run.options.quick ? 3 : 9
        let drawer = try BenchProcess.time(
            run.drawerPath, ["--script", quitScript, "--size", "1280x800"], environment: offscreen, repeats: repeats)
        let baseline = try BenchProcess.time(
            run.options.baselinePath, ["--startup", recording],
            environment: offscreen, repeats: repeats)
        run.results.measures.startupMilliseconds = drawer * 1000
        run.results.measures.startupBaselineMilliseconds = baseline * 1000
        run.results.measures.startupRatio = drawer / baseline
        run.table.add(
            "start-up to first frame", String(format: "%.1f ms", drawer * 1000), String(format: "%.1f ms", baseline * 1000),
            String(format: "%.2f", drawer / baseline))
    }

    /// Memory: growth over many cycles in-process without drawing, and peaks of long headless runs.
    private static func measureMemory(_ run: inout Run, image: Image) throws {
        let cycles = run.options.quick ? 1000 : 10_000
        let memory = MemoryBenchmark(image: image).run(cycles: cycles, progress: run.progress)
        run.results.measures.residentGrowthKibibytes = memory.growth
        run.results.measures.memoryCycles = cycles
        run.results.measures.memoryFrames = memory.frames
        run.table.add("RSS growth, \(cycles) cycles of each mode", String(format: "%.0f KiB", memory.growth))
        let perScreen = MemoryBenchmark(image: image).residentPerScreen(screens: 1000)
        run.results.measures.residentPerScreenKibibytes = perScreen
        run.table.add("memory per pushed screen (1,000 pushed)", String(format: "%.1f KiB", perScreen))

        let headless = HeadlessRunBenchmark(drawerPath: run.drawerPath, scratch: run.scratch)
        run.progress("headless: 600 and 6,000 frames off screen")
        let short = try headless.run(frames: 600)
        let long = try headless.run(frames: 6000)
        run.results.measures.offscreen600PeakMebibytes = short.peakResidentMiB
        run.results.measures.offscreen6000PeakMebibytes = long.peakResidentMiB
        run.results.measures.offscreenGrowthMebibytes = long.peakResidentMiB - short.peakResidentMiB
        run.results.measures.offscreenFrameMilliseconds = long.millisecondsPerFrame
        run.table.add("peak RSS off screen, 600 frames", String(format: "%.1f MiB", short.peakResidentMiB))
        run.table.add("peak RSS off screen, 6,000 frames", String(format: "%.1f MiB", long.peakResidentMiB))
        run.table.add("  wall time per frame (6,000)", String(format: "%.2f ms", long.millisecondsPerFrame))
    }

    /// Input-to-screen latency in a real window, real input from xdotool.
    private static func measureLatency(_ run: inout Run) throws {
        run.progress("latency: drags by xdotool in a real window under Xvfb")
        let latency = try LatencyBenchmark(drawerPath: run.drawerPath, scratch: run.scratch).run()
        run.results.measures.latencyMedianMilliseconds = latency.latencyMedianMilliseconds
        run.results.measures.latencyP99Milliseconds = latency.latencyP99Milliseconds
        let refresh = 1000.0 / 60
        run.results.measures.latencyMedianFrames = latency.latencyMedianMilliseconds / refresh
        run.table.add(
            "input to screen, median / p99",
            String(format: "%.1f / %.1f ms", latency.latencyMedianMilliseconds, latency.latencyP99Milliseconds), "",
            String(format: "%.2f frames", latency.latencyMedianMilliseconds / refresh))
    }

    /// Pacing in a real window.
    private static func measurePacing(_ run: inout Run, _ frames: FrameBenchmark) throws {
        run.progress("pacing: 10 s in a real window under Xvfb")
        let pacing = try PacingBenchmark(drawerPath: run.drawerPath, scratch: run.scratch).run()
        run.results.measures.frames = pacing.frames
        run.results.measures.lateFrames = pacing.lateFrames
        run.results.measures.pacingMedianMilliseconds = pacing.medianMilliseconds
        run.results.measures.pacingP99Milliseconds = pacing.p99Milliseconds
        // The peak of an ordinary session (the real-window run), not of this process, which
        // holds the benchmark's eight off-screen GL windows.
        run.results.measures.peakResidentMebibytes = pacing.peakResidentMebibytes
        run.table.add("real window, 10 s", "\(pacing.frames) frames", "", "\(pacing.lateFrames) late")
        run.table.add("  frame interval median / p99", String(format: "%.2f / %.2f ms", pacing.medianMilliseconds, pacing.p99Milliseconds))
        run.progress("memory: the C baseline's 10 s in a real window under Xvfb")
        let baselinePeak = try PacingBenchmark.baselinePeakResidentMebibytes(
            baselinePath: run.options.baselinePath, recording: try frames.record(FrameBenchmark.Scenario(mode: ModeName.allCases[0])))
        run.results.measures.peakResidentBaselineMebibytes = baselinePeak
        run.results.measures.peakResidentRatio = pacing.peakResidentMebibytes / baselinePeak
        run.table.add(
            "  peak RSS of that session", String(format: "%.1f MiB", pacing.peakResidentMebibytes),
            String(format: "%.1f MiB", baselinePeak), String(format: "%.2f", pacing.peakResidentMebibytes / baselinePeak))
    }
}

/// The printed table: measure, Drawer, baseline, ratio.
struct BenchTable {
    private var rows: [(String, String, String, String)] = []

    mutating func add(_ label: String, _ value: String, _ baseline: String = "", _ ratio: String = "") {
        rows.append((label, value, baseline, ratio))
    }

    /// A timed workload's median frame against its baseline's, and Drawer's update and render.
    mutating func addMedians(_ label: String, _ result: FrameBenchmark.Result) {
        add(
            label, String(format: "%.3f ms", result.frameMedian), String(format: "%.3f ms", result.baselineMedian),
            String(format: "%.2f", result.ratioMedian))
        add("  update / render (median)", String(format: "%.3f / %.3f", result.updateMedian, result.renderMedian))
    }

    var text: String {
        func column(_ text: String, _ width: Int) -> String {
            text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
        }
        func line(_ label: String, _ value: String, _ baseline: String, _ ratio: String) -> String {
            label.padding(toLength: 54, withPad: " ", startingAt: 0) + column(value, 20) + column(baseline, 14) + column(ratio, 10)
        }
        return ([line("measure", "Drawer", "baseline", "ratio")] + rows.map(line)).joined(separator: "\n")
    }
}

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

    struct ModeFrames: Codable {
        let updateMedian, updateP99, renderMedian, renderP99, frameMedian, frameP99, baselineMedian, baselineP99: Double
        let ratioMedian, ratioP99: Double
        let baselineP99Spread: Double

        init(_ result: FrameBenchmark.Result) {
            updateMedian = result.updateMedian
            updateP99 = result.updateP99
            renderMedian = result.renderMedian
            renderP99 = result.renderP99
            frameMedian = result.frameMedian
            frameP99 = result.frameP99
            baselineMedian = result.baselineMedian
            baselineP99 = result.baselineP99
            ratioMedian = result.ratioMedian
            ratioP99 = result.ratioP99
            baselineP99Spread = result.baselineP99Spread
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
            case ratioMedian = "ratio_median"
            case ratioP99 = "ratio_p99"
            case baselineP99Spread = "baseline_p99_spread"
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
        var frameRatioMedian = 0.0, frameRatioP99 = 0.0, baselineP99SpreadMax = 0.0
        var startupMilliseconds = 0.0, startupBaselineMilliseconds = 0.0, startupRatio = 0.0
        var residentGrowthKibibytes = 0.0, memoryCycles = 0, memoryFrames = 0
        var offscreen600PeakMebibytes = 0.0, offscreen6000PeakMebibytes = 0.0, offscreenGrowthMebibytes = 0.0
        var offscreenFrameMilliseconds = 0.0
        var frames = 0, lateFrames = 0, pacingMedianMilliseconds = 0.0, pacingP99Milliseconds = 0.0
        var peakResidentMebibytes = 0.0, peakResidentBaselineMebibytes = 0.0, peakResidentRatio = 0.0
        var scalingDepthRatio = 0.0, residentPerScreenKibibytes = 0.0
        var latencyMedianMilliseconds = 0.0, latencyP99Milliseconds = 0.0, latencyMedianFrames = 0.0

        enum CodingKeys: String, CodingKey {
            case machine, modes, views, lists
            case scalingViewsRatio1000 = "scaling_views_ratio_1000"
            case scalingListRatio10000 = "scaling_list_ratio_10000"
            case frameRatioMedian = "frame_ratio_median"
            case frameRatioP99 = "frame_ratio_p99"
            case baselineP99SpreadMax = "baseline_p99_spread_max"
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
            case peakResidentMebibytes = "rss_peak_mib"
            case peakResidentBaselineMebibytes = "rss_peak_baseline_mib"
            case peakResidentRatio = "rss_peak_ratio"
            case scalingDepthRatio = "scaling_depth_ratio"
            case residentPerScreenKibibytes = "rss_per_screen_kib"
            case latencyMedianMilliseconds = "latency_median_ms"
            case latencyP99Milliseconds = "latency_p99_ms"
            case latencyMedianFrames = "latency_median_frames"
        }
    }

    var measures = Measures()
    /// Each engine figure is three keys beside the measures: KEY, KEY_baseline and KEY_ratio.
    var engine: [EngineBenchmark.Figure] = []

    private struct FigureKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        try measures.encode(to: encoder)
        var figures = encoder.container(keyedBy: FigureKey.self)
        for figure in engine {
            try figures.encode(figure.value, forKey: FigureKey(stringValue: figure.key))
            try figures.encode(figure.baseline, forKey: FigureKey(stringValue: figure.key + "_baseline"))
            try figures.encode(figure.ratio, forKey: FigureKey(stringValue: figure.key + "_ratio"))
        }
    }
}
