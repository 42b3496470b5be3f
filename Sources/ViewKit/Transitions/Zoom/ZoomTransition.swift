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
/// - **One spring.** The card's frame runs on one spring (`ZoomOptions.spring`), its centre and
///   size each leaving at its own velocity, so the card carries whatever velocity it had in any
///   direction (`ZoomGeometry.spring`).
/// - **Continuously interactive.** A press on the card while it moves holds it where it is and a
///   drag takes it over. During an arrival (push, present) the arrival completes at once and the
///   leaving transition starts under the fingers, as Apple has it ("completes the push and starts
///   a pop"); a push is never cancelled. During a leave it becomes interactive again.
/// - **Dismissal.** On the open page a drag down anywhere, a rightward drag from the leading
///   edge (`edgeWidth`), or a pinch (with the pan) takes the page as a card under the fingers:
///   the point under them stays under them (`ZoomGeometry.hold`, a `SnapDrag2D`), and it
///   shrinks as it is pulled (to `minimumScale` over the whole height or width) and as it is
///   pinched. The card follows from where the drag
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
@preconcurrency @MainActor public final class ZoomTransitionAnimator: TransitionInterruptionHandling, InteractiveTransitioning {
    public typealias Options = ViewController.Transition.ZoomOptions
    public let options: Options
    let sourceViewProvider: (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    /// The controller that zooms (it owns this animator).
    unowned let zoomed: ViewController

    /// A hold of the card: where it was taken, at what size, which point of it is under the
    /// pointers (as fractions of its width and height), the pan's translation then, and how that
    /// point follows the pointers (`ZoomGeometry.hold`).
    struct Grab {
        let point: Point
        let size: Size
        let anchor: Point
        let translation: Point
        /// Began at the leading edge: a rightward drag pulls.
        let fromEdge: Bool
        var hold: SnapDrag2D
    }

    /// The card's geometry and velocity, handed from an arrival completed early to the leave
    /// that takes over.
    struct HandOver {
        let frame: Rect
        let velocity: (center: Point, size: Size)
    }

    weak var context: TransitionContext?
    var progressAnimator: PropertyAnimator?
    /// The page is heading for (or was last sent to) the open state.
    var isArriving = false
    var sourceView: View?
    /// The source view this zoom hid, while the page is out.
    private var hiddenSource: View?
    var pageBackground: Color?
    /// The card: clips the scaled page, and draws the page's background with rounded corners.
    let card = ZoomCardView(name: "zoom.card")
    let dimming = ZoomCardView(name: "zoom.dimming")

    /// The card's frame in the container's points: the zoom's own animatable property. Its
    /// spring is one end-value block on `motion`, and the card, the page in it and the dimming
    /// are laid out from its presentation every frame while it animates.
    var cardStorage = AnimatableProperty(Rect.zero)
    /// The spring moving the card, while one does.
    var motion: PropertyAnimator?
    /// Where the card shows now.
    var shownFrame: Rect { cardStorage.presentation }
    var center: Point { Point(x: shownFrame.midX, y: shownFrame.midY) }
    var size: Size { shownFrame.size }
    var fade: PropertyAnimator?
    var grab: Grab?
    var handOver: HandOver?
    let pan = PanGestureRecognizer()
    let pinch = PinchGestureRecognizer()
    private var gesturesInstalled = false

    /// The zoom of `zoomed`, which it grows out of the view `sourceViewProvider` returns and
    /// shrinks back into: what `.zoom(options:sourceViewProvider:)` makes, for an app that keeps
    /// the animator to read its card. Set it as `zoomed`'s transition, kept from the arrival to the
    /// leave: `zoomed.preferredTransition = .init(ownsSwipeBack: true) { _ in zoom }`. It holds
    /// `zoomed` unowned (the controller holds it).
    public init(
        zoomed: ViewController, options: Options = Options(),
        sourceViewProvider: @escaping (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    ) {
        self.zoomed = zoomed
        self.options = options
        self.sourceViewProvider = sourceViewProvider
        card.clipsToBounds = true
        dimming.isUserInteractionEnabled = false
        pan.beginsOnPress = { [unowned self] in isInFlight }
        pan.shouldBegin = { [unowned self] _ in mayTakeHold(willBegin: !isInFlight) }
        pinch.shouldBegin = { [unowned self] _ in mayTakeHold(willBegin: !isInFlight) }
        pinch.shouldRecognizeSimultaneously = { [unowned self] in $0 === pan }
        pan.action = { [unowned self] _ in handlePan() }
        pinch.action = { [unowned self] _ in handlePinch() }
    }

    /// A zoom replaced (a new `preferredTransition`) takes its gestures with it, and shows the
    /// source it hid: nothing of it stays behind on the page.
    isolated deinit {
        for recognizer in [pan, pinch as GestureRecognizer] { recognizer.view?.removeGestureRecognizer(recognizer) }
        hiddenSource?.isHidden = false
    }

    // MARK: The card, read (ViewKit's own: UIKit's zoom shows none of it)

    /// The card's frame in the transition's container while the page is a card; nil at rest.
    public var cardFrame: Rect? { context == nil ? nil : shownFrame }
    /// The card's corner radius now (0 at rest).
    public var cardCornerRadius: Double { context == nil ? 0 : card.cornerRadius }
    /// The source view's frame in the container while the page is a card; nil at rest.
    public var sourceFrame: Rect? { context == nil ? nil : sourceRect }
    /// Whether a person holds the card.
    public var isHeld: Bool { grab != nil }

    /// Ends, where it was heading, a spring of the card that is at rest by `tolerance` (each of
    /// its centre's and size's components), so that an invisible tail blocks nothing.
    public func endMotionAtRest(within tolerance: Tolerance) {
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

    public func animateTransition(using context: TransitionContext) { begin(context, held: false) }

    public var wantsInteractiveStart: Bool { true }

    /// Driven by the zoom's own gesture, which holds the card from the start.
    public func startInteractiveTransition(_ context: TransitionContext) { begin(context, held: true) }

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

    var isInFlight: Bool { context.map { !$0.isCompleted } ?? false }

    /// Puts the card in the container where the transition starts: springing on to where it
    /// goes, or, `held`, where a gesture holds it.
    func begin(_ context: TransitionContext, held: Bool) {
        self.context = context
        isArriving = context.kind == .push || context.kind == .present
        installGestures()
        let container = context.containerView
        let page: View = zoomed.view
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
        // The page at rest in the card, which scales and places it (`render()`).
        page.transform = .identity
        page.anchorPoint = Point(x: 0.5, y: 0.5)
        page.alpha = 1
        if page.translatesAutoresizingMaskIntoConstraints { page.frame = Rect(origin: .zero, size: container.bounds.size) }
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
        if held {
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

    /// Asks the provider for the source view again, showing the old one and hiding the new. A
    /// view outside the transition's window (a cell the app kept after its list let it go) is
    /// none: where it would show is unknown, so the zoom is the sourceless one.
    func refreshSource(other: ViewController? = nil) {
        guard let context else { return }
        let source = other ?? (isArriving ? context.fromViewController : context.toViewController)
        let provided = sourceViewProvider(.init(sourceViewController: source, zoomedViewController: zoomed))
        let view = provided.flatMap { $0.window != nil && $0.window === context.containerView.window ? $0 : nil }
        sourceView = view
        hide(view)
    }

    /// Hides `view` (nil: none) and shows the source this zoom hid before, if another.
    func hide(_ view: View?) {
        if hiddenSource !== view { hiddenSource?.isHidden = false }
        view?.isHidden = true
        hiddenSource = view
    }

    /// The frame of the page when open: the whole container.
    var pageFrame: Rect { context.map { Rect(origin: .zero, size: $0.containerView.bounds.size) } ?? .zero }

    /// The source view's frame in the container; without one, a quarter of the page at its centre.
    var sourceRect: Rect {
        guard let context, let sourceView, let inverse = context.containerView.transformToWindow.inverted() else {
            return ZoomGeometry.sourceless(in: pageFrame)
        }
        let (bounds, toWindow) = (sourceView.bounds, sourceView.transformToWindow)
        func inContainer(_ x: Double, _ y: Double) -> Point { inverse.apply(to: toWindow.apply(to: Point(x: x, y: y))) }
        return Rect.boundingBox(
            inContainer(bounds.minX, bounds.minY), inContainer(bounds.maxX, bounds.minY), inContainer(bounds.maxX, bounds.maxY),
            inContainer(bounds.minX, bounds.maxY))
    }

    /// The page and the source, now.
    var geometry: ZoomGeometry { ZoomGeometry(page: pageFrame, source: sourceRect) }

    /// How open the card looks: 0 the source's width, 1 the page's.
    var openness: Double { geometry.openness(ofWidth: size.width) }

    // MARK: Drawing

    /// The transition's progress: the card's openness, counted from the side it started.
    var progress: Double {
        guard let context else { return 0 }
        return context.kind == .push || context.kind == .present ? openness : 1 - openness
    }

    /// Puts the card, the page in it and the dimming where the state says, and moves the
    /// transition's progress with them.
    func render() {
        guard let context, !context.isCompleted else { return }
        let page: View = zoomed.view
        // A background the app gave the page mid-flight goes to the card, which wears it.
        if pageBackground != nil, page.backgroundColor != .clear {
            pageBackground = page.backgroundColor
            card.backgroundColor = page.backgroundColor
            page.backgroundColor = .clear
        }
        let o = openness
        let frame = shownFrame
        card.frame = frame
        card.cornerRadius = (sourceView?.cornerRadius ?? 0) * (1 - o)
        card.cornerCurve = sourceView?.cornerCurve ?? .circular
        dimming.frame = Rect(origin: .zero, size: context.containerView.bounds.size)
        dimming.alpha = o
        let placement = geometry.pageInCard(frame, openness: o, alignment: alignmentRect)
        page.transform = .identity
        page.bounds = placement.bounds
        page.transform = Transform2D(scaleX: placement.scale, y: placement.scale)
        page.center = placement.center
        progressAnimator?.setFractionComplete(progress)
    }

    private var alignmentRect: Rect? {
        guard let sourceView, let provider = options.alignmentRectProvider else { return nil }
        return provider(.init(sourceView: sourceView, zoomedViewController: zoomed))
    }
}

/// The zoom's card and dimming: views the transition places itself, which a container's layout
/// leaves where they are.
@MainActor final class ZoomCardView: View {
    override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        fillsTransitionContainer = false  // the zoom places it
    }
}
