import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// EdgeSwipePop: interactive "swipe back" from the left screen edge, driven through EdgeSwipePopCoordinator (the nav delegate).
// It adds a UIScreenEdgePanGestureRecognizer (edges = .left) to the navigation controller's view. On .began (only with more than
// one view controller) it creates a UIPercentDrivenInteractiveTransition and calls popViewController(animated: true); .changed
// calls update(min(max(translation.x / view.bounds.width, 0), 1)); .ended calls finish() if progress > 0.5 or velocity.x > 800 pt/s,
// otherwise cancel(). EdgeSwipeSlideAnimator (0.3 s; .curveLinear when interactive, else .curveEaseOut) pops by moving the top view
// from translationX 0 to +width while the revealed view goes from -width/3 to 0; push is the mirror. Transforms reset at the end.

final class EdgeSwipeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3
    static let parallaxFraction: CGFloat = 1.0 / 3.0

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view
        let toView: UIView = transitionContext.view(forKey: .to) ?? toVC.view
        let width = containerView.bounds.width
        let isPop = operation == .pop

        if fromView.superview !== containerView {
            containerView.addSubview(fromView)
        }
        toView.frame = transitionContext.finalFrame(for: toVC)

        let offscreenRight = CGAffineTransform(translationX: width, y: 0)
        let parallaxLeft = CGAffineTransform(translationX: -width * Self.parallaxFraction, y: 0)

        if isPop {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.transform = parallaxLeft
        } else {
            containerView.addSubview(toView)
            toView.transform = offscreenRight
        }

        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: options,
            animations: {
                toView.transform = .identity
                fromView.transform = isPop ? offscreenRight : parallaxLeft
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.transform = .identity
                toView.transform = .identity
                if cancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class EdgeSwipePopCoordinator: NSObject, UINavigationControllerDelegate {
    static let progressThreshold: CGFloat = 0.5
    static let velocityThreshold: CGFloat = 800

    private weak var navigationController: UINavigationController?
    private(set) var interactionController: UIPercentDrivenInteractiveTransition?
    private(set) var edgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
        // The system swipe-back does not cooperate with a custom animator; ours replaces it.
        navigationController.interactivePopGestureRecognizer?.isEnabled = false

        let edgePan = UIScreenEdgePanGestureRecognizer(target: self) { [unowned self] in handleEdgePan($0) }  // selector
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
        edgePanGestureRecognizer = edgePan
    }

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {  // selector
        guard let navigationController, let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let width = max(view.bounds.width, 1)
        let progress = min(max(translation.x / width, 0), 1)

        switch gesture.state {
        case .began:
            guard navigationController.viewControllers.count > 1 else { return }
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)

        case .changed:
            interactionController?.update(progress)

        case .ended:
            guard let interaction = interactionController else { return }
            let velocity = gesture.velocity(in: view)
            if progress > Self.progressThreshold || velocity.x > Self.velocityThreshold {
                interaction.finish()
            } else {
                interaction.cancel()
            }
            interactionController = nil

        case .cancelled, .failed:
            interactionController?.cancel()
            interactionController = nil

        default:
            break
        }
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop:
            return EdgeSwipeSlideAnimator(operation: operation)
        default:
            return nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        // Non-nil only while the edge pan is driving a pop.
        return interactionController
    }
}

/// Keeps the coordinator alive (UINavigationController.delegate is weak).
final class EdgeSwipeNavigationController: UINavigationController {
    private(set) var popCoordinator: EdgeSwipePopCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        popCoordinator = EdgeSwipePopCoordinator(navigationController: self)
    }
}

// MARK: - Demo view controllers

final class EdgeSwipeListViewController: UIViewController {
    private let pushButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground

        pushButton.setTitle("Open Message", for: .normal)
        pushButton.addTarget(self, action: { [unowned self] in openMessage() }, for: .touchUpInside)  // selector
        view.addSubview(pushButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pushButton.frame = CGRect(x: view.bounds.midX - 100, y: view.bounds.midY - 22, width: 200, height: 44)
    }

    private func openMessage() {  // selector
        navigationController?.pushViewController(EdgeSwipeDetailViewController(), animated: true)
    }
}

final class EdgeSwipeDetailViewController: UIViewController {
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        view.backgroundColor = .systemMint

        hintLabel.text = "Swipe from the left edge to go back"
        hintLabel.textColor = .white
        hintLabel.numberOfLines = 0
        hintLabel.textAlignment = .center
        hintLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        view.addSubview(hintLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        hintLabel.frame = CGRect(x: 24, y: view.bounds.midY - 40, width: view.bounds.width - 48, height: 80)
    }
}
