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
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        /// Their coefficients in the constraint's own row, `expression + marker terms = 0`.
        var markerCoefficient = 0.0
        var otherCoefficient = 0.0
        /// The expression's constant as the tableau has it (`setConstant`).
        var constant = 0.0
    }

    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    /// Whether the symbol's column is kept: every symbol's but a dummy's, and a dummy's once
    /// its constraint's constant has been changed (`setConstant`), which is likely to be
    /// changed again (a constraint animated a frame).
    @exclusivity(unchecked) var keepsColumn: [Bool] = []
    var constraints: [Constraint: Tag] = [:]
    /// The constraint each marker (slack, error or dummy) was made for.
    var owners: [Symbol: Constraint] = [:]
    @exclusivity(unchecked) var rows = RowTable()
    /// For each symbol but a dummy, the basic symbols whose rows hold it: what a substitution
    /// or a ratio test visits, instead of every row (Kiwi scans them all, which makes a layout
    /// of n independent views cost n² to build). A dummy stays in the row of every variable
    /// that was solved through its equality (a chain of n views holds n²/2 of them) and is
    /// looked for only when its constraint is removed, so rows are scanned for it then.
    @exclusivity(unchecked) var columns: [Symbol: Set<Symbol>] = [:]
    /// Columns emptied or dropped, kept for their capacity (at most `spareColumnsKept`): a
    /// column made anew takes one, so that rows and constraints that come and go, and a
    /// dummy's column found on its first new constant, allocate no set each time.
    @exclusivity(unchecked) var spareColumns: [Set<Symbol>] = []
    static let spareColumnsKept = 64
    var variables: [Variable: Symbol] = [:]
    /// The same, for `updateVariables` to walk.
    @exclusivity(unchecked) var variableList: [(variable: Variable, symbol: Symbol)] = []
    /// Where each variable sits in `variableList`.
    var variablePositions: [Variable: Int] = [:]
    /// How many terms of the constraints in the solver mention each variable: one no constraint
    /// mentions any more, and that no row holds, leaves the solver (`forgetIfUnused`), so that
    /// views that come and go (screens pushed and popped) leave nothing for every solve to walk.
    var variableUses: [Variable: Int] = [:]
    /// Each edit variable's equality, `variable == 0` with its constant moved by `suggestValue`.
    var edits: [Variable: Constraint] = [:]
    var infeasible: [Symbol] = []
    /// Rows found by a scan, kept to be refilled.
    @exclusivity(unchecked) var found: [Symbol] = []
    @exclusivity(unchecked) var objective = Row()
    var artificial: Row?
    /// How many symbols made compact the numbering next (`compactSymbolsIfSparse`).
    var compactsAt = Solver.fewestSymbolsCompacted

    public init() {}

    /// How many constraints are in the solver.
    public var constraintCount: Int { constraints.count }
    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }
    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }
}
