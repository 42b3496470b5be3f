import Cassowary
import Foundation
import TestSupport
import Testing

/// Random systems solved by this solver and by Kiwi (`kiwisolver`, the independent oracle,
/// through `kiwi_oracle.py`): both must find an optimum of the same cost.
///
/// Each system's required constraints hold at a random point, so it is feasible; its optional
/// ones pull every way at random strengths, and its edits ask for random values. Where the
/// optimum is not unique the two may pick different points of it: the test compares the cost
/// (each optional constraint's error times its strength, summed), checks that every required
/// constraint holds, and counts how often the points agree too.
struct KiwiOracleTests {
    struct System: Encodable {
        struct Spec: Encodable {
            var terms: [[Double]]
            var constant: Double
            var relation: String
            var strength: Double?
        }
        var variables: Int
        var constraints: [Spec]
        var edits: [[Double]]
        var suggestions: [[Double]]
        /// New constants after the suggestions: [index, constant]. Kiwi has no such call: the
        /// oracle refuses a change where a fresh solver finds the required constraints cannot
        /// hold with it, and solves the last system from scratch.
        var changes: [[Double]]
        /// Constraints removed after the changes, by index.
        var removals: [Int]
    }

    struct Answer: Decodable {
        var values: [Double]?
        var refused: Int?
        /// The changes refused, by their index in `changes`.
        var refusedChanges: [Int]?
    }

    static func randomSystem(_ random: inout SplitMix) -> System {
        let count = Int.random(in: 2...6, using: &random)
        let point = (0..<count).map { _ in Double(Int.random(in: -50...50, using: &random)) }
        var specs: [System.Spec] = []
        func randomTerms() -> [[Double]] {
            let used = (0..<count).shuffled(using: &random).prefix(Int.random(in: 1...min(3, count), using: &random))
            return used.sorted().map { [Double($0), Double([1, -1, 2, -2, 0.5, 3][Int.random(in: 0..<6, using: &random)])] }
        }
        func value(_ terms: [[Double]]) -> Double { terms.reduce(0) { $0 + $1[1] * point[Int($1[0])] } }
        for _ in 0..<Int.random(in: 1...(count + 2), using: &random) {
            // Required: holds at `point`, an inequality by a margin of 0 to 20.
            let terms = randomTerms()
            let relation = ["<=", "==", ">="][Int.random(in: 0..<3, using: &random)]
            let margin = relation == "==" ? 0 : Double(Int.random(in: 0...20, using: &random))
            let constant = -value(terms) + (relation == "<=" ? -margin : margin)
            specs.append(.init(terms: terms, constant: constant, relation: relation, strength: nil))
        }
        for _ in 0..<Int.random(in: 1...(2 * count), using: &random) {
            let terms = randomTerms()
            let relation = ["<=", "==", ">="][Int.random(in: 0..<3, using: &random)]
            let strength =
                [1, 3, 1_000, 2_500, 1_000_000][Int.random(in: 0..<5, using: &random)] * Double.random(in: 0.5...2, using: &random)
            specs.append(
                .init(terms: terms, constant: Double(Int.random(in: -80...80, using: &random)), relation: relation, strength: strength))
        }
        // Every variable weakly at 0 at least, so that the optimum is bounded and usually one
        // point.
        for index in 0..<count {
            specs.append(.init(terms: [[Double(index), 1]], constant: 0, relation: "==", strength: Double(index + 1) / 100))
        }
        let editing = (0..<count).shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
        let edits = editing.map { [Double($0), [1_000_000, 1_000, 10][Int.random(in: 0..<3, using: &random)] * 1.0] }
        let suggestions = (0..<Int.random(in: 0...4, using: &random)).compactMap { _ -> [Double]? in
            editing.isEmpty ? nil : [Double(editing.randomElement(using: &random)!), Double(Int.random(in: -100...100, using: &random))]
        }
        // A required constraint at random, which may contradict the others: one system in two.
        if Bool.random(using: &random) {
            let terms = randomTerms()
            let relation = ["<=", "==", ">="][Int.random(in: 0..<3, using: &random)]
            specs.append(.init(terms: terms, constant: Double(Int.random(in: -60...60, using: &random)), relation: relation, strength: nil))
        }
        // Constants changed in place, required ones too: by a little (which may move a value
        // past a bound) or a lot (which may contradict the required ones).
        let changes = (0..<Int.random(in: 0...3, using: &random)).map { _ -> [Double] in
            let required = specs.indices.filter { specs[$0].strength == nil }
            let index =
                Bool.random(using: &random) ? required.randomElement(using: &random)! : Int.random(in: 0..<specs.count, using: &random)
            let step = Double(Int.random(in: -8...8, using: &random)) * (Bool.random(using: &random) ? 1 : 12)
            return [Double(index), specs[index].constant + step]
        }
        let removals = Array(specs.indices.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
        return System(
            variables: count, constraints: specs, edits: edits, suggestions: suggestions, changes: changes, removals: removals)
    }

    /// The weighted errors of `values` in `system`, and the worst violation of its required
    /// constraints.
    static func cost(of values: [Double], in system: System, refusedChanges: [Int] = []) -> (cost: Double, violation: Double) {
        let removed = Set(system.removals)
        var system = system
        for (index, change) in system.changes.enumerated() where !refusedChanges.contains(index) {
            system.constraints[Int(change[0])].constant = change[1]
        }
        var cost = 0.0
        var violation = 0.0
        func error(_ spec: System.Spec) -> Double {
            let e = spec.terms.reduce(spec.constant) { $0 + $1[1] * values[Int($1[0])] }
            switch spec.relation {
            case "<=": return max(e, 0)
            case ">=": return max(-e, 0)
            default: return abs(e)
            }
        }
        for (index, spec) in system.constraints.enumerated() where !removed.contains(index) {
            if let strength = spec.strength { cost += strength * error(spec) } else { violation = max(violation, error(spec)) }
        }
        // The edits: each an equality to its last suggested value (0 if none).
        for edit in system.edits {
            let target = system.suggestions.last { $0[0] == edit[0] }?[1] ?? 0
            cost += edit[1] * abs(values[Int(edit[0])] - target)
        }
        return (cost, violation)
    }

    /// The system's values, or the index of the constraint the solver refused; going on past a
    /// refusal, the values of the rest.
    static func solve(_ system: System, goingOn: Bool = false) throws -> Answer {
        let variables = (0..<system.variables).map { Variable("v\($0)") }
        let solver = Solver()
        var constraints: [Constraint] = []
        for (index, spec) in system.constraints.enumerated() {
            let expression = LinearExpression(spec.terms.map { Term(variables[Int($0[0])], $0[1]) }, constant: spec.constant)
            let relation: Constraint.Relation =
                spec.relation == "<=" ? .lessThanOrEqual : spec.relation == ">=" ? .greaterThanOrEqual : .equal
            let constraint = Constraint(expression, relation, strength: spec.strength.map { Strength($0) } ?? .required)
            do {
                try solver.add(constraint)
            } catch {
                guard case .unsatisfiable = error else { throw error }
                guard goingOn else { return Answer(values: nil, refused: index) }
            }
            constraints.append(constraint)
        }
        for edit in system.edits { try solver.addEditVariable(variables[Int(edit[0])], strength: Strength(edit[1])) }
        for suggestion in system.suggestions { try solver.suggestValue(suggestion[1], for: variables[Int(suggestion[0])]) }
        var refusedChanges: [Int] = []
        for (index, change) in system.changes.enumerated() where solver.contains(constraints[Int(change[0])]) {
            do { try solver.setConstant(change[1], of: constraints[Int(change[0])]) } catch {
                guard case .unsatisfiable = error else { throw error }
                refusedChanges.append(index)
            }
        }
        for index in system.removals where solver.contains(constraints[index]) { try solver.remove(constraints[index]) }
        solver.updateVariables()
        return Answer(values: variables.map(\.value), refused: nil, refusedChanges: refusedChanges)
    }

    /// The Python that has `kiwisolver`: the system's, or the one first on the path.
    static func kiwiPython() throws -> String {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3", "python3"] {
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            probe.arguments = [candidate, "-c", "import kiwisolver"]
            probe.standardError = FileHandle.nullDevice
            try probe.run()
            probe.waitUntilExit()
            if probe.terminationStatus == 0 { return candidate }
        }
        throw OracleMissing()
    }

    struct OracleMissing: Error, CustomStringConvertible {
        var description: String { "no python3 with kiwisolver: `make deps` installs python3-kiwisolver" }
    }

    static func kiwi(_ systems: [System]) throws -> [Answer] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_oracle.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [try kiwiPython(), script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let data = try JSONEncoder().encode(systems)
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([Answer].self, from: answer)
    }

    @Test func randomSystemsReachTheSameOptimumAsKiwi() throws {
        var random = SplitMix(state: 0xCA55_0A4F)
        let systems = (0..<400).map { _ in Self.randomSystem(&random) }
        let answers = try Self.kiwi(systems)
        #expect(answers.count == systems.count)
        var samePoint = 0
        var refused = 0
        var changed = 0
        var refusedChanges = 0
        for (index, (system, answer)) in zip(systems, answers).enumerated() {
            let solved = try Self.solve(system)
            guard let kiwi = answer.values else {
                #expect(
                    solved.refused == answer.refused,
                    "system \(index): Kiwi refused \(answer.refused ?? -1), this solver \(solved.refused ?? -1)")
                refused += 1
                continue
            }
            let ours = try #require(solved.values, "system \(index): refused \(solved.refused ?? -1), which Kiwi took")
            let (ourCost, ourViolation) = Self.cost(of: ours, in: system, refusedChanges: solved.refusedChanges ?? [])
            let (kiwiCost, kiwiViolation) = Self.cost(of: kiwi, in: system, refusedChanges: answer.refusedChanges ?? [])
            #expect(ourViolation < 1e-6, "system \(index): a required constraint is off by \(ourViolation)")
            // Kiwi breaks a required equality when one of two copies of it is removed (see
            // `removingOneOfTwoCopiesOfAnEqualityKeepsTheOther`): no oracle there.
            guard kiwiViolation < 1e-6 else { continue }
            #expect(
                solved.refusedChanges == answer.refusedChanges,
                "system \(index): Kiwi refused the changes \(answer.refusedChanges ?? []), this solver \(solved.refusedChanges ?? [])")
            if answer.refusedChanges?.isEmpty == false { refusedChanges += 1 }
            if !system.changes.isEmpty { changed += 1 }
            #expect(
                abs(ourCost - kiwiCost) <= 1e-6 * max(1, kiwiCost),
                "system \(index): cost \(ourCost) against Kiwi's \(kiwiCost); \(ours) against \(kiwi)")
            if zip(ours, kiwi).allSatisfy({ abs($0 - $1) < 1e-6 }) { samePoint += 1 }
        }
        // Ties aside, the optimum is one point: nearly every system lands on Kiwi's.
        #expect(samePoint >= (systems.count - refused) * 9 / 10, "\(samePoint) of \(systems.count - refused) at Kiwi's point")
        #expect(refused > 10, "systems with a contradiction: \(refused)")
        #expect(changed > 100 && refusedChanges > 3, "systems with changed constants: \(changed), with a change refused: \(refusedChanges)")

        // Past a refusal the solver is as it was: it goes on to the answer of the system without
        // the refused constraint.
        var without: [System] = []
        var with: [System] = []
        for (system, answer) in zip(systems, answers) {
            guard let index = answer.refused else { continue }
            var reduced = system
            reduced.constraints.remove(at: index)
            reduced.removals = system.removals.filter { $0 != index }.map { $0 > index ? $0 - 1 : $0 }
            reduced.changes = system.changes.filter { Int($0[0]) != index }.map { [$0[0] > Double(index) ? $0[0] - 1 : $0[0], $0[1]] }
            var kept = system
            kept.removals = system.removals.filter { $0 != index }
            without.append(reduced)
            with.append(kept)
        }
        for (index, (kept, answer)) in zip(with, try Self.kiwi(without)).enumerated() {
            guard let kiwi = answer.values else { continue }  // a second contradiction
            let ours = try #require(try Self.solve(kept, goingOn: true).values)
            #expect(
                zip(ours, kiwi).allSatisfy { abs($0 - $1) < 1e-6 }
                    || abs(Self.cost(of: ours, in: kept).cost - Self.cost(of: kiwi, in: kept).cost) < 1e-6,
                "refused system \(index): \(ours) against \(kiwi)")
        }
        print(
            "kiwi oracle: \(systems.count) systems, \(refused) refused alike, \(samePoint) of the rest at Kiwi's point, "
                + "\(changed) with constants changed (\(refusedChanges) with a change refused alike)")
    }
}
