// Edit variables: optional equalities whose values change often.
extension Solver {
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
}
