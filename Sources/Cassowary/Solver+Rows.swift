// The tableau's rows, columns and symbols, and a new constraint's row.
extension Solver {
    /// Makes `row` the row of `basic`, noting its symbols' columns.
    func setRow(_ row: Row, for basic: Symbol) {
        for (symbol, _) in row.cells where keepsColumn[Int(symbol)] { insert(basic, intoColumnOf: symbol) }
        rows[basic] = row
    }

    /// Takes the row of `basic` out of the tableau (and its symbols' columns).
    func takeRow(of basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for (symbol, _) in row.cells where keepsColumn[Int(symbol)] { removeFromColumn(symbol, basic) }
        return row
    }

    func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
        guard var column = columns.removeValue(forKey: symbol) else { return }
        column.remove(basic)
        if column.isEmpty { spare(&column) } else { columns[symbol] = column }
    }

    func insert(_ basic: Symbol, intoColumnOf symbol: Symbol) {
        guard columns[symbol]?.insert(basic) == nil else { return }
        var column = spareColumns.popLast() ?? []
        column.insert(basic)
        columns[symbol] = column
    }

    /// Takes `symbol`'s column out of the tableau, its set kept as a spare.
    func dropColumn(of symbol: Symbol) {
        guard var column = columns.removeValue(forKey: symbol) else { return }
        spare(&column)
    }

    /// Keeps `column` (no longer in `columns`, so its storage is its own), emptied.
    private func spare(_ column: inout Set<Symbol>) {
        guard spareColumns.count < Self.spareColumnsKept else { return }
        column.removeAll(keepingCapacity: true)
        spareColumns.append(column)
    }

    /// The basic symbols whose rows hold `symbol`, in symbol order (Kiwi's, which visits rows
    /// so). A dummy keeps no column: its rows are found by reading every row in place, not by
    /// sorting the set of basic symbols on every call.
    func rowsHolding(_ symbol: Symbol) -> [Symbol] {
        guard !keepsColumn[Int(symbol)] else { return columns[symbol].map { $0.sorted() } ?? [] }
        var found: [Symbol] = []
        rows.basics(holding: symbol, into: &found)
        return found
    }

    func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        keepsColumn.append(kind != .dummy)
        return Symbol(kinds.count - 1)
    }

    /// The symbol of `variable`, made the first time a constraint mentions it.
    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        variablePositions[variable] = variableList.count
        variableList.append((variable, symbol))
        return symbol
    }

    /// The row of `constraint` over the tableau's non-basic symbols, with its marker (and its
    /// errors in the objective), its constant made non-negative.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag = Tag(constant: constraint.expression.constant)
        let weight = constraint.strength.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤ (slack = −expression ≥ 0), expression − slack for ≥.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            tag.markerCoefficient = sign
            row.insert(tag.marker, sign)
            if !constraint.strength.isRequired {
                tag.other = makeSymbol(.error)
                tag.otherCoefficient = -sign
                row.insert(tag.other, -sign)
                objective.insert(tag.other, weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                tag.marker = makeSymbol(.dummy)
                tag.markerCoefficient = 1
                row.insert(tag.marker)
            } else {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                (tag.markerCoefficient, tag.otherCoefficient) = (-1, 1)
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                objective.insert(tag.marker, weight)
                objective.insert(tag.other, weight)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: its first variable, else its marker or error where it
    /// can enter with a value ≥ 0 (a negative coefficient); none if only phase one can tell.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for (symbol, _) in row.cells where kinds[Int(symbol)] == .external { return symbol }
        for marker in [tag.marker, tag.other] where marker != .invalid {
            let kind = kinds[Int(marker)]
            if kind == .slack || kind == .error, row.coefficient(for: marker) < 0 { return marker }
        }
        return .invalid
    }
}
