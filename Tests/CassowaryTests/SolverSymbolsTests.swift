import Testing

@testable import Cassowary

/// Symbols (a constraint's slack, error or marker, a variable's column) are numbered as they are
/// made, and a number is a slot in the tableau's tables. The numbering is compacted as symbols
/// leave, in the order they were made, so constraints that come and go leave no slots behind
/// and every answer is the one the solver gave before.
struct SolverSymbolsTests {
    /// A screen's worth of constraints (required and optional, equalities and inequalities, an
    /// edit) added over a fixed base and removed again.
    private static func roundTrip(_ solver: Solver, base: Variable, index: Int) throws -> [Double] {
        let (left, width, inset) = (Variable("left\(index)"), Variable("width\(index)"), Variable("inset\(index)"))
        let constraints: [Constraint] = [
            left == base + 16,
            width >= 100,
            Constraint(width - 320, .equal, strength: .medium),
            Constraint(inset - 0.25 * width, .equal, strength: .weak),
            inset <= 40,
            left + width <= base + 390,
        ]
        try solver.add(constraints)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(Double(200 + index % 150), for: width)
        solver.updateVariables()
        let values = [left.value, width.value, inset.value]
        try solver.removeEditVariable(width)
        for constraint in constraints.reversed() { try solver.remove(constraint) }
        return values
    }

    @Test func roundTripsLeaveNoSlotsBehind() throws {
        let solver = Solver()
        let base = Variable("base")
        try solver.add(base == 0)
        for index in 0..<2_000 { _ = try Self.roundTrip(solver, base: base, index: index) }
        // 2,000 round trips make over 20,000 symbols; what is left is the base's and whatever
        // the last compaction has not yet reached.
        #expect(solver.kinds.count < Solver.fewestSymbolsCompacted)
        #expect(solver.keepsColumn.count == solver.kinds.count)
        // The base's row is still right, and another round trip solves as the first did.
        solver.updateVariables()
        #expect(base.value == 0)
        #expect(try Self.roundTrip(solver, base: base, index: 0) == [16, 200, 40])
    }

    /// The same session in two solvers, one compacting after every step and one never: each
    /// step's answers are the same to the bit, since compacting keeps the symbols' order and so
    /// every pivot.
    @Test func compactingChangesNoAnswer() throws {
        let (compacting, never) = (Solver(), Solver())
        never.compactsAt = .max
        let base = Variable("base")
        for solver in [compacting, never] { try solver.add(base == 10) }
        var variables: [Variable] = []
        var groups: [[Constraint]] = []
        var state: UInt64 = 7
        func random(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 0..<600 {
            if groups.count > 4, random(below: 3) == 0 {
                let group = groups.remove(at: random(below: groups.count))
                for solver in [compacting, never] { for constraint in group { try solver.remove(constraint) } }
            } else {
                // One required bound and optional ties, some to a variable added before: many
                // optima at equal cost, where the order of the symbols picks the answer.
                let variable = Variable("v\(step)")
                let offset = Double(random(below: 100))
                let neighbour = variables.isEmpty ? base : variables[random(below: variables.count)]
                let strength = [Strength.strong, .medium, .weak][random(below: 3)]
                let group: [Constraint] = [
                    variable >= base + offset,
                    Constraint(variable - 2 * offset, .equal, strength: strength),
                    Constraint(variable - neighbour - 5, .lessThanOrEqual, strength: strength),
                ]
                for solver in [compacting, never] { try solver.add(group) }
                variables.append(variable)
                groups.append(group)
            }
            compacting.compactSymbols()
            // The two solvers share the variables: each one's answers are read after its update.
            compacting.updateVariables()
            let compacted = variables.map(\.value)
            never.updateVariables()
            #expect(compacted == variables.map(\.value), "step \(step)")
        }
        #expect(compacting.kinds.count < never.kinds.count)
    }
}
