import DrawerCommandLine
import Glibc
import Motion
import SDLHost
import ViewKit

/// `drawer curve …`: evaluates, times or plots a spring or a timing curve.
///
///     drawer curve spring --damping-ratio Z --response T [--velocity V] OUTPUT
///     drawer curve spring --mass M --stiffness K --damping C [--velocity V] OUTPUT
///     drawer curve spring --preset NAME [--velocity V] OUTPUT     (Spring.presets)
///     drawer curve spring-duration --damping-ratio Z [--velocity V] --duration D OUTPUT
///     drawer curve bezier X1 Y1 X2 Y2 OUTPUT
///     drawer curve ease-in-out|ease-in|ease-out|ease|linear OUTPUT
///     OUTPUT: --at t1,t2,… | --plot FILE.png | --settling
///
/// Spring times are seconds and values are progress from 0 to 1; curve times are fractions of
/// the duration.
public struct CurveCommand: Equatable {
    enum Curve: Equatable {
        /// A spring released at 0 with an initial velocity (distance per second, toward 1).
        case spring(Spring, velocity: Double, title: String)
        case bezier(CubicBezier, title: String)
        /// The spin pop's rotation keyframes over their 1.3 s, as the screen shows them (degrees).
        case spinPop
    }

    /// The curve's title in plots.
    var title: String {
        switch curve {
        case .spring(_, _, let title), .bezier(_, let title): return title
        case .spinPop: return "spin pop: rotation keyframes over \(Self.format(SpinPopAnimator.duration)) s on ease-in-out"
        }
    }

    enum Output: Equatable {
        case at([Double])
        case plot(path: String)
        case settling
    }

    let curve: Curve
    let output: Output

    static let namedCurves: [String: CubicBezier] = [
        "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut, "ease": .ease,
    ]

    static let usage =
        "drawer curve spring|spring-duration|bezier|ease-in-out|ease-in|ease-out|ease|linear|spin-pop … (--at t1,t2,… | --plot FILE.png | --settling); see drawer --help"

    /// Parses the arguments after `curve`.
    package init(arguments: [String]) throws(UsageError) {
        guard let kind = arguments.first else { throw .missingValue(flag: "curve") }
        var rest = Array(arguments.dropFirst())
        switch kind {
        case "spring", "spring-duration":
            let flags = try Self.flags(
                in: rest,
                allowed: kind == "spring"
                    ? ["--preset", "--damping-ratio", "--response", "--mass", "--stiffness", "--damping", "--velocity"]
                    : ["--damping-ratio", "--velocity", "--duration"])
            var velocity = 0.0
            if let text = flags["--velocity"] { velocity = try Self.number(text, flag: "--velocity") }
            let spring: Spring
            let title: String
            if kind == "spring-duration" {
                let ratio = try Self.number(Self.required("--damping-ratio", in: flags), flag: "--damping-ratio", above: 0)
                let duration = try Self.number(Self.required("--duration", in: flags), flag: "--duration", above: 0)
                guard let fitted = Spring.fitted(dampingRatio: ratio, initialVelocity: velocity, duration: duration) else {
                    throw .badValue(flag: "--duration", value: "\(duration)", expected: "a spring that can settle in that time")
                }
                spring = fitted
                title = "spring fitted to \(Self.format(duration)) s: ζ \(Self.format(ratio)), v₀ \(Self.format(velocity))"
            } else if let name = flags["--preset"] {
                for flag in ["--damping-ratio", "--response", "--mass", "--stiffness", "--damping"] {
                    guard let value = flags[flag] else { continue }
                    throw .badValue(flag: flag, value: value, expected: "no other spring parameters beside --preset")
                }
                guard let preset = Spring.preset(named: name) else {
                    throw .badValue(
                        flag: "--preset", value: name, expected: "one of \(Spring.presets.map(\.name).joined(separator: ", "))")
                }
                spring = preset
                title =
                    "spring \(name): m \(Self.format(preset.mass)), k \(Self.format(preset.stiffness)), c \(Self.format(preset.damping)), v₀ \(Self.format(velocity))"
            } else if flags["--response"] != nil || flags["--damping-ratio"] != nil {
                for flag in ["--mass", "--stiffness", "--damping"] {
                    guard let value = flags[flag] else { continue }
                    throw .badValue(
                        flag: flag, value: value, expected: "either --damping-ratio and --response, or --mass, --stiffness and --damping")
                }
                let ratio = try Self.number(Self.required("--damping-ratio", in: flags), flag: "--damping-ratio", atLeast: 0)
                let response = try Self.number(Self.required("--response", in: flags), flag: "--response", above: 0)
                spring = Spring(validDampingRatio: ratio, response: response)  // both checked above
                title = "spring ζ \(Self.format(ratio)), response \(Self.format(response)) s, v₀ \(Self.format(velocity))"
            } else {
                let mass = try Self.number(Self.required("--mass", in: flags), flag: "--mass", above: 0)
                let stiffness = try Self.number(Self.required("--stiffness", in: flags), flag: "--stiffness", above: 0)
                let damping = try Self.number(Self.required("--damping", in: flags), flag: "--damping", atLeast: 0)
                guard let physical = Spring(mass: mass, stiffness: stiffness, damping: damping) else {
                    throw .badValue(flag: "--mass", value: "\(mass)", expected: "a positive mass and stiffness and a damping ≥ 0")
                }
                spring = physical
                title = "spring m \(Self.format(mass)), k \(Self.format(stiffness)), c \(Self.format(damping)), v₀ \(Self.format(velocity))"
            }
            curve = .spring(spring, velocity: velocity, title: title)
            output = try Self.output(from: flags)
        case "bezier":
            guard rest.count >= 4 else { throw .missingValue(flag: "bezier (X1 Y1 X2 Y2)") }
            let names = ["X1", "Y1", "X2", "Y2"]
            var points: [Double] = []
            for (name, text) in zip(names, rest.prefix(4)) {
                points.append(try Self.number(text, flag: "bezier \(name)"))
            }
            for (index, name) in [(0, "X1"), (2, "X2")] where !(0...1).contains(points[index]) {
                throw .badValue(
                    flag: "bezier \(name)", value: rest[index],
                    expected: "a number from 0 to 1 (x control points stay in the unit interval)")
            }
            rest.removeFirst(4)
            let bezier = CubicBezier(unchecked: points[0], points[1], points[2], points[3])  // x checked above
            curve = .bezier(bezier, title: "cubic Bézier (\(points.map(Self.format).joined(separator: ", ")))")
            output = try Self.output(from: Self.flags(in: rest, allowed: []))
        case "spin-pop":
            curve = .spinPop
            output = try Self.output(from: Self.flags(in: rest, allowed: []))
        default:
            guard let bezier = Self.namedCurves[kind] else { throw .badValue(flag: "curve", value: kind, expected: Self.usage) }
            curve = .bezier(
                bezier, title: "\(kind) (\([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(Self.format).joined(separator: ", ")))")
            output = try Self.output(from: Self.flags(in: rest, allowed: []))
        }
        if case .settling = output, !curve.isSpring {
            throw .badValue(
                flag: "--settling", value: kind,
                expected: "a spring: timing curves and keyframes end at their duration and have no settling duration")
        }
    }

    /// Runs the command: returns what to print on stdout (plots are written to their file).
    /// `drawer curve ARGUMENTS`: prints the values or the settling time, or writes the plot
    /// (with the font from the Assets folder).
    public static func run(arguments: [String]) throws {
        let command = try CurveCommand(arguments: arguments)
        let text = try command.run(fontPath: AssetLocator.path(of: AssetLocator.fontName))
        if !text.isEmpty { print(text) }
    }

    func run(fontPath: String?) throws -> String {
        switch output {
        case .at(let times):
            return times.map { "\($0) \(value(at: $0))" }.joined(separator: "\n")
        case .settling:
            guard case .spring(let spring, let velocity, _) = curve else { return "" }
            return "\(spring.settlingDuration(initialVelocity: velocity))"
        case .plot(let path):
            guard let fontPath else { throw LaunchError.assetsMissing }
            try CurvePlot(command: self).write(to: path, fontPath: fontPath)
            return ""
        }
    }

    /// The curve's value at `t` (seconds for springs and keyframes, a time fraction for Bézier
    /// curves): progress, or for the spin pop the rotation in degrees as the screen shows it.
    func value(at t: Double) -> Double {
        switch curve {
        case .spring(let spring, let velocity, _): return spring.motion(initialVelocity: velocity).value(at: t)
        case .bezier(let bezier, _): return bezier.progress(at: t)
        case .spinPop: return SpinPopAnimator.degrees(atTime: t)
        }
    }

    // MARK: Parsing helpers

    private static let outputFlags: Set<String> = ["--at", "--plot", "--settling"]

    /// Flag → value for `--flag VALUE` pairs (`--settling` takes none); refuses unknown or repeated flags.
    private static func flags(in arguments: [String], allowed: Set<String>) throws(UsageError) -> [String: String] {
        var result: [String: String] = [:]
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard allowed.contains(flag) || outputFlags.contains(flag) else {
                throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
            guard result[flag] == nil else { throw .badValue(flag: flag, value: "given twice", expected: "one value") }
            result[flag] = flag == "--settling" ? "" : try HostOptions.value(of: flag, from: &rest)
        }
        return result
    }

    private static func output(from flags: [String: String]) throws(UsageError) -> Output {
        let given = outputFlags.filter { flags[$0] != nil }
        guard given.count == 1, let flag = given.first else {
            throw .badValue(
                flag: "curve", value: given.isEmpty ? "no output" : given.sorted().joined(separator: " and "),
                expected: "exactly one of --at t1,t2,…, --plot FILE.png or --settling")
        }
        switch flag {
        case "--at": return .at(try times(flags["--at"]!))
        case "--plot": return .plot(path: flags["--plot"]!)
        default: return .settling
        }
    }

    private static func times(_ text: String) throws(UsageError) -> [Double] {
        let expected = "a comma-separated list of times ≥ 0 in ascending order, e.g. 0,0.1,0.25"
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmed)
        guard !text.isEmpty, !parts.isEmpty else { throw .badValue(flag: "--at", value: text, expected: expected) }
        var times: [Double] = []
        for part in parts {
            guard let t = Double(part), t.isFinite, t >= 0, t >= (times.last ?? 0) else {
                throw .badValue(flag: "--at", value: text, expected: expected)
            }
            times.append(t)
        }
        return times
    }

    private static func required(_ flag: String, in flags: [String: String]) throws(UsageError) -> String {
        guard let value = flags[flag] else { throw .missingValue(flag: flag) }
        return value
    }

    private static func number(_ text: String, flag: String, above lower: Double? = nil, atLeast floor: Double? = nil) throws(UsageError)
        -> Double
    {
        guard let value = Double(text), value.isFinite else {
            throw .badValue(flag: flag, value: text, expected: "a number")
        }
        if let lower, value <= lower { throw .badValue(flag: flag, value: text, expected: "a number greater than \(format(lower))") }
        if let floor, value < floor { throw .badValue(flag: flag, value: text, expected: "a number of at least \(format(floor))") }
        return value
    }

    /// A number as a person writes it: 0.3, not 0.29999999999999999 or 0.30000.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension CurveCommand.Curve {
    var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }
}
