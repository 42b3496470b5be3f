import DrawerCommandLine
import Glibc
import SDLHost
import ViewKit

/// `drawer velocity`: reads `t_ms x y` lines and prints `vx vy`, in points per second, at the last
/// sample, estimated by the same `VelocityTracker` the pan recognizer uses. Blank lines and
/// `#` comments are skipped; no samples print `0 0`.
public enum VelocityCommand {
    package nonisolated struct BadLine: CommandError {
        let number: Int
        let text: String
        package var exitCode: ExitCode { .validationFailure }
        package var description: String {
            "stdin line \(number): '\(text)' is not 't_ms x y' (three numbers: time in milliseconds, then x and y in points)"
        }
    }

    /// The velocity for the samples in `input`.
    package static func velocity(of input: String) throws(BadLine) -> Point {
        var tracker = VelocityTracker()
        for (index, rawLine) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = LineFormat.words(of: rawLine)
            if fields.isEmpty { continue }
            let numbers = fields.compactMap { Double($0) }
            guard fields.count == 3, numbers.count == 3, numbers.allSatisfy(\.isFinite) else {
                throw BadLine(number: index + 1, text: rawLine.trimmed)
            }
            tracker.addSample(time: numbers[0] / 1000, position: Point(x: numbers[1], y: numbers[2]))
        }
        return tracker.velocity()
    }

    /// `drawer velocity`: reads the samples on stdin and prints the velocity.
    public static func run(arguments: [String]) throws {
        if let extra = arguments.first { throw UsageError.unexpectedArgument(extra) }
        let v = try velocity(of: String(decoding: StandardStream.readInput(), as: UTF8.self))
        print("\(v.x) \(v.y)")
    }
}
