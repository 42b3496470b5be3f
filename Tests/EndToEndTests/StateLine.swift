import DrawerApp
import Foundation
import SDLHost
import Testing

/// One of `drawer`'s state lines, decoded with the host's own `StateLine` around the demo's
/// `DemoState`.
typealias DrawerLine = StateLine<DemoState>

extension StateLine where State: Decodable {
    /// Every line of a run's standard output, decoded; a line that does not decode fails the test.
    static func all(in output: String) throws -> [StateLine] {
        try output.split(separator: "\n").map { line in
            do {
                return try JSONDecoder().decode(StateLine.self, from: Data(line.utf8))
            } catch {
                Issue.record("not a state line: \(line) (\(error))")
                throw error
            }
        }
    }
}

extension StateLine where State == DemoState {
    var mode: String { state.mode }
    var rules: String { state.rules }
    var stack: [String] { state.stack }
    var presented: String? { state.presented }
    var transition: DemoState.Transition? { state.transition }
    var card: DemoState.Card { state.card }
}
