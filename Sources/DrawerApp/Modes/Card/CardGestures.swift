import Motion
import ViewKit

/// The card's drag: Drawer's (the sheet's own, with the card's release) or, under `--rules
/// sample`, the sample's handler as written; and the cross-fade that replaces the run when
/// motion is reduced.
extension CardDrawerMode {
    func pan(_ pan: PanGestureRecognizer) {
        if pan.state == .began {
            dragRules = environment.rules
            crossFadeAnimator?.finishWhereHeading()
        }
        switch dragRules {
        case .refined: refinedPan(pan)
        case .sample: samplePan(pan)
        }
    }

    /// Drawer's pan is the sheet's: a press catches the card where it is, the drag scrubs the one
    /// animator (rubber band past either end), the release projects to an end and continues it
    /// with the sample's spring at the pointer's velocity. Reduced motion lets go with a fade.
    func refinedPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            sampleAnimator?.finishWhereHeading()
            sheet.gestureRelease = Self.release(environment.settings)
        case .ended, .cancelled:
            if environment.reduceMotion, sheet.isDragging {
                let velocity = pan.state == .ended ? -pan.velocity(in: nil).y / travel : 0  // openness per second
                let towardOpen = Self.release(environment.settings).finishes(from: progress, velocity: velocity, span: travel)
                sheet.stopMoving()  // the fade leaves from where the drag let go
                crossFade(towardOpen: towardOpen)
                return
            }
        default:
            break
        }
        sheet.followPan(pan)
    }

    // MARK: The sample's pan handler

    /// The sample's `panned(recognizer:)`, line by line: no rubber band (`fractionComplete` stops
    /// at 0 and 1), the end chosen by the sign of the vertical velocity alone, a release that
    /// holds still continuing the animator as it points, and `.cancelled` taking the same path
    /// with its real velocity.
    func samplePan(_ pan: PanGestureRecognizer) {
        let travel = self.travel  // the sample's `closedTransform.ty`
        switch pan.state {
        case .began:
            let animator = startAnimation()
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            guard let animator = sampleAnimator, !animator.isRunning else { return }
            var fraction = -pan.translation(in: nil).y / travel
            if restsOpen { fraction *= -1 }  // the sample's `isOpen`: the end it left from
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended, .cancelled:
            guard let animator = sampleAnimator, animator.state == .active, !animator.isRunning else { return }
            // The pointer's velocity in animation time (the same at normal speed).
            let yVelocity = environment.driver.animationVelocity(fromClockVelocity: pan.velocity(in: nil).y)
            let shouldClose = yVelocity > 0
            if environment.reduceMotion {
                crossFade(towardOpen: yVelocity == 0 ? isOpen : !shouldClose)
                return
            }
            if yVelocity == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            // `if isOpen { … } else { … }`: reversed exactly when the run heads the other way.
            let headsToClose = restsOpen != animator.isReversed
            if shouldClose != headsToClose { animator.isReversed.toggle() }
            let fractionRemaining = 1 - animator.fractionComplete
            let distanceRemaining = fractionRemaining * travel
            if distanceRemaining == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            let relativeVelocity = min(abs(yVelocity) / distanceRemaining, environment.value(Self.velocityCap, under: .sample))
            let timingParameters = TimingParameters.spring(spring(under: .sample), initialVelocity: relativeVelocity)
            // `UIViewPropertyAnimator(duration: 0, timingParameters:).duration`
            let preferredDuration = timingParameters.naturalDuration ?? animator.duration
            animator.continueAnimation(withTimingParameters: timingParameters, durationFactor: preferredDuration / animator.duration)
        default:
            break
        }
    }

    /// The sample's `startAnimation()`: the animator toward the other end, started, unless one is
    /// already active (a drag catches that one). The sheet hands the card over at rest. Its block
    /// sets the end, as the sample's sets the drawer's transform: the sheet's height, an
    /// animatable property that places the card.
    @discardableResult
    func startAnimation() -> PropertyAnimator {
        if let running = sampleAnimator, running.state == .active { return running }
        if cardSheet.transitionCoordinator == nil { sheet.detentAnimator?.finishWhereHeading() }  // lands on its detent
        restsOpen = sheet.selectedDetentIdentifier == Self.openDetent
        let target = restsOpen ? closedHeight : openHeight
        let running = PropertyAnimator(duration: 0, timingParameters: .spring(spring(under: .sample), initialVelocity: 0))
        running.addAnimations { [unowned self] in sheet.animatableHeight = target }
        running.addCompletion { [weak self, weak running] position in
            guard let self, sampleAnimator === running else { return }
            if position == .end { restsOpen.toggle() }
            sampleAnimator = nil
            sheet.selectedDetentIdentifier = restsOpen ? Self.openDetent : Self.closedDetent  // where it is now
        }
        sampleAnimator = running
        running.startAnimation()
        return running
    }

    // MARK: Reduced motion

    /// Fades the card out where it is and in at the chosen end: no movement at all.
    func crossFade(towardOpen: Bool) {
        if let running = sampleAnimator {
            sampleAnimator = nil
            running.stopAnimation(true)
        }
        sheet.stopMoving()
        let card: View = cardSheet.view
        let from = sheet.height
        let target = towardOpen ? Self.openDetent : Self.closedDetent
        let running = CrossFadeAnimator.move(card, driver: environment.driver) { [unowned self] arrived in
            if arrived { sheet.selectedDetentIdentifier = target } else { sheet.animatableHeight = from }
        }
        running.addCompletion { [weak self] _ in
            guard let self else { return }
            sheet.selectedDetentIdentifier = target
            restsOpen = towardOpen
            crossFadeAnimator = nil
        }
        crossFadeTarget = towardOpen
        crossFadeAnimator = running
        running.startAnimation()
    }
}
