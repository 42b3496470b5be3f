import Motion

/// How a person takes hold of the zoom: a press that catches it while it moves, a pull down or
/// a swipe from the leading edge on the open page, a pinch; the card under the fingers; the
/// release that decides between the source and the page. What the card does then is the
/// animator's (`ZoomTransition.swift`), where it goes the geometry's (`ZoomGeometry`).
extension ZoomTransitionAnimator {
    // MARK: Turning round and catching

    /// A leave asked for while the zoom arrives turns it round: the arrival completes where the
    /// page is, and the leave carries on from there at its velocity (as Apple's zoom does for a
    /// grab).
    public func completeArrival(forLeaveDuring context: TransitionContext) -> Bool {
        completeArrivalForLeave(keepingVelocity: true)
    }

    /// The arrival is under way: it completes where the card is, and what the card was doing
    /// is kept for the leave that follows. False when no arrival of this animator runs.
    private func completeArrivalForLeave(keepingVelocity: Bool) -> Bool {
        guard let context, !context.isCompleted, context.kind == .push || context.kind == .present,
            let progressAnimator
        else { return false }
        let velocity = keepingVelocity ? currentVelocity : (center: Point.zero, size: Size.zero)
        stopMotion()
        handOver = HandOver(frame: shownFrame, velocity: velocity)
        context.finishInteractiveTransition()
        restorePage()
        progressAnimator.stopAnimation(false)
        progressAnimator.finishAnimation(at: .end)
        return true
    }

    /// Starts the leaving transition under a gesture: a pop, or a dismissal.
    private func startLeave() -> Bool {
        if let navigation = zoomed.navigationController {
            guard navigation.popViewController(animated: true, drivenBy: self) != nil else { return false }
        } else if zoomed.presentingViewController != nil {
            guard zoomed.dismiss(animated: true, drivenBy: self) else { return false }
        } else {
            return false
        }
        return context.map { !$0.isCompleted && ($0.kind == .pop || $0.kind == .dismiss) } ?? false
    }

    /// Whether the page may be taken now: it is the top of its stack or presented, and the
    /// app's `interactiveDismissShouldBegin` agrees.
    func mayTakeHold(willBegin: Bool) -> Bool {
        if !willBegin { return isInFlight }
        if let navigation = zoomed.navigationController {
            guard navigation.topViewController === zoomed, !navigation.isTransitioning, navigation.viewControllers.count > 1
            else { return false }
        } else {
            guard let presenting = zoomed.presentingViewController, presenting.presentationTransition == nil, !zoomed.isModalInPresentation
            else { return false }
        }
        let recognizer: GestureRecognizer = pinch.isActive || pinch.numberOfPointers >= 2 ? pinch : pan
        if recognizer === pan, !pullsOrSwipes { return false }
        guard let shouldBegin = options.interactiveDismissShouldBegin else { return true }
        return shouldBegin(.init(location: recognizer.location(in: zoomed.view), velocity: pan.velocity(in: zoomed.view), willBegin: true))
    }

    /// The pan at rest begins only as a pull down or a rightward swipe from the leading edge.
    private var pullsOrSwipes: Bool {
        let t = pan.translation(in: nil)
        let start = pan.location(in: zoomed.view) - pan.translation(in: zoomed.view)
        return (t.y > abs(t.x)) || (start.x <= options.edgeWidth && t.x > abs(t.y))
    }

    // MARK: Holding, pulling, pinching

    func handlePan() {
        switch pan.state {
        case .began where grab == nil: takeHold()
        case .began, .changed: follow()
        case .ended, .cancelled: letGo(cancelled: pan.state == .cancelled)
        default: break
        }
    }

    func handlePinch() {
        switch pinch.state {
        case .began where grab == nil: takeHold()
        case .began, .changed: follow()
        // The pan lets go when it drives; a pinch that never moved the fingers' centre has to.
        case .ended where !pan.isActive, .cancelled where !pan.isActive: letGo(cancelled: pinch.state == .cancelled)
        default: break
        }
    }

    /// A press on the moving card, or a pull, swipe or pinch on the open page: the card is held.
    private func takeHold() {
        guard grab == nil else { return }
        let caught = isInFlight
        if let context, !context.isCompleted {
            if context.kind == .push || context.kind == .present {
                // Apple: a grab during the push "completes the push and starts a pop".
                guard completeArrivalForLeave(keepingVelocity: false), startLeave() else { return }
            } else {
                stopMotion()
                context.pauseInteractiveTransition()
            }
        } else {
            guard startLeave() else { return }
        }
        guard let context else { return }
        let point = pan.location(in: context.containerView)
        let frame = ZoomGeometry.rect(center: center, size: size)
        let anchor = Point(
            x: frame.width > 0 ? (point.x - frame.minX) / frame.width : 0.5,
            y: frame.height > 0 ? (point.y - frame.minY) / frame.height : 0.5)
        let start = pan.location(in: zoomed.view) - pan.translation(in: zoomed.view)
        let fromEdge = !caught && start.x <= options.edgeWidth && !pinch.isActive && isEdgeSwipe
        grab = Grab(
            point: point, size: size, anchor: anchor, translation: pan.translation(in: context.containerView),
            fromEdge: fromEdge, hold: ZoomGeometry.hold)
        render()
    }

    /// The pan's movement since the press is a rightward swipe more than a downward pull.
    private var isEdgeSwipe: Bool {
        let t = pan.translation(in: nil)
        return t.x > abs(t.y)
    }

    /// The pan's translation since the hold, in the container.
    private func heldTranslation(_ grab: Grab) -> Point {
        guard let context else { return .zero }
        return pan.translation(in: context.containerView) - grab.translation
    }

    /// Puts the card under the fingers: scaled by the pull and the pinch, the grabbed point where
    /// its hold takes it.
    func follow() {
        guard var grab else { return }
        grab.hold.move(by: heldTranslation(grab))
        self.grab = grab
        let t = grab.hold.position
        let size = grab.size * scaleFactor(grab, translation: t)
        let centroid = grab.point + t
        place(
            ZoomGeometry.rect(
                center: Point(
                    x: centroid.x + (0.5 - grab.anchor.x) * size.width, y: centroid.y + (0.5 - grab.anchor.y) * size.height),
                size: size))
        context?.updateInteractiveTransition(progress)
        render()
    }

    /// How much of the held size the card keeps: the pull's share times the pinch's, held
    /// between a tenth of the page and the page.
    private func scaleFactor(_ grab: Grab, translation t: Point) -> Double {
        let bounds = geometry.scaleBounds(heldSize: grab.size)
        return min(max(pullScale(grab, translation: t) * pinchScale, bounds.lowerBound), bounds.upperBound)
    }

    func pullScale(_ grab: Grab, translation t: Point) -> Double {
        geometry.pullScale(t, fromEdge: grab.fromEdge, minimumScale: options.minimumScale)
    }

    /// The pinch's share of the scale, still there as the last finger lifts.
    private var pinchScale: Double { isPinching ? pinch.scale : 1 }
    private var isPinching: Bool { pinch.isActive || pinch.state == .ended }

    /// The release: the projected size and place decide between the source and the page; the
    /// spring leaves at the card's own velocity.
    private func letGo(cancelled: Bool) {
        guard var grab, let context else { return }
        self.grab = nil
        grab.hold.move(by: heldTranslation(grab))
        let page = pageFrame
        let t = grab.hold.position
        // The held point's velocity (the pointer's, as it follows 1:1).
        let held = grab.hold.shownVelocity(forPointerVelocity: cancelled ? Point.zero : pan.velocity(in: context.containerView))
        // d(scale)/dt from the pull (while it is within its range) and from the pinch.
        let fraction = geometry.pullFraction(t, fromEdge: grab.fromEdge)
        var pullRate = 0.0
        if fraction > 0 && fraction < 1 {
            let along = grab.fromEdge ? held.x / max(page.width, 1) : held.y / max(page.height, 1)
            pullRate = -(1 - options.minimumScale) * along
        }
        let pinchRate = cancelled || !isPinching ? 0 : pinch.velocity
        var scaleRate = pullRate * pinchScale + pullScale(grab, translation: t) * pinchRate
        let bounds = geometry.scaleBounds(heldSize: grab.size)
        let s = pullScale(grab, translation: t) * pinchScale
        if s <= bounds.lowerBound || s >= bounds.upperBound { scaleRate = 0 }
        let sizeVelocity = grab.size * scaleRate
        let centerVelocity = Point(
            x: held.x + (0.5 - grab.anchor.x) * sizeVelocity.width, y: held.y + (0.5 - grab.anchor.y) * sizeVelocity.height)
        let closes =
            !cancelled
            && geometry.releaseCloses(
                shownFrame, sizeVelocity: sizeVelocity, centerVelocity: centerVelocity, using: release)
        if closes {
            context.finishInteractiveTransition()
            refreshSource()
        } else {
            context.cancelInteractiveTransition()
        }
        let driver = context.animationDriver
        animate(
            toOpen: !closes,
            velocity: (
                Point(
                    x: driver.animationVelocity(fromClockVelocity: centerVelocity.x),
                    y: driver.animationVelocity(fromClockVelocity: centerVelocity.y)),
                Size(
                    width: driver.animationVelocity(fromClockVelocity: sizeVelocity.width),
                    height: driver.animationVelocity(fromClockVelocity: sizeVelocity.height))
            ))
    }
}
