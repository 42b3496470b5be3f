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
