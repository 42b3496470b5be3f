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

        enum CodingKeys: String, CodingKey {
            case key, label
            case perFrame = "per_frame"
            case bytesPerFrame = "bytes_per_frame"
        }

        /// The JSON key of the bytes: views_10k_allocations_per_frame → views_10k_allocated_bytes_per_frame.
        var bytesKey: String { key.replacingOccurrences(of: "_allocations_per_frame", with: "_allocated_bytes_per_frame") }
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

    /// The shim's two counters, read together: allocations made and bytes they asked for.
    struct Counters {
        let allocations: () -> UInt
        let bytes: () -> UInt

        /// The preloaded shim's, nil without it.
        static var shim: Counters? {
            guard let allocations = function("drawer_allocation_count"), let bytes = function("drawer_allocated_bytes") else {
                return nil
            }
            let (countAllocations, countBytes) = (
                unsafeBitCast(allocations, to: (@convention(c) () -> UInt).self),
                unsafeBitCast(bytes, to: (@convention(c) () -> UInt).self)
            )
            return Counters(allocations: { countAllocations() }, bytes: { countBytes() })
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
        let report = Report(frames: frames, warmUpFrames: warmUpFrames, figures: figures)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
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
