// The update-constraints pass.
extension LayoutEngine {
    static func needUpdateConstraints(_ view: View) {
        hasAskedForUpdates = true
        markAncestorsNeedUpdateConstraints(of: view)
    }

    /// Flags the branch from `view` up, stopping at the first superview already flagged.
    static func markAncestorsNeedUpdateConstraints(of view: View) {
        var node = view.superview
        while let parent = node, parent.layoutState?.descendantNeedsUpdateConstraints != true {
            parent.layout.descendantNeedsUpdateConstraints = true
            node = parent.superview
        }
    }

    /// Calls `updateConstraints()` on the views at or below `view` that asked for it, deepest
    /// first (UIKit's order: leaves to the window), until none is asking. Only the flagged
    /// branches are walked; those elsewhere wait for their own tree's pass.
    static func updateConstraints(in view: View) {
        guard hasAskedForUpdates else { return }
        while let state = view.layoutState, state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints {
            var due: [(view: View, depth: Int)] = []
            collectUpdates(below: view, depth: 0, into: &due)
            guard !due.isEmpty else { break }
            for (node, _) in due.sorted(by: { $0.depth > $1.depth }) {
                node.layoutState?.needsUpdateConstraints = false
                node.updateConstraints()
            }
        }
    }

    private static func collectUpdates(below view: View, depth: Int, into due: inout [(view: View, depth: Int)]) {
        guard let state = view.layoutState else { return }
        if state.needsUpdateConstraints { due.append((view, depth)) }
        guard state.descendantNeedsUpdateConstraints else { return }
        state.descendantNeedsUpdateConstraints = false
        for subview in view.subviews { collectUpdates(below: subview, depth: depth + 1, into: &due) }
    }
}
