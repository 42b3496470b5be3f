import UIKit

// Lines that differ from what this file would be on iOS: none.
//
// BlurBackdropPresentation: a card presented over a blurred backdrop. The presentation
// controller lays a UIVisualEffectView with no effect over the container and, alongside the
// presentation, animates its effect to UIBlurEffect(style: .systemThinMaterial), the way
// Apple's own sample code and many apps blur what lies behind a modal; alongside the
// dismissal it animates the effect back to nil, then removes the view. The card itself slides
// up with DimmingSlideUpAnimator (DimmingPresentation.swift).

final class BlurBackdropPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return bounds.insetBy(dx: 40, dy: 60)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        containerView.insertSubview(blurView, at: 0)
        presentedViewController.view.layer.cornerRadius = 20
        presentedViewController.view.layer.cornerCurve = .continuous
        presentedViewController.view.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.blurView.effect = UIBlurEffect(style: .systemThinMaterial)
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.blurView.effect = nil
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            blurView.removeFromSuperview()
        }
    }
}

final class BlurBackdropTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        return BlurBackdropPresentationController(presentedViewController: presented, presenting: presenting)
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
