import Motion
import SDLHost
import ViewKit

/// What the modes built on a navigation stack of coloured screens share: Right pushes the next
/// screen, Left pops. Subclasses supply the animators and the gestures, and conform to `DemoMode`.
class NavigationMode: NavigationControllerDelegate {
    let name: ModeName
    let navigation: NavigationController
    let environment: DemoEnvironment

    init(name: ModeName, environment: DemoEnvironment) {
        self.name = name
        self.environment = environment
        navigation = NavigationController(
            rootViewController: ScreenController(depth: 0, image: environment.image),
            title: name.rawValue)
        navigation.delegate = self
        // The samples' stacks have no swipe back: sample 002 gives its navigation controller a
        // delegate with animators of its own, which on iOS leaves the edge swipe doing nothing.
        // The side mode turns on the full-width swipe it needs.
        navigation.interactivePopGestureRecognizer?.isEnabled = false
    }

    /// The keys of a navigation stack, for a subclass's table.
    static func navigationKeys<Mode: NavigationMode>() -> [KeyBinding<Mode>] {
        [
            KeyBinding([.right], "push") { $0.push() },
            KeyBinding([.left], "pop") { $0.pop() },
            // The samples' storyboards show the bar; B slides it away and back.
            KeyBinding([.character("B")], "navigation bar hidden or shown") { mode in
                mode.navigation.setNavigationBarHidden(!mode.navigation.isNavigationBarHidden, animated: true)
            },
        ]
    }

    var rootViewController: ViewController { navigation }

    func violations(at check: ModeCheck) -> [String] { check == .atRest ? [] : navigation.containerViolations() }

    /// Ends the running transition where it was heading (now, or once at rest: the screens
    /// cross the window).
    func endMotion(_ ending: MotionEnding) {
        guard let context = navigation.transitionContext else { return }
        switch ending {
        case .now: context.endWhereHeading()
        case .atRest: context.endIfAtRest(travel: navigation.view.bounds.width)
        }
    }

    /// Pushes the next screen (its colour follows the depth); false if a transition is running.
    @discardableResult
    func push() -> Bool {
        navigation.pushViewController(ScreenController(depth: navigation.viewControllers.count, image: environment.image), animated: true)
    }

    /// Pops the top screen; false at the root or while a transition is running.
    @discardableResult
    func pop() -> Bool {
        navigation.popViewController(animated: true) != nil
    }

    // MARK: NavigationControllerDelegate (subclasses override)

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}
