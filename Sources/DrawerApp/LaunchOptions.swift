import ViewKit

/// How the demo window is launched, as given on the command line.
public struct LaunchOptions: Equatable, Sendable {
    /// Window size in points (`--size WxH`).
    public var size = Size(width: 1024, height: 720)
    /// A picture to show instead of the bundled one (`--image FILE`).
    public var imagePath: String?
    /// Print the video driver, renderer and pixel scale (`--verbose`).
    public var verbose = false

    /// The smallest and largest window edge `--size` accepts, in points.
    public static let sizeRange = 64...8192

    /// The defaults: 1024×720, the bundled image, quiet.
    public init() {}

    /// Parses launch flags; throws on anything it does not know.
    public init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--size":
                size = try Self.parseSize(Self.value(of: flag, from: &rest))
            case "--image":
                imagePath = try Self.value(of: flag, from: &rest)
            case "--verbose":
                verbose = true
            default:
                throw flag.hasPrefix("-") ? .unknownFlag(flag) : .unexpectedArgument(flag)
            }
        }
    }

    static func value(of flag: String, from rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst() else { throw .missingValue(flag: flag) }
        return value
    }

    static func parseSize(_ text: String) throws(UsageError) -> Size {
        let expected = "WIDTHxHEIGHT in points, each \(sizeRange.lowerBound)–\(sizeRange.upperBound), e.g. 1024x720"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              sizeRange.contains(width), sizeRange.contains(height) else {
            throw .badValue(flag: "--size", value: text, expected: expected)
        }
        return Size(width: Double(width), height: Double(height))
    }
}
