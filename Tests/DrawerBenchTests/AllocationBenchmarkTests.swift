import Foundation
import SDLHost
import TestSupport
import Testing
import ViewKit

@testable import DrawerBench

/// The allocations step's logic (the counting itself needs bench/allocations.c preloaded, which
/// only the bench's child gets), the probe's flag, and the new row's scene against its floor.
struct AllocationBenchmarkTests {
    /// Counters that count what the test says, as the shim would.
    final class FakeShim {
        var allocations: UInt = 0
        var bytes: UInt = 0
        var driverAllocations: UInt = 0
        var driverBytes: UInt = 0
        var tracing: [Bool] = []
        var classifying: [Bool] = []
        var counters: AllocationBenchmark.Counters {
            AllocationBenchmark.Counters(
                allocations: { self.allocations }, bytes: { self.bytes }, driverAllocations: { self.driverAllocations },
                driverBytes: { self.driverBytes }, classify: { self.classifying.append($0) })
        }
    }

    /// A mode's figure is what its frames allocated less what SDL and the GL driver allocated
    /// in them, per frame, with the driver's given beside it; frames are tallied one by one.
    @Test func aModesFigureLeavesOutTheDriversAllocations() {
        let shim = FakeShim()
        var tally = AllocationBenchmark.Tally()
        for frame in 0..<4 {
            let before = AllocationBenchmark.Tally(shim.counters)
            // Each frame: 3 of Drawer's (24 bytes each) and 10 of the driver's (100 bytes each);
            // the first frame one more of Drawer's.
            shim.allocations += 13 + (frame == 0 ? 1 : 0)
            shim.bytes += 1072 + (frame == 0 ? 24 : 0)
            shim.driverAllocations += 10
            shim.driverBytes += 1000
            tally.add(AllocationBenchmark.Tally(shim.counters).since(before))
        }
        let figure = tally.figure("mode_side_allocations_per_frame", "side")
        #expect(tally.frames == 4)
        #expect(figure.perFrame == 3.25)
        #expect(figure.bytesPerFrame == 78)
        #expect(figure.driverPerFrame == 10)
        #expect(figure.hasGoal)
        #expect(figure.driverKey == "mode_side_driver_allocations_per_frame")
        // No frames tallied: nothing allocated, not a division by zero.
        let none = AllocationBenchmark.Tally().figure("k", "l")
        #expect(none.perFrame == 0 && none.bytesPerFrame == 0 && none.driverPerFrame == 0)
    }

    /// A figure is the counters' growth over the counted frames alone, per frame: the warm-up's
    /// allocations are not in it, and tracing is on exactly around the counted frames.
    @Test func countsPerCountedFrame() {
        let shim = FakeShim()
        var frames = 0
        /// The first (warm-up) frame grows a list; each later one allocates once, 48 bytes.
        func frame() {
            frames += 1
            shim.allocations += frames == 1 ? 10 : 1
            shim.bytes += frames == 1 ? 4096 : 48
        }
        let figure = AllocationBenchmark.count(
            "views_10k_allocations_per_frame", "views", frames: 4, warmUp: 2, counters: shim.counters,
            tracing: { shim.tracing.append($0) }, frame)
        #expect(frames == 6)
        #expect(figure.perFrame == 1)
        #expect(figure.bytesPerFrame == 48)
        #expect(figure.key == "views_10k_allocations_per_frame" && figure.label == "views")
        #expect(shim.tracing == [true, false])
    }

    /// Frames that allocate nothing give exactly 0, whatever the counters held before.
    @Test func framesThatAllocateNothingCountZero() {
        let shim = FakeShim()
        shim.allocations = 123_456
        shim.bytes = 9_999_999
        let figure = AllocationBenchmark.count("k", "l", frames: 10, warmUp: 1, counters: shim.counters) {}
        #expect(figure.perFrame == 0 && figure.bytesPerFrame == 0)
    }

    /// Without the shim preloaded (as in this test process) there are no counters.
    @Test func noShimNoCounters() {
        #expect(AllocationBenchmark.Counters.shim == nil)
    }

    /// The probe's report goes through JSON unchanged, with the keys the parent reads; anything
    /// else printed is an error that quotes it.
    @Test func theProbesReportRoundTrips() throws {
        let report = AllocationBenchmark.Report(
            frames: 600, warmUpFrames: 3,
            figures: [
                AllocationBenchmark.Figure(key: "views_10k_allocations_per_frame", label: "views", perFrame: 0, bytesPerFrame: 0),
                AllocationBenchmark.Figure(
                    key: "animators_10k_allocations_per_frame", label: "animators", perFrame: 2.5, bytesPerFrame: 80),
            ])
        let printed = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(try AllocationBenchmark.Report.decode(printed + "\n") == report)
        let object = try JSONValue(parsing: Data(printed.utf8))
        #expect(object.keys == ["frames", "warm_up_frames", "figures"])
        guard case .array(let figures)? = object["figures"] else {
            Issue.record("figures is not a list")
            return
        }
        #expect(
            figures.map(\.keys) == [
                Set(["key", "label", "per_frame", "bytes_per_frame", "has_goal"]),
                Set(["key", "label", "per_frame", "bytes_per_frame", "has_goal"]),
            ])
        #expect(throws: BenchError.self) { try AllocationBenchmark.Report.decode("drawer-bench: cannot open") }
    }

    /// A figure's bytes sit under the same key with "allocated_bytes" for "allocations".
    @Test func bytesKeyFollowsTheFiguresKey() {
        let figure = AllocationBenchmark.Figure(key: "views_10k_allocations_per_frame", label: "", perFrame: 0, bytesPerFrame: 0)
        #expect(figure.bytesKey == "views_10k_allocated_bytes_per_frame")
    }

    /// bench/results.json has each scene's allocations per frame and bytes, and the frames
    /// counted, once measured; a run without the step writes none of them (0 would claim none).
    @Test func resultsCarryAllocationsOnlyWhenMeasured() throws {
        var results = BenchResults()
        let unmeasured = try JSONValue(parsing: try JSONEncoder().encode(results))
        #expect(unmeasured["views_10k_allocations_per_frame"] == nil && unmeasured["allocation_frames"] == nil)
        results.allocationFrames = 600
        results.allocations = [
            AllocationBenchmark.Figure(key: "views_10k_allocations_per_frame", label: "views", perFrame: 0, bytesPerFrame: 0),
            AllocationBenchmark.Figure(key: "animators_10k_allocations_per_frame", label: "animators", perFrame: 1.5, bytesPerFrame: 64),
        ]
        let object = try JSONValue(parsing: try JSONEncoder().encode(results))
        #expect(object["views_10k_allocations_per_frame"] == .number(0))
        #expect(object["views_10k_allocated_bytes_per_frame"] == .number(0))
        #expect(object["animators_10k_allocations_per_frame"] == .number(1.5))
        #expect(object["animators_10k_allocated_bytes_per_frame"] == .number(64))
        #expect(object["allocation_frames"] == .number(600))
        #expect(object["views_10k_driver_allocations_per_frame"] == nil)
        results.allocations.append(
            AllocationBenchmark.Figure(
                key: "mode_zoom_allocations_per_frame", label: "zoom", perFrame: 2, bytesPerFrame: 96, driverPerFrame: 40))
        let withMode = try JSONValue(parsing: try JSONEncoder().encode(results))
        #expect(withMode["mode_zoom_allocations_per_frame"] == .number(2))
        #expect(withMode["mode_zoom_driver_allocations_per_frame"] == .number(40))
    }

    /// The new engine row is an engine figure like the others: KEY, KEY_baseline, KEY_ratio and
    /// its interval, and its goal of 1.5.
    @Test func theAnimatedViewsRowHasTheEngineKeys() throws {
        var results = BenchResults()
        let rounds = [PairedRounds.Round(drawer: 3.0, floor: 1.0, floorAgain: 1.0)]
        results.engine = [
            EngineBenchmark.Figure(
                key: "views_10k_animate_update_ms", label: "10,000 views moved by one View.animate block", unit: "ms",
                rounds: rounds, goal: EngineBenchmark.animatedViewsGoal)
        ]
        let object = try JSONValue(parsing: try JSONEncoder().encode(results))
        for key in [
            "views_10k_animate_update_ms", "views_10k_animate_update_ms_baseline", "views_10k_animate_update_ms_ratio",
            "views_10k_animate_update_ms_ratio_ci_low", "views_10k_animate_update_ms_ratio_ci_high",
        ] {
            #expect(object[key] != nil, "\(key)")
        }
        #expect(object["views_10k_animate_update_ms_ratio"] == .number(3))
        #expect(EngineBenchmark.animatedViewsGoal == 1.5)
    }

    /// `--allocation-probe FRAMES` makes the run the probe alone; a count that is not a positive
    /// number is a usage error; `allocations` is a step `--only` takes.
    @Test func theProbeFlagTakesAPositiveFrameCount() throws {
        #expect(try BenchCommand.parse(["--allocation-probe", "600"]).allocationProbe == 600)
        #expect(try BenchCommand.parse([]).allocationProbe == nil)
        for bad in ["0", "-3", "many"] {
            #expect(throws: UsageError.badValue(flag: "--allocation-probe", value: bad, expected: "a number of frames above 0")) {
                try BenchCommand.parse(["--allocation-probe", bad])
            }
        }
        #expect(throws: UsageError.missingValue(flag: "--allocation-probe")) { try BenchCommand.parse(["--allocation-probe"]) }
        #expect(try BenchCommand.parse(["--only", "engine,allocations"]).only == [.engine, .allocations])
    }

    /// The floor does the scene's interpolation: after the same frames, each view shows the
    /// floor's rectangle (its position the rectangle's centre, with the anchor in the middle),
    /// part of the way from its start frame to its end frame.
    @Test(arguments: [false, true])
    func theFloorInterpolatesWhatTheSceneShows(separateBlocks: Bool) {
        let count = 120
        let scene = AnimatedViewsScene(count: count, separateBlocks: separateBlocks)
        let floor = InterpolationFloor(count: count, separateBlocks: separateBlocks)
        for _ in 0..<90 {
            scene.frame()
            floor.frame()
        }
        for index in 0..<count {
            let (x, y, width, height) = (floor.out[4 * index], floor.out[4 * index + 1], floor.out[4 * index + 2], floor.out[4 * index + 3])
            let shown = scene.shown(index)
            // The store's sum is the one each view makes when read on its own, to the last bit.
            let read = scene.presented(index)
            #expect(shown == Rect(origin: read.position, size: read.bounds.size), "view \(index)")
            #expect(abs(shown.width - width) < 1e-9 && abs(shown.height - height) < 1e-9, "view \(index)")
            #expect(abs(shown.minX - (x + width / 2)) < 1e-9 && abs(shown.minY - (y + height / 2)) < 1e-9, "view \(index)")
            // Mid-animation: neither at the start nor at the end.
            let start = AnimatedViewsScene.startFrame(of: index)
            let end = AnimatedViewsScene.endFrame(of: index)
            #expect(x > start.minX && x < end.minX, "view \(index)")
        }
        #expect(scene.checksum.isFinite && floor.checksum > 0)
        // Separate blocks of different durations: a later view of a longer block is less far.
        if separateBlocks { #expect(floor.out[4 * 96] - AnimatedViewsScene.startFrame(of: 96).minX < floor.out[0]) }
    }
}
