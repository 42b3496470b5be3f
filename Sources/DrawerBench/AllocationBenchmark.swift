import DrawerApp
import DrawerCommandLine
import Foundation
import Motion
import SDLHost
import ViewKit

/// Heap allocations per frame once animations run, which should be none: counted by
/// bench/allocations.c, a shim that interposes glibc's allocation functions.
///
/// The shim is compiled into the run's scratch directory and preloaded (LD_PRELOAD) into a
/// child, `drawer-bench --allocation-probe`, alone: the bench's own process, whose timings must
/// not pay for the counting, never loads it, nor does any test binary (`make sanitize` runs
/// those under AddressSanitizer's allocator). The child runs each scene's frames, reads the
/// shim's counter through `dlsym` before and after, and prints a `Report` as JSON.
struct AllocationBenchmark {
    /// One scene's count.
    struct Figure: Codable, Equatable {
        /// The key in bench/results.json: KEY (allocations per frame) and KEY's bytes beside it.
        let key: String
        let label: String
        /// Allocations per counted frame, every thread's.
        let perFrame: Double
        /// Bytes those allocations asked for, per counted frame.
        let bytesPerFrame: Double
        /// Allocations per counted frame made inside the GL driver, left out of `perFrame` (a
        /// scene that draws); nil where nothing is drawn.
        var driverPerFrame: Double? = nil
        /// Whether the goal, none, applies: not to a transition's start or end, which builds or
        /// settles its animators and context.
        var hasGoal = true

        enum CodingKeys: String, CodingKey {
            case key, label
            case hasGoal = "has_goal"
            case perFrame = "per_frame"
            case bytesPerFrame = "bytes_per_frame"
            case driverPerFrame = "driver_per_frame"
        }

        /// The JSON key of the bytes: views_10k_allocations_per_frame → views_10k_allocated_bytes_per_frame.
        var bytesKey: String { key.replacingOccurrences(of: "_allocations_per_frame", with: "_allocated_bytes_per_frame") }
        /// The JSON key of the GL driver's: mode_side_allocations_per_frame → mode_side_driver_allocations_per_frame.
        var driverKey: String { key.replacingOccurrences(of: "_allocations_per_frame", with: "_driver_allocations_per_frame") }
    }

    /// What the probe prints: how many frames each scene counted, after how many uncounted ones.
    struct Report: Codable, Equatable {
        let frames: Int
        let warmUpFrames: Int
        let figures: [Figure]

        enum CodingKeys: String, CodingKey {
            case frames
            case warmUpFrames = "warm_up_frames"
            case figures
        }

        /// The report in the probe's output; an error naming what was printed otherwise.
        static func decode(_ output: String) throws -> Report {
            guard let report = try? JSONDecoder().decode(Report.self, from: Data(output.utf8)) else {
                throw BenchError("the allocation probe printed '\(output)', not its report")
            }
            return report
        }
    }

    /// The shim's source, from the package's root (where `make bench` runs).
    static let shimSource = "bench/allocations.c"
    /// The probe's flag (`BenchCommand.Options.allocationProbe`).
    static let probeFlag = "--allocation-probe"
    /// Frames run before counting: the first of a scene may grow a list once, for good.
    static let warmUpFrames = 3

    let scratch: String

    /// Compiles the shim and runs the probe under it; `frames` frames counted a scene.
    func run(frames: Int) throws -> Report {
        let library = (scratch as NSString).appendingPathComponent("libdrawer-allocations.so")
        let compiler = ProcessInfo.processInfo.environment["CC"] ?? "cc"
        _ = try BenchProcess.run(
            "/usr/bin/env", [compiler, "-O2", "-Wall", "-shared", "-fPIC", "-o", library, Self.shimSource])
        let output = try BenchProcess.run(
            FilePath.besideExecutable("drawer-bench"), [Self.probeFlag, String(frames)],
            environment: ["LD_PRELOAD": library])
        return try Report.decode(output)
    }

    /// The shim's counters: allocations made and bytes they asked for, and of those the GL
    /// driver's, counted while `classify` is on.
    struct Counters {
        let allocations: () -> UInt
        let bytes: () -> UInt
        let driverAllocations: () -> UInt
        let driverBytes: () -> UInt
        let classify: (Bool) -> Void

        /// The preloaded shim's, nil without it.
        static var shim: Counters? {
            guard let allocations = counter("drawer_allocation_count"), let bytes = counter("drawer_allocated_bytes"),
                let driverAllocations = counter("drawer_driver_allocation_count"),
                let driverBytes = counter("drawer_driver_allocated_bytes"),
                let classify = function("drawer_allocation_classify").map({
                    unsafeBitCast($0, to: (@convention(c) (Int32) -> Void).self)
                })
            else { return nil }
            return Counters(
                allocations: allocations, bytes: bytes, driverAllocations: driverAllocations, driverBytes: driverBytes,
                classify: { classify($0 ? 1 : 0) })
        }

        /// One of the shim's counters by name.
        private static func counter(_ name: String) -> (() -> UInt)? {
            function(name).map { unsafeBitCast($0, to: (@convention(c) () -> UInt).self) }.map { read in { read() } }
        }

        /// A function of the process by name (RTLD_DEFAULT: the shim's, once preloaded).
        static func function(_ name: String) -> UnsafeMutableRawPointer? {
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
        }
    }

    /// One scene's figure: `frame` run `warmUp` times uncounted, then `frames` times between two
    /// readings of the counters, which `tracing` is told of (on before, off after).
    static func count(
        _ key: String, _ label: String, frames: Int, warmUp: Int, counters: Counters, tracing: (Bool) -> Void = { _ in },
        _ frame: () -> Void
    ) -> Figure {
        for _ in 0..<warmUp { frame() }
        tracing(true)
        let (allocationsBefore, bytesBefore) = (counters.allocations(), counters.bytes())
        for _ in 0..<frames { frame() }
        let (allocationsAfter, bytesAfter) = (counters.allocations(), counters.bytes())
        tracing(false)
        let counted = Double(max(frames, 1))
        return Figure(
            key: key, label: label, perFrame: Double(allocationsAfter &- allocationsBefore) / counted,
            bytesPerFrame: Double(bytesAfter &- bytesBefore) / counted)
    }

    /// The probe, in the child under the shim: each scene's frames counted, the report printed.
    /// With DRAWER_ALLOCATION_TRACE set, the shim writes each counted allocation's call stack
    /// to standard error.
    static func probe(frames: Int) throws {
        guard let counters = Counters.shim else {
            throw BenchError("\(probeFlag) counts with \(shimSource) preloaded (LD_PRELOAD), and it is not")
        }
        let trace = Counters.function("drawer_allocation_trace").map {
            unsafeBitCast($0, to: (@convention(c) (Int32) -> Void).self)
        }
        func tracing(_ on: Bool) { trace?(on ? 1 : 0) }
        let mark = Counters.function("drawer_allocation_trace_mark").map {
            unsafeBitCast($0, to: (@convention(c) (UnsafePointer<CChar>) -> Void).self)
        }
        func markTrace(_ line: String) { line.withCString { mark?($0) } }
        var figures: [Figure] = []
        do {
            let scene = AnimatedViewsScene(count: 10_000)
            figures.append(
                count(
                    "views_10k_allocations_per_frame", "allocations a frame, 10,000 views animating", frames: frames,
                    warmUp: warmUpFrames, counters: counters, tracing: tracing, scene.frame))
            EngineBenchmark.sink += scene.checksum
        }
        figures.append(
            runningAnimators(count: 10_000) { frame in
                count(
                    "animators_10k_allocations_per_frame", "allocations a frame, 10,000 animators", frames: frames,
                    warmUp: warmUpFrames, counters: counters, tracing: tracing, frame)
            })
        do {
            // The layout row's screen, a constant changed and laid out a frame.
            let screen = LayoutScreens.list(cells: 250)
            LayoutConstraint.activate(screen.constraints)
            screen.root.layoutIfNeeded()
            var frame = 0
            figures.append(
                count(
                    "layout_constant_allocations_per_frame", "allocations a frame, a constant on 1,000 constrained views",
                    frames: frames, warmUp: warmUpFrames, counters: counters, tracing: tracing
                ) {
                    frame += 1
                    screen.animated.constant = 10 + Double(frame % 100)
                    screen.root.layoutIfNeeded()
                })
            EngineBenchmark.sink += screen.root.subviews.last?.frame.maxY ?? 0
        }
        do {
            let scene = LayerAnimationsScene(count: 100)
            figures.append(
                count(
                    "layer_animations_allocations_per_frame", "allocations a frame, 100 views' layer animations",
                    frames: frames, warmUp: warmUpFrames, counters: counters, tracing: tracing, scene.frame))
            EngineBenchmark.sink += scene.checksum
        }
        figures += try modeFigures(frames: frames, counters: counters, tracing: tracing, markTrace: markTrace)
        let report = Report(frames: frames, warmUpFrames: warmUpFrames, figures: figures)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }

    /// Each mode's whole frame as the host runs it off screen (input, the update, the render and
    /// the present), a transition kept running as the frame table's are: counted frame by frame,
    /// so that the frames mid-transition (the figure, whose goal is none) are apart from the
    /// frames where a key starts the next transition or the last one ends (reported beside it: a
    /// start builds its animators, context and views' animations; an end settles them and takes
    /// the screen that left out of the tree). The first two transitions, there and back, are
    /// uncounted: the first run through each cache, and each screen's first showing.
    /// `markTrace` is told, between the counts, each mode's name and, after each traced frame,
    /// which of the two it was: the trace's stacks since the previous mark are that frame's.
    static func modeFigures(
        frames: Int, counters: Counters, tracing: (Bool) -> Void, markTrace: (String) -> Void = { _ in }
    ) throws -> [Figure] {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        guard let assets = AssetLocator.assetsDirectory() else { throw LaunchError.assetsMissing }
        let video = try VideoSystem(requireDisplay: false)
        let images = ImageStore()
        let image = try images.load(path: (assets as NSString).appendingPathComponent(AssetLocator.defaultImageName))
        let bench = FrameBenchmark(
            image: image, images: images, fontPath: (assets as NSString).appendingPathComponent(AssetLocator.fontName), video: video,
            baselinePath: "", scratch: NSTemporaryDirectory())
        var figures: [Figure] = []
        for mode in ModeName.allCases {
            var application: DrawerApplication?
            let plain = bench.workload(FrameBenchmark.Scenario(mode: mode))
            let workload = FrameBenchmark.Workload(name: plain.name) { clock, size in
                let made = plain.make(clock, size)
                application = made.application as? DrawerApplication
                return made
            }
            let (host, clock, advance) = try bench.makeHost(workload)
            guard let app = application else { throw BenchError("the \(mode.rawValue) mode's workload made no DrawerApplication") }
            var frame = 0
            func step() {
                bench.step(host, clock, advance, frame: frame)
                frame += 1
            }
            // Uncounted: the first two transitions, there and back, so that every screen the
            // mode's loop shows has been drawn once (its text made), and the start of the third.
            for _ in 0..<2 {
                repeat { step() } while app.isAnimating && frame < 10_000
                step()
            }
            var moving = Tally()
            var starting = Tally()
            markTrace("drawer-mode: \(mode.rawValue)\n")
            counters.classify(true)
            for _ in 0..<frames {
                let starts = !app.isAnimating
                // Traced: the frames the goal is for (an end's, like a start's, is told apart
                // once it is known: traced, but not counted with them).
                tracing(!starts)
                let before = Tally(counters)
                step()
                let counted = Tally(counters).since(before)
                tracing(false)
                if starts || !app.isAnimating {
                    starting.add(counted)
                    if !starts { markTrace("drawer-frame: start or end\n") }
                } else {
                    moving.add(counted)
                    markTrace("drawer-frame: moving\n")
                }
            }
            tracing(false)
            counters.classify(false)
            let key = mode.rawValue.replacingOccurrences(of: "-", with: "_")
            figures.append(moving.figure("mode_\(key)_allocations_per_frame", "allocations a frame, \(mode.rawValue) mode mid-transition"))
            var start = starting.figure(
                "mode_\(key)_start_allocations_per_frame", "allocations a transition's start or end, \(mode.rawValue) mode")
            start.hasGoal = false
            figures.append(start)
        }
        return figures
    }

    /// Frames counted and what they allocated, the GL driver's apart.
    struct Tally {
        var frames = 0
        var allocations: UInt = 0, bytes: UInt = 0, driverAllocations: UInt = 0, driverBytes: UInt = 0

        init() {}

        /// The counters' readings now (as one frame's, to subtract).
        init(_ counters: Counters) {
            (allocations, bytes) = (counters.allocations(), counters.bytes())
            (driverAllocations, driverBytes) = (counters.driverAllocations(), counters.driverBytes())
        }

        /// One frame: what was allocated since `before`.
        func since(_ before: Tally) -> Tally {
            var frame = Tally()
            frame.frames = 1
            frame.allocations = allocations &- before.allocations
            frame.bytes = bytes &- before.bytes
            frame.driverAllocations = driverAllocations &- before.driverAllocations
            frame.driverBytes = driverBytes &- before.driverBytes
            return frame
        }

        mutating func add(_ frame: Tally) {
            frames += frame.frames
            allocations &+= frame.allocations
            bytes &+= frame.bytes
            driverAllocations &+= frame.driverAllocations
            driverBytes &+= frame.driverBytes
        }

        /// Per frame, the GL driver's left out of the figure and given beside it.
        func figure(_ key: String, _ label: String) -> Figure {
            let counted = Double(max(frames, 1))
            return Figure(
                key: key, label: label, perFrame: Double(allocations &- driverAllocations) / counted,
                bytesPerFrame: Double(bytes &- driverBytes) / counted, driverPerFrame: Double(driverAllocations) / counted)
        }
    }

    /// `count` running animators, each calling its progress closure every frame, handed to `body`
    /// as their frame (the engine row's and the allocation count's). Their durations are spread so
    /// that they are at different points of their curves.
    static func runningAnimators<Result>(count: Int, _ body: (() -> Void) -> Result) -> Result {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        var values = [Double](repeating: 0, count: count)
        var animators: [PropertyAnimator] = []
        for index in 0..<count {
            let animator = PropertyAnimator(duration: 60 + Double(index % 97) / 10, curve: .easeInOut, driver: driver)
            animator.addAnimation(from: 0.0, to: Double(index)) { values[index] = $0 }
            animator.startAnimation()
            animators.append(animator)
        }
        let result = body {
            clock.tick()
            driver.update()
        }
        EngineBenchmark.sink += values.reduce(0, +)
        for animator in animators { animator.stopAnimation(true) }
        return result
    }
}
