import Motion

/// The zoom's motion: one spring moves the card's frame (its centre and size together, each
/// leaving at its own velocity), or with reduced motion a cross-fade, and the card landing
/// ends the transition.
extension ZoomTransitionAnimator {
    /// The card's velocity now: its centre's and its size's, points per second of animation time.
    var currentVelocity: (center: Point, size: Size) {
        let velocity = cardStorage.presentationVelocity
        return (Point(x: velocity.midX, y: velocity.midY), velocity.size)
    }

    /// The zoom's release: its spring, and its threshold for the projected shrink or stray.
    var release: GestureRelease { GestureRelease(spring: options.spring, threshold: options.dismissThreshold) }

    /// Sends the card open (`toOpen`) or onto its source on its spring, leaving at `velocity`:
    /// nothing jumps, whatever it was doing.
    func animate(toOpen: Bool, velocity: (center: Point, size: Size)) {
        guard let context else { return }
        stopMotion()
        isArriving = toOpen
        let target = toOpen ? pageFrame : sourceRect
        if context.containerView.window?.isReduceMotionEnabled == true {
            crossFade(to: target, driver: context.animationDriver)
            return
        }
        guard
            let (spring, leaving) = ZoomGeometry.spring(
                from: shownFrame, to: target, velocity: velocity, release)
        else {
            place(target)
            arrive()
            return
        }
        let driver = context.animationDriver
        let running = PropertyAnimator(duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: driver)
        running.runAnimations(initialVelocity: leaving) {
            AnimationTransaction.set(\ZoomTransitionAnimator.cardStorage, of: self, to: target, driver: driver)
        }
        running.addCompletion { [weak self, weak running] position in
            guard let self, let running, motion === running else { return }
            motion = nil
            if position == .end { arrive() }
        }
        motion = running
        running.startAnimation()
        context.containerView.window?.layOutEveryFrame(
            for: self, while: { [weak self] in self?.cardStorage.isAnimating ?? false }, layout: { [weak self] in self?.render() })
        render()
    }

    /// Puts the card at `frame` at once, ending any motion of it.
    func place(_ frame: Rect) {
        cardStorage.stopAnimationsKeepingPresentation()
        cardStorage.setModelWithoutAnimation(frame)
    }

    /// The card landed: open, the arrival completes (or the leave is cancelled); on the source,
    /// the leave completes.
    private func arrive() {
        guard let context, let progressAnimator, !context.isCompleted else { return }
        let leaving = context.kind == .pop || context.kind == .dismiss
        if leaving == isArriving { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        restorePage()
        progressAnimator.stopAnimation(false)
        progressAnimator.finishAnimation(at: context.transitionWasCancelled ? .start : .end)
    }

    /// Stops the spring or the fade where it is, the card staying where it shows.
    func stopMotion() {
        if let motion {
            self.motion = nil
            motion.stopAnimation(true)
        }
        if let fade {
            self.fade = nil
            fade.stopAnimation(true)
            card.alpha = 1
        }
    }

    /// Reduced motion: the card fades out where it is and in at `target`.
    private func crossFade(to target: Rect, driver: AnimationDriver) {
        let start = shownFrame
        let running = CrossFadeAnimator.move(card, driver: driver) { [unowned self] arrived in
            place(arrived ? target : start)
            render()
        }
        running.addCompletion { [weak self, weak running] _ in
            guard let self, fade === running else { return }
            fade = nil
            arrive()
        }
        fade = running
        running.startAnimation()
    }

    /// The page back in the container as a screen at rest, the card and the dimming gone.
    func restorePage() {
        let page: View = zoomed.view
        if page.superview === card, let container = card.superview {
            container.insertSubview(page, above: card)
        }
        // The page takes back the background the card wore, unless the app gave it a new one.
        if let pageBackground {
            if page.backgroundColor == .clear { page.backgroundColor = pageBackground }
            self.pageBackground = nil
        }
        page.transform = .identity
        card.removeFromSuperview()
        dimming.removeFromSuperview()
        card.alpha = 1
    }
}
