import Motion

/// The zoom transition (`preferredTransition = .zoom(…)`, iOS 18's): the page grows out of its
/// source view and shrinks back into it, continuously interactive, as Apple describes it (people
/// "can grab, drag, and control the transitions when they begin and anytime during their
/// animation").
///
/// - **The card.** While it moves, the page is a card: its frame runs from the source view's to
///   the container's, its corners from the source's radius to none, and the page inside it is
///   scaled to fill it (aspect-fill about the alignment rect, so a page that looks like its tile
///   at the tile's size is one picture with it at both ends). What is behind dims with the card's
///   openness (`ZoomOptions.dimmingColor`). The source view is hidden while the page is out.
/// - **Three springs.** The card's centre x, centre y and size each run on their own spring
///   (`ZoomOptions.spring`), so the card carries whatever velocity it had in any direction.
/// - **Continuously interactive.** A press on the card while it moves holds it where it is and a
///   drag takes it over. During an arrival (push, present) the arrival completes at once and the
///   leaving transition starts under the fingers, as Apple has it ("completes the push and starts
///   a pop"); a push is never cancelled. During a leave it becomes interactive again.
/// - **Dismissal.** On the open page a drag down anywhere, a rightward drag from the leading
///   edge (`edgeWidth`), or a pinch (with the pan) takes the page as a card under the fingers:
///   the point under them stays under them, and it shrinks as it is pulled (to `minimumScale`
///   over the whole height or width) and as it is pinched. The card follows from where the drag
///   begins, behind the pointer by the pan's 10-point hysteresis, so it never jumps.
/// - **Release.** The projected size and place (`Deceleration`, as UIScrollView's) decide: past
///   `dismissThreshold` the card lands on the source view (asked for again) carrying the
///   release's velocity, otherwise it springs back open.
/// - **Turning round.** `popViewController` or `dismiss` during the arrival turns the card round
///   where it is, at its velocity (the arrival completes first, as a grab's does).
/// - **Reduce Motion** (`Window.isReduceMotionEnabled`): a cross-fade, the card fading out where
///   it is and in where it goes.
///
/// The transition context's progress is the card's openness (its width between the source's and
/// the page's): 1 − openness for a pop or dismissal. Alongside animations (a navigation bar's
/// titles) follow it. Every number is Drawer's, since Apple publishes none (docs/manual/modes.md).
public final class ZoomTransitionAnimator: TransitionInterruptionHandling, InteractiveTransitioning {
    public typealias Options = ViewController.Transition.ZoomOptions
    public let options: Options
    let sourceViewProvider: (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    /// The controller that zooms (it owns this animator).
    unowned let zoomed: ViewController

    /// A hold of the card: where it was taken, at what size, which point of it is under the
    /// pointers (as fractions of its width and height), and the pan's translation then.
    private struct Grab {
        let point: Point
        let size: Size
        let anchor: Point
        let translation: Point
        /// Began at the leading edge: a rightward drag pulls.
        let fromEdge: Bool
    }

    /// The card's geometry and velocity, handed from an arrival completed early to the leave
    /// that takes over.
    private struct HandOver {
        let frame: Rect
        let velocity: (center: Point, size: Size)
    }

    private weak var context: TransitionContext?
    private var progressAnimator: PropertyAnimator?
    /// The page is heading for (or was last sent to) the open state.
    private var isArriving = false
    private var sourceView: View?
    /// The source view this zoom hid, while the page is out.
    private var hiddenSource: View?
    private var pageBackground: Color?
    /// The card: clips the scaled page, and draws the page's background with rounded corners.
    private let card = ZoomCardView(name: "zoom.card")
    private let dimming = ZoomCardView(name: "zoom.dimming")

    /// The card's frame in the container's points: the zoom's own animatable property. Its
    /// spring is one end-value block on `motion`, and the card, the page in it and the dimming
    /// are laid out from its presentation every frame while it animates.
    var cardStorage = AnimatableProperty(Rect.zero)
    /// The spring moving the card, while one does.
    private var motion: PropertyAnimator?
    /// Where the card shows now.
    private var shownFrame: Rect { cardStorage.presentation }
    private var center: Point { Point(x: shownFrame.midX, y: shownFrame.midY) }
    private var size: Size { shownFrame.size }
    private var fade: PropertyAnimator?
    private var grab: Grab?
    private var handOver: HandOver?
    /// True while a gesture of this animator starts the leaving transition, so that the
    /// navigation controller or presentation hands it the interaction.
    private(set) var isStartingInteractively = false

    private let pan = PanGestureRecognizer()
    private let pinch = PinchGestureRecognizer()
    private var gesturesInstalled = false

    init(
        zoomed: ViewController, options: Options,
        sourceViewProvider: @escaping (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    ) {
        self.zoomed = zoomed
        self.options = options
        self.sourceViewProvider = sourceViewProvider
        card.clipsToBounds = true
        dimming.isUserInteractionEnabled = false
        pan.beginsOnPress = { [unowned self] in isInFlight }
        pan.mayBegin = { [unowned self] in mayTakeHold(willBegin: !isInFlight) }
        pinch.mayBegin = { [unowned self] in mayTakeHold(willBegin: !isInFlight) }
        pinch.shouldRecognizeSimultaneously = { [unowned self] in $0 === pan }
        pan.action = { [unowned self] _ in handlePan() }
        pinch.action = { [unowned self] _ in handlePinch() }
    }

    /// A zoom replaced (a new `preferredTransition`) takes its gestures with it, and shows the
    /// source it hid: nothing of it stays behind on the page.
    deinit {
        for recognizer in [pan, pinch as GestureRecognizer] { recognizer.view?.removeGestureRecognizer(recognizer) }
        hiddenSource?.isHidden = false
    }

    // MARK: What the demo's state line reads

    /// The card's frame in its container while the page is a card, nil at rest.
    package var cardFrame: Rect? { context == nil ? nil : shownFrame }
    /// The card's corner radius now.
    package var cardCornerRadius: Double { context == nil ? 0 : card.cornerRadius }
    /// The source view's frame in the container, while the page is a card.
    package var sourceFrame: Rect? { context == nil ? nil : sourceRect }
    /// Whether a person holds the card.
    package var isHeld: Bool { grab != nil }
    /// Whether springs (or the fade) move the card.
    package var isMoving: Bool { motion != nil || fade != nil }

    /// Ends, where they were heading, springs that are at rest by `tolerance`, so an invisible
    /// tail blocks nothing: each of the centre's and the size's components at rest.
    package func endMotionAtRest(within tolerance: Tolerance) {
        guard let motion, motion.isRunning, grab == nil else { return }
        func components(_ r: Rect) -> [Double] { [r.midX, r.midY, r.width, r.height] }
        let left = components(cardStorage.presentation - cardStorage.model)
        let velocity = components(cardStorage.presentationVelocity)
        guard zip(left, velocity).allSatisfy({ tolerance.isAtRest(offset: $0, velocity: $1) }) else { return }
        motion.stopAnimation(false)
        motion.finishAnimation(at: .end)
    }

    // MARK: AnimatedTransitioning

    public func transitionDuration(using context: TransitionContext) -> Double { options.spring.settlingDuration() }

    /// The transition's animator: scrubbed to the card's progress, never run, so alongside
    /// animations follow the card.
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let animator = PropertyAnimator(duration: 1, curve: .linear, driver: context.animationDriver)
            animator.pauseAnimation()
            return animator
        }
    }

    public func animateTransition(using context: TransitionContext) { begin(context) }

    public var wantsInteractiveStart: Bool { true }

    public func startInteractiveTransition(_ context: TransitionContext) { begin(context) }

    public func animationEnded(_ transitionCompleted: Bool) {
        // Also the path of a transition ended from outside (`endImmediately`).
        stopMotion()
        grab = nil
        restorePage()
        if !pageIsShown { hide(nil) }
        context = nil
        progressAnimator = nil
    }

    /// Whether the page is on screen at rest (in a stack on top, or presented).
    private var pageIsShown: Bool {
        zoomed.view.superview != nil
    }

    // MARK: Beginning

    private var isInFlight: Bool { context.map { !$0.isCompleted } ?? false }

    private func begin(_ context: TransitionContext) {
        self.context = context
        isArriving = context.kind == .push || context.kind == .present
        installGestures()
        let container = context.containerView
        let page = zoomed.view
        let other = isArriving ? context.fromViewController : context.toViewController
        if context.kind == .pop, context.toView.superview !== container {
            container.insertSubview(context.toView, at: 0)
        }
        refreshSource(other: other)
        // The dimming above what is behind, the card above it, the page in the card.
        dimming.backgroundColor = options.dimmingColor ?? Color(red: 0, green: 0, blue: 0, alpha: 0.15)
        dimming.frame = container.bounds
        if context.kind == .pop || context.kind == .push, other.view.superview === container {
            container.insertSubview(dimming, above: other.view)
        } else {
            container.insertSubview(dimming, at: 0)
        }
        container.addSubview(card)
        pageBackground = page.backgroundColor
        card.backgroundColor = page.backgroundColor
        page.backgroundColor = .clear
        TransitionContainerView.putAtRest(page, in: Rect(origin: .zero, size: container.bounds.size))
        card.addSubview(page)
        progressAnimator = interruptibleAnimator(using: context)

        let velocity: (center: Point, size: Size)
        if let handOver {
            place(handOver.frame)
            velocity = handOver.velocity
            self.handOver = nil
        } else {
            let start = isArriving ? sourceRect : pageFrame
            place(start)
            velocity = (.zero, .zero)
        }
        if isStartingInteractively {
            render()
        } else {
            animate(toOpen: isArriving, velocity: velocity)
        }
    }

    private func installGestures() {
        guard !gesturesInstalled else { return }
        gesturesInstalled = true
        // The pan first: when the pinch moves the card, the pan has seen the same event (the
        // card reads both), and the pan lets go while the pinch still has its rate.
        zoomed.view.addGestureRecognizer(pan)
        zoomed.view.addGestureRecognizer(pinch)
    }

    /// Asks the provider for the source view again, showing the old one and hiding the new.
    private func refreshSource(other: ViewController? = nil) {
        guard let context else { return }
        let source = other ?? (isArriving ? context.fromViewController : context.toViewController)
        let view = sourceViewProvider(.init(sourceViewController: source, zoomedViewController: zoomed))
        sourceView = view
        hide(view)
    }

    /// Hides `view` (nil: none) and shows the source this zoom hid before, if another.
    private func hide(_ view: View?) {
        if hiddenSource !== view { hiddenSource?.isHidden = false }
        view?.isHidden = true
        hiddenSource = view
    }

    /// The frame of the page when open: the whole container.
    private var pageFrame: Rect { context.map { Rect(origin: .zero, size: $0.containerView.bounds.size) } ?? .zero }

    /// The source view's frame in the container; without one, a quarter of the page at its centre.
    private var sourceRect: Rect {
        let page = pageFrame
        guard let context, let sourceView, let inverse = context.containerView.transformToWindow.inverted() else {
            return Rect(x: page.midX - page.width / 8, y: page.midY - page.height / 8, width: page.width / 4, height: page.height / 4)
        }
        return Rect.boundingBox(of: sourceView.cornersInWindow.map(inverse.apply(to:)))
    }

    /// How open the card looks: 0 the source's width, 1 the page's.
    private var openness: Double {
        let source = sourceRect
        let page = pageFrame
        guard page.width > source.width else { return 1 }
        return min(max((size.width - source.width) / (page.width - source.width), 0), 1)
    }

    // MARK: Springs

    /// The card's velocity now: its centre's and its size's, points per second of animation time.
    private var currentVelocity: (center: Point, size: Size) {
        let velocity = cardStorage.presentationVelocity
        return (Point(x: velocity.midX, y: velocity.midY), velocity.size)
    }

    /// Sends the card open (`toOpen`) or onto its source on its spring, leaving at `velocity`:
    /// nothing jumps, whatever it was doing.
    private func animate(toOpen: Bool, velocity: (center: Point, size: Size)) {
        guard let context else { return }
        stopMotion()
        isArriving = toOpen
        let target = toOpen ? pageFrame : sourceRect
        if context.containerView.window?.isReduceMotionEnabled == true {
            crossFade(to: target, driver: context.animationDriver)
            return
        }
        guard let (spring, leaving) = Self.spring(from: shownFrame, to: target, velocity: velocity, GestureRelease(spring: options.spring))
        else {
            place(target)
            arrive()
            return
        }
        let driver = context.animationDriver
        let running = PropertyAnimator(duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: driver)
        AnimationTransaction.animate(on: running, options: Never?.none, initialVelocity: leaving) {
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

    /// The card's spring from `from` to `target` and its velocity as it leaves (the frame's, in
    /// points per second), from `velocity` (its centre's and its size's); nil when there is
    /// nowhere to go.
    ///
    /// Each axis leaves as `release` would send it alone: its velocity over its distance capped,
    /// and the size's height following its width, so the card keeps its aspect between the two
    /// (as it did when each axis had a spring of its own). One spring moves the whole card, damped
    /// as `release` damps the axis that leaves fastest toward its end: for a spring that does not
    /// overshoot on its own, that axis then does not, and no slower one does.
    static func spring(
        from: Rect, to target: Rect, velocity: (center: Point, size: Size), _ release: GestureRelease
    ) -> (Spring, leaving: Rect)? {
        let distances = (x: target.midX - from.midX, y: target.midY - from.midY, width: target.width - from.width)
        guard [distances.x, distances.y, distances.width, target.height - from.height].contains(where: { abs($0) > 1e-6 })
        else { return nil }
        // Each axis's velocity as a fraction of its distance a second, toward the target positive.
        func relative(_ velocity: Double, _ distance: Double) -> Double {
            abs(distance) > 1e-6 ? release.relativeVelocity(velocity / distance, distance: 1) : 0
        }
        let rx = relative(velocity.center.x, distances.x)
        let ry = relative(velocity.center.y, distances.y)
        let rw = relative(velocity.size.width, distances.width)
        guard case .spring(let spring, _) = release.timing(velocity: max(rx, ry, rw), distance: 1) else { return nil }
        let size = Size(width: rw * distances.width, height: rw * (target.height - from.height))
        let center = Point(x: rx * distances.x, y: ry * distances.y)
        return (spring, Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
    }

    /// Puts the card at `frame` at once, ending any motion of it.
    private func place(_ frame: Rect) {
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

    /// Stops every spring and the fade where they are, the card staying where it shows.
    private func stopMotion() {
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
        let running = PropertyAnimator(duration: CrossFadeAnimator.duration, curve: .easeInOut, driver: driver)
        running.addAnimations { [unowned self] p in
            card.alpha = abs(1 - 2 * p)
            place(p < 0.5 ? start : target)
            render()
        }
        running.addCompletion { [weak self, weak running] _ in
            guard let self, fade === running else { return }
            fade = nil
            card.alpha = 1
            arrive()
        }
        fade = running
        running.startAnimation()
    }

    /// The page back in the container as a screen at rest, the card and the dimming gone.
    private func restorePage() {
        let page = zoomed.view
        if page.superview === card, let container = card.superview {
            container.insertSubview(page, above: card)
        }
        if let pageBackground {
            page.backgroundColor = pageBackground
            self.pageBackground = nil
        }
        page.transform = .identity
        card.removeFromSuperview()
        dimming.removeFromSuperview()
        card.alpha = 1
    }

    // MARK: Turning round and catching

    /// A leave asked for while the zoom arrives turns it round: the arrival completes where the
    /// page is, and the leave carries on from there at its velocity (as Apple's zoom does for a
    /// grab).
    public func completeArrival(forLeaveDuring context: TransitionContext) -> Bool {
        completeArrivalForLeave(keepingVelocity: true)
    }

    /// Its own gesture's leave is interactive: the zoom drives it.
    public var interactionController: InteractiveTransitioning? { isStartingInteractively ? self : nil }

    /// The arrival is under way: it completes where the card is, and what the card was doing
    /// is kept for the leave that follows. False when no arrival of this animator runs.
    func completeArrivalForLeave(keepingVelocity: Bool) -> Bool {
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
        isStartingInteractively = true
        defer { isStartingInteractively = false }
        if let navigation = zoomed.navigationController {
            guard navigation.popViewController(animated: true) != nil else { return false }
        } else if zoomed.presentingViewController != nil {
            guard zoomed.dismiss(animated: true) else { return false }
        } else {
            return false
        }
        return context.map { !$0.isCompleted && ($0.kind == .pop || $0.kind == .dismiss) } ?? false
    }

    /// Whether the page may be taken now: it is the top of its stack or presented, and the
    /// app's `interactiveDismissShouldBegin` agrees.
    private func mayTakeHold(willBegin: Bool) -> Bool {
        if !willBegin { return isInFlight }
        if let navigation = zoomed.navigationController {
            guard navigation.topViewController === zoomed, !navigation.isTransitioning, navigation.viewControllers.count > 1
            else { return false }
        } else {
            guard zoomed.presentingViewController != nil, zoomed.presentationContext == nil, !zoomed.isModalInPresentation
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

    private func handlePan() {
        switch pan.state {
        case .began where grab == nil: takeHold()
        case .began, .changed: follow()
        case .ended, .cancelled: letGo(cancelled: pan.state == .cancelled)
        default: break
        }
    }

    private func handlePinch() {
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
        let frame = Self.rect(center: center, size: size)
        let anchor = Point(
            x: frame.width > 0 ? (point.x - frame.minX) / frame.width : 0.5,
            y: frame.height > 0 ? (point.y - frame.minY) / frame.height : 0.5)
        let start = pan.location(in: zoomed.view) - pan.translation(in: zoomed.view)
        grab = Grab(
            point: point, size: size, anchor: anchor, translation: pan.translation(in: context.containerView),
            fromEdge: !caught && start.x <= options.edgeWidth && !pinch.isActive && isEdgeSwipe)
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

    /// Puts the card under the fingers: scaled by the pull and the pinch, the grabbed point under
    /// their centroid.
    private func follow() {
        guard let grab else { return }
        let t = heldTranslation(grab)
        let size = grab.size * scaleFactor(grab, translation: t)
        let centroid = grab.point + t
        place(
            Self.rect(
                center: Point(
                    x: centroid.x + (0.5 - grab.anchor.x) * size.width, y: centroid.y + (0.5 - grab.anchor.y) * size.height),
                size: size))
        context?.updateInteractiveTransition(progress)
        render()
    }

    /// How much of the held size the card keeps: the pull's share times the pinch's, held
    /// between a tenth of the page and the page.
    private func scaleFactor(_ grab: Grab, translation t: Point) -> Double {
        let bounds = scaleBounds(grab)
        return min(max(pullScale(grab, translation: t) * pinchScale, bounds.lowerBound), bounds.upperBound)
    }

    private func pullFraction(_ grab: Grab, translation t: Point) -> Double {
        let page = pageFrame
        let raw = grab.fromEdge ? t.x / max(page.width, 1) : t.y / max(page.height, 1)
        return min(max(raw, 0), 1)
    }

    private func pullScale(_ grab: Grab, translation t: Point) -> Double {
        1 - (1 - options.minimumScale) * pullFraction(grab, translation: t)
    }

    /// The pinch's share of the scale, still there as the last finger lifts.
    private var pinchScale: Double { isPinching ? pinch.scale : 1 }
    private var isPinching: Bool { pinch.isActive || pinch.state == .ended }

    private func scaleBounds(_ grab: Grab) -> ClosedRange<Double> {
        let page = pageFrame
        let upper = max(min(page.width / max(grab.size.width, 1), page.height / max(grab.size.height, 1)), 1)
        let lower = min(0.1 * page.width / max(grab.size.width, 1), 1)
        return lower...upper
    }

    /// The release: the projected size and place decide between the source and the page; the
    /// springs leave at the card's own velocity.
    private func letGo(cancelled: Bool) {
        guard let grab, let context else { return }
        self.grab = nil
        let page = pageFrame
        let t = heldTranslation(grab)
        let pointer = cancelled ? Point.zero : pan.velocity(in: context.containerView)
        // d(scale)/dt from the pull (while it is within its range) and from the pinch.
        let fraction = pullFraction(grab, translation: t)
        var pullRate = 0.0
        if fraction > 0 && fraction < 1 {
            let along = grab.fromEdge ? pointer.x / max(page.width, 1) : pointer.y / max(page.height, 1)
            pullRate = -(1 - options.minimumScale) * along
        }
        let pinchRate = cancelled || !isPinching ? 0 : pinch.velocity
        var scaleRate = pullRate * pinchScale + pullScale(grab, translation: t) * pinchRate
        let bounds = scaleBounds(grab)
        let s = pullScale(grab, translation: t) * pinchScale
        if s <= bounds.lowerBound || s >= bounds.upperBound { scaleRate = 0 }
        let sizeVelocity = grab.size * scaleRate
        let centerVelocity = Point(
            x: pointer.x + (0.5 - grab.anchor.x) * sizeVelocity.width, y: pointer.y + (0.5 - grab.anchor.y) * sizeVelocity.height)
        // Where the card would come to rest: its width, and its centre's distance from the page's.
        let projectedWidth = size.width + Deceleration.projectedDistance(velocity: sizeVelocity.width)
        let projectedCenter = Point(
            x: center.x + Deceleration.projectedDistance(velocity: centerVelocity.x),
            y: center.y + Deceleration.projectedDistance(velocity: centerVelocity.y))
        let shrink = 1 - projectedWidth / max(page.width, 1)
        let offset = projectedCenter.distance(to: Point(x: page.midX, y: page.midY)) / max(page.height, 1)
        let closes = !cancelled && max(shrink, offset) > options.dismissThreshold
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

    // MARK: Drawing

    /// The transition's progress: the card's openness, counted from the side it started.
    private var progress: Double {
        guard let context else { return 0 }
        return context.kind == .push || context.kind == .present ? openness : 1 - openness
    }

    private static func rect(center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Puts the card, the page in it and the dimming where the state says, and moves the
    /// transition's progress with them.
    private func render() {
        guard let context, !context.isCompleted else { return }
        let page = zoomed.view
        let o = openness
        let frame = shownFrame
        card.frame = frame
        card.cornerRadius = (sourceView?.cornerRadius ?? 0) * (1 - o)
        card.cornerCurve = sourceView?.cornerCurve ?? .circular
        dimming.frame = Rect(origin: .zero, size: context.containerView.bounds.size)
        dimming.alpha = o
        // The page fills the card about its reference rect, which runs from the alignment rect
        // (at the source's size) to the whole page.
        let full = Rect(origin: .zero, size: pageFrame.size)
        let aligned = alignmentRect ?? full
        let reference = Rect.interpolate(from: aligned, to: full, fraction: o)
        let s = max(frame.width / max(reference.width, 1e-6), frame.height / max(reference.height, 1e-6))
        page.transform = .identity
        page.bounds = full
        page.transform = Transform2D(scaleX: s, y: s)
        page.center = Point(
            x: frame.width / 2 - s * (reference.midX - full.midX), y: frame.height / 2 - s * (reference.midY - full.midY))
        progressAnimator?.setFractionComplete(progress)
    }

    private var alignmentRect: Rect? {
        guard let sourceView, let provider = options.alignmentRectProvider else { return nil }
        return provider(.init(sourceView: sourceView, zoomedViewController: zoomed))
    }
}

/// The zoom's card and dimming: views the transition places itself, which a container's layout
/// leaves where they are.
final class ZoomCardView: View {
    override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        fillsTransitionContainer = false  // the zoom places it
    }
}
