// Changing a constraint's constant in place, feasibility restored by the dual simplex.
extension Solver {
    /// The constant of `constraint`'s expression as the solver has it: the one it was made with,
    /// or the last `setConstant` gave it; nil if it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? { constraints[constraint]?.constant }

    /// Changes the constant of `constraint`'s expression (`c` in `terms + c ≥ 0`, `= 0` or
    /// `≤ 0`) in place, as Cassowary changes an edit's: the rows the change touches shift, and
    /// the dual simplex restores what the shift made infeasible, pivoting only where a value
    /// meets or leaves a bound. A required constraint that cannot hold at the new constant is
    /// refused (`.unsatisfiable`) and keeps the old one.
    ///
    /// The marker m, with coefficient k in the constraint's own row `c + terms + k·m = 0`, is
    /// in no other: a new constant c + δ is the old system with m shifted by δ / k. So the row
    /// of m, where m is basic, moves by −δ / k; where it is not, each row holding it moves by
    /// its coefficient × δ / k. An optional equality shifts its other error instead where that
    /// one is basic.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard var tag = constraints[constraint] else { throw .unknownConstraint(constraint) }
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        defer { infeasible.removeAll(keepingCapacity: true) }
        if let broken = shift(tag, by: delta) {
            // A redundant required equality's dummy, no longer 0: the constraints it is implied
            // by contradict the new constant.
            shift(tag, by: -delta)
            let conflicting = rows[broken]!.cells.compactMap { owners[$0.0] }.filter { $0 != constraint }
            throw .unsatisfiable(constraint, conflictingWith: (owners[broken].map { [$0] } ?? []) + conflicting)
        }
        do { try dualOptimize() } catch {
            // No pivot restores feasibility: the rows that stay infeasible hold only what the
            // required constraints fix. The old constant held; shifting back makes it hold again.
            let conflicting = requiredOwnersOfInfeasibleRows(excluding: constraint)
            infeasible.removeAll(keepingCapacity: true)
            shift(tag, by: -delta)
            // The pivots on the way may have left other rows below 0: all are visited again.
            infeasible = rows.keys.filter { (kinds[Int($0)] == .slack || kinds[Int($0)] == .error) && rows[$0]!.constant < 0 }
            try dualOptimize()
            throw .unsatisfiable(constraint, conflictingWith: conflicting)
        }
        tag.constant = constant
        constraints[constraint] = tag
    }

    /// Moves the tableau to a constant `delta` larger in the constraint `tag` marks; the basic
    /// dummy (of a redundant equality) it moves off 0, if any.
    @discardableResult private func shift(_ tag: Tag, by delta: Double) -> Symbol? {
        var broken: Symbol?
        func moveRow(_ basic: Symbol, by amount: Double) {
            rows[basic]!.constant += amount
            switch kinds[Int(basic)] {
            case .slack, .error: if rows[basic]!.constant < 0 { infeasible.append(basic) }
            case .dummy: if abs(rows[basic]!.constant) >= Row.epsilon, broken.map({ basic < $0 }) ?? true { broken = basic }
            default: break
            }
        }
        if rows[tag.marker] != nil {
            moveRow(tag.marker, by: -delta / tag.markerCoefficient)
        } else if tag.other != .invalid, rows[tag.other] != nil {
            moveRow(tag.other, by: -delta / tag.otherCoefficient)
        } else {
            if !keepsColumn[Int(tag.marker)] {
                // A dummy's column, found once by a scan of every row and kept from now on.
                rows.basics(holding: tag.marker, into: &found)
                if !found.isEmpty {
                    var column = spareColumns.popLast() ?? Set(minimumCapacity: found.count)
                    for basic in found { column.insert(basic) }
                    columns[tag.marker] = column
                }
                keepsColumn[Int(tag.marker)] = true
            }
            let step = delta / tag.markerCoefficient
            // In no particular order (a set's): each row moves on its own, and the rows it makes
            // infeasible are put in symbol order below.
            if let column = columns[tag.marker] {
                for basic in column { moveRow(basic, by: rows.coefficient(of: tag.marker, inRowOf: basic) * step) }
            }
            if infeasible.count > 1 { infeasible.sort() }
            objective.constant += objective.coefficient(for: tag.marker) * step
        }
        return broken
    }
    /// The required constraints whose markers the infeasible rows hold.
    private func requiredOwnersOfInfeasibleRows(excluding constraint: Constraint) -> [Constraint] {
        var seen: Set<Constraint> = [constraint]
        var owners: [Constraint] = []
        for basic in infeasible {
            guard let row = rows[basic], row.constant < 0 else { continue }
            for (symbol, _) in row.cells + [(basic, 1)] {
                guard let owner = self.owners[symbol], owner.strength.isRequired, seen.insert(owner).inserted else { continue }
                owners.append(owner)
            }
        }
        return owners
    }
}
