import DrawerApp
import DrawerCommandLine
import Foundation
import Motion
import SDLHost
import ViewKit

/// Per-frame cost of each mode against the C baseline, in one run: 600 frames of continuous
/// transitions on the fixed clock, off screen at 1280×800. A first pass records every draw call
/// for `bench/baseline.c` to replay; a second pass times Drawer's input + animation update and
/// its render separately; then the baseline replays the recording. Both render timings run
/// until the frame is really drawn (one pixel read back) and presented, so the GPU's (here
/// llvmpipe's) work is counted and not just handed over.
struct FrameBenchmark {
    struct Result {
        /// The mode's name, with "-reduced-motion" when transitions are cross-fades.
        let scenario: String
        let updateMedian: Double, updateP99: Double
        let renderMedian: Double, renderP99: Double
        let frameMedian: Double, frameP99: Double
        let baselineMedian: Double, baselineP99: Double
        /// How far the baseline's own p99 moved between rounds (highest over lowest; 1 for one
        /// round): the noise a p99 ratio has to be read against.
        var baselineP99Spread = 1.0
        var ratioMedian: Double { frameMedian / baselineMedian }
        var ratioP99: Double { frameP99 / baselineP99 }
    }

    static let frames = 600
    static let size = Size(width: 1280, height: 800)

    let image: Image
    let images: ImageStore
    let fontPath: String
    let video: VideoSystem
    let baselinePath: String
    let scratch: String

    /// Keeps a transition running in every frame: a new one starts as soon as the last ends.
    /// Side and spin push two screens above `base` and pop back to it, so a deep stack's
    /// transitions run at its top, as a shallow one's do.
    static func nudge(_ app: DrawerApplication, base: Int = 1) {
        guard !app.isAnimating else { return }
        app.handle(.key(app.keyToKeepMoving(base: base)))
    }

    /// What one row of the frame table runs.
    struct Scenario {
        let mode: ModeName
        /// Reduced motion, fades drawn view by view, a deeper stack.
        var variant = BenchVariant()
        /// Transitions are cross-fades, whose fading screens are drawn as groups.
        var reduceMotion: Bool { variant.reduceMotion }
        /// False draws fading views view by view: the cost of group opacity is the difference.
        var groupOpacity: Bool { variant.groupOpacity }
        /// How many screens the stack holds before timing starts.
        var depth: Int { variant.depth }

        var name: String {
            mode.rawValue + (reduceMotion ? "-reduced-motion" : "") + (groupOpacity ? "" : "-per-view-alpha")
                + (depth > 1 ? "-depth-\(depth)" : "")
        }
    }

    /// Pushes screens until the stack holds `depth`, running each push to its end without
    /// drawing (the frames are not timed).
    static func deepen(_ app: DrawerApplication, _ clock: FixedStepClock, to depth: Int) {
        while app.stackDepth < depth {
            app.handle(.key(.right))
            repeat { clock.tick() } while app.update(at: clock.now)
        }
    }

    /// What a timed run draws: an application made on the bench's clock and window size,
    /// brought to where timing starts, with what keeps it moving (called before every frame).
    struct Workload {
        let name: String
        var groupOpacity = true
        let make: (FixedStepClock, Size) -> (application: any HostedApplication, nudge: () -> Void)
    }

    /// A mode of the demo as a workload: at its depth, a transition running in every frame.
    func workload(_ scenario: Scenario) -> Workload {
        Workload(name: scenario.name, groupOpacity: scenario.groupOpacity) { [image] clock, size in
            let app = DrawerApplication(
                image: image, clock: clock, size: size, initialMode: scenario.mode, reduceMotion: scenario.reduceMotion)
            Self.deepen(app, clock, to: scenario.depth)
            return (app, { Self.nudge(app, base: scenario.depth) })
        }
    }

    /// Times a scenario, Drawer and then the baseline replaying Drawer's recorded draw calls.
    func run(_ scenario: Scenario) throws -> Result { try run(workload(scenario)) }

    /// How many times each workload is timed, Drawer and the baseline alternating.
    static let rounds = 2

    /// Times a workload, Drawer and then the baseline replaying Drawer's recorded draw calls,
    /// `rounds` times over; each figure is the best of its rounds, for Drawer and the baseline
    /// alike. A busy machine only ever adds time, and a p99 (the sixth-slowest of 600 frames)
    /// is what it adds to first.
    func run(_ workload: Workload) throws -> Result {
        let recording = try record(workload)
        return Result(bestOf: try (1...Self.rounds).map { try round($0, of: workload, replaying: recording) })
    }

    /// One round: Drawer's frames, then the baseline's replay of `recording`. With
    /// `DRAWER_BENCH_ROUNDS` set, it is printed with Drawer's eight slowest frames.
    private func round(_ number: Int, of workload: Workload, replaying recording: String) throws -> Result {
        let (host, clock, advance) = try makeHost(workload)
        var update: [Double] = []
        var render: [Double] = []
        var total: [Double] = []
        for frame in 0..<Self.frames {
            let (u, r) = step(host, clock, advance, frame: frame)
            update.append(u)
            render.append(r)
            total.append(u + r)
        }
        let baseline = try runBaseline(recording)
        let result = Result(
            scenario: workload.name, updateMedian: Self.percentile(update, 0.5), updateP99: Self.percentile(update, 0.99),
            renderMedian: Self.percentile(render, 0.5), renderP99: Self.percentile(render, 0.99),
            frameMedian: Self.percentile(total, 0.5), frameP99: Self.percentile(total, 0.99),
            baselineMedian: baseline.median, baselineP99: baseline.p99)
        if ProcessInfo.processInfo.environment["DRAWER_BENCH_ROUNDS"] != nil {
            let slowest = total.sorted().suffix(8).map { String(format: "%.1f", $0) }.joined(separator: " ")
            let line = String(
                format: "  round %d: median %.2f / %.2f ms, p99 %.2f / %.2f ms; Drawer's slowest: %@\n", number,
                result.frameMedian, result.baselineMedian, result.frameP99, result.baselineP99, slowest)
            FileHandle.standardError.write(Data(line.utf8))
        }
        return result
    }

    /// Runs a scenario once, recording every draw call for the baseline; returns the file,
    /// which a second call reuses.
    func record(_ scenario: Scenario) throws -> String { try record(workload(scenario)) }

    func record(_ workload: Workload) throws -> String {
        let recording = (scratch as NSString).appendingPathComponent("geometry-\(workload.name).bin")
        if FileManager.default.fileExists(atPath: recording) { return recording }
        let (host, clock, advance) = try makeHost(workload)
        let recorder = GeometryRecorder()
        host.renderer.recorder = recorder
        for frame in 0..<Self.frames { step(host, clock, advance, frame: frame) }
        let pixels = host.window.pixelSize
        try recorder.write(to: recording, width: pixels.width, height: pixels.height)
        return recording
    }

    /// The host, its clock, and one frame's input and update as the host runs them.
    private func makeHost(_ workload: Workload) throws -> (FrameLoop, FixedStepClock, () -> Void) {
        let window = try HostWindow(video: video, title: "Drawer bench", size: Self.size)
        let clock = FixedStepClock()
        let (app, nudge) = workload.make(clock, window.size)
        var options = FrameLoopOptions()
        options.fontPath = fontPath
        let host = try FrameLoop(window: window, images: images, application: app, options: options)
        host.renderer.drawsGroupOpacity = workload.groupOpacity
        return (
            host, clock,
            {
                nudge()
                _ = app.update(at: clock.now)
            }
        )
    }

    /// One frame as the host runs it; returns (input + update, render + present) in milliseconds.
    @discardableResult
    private func step(_ host: FrameLoop, _ clock: FixedStepClock, _ advance: () -> Void, frame: Int) -> (Double, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        if frame > 0 { clock.tick() }
        advance()
        let updated = DispatchTime.now().uptimeNanoseconds
        host.drawFrame()
        host.window.finishRendering()
        host.window.present()
        let rendered = DispatchTime.now().uptimeNanoseconds
        return (Double(updated - start) / 1e6, Double(rendered - updated) / 1e6)
    }

    private func runBaseline(_ recording: String) throws -> (median: Double, p99: Double) {
        let output = try BenchProcess.run(baselinePath, [recording], environment: ["SDL_VIDEODRIVER": "offscreen"])
        struct Printed: Decodable {
            let median, p99: Double
            enum CodingKeys: String, CodingKey {
                case median = "median_ms"
                case p99 = "p99_ms"
            }
        }
        guard let printed = try? JSONDecoder().decode(Printed.self, from: Data(output.utf8)) else {
            throw BenchError("the baseline printed '\(output)'")
        }
        return (printed.median, printed.p99)
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
}

struct BenchError: CommandError {
    let description: String
    var exitCode: ExitCode { .failure }
    init(_ description: String) { self.description = description }
}

/// Runs a helper program for the benchmarks and returns its standard output.
enum BenchProcess {
    static func run(_ path: String, _ arguments: [String], environment changes: [String: String?] = [:]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("'\(path)' is not there; run `make bench`, which builds it")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained before waiting, so a chatty child cannot block on a full one.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(errors)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Wall-clock seconds from launch to exit, the median of `repeats` runs.
    static func time(_ path: String, _ arguments: [String], environment: [String: String?], repeats: Int) throws -> Double {
        var samples: [Double] = []
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try run(path, arguments, environment: environment)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return FrameBenchmark.percentile(samples, 0.5)
    }
}

extension FrameBenchmark.Result {
    /// Each figure the lowest of `rounds` (one or more rounds of the same workload).
    init(bestOf rounds: [FrameBenchmark.Result]) {
        func best(_ figure: (FrameBenchmark.Result) -> Double) -> Double { rounds.map(figure).min() ?? 0 }
        self.init(
            scenario: rounds.first?.scenario ?? "", updateMedian: best(\.updateMedian), updateP99: best(\.updateP99),
            renderMedian: best(\.renderMedian), renderP99: best(\.renderP99), frameMedian: best(\.frameMedian),
            frameP99: best(\.frameP99), baselineMedian: best(\.baselineMedian), baselineP99: best(\.baselineP99))
        let baselineP99s = rounds.map(\.baselineP99)
        if let low = baselineP99s.min(), let high = baselineP99s.max(), low > 0 { baselineP99Spread = high / low }
    }
}
