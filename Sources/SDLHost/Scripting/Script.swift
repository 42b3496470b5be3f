import CSDL
import FoundationEssentials
import Glibc
import ViewKit

/// A scripted input session (`--script FILE`): one command a line, `#` starts a comment, times in
/// milliseconds from the start, never earlier than the line before.
///
///     <t_ms> down X Y | move X Y | up X Y      pointer in window points, left button
///     <t_ms> drag X1 Y1 X2 Y2 DURATION_MS      down, a move every frame, up
///     <t_ms> click X Y
///     <t_ms> key NAME                          an SDL key name: Tab, Left, Right, Space, m, …
///     <t_ms> resize W H
///     <t_ms> set NAME VALUE                     one of the app's tunables
///     <t_ms> wheel DX DY                        a touchpad scroll, in SDL's precise units
///     <t_ms> touch down|move|up ID X Y          finger ID, in window points
///     <t_ms> shot FILE.png                     screenshot of the window's pixels
///     <t_ms> state                             one JSON line on stdout
///     <t_ms> quit
package nonisolated struct Script: Equatable, Sendable {
    package nonisolated enum Action: Equatable, Sendable {
        case down(Point)
        case move(Point)
        case up(Point)
        case drag(from: Point, to: Point, duration: Double)
        case click(Point)
        case key(Key)
        case resize(Size)
        /// An app's tunable set to a value (`set NAME VALUE`); the app says which names it knows.
        case set(name: String, value: Double)
        /// A touchpad scroll of (x, y) precise units, as SDL reports it (`wheel DX DY`).
        case wheel(x: Double, y: Double)
        /// Finger `id` going down, moving or up at a point (`touch down|move|up ID X Y`).
        case touch(PointerEvent.Phase, id: Int64, Point)
        case shot(path: String)
        case state
        case quit
    }

    package nonisolated struct Command: Equatable, Sendable {
        /// When the command takes effect, in seconds of animation time.
        package let time: Double
        package let action: Action
        /// The line of the file it came from.
        package let line: Int
    }

    package let commands: [Command]

    /// Reads and parses a script file.
    package static func load(path: String) throws(ScriptError) -> Script {
        guard let data = FileContents.read(atPath: path) else {
            throw ScriptError(path: path, line: nil, message: "cannot read the file (does it exist?)")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// Parses script text; `path` names it in errors.
    package static func parse(_ text: String, path: String) throws(ScriptError) -> Script {
        var commands: [Command] = []
        var previousTime = 0.0
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            func fail(_ message: String) -> ScriptError { ScriptError(path: path, line: lineNumber, message: message) }
            let words = LineFormat.words(of: rawLine).map(String.init)
            guard let first = words.first else { continue }
            guard let ms = Double(first), ms.isFinite, ms >= 0 else {
                throw fail("'\(first)' is not a time in milliseconds (a number ≥ 0)")
            }
            guard ms >= previousTime else {
                throw fail("time \(first) ms is earlier than the line before (\(Self.format(previousTime)) ms)")
            }
            previousTime = ms
            guard words.count >= 2 else { throw fail("a command is missing after the time") }
            let name = words[1]
            let arguments = Array(words.dropFirst(2))
            func numbers(_ count: Int, _ usage: String) throws(ScriptError) -> [Double] {
                guard arguments.count == count else { throw fail("'\(name)' takes \(usage)") }
                var values: [Double] = []
                for argument in arguments {
                    guard let value = Double(argument), value.isFinite else {
                        throw fail("'\(argument)' is not a number (\(name) takes \(usage))")
                    }
                    values.append(value)
                }
                return values
            }
            let action: Action
            switch name {
            case "down", "move", "up", "click":
                let v = try numbers(2, "X Y")
                let p = Point(x: v[0], y: v[1])
                action = name == "down" ? .down(p) : name == "move" ? .move(p) : name == "up" ? .up(p) : .click(p)
            case "drag":
                let v = try numbers(5, "X1 Y1 X2 Y2 DURATION_MS")
                guard v[4] >= 0 else { throw fail("the drag's duration must be ≥ 0 ms") }
                action = .drag(from: Point(x: v[0], y: v[1]), to: Point(x: v[2], y: v[3]), duration: v[4] / 1000)
            case "key":
                guard arguments.count == 1 else { throw fail("'key' takes one SDL key name, e.g. Tab, Left, Space, m") }
                guard let key = Key(sdlName: arguments[0]) else {
                    throw fail("'\(arguments[0])' is not an SDL key name (e.g. Tab, Left, Right, Space, m)")
                }
                action = .key(key)
            case "resize":
                let v = try numbers(2, "W H")
                let range = HostOptions.sizeRange
                guard v.allSatisfy({ range.contains(Int(exactly: $0) ?? 0) }) else {
                    throw fail("resize takes whole numbers of points from \(range.lowerBound) to \(range.upperBound)")
                }
                action = .resize(Size(width: v[0], height: v[1]))
            case "wheel":
                let v = try numbers(2, "DX DY")
                action = .wheel(x: v[0], y: v[1])
            case "touch":
                let phases: [String: PointerEvent.Phase] = ["down": .down, "move": .move, "up": .up]
                guard arguments.count == 4, let phase = phases[arguments[0]], let id = Int64(arguments[1]),
                    let x = Double(arguments[2]), let y = Double(arguments[3]), x.isFinite, y.isFinite
                else {
                    throw fail("'touch' takes down, move or up, a finger number and a point, e.g. touch down 1 200 300")
                }
                action = .touch(phase, id: id, Point(x: x, y: y))
            case "set":
                guard arguments.count == 2, let value = Double(arguments[1]), value.isFinite else {
                    throw fail("'set' takes a name and a number, e.g. set card.response 0.35")
                }
                action = .set(name: arguments[0], value: value)
            case "shot":
                guard arguments.count == 1 else { throw fail("'shot' takes one file name, e.g. shot out.png") }
                action = .shot(path: arguments[0])
            case "state", "quit":
                guard arguments.isEmpty else { throw fail("'\(name)' takes nothing after it") }
                action = name == "state" ? .state : .quit
            default:
                throw fail("unknown command '\(name)' (down, move, up, drag, click, key, resize, set, wheel, touch, shot, state, quit)")
            }
            commands.append(Command(time: ms / 1000, action: action, line: lineNumber))
        }
        return Script(commands: commands)
    }

    /// Milliseconds as written: whole ones without a fraction (those past what an Int holds as
    /// Swift writes any Double).
    private static func format(_ ms: Double) -> String {
        if let whole = Int(exactly: ms) { return String(whole) }
        return String(ms)
    }
}

/// A script the host cannot run, naming the file and line.
public nonisolated struct ScriptError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let line: Int?
    public let message: String

    /// An error in the script at `path`, at `line` if it is about one.
    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "script '\(path)' line \(line): \(message)" }
        return "script '\(path)': \(message)"
    }
}
