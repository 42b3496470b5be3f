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

    /// What one run measures and where, shared by its steps.
    struct Run {
        let options: Options
        let drawerPath: String
        let imagePath: String
        let fontPath: String
        let scratch: String
        var results = BenchResults()
        var table = BenchTable()

        /// Paired rounds of each timed figure.
        var rounds: Int { options.quick ? 6 : 10 }
        /// Paired launches for the peak memory of a session, each a few seconds long.
        var memoryRounds: Int { options.quick ? 3 : 6 }

        func progress(_ step: String) { FileHandle.standardError.write(Data("bench: \(step)…\n".utf8)) }

        /// A ratio's row, with its A/A and its goal, judged; the goal and the A/A are kept for
        /// the JSON and the resolution.
        mutating func addRatio(
            _ label: String, _ value: String, _ baseline: String, _ estimate: RatioEstimate, aa: RatioEstimate?,
            goal limit: Double? = nil
        ) {
            var goalText = ""
            if let limit {
                let goal = Goal(limit: limit)
                let verdict = goal.verdict(estimate)
                results.goals.append(BenchResults.GoalRecord(figure: label, limit: limit, estimate: estimate, verdict: verdict))
                goalText = String(format: "≤ %.2f ", limit) + verdict.rawValue
            }
            if let aa { results.resolution.add(label, aa) }
            table.add(label, value, baseline, estimate.text, aa?.text ?? "", goalText)
        }
    }

    /// `drawer bench ARGUMENTS`.
    public static func run(arguments: [String]) throws {
        let options = try parse(arguments)
        ProcessMemory.keepFreedMemory()
        if let frames = options.allocationProbe { return try AllocationBenchmark.probe(frames: frames) }
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
        if wants(.engine) { measureEngine(&run) }
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
            run.progress("wrote \(path)")
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

    private static func measureEngine(_ run: inout Run) {
        for figure in EngineBenchmark().run(rounds: run.rounds, aa: run.options.aa, progress: run.progress) {
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
        run.progress("allocations: \(frames) frames of each scene, counted by \(AllocationBenchmark.shimSource) in a child")
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
        let scenarios = DrawerApplication.benchScenarios.map { FrameBenchmark.Scenario(mode: $0.mode, variant: $0.variant) }
        var shallow: [ModeName: FrameBenchmark.Result] = [:]
        for scenario in scenarios {
            let name = scenario.name
            run.progress(
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
        for mode in ModeName.allCases {
            let workload = frames.hiDPIWorkload(mode)
            run.progress("frames: \(workload.name), \(frames.plan.rounds) rounds of \(frames.plan.frames) frames at 2048×1440 pixels")
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
        run.progress("frames: \(scenario.name), against every shape drawn as a box")
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
            run.progress("views: \(count) turning tiles, \(frames.plan.rounds) rounds, alternating with the C baseline")
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
            run.progress("views: \(label), \(frames.plan.rounds) rounds, alternating with the C baseline")
            let result = try frames.run(frames.tiles(count, style: style))
            run.results.measures.views["\(count)-\(style.rawValue)"] = BenchResults.ModeFrames(result)
            addFrames(&run, "frame, \(label)", result, goal: frameGoal, p99: false)
            guard style == .shadows else { continue }
            // The same shadows as meshes of rings: what slices save.
            run.progress("views: \(label) as meshes, \(frames.plan.rounds) rounds, alternating with the C baseline")
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
            run.progress("lists: \(count) rows scrolling, \(frames.plan.rounds) rounds, alternating with the C baseline")
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
        run.progress("lists: a grid of 100,000 items scrolling, \(frames.plan.rounds) rounds, alternating with the C baseline")
        let grid = try frames.run(frames.grid(100_000))
        run.results.measures.lists["grid-100000"] = BenchResults.ModeFrames(grid)
        addFrames(&run, "frame, grid of 100,000 items", grid, goal: nil)
        run.progress("lists: diff of 10,000 items, \(run.rounds) rounds")
        let diff = SnapshotDiffBenchmark.figure(rounds: run.rounds, aa: run.options.aa)
        run.results.engine.append(diff)
        run.addRatio(
            diff.label, String(format: "%.3f %@", diff.value, diff.unit), String(format: "%.3f %@", diff.baseline, diff.unit), diff.ratio,
            aa: diff.aa, goal: diff.goal)
    }

    /// Start-up: process start to exit after the first presented frame, both programs, in
    /// paired launches.
    private static func measureStartUp(_ run: inout Run, _ frames: FrameBenchmark) throws {
        run.progress("start-up: \(run.rounds) rounds of launches")
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

    /// The peak memory goal: a session's within 10 % of the C program's.
    static let peakMemoryGoal = 1.1

    /// Peak memory of real-window sessions, Drawer's and the C baseline's, in paired launches:
    /// one launch's page-cache state moves a peak by a few MiB, so the median and the range.
    private static func measurePeakMemory(_ run: inout Run, _ frames: FrameBenchmark) throws {
        run.progress("peak memory: \(run.memoryRounds) rounds of \(SessionMemoryBenchmark.seconds) s sessions in a real window under Xvfb")
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
    private static func measurePacing(_ run: inout Run) throws {
        run.progress("pacing: 10 s in a real window under Xvfb")
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
            run.progress("pacing: \(mode.rawValue), 10 s of its transitions in a real window at 1024×720")
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

/// The printed table: measure, Drawer, floor, ratio with its interval, the A/A's, and the goal.
struct BenchTable {
    private var rows: [[String]] = []

    mutating func add(
        _ label: String, _ value: String, _ baseline: String = "", _ ratio: String = "", _ aa: String = "", _ goal: String = ""
    ) {
        rows.append([label, value, baseline, ratio, aa, goal])
    }

    func text(heading: [String] = []) -> String {
        let widths = [48, 18, 13, 20, 20, 17]
        func line(_ cells: [String]) -> String {
            var text = cells[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
            for (cell, width) in zip(cells.dropFirst(), widths.dropFirst()) {
                text += cell.count >= width ? " " + cell : String(repeating: " ", count: width - cell.count) + cell
            }
            return text
        }
        let header = line(["measure", "Drawer", "floor", "ratio [95 %]", "A/A [95 %]", "goal"])
        return (heading + [header] + rows.map(line)).joined(separator: "\n")
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
