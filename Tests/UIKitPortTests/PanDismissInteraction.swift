import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// PanDismissInteraction: a full-screen modal that is dragged down to dismiss (modalPresentationStyle = .custom).
// PanDismissInteractionController adds its own UIPanGestureRecognizer to the presented controller's view. On .began it calls
// dismiss(animated: true); on .changed update(min(max(translation.y / view.bounds.height, 0), 1)); on .ended it calls finish() if
// progress > 0.5 or velocity.y > 1000 pt/s (completionSpeed 1.5 when velocity.y > 1000, else 1.0), otherwise cancel() (speed 1.0).
// PanDismissSlideDownAnimator (0.3 s; .curveLinear when interactive, .curveEaseIn otherwise) moves the view from its frame to that
// frame offset by +containerHeight in y; PanDismissSlideUpAnimator presents the reverse (from +containerHeight to finalFrame, 0.3 s, .curveEaseOut).

final class PanDismissInteractionController: UIPercentDrivenInteractiveTransition {
    static let progressThreshold: CGFloat = 0.5
    static let velocityThreshold: CGFloat = 1000
    static let flickCompletionSpeed: CGFloat = 1.5

    /// True between the pan's .began and its end; the transitioning delegate only vends us while this is true,
    /// so a plain `dismiss(animated:)` from a button still runs non-interactively.
    private(set) var interactionInProgress = false
    private(set) var panGestureRecognizer: UIPanGestureRecognizer?
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        let pan = UIPanGestureRecognizer(target: self) { [unowned self] in handlePan($0) }  // selector
        viewController.view.addGestureRecognizer(pan)
        panGestureRecognizer = pan
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {  // selector
        guard let view = gesture.view else { return }
        // The presented view itself moves during the transition, so measure in its (static) superview.
        let referenceView = view.superview ?? view
        let translation = gesture.translation(in: referenceView)
        let height = max(view.bounds.height, 1)
        let progress = min(max(translation.y / height, 0), 1)

        switch gesture.state {
        case .began:
            guard let viewController, viewController.presentingViewController != nil else { return }
            interactionInProgress = true
            viewController.dismiss(animated: true)

        case .changed:
            guard interactionInProgress else { return }
            update(progress)

        case .ended:
            guard interactionInProgress else { return }
            interactionInProgress = false
            let velocity = gesture.velocity(in: referenceView)
            if progress > Self.progressThreshold || velocity.y > Self.velocityThreshold {
                completionSpeed = velocity.y > Self.velocityThreshold ? Self.flickCompletionSpeed : 1.0
                finish()
            } else {
                completionSpeed = 1.0
                cancel()
            }

        case .cancelled, .failed:
            guard interactionInProgress else { return }
            interactionInProgress = false
            completionSpeed = 1.0
            cancel()

        default:
            break
        }
    }
}

final class PanDismissSlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let toView: UIView = transitionContext.view(forKey: .to) ?? toVC.view

        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.curveEaseOut],
            animations: {
                toView.frame = finalFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class PanDismissSlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view

        let startFrame = fromView.frame
        let endFrame = startFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
        // A linear curve keeps the view glued to the finger while the percent-driven transition scrubs it.
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseIn]

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: options,
            animations: {
                fromView.frame = endFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    fromView.frame = startFrame
                } else {
                    fromView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class PanDismissTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactionController: PanDismissInteractionController?

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return PanDismissSlideUpAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PanDismissSlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interactionController, interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}

// MARK: - Demo view controllers

final class PanDismissHomeViewController: UIViewController {
    private let showButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pan to Dismiss"
        view.backgroundColor = .systemBackground

        showButton.setTitle("Show Sheet", for: .normal)
        showButton.addTarget(self, action: { [unowned self] in showSheet() }, for: .touchUpInside)  // selector
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showButton.frame = CGRect(x: view.bounds.midX - 100, y: view.bounds.midY - 22, width: 200, height: 44)
    }

    private func showSheet() {  // selector
        present(PanDismissSheetViewController(), animated: true)
    }
}

final class PanDismissSheetViewController: UIViewController {
    // Held strongly here because `transitioningDelegate` is weak; it in turn owns the interaction controller.
    private let sheetTransitionDelegate = PanDismissTransitionDelegate()
    private let grabberView = UIView()
    private let hintLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitionDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        grabberView.backgroundColor = .systemGray3
        grabberView.layer.cornerRadius = 2.5
        view.addSubview(grabberView)

        hintLabel.text = "Drag down to dismiss"
        hintLabel.textAlignment = .center
        hintLabel.font = .systemFont(ofSize: 20, weight: .medium)
        view.addSubview(hintLabel)

        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: { [unowned self] in close() }, for: .touchUpInside)  // selector
        view.addSubview(closeButton)

        sheetTransitionDelegate.interactionController = PanDismissInteractionController(viewController: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        grabberView.frame = CGRect(x: bounds.midX - 20, y: top + 8, width: 40, height: 5)
        hintLabel.frame = CGRect(x: 20, y: bounds.midY - 20, width: bounds.width - 40, height: 40)
        closeButton.frame = CGRect(x: bounds.midX - 50, y: bounds.midY + 30, width: 100, height: 44)
    }

    private func close() {  // selector
        dismiss(animated: true)
    }
}
