/// Owns one screen's view and takes part in navigation and presentation, as UIViewController.
open class ViewController {
    /// The screen's root view, made by `loadView()` on first access.
    public var view: View {
        if let loaded = loadedView { return loaded }
        let made = loadView()
        loadedView = made
        viewDidLoad()
        return made
    }
    private var loadedView: View?

    /// A name for state lines and debugging.
    public var title: String

    /// The navigation controller whose stack holds this controller, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// The controller this one presented and that is still on screen.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// Supplies the animators (and dismissal interaction) for presenting and dismissing this controller.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The running presentation or dismissal of this controller.
    /// The running presentation or dismissal of this controller. Weak: the window holds it
    /// (`Window.holdTransition`), for the context holds this controller, and a window closed
    /// mid-transition must free both.
    weak var presentationContext: TransitionContext?
    /// The container this controller's view is presented in.
    var presentationContainer: View?

    /// Creates a controller named `title`.
    public init(title: String = "") {
        self.title = title
    }

    /// Makes the root view; override to build another. The default is an empty view.
    open func loadView() -> View { View(name: title) }
    /// Called once, after the view is made.
    open func viewDidLoad() {}
    /// The view is about to join the screen (a transition may still cancel).
    open func viewWillAppear(animated: Bool) {}
    /// The view is on screen and the transition that brought it is over.
    open func viewDidAppear(animated: Bool) {}
    /// The view is about to leave the screen (a transition may still cancel).
    open func viewWillDisappear(animated: Bool) {}
    /// The view has left the screen.
    open func viewDidDisappear(animated: Bool) {}

    /// The controller's view's window, if the view is in one.
    public var window: Window? { view.window }
}
