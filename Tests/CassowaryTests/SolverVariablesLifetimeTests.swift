import Testing

@testable import Cassowary

/// A variable stays in the solver while a constraint mentions it (or a row still holds it), and
/// leaves with the last one: views that come and go leave nothing for each solve to walk.
struct SolverVariablesLifetimeTests {
    @Test func aVariableLeavesWithTheLastConstraintThatMentionsIt() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let bound: Constraint = x >= 10
        let pair: Constraint = y == x + 5
        try solver.add([bound, pair])
        #expect(solver.variableList.count == 2)
        try solver.remove(pair)
        #expect(solver.variableList.count == 1 && solver.variableList[0].variable === x, "y went; x is still bounded")
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(bound)
        #expect(solver.variableList.isEmpty && solver.variables.isEmpty)
        // Given again, the variables come back and solve as before.
        try solver.add([bound, pair])
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15 && solver.variableList.count == 2)
    }

    @Test func aRefusedConstraintLeavesNoVariableItBrought() throws {
        let (x, z) = (Variable("x"), Variable("z"))
        let solver = Solver()
        try solver.add(x == 1)
        #expect(throws: SolverError.self) { try solver.add(x + 0 * z == 2) }
        #expect(solver.variableList.count == 1 && solver.variables[z] == nil)
    }

    @Test func anEditVariableStaysWhileItIsEdited() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let follow: Constraint = y == x
        try solver.add(follow)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(7, for: x)
        try solver.remove(follow)
        solver.updateVariables()
        #expect(solver.variables[y] == nil && solver.variables[x] != nil && x.value == 7)
        try solver.removeEditVariable(x)
        #expect(solver.variableList.isEmpty)
    }

    /// Many screens' worth of constraints added and removed in turn: the list stays the size of
    /// what is in the solver, and the positions stay right after removals from its middle.
    @Test func addingAndRemovingInTurnKeepsTheListTheSizeOfWhatIsThere() throws {
        let solver = Solver()
        let base = Variable("base")
        try solver.add(base == 100)
        var kept: [(constraint: Constraint, variable: Variable, offset: Double)] = []
        for round in 0..<200 {
            let v = Variable("v\(round)")
            let c: Constraint = v == base + Double(round)
            try solver.add(c)
            kept.append((c, v, Double(round)))
            if round % 3 == 2 {
                try solver.remove(kept.remove(at: kept.count / 2).constraint)
            }
        }
        #expect(solver.variableList.count == kept.count + 1)
        for (index, entry) in solver.variableList.enumerated() { #expect(solver.variablePositions[entry.variable] == index) }
        solver.updateVariables()
        for entry in kept { #expect(abs(entry.variable.value - (100 + entry.offset)) < 1e-9) }
    }
}
