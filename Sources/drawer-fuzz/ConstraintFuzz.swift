import AnimationFuzzing
import Cassowary

/// The `constraints` target: bytes as a session of a `Solver` (constraints required and weighted
/// added, removed and given new constants, edit variables added and suggested) on up to six
/// variables, checked after
/// every step against what does not depend on how the solver got there:
///
/// - every required constraint it holds is met;
/// - its answer costs what a fresh solver's costs, given the same constraints in the opposite
///   order and each edit as a weighted equality to its value (the optimum is unique in cost,
///   not always in point);
/// - a required constraint (or a new constant) it refuses is refused by the fresh solver too,
///   and the constraints it names are required ones it holds;
/// - its tableau's bookkeeping holds (`Solver.inconsistency()`: every column lists exactly the
///   rows that hold its symbol, every restricted row is feasible).
///
/// `KiwiOracleTests` checks the answers themselves against Kiwi.
enum ConstraintFuzz {
    private static let strengths: [Strength] = [.weak, Strength(3), .medium, Strength(2_500), .strong]

    static func run(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        let variables = (0...reader.choice(5) + 1).map { Variable("v\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        var edits: [(variable: Variable, strength: Strength, value: Double)] = []
        var steps = 0
        /// What the solver holds, each at the constant it has now.
        func current() -> [Constraint] {
            held.map { c in
                var expression = c.expression
                expression.constant = solver.constant(of: c)!
                return Constraint(expression, c.relation, strength: c.strength)
            }
        }
        while !reader.isAtEnd, steps < 48 {
            steps += 1
            switch reader.choice(6) {
            case 0, 1:
                let terms = (0...reader.choice(3)).map { _ in
                    Term(variables[reader.choice(variables.count)], [1, -1, 2, -2, 0.5, 3][reader.choice(6)])
                }
                let relation: Constraint.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][reader.choice(3)]
                let strength = reader.choice(3) == 0 ? Strength.required : strengths[reader.choice(strengths.count)]
                let constraint = Constraint(
                    LinearExpression(terms, constant: Double(reader.choice(121) - 60)), relation, strength: strength)
                do {
                    try solver.add(constraint)
                    held.append(constraint)
                } catch {
                    guard case .unsatisfiable(_, let named) = error, strength.isRequired else {
                        preconditionFailure("\(constraint) was refused: \(error)")
                    }
                    precondition(
                        named.allSatisfy { n in n.strength.isRequired && held.contains { $0 === n } },
                        "the refusal of \(constraint) names constraints the solver does not hold as required: \(named)")
                    precondition(
                        refusedAfresh(constraint, held: current()), "\(constraint) was refused, but a fresh solver takes it")
                }
            case 2:
                guard !held.isEmpty else { continue }
                let constraint = held.remove(at: reader.choice(held.count))
                do { try solver.remove(constraint) } catch { preconditionFailure("removing \(constraint): \(error)") }
            case 3:
                guard !held.isEmpty else { continue }
                let index = reader.choice(held.count)
                let constant = solver.constant(of: held[index])! + Double(reader.choice(41) - 20) * [1, 4][reader.choice(2)]
                do { try solver.setConstant(constant, of: held[index]) } catch {
                    guard case .unsatisfiable(_, let named) = error, held[index].strength.isRequired else {
                        preconditionFailure("a new constant \(constant) for \(held[index]) was refused: \(error)")
                    }
                    precondition(
                        named.allSatisfy { n in n.strength.isRequired && held.contains { $0 === n } },
                        "the refusal of \(constant) for \(held[index]) names constraints the solver does not hold as required: \(named)")
                    var others = current()
                    var changed = others.remove(at: index).expression
                    changed.constant = constant
                    precondition(
                        refusedAfresh(Constraint(changed, held[index].relation), held: others),
                        "\(constant) for \(held[index]) was refused, but a fresh solver takes it")
                }
            case 4:
                let variable = variables[reader.choice(variables.count)]
                guard !solver.hasEditVariable(variable) else { continue }
                let strength = strengths[reader.choice(strengths.count)]
                do { try solver.addEditVariable(variable, strength: strength) } catch {
                    preconditionFailure("edit of \(variable): \(error)")
                }
                edits.append((variable, strength, 0))
            default:
                guard !edits.isEmpty else { continue }
                let index = reader.choice(edits.count)
                edits[index].value = Double(reader.choice(201) - 100)
                do { try solver.suggestValue(edits[index].value, for: edits[index].variable) } catch {
                    preconditionFailure("suggesting \(edits[index].value) for \(edits[index].variable): \(error)")
                }
            }
            if let problem = solver.inconsistency() { preconditionFailure("after step \(steps): \(problem)") }
            solver.updateVariables()
            let values = variables.map(\.value)
            let now = current()
            let (cost, violation, _) = measure(values, variables, now, edits)
            precondition(violation < 1e-6, "a required constraint is off by \(violation) at \(values)")
            let fresh = freshSolve(variables, now, edits)
            let (freshCost, _, magnitude) = measure(fresh, variables, now, edits)
            // Rounding: each error is a sum of terms as large as `magnitude`'s, so two answers that
            // differ only in their last bits can cost a few ulps of it apart (a strong constraint
            // over values in the thousands: 1e-6). A worse optimum costs a fraction of a weak
            // weight more, orders of magnitude above that.
            precondition(
                abs(cost - freshCost) <= 1e-6 * max(1, freshCost) + 1e-12 * magnitude,
                "the session's answer \(values) costs \(cost), a fresh solver's \(fresh) \(freshCost)")
        }
    }

    /// The weighted errors of `values`, the worst violation of a required constraint, and the
    /// weighted size of the terms the errors are sums of (what rounding is relative to).
    private static func measure(
        _ values: [Double], _ variables: [Variable], _ held: [Constraint],
        _ edits: [(variable: Variable, strength: Strength, value: Double)]
    ) -> (cost: Double, violation: Double, magnitude: Double) {
        func value(of expression: LinearExpression) -> Double {
            expression.terms.reduce(expression.constant) { sum, term in
                sum + term.coefficient * values[variables.firstIndex(of: term.variable)!]
            }
        }
        func size(of expression: LinearExpression) -> Double {
            expression.terms.reduce(abs(expression.constant)) { sum, term in
                sum + abs(term.coefficient * values[variables.firstIndex(of: term.variable)!])
            }
        }
        var (cost, violation, magnitude) = (0.0, 0.0, 0.0)
        for constraint in held {
            let e = value(of: constraint.expression)
            if !constraint.strength.isRequired { magnitude += constraint.strength.weight * size(of: constraint.expression) }
            let error =
                switch constraint.relation {
                case .lessThanOrEqual: max(e, 0)
                case .greaterThanOrEqual: max(-e, 0)
                case .equal: abs(e)
                }
            if constraint.strength.isRequired { violation = max(violation, error) } else { cost += constraint.strength.weight * error }
        }
        for edit in edits {
            let value = values[variables.firstIndex(of: edit.variable)!]
            cost += edit.strength.weight * abs(value - edit.value)
            magnitude += edit.strength.weight * (abs(value) + abs(edit.value))
        }
        return (cost, violation, magnitude)
    }

    /// The same constraints in a fresh solver, in the opposite order, each edit a weighted
    /// equality to its value: the values it finds (on variables of its own).
    private static func freshSolve(
        _ variables: [Variable], _ held: [Constraint], _ edits: [(variable: Variable, strength: Strength, value: Double)]
    ) -> [Double] {
        let solver = Solver()
        do {
            for constraint in held.reversed() {
                try solver.add(Constraint(constraint.expression, constraint.relation, strength: constraint.strength))
            }
            for edit in edits { try solver.add(Constraint(edit.variable - edit.value, .equal, strength: edit.strength)) }
        } catch {
            preconditionFailure("a fresh solver refuses what the session holds: \(error)")
        }
        solver.updateVariables()
        return variables.map(\.value)
    }

    /// Whether a fresh solver holding `held` also refuses `constraint`.
    private static func refusedAfresh(_ constraint: Constraint, held: [Constraint]) -> Bool {
        let solver = Solver()
        do {
            for c in held.reversed() { try solver.add(Constraint(c.expression, c.relation, strength: c.strength)) }
        } catch {
            preconditionFailure("a fresh solver refuses what the session holds: \(error)")
        }
        do { try solver.add(Constraint(constraint.expression, constraint.relation)) } catch { return true }
        return false
    }
}
