import Motion

extension View {
    /// Runs `animations` on `view` as a transition (UIView's `transition(with:duration:options:…)`):
    /// its changes apply at once, and with `.transitionCrossDissolve` the subviews the block adds
    /// fade in and the subviews it hides fade out over `duration` on the options' curve (UIKit
    /// cross-dissolves a snapshot of the whole view; what is not a subview, such as a changed
    /// image, switches at once). The flips and curls turn a snapshot of what showed before over
    /// and away (see `PageTurn`).
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        if let turn = PageTurn(options) {
            turn.run(on: view, duration: duration, options: options, change: animations, completion: completion)
            return
        }
        let before = Set(view.subviews.map(ObjectIdentifier.init))
        let shownBefore = Set(view.subviews.filter { !$0.isHidden }.map(ObjectIdentifier.init))
        performWithoutAnimation { animations?() }
        let dissolves = options.transitionKind == AnimationOptions.transitionCrossDissolve.transitionKind
        guard dissolves else {
            completion?(true)
            return
        }
        let added = view.subviews.filter { !before.contains(ObjectIdentifier($0)) }
        let hidden = view.subviews.filter { $0.isHidden && shownBefore.contains(ObjectIdentifier($0)) }
        let alphas = hidden.map(\.alpha)
        for subview in hidden { subview.isHidden = false }
        let targets = added.map(\.alpha)
        performWithoutAnimation {
            for subview in added { subview.alpha = 0 }
        }
        runBlock(
            duration: duration, delay: 0, timing: .cubic(options.curve.bezier), options: options,
            animations: {
                for (subview, alpha) in zip(added, targets) { subview.alpha = alpha }
                for subview in hidden { subview.alpha = 0 }
            },
            completion: { finished in
                for (subview, alpha) in zip(hidden, alphas) {
                    subview.isHidden = true
                    subview.alpha = alpha
                }
                completion?(finished)
            })
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview, cross-dissolving with
    /// `.transitionCrossDissolve` (UIView's `transition(from:to:duration:options:completion:)`):
    /// `toView` is added above `fromView` and fades in while `fromView` fades out; at the end
    /// `fromView` is removed, or with `.showHideTransitionViews` hidden (and `toView` shown), its
    /// alpha restored. With a flip or a curl, `fromView`'s superview turns over as in
    /// `transition(with:…)`, the swap made as the transition starts. Without a transition option
    /// the swap is immediate.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        if PageTurn(options) != nil, let parent = fromView.superview {
            // UIKit turns the superview over, the swap happening out of sight.
            transition(with: parent, duration: duration, options: options) {
                if showsAndHides {
                    toView.isHidden = false
                    fromView.isHidden = true
                } else {
                    if toView.superview !== parent { parent.insertSubview(toView, above: fromView) }
                    fromView.removeFromSuperview()
                }
            } completion: {
                completion?($0)
            }
            return
        }
        let fromAlpha = fromView.alpha
        let toAlpha = toView.alpha
        if showsAndHides {
            toView.isHidden = false
        } else if let parent = fromView.superview, toView.superview !== parent {
            parent.insertSubview(toView, above: fromView)
        }
        func finish(_ finished: Bool) {
            if showsAndHides { fromView.isHidden = true } else { fromView.removeFromSuperview() }
            performWithoutAnimation { fromView.alpha = fromAlpha }
            completion?(finished)
        }
        guard options.transitionKind == AnimationOptions.transitionCrossDissolve.transitionKind else {
            finish(true)
            return
        }
        performWithoutAnimation { toView.alpha = 0 }
        runBlock(
            duration: duration, delay: 0, timing: .cubic(options.curve.bezier), options: options,
            animations: {
                toView.alpha = toAlpha
                fromView.alpha = 0
            }, completion: finish)
    }
}
