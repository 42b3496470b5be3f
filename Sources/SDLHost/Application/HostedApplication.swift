import FoundationEssentials
import Glibc
import Motion
import ViewKit

/// What a host runs: a View tree to draw, input to react to, animations to advance, and what to
/// report in state lines, the HUD and to a script's `set`.
@preconcurrency @MainActor public protocol HostedApplication: AnyObject {
    /// What a `state` script command reports: a struct whose fields the host writes, beside its
    /// own `t_ms` and `frame`, as one JSON object per line (keys sorted).
    associatedtype State: Encodable = NoState

    /// The tree drawn every frame; the host sizes it to fill the window.
    var rootView: View { get }
    /// The clock the application's animations read. The host owns its ticking: it advances it
    /// once per frame (and over idle script waits), so every animator sees one instant a frame.
    var clock: AnimationClock { get }
    /// Called for each input event the host does not handle itself, in arrival order.
    func handle(_ event: InputEvent)
    /// Advances animations to clock `time` (seconds); returns whether anything is still moving,
    /// so the host knows to keep drawing.
    func update(at time: Double) -> Bool
    /// The application's state now, for a `state` script command.
    func state() -> State
    /// The lines the HUD shows (the host adds the frame rate).
    func hudLines() -> [String]
    /// The numbers a script may change with `set NAME VALUE`. The host checks every `set` line
    /// against them before a window opens, naming the line of one it cannot apply.
    static var tunables: [Tunable] { get }
    /// A script's `set`: `tunable` is one of `tunables` and `value` lies in its range.
    func set(_ tunable: Tunable, to value: Double)
    /// The smallest window the application's layout supports, in points. The host refuses a
    /// `--size` or a script's `resize` below it, and the window cannot be made smaller.
    static var minimumSize: Size { get }
    /// Where the HUD is, in window points, or nil when it is hidden: called before the frame is
    /// laid out whenever that changes, so the application can keep its own panels clear of it.
    /// The frame grows to the largest the HUD has been since it was shown, so it stays put as
    /// its lines come and go.
    func hudFrameDidChange(_ frame: Rect?)
}

/// The state of an application that reports nothing of its own: its state lines hold the
/// host's `t_ms` and `frame` only.
public nonisolated struct NoState: Encodable, Sendable {
    public init() {}
}

extension HostedApplication where State == NoState {
    public func state() -> NoState { NoState() }
}

extension HostedApplication {
    public func hudLines() -> [String] { [] }
    public static var tunables: [Tunable] { [] }
    public func set(_ tunable: Tunable, to value: Double) {}
    /// Any size `--size` accepts.
    public static var minimumSize: Size {
        Size(width: Double(HostOptions.sizeRange.lowerBound), height: Double(HostOptions.sizeRange.lowerBound))
    }
    public func hudFrameDidChange(_ frame: Rect?) {}

    /// The desktop's back (the Back key, Alt+Left, the mouse's back button): the root view's
    /// window goes back a screen (`Window.goBack()`). Returns whether it did; if not, the key
    /// goes on to `handle(_:)`.
    func goBack() -> Bool { rootView.window?.goBack() ?? false }
    /// Escape: the root view's window closes the presentation in front
    /// (`Window.dismissFrontmostPresentation()`). Returns whether a presentation heard it; if
    /// none did, the host quits.
    func dismissFrontmostPresentation() -> Bool { rootView.window?.dismissFrontmostPresentation() ?? false }

    /// The JSON line a `state` command prints for the frame at `timeMilliseconds`: `t_ms`,
    /// `frame` and the fields of `state()`, keys sorted, nulls written out as the state writes them.
    package func stateLine(timeMilliseconds: Double, frame: Int) throws(HostError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(StateLine(timeMilliseconds: timeMilliseconds, frame: frame, state: state()))
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw .cannotEncodeState(reason: "\(error)")
        }
    }
}

/// One state line: the host's fields and the application's, in one object. The state encodes
/// into (and decodes from) the same keyed container, which JSON merges; a reader of the lines
/// (the tests) decodes them with this same type.
package nonisolated struct StateLine<State: Encodable>: Encodable {
    package let timeMilliseconds: Double
    package let frame: Int
    package let state: State

    nonisolated enum CodingKeys: String, CodingKey {
        case timeMilliseconds = "t_ms"
        case frame
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeMilliseconds, forKey: .timeMilliseconds)
        try container.encode(frame, forKey: .frame)
        try state.encode(to: encoder)
    }
}

nonisolated extension StateLine: Decodable where State: Decodable {
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeMilliseconds = try container.decode(Double.self, forKey: .timeMilliseconds)
        frame = try container.decode(Int.self, forKey: .frame)
        state = try State(from: decoder)
    }
}
