import Cassowary

// The layout pass: the solution read, and the frames it gives the views and guides.
extension LayoutEngine {
    /// Before `view`'s subtree is laid out: the update-constraints pass, then the engine's
    /// solution read, and the superviews of the views it moves marked for layout.
    static func prepareLayout(of view: View) {
        updateConstraints(in: root(of: view))
        let root = root(of: view)
        let creating = root.layoutState?.hasDetachedConstraints == true
        root.layoutState?.hasDetachedConstraints = false
        guard let engine = engine(forTreeOf: root, creating: creating) else { return }
        engine.solve(scale: root.window?.displayScale ?? 1)
    }

    /// Brings the implied constraints up to date and reads the solution.
    func solve(scale: Double) {
        for guide in insetGuides {
            if let item = items[ObjectIdentifier(guide)] { keepToInsets(guide, item) }
        }
        guard needsSolve else { return }
        needsSolve = false
        for view in dirtyFrames {
            if let item = items[ObjectIdentifier(view)], item.object === view, view.translatesAutoresizingMaskIntoConstraints {
                addAutoresizing(view, item)
            }
        }
        dirtyFrames.removeAll(keepingCapacity: true)
        for view in dirtyContent {
            if let item = items[ObjectIdentifier(view)], item.object === view, !view.translatesAutoresizingMaskIntoConstraints {
                updateContentSize(view, item)
            }
        }
        dirtyContent.removeAll(keepingCapacity: true)
        solver.updateVariables()
        // A label that wraps has the height of its text at the width layout gives it: measured
        // again at that width, and solved again (twice at most, as UIKit's second pass).
        if hasForgottenItems {
            viewItems.removeAll(where: \.isForgotten)
            wrappingItems.removeAll(where: \.isForgotten)
            hasForgottenItems = false
        }
        for _ in 0..<2 {
            var remeasured = false
            for item in wrappingItems {
                guard let view = item.view, view.intrinsicContentSizeDependsOnWidth,
                    !view.translatesAutoresizingMaskIntoConstraints, abs((item.measuredWidth ?? -1) - item.width.value) > 0.5
                else { continue }
                updateContentSize(view, item, width: item.width.value)
                remeasured = true
            }
            guard remeasured else { break }
            solver.updateVariables()
        }
        for item in viewItems {
            // Only what the solve moved is looked at further.
            let solved = (x: item.x.value, y: item.y.value, width: item.width.value, height: item.height.value)
            guard solved != item.solved else { continue }
            item.solved = solved
            guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints, view !== fittingRoot else { continue }
            let frame = Self.rounded(Rect(x: solved.x, y: solved.y, width: solved.width, height: solved.height), scale: scale)
            guard frame != item.applied else { continue }
            item.applied = frame
            view.superview?.setNeedsLayout()
        }
        // Last, as a scroll view's new content size can move its offset (and so call for
        // another solve, at the next pass).
        for item in contentGuideItems {
            guard let scrollView = item.guide?.owningView as? ScrollView else { continue }
            let size = Self.rounded(Rect(x: 0, y: 0, width: item.width.value, height: item.height.value), scale: scale).size
            if scrollView.contentSize != size { scrollView.contentSize = size }
        }
    }

    /// A frame on the pixel grid: each edge rounded, so that neighbours meet (UIKit's).
    private static func rounded(_ frame: Rect, scale: Double) -> Rect {
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let x = round(frame.minX)
        let y = round(frame.minY)
        return Rect(x: x, y: y, width: max(round(frame.maxX) - x, 0), height: max(round(frame.maxY) - y, 0))
    }

    /// Sets the frames the engine gives `view`'s subviews that constraints place: what
    /// `View.layoutSubviews()` does by default.
    static func applyFrames(toSubviewsOf view: View) {
        // What changed since the pass began (a frame a superview's layout set, constraints a
        // controller swapped before this layout) is solved first, so the pass that made the
        // change lays it out (UIKit's engine is asked at each view's layout too).
        if let engine = view.layoutState?.memberOf ?? view.subviews.lazy.compactMap({ $0.layoutState?.memberOf }).first,
            engine.needsSolve, let root = engine.root
        {
            engine.solve(scale: root.window?.displayScale ?? 1)
        }
        for subview in view.subviews {
            guard let state = subview.layoutState, !state.translatesAutoresizingMaskIntoConstraints, let item = state.engineItem,
                !item.isForgotten, let frame = item.applied
            else { continue }
            if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
            let position = Point(
                x: frame.minX + subview.anchorPoint.x * frame.width, y: frame.minY + subview.anchorPoint.y * frame.height)
            if subview.position != position { subview.position = position }
        }
    }

    /// A guide's frame as last solved, in its owning view's coordinates.
    static func solvedFrame(of guide: LayoutGuide, in owner: View) -> Rect? {
        guard let engine = owner.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(guide)], item.object === guide
        else { return nil }
        return Rect(x: item.x.value, y: item.y.value, width: item.width.value, height: item.height.value)
    }
}
