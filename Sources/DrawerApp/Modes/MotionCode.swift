import Foundation
import Motion

extension MotionSettings {
    /// The heart of `swiftCode(for:)` (its UIKit call) broken between arguments into lines of at most
    /// `width` characters, for the panel to show.
    public func swiftSummary(for mode: ModeName, width: Int = 44) -> [String] {
        let code = swiftCode(for: mode).split(separator: "\n").map(String.init)
        guard
            let found = code.firstIndex(where: { $0.contains("UISpringTimingParameters(") || $0.contains("usingSpringWithDamping") })
                ?? code.firstIndex(where: { !$0.hasPrefix("//") && $0.contains("UIViewPropertyAnimator(") })
        else { return [] }
        // The whole statement: back to its first line, on through its indented continuations.
        var first = found
        while first > 0 && code[first].hasPrefix(" ") { first -= 1 }
        var last = found
        while last + 1 < code.count && code[last + 1].hasPrefix(" ") { last += 1 }
        let call = code[first...last].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(")
        // Words, with each label kept with its value ("mass: 1,"), so lines break between
        // arguments.
        var pieces: [String] = []
        for word in call.split(separator: " ", omittingEmptySubsequences: true) {
            if let last = pieces.last, last.hasSuffix(":") {
                pieces[pieces.count - 1] = last + " " + word
            } else {
                pieces.append(String(word))
            }
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
    /// command that plots it: what the C key prints and copies. Physical springs are given as
    /// UIKit's mass, stiffness and damping (mass 1, k = (2π/response)², c = 4π·ζ/response),
    /// which is what a response/damping-ratio spring is.
    public func swiftCode(for mode: ModeName) -> String {
        func number(_ value: Double) -> String {
            let text = String(format: "%.4f", value)
            var trimmed = text
            while trimmed.hasSuffix("0") { trimmed.removeLast() }
            if trimmed.hasSuffix(".") { trimmed.removeLast() }
            return trimmed
        }
        func physical(_ spring: Spring, velocity: String) -> String {
            "UISpringTimingParameters(mass: 1, stiffness: \(number(spring.stiffness)), damping: \(number(spring.damping)), "
                + "initialVelocity: CGVector(dx: 0, dy: \(velocity)))"
        }
        switch mode {
        case .side:
            let spring = screenSpring
            return """
                // side: keys push and pop over \(number(self["side.duration"])) s; a drag lets go on this spring
                // drawer curve spring --damping-ratio \(number(self["side.damping"])) --response \(number(self["side.response"])) --settling
                let releaseVelocity: CGFloat = 0  // the pointer's, over the distance left
                let release = \(physical(spring, velocity: "releaseVelocity"))
                let animator = UIViewPropertyAnimator(duration: \(number(self["side.duration"])), curve: .easeInOut)
                """
        case .card:
            return """
                // card: peek \(number(self["card.peek"])) pt, open \(number(self["card.open"] * 100))% of the window
                // drawer curve spring --damping-ratio \(number(self["card.damping"])) --response \(number(self["card.response"])) --settling
                let relativeVelocity: CGFloat = 0  // |velocity| / distance left, at most \(number(self["card.velocity_cap"]))
                let timing = \(physical(cardSpring, velocity: "min(relativeVelocity, \(number(self["card.velocity_cap"])))"))
                let preferredDuration = UIViewPropertyAnimator(duration: 0, timingParameters: timing).duration
                """
        case .modal:
            return """
                // modal: progress = translation.x / \(number(self["modal.travel"])), dismissed past \(number(self["modal.threshold"]))
                // drawer curve ease-out --plot modal.png
                let translationX: CGFloat = 0
                let progress = translationX / \(number(self["modal.travel"]))
                let shouldFinish = progress > \(number(self["modal.threshold"]))
                let animator = UIViewPropertyAnimator(duration: \(number(self["modal.duration"])), curve: .easeOut)
                """
        case .spin:
            return """
                // spin: push on a spring fitted to \(number(self["spin.duration"])) s; pop through keyframes over \(number(self["spin.pop_duration"])) s
                // drawer curve spring-duration --damping-ratio \(number(self["spin.damping"])) --velocity \(number(self["spin.velocity"])) --duration \(number(self["spin.duration"])) --plot spin.png
                UIView.animate(
                    withDuration: \(number(self["spin.duration"])), delay: 0, usingSpringWithDamping: \(number(self["spin.damping"])),
                    initialSpringVelocity: \(number(self["spin.velocity"])), options: [.allowUserInteraction], animations: {})
                UIView.animateKeyframes(withDuration: \(number(self["spin.pop_duration"])), delay: 0, options: [.allowUserInteraction], animations: {})
                """
        }
    }
}
