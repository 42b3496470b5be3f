// The variables' values, and a check of the tableau's bookkeeping.
extension Solver {
    /// Writes each variable's value: its row's constant where it is basic, else 0.
    public func updateVariables() {
        // By index: a loop over the pairs would retain and release each variable.
        for index in variableList.indices {
            variableList[index].variable.value = rows.constant(ofRowOf: variableList[index].symbol)
        }
    }

    /// What is wrong with the tableau's bookkeeping, or nil: every column lists exactly the rows
    /// that hold its symbol (dummies aside), and every restricted row is feasible. For the fuzz
    /// target, after every step.
    package func inconsistency() -> String? {
        for basic in rows.keys {
            let row = rows[basic]!
            if kinds[Int(basic)] != .external, row.constant < -Row.epsilon { return "the row of \(basic) is infeasible: \(row.constant)" }
            for (symbol, _) in row.cells where keepsColumn[Int(symbol)] {
                if columns[symbol]?.contains(basic) != true { return "the column of \(symbol) does not list the row of \(basic)" }
            }
        }
        for (symbol, column) in columns {
            for basic in column where rows[basic]?.coefficient(for: symbol) ?? 0 == 0 {
                return "the column of \(symbol) lists \(basic), whose row does not hold it"
            }
        }
        return nil
    }
}
