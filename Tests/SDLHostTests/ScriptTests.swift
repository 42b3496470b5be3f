import Foundation
import Testing
import ViewKit

@testable import SDLHost

struct ScriptTests {
    @Test func parsesEveryCommand() throws {
        let script = try Script.parse(
            """
            # a comment line
            0 down 10 20
            16.5 move 11 21   # a trailing comment
            20 up 11 21
            100 drag 0 0 100 50 200
            300 click 5 6
            300 key space
            310 key m
            320 resize 800 600
            400 shot out.png
            400 state

            500 quit
            """, path: "s.txt")
        let actions = script.commands.map(\.action)
        #expect(
            actions == [
                .down(Point(x: 10, y: 20)), .move(Point(x: 11, y: 21)), .up(Point(x: 11, y: 21)),
                .drag(from: .zero, to: Point(x: 100, y: 50), duration: 0.2), .click(Point(x: 5, y: 6)),
                .key(.space), .key(.character("M")), .resize(Size(width: 800, height: 600)), .shot(path: "out.png"), .state, .quit,
            ])
        #expect(script.commands.map(\.time) == [0, 0.0165, 0.02, 0.1, 0.3, 0.3, 0.31, 0.32, 0.4, 0.4, 0.5])
        #expect(script.commands.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13])
    }

    @Test(arguments: [
        ("0 frob", 1, "unknown command 'frob'"),
        ("0 move 1", 1, "'move' takes X Y"),
        ("0 move 1 x", 1, "'x' is not a number"),
        ("x move 1 2", 1, "'x' is not a time"),
        ("-5 move 1 2", 1, "'-5' is not a time"),
        ("100 state\n50 state", 2, "earlier than the line before"),
        // Found by `make fuzz`: a whole time past Int.max trapped when the message wrote it.
        ("1e300 state\n50 state", 2, "earlier than the line before (1e+300 ms)"),
        ("0 key", 1, "'key' takes one SDL key name"),
        ("0 key Tabb", 1, "'Tabb' is not an SDL key name"),
        ("0 resize 0 600", 1, "resize takes whole numbers"),
        ("0 shot", 1, "'shot' takes one file name"),
        ("0 state now", 1, "'state' takes nothing"),
        ("0 drag 1 2 3 4 -1", 1, "duration must be ≥ 0"),
        ("\n\n0", 3, "a command is missing"),
    ])
    func badLinesNameTheFileAndLine(text: String, line: Int, fragment: String) {
        do {
            _ = try Script.parse(text, path: "bad.txt")
            Issue.record("'\(text)' should not parse")
        } catch {
            #expect(error.line == line)
            #expect(error.description.hasPrefix("script 'bad.txt' line \(line): "))
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: ScriptError(path: "/no/script.txt", line: nil, message: "cannot read the file (does it exist?)")) {
            try Script.load(path: "/no/script.txt")
        }
    }

    /// An empty file is a script of no commands. (Foundation's `FileManager.contents(atPath:)`
    /// leaks 4 KiB on every empty file on Linux, which `make sanitize` reports: it is not used.)
    @Test func anEmptyFileIsAScriptOfNoCommands() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-empty-\(UUID()).txt").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Script.load(path: path).commands.isEmpty)
    }

    @Test func aDragMovesOnEveryFrameAndReleasesAtItsEnd() throws {
        let player = ScriptPlayer(try Script.parse("100 drag 0 0 100 0 50\n100 state", path: "d"))
        var frames: [[Script.Action]] = []
        var outputs: [ScriptPlayer.Output] = []
        for frame in 0..<12 {
            let due = player.frame(at: Double(frame) / 60)
            frames.append(due.input)
            outputs += due.outputs
        }
        #expect(frames[5].isEmpty, "83 ms: before the drag")
        #expect(frames[6] == [.down(.zero)], "100 ms: the drag's first frame presses the button")
        guard case .move(let p) = frames[7].first, frames[7].count == 1 else {
            Issue.record("117 ms: one move, got \(frames[7])")
            return
        }
        #expect(abs(p.x - 100 * (7.0 / 60 - 0.1) / 0.05) < 1e-9 && p.y == 0)
        #expect(frames[9] == [.move(Point(x: 100, y: 0)), .up(Point(x: 100, y: 0))], "150 ms: the last move and the release")
        #expect(frames[10].isEmpty && player.isFinished)
        #expect(outputs == [.state])
    }

    @Test func aClickPressesAndReleasesInOneFrame() throws {
        let player = ScriptPlayer(try Script.parse("20 click 5 6\n20 quit", path: "c"))
        #expect(player.frame(at: 0).input.isEmpty)
        let due = player.frame(at: 2.0 / 60)
        #expect(due.input == [.down(Point(x: 5, y: 6)), .up(Point(x: 5, y: 6))])
        #expect(due.outputs == [.quit])
    }

    @Test func frameStatisticsCountLateFramesWithoutStoringEveryFrame() {
        var statistics = FrameStatistics(refreshInterval: 1.0 / 60)
        statistics.record(interval: nil)
        for _ in 0..<98 { statistics.record(interval: 1.0 / 60) }
        statistics.record(interval: 0.030)
        #expect(statistics.frames == 100 && statistics.intervals == 99)
        #expect(statistics.lateFrames == 1)
        #expect(abs(statistics.percentile(0.5) - 1.0 / 60) < 0.0001)
        #expect(abs(statistics.percentile(1) - 0.030) < 0.0001)
    }
}
