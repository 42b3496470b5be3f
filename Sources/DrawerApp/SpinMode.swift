import Motion
import ViewKit

/// `spin`: pushes swing the new screen in about its top-left corner on a spring; pops lay the
/// screen below back on top, turning about its top-right corner through keyframes. A click on
/// the root screen (or Right) pushes; a click on a pushed screen (or Left) pops.
final class SpinMode: DemoMode, NavigationControllerDelegate {
    let name = ModeName.spin
    let navigation: NavigationController
    private let environment: DemoEnvironment

    init(environment: DemoEnvironment) {
        self.environment = environment
        navigation = NavigationController(rootViewController: ScreenController(depth: 0, image: environment.image), title: "spin")
        navigation.delegate = self
        navigation.view.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in
            if navigation.viewControllers.count == 1 { push() } else { navigation.popViewController(animated: true) }
        })
    }

    var rootViewController: ViewController { navigation }
    var stack: [String] { navigation.viewControllers.map(\.title) }
    var transition: TransitionContext? { navigation.transitionContext }

    func handleKey(_ key: String) -> Bool {
        switch key {
        case "Right": push()
        case "Left": navigation.popViewController(animated: true)
        default: return false
        }
        return true
    }

    func settleImmediately() {
        navigation.transitionContext?.endImmediately(completing: true)
    }

    private func push() {
        navigation.pushViewController(ScreenController(depth: navigation.viewControllers.count, image: environment.image), animated: true)
    }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        if environment.reduceMotion { return CrossFadeAnimator() }
        return operation == .push ? SpinPushAnimator() : SpinPopAnimator()
    }
}
