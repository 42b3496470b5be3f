// Symbols that have left the tableau, taken out of its numbering.
extension Solver {
    /// The fewest symbols ever made at which the numbering is compacted.
    static let fewestSymbolsCompacted = 1024

    /// Compacts the numbering once at least as many symbols have been made as `compactsAt`:
    /// then again at twice as many as are left, so the work is a constant a symbol made.
    func compactSymbolsIfSparse() {
        guard kinds.count >= compactsAt else { return }
        compactSymbols()
        compactsAt = max(Self.fewestSymbolsCompacted, 2 * kinds.count)
    }

    /// Numbers the symbols still in use from 0, in the order they were made, and forgets the
    /// rest. A symbol's number is its slot in `kinds`, `keepsColumn` and the row table, and
    /// symbols are never numbered again: without this, every constraint ever added (a screen's,
    /// pushed and popped) would keep its slots, and a scan of the rows for a dummy would walk
    /// them all. The order is kept, so every tie is broken as before and every pivot is the same.
    ///
    /// A symbol is in use while a variable or a constraint in the solver has it, or a row or the
    /// objective holds it (a removed optional equality's second error may stay in rows).
    func compactSymbols() {
        var used = [Bool](repeating: false, count: kinds.count)
        for symbol in variables.values { used[Int(symbol)] = true }
        for tag in constraints.values {
            used[Int(tag.marker)] = true
            if tag.other != .invalid { used[Int(tag.other)] = true }
        }
        rows.forEachRow { basic, row in
            used[Int(basic)] = true
            for (symbol, _) in row.cells { used[Int(symbol)] = true }
        }
        for (symbol, _) in objective.cells { used[Int(symbol)] = true }
        var numbers = [Symbol](repeating: .invalid, count: kinds.count)
        var count = 0
        for symbol in used.indices where used[symbol] {
            numbers[symbol] = Symbol(count)
            count += 1
        }
        guard count < kinds.count else { return }
        func renumbered(_ symbol: Symbol) -> Symbol { symbol == .invalid ? .invalid : numbers[Int(symbol)] }
        kinds = used.indices.filter { used[$0] }.map { kinds[$0] }
        keepsColumn = used.indices.filter { used[$0] }.map { keepsColumn[$0] }
        rows.renumber(numbers, count: count)
        objective.renumber(numbers)
        var renumberedColumns: [Symbol: Set<Symbol>] = [:]
        for (symbol, column) in columns where used[Int(symbol)] {
            renumberedColumns[numbers[Int(symbol)]] = Set(column.map { numbers[Int($0)] })
        }
        columns = renumberedColumns
        owners = Dictionary(uniqueKeysWithValues: owners.map { (numbers[Int($0.key)], $0.value) })
        constraints = constraints.mapValues { tag in
            var tag = tag
            (tag.marker, tag.other) = (renumbered(tag.marker), renumbered(tag.other))
            return tag
        }
        variables = variables.mapValues { numbers[Int($0)] }
        for index in variableList.indices { variableList[index].symbol = numbers[Int(variableList[index].symbol)] }
    }
}
