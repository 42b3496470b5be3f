import Cassowary

// The fitting size (`systemLayoutSizeFitting`): a view's tree solved in an engine of its own.
extension LayoutEngine {
    static func fittingSize(of view: View, target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        updateConstraints(in: view)
        let engine = LayoutEngine()
        engine.fittingRoot = view
        forEachView(in: view) { node in
            for constraint in node.layoutState?.constraints ?? [] { engine.add(constraint) }
        }
        let fitted = engine.item(for: view)
        for (variable, value, priority, name) in [
            (fitted.width, target.width, priorities.0, "width"), (fitted.height, target.height, priorities.1, "height"),
        ] {
            _ = engine.addImplicit(Constraint(variable - value, .equal, strength: priority.strength), .fitting(view, "\(name) == \(value)"))
        }
        engine.solve(scale: view.window?.displayScale ?? 1)
        return Size(width: fitted.width.value, height: fitted.height.value)
    }
}
