// Subtrees leaving and joining a tree, and guides leaving their views.
extension LayoutEngine {
    /// Before `view` leaves its superview: constraints above it that name what it holds are
    /// deactivated (UIKit's `removeFromSuperview`), and those inside it leave the tree's engine.
    static func subtreeWillLeave(_ view: View) {
        var ancestor = view.superview
        while let current = ancestor {
            for constraint in current.layoutState?.constraints ?? [] where names(constraint, anythingIn: view) {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        guard let engine = engine(forTreeOf: view, creating: false) else { return }
        var hadConstraints = false
        forEachView(in: view) { node in
            guard let state = node.layoutState else { return }
            for constraint in state.constraints {
                engine.remove(constraint)
                hadConstraints = true
            }
            for guide in state.guides + state.systemGuides { engine.forget(guide) }
            engine.forget(node)
        }
        engine.dirtyFrames.removeAll { $0.isDescendant(of: view) }
        engine.dirtyContent.removeAll { $0.isDescendant(of: view) }
        // Its own engine is made when it next needs one.
        if hadConstraints { view.layout.hasDetachedConstraints = true }
    }

    /// After `view` joined a superview: what it holds joins the tree's engine.
    static func subtreeDidJoin(_ view: View) {
        if let state = view.layoutState, state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints {
            markAncestorsNeedUpdateConstraints(of: view)
        }
        let own = view.layoutState?.engine
        guard own != nil || view.layoutState?.hasDetachedConstraints == true else { return }
        view.layoutState?.engine = nil
        view.layoutState?.hasDetachedConstraints = false
        // Every view's place in the old engine goes first: adding a constraint makes items for
        // views below the one it is installed on, which a later step of one walk would undo.
        forEachView(in: view) { node in
            node.layoutState?.memberOf = nil
            node.layoutState?.engineItem = nil
        }
        let root = root(of: view)
        guard let engine = root.layoutState?.engine else {
            root.layout.hasDetachedConstraints = true
            return
        }
        forEachView(in: view) { node in
            for constraint in node.layoutState?.constraints ?? [] { engine.add(constraint) }
        }
    }

    /// Removes what a guide's constraints and items are, as it leaves its view.
    static func itemLeaving(_ guide: LayoutGuide, owner: View) {
        var node: View? = owner
        while let view = node {
            for constraint in view.layoutState?.constraints ?? []
            where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            node = view.superview
        }
        engine(forTreeOf: owner, creating: false)?.forget(guide)
    }

    private static func names(_ constraint: LayoutConstraint, anythingIn view: View) -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            switch item {
            case let other as View: other.isDescendant(of: view)
            case let guide as LayoutGuide: guide.owningView?.isDescendant(of: view) ?? false
            case let offset as OffsetItem: inside(offset.startItem) || inside(offset.endItem)
            default: false
            }
        }
        return inside(constraint.firstItem) || inside(constraint.secondItem)
    }
}
