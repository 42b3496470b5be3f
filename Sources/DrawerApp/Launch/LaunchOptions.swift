import ViewKit

/// The demo's four modes, in the order the mode bar and Tab use.
public enum ModeName: String, CaseIterable, Sendable {
    case side, card, modal, spin
}

/// How the demo window is launched, as given on the command line.
public struct LaunchOptions: Equatable, Sendable {
    /// The mode shown first (`--mode`).
    public var mode = ModeName.side
    /// Window size in points (`--size WxH`).
    public var size = Size(width: 1024, height: 720)
    /// A picture to show instead of the bundled one (`--image FILE`).
    public var imagePath: String?
    /// Input to replay (`--script FILE`).
    public var scriptPath: String?
    /// The animation clock (`--clock real|fixed`); nil means fixed with a script, real without.
    public var fixedClock: Bool?
    /// Where to write every presented frame as a PNG (`--frames DIR`).
    public var framesDirectory: String?
    /// Whether the HUD shows from the start (`--hud` / `--no-hud`; off by default).
    public var showsHUD = false
    /// Short cross-fades instead of movement (`--reduce-motion`).
    public var reduceMotion = false
    /// Print the video driver, renderer, pixel scale and, at exit, frame statistics (`--verbose`).
    public var verbose = false
    /// Write the frame statistics as JSON at exit (`--stats FILE`).
    public var statisticsPath: String?

    /// The smallest and largest window edge `--size` accepts, in points.
    public static let sizeRange = 64...8192

    /// The defaults: side mode, 1024×720, the bundled image, real clock, quiet.
    public init() {}

    /// Whether the run uses the fixed 1/60 s clock: asked for, or by default with a script.
    public var usesFixedClock: Bool { fixedClock ?? (scriptPath != nil) }

    /// Parses launch flags; throws on anything it does not know.
    public init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--mode":
                let value = try Self.value(of: flag, from: &rest)
                guard let mode = ModeName(rawValue: value) else {
                    throw .badValue(flag: flag, value: value, expected: "one of side, card, modal, spin")
                }
                self.mode = mode
            case "--size":
                size = try Self.parseSize(Self.value(of: flag, from: &rest))
            case "--image":
                imagePath = try Self.value(of: flag, from: &rest)
            case "--script":
                scriptPath = try Self.value(of: flag, from: &rest)
            case "--clock":
                let value = try Self.value(of: flag, from: &rest)
                guard value == "real" || value == "fixed" else {
                    throw .badValue(flag: flag, value: value, expected: "real or fixed")
                }
                fixedClock = value == "fixed"
            case "--frames":
                framesDirectory = try Self.value(of: flag, from: &rest)
            case "--hud":
                showsHUD = true
            case "--no-hud":
                showsHUD = false
            case "--reduce-motion":
                reduceMotion = true
            case "--verbose":
                verbose = true
            case "--stats":
                statisticsPath = try Self.value(of: flag, from: &rest)
            default:
                throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
        }
    }

    /// The value after `flag`, taken from `rest`; any command's flag parser uses it.
    public static func value(of flag: String, from rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst() else { throw .missingValue(flag: flag) }
        return value
    }

    static func parseSize(_ text: String) throws(UsageError) -> Size {
        let expected = "WIDTHxHEIGHT in points, each \(sizeRange.lowerBound)–\(sizeRange.upperBound), e.g. 1024x720"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            sizeRange.contains(width), sizeRange.contains(height)
        else {
            throw .badValue(flag: "--size", value: text, expected: expected)
        }
        return Size(width: Double(width), height: Double(height))
    }
}
