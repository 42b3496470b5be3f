import Motion

/// The sheet's motion: one `PropertyAnimator` at a time, caught by a press, scrubbed by a drag,
/// continued by the release with a spring (see `SheetPresentationController`).
extension SheetPresentationController {
    // MARK: The pan

    /// Moves the sheet with `pan`, as the sheet's own pan does: a press catches it where it is, the
    /// drag scrubs it between its detents (rubber band past the ends), the release takes it to a
    /// detent or dismisses it. For an app that drags the sheet with a gesture of its own (beyond
    /// UIKit): disable `panGestureRecognizer` and hand every call of that gesture's action here.
    public func followPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag()
            fallthrough  // the movement that began the drag moves the sheet too
        case .changed:
            hold?.drag.velocity = -pan.velocity(in: nil).y
            drag(by: -pan.translation(in: nil).y)
        case .ended:
            release(velocity: -pan.velocity(in: nil).y)
        case .cancelled:
            release(velocity: 0)
        default:
            break
        }
    }

    /// Ends whatever moves the sheet, where it shows: a person's drag is let go with no release,
    /// the sheet's animator stops, and the sheet stays at the height it shows (off its detents,
    /// unless it stopped on the selected one, until code selects one: setting
    /// `selectedDetentIdentifier`, even to the same detent, takes it there at once). A
    /// presentation or dismissal is left to its transition.
    public func stopMoving() {
        guard containerView != nil, !isTransitioning else { return }
        hold = nil
        stopDetentAnimator()
        let shown = height
        rubberBand = 0
        setHeight(shown)
    }

    /// Whether the sheet has come to rest to the eye: no person holds it, and the animator that
    /// moves it, if any (a run to a detent, a presentation, a dismissal), is within `tolerance`
    /// of where it goes, and slower than the tolerance's velocity.
    public func isAtRest(within tolerance: Tolerance = .visible) -> Bool {
        guard hold == nil else { return false }
        guard let animator = detentAnimator, animator.state == .active else { return true }
        return animator.isAtRest(within: tolerance, span: abs(detentAnimatorSpanLength))
    }

    /// A hold on the sheet where it shows: between its detents, from 0 when it may dismiss it.
    private func makeHold(mayDismiss: Bool) -> SheetHold {
        let detents = resolvedDetents.map(\.height)
        let smallest = detents.first ?? 0
        let range = (mayDismiss ? 0 : smallest)...max(detents.last ?? smallest, mayDismiss ? 0 : smallest)
        return SheetHold(
            drag: SnapDrag(at: height, snapPoints: mayDismiss ? [0] + detents : detents, range: range, bandDimension: bandDimension),
            mayDismiss: mayDismiss)
    }

    func beginDrag() {
        guard let driver else { return }
        takeOverTransition()
        let held = makeHold(mayDismiss: personMayDismiss)
        hold = held
        let (lowest, highest) = (held.drag.range.lowerBound, held.drag.range.upperBound)
        // A caught animator that already spans the drag's range is the one the drag scrubs (the
        // card sample's way: one animator, caught, scrubbed and continued, whichever way it ran);
        // any other gives way to a new one over the range.
        if let caught = detentAnimator, caught.state == .active, detentAnimatorSpan == (lowest, highest) {
            caught.pauseAnimation()
            arrival = nil
        } else {
            stopDetentAnimator()
            if highest - lowest >= 1 { makeRun(from: lowest, to: highest, driver: driver).pauseAnimation() }
        }
    }

    /// Moves the dragged sheet to its start plus `rise` points: the span animator's fraction
    /// inside the range, the rubber band beyond it.
    func drag(by rise: Double) {
        guard var held = hold else { return }
        held.drag.move(by: rise)
        hold = held
        let range = held.drag.range
        let clamped = held.drag.clampedPosition
        rubberBand = held.drag.rubberBand
        if let span = detentAnimator, span.state == .active, range.upperBound > range.lowerBound {
            let fraction = (clamped - range.lowerBound) / (range.upperBound - range.lowerBound)
            span.fractionFromStart = fraction  // a reversed animator's fractionComplete counts back
            layoutSheet()
        } else {
            unbandedHeight = clamped
        }
    }

    /// Lets go at `velocity` (points per second, upward positive): to the detent its projection
    /// snaps to, or a dismissal.
    func release(velocity: Double) {
        guard let held = hold else { return }
        hold = nil
        let drag = held.drag
        // 0 is a place to land too: a dismissal where the projection snaps to it. A refused one is
        // judged where the pointer took the sheet, not where the rubber band shows it.
        let judgedFrom = held.mayDismiss ? height : drag.pointerPosition
        let detents = resolvedDetents.map(\.height)
        if drag.snapPoint(from: judgedFrom, velocity: velocity, using: gestureRelease, among: [0] + detents) == 0 {
            if held.mayDismiss {
                dismissByPerson(releaseVelocity: velocity)
                return
            }
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        guard let targetHeight = drag.snapPoint(from: height, velocity: velocity, using: gestureRelease, among: detents),
            let target = resolvedDetents.first(where: { $0.height == targetHeight })
        else { return }
        // The drag's own animator carries on when the detent is one of its ends (reversed to go
        // back, as the card sample does); a rubber band, or a detent between its ends, takes a
        // run of its own from where the sheet shows.
        if rubberBand == 0, let span = detentAnimator, span.state == .active, !span.isRunning,
            target.height == detentAnimatorSpan.from || target.height == detentAnimatorSpan.to
        {
            continueSpan(span, to: target.identifier, back: target.height == detentAnimatorSpan.from, velocity: velocity)
        } else {
            run(toHeight: target.height, detent: target.identifier, velocity: velocity, byPerson: true)
        }
    }

    /// Continues the drag's paused animator to its end (or, `back`, to its start) with the
    /// release spring at `velocity` (points per second upward).
    private func continueSpan(_ span: PropertyAnimator, to detent: Detent.Identifier, back: Bool, velocity: Double) {
        land(on: detent, byPerson: true, at: back ? .start : .end)
        span.isReversed = back
        let progressPerSecond = velocity / (detentAnimatorSpan.to - detentAnimatorSpan.from)
        span.continueAnimation(releasedAt: back ? -progressPerSecond : progressPerSecond, using: gestureRelease)
    }

    /// Selects `detent` now, and makes `detentAnimator` land the sheet there when it ends at
    /// `position`: it rests there, and a person's landing on another detent than the one selected
    /// before tells the delegate.
    private func land(on detent: Detent.Identifier, byPerson: Bool, at position: PropertyAnimator.Position) {
        let previous = selectedDetentIdentifier
        recordSelection(detent)
        arrival = (
            position,
            { [weak self] in
                guard let self else { return }
                if byPerson && previous != detent {
                    (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
                }
            }
        )
    }

    /// A new `detentAnimator` from height `from` to `to`, inactive; the one before is let go.
    @discardableResult
    private func makeRun(from: Double, to: Double, driver: AnimationDriver) -> PropertyAnimator {
        let animator = PropertyAnimator(
            duration: 0, timingParameters: .spring(gestureRelease.spring, initialVelocity: 0), driver: driver)
        // The block runs as the animator starts or pauses: from `from` to `to` on its progress.
        heightStorage.setModelWithoutAnimation(from)
        animator.addAnimations { [unowned self] in animatableHeight = to }
        animator.addCompletion { [weak self, weak animator] position in
            guard let self, let animator, detentAnimator === animator else { return }
            detentAnimator = nil
            if let arrival, arrival.position == position { arrival.landed() }
            arrival = nil
        }
        detentAnimatorSpan = (from, to)
        arrival = nil
        detentAnimator = animator
        return animator
    }

    /// A press during the sheet's presentation or dismissal ends it where the sheet is: a
    /// presentation has arrived (the person holds the sheet), a dismissal is called off.
    func takeOverTransition() {
        guard let context = presentedViewController.presentationContext, !context.isCompleted else { return }
        stopDetentAnimator()
        // Held where it is: the presentation's end leaves it there.
        if hold == nil { hold = makeHold(mayDismiss: false) }
        context.completeTransition(context.kind == .present)
    }

    /// Holds a running sheet where it is: a press catches it.
    func stopDetentAnimator() {
        guard let animator = detentAnimator else { return }
        detentAnimator = nil
        arrival = nil
        if animator.state == .active { animator.stopAnimation(true) }
    }

    // MARK: Runs to a detent

    /// The height the animator (or the drag's clamped part) puts the sheet at; the shown height
    /// adds the rubber band.
    var unbandedHeight: Double {
        get { height - rubberBand }
        set { setHeight(newValue + rubberBand) }
    }

    /// The dimension the rubber band is measured against: the container's height.
    private var bandDimension: Double { max(containerView?.bounds.height ?? 1, 1) }

    var driver: AnimationDriver? { containerView?.window?.driver }

    /// Springs the sheet from where it is to `target` (a detent's height), leaving at `velocity`
    /// (points per second upward on the pointer's clock). A person's run tells the delegate when
    /// it lands on another detent than the one it left.
    func run(toHeight target: Double, detent: Detent.Identifier, velocity: Double, byPerson: Bool) {
        // Sent back where it came from, a running animator turns round (UIKit's `isReversed`),
        // keeping its speed.
        if let running = detentAnimator, running.isRunning, rubberBand == 0,
            target == (running.isReversed ? detentAnimatorSpan.to : detentAnimatorSpan.from)
        {
            land(on: detent, byPerson: byPerson, at: running.isReversed ? .end : .start)
            running.isReversed.toggle()
            return
        }
        stopDetentAnimator()
        let from = height
        rubberBand = 0
        guard let driver, abs(target - from) >= 0.01 else {
            land(on: detent, byPerson: byPerson, at: .end)
            setHeight(target)
            arrival?.landed()
            arrival = nil
            return
        }
        let animator = makeRun(from: from, to: target, driver: driver)
        land(on: detent, byPerson: byPerson, at: .end)
        animator.pauseAnimation()
        animator.continueAnimation(releasedAt: velocity / (target - from), using: gestureRelease)
    }

    /// Records a detent the sheet chose itself (a landing, a detent gone), without moving it again.
    func recordSelection(_ identifier: Detent.Identifier) {
        isRecordingSelection = true
        selectedDetentIdentifier = identifier
        isRecordingSelection = false
    }

    /// Takes the sheet to the selected detent after code changed it: springing inside
    /// `animateChanges(_:)` (carrying the velocity it has), at once outside.
    func moveToSelectedDetent() {
        guard containerView != nil, !isTransitioning, !isDragging, presentingViewController != nil,
            let selected = selectedDetent
        else { return }
        if isAnimatingChanges {
            run(toHeight: selected.height, detent: selected.identifier, velocity: heightVelocity, byPerson: false)
        } else {
            stopDetentAnimator()
            rubberBand = 0
            setHeight(selected.height)
        }
    }

    // MARK: Dismissal by a person

    /// A click on the dimming view: dismisses unless the presented controller is modal in
    /// presentation (the click is then ignored) or the delegate refuses (dropped silently, as
    /// UIKit does for backdrop taps).
    func dimmingViewTapped() {
        guard !isTransitioning, personMayDismiss else { return }
        dismissByPerson(releaseVelocity: nil)
    }

}

/// Presents a sheet by springing it up from the bottom edge to its selected detent, and
/// dismisses it by springing it down from where it is; both on the sheet's own spring, as the
/// sheet's one animator.
@MainActor final class SheetTransitionAnimator: InterruptibleAnimatedTransitioning {
    unowned let sheet: SheetPresentationController
    let isPresenting: Bool

    init(sheet: SheetPresentationController, presenting: Bool) {
        self.sheet = sheet
        isPresenting = presenting
    }

    func transitionDuration(using context: TransitionContext) -> Double {
        sheet.gestureRelease.spring.settlingDuration()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let sheet = self.sheet
            sheet.stopDetentAnimator()
            if isPresenting, let presented = sheet.presentedView {
                context.containerView.insertSubview(presented, above: sheet.dimmingView)
            }
            let from = sheet.height
            let to = isPresenting ? (sheet.selectedDetent?.height ?? 0) : 0
            let animator = PropertyAnimator(
                duration: 0, timingParameters: .spring(sheet.gestureRelease.spring, initialVelocity: 0),
                driver: context.animationDriver)
            sheet.rubberBand = 0
            sheet.setHeight(from)
            animator.addAnimations { [unowned sheet] in sheet.animatableHeight = to }
            animator.addCompletion { [weak sheet, weak animator] _ in
                if let sheet, sheet.detentAnimator === animator { sheet.detentAnimator = nil }
            }
            sheet.detentAnimatorSpan = (from, to)
            sheet.detentAnimator = animator
            return animator
        }
    }
}

/// Hands a person's release to the dismissal it starts: the dismissal's animator continues at
/// once with the sheet's release spring, at the pointer's velocity.
@MainActor final class SheetReleaseInteraction: InteractiveTransitioning {
    unowned let sheet: SheetPresentationController
    /// Points per second, upward positive.
    let velocity: Double
    let wantsInteractiveStart = false

    init(sheet: SheetPresentationController, velocity: Double) {
        self.sheet = sheet
        self.velocity = velocity
    }

    func startInteractiveTransition(_ context: TransitionContext) {
        let from = sheet.height
        let animator = context.animatedTransitioning.interruptibleAnimator(using: context)
        animator.pauseAnimation()
        context.finishInteractiveTransition()
        // Toward the bottom edge is toward the end: a downward release (negative) is positive here.
        animator.continueAnimation(releasedAt: from > 0 ? -velocity / from : 0, using: sheet.gestureRelease)
    }
}
