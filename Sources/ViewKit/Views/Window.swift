import Motion

/// The root of everything on screen, as UIWindow: the root view the host draws and sizes, the
/// root view controller, the animation driver every transition runs on, and the gesture
/// dispatcher pointer input goes through.
@preconcurrency @MainActor public final class Window {
    /// The view the host draws; fills the window.
    public let rootView: View
    /// Advances every animator of this window's transitions.
    public let driver: AnimationDriver
    /// Routes pointer input to gesture recognizers.
    public let gestures: GestureDispatcher

    /// The part of the window other chrome covers (a toolbar laid over the top), as UIKit's
    /// safe area: a sheet's largest detent stops below the top inset. Zero by default.
    public var safeAreaInsets = EdgeInsets.zero {
        // What is placed by the safe area (a navigation bar) is laid out again.
        didSet { if safeAreaInsets != oldValue { rootView.setNeedsLayoutInSubtree() } }
    }
    /// Measures text as the host draws it; nil until a host sets it (text is then taken to be
    /// `Text.estimatedWidth` wide).
    public weak var textMeasurer: TextMeasuring? {
        // What was laid out by estimated widths is laid out again by measured ones.
        didSet { if textMeasurer !== oldValue { rootView.textMeasurerDidChange() } }
    }
    /// Pixels per point on the display the window is on (UITraitCollection's `displayScale`): 1
    /// until a host sets it, which it does each frame, since a window may move to another display.
    public var displayScale = 1.0
    /// Whether motion should give way to cross-fades (UIAccessibility's `isReduceMotionEnabled`):
    /// the zoom transition honours it. False by default; a host sets it from its settings.
    public var isReduceMotionEnabled = false

    /// The width `text` has on screen: measured when the window has a measurer, else estimated.
    public func width(of text: Text) -> Double { textMeasurer?.width(of: text) ?? text.estimatedWidth }

    /// The controller whose view fills the window.
    /// Presentations belong to their presenting controller's screen: when the root changes,
    /// those of the old root's screen leave with it and those of the new one's come back.
    /// As UIWindow's, the controllers hear it: those the old root showed `viewWillDisappear` and
    /// `viewDidDisappear`, those the new one shows `viewWillAppear` and, once its view is in the
    /// window, `viewDidAppear` (where the root may present). What a root shows is itself and its
    /// presented controllers, down to the first that covers the whole window (`.fullScreen`).
    public var rootViewController: ViewController? {
        willSet {
            guard newValue !== rootViewController else { return }
            leaving = controllersShown(by: rootViewController)
            arriving = controllersShown(by: newValue)
            for controller in leaving { controller.viewWillDisappear(false) }
            for controller in arriving {
                controller.loadViewIfNeeded()  // as UIKit's: viewDidLoad comes before viewWillAppear
                controller.viewWillAppear(false)
            }
        }
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                rootView.insertSubview(controller.view, at: 0)
                controller.view.frame = rootView.bounds
            }
            placePresentationContainers()
            rootView.layoutIfNeeded()
            let (left, arrived) = (leaving, arriving)
            (leaving, arriving) = ([], [])
            for controller in left { controller.viewDidDisappear(false) }
            for controller in arrived { controller.viewDidAppear(false) }
        }
    }
    /// The controllers told, as the root changes, that they will disappear or appear.
    private var leaving: [ViewController] = []
    private var arriving: [ViewController] = []

    /// The controllers on screen while `root` fills the window: the root and the controllers
    /// presented over its screen, bottom first, without those a full-screen presentation covers.
    private func controllersShown(by root: ViewController?) -> [ViewController] {
        guard let root else { return [] }
        var presented: [ViewController] = []
        var shown = [root]
        for entry in presentationContainers {
            guard let presentation = entry.container?.presentationController,
                let presenting = presentation.presentingViewController,
                presenting.view.isDescendant(of: root.view) || presented.contains(where: { $0 === presenting })
            else { continue }
            presented.append(presentation.presentedViewController)
            if presentation.shouldRemovePresentersView { shown.removeAll() }
            shown.append(presentation.presentedViewController)
        }
        return shown
    }

    /// Creates a window of `size` points whose animations run on `driver`.
    public init(size: Size, driver: AnimationDriver) {
        rootView = WindowRootView(frame: Rect(origin: .zero, size: size), name: "window")
        self.driver = driver
        gestures = GestureDispatcher(root: rootView)
        rootView.hostingWindow = self
    }

    /// Makes this the key window, as UIKit's `makeKey()`: the window UIKit code's `UIScreen.main`
    /// describes. The host makes the window it runs key.
    public func makeKey() { Self.key = self }

    /// The key window (`makeKey()`), while it lives.
    public static var keyWindow: Window? { key }
    private static weak var key: Window?

    /// Adds a view that stays above every screen and presentation (a toolbar, a mode switcher);
    /// `layout` places it for the window's bounds whenever they change.
    public func addOverlay(_ view: View, layout: @escaping (Rect) -> Rect) {
        overlays.append((view, layout))
        rootView.addSubview(view)
        view.frame = layout(rootView.bounds)
    }

    /// Presentation transitions under way: the window keeps them alive until they complete
    /// (their controllers refer to them weakly), so closing the window frees them.
    private var heldTransitions: [TransitionContext] = []

    /// Keeps `context` alive until it completes.
    func holdTransition(_ context: TransitionContext) {
        heldTransitions.removeAll(where: \.isCompleted)
        heldTransitions.append(context)
    }

    /// Where a new presentation container goes: above the screens, below the overlays.
    func insertPresentationContainer(_ container: PresentationContainerView) {
        presentationContainers.removeAll { $0.container == nil || $0.container === container }
        presentationContainers.append(WeakContainer(container: container))
        insertBelowOverlays(container)
    }

    private func insertBelowOverlays(_ view: View) {
        if let lowest = overlays.first?.view {
            rootView.insertSubview(view, below: lowest)
        } else {
            rootView.addSubview(view)
        }
    }

    /// The containers of presentations under way, oldest first (weak: a presented controller
    /// owns its container, which goes when the presentation ends).
    private var presentationContainers: [WeakContainer] = []

    private struct WeakContainer {
        weak var container: PresentationContainerView?
    }

    /// Shows the containers whose presenting controller's view is in the window, in the order
    /// they were presented, and takes the others off.
    private func placePresentationContainers() {
        presentationContainers.removeAll { $0.container?.presentationController?.presentingViewController == nil }
        for entry in presentationContainers {
            guard let container = entry.container, let presenting = container.presentationController?.presentingViewController
            else { continue }
            container.removeFromSuperview()
            if presenting.view.isDescendant(of: rootView) { insertBelowOverlays(container) }
        }
    }

    fileprivate var overlays: [(view: View, layout: (Rect) -> Rect)] = []

    /// Resizes the window; the root controller's view and every presentation container follow.
    public var size: Size {
        get { rootView.bounds.size }
        set {
            rootView.frame = Rect(origin: .zero, size: newValue)
            rootView.layoutIfNeeded()
        }
    }

    /// A window that goes away stops its driver's animations, which would otherwise keep
    /// themselves, the driver and everything their blocks hold alive.
    isolated deinit {
        driver.stopAllAnimations()
    }

    /// Advances one frame: applies every running animator's values for the driver's clock, then
    /// lays out whatever changed. The host calls this after ticking the clock, before drawing.
    public func update() {
        driver.update()
        if !presentationFollowers.isEmpty {
            for follower in presentationFollowers where follower.owner != nil { follower.layout() }
            presentationFollowers.removeAll { $0.owner == nil || !$0.isAnimating() }
        }
        if !heldTransitions.isEmpty { heldTransitions.removeAll(where: \.isCompleted) }
        rootView.layoutIfNeeded()
    }

    /// What custom animatable properties place, laid out every frame while they animate.
    private var presentationFollowers: [PresentationFollower] = []

    private struct PresentationFollower {
        weak var owner: AnyObject?
        let isAnimating: () -> Bool
        let layout: () -> Void
    }

    /// Calls `layout` every frame while `isAnimating` holds and `owner` lives, and once more after
    /// it stops, after the frame's animations are applied and before the views are laid out: for
    /// what a custom animatable property's presentation places (a sheet's height places its view,
    /// its dimming and its grabber; a zoom's card frame its card, page and dimming), as Core
    /// Animation redraws a layer whose custom property animates. An owner already followed is
    /// not added again.
    public func layOutEveryFrame(
        for owner: AnyObject, while isAnimating: @escaping () -> Bool, layout: @escaping () -> Void
    ) {
        guard !presentationFollowers.contains(where: { $0.owner === owner }) else { return }
        presentationFollowers.append(PresentationFollower(owner: owner, isAnimating: isAnimating, layout: layout))
    }

    /// Delivers input: pointer events go to the gesture recognizers under the pointer.
    public func handle(_ event: PointerEvent) {
        gestures.handle(event)
    }
}

/// Keeps every direct subview (the root controller's view, presentation containers) filling the
/// window, and places the overlays.
@MainActor private final class WindowRootView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        let overlays = hostingWindow?.overlays ?? []
        for view in subviews {
            if let overlay = overlays.first(where: { $0.view === view }) {
                view.frame = overlay.layout(bounds)
            } else {
                view.frame = bounds
            }
        }
    }
}

extension View {
    /// The window whose root view this view lies under, if any.
    public var window: Window? {
        var node: View = self
        while let parent = node.superview { node = parent }
        return node.hostingWindow
    }
}
