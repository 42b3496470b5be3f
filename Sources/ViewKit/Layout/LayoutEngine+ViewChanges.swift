import Cassowary

// What views tell the engine as their frames, content sizes, margins, bounds or safe areas change.
extension LayoutEngine {
    static func frameChanged(_ view: View) {
        // Whether it translates is asked first: the engine's weak reference costs more, and a
        // view that constraints place (most that move in a layout pass) needs no more.
        guard let state = view.layoutState, state.translatesAutoresizingMaskIntoConstraints, let engine = state.memberOf else { return }
        engine.dirtyFrames.append(view)
        engine.needsSolve = true
    }

    static func contentSizeChanged(_ view: View) {
        (view.superview as? StackView)?.arrangedSubviewContentChanged(view)
        guard let engine = view.layoutState?.memberOf else { return }
        engine.dirtyContent.append(view)
        engine.needsSolve = true
    }

    static func marginsChanged(_ view: View) {
        view.layoutState?.memberOf?.needsSolve = true
    }

    static func translatesChanged(_ view: View) {
        guard let engine = view.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(view)] else { return }
        for made in item.implicit { engine.removeImplicit(made) }
        item.implicit.removeAll()
        for held in item.content.compactMap({ $0 }) { engine.removeImplicit(held.constraint) }
        item.content = [nil, nil, nil, nil]
        item.solved.x = .nan  // read again: whether the engine places it has changed
        if view.translatesAutoresizingMaskIntoConstraints {
            engine.addAutoresizing(view, item)
        } else {
            engine.updateContentSize(view, item)
        }
    }

    /// A view's bounds' origin moved (a scroll view scrolled): what is placed through it
    /// follows, at the next pass.
    static func boundsOriginChanged(_ view: View) {
        guard let engine = view.layoutState?.memberOf, let item = view.layoutState?.engineItem, let origin = item.scrollOrigin,
            origin.held.count == 2
        else { return }
        let offset = view.bounds.origin
        try? engine.solver.setConstant(-offset.x, of: origin.held[0])
        try? engine.solver.setConstant(-offset.y, of: origin.held[1])
        engine.needsSolve = true
        view.setNeedsLayout()
    }

    /// A scroll view's content size was set: its content guide holds the new size where its
    /// constraints leave it open.
    static func contentSizeSet(_ scrollView: ScrollView) {
        guard let state = scrollView.layoutState, let engine = state.memberOf,
            let guide = state.systemGuides.first(where: { $0.role == .scrollContent }),
            let item = engine.items[ObjectIdentifier(guide)], item.contentSizeHeld.count == 2
        else { return }
        let size = scrollView.contentSize
        guard
            engine.solver.constant(of: item.contentSizeHeld[0]) != -size.width
                || engine.solver.constant(of: item.contentSizeHeld[1]) != -size.height
        else { return }
        try? engine.solver.setConstant(-size.width, of: item.contentSizeHeld[0])
        try? engine.solver.setConstant(-size.height, of: item.contentSizeHeld[1])
        engine.needsSolve = true
        scrollView.setNeedsLayout()
    }

    /// A window's safe area changed: its guides follow at the next pass.
    static func safeAreaChanged(in root: View) {
        root.layoutState?.engine?.needsSolve = true
    }
}
