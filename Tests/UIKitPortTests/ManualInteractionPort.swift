// An interaction controller written from scratch, as iOS code sometimes does instead of
// subclassing `UIPercentDrivenInteractiveTransition`: it adopts
// `UIViewControllerInteractiveTransitioning` and, when the transition starts, completes it
// at once without animating (a "skip" interaction), never saying `wantsInteractiveStart`.
//
// Lines that differ from what this file would be on iOS: none.

import UIKit

class SkipInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    var started = 0

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        started += 1
        if let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.finalFrame(for: toVC)
        }
        transitionContext.finishInteractiveTransition()
        transitionContext.completeTransition(true)
    }
}

class SkipDelegate: NSObject, UINavigationControllerDelegate {
    let interaction = SkipInteraction()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return EdgeSlideAnimator()
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }
}
