import DrawerApp
import DrawerCommandLine
import Foundation
import Motion
import SDLHost
import ViewKit

/// Per-frame cost of each mode against the C baseline, in one run: rounds of continuous
/// transitions on the fixed clock, off screen at 1280×800. A first pass records every draw call
/// for `bench/baseline.c` to replay; then, in each round, Drawer (its input + animation update
/// and its render timed apart) and the baseline replaying the recording draw the same frames in
/// turn. Both render timings run until the frame is really drawn (one pixel read back) and
/// presented, so the GPU's (here llvmpipe's) work is counted and not just handed over.
struct FrameBenchmark {
    /// One program's frames in one round, in milliseconds; the update and render split is
    /// Drawer's alone.
    struct Sample {
        var median = 0.0, p99 = 0.0
        /// Every frame's time, for the figures that pool the rounds' frames.
        var frames: [Double] = []
        var updateMedian = 0.0, updateP99 = 0.0, renderMedian = 0.0, renderP99 = 0.0
    }

    struct Result {
        /// The mode's name, with "-reduced-motion" when transitions are cross-fades.
        let scenario: String
        let rounds: [PairedRounds.Round<Sample>]
        /// What a timed frame asks of the rasterizer, on average (from the recording).
        var cost: GeometryRecorder.FrameCost?

        /// Drawer's figure, the median over its rounds.
        func drawer(_ figure: (Sample) -> Double) -> Double { PairedRounds.median(rounds.map { figure($0.drawer) }) }
        var updateMedian: Double { drawer(\.updateMedian) }
        var updateP99: Double { drawer(\.updateP99) }
        var renderMedian: Double { drawer(\.renderMedian) }
        var renderP99: Double { drawer(\.renderP99) }
        var frameMedian: Double { drawer(\.median) }
        /// The p99 of every round's frames pooled.
        var frameP99: Double { FrameBenchmark.percentile(rounds.flatMap(\.drawer.frames), 0.99) }
        var baselineMedian: Double { PairedRounds.median(rounds.map(\.floor.median)) }
        var baselineP99: Double { FrameBenchmark.percentile(rounds.flatMap(\.floor.frames), 0.99) }
        /// Whether the floor ran beside Drawer.
        var hasFloor: Bool { rounds.first.map { $0.floor.median > 0 } ?? false }
        /// Drawer over the floor, round by round.
        var ratioMedian: RatioEstimate { RatioEstimate(rounds, \.median) }
        /// The pooled p99s' ratio, with the bootstrap's interval (drawn once, when the result is made).
        let ratioP99: RatioEstimate
        /// The floor over itself, when the run has an A/A.
        var aaMedian: RatioEstimate? { rounds.first?.floorAgain == nil ? nil : RatioEstimate(rounds, of: .floorAgain, \.median) }
        let aaP99: RatioEstimate?

        init(scenario: String, rounds: [PairedRounds.Round<Sample>]) {
            self.scenario = scenario
            self.rounds = rounds
            var generator = SystemRandomNumberGenerator()
            let floor = rounds.map(\.floor.frames)
            ratioP99 = RatioEstimate(pooling: rounds.map(\.drawer.frames), over: floor, percentile: 0.99, using: &generator)
            let again = rounds.compactMap(\.floorAgain?.frames)
            aaP99 = again.isEmpty ? nil : RatioEstimate(pooling: again, over: floor, percentile: 0.99, using: &generator)
        }
    }

    /// How a run's workloads are timed: frames a round, rounds, and whether the floor also runs
    /// against itself.
    struct Plan {
        var frames = 100
        var rounds = 10
        var aa = false
        /// Frames each round draws before the timed ones, left out of both programs' figures:
        /// a new window's first frame is cold for both (15–30 ms here, llvmpipe's first draw),
        /// and ten of them would be most of a pooled p99.
        var warmUp = 2
        /// Frames a round draws in all, and the recording holds.
        var drawn: Int { warmUp + frames }
    }

    static let size = Size(width: 1280, height: 800)

    let image: Image
    let images: ImageStore
    let fontPath: String
    let video: VideoSystem
    let baselinePath: String
    let scratch: String
    var plan = Plan()

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
        /// Pixels per point, and the window's size in points (the bench's size by default).
        var scale = 1.0
        var size = FrameBenchmark.size
        /// The floor replays Drawer's calls with every shape a plain box
        /// (`GeometryRecorder.recordsShapesAsBoxes`): what the frame would cost were every
        /// rounded, exact or blurred edge free.
        var floorDrawsShapesAsBoxes = false
        /// Shadows are drawn in slices where they can be (`ViewRenderer.slicesShadows`); false:
        /// as meshes of rings, as before 6.2.2.
        var slicesShadows = true
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

    /// A mode at 2× (HiDPI) in a window of 1024×720 points, 2048×1440 pixels.
    func hiDPIWorkload(_ mode: ModeName) -> Workload {
        Workload(
            name: mode.rawValue + "-2x", scale: 2, size: Size(width: 1024, height: 720), make: workload(Scenario(mode: mode)).make)
    }

    /// Times a scenario, Drawer and then the baseline replaying Drawer's recorded draw calls.
    func run(_ scenario: Scenario, againstFloor: Bool = true) throws -> Result {
        try run(workload(scenario), againstFloor: againstFloor)
    }

    /// Times a workload in `plan.rounds` paired rounds: Drawer's frames and the floor replaying
    /// Drawer's recorded draw calls (and, with an A/A, a second floor). Within a round the
    /// programs draw frame by frame in turn, in `PairedRounds`' order (which goes first alternates
    /// from frame to frame and from round to round), so the machine's moods fall on both alike.
    /// Each round of each program starts from a new window, as a new process would. Without
    /// `againstFloor` only Drawer runs, for a figure read against another of Drawer's.
    func run(_ workload: Workload, againstFloor: Bool = true) throws -> Result {
        let floors: [PairedRounds.Arm: FloorProcess]
        let recording = try record(workload)
        if againstFloor {
            floors = try Dictionary(
                uniqueKeysWithValues: (plan.aa ? [.floor, .floorAgain] : [.floor]).map { ($0, try FloorProcess(baselinePath, recording)) })
        } else {
            floors = [:]
        }
        var rounds: [PairedRounds.Round<Sample>] = []
        for index in 0..<plan.rounds {
            try BenchCommand.Run.stopIfInterrupted()
            let (host, clock, advance) = try makeHost(workload)
            for floor in floors.values { try floor.open() }
            var update: [Double] = []
            var render: [Double] = []
            var times: [PairedRounds.Arm: [Double]] = [:]
            for frame in 0..<plan.drawn {
                let timed = frame >= plan.warmUp
                for arm in PairedRounds.order(round: index + frame, aa: plan.aa) {
                    if arm == .drawer {
                        let (u, r) = step(host, clock, advance, frame: frame)
                        guard timed else { continue }
                        update.append(u)
                        render.append(r)
                        times[.drawer, default: []].append(u + r)
                    } else if let floor = floors[arm] {
                        let milliseconds = try floor.frame()
                        if timed { times[arm, default: []].append(milliseconds) }
                    }
                }
            }
            for floor in floors.values { try floor.close() }
            func sample(_ arm: PairedRounds.Arm) -> Sample? {
                times[arm].map { Sample(median: Self.percentile($0, 0.5), p99: Self.percentile($0, 0.99), frames: $0) }
            }
            var drawer = sample(.drawer)!
            (drawer.updateMedian, drawer.updateP99) = (Self.percentile(update, 0.5), Self.percentile(update, 0.99))
            (drawer.renderMedian, drawer.renderP99) = (Self.percentile(render, 0.5), Self.percentile(render, 0.99))
            let round = PairedRounds.Round(drawer: drawer, floor: sample(.floor) ?? Sample(), floorAgain: sample(.floorAgain))
            rounds.append(round)
            if ProcessInfo.processInfo.environment["DRAWER_BENCH_ROUNDS"] != nil {
                let slowest = update.indices.max { update[$0] + render[$0] < update[$1] + render[$1] } ?? 0
                let line = String(
                    format:
                        "  round %d: median %.2f / %.2f ms, p99 %.2f / %.2f ms%@; first frames %@ / %@; slowest: frame %d, %.1f + %.1f ms\n",
                    index + 1, round.drawer.median, round.floor.median, round.drawer.p99, round.floor.p99,
                    round.floorAgain.map { String(format: "; A/A %.2f / %.2f ms", $0.median, $0.p99) } ?? "",
                    round.drawer.frames.prefix(4).map { String(format: "%.1f", $0) }.joined(separator: " "),
                    round.floor.frames.prefix(4).map { String(format: "%.1f", $0) }.joined(separator: " "),
                    slowest + plan.warmUp, update.isEmpty ? 0 : update[slowest], render.isEmpty ? 0 : render[slowest])
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        var result = Result(scenario: workload.name, rounds: rounds)
        result.cost = FileContents.read(atPath: Self.costPath(recording)).flatMap {
            try? JSONDecoder().decode(GeometryRecorder.FrameCost.self, from: $0)
        }
        return result
    }

    /// Runs a scenario once, recording every draw call for the baseline; returns the file,
    /// which a second call reuses.
    func record(_ scenario: Scenario) throws -> String { try record(workload(scenario)) }

    func record(_ workload: Workload) throws -> String {
        let name = workload.name + (workload.floorDrawsShapesAsBoxes ? "-boxes" : "")
        let recording = (scratch as NSString).appendingPathComponent("geometry-\(name).bin")
        if FileManager.default.fileExists(atPath: recording) { return recording }
        let (host, clock, advance) = try makeHost(workload)
        let recorder = GeometryRecorder()
        recorder.recordsShapesAsBoxes = workload.floorDrawsShapesAsBoxes
        host.renderer.recorder = recorder
        for frame in 0..<plan.drawn { step(host, clock, advance, frame: frame) }
        let pixels = host.window.pixelSize
        try recorder.write(to: recording, width: pixels.width, height: pixels.height)
        try JSONEncoder().encode(GeometryRecorder.FrameCost.mean(recorder.costs.dropFirst(plan.warmUp)))
            .write(to: URL(fileURLWithPath: Self.costPath(recording)))
        return recording
    }

    /// Where the mean cost of a recording's timed frames is kept beside it.
    static func costPath(_ recording: String) -> String { recording + ".cost.json" }

    /// The host, its clock, and one frame's input and update as the host runs them.
    func makeHost(_ workload: Workload) throws -> (FrameLoop, FixedStepClock, () -> Void) {
        let window = try HostWindow(
            video: video, title: "Drawer bench",
            size: Size(width: workload.size.width * workload.scale, height: workload.size.height * workload.scale))
        if workload.scale != 1 { window.simulatedScale = workload.scale }
        let clock = FixedStepClock()
        let (app, nudge) = workload.make(clock, window.size)
        var options = FrameLoopOptions()
        options.fontPath = fontPath
        let host = try FrameLoop(window: window, images: images, application: app, options: options)
        host.renderer.drawsGroupOpacity = workload.groupOpacity
        host.renderer.slicesShadows = workload.slicesShadows
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
    func step(_ host: FrameLoop, _ clock: FixedStepClock, _ advance: () -> Void, frame: Int) -> (Double, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        if frame > 0 { clock.tick() }
        advance()
        let updated = DispatchTime.now().uptimeNanoseconds
        host.drawFrame()
        // Until the frame is really drawn, with one pixel read back as the floor does: present
        // reads it back itself where nothing else holds frames back (here, off screen).
        if !host.window.needsFinishAfterPresent { host.window.finishRendering() }
        host.window.present()
        let rendered = DispatchTime.now().uptimeNanoseconds
        return (Double(updated - start) / 1e6, Double(rendered - updated) / 1e6)
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

    /// Wall-clock seconds from launch to exit.
    static func seconds(_ path: String, _ arguments: [String], environment: [String: String?]) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try run(path, arguments, environment: environment)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

/// The C floor replaying one recording, kept running for a workload's rounds (`baseline
/// --serve`): each round opens a replay from a new window and asks for its frames one by one.
@MainActor final class FloorProcess {
    private let server: LineServer

    init(_ path: String, _ recording: String) throws {
        server = try LineServer(path, ["--serve", recording], environment: ["SDL_VIDEODRIVER": "offscreen"], name: "the baseline")
    }

    /// A new replay, from a new window.
    func open() throws { _ = try server.ask("open") }

    /// Draws the replay's next frame; its milliseconds.
    func frame() throws -> Double {
        let reply = try server.ask("frame")
        guard let milliseconds = Double(reply) else { throw BenchError("the baseline answered '\(reply)' for a frame") }
        return milliseconds
    }

    func close() throws { _ = try server.ask("close") }
}

/// A child kept running for a step's rounds, asked one line at a time and answering one line:
/// the C floor, Kiwi's timing script.
@MainActor final class LineServer {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    private var buffer: [UInt8] = []
    private let name: String

    init(_ path: String, _ arguments: [String], environment changes: [String: String] = [:], name: String) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("'\(path)' is not there; run `make bench`, which builds it")
        }
        self.name = name
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        process.standardInput = requests
        process.standardOutput = replies
        try process.run()
    }

    isolated deinit {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends one command and reads its one line of answer.
    func ask(_ command: String) throws -> String {
        do {
            try requests.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))
        } catch {
            throw BenchError("\(name) stopped (exit \(exitStatus())) before it was asked to '\(command)'")
        }
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = replies.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw BenchError("\(name) stopped (exit \(exitStatus())) before it answered '\(command)'") }
            buffer += chunk
        }
        let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeSubrange(...end)
        return line
    }

    private func exitStatus() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }
}
