import ViewKit

/// Sample 000's `Animator`, line by line in today's Swift (docs/manual/samples.md sets each line
/// beside the sample's): one `View.animate` block moves a screen's frame by one width. It picks
/// its branch by `viewControllers.count > 1`, not by the operation, so at three screens or more
/// the pop of a drag takes the push branch, as the sample's does. The shadow the moving screen
/// casts is Drawer's (two lines in each branch).
final class SampleDrawerAnimator: AnimatedTransitioning {
    /// The sample's `transitionDuration`: 0.8 s unless the motion lab says otherwise.
    let duration: Double
    let shadow: Shadow

    init(duration: Double, shadow: Shadow) {
        self.duration = duration
        self.shadow = shadow
    }

    func transitionDuration(using transitionContext: TransitionContext) -> Double { duration }

    func animateTransition(using transitionContext: TransitionContext) {
        let fromviewController = transitionContext.fromViewController
        let toViewController = transitionContext.toViewController
        let nav = toViewController.navigationController
        let originFrame = toViewController.view.frame
        let offSetFrame = originFrame.offsetBy(dx: -originFrame.width, dy: 0)
        if let nav, nav.viewControllers.count > 1 {
            transitionContext.containerView.addSubview(toViewController.view)
            toViewController.view.frame = offSetFrame
            toViewController.view.shadow = shadow
            View.animate(withDuration: transitionDuration(using: transitionContext)) {
                toViewController.view.frame = originFrame
            } completion: { _ in
                toViewController.view.shadow = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            transitionContext.containerView.insertSubview(toViewController.view, below: fromviewController.view)
            fromviewController.view.frame = originFrame
            fromviewController.view.shadow = shadow
            View.animate(withDuration: transitionDuration(using: transitionContext)) {
                fromviewController.view.frame = offSetFrame
            } completion: { _ in
                fromviewController.view.shadow = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
