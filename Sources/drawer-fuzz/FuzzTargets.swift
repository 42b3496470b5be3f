import AnimationFuzzing
import DrawerApp
import DrawerBench
import DrawerTools
import Foundation
import SDLHost

/// The parsers that take input from outside, each as a function of raw bytes: what the fuzzers
/// drive and what `make test` replays. Each returns normally for any input, valid or not; a
/// crash, a sanitizer report or a broken round trip is a bug.
enum FuzzTarget: String, CaseIterable {
    /// `--script FILE`: the script parser.
    case script
    /// The command line: `drawer`'s flags (with the host's), `drawer curve`'s and `drawer
    /// bench`'s, one argument per line.
    case options
    /// The picture's header, read before the picture is decoded (`ImageHeader`).
    case image
    /// `drawer velocity`'s standard input.
    case velocity
    /// The state line: decoded, encoded, decoded and encoded again, the two encodings equal.
    case stateline
    /// Not a parser: random sequences of block animations, keyframes and property animators
    /// (scrubbed, reversed, stopped, finished) on three views, against Core Animation's model:
    /// the model reads what was set last, nothing on screen jumps at a retarget, every
    /// completion runs once (`AnimationFuzz`).
    case animation
    /// Not a parser: random sessions of the constraint solver, against what its answer must be
    /// whatever the order it was reached in (`ConstraintFuzz`).
    case constraints

    func run(_ data: Data) {
        switch self {
        case .script:
            _ = try? Script.parse(String(decoding: data, as: UTF8.self), path: "fuzz.txt")
        case .options:
            let arguments = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            _ = try? LaunchOptions(arguments: arguments)
            _ = try? CurveCommand(arguments: arguments)
            _ = try? BenchCommand.parse(arguments)
        case .image:
            if let size = ImageHeader.pixelSize(ofHead: [UInt8](data.prefix(ImageHeader.headLength))) {
                precondition(size.width >= 0 && size.height >= 0, "a negative size from the header")
            }
        case .velocity:
            if let v = try? VelocityCommand.velocity(of: String(decoding: data, as: UTF8.self)) {
                precondition(!v.x.isNaN && !v.y.isNaN, "a NaN velocity from finite samples")
            }
        case .stateline:
            roundTrip(data)
        case .animation:
            AnimationFuzz.run([UInt8](data))
        case .constraints:
            ConstraintFuzz.run([UInt8](data))
        }
    }

    /// A state line that decodes must survive encode → decode → encode unchanged.
    private func roundTrip(_ data: Data) {
        let decoder = JSONDecoder()
        guard let line = try? decoder.decode(StateLine<DemoState>.self, from: data) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let first = try? encoder.encode(line) else { return }  // a NaN read from text, say
        guard let again = try? decoder.decode(StateLine<DemoState>.self, from: first), let second = try? encoder.encode(again) else {
            preconditionFailure("a state line Drawer wrote does not read back: \(String(decoding: first, as: UTF8.self))")
        }
        precondition(
            first == second,
            "the round trip changed the line:\n\(String(decoding: first, as: UTF8.self))\n\(String(decoding: second, as: UTF8.self))")
    }
}
