import Glibc
import Motion
import SDLHost
import ViewKit

/// The live values of the demo's motion parameters. Modes read them when a transition starts,
/// so a change takes effect on the next one. `--set NAME=VALUE` and the script command
/// `set NAME VALUE` write them.
package final class MotionSettings {
    /// Every mode's tunables (`ModeRegistry`), each once.
    package static var tunables: [Tunable] { ModeRegistry.tunables }

    /// The values that differ from their defaults, by tunable name.
    private var values: [String: Double] = [:]

    /// The defaults.
    package init() {}

    /// Every value back to its default.
    package func reset() { values = [:] }

    /// The value of `tunable`: what was set, or its default.
    package subscript(tunable: Tunable) -> Double { values[tunable.name] ?? tunable.defaultValue }

    /// Sets `tunable` to `value`, held to its range.
    package func set(_ tunable: Tunable, to value: Double) {
        guard value.isFinite else { return }
        values[tunable.name] = min(max(value, tunable.range.lowerBound), tunable.range.upperBound)
    }

    /// Sets `name` to `value`; throws, changing nothing, for an unknown name or a value out of range.
    package func set(_ name: String, to value: Double) throws(SettingError) {
        try Tunable.named(name, in: Self.tunables).validate(value)
        values[name] = value
    }

    /// One `NAME=VALUE`.
    package nonisolated struct Assignment: Equatable, Sendable {
        package let name: String
        package let value: Double
    }

    /// Parses `NAME=VALUE` (the `--set` form).
    package static func parse(_ assignment: String) throws(SettingError) -> Assignment {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Double(parts[1]) else {
            throw SettingError(description: "'\(assignment)' is not NAME=VALUE, e.g. card.response=0.35")
        }
        try Tunable.named(parts[0], in: tunables).validate(value)
        return Assignment(name: parts[0], value: value)
    }

    // MARK: What more than one mode reads

    /// The release spring of dragged screens, which the side and modal modes share (`side.*`,
    /// shown with the side mode).
    static let screenResponse = Tunable(
        name: "side.response", summary: "release spring response, s", range: 0.1...1.5, defaultValue: 0.35)
    static let screenDamping = Tunable(name: "side.damping", summary: "release spring damping ratio", range: 0.3...2, defaultValue: 1)

    /// The spring that takes dragged screens home (side and modal): by default critically
    /// damped, so nothing swings past an edge (and more damped when a fast release would; see
    /// `GestureRelease`).
    var screenSpring: Spring { spring(damping: Self.screenDamping, response: Self.screenResponse) }

    /// The spring a mode's damping-ratio and response tunables make now.
    func spring(damping: Tunable, response: Tunable) -> Spring {
        Spring(validDampingRatio: self[damping], response: self[response])
    }
    /// How a drag of a screen (side, modal) lets go: onto `screenSpring`, projected.
    var screenRelease: GestureRelease { GestureRelease(spring: screenSpring) }
}
