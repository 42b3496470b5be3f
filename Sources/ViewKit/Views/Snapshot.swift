extension View {
    /// UIKit's `snapshotView(afterScreenUpdates:)`: a new view that draws what this one shows now,
    /// and goes on drawing it whatever the original does next (a transition animates the
    /// snapshot while it moves or hides the original).
    ///
    /// It is a copy of this view and its subviews with what each shows now, their presentation
    /// values, as model values that do not animate. The copy of this view has its bounds at the
    /// origin and no transform, as UIKit's snapshot has the original's bounds for its frame; its
    /// alpha, background, corners, shadow, picture and text are the original's. A snapshot copies
    /// what ViewKit draws (every property the renderer reads), so a subclass that draws nothing
    /// of its own is copied whole. `afterScreenUpdates` changes nothing: there is no render to
    /// wait for, since what shows is the presentation now. Hidden subviews are left out.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        var snapshot: View?
        View.performWithoutAnimation {
            let copy = Self.shownCopy(of: self)
            copy.transform = .identity
            copy.frame = Rect(origin: .zero, size: presentationValues.bounds.size)
            snapshot = copy
        }
        return snapshot
    }

    /// `view` and its visible subviews as they show now.
    private static func shownCopy(of view: View) -> View {
        let shown = view.presentationValues
        let copy = View(name: view.name.isEmpty ? "snapshot" : "snapshot of \(view.name)")
        copy.bounds = shown.bounds
        copy.anchorPoint = shown.anchorPoint
        copy.position = shown.position
        copy.transform = shown.transform
        copy.alpha = shown.alpha
        copy.backgroundColor = shown.backgroundColor
        copy.cornerRadius = shown.cornerRadius
        copy.roundedCorners = view.roundedCorners
        copy.shadow = shown.shadow
        copy.image = view.image
        copy.contentMode = view.contentMode
        copy.textLine = view.textLine
        copy.clipsToBounds = view.clipsToBounds
        copy.allowsGroupOpacity = view.allowsGroupOpacity
        copy.isUserInteractionEnabled = false
        for subview in view.subviews where !subview.isHidden { copy.addSubview(shownCopy(of: subview)) }
        return copy
    }
}
