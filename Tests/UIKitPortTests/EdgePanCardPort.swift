// Two small pieces iOS code often has, written as iOS Swift writes them:
// - an edge swipe from the left that pops through a `UIPercentDrivenInteractiveTransition`
//   (`EdgePopController`): translation over width, finishing past half or on a fling;
// - a card that a property animator moves, scrubbed by `fractionComplete` and continued with a
//   `UISpringTimingParameters` spring (`SpringCardController`).
//
// Lines that differ from what this file would be on iOS, and why:
// - the two recognizers' `init(target:action:)` take a closure: no selectors on Linux (on iOS:
//   `action: #selector(...)`, with `@objc` on the handler).

import UIKit

class EdgePopController: NSObject, UINavigationControllerDelegate {
    weak var navigationController: UINavigationController?
    var interaction: UIPercentDrivenInteractiveTransition?
    var edgePan: UIScreenEdgePanGestureRecognizer!

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        edgePan = UIScreenEdgePanGestureRecognizer(target: self) { [unowned self] in handleEdgePan($0) }
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        navigationController.delegate = self
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 800 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? EdgeSlideAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }
}

/// The pop: the top screen slides off to the right over the one below, which comes in from a
/// third of the way left.
class EdgeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: transitionContext.isInteractive ? .curveLinear : .curveEaseOut,
            animations: {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
                toView.transform = .identity
            },
            completion: { _ in
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

class SpringCardController: UIViewController {
    let card = UIView()
    var animator: UIViewPropertyAnimator?
    var isOpen = false
    let closedY: CGFloat = 240
    let openY: CGFloat = 40

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.frame = CGRect(x: 0, y: closedY, width: 400, height: 260)
        view.addSubview(card)
    }

    func startToggle() {
        let target = isOpen ? closedY : openY
        animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            self.card.frame.origin.y = target
        }
        animator?.addCompletion { position in
            if position == .end { self.isOpen.toggle() }
        }
        animator?.pauseAnimation()
    }

    func scrub(to fraction: CGFloat) {
        animator?.fractionComplete = fraction
    }

    func release(velocity: CGFloat) {
        let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: velocity, dy: 0))
        animator?.continueAnimation(withTimingParameters: timing, durationFactor: 1)
    }
}
