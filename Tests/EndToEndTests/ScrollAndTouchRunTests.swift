import Foundation
import Testing

/// Touchpad scrolls and touches, replayed by scripts (`wheel DX DY`, `touch down|move|up ID X Y`)
/// through the host, as SDL delivers them: they drive the same gestures as the mouse.
struct ScrollAndTouchRunTests {
    static func states(_ script: String, _ arguments: [String] = []) throws -> [DrawerLine] {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ScriptRunTests.run(script, in: directory, arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try ScriptRunTests.states(result)
    }

    static func progress(_ state: DrawerLine) -> Double? { state.transition?.progress }

    /// Half a precise unit every frame is 20 points a frame: the pushed screen follows exactly.
    @Test func aSteadyScrollPushesWithTheContentUnderTheFingers() throws {
        var lines = ["0 move 300 400"]
        for frame in 1...12 {
            let t = Double(frame) * 1000 / 60
            lines += ["\(t) wheel -0.5 0", "\(t) state"]
        }
        lines += ["2000 state", "2000 quit"]
        let states = try Self.states(lines.joined(separator: "\n"))
        try #require(states.count == 13)
        // The pan begins past its 10-point threshold; from then on, in every frame, the
        // screen's edge is where 20 points a scroll put the fingers.
        for frame in 1...12 {
            let expected = Double(frame) * 20 / 1024
            if frame == 1 {
                #expect(Self.progress(states[0]) == nil || abs(Self.progress(states[0])! - expected) < 1e-9)
            } else {
                let progress = try #require(Self.progress(states[frame - 1]), "frame \(frame): \(states[frame - 1])")
                #expect(abs(progress - expected) < 1e-9, "frame \(frame): \(progress) against \(expected)")
            }
        }
        #expect(states[12].stack == ["screen1", "screen2"], "a fast scroll lets go fast: the push completes")
    }

    @Test func aSlowShortScrollCancels() throws {
        var lines = ["0 move 300 400"]
        // 0.05 units a frame for a second: 2 points a frame, 120 points a second, 120 in all.
        for frame in 1...60 { lines.append("\(Double(frame) * 1000 / 60) wheel -0.05 0") }
        lines += ["1000 state", "3000 state", "3000 quit"]
        let states = try Self.states(lines.joined(separator: "\n"))
        #expect(Self.progress(states[0]) != nil)
        #expect(states[1].stack == ["screen1"], "let go slowly a short way in: back")
        #expect(states[1].transition == nil)
    }

    /// Two fingers drive the side drawer's pan by their centroid, as UIPanGestureRecognizer:
    /// a finger landing or lifting moves the centroid but not the screen; the mouse is shut out
    /// while a finger is down.
    @Test func twoFingersDriveByTheirCentroidAndTheMouseIsShutOut() throws {
        let states = try Self.states(
            """
            0 touch down 1 100 400
            16 touch move 1 150 400
            33 touch move 1 200 400
            49 touch down 2 700 400
            49 touch move 2 800 400
            49 down 900 400
            49 move 950 400
            50 state
            66 touch move 1 260 400
            66 state
            83 touch up 2 800 400
            99 touch move 1 300 400
            100 state
            116 touch up 1 300 400
            116 up 950 400
            2000 state
            2000 quit
            """)
        #expect(abs((Self.progress(states[0]) ?? 0) - 150.0 / 1024) < 1e-9, "100, then half of finger 2's 100: \(states[0])")
        #expect(abs((Self.progress(states[1]) ?? 0) - 180.0 / 1024) < 1e-9, "half of finger 1's 60: \(states[1])")
        #expect(abs((Self.progress(states[2]) ?? 0) - 220.0 / 1024) < 1e-9, "finger 2 lifting moved nothing; finger 1 alone: \(states[2])")
        #expect(states[3].transition == nil, "lifting the last finger ended the gesture")
    }

    /// A scroll never moves the mouse: the next scroll presses where the mouse is, not where the
    /// last scroll's virtual pointer ended (off the window's right edge, here).
    @Test func aSecondScrollStartsWhereTheMouseIs() throws {
        var lines = ["0 move 500 400"]
        for step in 0..<20 { lines.append("\(100 + step * 16) wheel -1 0") }
        lines.append("2000 state")
        for step in 0..<20 { lines.append("\(2100 + step * 16) wheel 1 0") }
        lines += ["4000 state", "4000 quit"]
        let states = try Self.states(lines.joined(separator: "\n"), ["--size", "1000x700"])
        try #require(states.count == 2)
        #expect(states[0].stack == ["screen1", "screen2"], "the first scroll pushed")
        #expect(states[1].stack == ["screen1"], "the second scroll popped: \(states[1])")
    }

    @Test func badWheelAndTouchLinesAreNamed() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ScriptRunTests.run("0 touch sideways 1 2 3\n", in: directory)
        #expect(result.status == 2 && result.stderr.contains("line 1") && result.stderr.contains("'touch' takes"), "\(result.stderr)")
    }
}
