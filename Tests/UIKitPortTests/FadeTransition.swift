import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// FadeTransition: a modal cross-fade wired through FadeTransitionDelegate (modalPresentationStyle = .custom).
// Present (0.3 s, .curveEaseInOut): the presented view is put at transitionContext.finalFrame(for: toVC) (the full
// container bounds for a .custom presentation without a presentation controller), starts at alpha 0 and fades to alpha 1.
// Dismiss (0.3 s, .curveEaseInOut): the presented view fades from alpha 1 to 0 and is then removed from the container.
// The presenting view is never touched (frame, alpha, transform stay the same). No interaction controllers are vended.

final class FadePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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

        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.curveEaseInOut],
            animations: {
                toView.alpha = 1
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

final class FadeDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        // For a .custom presentation the presented view is handed to us under the .from key.
        let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.curveEaseInOut],
            animations: {
                fromView.alpha = 0
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    fromView.alpha = 1
                } else {
                    fromView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class FadeTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return FadePresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeDismissAnimator()
    }
}

// MARK: - Demo view controllers

final class FadeHomeViewController: UIViewController {
    private let showButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fade"
        view.backgroundColor = .systemBackground

        showButton.setTitle("Show Details", for: .normal)
        showButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        showButton.addTarget(self, action: { [unowned self] in showDetails() }, for: .touchUpInside)  // selector
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showButton.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        showButton.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    private func showDetails() {  // selector
        present(FadeDetailViewController(), animated: true)
    }
}

final class FadeDetailViewController: UIViewController {
    // `transitioningDelegate` is weak, so the presented controller keeps its delegate alive itself.
    private let fadeTransitionDelegate = FadeTransitionDelegate()
    private let messageLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = fadeTransitionDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo

        messageLabel.text = "Faded in"
        messageLabel.textColor = .white
        messageLabel.font = .systemFont(ofSize: 28, weight: .bold)
        messageLabel.textAlignment = .center
        view.addSubview(messageLabel)

        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addTarget(self, action: { [unowned self] in close() }, for: .touchUpInside)  // selector
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        messageLabel.frame = CGRect(x: 20, y: bounds.midY - 30, width: bounds.width - 40, height: 40)
        closeButton.frame = CGRect(x: bounds.midX - 60, y: bounds.midY + 30, width: 120, height: 44)
    }

    private func close() {  // selector
        dismiss(animated: true)
    }
}
