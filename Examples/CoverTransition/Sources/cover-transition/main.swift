import Motion
import SDLHost
import ViewKit

/// A screen of one colour.
final class ColorScreen: ViewController {
    let color: Color

    init(title: String, color: Color) {
        self.color = color
        super.init(title: title)
    }

    override func loadView() -> View {
        let view = View(name: title)
        view.backgroundColor = color
        return view
    }
}

/// A vertical cover: the pushed screen rises from the bottom edge while the screen below sinks
/// back to 94 % and dims; a pop plays it in reverse. Progress maps 1:1 onto the rise.
final class CoverAnimator: InterruptibleAnimatedTransitioning {
    let operation: NavigationOperation

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext) -> Double { 0.5 }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let cover = operation == .push ? context.toView : context.fromView
            let below = operation == .push ? context.fromView : context.toView
            if operation == .push {
                context.containerView.addSubview(cover)
            } else {
                context.containerView.insertSubview(below, below: cover)
            }
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            let isPush = operation == .push
            animator.addAnimations { p in
                let raised = isPush ? p : 1 - p  // how far the cover is up
                cover.transform = Transform2D(translationX: 0, y: (1 - raised) * cover.bounds.height)
                below.transform = Transform2D(scaleX: 1 - 0.06 * raised, y: 1 - 0.06 * raised)
                below.alpha = 1 - 0.4 * raised
            }
            animator.addCompletion { _ in
                below.transform = .identity
                below.alpha = 1
            }
            return animator
        }
    }
}

/// Two screens in a navigation stack: drag up to push the second (the cover follows the
/// pointer), drag down to pop it (the navigation controller's own swipe back, toward the bottom
/// edge); the release finishes or cancels with a spring that starts at the pointer's velocity.
/// Up and Down do the same without a drag.
final class Cover: NavigationControllerDelegate {
    let navigation = NavigationController(rootViewController: ColorScreen(title: "first", color: Color(rgb: 0x264653)))
    let interaction = PercentDrivenInteractiveTransition()
    /// The release: projected to an end, onto a critically damped spring at the pointer's speed.
    let release = GestureRelease(spring: Spring(validDampingRatio: 1, response: 0.4))
    private var isDragging = false

    init() {
        navigation.delegate = self
        // Pops: a swipe down anywhere, released on the same spring as the push.
        navigation.interactivePopDirection = .bottom
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = true
        navigation.interactivePopRelease = release
        navigation.view.addGestureRecognizer(PanGestureRecognizer { [unowned self] in pan($0) })
    }

    /// Pushes: a drag up from the first screen. (A drag down is the swipe back, which begins first.)
    private func pan(_ pan: PanGestureRecognizer) {
        let height = max(navigation.view.bounds.height, 1)
        let up = -pan.translation(in: nil).y
        switch pan.state {
        case .began:
            // As UIKit's, the stack changes when push is called: decide before calling.
            guard navigation.viewControllers.count == 1, up > 0 else { return }
            isDragging = true
            push()
            isDragging = false
            interaction.update(up / height)
        case .changed:
            interaction.update(up / height)
        case .ended:
            let velocity = -pan.velocity(in: nil).y / height  // progress per second, upward
            interaction.release(velocity: velocity, span: height, using: release)
        case .cancelled:
            interaction.release(velocity: 0, span: height, using: release, finishing: false)
        default:
            break
        }
    }

    private func push() {
        navigation.pushViewController(ColorScreen(title: "second", color: Color(rgb: 0xE9C46A)), animated: true)
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { CoverAnimator(operation: operation) }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { isDragging ? interaction : nil }

    /// Up pushes, Down pops, without a drag.
    func handle(_ key: Key) {
        switch key {
        case .up: if navigation.viewControllers.count == 1 { push() }
        case .down: _ = navigation.popViewController(animated: true)
        default: break
        }
    }

    /// What a script's `state` prints, beside the host's `t_ms` and `frame`.
    struct State: Encodable {
        let stack: [String]
        /// The running transition's progress, absent at rest.
        let progress: Double?
    }

    func state() -> State {
        State(stack: navigation.viewControllers.map(\.title), progress: navigation.transitionContext?.progress)
    }
}

let cover = Cover()
HostRunner.main(title: "Cover", rootViewController: cover.navigation, keys: cover.handle, state: cover.state)
