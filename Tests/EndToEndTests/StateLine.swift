import DrawerApp
import Foundation
import Testing

/// One of `drawer`'s state lines, decoded with the demo's own type: the host's `t_ms` and
/// `frame`, and the demo's fields (`DemoState`).
struct StateLine: Decodable {
    let timeMilliseconds: Double
    let frame: Int
    let demo: DemoState

    enum CodingKeys: String, CodingKey {
        case timeMilliseconds = "t_ms"
        case frame
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeMilliseconds = try container.decode(Double.self, forKey: .timeMilliseconds)
        frame = try container.decode(Int.self, forKey: .frame)
        demo = try DemoState(from: decoder)
    }

    var mode: String { demo.mode }
    var stack: [String] { demo.stack }
    var presented: String? { demo.presented }
    var transition: DemoState.Transition? { demo.transition }
    var card: DemoState.Card { demo.card }

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
