import Foundation
import Motion
import SDLHost
import ViewKit

/// The live values of the demo's motion parameters. Modes read them when a transition starts,
/// so a change takes effect on the next one. `--set NAME=VALUE` and the script command
/// `set NAME VALUE` write them.
public final class MotionSettings {
    /// Every tunable, by mode.
    public static let tunables: [Tunable] = [
        Tunable(name: "side.response", summary: "release spring response, s", range: 0.1...1.5, defaultValue: 0.35),
        Tunable(name: "side.damping", summary: "release spring damping ratio", range: 0.3...2, defaultValue: 1),
        Tunable(name: "side.duration", summary: "key push and pop, s (ease-in-out)", range: 0.1...3, defaultValue: 0.8),
        Tunable(name: "card.damping", summary: "spring damping ratio", range: 0.1...1.5, defaultValue: 0.8),
        Tunable(name: "card.response", summary: "spring response, s", range: 0.05...1.5, defaultValue: 0.3),
        Tunable(name: "card.velocity_cap", summary: "largest relative release velocity", range: 1...100, defaultValue: 30),
        Tunable(name: "card.peek", summary: "closed card showing, points", range: 40...200, defaultValue: 80),
        Tunable(name: "card.open", summary: "window covered when open", range: 0.3...0.95, defaultValue: 2.0 / 3),
        Tunable(name: "modal.travel", summary: "points a drag covers for the whole dismissal", range: 50...800, defaultValue: 200),
        Tunable(name: "modal.threshold", summary: "progress past which a release dismisses", range: 0.1...0.9, defaultValue: 0.5),
        Tunable(name: "modal.duration", summary: "present and dismiss, s (ease-out)", range: 0.1...2, defaultValue: 0.35),
        Tunable(name: "spin.damping", summary: "push spring damping ratio", range: 0.1...1, defaultValue: 0.5),
        Tunable(name: "spin.velocity", summary: "push spring initial velocity", range: 0...5, defaultValue: 0.7),
        Tunable(name: "spin.duration", summary: "push, s", range: 0.2...3, defaultValue: 0.8),
        Tunable(name: "spin.pop_duration", summary: "pop's keyframes in all, s", range: 0.3...4, defaultValue: 1.3),
    ]

    private var values: [String: Double] = [:]

    /// The defaults.
    public init() { reset() }

    /// Every value back to its default.
    public func reset() {
        values = Dictionary(uniqueKeysWithValues: Self.tunables.map { ($0.name, $0.defaultValue) })
    }

    /// The value of `name` (a programmer error if there is no such tunable).
    public subscript(name: String) -> Double {
        guard let value = values[name] else { preconditionFailure("no tunable named \(name)") }
        return value
    }

    /// Sets `name` to `value`; throws, changing nothing, for an unknown name or a value out of range.
    public func set(_ name: String, to value: Double) throws(SettingError) {
        try Self.validate(name, value)
        values[name] = value
    }

    /// Throws unless `name` is a tunable and `value` lies in its range.
    public static func validate(_ name: String, _ value: Double) throws(SettingError) {
        try Tunable.named(name, in: tunables).validate(value)
    }

    /// One `NAME=VALUE`.
    public struct Assignment: Equatable, Sendable {
        public let name: String
        public let value: Double
    }

    /// Parses `NAME=VALUE` (the `--set` form).
    public static func parse(_ assignment: String) throws(SettingError) -> Assignment {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Double(parts[1]) else {
            throw SettingError(description: "'\(assignment)' is not NAME=VALUE, e.g. card.response=0.35")
        }
        try validate(parts[0], value)
        return Assignment(name: parts[0], value: value)
    }

    // MARK: What the modes read

    /// The spring that takes dragged screens home (side and modal): by default critically
    /// damped, so nothing swings past an edge (and more damped when a fast release would; see
    /// `GestureRelease`).
    var screenSpring: Spring { Spring(validDampingRatio: self["side.damping"], response: self["side.response"]) }
    /// How a drag of a screen (side, modal) lets go: onto `screenSpring`, projected.
    var screenRelease: GestureRelease { GestureRelease(spring: screenSpring) }
    /// The card's spring: by default the card-drawer sample's (damping ratio 0.8, response 0.3).
    var cardSpring: Spring { Spring(validDampingRatio: self["card.damping"], response: self["card.response"]) }
    /// How a drag of the card lets go: onto `cardSpring`, its velocity capped at `card.velocity_cap`.
    var cardRelease: GestureRelease { GestureRelease(spring: cardSpring, velocityCap: self["card.velocity_cap"]) }
    /// The spin push's timing, fitted to its duration.
    var spinPushTiming: TimingParameters { .dampedSpring(dampingRatio: self["spin.damping"], initialVelocity: self["spin.velocity"]) }
}
