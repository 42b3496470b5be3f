// Phase one, substitution, the primal and dual simplex, and a removed marker's pivot row.
extension Solver {
    /// Phase one for a row with no subject: an artificial variable equal to it is minimised;
    /// the row holds where that reaches 0. Nil where the row was added; else the required
    /// constraints that keep it from 0, with the tableau pivoted (the caller puts it back).
    func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Constraint]? {
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        try optimize(objective: \.artificial!)
        let certificate = artificial!
        artificial = nil
        guard abs(certificate.constant) < Row.epsilon else {
            try withdraw(art)
            return requiredOwners(of: certificate)
        }
        if var basic = takeRow(of: art), !basic.isConstant {
            // Still basic at 0: pivot it out for any restricted symbol of its row.
            guard let entering = basic.cells.first(where: { kinds[Int($0.0)] == .slack || kinds[Int($0.0)] == .error })?.0
            else {
                // Its row, taken out, was the refused one: no other holds `art`.
                try withdraw(art)
                return requiredOwners(of: basic)
            }
            basic.solve(for: entering, replacing: art)
            substitute(entering, by: basic)
            setRow(basic, for: entering)
        }
        for basic in rowsHolding(art) { rows[basic]!.remove(art) }
        dropColumn(of: art)
        objective.remove(art)
        return nil
    }

    /// Takes a refused row's artificial variable out, and with it the row: as a constraint's
    /// marker is taken out when it is removed (pivoted into the basis, by the row that keeps the
    /// tableau feasible, where it is not basic), after which no other row holds the row's own
    /// symbols. The tableau is the one before the row came, at a vertex phase one moved to,
    /// and the objective is optimized again there. (Kiwi leaves the tableau as phase one left
    /// it, and can miss the optimum after.)
    private func withdraw(_ art: Symbol) throws(SolverError) {
        infeasible.removeAll(keepingCapacity: true)
        if takeRow(of: art) == nil, let leaving = markerLeavingRow(art) {
            var row = takeRow(of: leaving)!
            row.solve(for: art, replacing: leaving)
            substitute(art, by: row)
        }
        dropColumn(of: art)
        objective.remove(art)
        infeasible.removeAll(keepingCapacity: true)
        try optimize(objective: \.objective)
    }

    /// The required constraints whose markers a phase-one objective still holds: what keeps it
    /// above 0.
    private func requiredOwners(of row: Row) -> [Constraint] {
        var seen = Set<Constraint>()
        return row.cells.compactMap { symbol, _ in
            guard let owner = owners[symbol], owner.strength.isRequired, seen.insert(owner).inserted else { return nil }
            return owner
        }
    }

    /// Replaces `symbol` by `row` everywhere: every row, the objective and phase one's; rows
    /// made infeasible by it are noted for the dual simplex.
    func substitute(_ symbol: Symbol, by row: Row) {
        for basic in rowsHolding(symbol) {
            rows[basic]!.substitute(symbol, by: row)
            // The row lost `symbol` and may have gained or lost any of `row`'s symbols.
            for (other, _) in row.cells where keepsColumn[Int(other)] {
                let holds = rows[basic]!.coefficient(for: other) != 0
                if holds != (columns[other]?.contains(basic) ?? false) {
                    if holds { insert(basic, intoColumnOf: other) } else { removeFromColumn(other, basic) }
                }
            }
            if kinds[Int(basic)] != .external, rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        dropColumn(of: symbol)
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// The primal simplex on `objective`: while a non-dummy symbol would lower it, that symbol
    /// enters the basis, by the row that bounds it first.
    func optimize(objective path: ReferenceWritableKeyPath<Solver, Row>) throws(SolverError) {
        while true {
            guard let entering = self[keyPath: path].cells.first(where: { $0.1 < 0 && kinds[Int($0.0)] != .dummy })?.0 else {
                return
            }
            var best: (ratio: Double, symbol: Symbol)?
            for basic in columns[entering] ?? [] where kinds[Int(basic)] != .external {
                let row = rows[basic]!
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) { best = (ratio, basic) }
            }
            guard let leaving = best?.symbol else { throw .internalError("the objective is unbounded") }
            var row = takeRow(of: leaving)!
            row.solve(for: entering, replacing: leaving)
            substitute(entering, by: row)
            setRow(row, for: entering)
        }
    }

    /// The dual simplex: while a row is infeasible (its basic slack or error below 0), the
    /// symbol that keeps the objective least raised enters in its place.
    func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Double, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[Int(symbol)] != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if best == nil || ratio < best!.ratio { best = (ratio, symbol) }
            }
            guard let entering = best?.symbol else {
                // Below 0 by rounding alone (the tableau's arithmetic drifts by that much):
                // feasible, as the checks everywhere else take it.
                if row.constant > -Row.epsilon { continue }
                infeasible.append(leaving)  // for `setConstant`, which names what keeps it so
                throw .internalError("the dual simplex found no entering symbol")
            }
            var pivot = takeRow(of: leaving)!
            pivot.solve(for: entering, replacing: leaving)
            substitute(entering, by: pivot)
            setRow(pivot, for: entering)
        }
    }

    /// The row to pivot a removed constraint's marker out of: a redundant equality's that holds
    /// it, else the restricted row it bounds first, else any restricted row that holds it, else
    /// a variable's row (the last, as Kiwi).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for basic in rowsHolding(marker) {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            // A redundant equality's row (its dummy, basic, at 0) that holds the marker: the
            // marker enters there, and the other rows come to hold the copy's dummy in its
            // place, at no change of any value. Through any other row the copy's dummy would
            // be left basic at a value other than 0, and its equality broken (Kiwi's fault).
            if kinds[Int(basic)] == .dummy { return basic }
            if kinds[Int(basic)] == .external {
                if third == nil || basic > third! { third = basic }  // Kiwi's: the last
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.symbol) { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.symbol) {
                    second = (ratio, basic)
                }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}
