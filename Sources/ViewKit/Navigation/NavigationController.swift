import Motion

/// A stack of controllers with push and pop transitions, as UINavigationController.
///
/// The stack is never empty. As UIKit's, it changes when `pushViewController` or
/// `popViewController` is called (Apple: pop "removes the top view controller from the stack"):
/// while a transition runs, `viewControllers` and `topViewController` already hold the stack it
/// leads to, and the delegate and the animator see it so. A cancelled transition puts the old
/// stack back, with the view tree and every view's geometry exactly as they were. A popped
/// controller keeps its `navigationController` until its pop completes.
///
/// Appearance callbacks follow UIKit's order: at the start, `viewWillDisappear` for the outgoing
/// controller and `viewWillAppear` for the incoming one; when the transition completes,
/// `viewDidDisappear` and `viewDidAppear`; when it is cancelled, the incoming controller gets
/// `viewWillDisappear` and `viewDidDisappear`, and the one that stayed `viewWillAppear` and
/// `viewDidAppear` again.
///
/// Rule for overlapping requests: while a transition runs, `push`, `pop` and `popToRoot` are
/// refused (they return false / nil and change nothing). A caller that wants the transition gone
/// first ends it with `transitionContext?.endImmediately(completing:)`.
@preconcurrency @MainActor open class NavigationController: ViewController {
    /// The stack, root first. Setting it is `setViewControllers(_:animated:)` without animation.
    public var viewControllers: [ViewController] {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var controllers: [ViewController]
    /// Supplies animators and interaction controllers.
    public weak var delegate: NavigationControllerDelegate?
    /// The running transition, if any.
    public private(set) var transitionContext: TransitionContext?

    /// The swipe back (UIKit's): a pan from the edge opposite `interactivePopDirection` (the
    /// left edge, by default) toward it pops the top controller interactively, the screen
    /// following the pointer after a 12-point dead zone; the release pops or goes back on one
    /// spring at the pointer's velocity (`InteractivePop` has the numbers, measured on iOS), and a
    /// press while it settles catches it. On by default; it runs whichever animator the delegate
    /// gives the pop, and drives it unless the delegate hands out an interaction controller of
    /// its own. Disable it with `isEnabled`; veto a swipe with `shouldBegin`.
    public var interactivePopGestureRecognizer: GestureRecognizer? { popGesture.edgeRecognizer }

    /// The swipe back from anywhere on the content (iOS 26's name): the same pop as the edge
    /// swipe, without the edge or the dead zone, so the screen follows the pointer 1:1 from where
    /// it went down. Off by default, unlike iOS 26's, so that a navigation controller whose screens
    /// have drags of their own keeps them: set `isEnabled` for a full-width swipe.
    public var interactiveContentPopGestureRecognizer: GestureRecognizer? { popGesture.contentRecognizer }

    /// The direction an interactive pop's swipe moves, named by the edge the popped screen leaves
    /// by: `.right` (UIKit's, for screens pushed in from the right), or `.left` for screens that
    /// slide in from the left edge, as the side drawer's do (the bar's pushed titles then come in
    /// from the left too).
    public var interactivePopDirection = RectEdge.right {
        // The bar's pushed titles come in from the side the screens do.
        didSet { navigationBar.titlesEnterFromLeadingEdge = interactivePopDirection == .left }
    }

    /// How a swipe's release ends its pop: nil (the default) for UIKit's measured rule and spring
    /// (`InteractivePop`), or a `GestureRelease` of the app's, whose projection decides and whose
    /// spring runs.
    public var interactivePopRelease: GestureRelease?

    private lazy var popGesture = InteractivePopController(navigation: self)

    /// The bar across the top (UINavigationController's `navigationBar`): the top controller's
    /// `navigationItem`, its titles moving alongside every push and pop.
    public let navigationBar = NavigationBar()

    /// Whether the bar is hidden (false by default, as UIKit's).
    public private(set) var isNavigationBarHidden = false

    /// How long `setNavigationBarHidden(_:animated:)` takes, in seconds. UIKit names its
    /// duration (`UINavigationControllerHideShowBarDuration`) but documents no value; 0.2 is ours.
    public static let hideShowBarDuration = 0.2

    /// The view the screens and their transitions live in (the transition context's container),
    /// under the bar; the navigation controller's `view` holds both.
    private(set) lazy var transitionView = TransitionContainerView(name: "\(title).transitions")

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController, title: String = "navigation") {
        controllers = [rootViewController]
        super.init(title: title)
        rootViewController.navigationController = self
    }

    open override func loadView() -> View {
        NavigationView(name: "\(title).container", transitionView: transitionView, bar: navigationBar)
    }

    open override func viewDidLoad() {
        installAtRest(top)
        view.addGestureRecognizer(popGesture.edgeRecognizer)
        view.addGestureRecognizer(popGesture.contentRecognizer)
        navigationBar.swipeBack = [popGesture.edgeRecognizer, popGesture.contentRecognizer]
        navigationBar.onBack = { [unowned self] in _ = popViewController(animated: true) }
        navigationBar.onRight = { [unowned self] in top.navigationItem.rightBarButtonItem?.action?() }
        navigationBar.show(barContent(at: viewControllers.count - 1, of: viewControllers))
    }

    // MARK: Appearance

    /// Where the navigation controller is in its own appearance, which its controllers follow:
    /// a push or pop tells the controllers it moves only while it is on screen, and its own
    /// appearance goes on to the controller it shows, as UIKit's containers forward it.
    private enum Appearance { case offScreen, appearing, onScreen, disappearing }
    private var appearance = Appearance.offScreen
    /// The controller told that it will appear or disappear with the navigation controller: the
    /// matching did-call goes to it.
    private var toldOfAppearance: ViewController?
    /// How many times the navigation controller has begun to leave the screen: a transition that
    /// sees it change was interrupted by its leaving, which told the controllers itself.
    private var departures = 0

    // As on iOS, a subclass that overrides these without calling super keeps them from the
    // controllers it shows.
    open override func viewWillAppear(_ animated: Bool) {
        appearance = .appearing
        toldOfAppearance = top
        top.loadViewIfNeeded()
        top.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        appearance = .onScreen
        let told = toldOfAppearance
        toldOfAppearance = nil
        // The stack changed while it appeared (a push from the root's viewWillAppear): the one
        // told leaves again, and the top one appears.
        if told !== top {
            told?.viewWillDisappear(animated)
            told?.viewDidDisappear(animated)
            top.viewWillAppear(animated)
        }
        top.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        appearance = .disappearing
        departures += 1
        toldOfAppearance = top
        top.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        appearance = .offScreen
        (toldOfAppearance ?? top).viewDidDisappear(animated)
        toldOfAppearance = nil
    }

    /// Whether a push or pop now tells the controllers it moves: while the navigation controller
    /// is on screen. Off screen, the top one hears it when the navigation controller appears.
    private var tellsMovedControllers: Bool { appearance == .onScreen }

    /// Hides or shows the bar; animated, it slides up out of sight (or down into place) over
    /// `hideShowBarDuration` on ease-in-out, as UIKit's moves vertically.
    /// A change of mind mid-slide turns the bar round from where it is.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        let bar = navigationBar
        // Up by its own bottom edge's height in the view: just out of sight.
        let away = Transform2D(translationX: 0, y: -(bar.position.y + bar.bounds.height / 2))
        guard animated, view.window != nil else {
            bar.layer.removeAllAnimations()
            bar.transform = hidden ? away : .identity
            bar.isHidden = hidden
            return
        }
        bar.isHidden = false
        bar.stopAnimations()  // a change of mind turns it round where it is
        View.animate(
            withDuration: Self.hideShowBarDuration, delay: 0, options: .allowUserInteraction,
            animations: { bar.transform = hidden ? away : .identity },
            completion: { [weak self, weak bar] _ in
                // Hidden once out of sight, unless it was shown again meanwhile. Weak: the bar
                // holds this animation until it ends.
                if let self, let bar, isNavigationBarHidden, !bar.isAnimating { bar.isHidden = true }
            })
    }

    /// A navigation item of a controller in the stack changed: the bar at rest shows it (a
    /// running transition's end shows it anyway).
    func navigationItemDidChange() {
        guard isViewLoaded, !isTransitioning else { return }
        navigationBar.show(barContent(at: viewControllers.count - 1, of: viewControllers))
    }

    /// What the bar shows while `stack[index]` is on top.
    private func barContent(at index: Int, of stack: [ViewController]) -> NavigationBar.Content {
        let controller = stack[index]
        let item = controller.navigationItem
        let below = index > 0 ? stack[index - 1] : nil
        return NavigationBar.Content(
            title: item.title ?? controller.title, hasBackButton: below != nil,
            backTitle: below.flatMap { $0.navigationItem.backTitle(fallbackTitle: $0.title) },
            rightTitle: item.rightBarButtonItem?.title)
    }

    /// The controller on top of the stack, optional as UIKit's (the stack here is never empty).
    public var topViewController: ViewController? { controllers.last }

    /// The top controller: the stack is never empty.
    var top: ViewController { controllers[controllers.count - 1] }

    /// Replaces the stack, as UIKit's: when the new top was in the stack below the old one the
    /// change runs as a pop, when it is new as a push, and when it is the old top with no
    /// transition; controllers that leave the stack leave the navigation controller. Refused
    /// (nothing changes) for an empty stack, a controller listed twice or in another stack or
    /// presented, and during a transition, as a push is.
    public func setViewControllers(_ stack: [ViewController], animated: Bool) {
        guard let newTop = stack.last, !isTransitioning, Set(stack).count == stack.count,
            stack.allSatisfy({ ($0.navigationController == nil || $0.navigationController === self) && $0.presentingViewController == nil })
        else { return }
        let previous = controllers
        let operation: NavigationOperation =
            newTop === top ? .none : previous.contains(where: { $0 === newTop }) ? .pop : .push
        for controller in stack { controller.navigationController = self }
        guard operation != .none else {
            controllers = stack
            release(previous, notIn: stack)
            navigationItemDidChange()
            return
        }
        _ = transition(to: stack, operation: operation, animated: animated)
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool { transitionContext != nil }

    /// Pushes `controller` on the stack. Refused (false) during a transition, or for a controller
    /// already in a stack or presented.
    @discardableResult
    public func pushViewController(_ controller: ViewController, animated: Bool) -> Bool {
        pushViewController(controller, animated: animated, drivenBy: nil)
    }

    /// Pushes `controller`, the push driven from its start by `interaction` (a gesture of the
    /// app's own that pulls the page in) unless the delegate hands out an interaction controller
    /// of its own. Refused (false) as `pushViewController(_:animated:)` is.
    @discardableResult
    public func pushViewController(
        _ controller: ViewController, animated: Bool, drivenBy interaction: InteractiveTransitioning?
    ) -> Bool {
        guard !isTransitioning, controller.navigationController == nil, controller.presentingViewController == nil,
            !viewControllers.contains(where: { $0 === controller })
        else { return false }
        controller.navigationController = self
        let started = transition(to: viewControllers + [controller], operation: .push, animated: animated, drivenBy: interaction)
        if !started { controller.navigationController = nil }
        return started
    }

    /// Pops the top controller and returns it; nil at the root or during a transition. The stack
    /// loses it at once; an interactive pop that is cancelled puts it back.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        popViewController(animated: animated, drivenBy: nil)
    }

    /// Pops the top controller, the pop driven from its start by `interaction` (a swipe back, a
    /// zoom's pull, an app's own gesture) unless the delegate hands out an interaction controller
    /// of its own. A push under way whose animator handles interruptions
    /// (`TransitionInterruptionHandling`) may complete where it stands to make way for the pop;
    /// otherwise refused (nil) during a transition and at the root.
    @discardableResult
    public func popViewController(animated: Bool, drivenBy interaction: InteractiveTransitioning?) -> ViewController? {
        // An arrival under way may make way for the pop (a zoom turns round).
        TransitionDriver.interruptArrival(transitionContext)
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        let popped = top
        let started = transition(to: Array(viewControllers.dropLast()), operation: .pop, animated: animated, drivenBy: interaction)
        return started ? popped : nil
    }

    /// Pops everything above the root and returns it; nil at the root or during a transition.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        return transition(to: [viewControllers[0]], operation: .pop, animated: animated) ? popped : nil
    }

    private func transition(
        to stack: [ViewController], operation: NavigationOperation, animated: Bool, drivenBy driving: InteractiveTransitioning? = nil
    ) -> Bool {
        let from = top
        let to = stack[stack.count - 1]
        let previous = viewControllers
        let container = transitionView
        controllers = stack
        let tells = tellsMovedControllers
        let departuresBefore = departures
        guard animated, let driver = container.window?.driver else {
            if tells {
                from.viewWillDisappear(false)
                to.loadViewIfNeeded()
                to.viewWillAppear(false)
            }
            commit(replacing: previous, from: from, to: to)
            navigationBar.show(barContent(at: stack.count - 1, of: stack))
            if tells {
                from.viewDidDisappear(false)
                to.viewDidAppear(false)
            }
            return true
        }
        let arriving = operation == .push ? to : from
        let animator =
            delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? arriving.preferredTransition?.animator(for: arriving, operation == .push ? .push : .pop)
            ?? defaultAnimator(operation, drivenBy: driving, in: container)
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator) ?? driving
        let bounds = container.bounds
        TransitionDriver.run(
            operation == .push ? .push : .pop, in: container, from: from, to: to, animator: animator, interaction: interaction,
            driver: driver, frames: [ObjectIdentifier(from): (bounds, .zero), ObjectIdentifier(to): (.zero, bounds)],
            prepare: { context in
                transitionContext = context
                // The bar's titles run on the transition's own animator: scrubbed, reversed, caught with it.
                navigationBar.begin(to: barContent(at: stack.count - 1, of: stack), isPush: operation == .push)
                let bar = navigationBar
                context.coordinator.animate(alongsideTransition: { bar.setTransitionProgress($0.progress) })
                if tells {
                    from.viewWillDisappear(true)
                    to.loadViewIfNeeded()
                    to.viewWillAppear(true)
                }
                to.view.frame = bounds
            },
            onComplete: { [weak self] didComplete in
                guard let self else { return }
                end(
                    replacing: previous, from: from, to: to, didComplete: didComplete, told: tells,
                    interrupted: departures != departuresBefore)
            })
        return true
    }

    /// The navigation controller's own transition: the slide, or under reduced motion
    /// (`Window.isReduceMotionEnabled`) a cross-fade, unless the gesture that asked for it drives
    /// it (`drivenBy:`: the swipe back follows the finger with the slide either way). An
    /// interaction controller the delegate hands out later scrubs the cross-fade.
    private func defaultAnimator(
        _ operation: NavigationOperation, drivenBy driving: InteractiveTransitioning?, in container: View
    ) -> AnimatedTransitioning {
        if driving == nil, container.window?.isReduceMotionEnabled == true { return CrossFadeAnimator() }
        return SlideTransitionAnimator(operation: operation)
    }

    /// Ends a transition. `told`: whether it told the controllers it moved as it began.
    /// `interrupted`: whether the navigation controller has left the screen since (and perhaps
    /// come back); its own appearance then told `to`, and `from` hears only the end of its leaving.
    private func end(
        replacing previous: [ViewController], from: ViewController, to: ViewController, didComplete: Bool, told: Bool,
        interrupted: Bool
    ) {
        transitionContext = nil
        navigationBar.end(completed: didComplete)
        defer { navigationItemDidChange() }  // the bar at rest, with any item changed meanwhile
        if told && interrupted { from.viewDidDisappear(true) }
        if didComplete {
            commit(replacing: previous, from: from, to: to)
            guard told && !interrupted else { return }
            from.viewDidDisappear(true)
            to.viewDidAppear(true)
        } else {
            // As UIKit: the old stack comes back, the controller that stays sees its appearance
            // again, and the other one never arrived.
            let abandoned = controllers.filter { controller in !previous.contains { $0 === controller } }
            controllers = previous
            to.view.removeFromSuperview()
            TransitionContainerView.putAtRest(to.view, in: transitionView.bounds)
            installAtRest(from)
            for controller in abandoned { controller.navigationController = nil }
            // On screen now, `to` was told it appears (as the transition began, or as the
            // navigation controller came back): it leaves, and `from` appears again.
            guard tellsMovedControllers else { return }
            to.viewWillDisappear(true)
            to.viewDidDisappear(true)
            from.viewWillAppear(true)
            from.viewDidAppear(true)
        }
    }

    /// Makes the new stack (already in `viewControllers`) final: the controllers it dropped from
    /// `previous` leave the navigation controller, and `to` is alone on screen.
    private func commit(replacing previous: [ViewController], from: ViewController, to: ViewController) {
        release(previous, notIn: viewControllers)
        from.view.removeFromSuperview()
        TransitionContainerView.putAtRest(from.view, in: transitionView.bounds)
        installAtRest(to)
    }

    /// The controllers of `previous` that `stack` does not hold leave the navigation controller.
    /// By a set, not a search of the stack for each: on a stack of 1,000 screens that search took
    /// a million comparisons, 23 ms, in the frame a push ended.
    private func release(_ previous: [ViewController], notIn stack: [ViewController]) {
        let kept = Set(stack.map(ObjectIdentifier.init))
        for controller in previous where !kept.contains(ObjectIdentifier(controller)) { controller.navigationController = nil }
    }

    /// Leaves `controller`'s view alone in the container, at rest.
    private func installAtRest(_ controller: ViewController) {
        let container = transitionView
        for subview in container.subviews where subview !== controller.view { subview.removeFromSuperview() }
        if controller.view.superview !== container { container.addSubview(controller.view) }
        TransitionContainerView.putAtRest(controller.view, in: container.bounds)
    }
}

/// A navigation controller's view: the screens' container filling it, and the bar laid over the
/// top, below the window's safe area.
@MainActor final class NavigationView: View {
    let transitionView: View
    let bar: NavigationBar

    init(name: String, transitionView: View, bar: NavigationBar) {
        self.transitionView = transitionView
        self.bar = bar
        super.init(frame: ViewController.initialViewFrame, name: name)
        transitionView.frame = bounds
        addSubview(transitionView)
        addSubview(bar)
    }

    /// The bar covers the top of the screens below it, as UIKit's (their safe area starts
    /// under it) while it shows.
    override var safeAreaContribution: EdgeInsets {
        var covered = super.safeAreaContribution
        if !bar.isHidden, bar.alpha > 0 { covered.top = max(covered.top, bar.frame.maxY) }
        return covered
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        transitionView.frame = bounds
        let safeTop = max((window?.safeAreaInsets.top ?? 0) - convertToWindow(.zero).y, 0)
        // Placed by its bounds and centre, which its transform (a hide or show) leaves alone.
        bar.bounds.size = Size(width: bounds.width, height: NavigationBar.height)
        bar.center = Point(x: bounds.width / 2, y: safeTop + NavigationBar.height / 2)
    }
}

/// A container whose subviews fill it: on a resize each subview gets the new size and position,
/// keeping whatever transform a running transition gives it.
@MainActor final class TransitionContainerView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where subview.fillsTransitionContainer { subview.frame = bounds }
    }

    /// Full size, identity transform, centred anchor, opaque: how every screen rests between
    /// transitions. A view laid out by constraints (`translatesAutoresizingMaskIntoConstraints`
    /// false) keeps the frame its constraints give it.
    static func putAtRest(_ view: View, in bounds: Rect) {
        view.transform = .identity
        view.anchorPoint = Point(x: 0.5, y: 0.5)
        view.alpha = 1
        if view.translatesAutoresizingMaskIntoConstraints { view.frame = bounds }
    }
}
