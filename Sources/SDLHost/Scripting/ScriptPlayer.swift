import ViewKit

/// Plays a script against the frame loop: hands out the input due by each frame's time and the
/// outputs (`shot`, `state`, `quit`) to produce once that frame is drawn.
@MainActor final class ScriptPlayer {
    private let commands: [Script.Command]
    private var next = 0
    private var drags: [(from: Point, to: Point, start: Double, duration: Double)] = []

    init(_ script: Script) {
        commands = script.commands
    }

    /// Whether every command has been played and no drag is still moving.
    var isFinished: Bool { next >= commands.count && drags.isEmpty }

    /// The time of the next command while no drag is moving; nil while one is (a drag moves the
    /// pointer every frame) or when nothing is left to play.
    var nextCommandTime: Double? {
        guard drags.isEmpty, next < commands.count else { return nil }
        return commands[next].time
    }

    nonisolated enum Output: Equatable {
        case shot(path: String)
        case state
        case quit
    }

    /// The input events and outputs of the frame at `time` seconds, in file order.
    func frame(at time: Double) -> (input: [Script.Action], outputs: [Output]) {
        var input: [Script.Action] = []
        var outputs: [Output] = []
        // Drags already under way move first: a pointer moves on every frame of its drag.
        advanceDrags(to: time, into: &input)
        while next < commands.count, commands[next].time <= time + 1e-9 {
            let command = commands[next]
            next += 1
            switch command.action {
            case .drag(let from, let to, let duration):
                input.append(.down(from))
                drags.append((from, to, command.time, duration))
                advanceDrags(to: time, into: &input, onlyNewest: true)
            case .click(let point):
                input.append(.down(point))
                input.append(.up(point))
            case .shot(let path):
                outputs.append(.shot(path: path))
            case .state:
                outputs.append(.state)
            case .quit:
                outputs.append(.quit)
            default:
                input.append(command.action)
            }
        }
        return (input, outputs)
    }

    private func advanceDrags(to time: Double, into input: inout [Script.Action], onlyNewest: Bool = false) {
        let range = onlyNewest ? (drags.count - 1)..<drags.count : 0..<drags.count
        var finished: [Int] = []
        for index in range {
            let drag = drags[index]
            let elapsed = time - drag.start
            guard elapsed > 1e-9 || drag.duration == 0 else { continue }  // the down's own frame
            let fraction = drag.duration > 0 ? min(elapsed / drag.duration, 1) : 1
            let ends = fraction >= 1 - 1e-9
            input.append(.move(ends ? drag.to : Point.interpolate(from: drag.from, to: drag.to, fraction: fraction)))
            if ends {
                input.append(.up(drag.to))
                finished.append(index)
            }
        }
        for index in finished.reversed() { drags.remove(at: index) }
    }
}
