/// Owns one screen's view and takes part in navigation and presentation, as UIViewController.
@preconcurrency @MainActor open class ViewController {
    /// The screen's root view, made on first access: by UIKit's `loadView()` if an override of it
    /// sets `view`, or else as `loadView() -> View` returns it. Setting it replaces the view.
    /// Implicitly unwrapped, as UIKit's `UIView!` (so `if let` on it compiles); never nil when
    /// read, and setting nil changes nothing.
    public var view: View! {
        get {
            if let loaded = loadedView { return loaded }
            (loadView as () -> Void)()
            if loadedView == nil { install((loadView as () -> View)()) }
            let made = loadedView!
            viewDidLoad()
            return made
        }
        set {
            guard let newValue else { return }
            install(newValue)
        }
    }
    private var loadedView: View?

    /// Makes `newView` the screen's view, in place of the one before.
    private func install(_ newView: View) {
        loadedView?.viewController = nil
        loadedView = newView
        newView.viewController = self
    }
    /// Whether `view` has been made (UIViewController's `isViewLoaded`).
    public var isViewLoaded: Bool { loadedView != nil }
    /// Makes the view now if it is not made yet, as UIKit's `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    /// A name for state lines and debugging, and the title a navigation bar shows: a new one
    /// is the navigation item's title too, as UIKit's (so the bar shows it at once).
    public var title: String {
        didSet { if title != oldValue { navigationItem.title = title } }
    }

    /// Insets added to the safe area of the view and everything in it, as UIKit's.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if let loadedView, additionalSafeAreaInsets != oldValue { loadedView.setNeedsLayoutInSubtree() } }
    }
    /// The least layout margins the root view keeps while `viewRespectsSystemMinimumLayoutMargins`:
    /// 16 points each side, an iPhone's in compact width, or 20 in a view 600 points wide or
    /// more (ours: there are no size classes here; the breakpoint is Drawer's).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = (loadedView?.bounds.width ?? 0) >= 600 ? 20.0 : 16.0
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Whether the root view's margins are kept at least `systemMinimumLayoutMargins`; true
    /// unless set, as UIKit's.
    public var viewRespectsSystemMinimumLayoutMargins = true

    /// The navigation controller whose stack holds this controller, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// The nearest tab bar controller above this one, as UIKit's: the one whose
    /// `viewControllers` hold it, or else its navigation controller's. Not through a
    /// presentation, as UIKit's parent chain does not go through one.
    public var tabBarController: TabBarController? {
        var node: ViewController? = self
        while let controller = node {
            if let owner = controller.owningTabBarController { return owner }
            node = controller.navigationController
        }
        return nil
    }
    /// The tab bar controller whose `viewControllers` hold this controller, if any.
    weak var owningTabBarController: TabBarController?
    /// `tabBarItem`, once it has been asked for or set.
    var storedTabBarItem: TabBarItem?
    /// The controller this one presented and that is still on screen.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// Supplies the animators (and dismissal interaction) for presenting and dismissing this controller.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The running presentation or dismissal of this controller. Weak: the window holds it
    /// (`Window.holdTransition`), for the context holds this controller, and a window closed
    /// mid-transition must free both.
    weak var presentationContext: TransitionContext?
    /// The container this controller's view is presented in.
    var presentationContainer: View?

    /// How this controller covers the screen when presented; `.overFullScreen` by default
    /// (UIKit's `.automatic` picks a page sheet). Read when `presentationController` is made:
    /// set it before presenting.
    public var modalPresentationStyle: ModalPresentationStyle = .overFullScreen
    /// How a presentation without a transitioning delegate's animator runs, as UIKit's
    /// `modalTransitionStyle`: `.coverVertical` (the default) slides it up, `.crossDissolve` fades
    /// it, `.flipHorizontal` turns the screen over (`FlipTransitionAnimator`); `.partialCurl`
    /// covers vertically (UIKit's curls a corner up, which Drawer does not draw).
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether a person may not dismiss this controller (a swipe down, a click outside it):
    /// attempts call the delegate's `presentationControllerDidAttemptToDismiss`; code may still
    /// call `dismiss(animated:)`. A presentation with this set takes no clicks outside itself.
    public var isModalInPresentation = false

    private var madePresentationController: PresentationController?

    /// The presentation controller that manages (or will manage) this controller's
    /// presentation, made on first access for `modalPresentationStyle`: a
    /// `SheetPresentationController` for `.pageSheet`, the transitioning delegate's for `.custom`,
    /// the base class otherwise. Made again when the style changed since, unless it is presented.
    public var presentationController: PresentationController {
        if let made = madePresentationController,
            made.presentationStyle == modalPresentationStyle || presentingViewController != nil
        {
            return made
        }
        let made: PresentationController
        switch modalPresentationStyle {
        case .pageSheet:
            made = SheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        case .custom:
            made =
                transitioningDelegate?.presentationController(
                    forPresented: self, presenting: presentingViewController, source: presentingViewController ?? self)
                ?? PresentationController(presentedViewController: self, presenting: presentingViewController)
        case .fullScreen, .overFullScreen:
            made = PresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        madePresentationController = made
        return made
    }

    /// The sheet this controller is presented in (or will be): non-nil for `.pageSheet`.
    public var sheetPresentationController: SheetPresentationController? {
        modalPresentationStyle == .pageSheet ? presentationController as? SheetPresentationController : nil
    }

    /// The transition this controller asks for when it is pushed or presented, and leaves by
    /// (UIViewController's `preferredTransition`, iOS 18): nil for the navigation controller's
    /// or the presentation's own. A delegate's animator, when it gives one, wins.
    public var preferredTransition: Transition? {
        didSet {
            // The animator the old transition kept for this controller goes with it.
            if let kept = oldValue?.kept, kept !== preferredTransition?.kept { kept.forget(self) }
        }
    }

    /// `navigationItem`, once it has been asked for.
    var storedNavigationItem: NavigationItem?

    /// Whether the controller is editing its content (UIKit's `isEditing`); setting it is
    /// `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    private var madeEditButtonItem: BarButtonItem?

    /// Starts or ends editing, and retitles `editButtonItem` ("Edit", "Done"). A subclass that
    /// shows editable content overrides it and calls super (`TableViewController` edits its
    /// table).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        guard let button = madeEditButtonItem else { return }
        button.title = editing ? "Done" : "Edit"
        navigationController?.navigationItemDidChange()
    }

    /// A bar button that toggles editing, titled "Edit" or "Done" by it (UIKit's
    /// `editButtonItem`), made on first use.
    public var editButtonItem: BarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let button = BarButtonItem(title: editing ? "Done" : "Edit")
        button.action = { [unowned self] in setEditing(!isEditing, animated: true) }
        madeEditButtonItem = button
        return button
    }

    /// Creates a controller named `title`.
    public init(title: String = "") {
        self.title = title
    }

    /// UIKit's `init(nibName:bundle:)`: there are no nibs here, so both are ignored (the bundle is
    /// `Any?` so that ViewKit needs no Foundation `Bundle`; `nil` and `Bundle.main` both fit).
    public init(nibName: String?, bundle: Any?) {
        self.title = ""
    }

    /// UIKit's archive initializer, which a subclass from iOS writes (`required init?(coder:)`):
    /// there are no archives here (no storyboards, no nibs), so nothing calls it, and it makes
    /// no controller.
    public init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    /// Makes the root view; override to build another. The default is an empty view the size of
    /// the key window, as UIKit's is the screen's, so that constraints made in `viewDidLoad` meet
    /// a real size, not a zero one they cannot hold.
    open func loadView() -> View { View(frame: Self.initialViewFrame, name: title) }

    /// The frame a controller's view starts with: the key window's bounds (UIKit's start with
    /// `UIScreen.main.bounds`), zero without a key window.
    static var initialViewFrame: Rect { Window.keyWindow?.rootView.bounds ?? .zero }
    /// UIKit's shape of the same step: an override sets `view` (`view = MyView()`). The default
    /// sets nothing, and `loadView() -> View` makes the view.
    open func loadView() {}
    /// Called once, after the view is made.
    open func viewDidLoad() {}
    /// Called before the view lays out its subviews (its size changed, or `setNeedsLayout()`),
    /// as UIKit's.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews, as UIKit's: where code that sets its
    /// subviews' frames from the view's bounds goes.
    open func viewDidLayoutSubviews() {}
    /// The view is about to join the screen (a transition may still cancel).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen and the transition that brought it is over.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen (a transition may still cancel).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// For a container that moves a child's view on or off screen itself (UIKit's manual
    /// appearance forwarding): calls `viewWillAppear(_:)` or `viewWillDisappear(_:)` now, and
    /// `endAppearanceTransition()` the matching "did" call. A second begin before the end
    /// replaces the first, as UIKit's does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        pendingAppearance = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends what `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`. Without a begin, nothing.
    public func endAppearanceTransition() {
        guard let (isAppearing, animated) = pendingAppearance else { return }
        pendingAppearance = nil
        if isAppearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    }
    private var pendingAppearance: (isAppearing: Bool, animated: Bool)?

    /// The controller's view's window, if the view is in one.
    public var window: Window? { view.window }

    // MARK: The system's (a desktop window has no status bar and no memory pressure to report)

    /// Whether the controller would hide the status bar, as UIKit's. A desktop window has no
    /// status bar, so nothing reads it but the app's own code; false unless overridden.
    open var prefersStatusBarHidden: Bool { false }

    /// UIKit's call after `prefersStatusBarHidden` changes: there is no status bar to update.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Called when the system is short of memory, as UIKit's; Drawer's host never is told, so
    /// only an app's own code calls it. Release what can be made again.
    open func didReceiveMemoryWarning() {}
}
