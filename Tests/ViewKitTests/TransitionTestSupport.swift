import Foundation
import Motion
import TestSupport

@testable import ViewKit

/// A screen that records its appearance callbacks.
class Screen: ViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A window of 400×300 points on a fixed 60 Hz clock.
final class Stage {
    let clock = FixedStepClock()
    let driver: AnimationDriver
    let window: Window
    let root = Screen(title: "root")
    let navigation: NavigationController
    private var stepper: FrameRig!

    init() {
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 400, height: 300), driver: driver)
        navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        // The logs start once the stage shows (the root's appearing with the window is
        // AppearanceForwardingTests').
        root.log.removeAll()
        stepper = FrameRig(clock: clock) { [unowned self] in
            window.update()
            return driver.hasRunningAnimations
        }
    }

    /// The view the screens live in: the transition container under the bar.
    var container: View { navigation.transitionView }

    /// Advances `count` frames.
    func frames(_ count: Int) { stepper.frames(count) }

    /// Runs frames until nothing animates (at most `limit`), returning how many ran.
    @discardableResult
    func settle(limit: Int = 600) -> Int { stepper.settle(limit: limit) }

    func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
        window.handle(PointerEvent(phase, at: Point(x: x, y: y), time: clock.now))
    }

    /// Every view in the container is at rest: full size, no transform, opaque.
    func containerIsAtRest(showing controller: ViewController) -> Bool {
        container.subviews.count == 1 && container.subviews[0] === controller.view && Self.isAtRest(controller.view, in: container)
    }

    static func isAtRest(_ view: View, in container: View) -> Bool {
        view.transform == .identity && view.alpha == 1 && view.frame == container.bounds
            && view.anchorPoint == Point(x: 0.5, y: 0.5)
    }
}

/// A push animator that slides the incoming screen in from the left, following progress, and
/// counts how often the transition ends.
class CountingSlideAnimator: InterruptibleAnimatedTransitioning {
    let operation: NavigationOperation
    var ended: [Bool] = []
    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext) -> Double { 0.8 }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let moving = operation == .push ? context.toView : context.fromView
            if operation == .push {
                container.addSubview(context.toView)
            } else {
                container.insertSubview(context.toView, below: context.fromView)
            }
            let animator = PropertyAnimator(duration: transitionDuration(using: context), curve: .linear, driver: context.animationDriver)
            animator.addAnimations { p in
                let width = container.bounds.width
                moving.transform = Transform2D(translationX: self.operation == .push ? -(1 - p) * width : -p * width, y: 0)
            }
            return animator
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Supplies CountingSlideAnimators and, while `interaction` is set, that interaction controller.
final class NavigationDelegate: NavigationControllerDelegate {
    var animators: [CountingSlideAnimator] = []
    var interaction: PercentDrivenInteractiveTransition?
    /// The stack's titles each time an animator was asked for.
    var stacksSeen: [[String]] = []

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        stacksSeen.append(navigationController.viewControllers.map(\.title))
        let animator = CountingSlideAnimator(operation: operation)
        animators.append(animator)
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}
