import DrawerApp
import DrawerCommandLine
import Foundation
import SDLHost
import ViewKit

/// `drawer bench [--baseline PATH] [--json FILE] [--quick] [--aa] [--only STEP,…]`: measures
/// Drawer against floors timed in the same run, in paired rounds, and prints a table of ratios
/// with their 95 % intervals (progress on stderr); with `--aa`, the floor is timed against itself
/// too, which gives the bench's resolution and each figure's; with `--json`, writes the figures.
/// `make bench` builds the C baseline and runs this with `--aa`. The allocations step runs this
/// program again as its probe, `--allocation-probe FRAMES`, under a counting shim
/// (`AllocationBenchmark`).
public enum BenchCommand {
    package struct Options {
        var baselinePath = "bench/baseline"
        var jsonPath: String?
        /// Smaller counts, for a quick look (not for the record).
        var quick = false
        /// The floor against itself in every round too (an A/A run).
        var aa = false
        /// Some steps alone (`Step`, in their usual order), for working on them; nil runs them all.
        var only: Set<Step>?
        /// Frames to count as the allocations step's probe (`AllocationBenchmark.probe`), which
        /// is all this run then does; nil for a bench run.
        var allocationProbe: Int?
    }

    /// The steps of a run, in the order they run.
    enum Step: String, CaseIterable {
        case engine, layout, allocations, frames, views, lists, startup, memory, peak, pacing, latency
    }

    package static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--json": options.jsonPath = try HostOptions.value(of: flag, from: &rest)
            case "--baseline": options.baselinePath = try HostOptions.value(of: flag, from: &rest)
            case "--quick": options.quick = true
            case "--aa": options.aa = true
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
            case AllocationBenchmark.probeFlag:
                let text = try HostOptions.value(of: flag, from: &rest)
                guard let frames = Int(text), frames > 0 else {
                    throw .badValue(flag: flag, value: text, expected: "a number of frames above 0")
                }
                options.allocationProbe = frames
            default: throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
        }
        return options
    }

    /// `drawer bench ARGUMENTS`.
    public static func run(arguments: [String]) throws {
        let options = try parse(arguments)
        ProcessMemory.keepFreedMemory()
        if let frames = options.allocationProbe { return try AllocationBenchmark.probe(frames: frames) }
        TerminationSignals.install()
        // A floor that stops is an error to report, not a signal that ends the bench.
        signal(SIGPIPE, SIG_IGN)
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
        run.results.rounds = run.rounds
        run.results.memoryRounds = run.memoryRounds
        run.results.aa = options.aa
        func wants(_ step: Step) -> Bool { options.only?.contains(step) ?? true }
        if wants(.engine) { try measureEngine(&run) }
        if wants(.layout) { try measureLayout(&run) }
        if wants(.allocations) { try measureAllocations(&run) }
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try VideoSystem(requireDisplay: false)
        let images = ImageStore()
        let image = try images.load(path: run.imagePath)
        let frames = FrameBenchmark(
            image: image, images: images, fontPath: run.fontPath, video: video,
            baselinePath: run.options.baselinePath, scratch: run.scratch,
            plan: FrameBenchmark.Plan(frames: options.quick ? 60 : FrameBenchmark.Plan().frames, rounds: run.rounds, aa: options.aa))
        if wants(.frames) { try measureFrames(&run, frames) }
        if wants(.views) { try measureViews(&run, frames) }
        if wants(.lists) { try measureLists(&run, frames) }
        if wants(.startup) { try measureStartUp(&run, frames) }
        if wants(.memory) { try measureMemory(&run, image: image) }
        if wants(.peak) { try measurePeakMemory(&run, frames) }
        if wants(.pacing) { try measurePacing(&run) }
        if wants(.latency) { try measureLatency(&run) }
        print(run.table.text(heading: heading(run)))
        if let path = options.jsonPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(run.results).write(to: URL(fileURLWithPath: path))
            try run.progress("wrote \(path)")
        }
    }

    /// What the table's numbers are, and the run's resolution, for the lines above it.
    static func heading(_ run: Run) -> [String] {
        var lines = [
            "\(run.rounds) paired rounds a figure (\(run.memoryRounds) for peak memory), Drawer and its floor alternating;",
            "each ratio is the median of the rounds' ratios, with its 95 % interval (the sign test's: order statistics).",
            "A goal is met when the whole interval is under it, missed when it is all over it, else undecided.",
        ]
        if let widest = run.results.resolution.widest {
            lines.append(
                String(
                    format: "Resolution (A/A, the floor against itself): every interval within [%.2f, %.2f]; widest: %@ %@.",
                    run.results.resolution.low, run.results.resolution.high, widest.figure, widest.estimate.text))
        } else {
            lines.append("Resolution: no A/A in this run (`--aa` times the floor against itself too).")
        }
        return lines
    }

    private static func measureEngine(_ run: inout Run) throws {
        for figure in try EngineBenchmark().run(rounds: run.rounds, aa: run.options.aa, progress: run.progress) {
            run.results.engine.append(figure)
            run.addRatio(
                figure.label, String(format: "%.3f %@", figure.value, figure.unit),
                String(format: "%.3f %@", figure.baseline, figure.unit), figure.ratio, aa: figure.aa, goal: figure.goal)
        }
    }

    /// Auto Layout's rows against Kiwi, run by the system's Python (which `make deps` gives
    /// python3-kiwisolver).
    private static func measureLayout(_ run: inout Run) throws {
        let benchmark = LayoutBenchmark(scratch: run.scratch, python: "/usr/bin/python3")
        for figure in try benchmark.run(rounds: run.rounds, aa: run.options.aa, progress: run.progress) {
            run.results.engine.append(figure)
            run.addRatio(
                figure.label, String(format: "%.3f %@", figure.value, figure.unit),
                String(format: "%.3f %@", figure.baseline, figure.unit), figure.ratio, aa: figure.aa, goal: figure.goal)
        }
    }

    /// Allocations per frame once animations run, in a child under bench/allocations.c: the goal
    /// is none.
    private static func measureAllocations(_ run: inout Run) throws {
        let frames = run.options.quick ? 120 : 600
        try run.progress("allocations: \(frames) frames of each scene, counted by \(AllocationBenchmark.shimSource) in a child")
        let report = try AllocationBenchmark(scratch: run.scratch).run(frames: frames)
        run.results.allocationFrames = report.frames
        run.results.allocations = report.figures
        for figure in report.figures {
            run.table.add(
                figure.label, String(format: "%.2f", figure.perFrame), "", "", "",
                figure.hasGoal ? (figure.perFrame == 0 ? "= 0 met" : "= 0 missed") : "")
            run.table.add("  bytes a frame", String(format: "%.0f B", figure.bytesPerFrame))
            if let driver = figure.driverPerFrame {
                run.table.add("  SDL's and the GL driver's, left out", String(format: "%.2f", driver))
            }
        }
    }

    /// A frame workload's median and p99 rows, and Drawer's update and render.
    private static func addFrames(_ run: inout Run, _ label: String, _ result: FrameBenchmark.Result, goal: Double?, p99: Bool = true) {
        guard result.hasFloor else {
            run.table.add("\(label) (median)", String(format: "%.3f ms", result.frameMedian))
            return
        }
        run.addRatio(
            "\(label) (median)", String(format: "%.3f ms", result.frameMedian), String(format: "%.3f ms", result.baselineMedian),
            result.ratioMedian, aa: result.aaMedian, goal: goal)
        if p99 {
            run.addRatio(
                "\(label) (p99)", String(format: "%.3f ms", result.frameP99), String(format: "%.3f ms", result.baselineP99),
                result.ratioP99, aa: result.aaP99, goal: goal)
        }
        run.table.add("  update / render (median)", String(format: "%.3f / %.3f", result.updateMedian, result.renderMedian))
        run.table.add("  update / render (p99)", String(format: "%.3f / %.3f", result.updateP99, result.renderP99))
        if let cost = result.cost {
            run.table.add(
                "  a frame draws",
                String(
                    format: "%.0f calls, %.0f vertices, %.2f Mpx filled (%.2f sampled), %.1f passes, %.1f readbacks (%.2f Mpx)",
                    cost.calls, cost.vertices, cost.pixelsFilled / 1e6, cost.pixelsSampled / 1e6, cost.offscreenPasses, cost.readbacks,
                    cost.pixelsReadBack / 1e6))
        }
    }

    /// Round by round, one workload's ratio over another's (rounds paired by their order).
    static func quotient(_ top: FrameBenchmark.Result, over bottom: FrameBenchmark.Result) -> RatioEstimate {
        RatioEstimate(
            zip(top.rounds, bottom.rounds).map { high, low in
                (high.drawer.median / high.floor.median) / (low.drawer.median / low.floor.median)
            })
    }

    /// The frame goal: every mode's frames within 5 % of the floor's.
    static let frameGoal = 1.05

    /// Frames, off screen, against the C baseline.
    private static func measureFrames(_ run: inout Run, _ frames: FrameBenchmark) throws {
        // Every mode, then the variants each mode asks for (the modal mode's cross-fades, whose
        // fading screens are drawn as groups, and both drawn view by view, which shows what group
        // opacity costs; the side mode at the top of a 1,000-screen stack).
        // DRAWER_BENCH_MODES (names, comma-separated) times only those modes: for a profile of one.
        let only = ProcessInfo.processInfo.environment["DRAWER_BENCH_MODES"].map { Set($0.split(separator: ",").map(String.init)) }
        let scenarios = DrawerApplication.benchScenarios.map { FrameBenchmark.Scenario(mode: $0.mode, variant: $0.variant) }
            .filter { only?.contains($0.mode.rawValue) ?? true }
        var shallow: [ModeName: FrameBenchmark.Result] = [:]
        for scenario in scenarios {
            let name = scenario.name
            try run.progress(
                "frames: \(name), \(frames.plan.rounds) rounds of \(frames.plan.frames) frames"
                    + (scenario.groupOpacity ? ", alternating with the C baseline" : ""))
            // Drawn view by view is a diagnosis, read against Drawer's own frames drawn with groups
            // (what group opacity costs), not what the demo draws: no floor, no goal.
            let result = try frames.run(scenario, againstFloor: scenario.groupOpacity)
            run.results.measures.modes[name] = BenchResults.ModeFrames(result)
            addFrames(&run, "frame, \(name)", result, goal: frameGoal)
            if !scenario.groupOpacity, let grouped = run.results.measures.modes[name.replacingOccurrences(of: "-per-view-alpha", with: "")]
            {
                run.table.add(
                    "  what drawing fading screens as groups costs", String(format: "%.2f ms", grouped.frameMedian - result.frameMedian))
            }
            if scenario.depth == 1 && !scenario.reduceMotion && scenario.groupOpacity {
                shallow[scenario.mode] = result
                try measureAgainstBoxes(&run, frames, scenario)
            }
            if scenario.depth > 1, let shallow = shallow[scenario.mode] {
                // Each against the baseline replaying its own frames beside it: the two scenes
                // draw the same, so what the machine did meanwhile cancels out.
                let quotient = quotient(result, over: shallow)
                run.results.measures.scalingDepthRatio = quotient.ratio
                run.results.measures.scalingDepthRatioInterval = quotient
                run.addRatio("  against depth 1 (each over its floor)", "", "", quotient, aa: nil)
            }
            if result.hasFloor {
                run.results.measures.frameRatioMedian = max(run.results.measures.frameRatioMedian, result.ratioMedian.ratio)
                run.results.measures.frameRatioP99 = max(run.results.measures.frameRatioP99, result.ratioP99.ratio)
            }
        }
        // At 2× (HiDPI: four times the pixels), each mode's frame against the 16.7 ms of a
        // 60 Hz refresh; the floor replays it too.
        for mode in ModeName.allCases where only?.contains(mode.rawValue) ?? true {
            let workload = frames.hiDPIWorkload(mode)
            try run.progress("frames: \(workload.name), \(frames.plan.rounds) rounds of \(frames.plan.frames) frames at 2048×1440 pixels")
            let result = try frames.run(workload)
            run.results.measures.modes[workload.name] = BenchResults.ModeFrames(result)
            addFrames(&run, "frame, \(workload.name)", result, goal: frameGoal)
            run.table.add(
                "  within a 60 Hz refresh at 2×", String(format: "%.2f ms", result.frameMedian), "", "", "",
                result.frameMedian <= 16.7 ? "≤ 16.7 ms met" : "≤ 16.7 ms missed")
        }
    }

    /// A mode's frames against the second floor: the baseline replaying Drawer's calls with every
    /// shape a plain box, so that the ratio is what its rounded, exact and blurred edges cost (the
    /// most any way of drawing them, nine-sliced textures included, could take away).
    private static func measureAgainstBoxes(_ run: inout Run, _ frames: FrameBenchmark, _ scenario: FrameBenchmark.Scenario) throws {
        var workload = frames.workload(scenario)
        workload.floorDrawsShapesAsBoxes = true
        try run.progress("frames: \(scenario.name), against every shape drawn as a box")
        let result = try frames.run(workload)
        run.results.measures.modes[scenario.name + "-boxes"] = BenchResults.ModeFrames(result)
        run.addRatio(
            "  against every shape a box", String(format: "%.3f ms", result.frameMedian),
            String(format: "%.3f ms", result.baselineMedian), result.ratioMedian, aa: nil)
        if let cost = result.cost {
            run.table.add(
                "  the boxes' floor draws",
                String(
                    format: "%.0f calls, %.0f vertices, %.2f Mpx filled (%.2f sampled)", cost.calls, cost.vertices,
                    cost.pixelsFilled / 1e6, cost.pixelsSampled / 1e6))
        }
    }

    /// Frames of 1, 100 and 1,000 turning views against the baseline drawing the same: the
    /// ratio should stay flat as the count grows.
    private static func measureViews(_ run: inout Run, _ frames: FrameBenchmark) throws {
        var one: FrameBenchmark.Result?
        for count in [1, 100, 1000] {
            try run.progress("views: \(count) turning tiles, \(frames.plan.rounds) rounds, alternating with the C baseline")
            let result = try frames.run(frames.tiles(count))
            run.results.measures.views[String(count)] = BenchResults.ModeFrames(result)
            addFrames(&run, "frame, \(count) view\(count == 1 ? "" : "s")", result, goal: count == 1000 ? frameGoal : nil, p99: false)
            if count == 1 { one = result }
            if count == 1000 {
                run.results.measures.scalingViewsRatio1000 = result.ratioMedian.ratio
                if let one { run.addRatio("  against 1 view (each over its floor)", "", "", quotient(result, over: one), aa: nil) }
            }
        }
        // What the compositor draws beyond shapes, each against the floor replaying the same
        // passes: Gaussian shadows, rounded clips of turned views, and a blurred material.
        for (count, style, label) in [
            (100, TileGridApplication.Style.shadows, "100 tiles with shadows"), (16, .clipping, "16 tiles clipping"),
            (100, .material, "a material over 100 tiles"),
        ] {
            try run.progress("views: \(label), \(frames.plan.rounds) rounds, alternating with the C baseline")
            let result = try frames.run(frames.tiles(count, style: style))
            run.results.measures.views["\(count)-\(style.rawValue)"] = BenchResults.ModeFrames(result)
            addFrames(&run, "frame, \(label)", result, goal: frameGoal, p99: false)
            guard style == .shadows else { continue }
            // The same shadows as meshes of rings: what slices save.
            try run.progress("views: \(label) as meshes, \(frames.plan.rounds) rounds, alternating with the C baseline")
            let meshed = try frames.run(frames.tiles(count, style: style, slicesShadows: false))
            run.results.measures.views["\(count)-\(style.rawValue)-meshes"] = BenchResults.ModeFrames(meshed)
            addFrames(&run, "frame, \(label) as meshes", meshed, goal: nil, p99: false)
            run.table.add(
                "  in slices against as meshes (Drawer's median)",
                String(format: "×%.2f", result.frameMedian / max(meshed.frameMedian, 1e-9)))
        }
    }

    /// Frames of a list of 100 and 10,000 rows scrolling at speed against the baseline
    /// drawing the same: only the rows near what shows are views, so the cost stays flat.
    private static func measureLists(_ run: inout Run, _ frames: FrameBenchmark) throws {
        for count in [100, 10_000] {
            try run.progress("lists: \(count) rows scrolling, \(frames.plan.rounds) rounds, alternating with the C baseline")
            let result = try frames.run(frames.list(count))
            run.results.measures.lists[String(count)] = BenchResults.ModeFrames(result)
            addFrames(&run, "frame, list of \(count) rows", result, goal: nil)
        }
        if let small = run.results.measures.lists["100"], let large = run.results.measures.lists["10000"] {
            // Drawer's own frame at 10,000 rows over at 100: flat is 1.
            let ratio = large.frameMedian / small.frameMedian
            run.results.measures.scalingListRatio10000 = ratio
            run.table.add("  10,000 rows against 100 (Drawer's median)", String(format: "×%.2f", ratio))
        }
        try run.progress("lists: a grid of 100,000 items scrolling, \(frames.plan.rounds) rounds, alternating with the C baseline")
        let grid = try frames.run(frames.grid(100_000))
        run.results.measures.lists["grid-100000"] = BenchResults.ModeFrames(grid)
        addFrames(&run, "frame, grid of 100,000 items", grid, goal: nil)
        try run.progress("lists: diff of 10,000 items, \(run.rounds) rounds")
        let diff = SnapshotDiffBenchmark.figure(rounds: run.rounds, aa: run.options.aa)
        run.results.engine.append(diff)
        run.addRatio(
            diff.label, String(format: "%.3f %@", diff.value, diff.unit), String(format: "%.3f %@", diff.baseline, diff.unit), diff.ratio,
            aa: diff.aa, goal: diff.goal)
    }

    /// Start-up: process start to exit after the first presented frame, both programs, in
    /// paired launches.
    private static func measureStartUp(_ run: inout Run, _ frames: FrameBenchmark) throws {
        try run.progress("start-up: \(run.rounds) rounds of launches")
        let recording = try frames.record(FrameBenchmark.Scenario(mode: ModeName.allCases[0]))
        let quitScript = (run.scratch as NSString).appendingPathComponent("first-frame.txt")
        try "0 quit\n".write(toFile: quitScript, atomically: true, encoding: .utf8)
        let offscreen: [String: String?] = ["SDL_VIDEODRIVER": "offscreen"]
        let drawerPath = run.drawerPath
        let baselinePath = run.options.baselinePath
        let rounds = try PairedRounds.run(rounds: run.rounds, aa: run.options.aa) { arm in
            arm == .drawer
                ? try BenchProcess.seconds(drawerPath, ["--script", quitScript, "--size", "1280x800"], environment: offscreen)
                : try BenchProcess.seconds(baselinePath, ["--startup", recording], environment: offscreen)
        }
        let drawer = PairedRounds.median(rounds.map(\.drawer)) * 1000
        let baseline = PairedRounds.median(rounds.map(\.floor)) * 1000
        let ratio = RatioEstimate(rounds) { $0 }
        run.results.measures.startupMilliseconds = drawer
        run.results.measures.startupBaselineMilliseconds = baseline
        run.results.measures.startupRatio = ratio.ratio
        run.results.measures.startupRatioInterval = ratio
        run.addRatio(
            "start-up to first frame", String(format: "%.1f ms", drawer), String(format: "%.1f ms", baseline), ratio,
            aa: run.options.aa ? RatioEstimate(rounds, of: .floorAgain) { $0 } : nil)
    }

    /// Memory: growth over many cycles in-process without drawing, and peaks of long headless runs.
    private static func measureMemory(_ run: inout Run, image: Image) throws {
        let cycles = run.options.quick ? 1000 : 10_000
        let memory = try MemoryBenchmark(image: image).run(cycles: cycles, progress: run.progress)
        run.results.measures.residentGrowthKibibytes = memory.growth
        run.results.measures.memoryCycles = cycles
        run.results.measures.memoryFrames = memory.frames
        run.table.add("RSS growth, \(cycles) cycles of each mode", String(format: "%.0f KiB", memory.growth))
        let perScreen = MemoryBenchmark(image: image).residentPerScreen(screens: 1000)
        run.results.measures.residentPerScreenKibibytes = perScreen
        run.table.add("memory per pushed screen (1,000 pushed)", String(format: "%.1f KiB", perScreen))

        let headless = HeadlessRunBenchmark(drawerPath: run.drawerPath, scratch: run.scratch)
        try run.progress("headless: 600 and 6,000 frames off screen")
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

    /// The peak memory goal: a session's within 10 % of the C program's.
    static let peakMemoryGoal = 1.1

    /// Peak memory of real-window sessions, Drawer's and the C baseline's, in paired launches:
    /// one launch's page-cache state moves a peak by a few MiB, so the median and the range.
    private static func measurePeakMemory(_ run: inout Run, _ frames: FrameBenchmark) throws {
        try run.progress(
            "peak memory: \(run.memoryRounds) rounds of \(SessionMemoryBenchmark.seconds) s sessions in a real window under Xvfb")
        let sessions = SessionMemoryBenchmark(
            drawerPath: run.drawerPath, baselinePath: run.options.baselinePath,
            recording: try frames.record(FrameBenchmark.Scenario(mode: ModeName.allCases[0])), scratch: run.scratch)
        let rounds = try sessions.run(rounds: run.memoryRounds, aa: run.options.aa)
        let drawer = rounds.map(\.drawer)
        let baseline = rounds.map(\.floor)
        let ratio = RatioEstimate(rounds) { $0 }
        var measures = run.results.measures
        measures.peakResidentMebibytes = PairedRounds.median(drawer)
        measures.peakResidentRangeMebibytes = [drawer.min() ?? 0, drawer.max() ?? 0]
        measures.peakResidentBaselineMebibytes = PairedRounds.median(baseline)
        measures.peakResidentBaselineRangeMebibytes = [baseline.min() ?? 0, baseline.max() ?? 0]
        measures.peakResidentRatio = ratio.ratio
        measures.peakResidentRatioInterval = ratio
        run.results.measures = measures
        run.addRatio(
            "peak RSS, \(SessionMemoryBenchmark.seconds) s real-window session (median)",
            String(format: "%.1f MiB", measures.peakResidentMebibytes), String(format: "%.1f MiB", measures.peakResidentBaselineMebibytes),
            ratio, aa: run.options.aa ? RatioEstimate(rounds, of: .floorAgain) { $0 } : nil, goal: peakMemoryGoal)
        run.table.add(
            "  range over the launches", String(format: "%.1f–%.1f", drawer.min() ?? 0, drawer.max() ?? 0),
            String(format: "%.1f–%.1f", baseline.min() ?? 0, baseline.max() ?? 0))
    }

    /// Input-to-screen latency in a real window, real input from xdotool.
    private static func measureLatency(_ run: inout Run) throws {
        try run.progress("latency: drags by xdotool in a real window under Xvfb")
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
    private static func measurePacing(_ run: inout Run) throws {
        try run.progress("pacing: 10 s in a real window under Xvfb")
        let pacing = try PacingBenchmark(drawerPath: run.drawerPath, scratch: run.scratch).run()
        run.results.measures.frames = pacing.frames
        run.results.measures.lateFrames = pacing.lateFrames
        run.results.measures.pacingMedianMilliseconds = pacing.medianMilliseconds
        run.results.measures.pacingP99Milliseconds = pacing.p99Milliseconds
        run.table.add("real window, 10 s", "\(pacing.frames) frames", "", "\(pacing.lateFrames) late")
        run.table.add("  frame interval median / p99", String(format: "%.2f / %.2f ms", pacing.medianMilliseconds, pacing.p99Milliseconds))
        // Beside the short sessions of the peak-memory rounds: what a longer one reaches.
        run.results.measures.pacingPeakResidentMebibytes = pacing.peakResidentMebibytes
        run.table.add("  peak RSS of that session", String(format: "%.1f MiB", pacing.peakResidentMebibytes))
        for mode in ModeName.allCases {
            try run.progress("pacing: \(mode.rawValue), 10 s of its transitions in a real window at 1024×720")
            let summary = try PacingBenchmark(drawerPath: run.drawerPath, scratch: run.scratch).run(mode: mode)
            run.results.measures.pacingModes[mode.rawValue] = summary
            run.table.add(
                "real window 1024×720, \(mode.rawValue), 10 s", "\(summary.frames) frames",
                String(format: "median %.2f / p99 %.2f ms", summary.medianMilliseconds, summary.p99Milliseconds),
                "\(summary.lateFrames) late", "",
                summary.p99Milliseconds <= 17.5 && summary.lateFrames == 0 ? "p99 ≤ 17.5 met" : "p99 ≤ 17.5 missed")
        }
    }
}
