import Motion
import ViewKit

/// `spin`: pushes swing the new screen in about its top-left corner on a spring; pops lay the
/// screen below back on top, turning about its top-right corner through keyframes. A click on
/// the root screen (or Right) pushes; a click on a pushed screen (or Left) pops.
final class SpinMode: NavigationMode {
    init(environment: DemoEnvironment) {
        super.init(name: .spin, environment: environment)
        navigation.view.addGestureRecognizer(
            TapGestureRecognizer { [unowned self] _ in
                if navigation.viewControllers.count == 1 { push() } else { pop() }
            })
    }

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        if environment.reduceMotion { return CrossFadeAnimator() }
        let settings = environment.settings
        return operation == .push
            ? SpinPushAnimator(timing: settings.spinPushTiming, duration: settings["spin.duration"])
            : SpinPopAnimator(duration: settings["spin.pop_duration"])
    }
}
