import Motion

/// Everything on screen as a function of the sheet's height: its frame, the dimming, the
/// presenting view's recede, the grabber, and the delegate's report of each move.
extension SheetPresentationController {
    // MARK: Dimming and recede as functions of the height

    /// How dimmed the screen behind is at `height`, 0 (clear, and it takes clicks) to 1
    /// (`maximumDimmingAlpha`). With `largestUndimmedDetentIdentifier` u and the next larger
    /// detent n: 0 up to u's height, rising linearly to 1 at n's (whether Apple interpolates is
    /// not published: ours); no larger detent, never dimmed. With none: rising from 0 at height 0
    /// to 1 at the smallest detent.
    public func dimmingFraction(forHeight height: Double) -> Double {
        guard let smallest = resolvedDetents.first else { return 0 }
        var start = 0.0
        var end = smallest.height
        if let undimmed = largestUndimmedDetentIdentifier,
            let index = resolvedDetents.firstIndex(where: { $0.identifier == undimmed })
        {
            guard index + 1 < resolvedDetents.count else { return 0 }
            start = resolvedDetents[index].height
            end = resolvedDetents[index + 1].height
        }
        return Self.ramp(height, from: start, to: end)
    }

    /// 0 at or below `start`, 1 at or above `end`, linear between (a step when they meet).
    private static func ramp(_ height: Double, from start: Double, to end: Double) -> Double {
        guard end > start else { return height > start ? 1 : 0 }
        return min(max((height - start) / (end - start), 0), 1)
    }

    /// How far the presenting view has receded at `height`, 0 (as it was) to 1 (scaled to
    /// `recededPresenterScale`, corners rounded): only a page sheet whose largest detent is the
    /// full height recedes, over the travel from the next smaller detent (or 0) up to it, as an
    /// iPhone's page sheet does at the large detent (where between Apple starts it is not
    /// published: ours).
    public func presenterRecede(forHeight height: Double) -> Double {
        guard recedes, let largest = resolvedDetents.last else { return 0 }
        let start = resolvedDetents.count > 1 ? resolvedDetents[resolvedDetents.count - 2].height : 0
        return Self.ramp(height, from: start, to: largest.height)
    }

    // MARK: Layout

    /// Whether this presentation recedes the presenting view at all.
    private var recedes: Bool {
        guard presentationStyle == .pageSheet, let largest = resolvedDetents.last?.height else { return false }
        return largest > 0 && largest >= maximumDetentValue - 0.5
    }

    /// Whether a presentation or dismissal transition of this sheet is running.
    var isTransitioning: Bool { presentedViewController.presentationContext != nil }

    /// Shows the sheet at `newHeight` (rubber band included) at once, ending any animation of
    /// its height, and lays out everything that follows from it.
    func setHeight(_ newHeight: Double) {
        guard newHeight.isFinite else { return }
        resetHeight(to: newHeight - rubberBand)
        layoutSheet()
    }

    /// The height as its animations end (the model, without the rubber band), as an animatable
    /// property (beyond UIKit, whose sheet moves only between detents). Set inside an animation
    /// block or a property animator's, the sheet moves there on that block's animator from what
    /// shows, laid out every frame; set outside one, it goes there at once. A detent selected
    /// afterwards takes it back to its detents.
    public var animatableHeight: Double {
        get { heightStorage.model }
        set {
            guard newValue.isFinite else { return }
            AnimationTransaction.set(\SheetPresentationController.heightStorage, of: self, to: newValue, driver: driver ?? .fallback)
            followHeight()
            // What follows from the height is laid out from it every frame, never animated by
            // the block that moves the height: its animator would otherwise carry the dependents'
            // change too, and show it on top of the layout.
            View.performWithoutAnimation { layoutSheet() }
        }
    }

    /// Ends the height's animations and puts its model at `value`, without laying out.
    func resetHeight(to value: Double) {
        heightStorage.stopAnimationsKeepingPresentation()
        heightStorage.setModelWithoutAnimation(value)
    }

    /// Has the window lay the sheet out every frame while its height animates.
    private func followHeight() {
        guard heightStorage.isAnimating, let window = containerView?.window else { return }
        window.layOutEveryFrame(
            for: self, while: { [weak self] in self?.heightStorage.isAnimating ?? false }, layout: { [weak self] in self?.layoutSheet() })
    }

    /// The sheet's vertical velocity, points per second upward: the pointer's while dragged, the
    /// animator's while it runs, else 0.
    public var heightVelocity: Double {
        if let hold { return hold.drag.velocity }
        guard let animator = detentAnimator, animator.isRunning else { return 0 }
        return animator.progressVelocity * (detentAnimatorSpan.to - detentAnimatorSpan.from)
    }

    func layoutSheet() {
        guard let container = containerView, let presented = presentedView else { return }
        let bounds = container.bounds
        if presented.superview === container {
            presented.frame = sheetFrame(forHeight: height, in: bounds)
            presented.cornerRadius = preferredCornerRadius ?? Self.defaultCornerRadius
            presented.roundedCorners = .top
            // Its content is cut to its rounded top, on iOS's continuous corners.
            presented.cornerCurve = .continuous
            presented.clipsToBounds = true
        }
        let dimming = dimmingFraction(forHeight: height)
        dimmingView.frame = bounds
        dimmingView.alpha = maximumDimmingAlpha * dimming
        dimmingView.isUserInteractionEnabled = dimming > 0
        grabberView.isHidden = !prefersGrabberVisible
        grabberView.frame = Rect(x: (bounds.width - 36) / 2, y: bounds.height - height + 5, width: 36, height: 5)
        if grabberView.superview === container, container.subviews.last !== grabberView { container.addSubview(grabberView) }
        let recede = presenterRecede(forHeight: height)
        // Laid out while it recedes or until it is back: detents that stop receding give it back.
        if recede > 0 || presenterIsReceded, let presenter = presentingViewController?.view {
            presenterIsReceded = recede > 0
            let scale = 1 - (1 - Self.recededPresenterScale) * recede
            // Scaled about its top edge, which moves down to the safe-area inset (ours).
            let safeTop = container.window?.safeAreaInsets.top ?? 0
            let shift = safeTop * recede - presenter.anchorPoint.y * presenter.bounds.height * (1 - scale)
            presenter.transform = Transform2D(scaleX: scale, y: scale).concatenating(Transform2D(translationX: 0, y: shift))
            presenter.cornerRadius = presenterCornerRadius + (Self.recededPresenterCornerRadius - presenterCornerRadius) * recede
            (presenter.clipsToBounds, presenter.cornerCurve) = recede > 0 ? (true, .continuous) : presenterLook
        }
        if height != reportedHeight {
            reportedHeight = height
            (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(
                self, didChangeHeight: height, velocity: heightVelocity)
        }
    }
}
