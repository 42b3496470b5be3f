import SDLHost
import ViewKit

/// How the demo window is launched, as given on the command line: the demo's own flags, and
/// the host's (`HostOptions`) for everything else.
package nonisolated struct LaunchOptions: Equatable, Sendable {
    /// The mode shown first (`--mode`).
    package var mode = ModeName.allCases[0]
    /// A picture to show instead of the bundled one (`--image FILE`).
    package var imagePath: String?
    /// Short cross-fades instead of movement (`--reduce-motion`).
    package var reduceMotion = false
    /// Whose rules the gestures follow (`--rules sample|refined`).
    package var rules = GestureRules.refined
    /// Start in slow motion, this many times slower; S then toggles it (`--slow FACTOR`).
    package var slowMotion: Double?
    /// Tunables set at launch, in order (`--set NAME=VALUE`, repeatable).
    package var settings: [MotionSettings.Assignment] = []
    /// The window, the script, the clock, recording and diagnostics.
    package var host = HostOptions()

    /// The defaults: the first mode, the bundled image, and the host's defaults.
    package init() {}

    /// Parses launch flags; throws on anything neither the demo nor the host knows.
    @MainActor package init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--mode":
                let value = try HostOptions.value(of: flag, from: &rest)
                guard let mode = ModeName(rawValue: value) else {
                    throw .badValue(
                        flag: flag, value: value, expected: "one of \(ModeName.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                self.mode = mode
            case "--image":
                imagePath = try HostOptions.value(of: flag, from: &rest)
            case "--reduce-motion":
                reduceMotion = true
            case "--rules":
                let value = try HostOptions.value(of: flag, from: &rest)
                guard let rules = GestureRules(rawValue: value) else {
                    throw .badValue(
                        flag: flag, value: value, expected: GestureRules.allCases.map(\.rawValue).joined(separator: " or "))
                }
                self.rules = rules
            case "--set":
                let assignment = try HostOptions.value(of: flag, from: &rest)
                do {
                    settings.append(try MotionSettings.parse(assignment))
                } catch {
                    throw .refused(flag: flag, reason: error.description)
                }
            case "--slow":
                let value = try HostOptions.value(of: flag, from: &rest)
                guard let factor = Double(value), factor.isFinite, (1...100).contains(factor) else {
                    throw .badValue(flag: flag, value: value, expected: "a factor from 1 to 100 (10 is the Simulator's Slow Animations)")
                }
                slowMotion = factor
            default:
                guard try host.parse(flag, from: &rest) else {
                    throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
                }
            }
        }
    }
}
