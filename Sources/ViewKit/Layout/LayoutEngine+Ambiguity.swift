import Cassowary

// Ambiguous layout: finding values the constraints leave free, and exercising them.
extension LayoutEngine {
    static func isAmbiguous(_ view: View) -> Bool {
        guard let engine = view.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(view)], item.object === view else {
            return false
        }
        return !engine.pull(item, by: 1, keeping: false).isEmpty
    }

    /// Moves an ambiguous view to another frame its constraints allow (UIKit's
    /// `exerciseAmbiguityInLayout()`): each value they leave free goes 100 points one way and
    /// is held there by the weakest constraint; the next call lets go of it and pulls the other
    /// way. A view they determine stays.
    static func exerciseAmbiguity(of view: View) {
        guard let engine = view.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(view)], item.object === view else {
            return
        }
        let heldBefore = !item.exercised.isEmpty
        for made in item.exercised { engine.removeImplicit(made) }
        item.exercised.removeAll()
        engine.exercisedForward.toggle()
        for (variable, value) in engine.pull(item, by: engine.exercisedForward ? 100 : -100, keeping: true) {
            let made = Constraint(variable - value, .equal, strength: Self.weakest)
            if engine.addImplicit(made, .exercised(view, variable.name)) { item.exercised.append(made) }
        }
        guard heldBefore || !item.exercised.isEmpty else { return }
        engine.needsSolve = true
        view.superview?.setNeedsLayout()
        view.superview?.layoutIfNeeded()
    }

    /// Pulls each of the item's values `distance` points with the weakest edit, one at a time:
    /// those that moved, with where they went. Unless `keeping`, the first that moves is put
    /// back and the pull stops there.
    private func pull(_ item: Item, by distance: Double, keeping: Bool) -> [(Variable, Double)] {
        solver.updateVariables()
        var moved: [(Variable, Double)] = []
        for variable in [item.x, item.y, item.width, item.height] where keeping || moved.isEmpty {
            let before = variable.value
            do {
                try solver.addEditVariable(variable, strength: Self.weakest)
                try solver.suggestValue(before + distance, for: variable)
                solver.updateVariables()
                let went = variable.value
                if abs(went - before) > 1e-6 { moved.append((variable, went)) }
                try solver.suggestValue(before, for: variable)
                try solver.removeEditVariable(variable)
            } catch {
                continue
            }
        }
        solver.updateVariables()
        return moved
    }
}
