/// Cassowary: an incremental simplex over linear equalities and inequalities, required and
/// weighted (Badros, Borning and Stuckey, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 8(4), 2001), in the form Kiwi gave it.
///
/// The solver keeps a tableau in which every constraint is a row and the optimum is always at
/// hand. Required constraints hold exactly. An optional one has an error variable weighted by
/// its strength in the objective, which is kept at its least: each optional constraint is kept
/// as nearly as its strength allows against the others.
///
/// - Adding a constraint substitutes what is already solved into it, picks a variable to solve
///   it for (or finds a feasible one with an artificial variable), and re-optimizes.
/// - An edit variable is a strong-by-choice equality `v == value` whose value changes often:
///   `suggestValue` shifts the rows the change touches and restores feasibility with the dual
///   simplex, which pivots only where a value meets or leaves a bound. A constant changed every
///   frame costs that, not a solve from scratch.
/// - A required constraint that cannot hold with the others is refused and named with the
///   required constraints it conflicts with (`SolverError.unsatisfiable`); the solver is left as
///   it was.
///
/// Ties between equally good pivots go to the symbol made first, so a system has one answer
/// whatever the order its rows are stored in.
public final class Solver {
    private struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        /// Their coefficients in the constraint's own row, `expression + marker terms = 0`.
        var markerCoefficient = 0.0
        var otherCoefficient = 0.0
        /// The expression's constant as the tableau has it (`setConstant`).
        var constant = 0.0
    }

    @exclusivity(unchecked) private var kinds: [SymbolKind] = []
    /// Whether the symbol's column is kept: every symbol's but a dummy's, and a dummy's once
    /// its constraint's constant has been changed (`setConstant`), which is likely to be
    /// changed again (a constraint animated a frame).
    @exclusivity(unchecked) private var keepsColumn: [Bool] = []
    private var constraints: [Constraint: Tag] = [:]
    /// The constraint each marker (slack, error or dummy) was made for.
    private var owners: [Symbol: Constraint] = [:]
    @exclusivity(unchecked) private var rows = RowTable()
    /// For each symbol but a dummy, the basic symbols whose rows hold it: what a substitution
    /// or a ratio test visits, instead of every row (Kiwi scans them all, which makes a layout
    /// of n independent views cost n² to build). A dummy stays in the row of every variable
    /// that was solved through its equality (a chain of n views holds n²/2 of them) and is
    /// looked for only when its constraint is removed, so rows are scanned for it then.
    @exclusivity(unchecked) private var columns: [Symbol: Set<Symbol>] = [:]
    /// Columns emptied or dropped, kept for their capacity (at most `spareColumnsKept`): a
    /// column made anew takes one, so that rows and constraints that come and go, and a
    /// dummy's column found on its first new constant, allocate no set each time.
    @exclusivity(unchecked) private var spareColumns: [Set<Symbol>] = []
    private static let spareColumnsKept = 64
    private var variables: [Variable: Symbol] = [:]
    /// The same, in the order they were met, for `updateVariables`.
    @exclusivity(unchecked) private var variableList: [(variable: Variable, symbol: Symbol)] = []
    /// Each edit variable's equality, `variable == 0` with its constant moved by `suggestValue`.
    private var edits: [Variable: Constraint] = [:]
    private var infeasible: [Symbol] = []
    /// Rows found by a scan, kept to be refilled.
    @exclusivity(unchecked) private var found: [Symbol] = []
    @exclusivity(unchecked) private var objective = Row()
    private var artificial: Row?

    public init() {}

    /// How many constraints are in the solver.
    public var constraintCount: Int { constraints.count }
    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }
    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    // MARK: Constraints

    /// Adds `constraint`. A required one that cannot hold with those already added is refused
    /// (`.unsatisfiable`), and the solver is as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
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
        try optimize(objective: \.objective)
        infeasible.removeAll(keepingCapacity: true)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `strength` (not required): an equality to the
    /// value last suggested, 0 until then.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength, name: "edit \(variable)")
        try add(constraint)
        edits[variable] = constraint
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit)
    }

    /// Asks for `variable` to be `value`, as strongly as its edit says: its equality's constant
    /// becomes −value (`setConstant`).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, of: edit)
    }

    // MARK: Constants

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

    // MARK: Values

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

    // MARK: Rows

    /// Makes `row` the row of `basic`, noting its symbols' columns.
    private func setRow(_ row: Row, for basic: Symbol) {
        for (symbol, _) in row.cells where keepsColumn[Int(symbol)] { insert(basic, intoColumnOf: symbol) }
        rows[basic] = row
    }

    /// Takes the row of `basic` out of the tableau (and its symbols' columns).
    private func takeRow(of basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for (symbol, _) in row.cells where keepsColumn[Int(symbol)] { removeFromColumn(symbol, basic) }
        return row
    }

    private func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
        guard var column = columns.removeValue(forKey: symbol) else { return }
        column.remove(basic)
        if column.isEmpty { spare(&column) } else { columns[symbol] = column }
    }

    private func insert(_ basic: Symbol, intoColumnOf symbol: Symbol) {
        guard columns[symbol]?.insert(basic) == nil else { return }
        var column = spareColumns.popLast() ?? []
        column.insert(basic)
        columns[symbol] = column
    }

    /// Takes `symbol`'s column out of the tableau, its set kept as a spare.
    private func dropColumn(of symbol: Symbol) {
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
    private func rowsHolding(_ symbol: Symbol) -> [Symbol] {
        guard !keepsColumn[Int(symbol)] else { return columns[symbol].map { $0.sorted() } ?? [] }
        var found: [Symbol] = []
        rows.basics(holding: symbol, into: &found)
        return found
    }

    private func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        keepsColumn.append(kind != .dummy)
        return Symbol(kinds.count - 1)
    }

    /// The symbol of `variable`, made the first time a constraint mentions it.
    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        variableList.append((variable, symbol))
        return symbol
    }

    /// The row of `constraint` over the tableau's non-basic symbols, with its marker (and its
    /// errors in the objective), its constant made non-negative.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
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
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for (symbol, _) in row.cells where kinds[Int(symbol)] == .external { return symbol }
        for marker in [tag.marker, tag.other] where marker != .invalid {
            let kind = kinds[Int(marker)]
            if kind == .slack || kind == .error, row.coefficient(for: marker) < 0 { return marker }
        }
        return .invalid
    }

    /// Phase one for a row with no subject: an artificial variable equal to it is minimised;
    /// the row holds where that reaches 0. Nil where the row was added; else the required
    /// constraints that keep it from 0, with the tableau pivoted (the caller puts it back).
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Constraint]? {
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
    private func substitute(_ symbol: Symbol, by row: Row) {
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
    private func optimize(objective path: ReferenceWritableKeyPath<Solver, Row>) throws(SolverError) {
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
    private func dualOptimize() throws(SolverError) {
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
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
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

/// What the solver refuses, and why.
public enum SolverError: Error, CustomStringConvertible {
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    /// A required constraint that cannot hold with the required constraints named.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must be optional.
    case requiredEditStrength(Variable)
    /// A state the algorithm should never reach (an unbounded objective).
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .unsatisfiable(let c, let others):
            "the required constraint \(c) cannot hold with "
                + (others.isEmpty ? "the others" : others.map { "\($0)" }.joined(separator: ", "))
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditStrength(let v): "the edit of \(v) cannot be required"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
