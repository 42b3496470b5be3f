import DrawerApp
import Foundation
import Motion
import SDLHost
import ViewKit
import XHarness

/// Memory: peak RSS, and RSS growth over 10,000 round trips of every mode after a warm-up, all
/// on the fixed clock without drawing.
struct MemoryBenchmark {
    let image: Image

    /// Runs `cycles` of `mode`'s round trip (a push and a pop, an open and a close); returns how
    /// many frames that took.
    @discardableResult
    func cycle(_ app: DrawerApplication, _ clock: FixedStepClock, mode: ModeName, cycles: Int) -> Int {
        app.switchMode(to: mode)
        var frames = 0
        for _ in 0..<cycles where !TerminationSignals.quitRequested {
            for key in app.roundTrip {
                app.handle(.key(key))
                repeat {
                    clock.tick()
                    frames += 1
                } while app.update(at: clock.now)
            }
        }
        return frames
    }

    /// The memory each pushed screen keeps, in KiB: the heap in use before and after pushing
    /// `screens` screens (each push run to its end, without drawing), after a warm-up. The heap,
    /// not the resident set: after the benchmarks before it, freed memory kept for reuse absorbs
    /// a thousand screens without the RSS moving at all.
    func residentPerScreen(screens: Int) -> Double {
        let clock = FixedStepClock()
        let app = DrawerApplication(image: image, clock: clock, size: Size(width: 1280, height: 800))
        FrameBenchmark.deepen(app, clock, to: 20)
        let before = ProcessMemory.heapInUseBytes()
        FrameBenchmark.deepen(app, clock, to: 20 + screens)
        return Double(ProcessMemory.heapInUseBytes() - before) / 1024 / Double(screens)
    }

    /// (growth in KiB over the measured cycles, frames run).
    func run(cycles: Int, progress: (String) throws -> Void) rethrows -> (growth: Double, frames: Int) {
        let clock = FixedStepClock()
        let app = DrawerApplication(image: image, clock: clock, size: Size(width: 1280, height: 800))
        for mode in ModeName.allCases { cycle(app, clock, mode: mode, cycles: 200) }
        let before = ProcessMemory.kibibytes("VmRSS") ?? 0
        var frames = 0
        for mode in ModeName.allCases {
            try progress("memory: \(cycles) \(mode.rawValue) round trips")
            frames += cycle(app, clock, mode: mode, cycles: cycles)
        }
        return ((ProcessMemory.kibibytes("VmRSS") ?? 0) - before, frames)
    }
}

/// Pacing in a real window: `drawer` under its own Xvfb server, on the real clock with vsync,
/// at 1280×800, kept in transitions for 10 s by a script; its `--stats` are read back.
struct PacingBenchmark {
    let drawerPath: String
    let scratch: String

    func run() throws -> FrameStatistics.Summary {
        let server = try XServer()
        defer { withExtendedLifetime(server) {} }  // up until drawer has quit

        // A push or a pop every 0.9 s for 10 s: the side mode's 0.8 s transitions back to back.
        let script = (scratch as NSString).appendingPathComponent("pacing.txt")
        var lines: [String] = []
        var t = 100
        var push = true
        while t < 10_100 {
            lines.append("\(t) key \(push ? "Right" : "Left")")
            push.toggle()
            t += 900
        }
        lines.append("10100 quit")
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)

        return try Self.statistics(
            drawerPath, ["--script", script, "--clock", "real", "--size", "1280x800"], scratch: scratch,
            environment: ["DISPLAY": server.display, "SDL_VIDEODRIVER": nil])
    }

    /// `mode` in a window of 1024×720 for 10 s, kept in its transitions by its own keys: a push
    /// or a pop every 0.9 s where it has a stack, else Space (open, close, present, dismiss)
    /// every 1.2 s, each transition's 0.5–0.8 s then a moment at rest.
    func run(mode: ModeName) throws -> FrameStatistics.Summary {
        let server = try XServer()
        defer { withExtendedLifetime(server) {} }
        let script = (scratch as NSString).appendingPathComponent("pacing-\(mode.rawValue).txt")
        let stacked = DrawerApplication.keepsMovingByPushAndPop(mode)
        let lines = stride(from: 100, to: 10_100, by: stacked ? 900 : 1200).enumerated().map { index, t in
            "\(t) key \(stacked ? (index.isMultiple(of: 2) ? "Right" : "Left") : "Space")"
        }
        try (lines + ["10100 quit"]).joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        return try Self.statistics(
            drawerPath, ["--mode", mode.rawValue, "--script", script, "--clock", "real", "--size", "1024x720"], scratch: scratch,
            environment: ["DISPLAY": server.display, "SDL_VIDEODRIVER": nil])
    }

    /// Runs `drawer arguments --stats FILE` and returns the frame statistics it wrote.
    static func statistics(
        _ drawerPath: String, _ arguments: [String], scratch: String,
        environment changes: [String: String?]
    ) throws -> FrameStatistics.Summary {
        let path = (scratch as NSString).appendingPathComponent("stats-\(UUID().uuidString).json")
        _ = try BenchProcess.run(drawerPath, arguments + ["--stats", path], environment: changes)
        guard let data = FileContents.read(atPath: path),
            let summary = try? JSONDecoder().decode(FrameStatistics.Summary.self, from: data)
        else {
            throw BenchError("drawer wrote no frame statistics to \(path)")
        }
        return summary
    }
}

/// The peak memory of sessions in a real window, Drawer's and the C baseline's, in paired
/// launches under one Xvfb: Drawer on the real clock with vsync at 1280×800, a push or a pop
/// every 0.9 s, for `seconds`; the baseline replaying the side mode's recorded frames for as
/// long (at 60 Hz), with glibc's own malloc policy, less the recording it holds in memory.
struct SessionMemoryBenchmark {
    static let seconds = 3

    let drawerPath: String
    let baselinePath: String
    let recording: String
    let scratch: String

    /// Each round's peaks in MiB.
    func run(rounds: Int, aa: Bool) throws -> [PairedRounds.Round<Double>] {
        let server = try XServer()
        defer { withExtendedLifetime(server) {} }  // up until the last session has quit
        let end = Self.seconds * 1000 + 100
        let script = (scratch as NSString).appendingPathComponent("session.txt")
        let lines = stride(from: 100, to: end, by: 900).enumerated().map { "\($1) key \($0.isMultiple(of: 2) ? "Right" : "Left")" }
        try (lines + ["\(end) quit"]).joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let display: [String: String?] = ["DISPLAY": server.display, "SDL_VIDEODRIVER": nil]
        return try PairedRounds.run(rounds: rounds, aa: aa) { arm in
            if arm == .drawer {
                return try PacingBenchmark.statistics(
                    drawerPath, ["--script", script, "--clock", "real", "--size", "1280x800"], scratch: scratch, environment: display
                ).peakResidentMebibytes
            }
            let output = try BenchProcess.run(baselinePath, ["--session", recording, String(end * 60 / 1000)], environment: display)
            struct Printed: Decodable {
                let peakKibibytes: Double
                enum CodingKeys: String, CodingKey { case peakKibibytes = "peak_rss_kib" }
            }
            guard let printed = try? JSONDecoder().decode(Printed.self, from: Data(output.utf8)) else {
                throw BenchError("the baseline printed '\(output)'")
            }
            return printed.peakKibibytes / 1024
        }
    }
}

/// Long headless runs: `drawer --script` on the offscreen driver and the fixed clock, a push and
/// a pop every 1.8 s, for `frames` frames; the peak RSS it reported and the wall time per frame.
/// Nothing holds the offscreen driver back but Drawer's own wait for each frame, so this is
/// where unbounded queueing would show.
struct HeadlessRunBenchmark {
    let drawerPath: String
    let scratch: String

    func run(frames: Int) throws -> (peakResidentMiB: Double, millisecondsPerFrame: Double) {
        let script = (scratch as NSString).appendingPathComponent("headless-\(frames).txt")
        let end = frames * 1000 / 60
        var lines: [String] = []
        for t in stride(from: 0, to: end, by: 1800) { lines += ["\(t) key Right", "\(t + 900) key Left"] }
        lines.append("\(end) quit")
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let start = DispatchTime.now().uptimeNanoseconds
        let summary = try PacingBenchmark.statistics(
            drawerPath, ["--script", script, "--size", "1280x800"], scratch: scratch,
            environment: ["SDL_VIDEODRIVER": "offscreen"])
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (summary.peakResidentMebibytes, seconds * 1000 / Double(frames + 1))
    }
}

/// Input-to-screen latency in a real window: `drawer` under its own Xvfb with vsync, dragged by
/// xdotool (press, a move every 16 ms, release, again), then asked to quit with SIGTERM; its
/// `--stats` report the time from each input event's SDL timestamp to the return of the present
/// whose frame first reflects it.
struct LatencyBenchmark {
    let drawerPath: String
    let scratch: String

    func run() throws -> FrameStatistics.Summary {
        let server = try XServer()
        let stats = (scratch as NSString).appendingPathComponent("latency.json")
        let window = try AppWindow(
            URL(fileURLWithPath: drawerPath), ["--mode", "side", "--size", "800x600", "--stats", stats], title: "Drawer",
            on: server)
        for round in 0..<4 {
            let (from, to) = round % 2 == 0 ? (60.0, 560.0) : (700.0, 150.0)
            try window.drag(from: (from, 400), to: (to, 400), steps: 30)
            Thread.sleep(forTimeInterval: 1.0)
        }
        window.quit()
        guard let data = FileContents.read(atPath: stats),
            let summary = try? JSONDecoder().decode(FrameStatistics.Summary.self, from: data)
        else { throw BenchError("drawer wrote no statistics to \(stats)") }
        return summary
    }
}
