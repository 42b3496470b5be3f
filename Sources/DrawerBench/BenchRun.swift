import Foundation
import SDLHost

extension BenchCommand {
    /// What one run measures and where, shared by its steps.
    struct Run {
        let options: Options
        let drawerPath: String
        let imagePath: String
        let fontPath: String
        let scratch: String
        var results = BenchResults()
        var table = BenchTable()

        /// Paired rounds of each timed figure.
        var rounds: Int { options.quick ? 6 : 10 }
        /// Paired launches for the peak memory of a session, each a few seconds long.
        var memoryRounds: Int { options.quick ? 3 : 6 }

        /// Reports the step about to run, first ending the run if it has been interrupted.
        func progress(_ step: String) throws(BenchError) {
            try Self.stopIfInterrupted()
            FileHandle.standardError.write(Data("bench: \(step)…\n".utf8))
        }

        /// Ends the run with one line, writing nothing, once SIGINT or SIGTERM has come (Ctrl-C,
        /// or `kill`): the bench takes the signals itself (`TerminationSignals`), since SDL would
        /// turn them into a quit event that no step reads, and the run would go on. Children
        /// stop as the steps that own them unwind.
        static func stopIfInterrupted() throws(BenchError) {
            guard TerminationSignals.quitRequested else { return }
            throw BenchError("interrupted; nothing written")
        }

        /// A ratio's row, with its A/A and its goal, judged; the goal and the A/A are kept for
        /// the JSON and the resolution.
        mutating func addRatio(
            _ label: String, _ value: String, _ baseline: String, _ estimate: RatioEstimate, aa: RatioEstimate?,
            goal limit: Double? = nil
        ) {
            var goalText = ""
            if let limit {
                let goal = Goal(limit: limit)
                let verdict = goal.verdict(estimate)
                results.goals.append(BenchResults.GoalRecord(figure: label, limit: limit, estimate: estimate, verdict: verdict))
                goalText = String(format: "≤ %.2f ", limit) + verdict.rawValue
            }
            if let aa { results.resolution.add(label, aa) }
            table.add(label, value, baseline, estimate.text, aa?.text ?? "", goalText)
        }
    }
}

/// The printed table: measure, Drawer, floor, ratio with its interval, the A/A's, and the goal.
struct BenchTable {
    private var rows: [[String]] = []

    mutating func add(
        _ label: String, _ value: String, _ baseline: String = "", _ ratio: String = "", _ aa: String = "", _ goal: String = ""
    ) {
        rows.append([label, value, baseline, ratio, aa, goal])
    }

    func text(heading: [String] = []) -> String {
        let widths = [48, 18, 13, 20, 20, 17]
        func line(_ cells: [String]) -> String {
            var text = cells[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
            for (cell, width) in zip(cells.dropFirst(), widths.dropFirst()) {
                text += cell.count >= width ? " " + cell : String(repeating: " ", count: width - cell.count) + cell
            }
            return text
        }
        let header = line(["measure", "Drawer", "floor", "ratio [95 %]", "A/A [95 %]", "goal"])
        return (heading + [header] + rows.map(line)).joined(separator: "\n")
    }
}
