import Glibc
import Motion

extension MotionSettings {
    /// The heart of `swiftCode(for:)` (its UIKit call) broken between arguments into lines of at most
    /// `width` characters, for the panel to show.
    package func swiftSummary(for mode: ModeName, width: Int = 44) -> [String] {
        let call = ModeRegistry.mode(mode).motion.code(self).call.split(separator: "\n").map(\.trimmed)
            .joined(separator: " ").replacing("( ", with: "(")
        // Words, with each label kept with its value ("mass: 1,"), so lines break between
        // arguments.
        var pieces: [String] = []
        for word in call.split(separator: " ") {
            if pieces.last?.hasSuffix(":") == true { pieces[pieces.count - 1] += " " + word } else { pieces.append(String(word)) }
        }
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            if !current.isEmpty && current.count + piece.count + 1 > width {
                lines.append(current)
                current = "    " + piece
            } else {
                current += current.isEmpty ? piece : " " + piece
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The Swift (UIKit) that reproduces `mode`'s current motion on iOS, with the `drawer curve`
    /// command that plots it: what the C key prints and copies (each mode writes its own).
    package func swiftCode(for mode: ModeName) -> String {
        ModeRegistry.mode(mode).motion.code(self).text
    }
}

/// The Swift a mode writes for its motion: its UIKit call (what the motion lab shows), with the
/// lines that set it up before it and use it after.
struct SwiftCode {
    var before: String
    var call: String
    var after = ""

    /// The whole snippet.
    var text: String { [before, call, after].filter { !$0.isEmpty }.joined(separator: "\n") }
}

/// Pieces of the Swift the modes write.
extension SwiftCode {
    /// A number as Swift source: at most four decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var trimmed = String(cFormat: "%.4f", value)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed
    }

    /// A physical spring as UIKit's mass, stiffness and damping (mass 1, k = (2π/response)²,
    /// c = 4π·ζ/response), which is what a response/damping-ratio spring is.
    static func physical(_ spring: Spring, velocity: String) -> String {
        "UISpringTimingParameters(mass: 1, stiffness: \(number(spring.stiffness)), damping: \(number(spring.damping)), "
            + "initialVelocity: CGVector(dx: 0, dy: \(velocity)))"
    }
}
