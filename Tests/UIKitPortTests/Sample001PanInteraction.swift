// Sample 001 ("ViewController Transition——Modally交互动画"): a detail screen presented over the
// main one, dismissed by a pan on it that drives a `UIPercentDrivenInteractiveTransition`
// subclass: 200 points right is the whole dismissal, and a release past half finishes it. The
// post's `PanInteraction` and `MainViewController`'s delegate extension, as it writes them.
//
// Lines that differ from what this file would be on iOS, and why:
// - `UIPanGestureRecognizer(target: self) { [unowned self] in handelePan(pan: $0) }`: no
//   selectors on Linux (on iOS: `action: #selector(handelePan(pan:))`, and `@objc` on
//   `handelePan(pan:)`).
// - `PresentAnimator` and `DismissAnimator` are from the post before this one, which the sample
//   does not quote: written here as that kind of post writes them, with the demo's motion so
//   that the two can be set side by side: 200 points in from the right while fading in, and
//   back out, 0.35 s on ease-out.

import UIKit

class DetailViewController: UIViewController {}

class PanInteraction: UIPercentDrivenInteractiveTransition {
    let detailVC: DetailViewController
    var isInteractive = false

    init(detailVC: DetailViewController) {
        self.detailVC = detailVC
        super.init()
        let pan = UIPanGestureRecognizer(target: self) { [unowned self] in handelePan(pan: $0) }
        detailVC.view.addGestureRecognizer(pan)
    }

    func handelePan(pan: UIPanGestureRecognizer) {
        let progress = pan.translation(in: pan.view).x / 200
        switch pan.state {
        case .began:
            isInteractive = true
            detailVC.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .cancelled, .ended:
            isInteractive = false
            if progress > 0.5 {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

class PresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(toVC.view)
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        toVC.view.transform = CGAffineTransform(translationX: 200, y: 0)
        toVC.view.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut,
            animations: {
                toVC.view.transform = .identity
                toVC.view.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut,
            animations: {
                fromView.transform = CGAffineTransform(translationX: 200, y: 0)
                fromView.alpha = 0
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

class MainViewController: UIViewController {
    var detailVC: DetailViewController!
    var panInteraction: PanInteraction!

    func showDetail() {
        detailVC = DetailViewController()
        detailVC.transitioningDelegate = self
        panInteraction = PanInteraction(detailVC: detailVC)
        present(detailVC, animated: true, completion: nil)
    }
}

extension MainViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return PresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DismissAnimator()
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return panInteraction.isInteractive ? panInteraction : nil
    }
}
