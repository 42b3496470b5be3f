// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; compiled as
// written (laid out again by `swift format`, as every file here is).
// Lines that differ from what this file would be on iOS: none. (It compiled once the UIKit
// module had what it uses: see the CHANGELOG's 4.1.0.)
//
//  A custom half-height modal: UIPresentationController + transitioning delegate + slide animator.
//
//  Test entry points (HalfSheetHostViewController):
//    func presentHalfSheet()   – presents HalfSheetContentViewController in the bottom half of the container
//    func dismissHalfSheet()   – dismisses it (same path the sheet's "Close" button uses)
//  HalfSheetPresentationController.dimmingViewTapped() performs what a tap on the dimming view does.

import UIKit

final class HalfSheetPresentationController: UIPresentationController {
    static let cornerRadius: CGFloat = 16

    /// Covers the whole container behind the sheet. A UIControl, so the tap is handled with a UIAction.
    let dimmingView: UIControl = {
        let view = UIControl()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        return view
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.addAction(UIAction { [weak self] _ in self?.dimmingViewTapped() }, for: .touchUpInside)
    }

    func dimmingViewTapped() { presentedViewController.dismiss(animated: true) }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        // Round only the top corners of the sheet.
        let sheetView: UIView = presentedViewController.view
        sheetView.layer.cornerRadius = Self.cornerRadius
        sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheetView.clipsToBounds = true
        animateDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        animateDimming(to: 0)
    }

    /// Fades the dimming view in lockstep with the animator (falls back to no animation).
    private func animateDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class HalfSheetSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let presentDuration: TimeInterval = 0.35
    static let dismissDuration: TimeInterval = 0.25
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            var startFrame = finalFrame
            startFrame.origin.y = containerView.bounds.maxY  // just below the bottom edge
            toView.frame = startFrame
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseOut],
                animations: {
                    toView.frame = finalFrame
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
            var endFrame = fromView.frame
            endFrame.origin.y = containerView.bounds.maxY
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: {
                    fromView.frame = endFrame
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        HalfSheetSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HalfSheetSlideAnimator(isPresenting: false)
    }
}

final class HalfSheetContentViewController: UIViewController {
    private lazy var closeButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.dismiss(animated: true)
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        closeButton.frame = CGRect(x: view.bounds.midX - 60, y: 24, width: 120, height: 44)
    }
}

final class HalfSheetHostViewController: UIViewController {
    /// `transitioningDelegate` is weak on the presented controller, so the host owns it.
    private let sheetTransitioningDelegate = HalfSheetTransitioningDelegate()
    private(set) weak var presentedSheet: HalfSheetContentViewController?
    private lazy var showButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Show Half Sheet") { [weak self] _ in
            self?.presentHalfSheet()
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Top quarter, so it stays visible above the sheet.
        showButton.frame = CGRect(x: view.bounds.midX - 100, y: view.bounds.height / 4 - 22, width: 200, height: 44)
    }

    func presentHalfSheet() {
        guard presentedViewController == nil else { return }
        let sheet = HalfSheetContentViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetTransitioningDelegate
        presentedSheet = sheet
        present(sheet, animated: true)
    }

    func dismissHalfSheet() { presentedSheet?.dismiss(animated: true) }
}
