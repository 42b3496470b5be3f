// Adding and removing constraints.
extension Solver {
    /// Adds `constraint`. A required one that cannot hold with those already added is refused
    /// (`.unsatisfiable`), and the solver is as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        do {
            try insert(constraint)
        } catch {
            // A refused constraint leaves no variable it brought; one kept counts as added.
            if constraints[constraint] != nil { countUses(of: constraint, by: 1) } else { forgetUnused(constraint) }
            throw error
        }
        countUses(of: constraint, by: 1)
    }

    /// Counts the uses of `constraint`'s variables up or down; a variable down to none is
    /// forgotten where it can be.
    private func countUses(of constraint: Constraint, by change: Int) {
        for term in constraint.expression.terms { variableUses[term.variable, default: 0] += change }
        if change < 0 { forgetUnused(constraint) }
    }

    /// Forgets each of `constraint`'s variables that no constraint uses and no row holds.
    private func forgetUnused(_ constraint: Constraint) {
        for term in constraint.expression.terms where variableUses[term.variable, default: 0] <= 0 {
            let variable = term.variable
            guard let symbol = variables[variable], rows[symbol] == nil, columns[symbol]?.isEmpty ?? true, edits[variable] == nil,
                let position = variablePositions[variable]
            else { continue }
            variables[variable] = nil
            variableUses[variable] = nil
            variablePositions[variable] = nil
            columns[symbol] = nil
            let last = variableList.removeLast()
            if position < variableList.count {
                variableList[position] = last
                variablePositions[last.variable] = position
            }
        }
    }

    private func insert(_ constraint: Constraint) throws(SolverError) {
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == .invalid, row.cells.allSatisfy({ kinds[Int($0.0)] == .dummy }) {
            // Only required equalities' markers: it is implied by them, or contradicts them.
            guard abs(row.constant) < Row.epsilon else {
                throw .unsatisfiable(constraint, conflictingWith: row.cells.compactMap { owners[$0.0] })
            }
            subject = tag.marker  // redundant: kept, as a row of its own
        }
        if subject == .invalid {
            let conflicting = try addWithArtificialVariable(row)
            if let conflicting { throw .unsatisfiable(constraint, conflictingWith: conflicting) }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(row, for: subject)
        }
        constraints[constraint] = tag
        owners[tag.marker] = constraint
        if tag.other != .invalid { owners[tag.other] = constraint }
        try optimize(objective: \.objective)
        // The primal simplex keeps every restricted row feasible: rows noted on the way are not.
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Adds each of `constraints` in turn; stops at the first that fails.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes `constraint`, re-optimizing what is left.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints[constraint] else { throw .unknownConstraint(constraint) }
        // Where its marker is not basic, a row to pivot it into the basis through: found before
        // anything changes, so that a failure leaves the solver as it was.
        let leaving = rows[tag.marker] == nil ? markerLeavingRow(tag.marker) : nil
        guard rows[tag.marker] != nil || leaving != nil else { throw .internalError("no row holds the marker of \(constraint)") }
        constraints[constraint] = nil
        // Its errors leave the objective.
        for marker in [tag.marker, tag.other] where marker != .invalid && kinds[Int(marker)] == .error {
            let weight = -constraint.strength.weight
            if let row = rows[marker] { objective.insert(row, weight) } else { objective.insert(marker, weight) }
        }
        // Its marker leaves the basis, then the tableau.
        if takeRow(of: tag.marker) == nil, let leaving {
            var row = takeRow(of: leaving)!
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, by: row)
        }
        owners[tag.marker] = nil
        if tag.other != .invalid { owners[tag.other] = nil }
        countUses(of: constraint, by: -1)
        try optimize(objective: \.objective)
        infeasible.removeAll(keepingCapacity: true)
        compactSymbolsIfSparse()
    }
}
