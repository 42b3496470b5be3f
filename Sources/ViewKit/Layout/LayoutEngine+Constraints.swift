import Cassowary

// Active constraints put into the solver and taken out, refusals logged, and the constraints
// the engine makes itself.
extension LayoutEngine {
    /// Puts an active constraint in the solver, or among the broken ones if the solver refuses it.
    func add(_ constraint: LayoutConstraint) {
        if fittingRoot == nil { constraint.engine = self }
        guard let ancestor = constraint.installedOn, let (made, base) = makeConstraint(constraint, in: ancestor) else { return }
        do {
            try solver.add(made)
            Self.recorder?.record(true, made)
            userConstraints[ObjectIdentifier(constraint)] = (made, base)
            origins[made] = .user(constraint)
            needsSolve = true
        } catch {
            refuse(constraint, error)
        }
    }

    func remove(_ constraint: LayoutConstraint) {
        constraint.engine = nil
        if let index = broken.firstIndex(where: { $0 === constraint }) {
            broken.remove(at: index)
            return
        }
        guard let (made, _) = userConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.remove(made)
        Self.recorder?.record(false, made)
        origins[made] = nil
        needsSolve = true
        retryBroken()
    }

    /// Tries the refused constraints again: what they conflicted with may have gone.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        let waiting = broken
        broken.removeAll()
        for constraint in waiting {
            guard let ancestor = constraint.installedOn, let (made, base) = makeConstraint(constraint, in: ancestor) else { continue }
            do {
                try solver.add(made)
                Self.recorder?.record(true, made)
                userConstraints[ObjectIdentifier(constraint)] = (made, base)
                origins[made] = .user(constraint)
            } catch {
                broken.append(constraint)
            }
        }
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        needsSolve = true
        guard let (made, base) = userConstraints[ObjectIdentifier(constraint)] else {
            // A broken constraint may hold at its new constant.
            if broken.contains(where: { $0 === constraint }) {
                broken.removeAll { $0 === constraint }
                add(constraint)
            }
            return
        }
        do { try solver.setConstant(base - constraint.constant, of: made) } catch {
            userConstraints[ObjectIdentifier(constraint)] = nil
            origins[made] = nil
            try? solver.remove(made)
            refuse(constraint, error)
        }
    }

    func priorityChanged(_ constraint: LayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    /// Logs the refusal as UIKit does, and keeps the constraint to try again.
    private func refuse(_ constraint: LayoutConstraint, _ error: SolverError) {
        broken.append(constraint)
        guard case .unsatisfiable(_, let others) = error else {
            Self.report("[LayoutConstraints] The layout engine failed on \(constraint): \(error)")
            return
        }
        let listed = others.map(describe) + [constraint.description]
        Self.report(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    private func describe(_ made: Constraint) -> String {
        switch origins[made] {
        case .user(let constraint): constraint.description
        case .autoresizing(let view, let what):
            // Its constant as it stands (a frame's move shifts it in place): `variable − c`.
            "<NSAutoresizingMaskLayoutConstraint \(LayoutConstraint.describe(view)).\(what) == \(-(solver.constant(of: made) ?? 0) + 0)>"
        case .contentSize(let view, let what): "<NSContentSizeLayoutConstraint \(LayoutConstraint.describe(view)).\(what)>"
        case .guide(let guide, let what): "<NSLayoutConstraint \(LayoutConstraint.describe(guide)).\(what)>"
        case .fitting(let view, let what): "<NSLayoutConstraint \(LayoutConstraint.describe(view)).\(what) (fitting size)>"
        case .exercised(let view, let what): "<NSLayoutConstraint \(LayoutConstraint.describe(view)).\(what) (exercising ambiguity)>"
        case nil: "\(made)"
        }
    }

    /// Adds a constraint the engine makes itself; one a required one contradicts is logged and
    /// left out.
    func addImplicit(_ made: Constraint, _ origin: Origin) -> Bool {
        do {
            try solver.add(made)
            Self.recorder?.record(true, made)
            origins[made] = origin
            needsSolve = true
            return true
        } catch {
            Self.report("[LayoutConstraints] Unable to satisfy \(describe(made)) with the others: \(error)")
            return false
        }
    }

    func removeImplicit(_ made: Constraint) {
        try? solver.remove(made)
        Self.recorder?.record(false, made)
        origins[made] = nil
        needsSolve = true
    }
}
