import Foundation
import SDLHost
import ViewKit

/// `drawer bench [--baseline PATH] [--json FILE] [--quick]`: measures Drawer against floors
/// timed in the same run and prints a table (progress on stderr); with `--json`, writes the
/// figures too. `make bench` builds the C baseline and runs this.
enum BenchCommand {
    struct Options {
        var baselinePath = "bench/baseline"
        var jsonPath: String?
        /// Smaller counts, for a quick look (not for the record).
        var quick = false
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--json": options.jsonPath = try LaunchOptions.value(of: flag, from: &rest)
            case "--baseline": options.baselinePath = try LaunchOptions.value(of: flag, from: &rest)
            case "--quick": options.quick = true
            default: throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
        }
        return options
    }

    static func run(arguments: [String]) throws {
        let options = try parse(arguments)
        func progress(_ step: String) { FileHandle.standardError.write(Data("bench: \(step)…\n".utf8)) }
        guard let assets = AssetLocator.assetsDirectory() else { throw LaunchError.assetsMissing }
        let imagePath = (assets as NSString).appendingPathComponent(AssetLocator.defaultImageName)
        let fontPath = (assets as NSString).appendingPathComponent(AssetLocator.fontName)
        let scratch = NSTemporaryDirectory() + "drawer-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { if ProcessInfo.processInfo.environment["DRAWER_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(atPath: scratch) } }
        var json: [String: Any] = ["machine": machine()]
        var rows: [(String, String, String, String)] = []
        func row(_ label: String, _ value: String, _ baseline: String, _ ratio: String) { rows.append((label, value, baseline, ratio)) }

        // Engine.
        for figure in EngineBenchmark().run(progress: progress) {
            let ratio = figure.baseline > 0 ? figure.value / figure.baseline : 0
            json[figure.key] = figure.value
            json[figure.key + "_baseline"] = figure.baseline
            json[figure.key + "_ratio"] = ratio
            row(figure.label, String(format: "%.3f %@", figure.value, figure.unit), String(format: "%.3f %@", figure.baseline, figure.unit),
                String(format: "%.2f", ratio))
        }

        // Frames, off screen, against the C baseline.
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try VideoSystem(requireDisplay: false)
        let images = ImageStore()
        let image = try images.load(path: imagePath)
        let frames = FrameBenchmark(image: image, images: images, fontPath: fontPath, video: video,
                                    baselinePath: options.baselinePath, scratch: scratch)
        var modes: [String: Any] = [:]
        var worstMedian = 0.0, worstP99 = 0.0
        for mode in ModeName.allCases {
            progress("frames: \(mode.rawValue), \(FrameBenchmark.frames) frames, then the C baseline")
            let result = try frames.run(mode)
            worstMedian = max(worstMedian, result.ratioMedian)
            worstP99 = max(worstP99, result.ratioP99)
            modes[mode.rawValue] = [
                "update_median_ms": result.updateMedian, "update_p99_ms": result.updateP99,
                "render_median_ms": result.renderMedian, "render_p99_ms": result.renderP99,
                "frame_median_ms": result.frameMedian, "frame_p99_ms": result.frameP99,
                "baseline_median_ms": result.baselineMedian, "baseline_p99_ms": result.baselineP99,
                "ratio_median": result.ratioMedian, "ratio_p99": result.ratioP99,
            ]
            row("frame, \(mode.rawValue) (median)", String(format: "%.3f ms", result.frameMedian),
                String(format: "%.3f ms", result.baselineMedian), String(format: "%.2f", result.ratioMedian))
            row("  update / render (median)", String(format: "%.3f / %.3f", result.updateMedian, result.renderMedian), "", "")
            row("frame, \(mode.rawValue) (p99)", String(format: "%.3f ms", result.frameP99),
                String(format: "%.3f ms", result.baselineP99), String(format: "%.2f", result.ratioP99))
        }
        json["modes"] = modes
        json["frame_ratio_median"] = worstMedian
        json["frame_ratio_p99"] = worstP99

        // Start-up: process start to exit after the first presented frame, both programs.
        progress("start-up")
        let drawerPath = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        let quitScript = (scratch as NSString).appendingPathComponent("first-frame.txt")
        try "0 quit\n".write(toFile: quitScript, atomically: true, encoding: .utf8)
        let offscreen: [String: String?] = ["SDL_VIDEODRIVER": "offscreen"]
        let repeats = options.quick ? 3 : 9
        let drawerStart = try BenchProcess.time(drawerPath, ["--script", quitScript, "--size", "1280x800"], environment: offscreen, repeats: repeats)
        let baselineStart = try BenchProcess.time(options.baselinePath, ["--startup", (scratch as NSString).appendingPathComponent("geometry-side.bin")],
                                                  environment: offscreen, repeats: repeats)
        json["startup_ms"] = drawerStart * 1000
        json["startup_baseline_ms"] = baselineStart * 1000
        json["startup_ratio"] = drawerStart / baselineStart
        row("start-up to first frame", String(format: "%.1f ms", drawerStart * 1000), String(format: "%.1f ms", baselineStart * 1000),
            String(format: "%.2f", drawerStart / baselineStart))

        // Memory.
        let cycles = options.quick ? 1000 : 10_000
        let memory = MemoryBenchmark(image: image).run(cycles: cycles, progress: progress)
        json["rss_growth_kib"] = memory.growth
        json["memory_cycles"] = cycles
        json["memory_frames"] = memory.frames
        row("RSS growth, \(cycles)+\(cycles) cycles", String(format: "%.0f KiB", memory.growth), "", "")

        // Long headless runs: memory must not grow with the number of frames.
        let headless = HeadlessRunBenchmark(drawerPath: drawerPath, scratch: scratch)
        progress("headless: 600 and 6,000 frames off screen")
        let short = try headless.run(frames: 600)
        let long = try headless.run(frames: 6000)
        json["rss_offscreen_600_mib"] = short.peakResidentMiB
        json["rss_offscreen_6000_mib"] = long.peakResidentMiB
        json["rss_offscreen_growth_mib"] = long.peakResidentMiB - short.peakResidentMiB
        json["offscreen_frame_ms"] = long.millisecondsPerFrame
        row("peak RSS off screen, 600 frames", String(format: "%.1f MiB", short.peakResidentMiB), "", "")
        row("peak RSS off screen, 6,000 frames", String(format: "%.1f MiB", long.peakResidentMiB), "", "")
        row("  wall time per frame (6,000)", String(format: "%.2f ms", long.millisecondsPerFrame), "", "")

        // Pacing in a real window.
        progress("pacing: 10 s in a real window under Xvfb")
        let pacing = try PacingBenchmark(drawerPath: drawerPath, scratch: scratch).run()
        json["frames"] = pacing.frames
        json["late_frames"] = pacing.late
        json["pacing_median_ms"] = pacing.median
        json["pacing_p99_ms"] = pacing.p99
        // The peak of an ordinary session (the real-window run), not of this process, which
        // holds the benchmark's eight off-screen GL windows.
        json["rss_peak_mib"] = pacing.peakResidentMiB
        row("real window, 10 s", "\(pacing.frames) frames", "", "\(pacing.late) late")
        row("  frame interval median / p99", String(format: "%.2f / %.2f ms", pacing.median, pacing.p99), "", "")
        row("  peak RSS of that session", String(format: "%.1f MiB", pacing.peakResidentMiB), "", "")

        func column(_ text: String, _ width: Int) -> String {
            text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
        }
        print("measure".padding(toLength: 36, withPad: " ", startingAt: 0) + column("Drawer", 20) + column("baseline", 14) + column("ratio", 10))
        for (label, value, baseline, ratio) in rows {
            print(label.padding(toLength: 36, withPad: " ", startingAt: 0) + column(value, 20) + column(baseline, 14) + column(ratio, 10))
        }
        if let path = options.jsonPath {
            let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: path))
            progress("wrote \(path)")
        }
    }

    /// Cores and CPU model, so a reader knows where the figures came from.
    static func machine() -> [String: Any] {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown"
        return ["cores": ProcessInfo.processInfo.activeProcessorCount, "cpu": model]
    }
}
