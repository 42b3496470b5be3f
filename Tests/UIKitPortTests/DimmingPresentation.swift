import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// DimmingPresentation: a bottom half-sheet managed by DimmingPresentationController (modalPresentationStyle = .custom).
// With container size W x H, frameOfPresentedViewInContainerView is (0, H/2, W, H/2); the sheet gets cornerRadius 16.
// A dimming view (UIColor(white: 0, alpha: 0.5)) covering the container fades alpha 0 -> 1 alongside presentation and
// 1 -> 0 alongside dismissal (via the transition coordinator); tapping it dismisses. DimmingSlideUpAnimator presents by moving
// the sheet from origin.y = H (just below the bottom edge) to its final frame in 0.35 s (.curveEaseOut) and dismisses by moving
// it back to origin.y = H in 0.3 s (.curveEaseIn), then removing it. The dimming view is removed after dismissal.

final class DimmingPresentationController: UIPresentationController {
    static let sheetCornerRadius: CGFloat = 16
    static let heightFraction: CGFloat = 0.5

    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.alpha = 0
        return view
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let tap = UITapGestureRecognizer(target: self) { [unowned self] in dimmingViewTapped($0) }  // selector
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let height = bounds.height * Self.heightFraction
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }

        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)

        presentedViewController.view.layer.cornerRadius = Self.sheetCornerRadius
        presentedViewController.view.clipsToBounds = true

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {  // selector
        presentedViewController.dismiss(animated: true)
    }
}

final class DimmingSlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let presentDuration: TimeInterval = 0.35
    static let dismissDuration: TimeInterval = 0.3

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentation(using: transitionContext)
        } else {
            animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let toView: UIView = transitionContext.view(forKey: .to) ?? toVC.view

        let finalFrame = transitionContext.finalFrame(for: toVC)
        var startFrame = finalFrame
        startFrame.origin.y = containerView.bounds.maxY
        toView.frame = startFrame
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

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view

        let startFrame = fromView.frame
        var endFrame = startFrame
        endFrame.origin.y = containerView.bounds.maxY

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.curveEaseIn],
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

final class DimmingTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return DimmingSlideUpAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DimmingSlideUpAnimator(isPresenting: false)
    }
}

// MARK: - Demo view controllers

final class DimmingHomeViewController: UIViewController {
    // Strong reference: `transitioningDelegate` is weak.
    private let sheetTransitionDelegate = DimmingTransitionDelegate()
    private let showButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Half Sheet"
        view.backgroundColor = .systemBackground

        showButton.setTitle("Show Options", for: .normal)
        showButton.addTarget(self, action: { [unowned self] in showSheet() }, for: .touchUpInside)  // selector
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showButton.frame = CGRect(x: view.bounds.midX - 100, y: view.bounds.midY - 22, width: 200, height: 44)
    }

    private func showSheet() {  // selector
        let sheet = DimmingSheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetTransitionDelegate
        present(sheet, animated: true)
    }
}

final class DimmingSheetViewController: UIViewController {
    private let titleLabel = UILabel()
    private let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Options"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        view.addSubview(titleLabel)

        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton.addTarget(self, action: { [unowned self] in done() }, for: .touchUpInside)  // selector
        view.addSubview(doneButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 20, y: 20, width: bounds.width - 120, height: 30)
        doneButton.frame = CGRect(x: bounds.width - 90, y: 13, width: 74, height: 44)
    }

    private func done() {  // selector
        dismiss(animated: true)
    }
}
