import ViewKit

/// The command-line options every app on the host shares: the window's size, scripted input,
/// the clock, recording, the HUD and diagnostics. An app parses its own flags and hands every
/// other one to `parse(_:from:)`, so all apps read these the same way.
///
///     --size WxH       window size in points (default 1024x720)
///     --script FILE    replay input from FILE; needs no display
///     --clock C        fixed (1/60 s a frame; the default with --script) or real
///     --frames DIR     write every presented frame into DIR as frame-00001.png, …
///     --hud, --no-hud  show the HUD or not (default: not)
///     --verbose        print the video driver, renderer and pixel scale, and frame statistics at exit
///     --stats FILE     write the frame statistics and peak memory as JSON into FILE at exit
public nonisolated struct HostOptions: Equatable, Sendable {
    /// Window size in points (`--size WxH`).
    public var size = Size(width: 1024, height: 720)
    /// Input to replay (`--script FILE`).
    public var scriptPath: String?
    /// The animation clock (`--clock real|fixed`); nil means fixed with a script, real without.
    public var fixedClock: Bool?
    /// Where to write every presented frame as a PNG (`--frames DIR`).
    public var framesDirectory: String?
    /// Whether the HUD shows from the start (`--hud` / `--no-hud`; off by default).
    public var showsHUD = false
    /// Print the video driver, renderer, pixel scale and, at exit, frame statistics (`--verbose`).
    public var verbose = false
    /// Write the frame statistics as JSON at exit (`--stats FILE`).
    public var statisticsPath: String?

    /// The smallest and largest window edge `--size` accepts, in points.
    public static let sizeRange = 64...8192

    /// The defaults: 1024×720, real clock, no script, quiet.
    public init() {}

    /// Parses arguments that must all be host flags.
    public init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard try parse(flag, from: &rest) else {
                throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
        }
    }

    /// Whether the run uses the fixed 1/60 s clock: asked for, or by default with a script.
    public var usesFixedClock: Bool { fixedClock ?? (scriptPath != nil) }

    /// Takes `flag` (and its value, from `rest`) if it is one of the host's; false if it is not.
    public mutating func parse(_ flag: String, from rest: inout ArraySlice<String>) throws(UsageError) -> Bool {
        switch flag {
        case "--size":
            size = try Self.parseSize(Self.value(of: flag, from: &rest))
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
        case "--verbose":
            verbose = true
        case "--stats":
            statisticsPath = try Self.value(of: flag, from: &rest)
        default:
            return false
        }
        return true
    }

    /// The value after `flag`, taken from `rest`; any command's flag parser can use it.
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
