// Sample 000 ("iOS 自定义转场"): its `Animator` and `NavigationControllerDelegate`, from the
// post's Objective-C into today's Swift, as an iOS developer writes them against UIKit.
//
// Lines that differ from what this file would be on iOS, and why:
// - `UIPanGestureRecognizer(target: self) { [unowned self] in paned($0) }`: Linux has no
//   selectors, so the action is a closure (on iOS: `action: #selector(paned(_:))`, and
//   `@objc` on `paned(_:)`).
// - `attach(to:)` stands for `awakeFromNib` and its storyboard outlet (`@IBOutlet weak var
//   nav`): there are no storyboards here.
// - The push the pan starts on a one-screen stack is `pushSecond` (the post performs a
//   storyboard segue, "PushSegue").

import UIKit

class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let nav = toViewController.navigationController
        let originFrame = toViewController.view.frame
        let offSetFrame = originFrame.offsetBy(dx: -originFrame.width, dy: 0)
        if nav!.viewControllers.count > 1 {
            transitionContext.containerView.addSubview(toViewController.view)
            toViewController.view.frame = offSetFrame
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toViewController.view.frame = originFrame
                },
                completion: { finished in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
            fromViewController.view.frame = originFrame
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromViewController.view.frame = offSetFrame
                },
                completion: { finished in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

class NavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
    var interactiveTransition: UIPercentDrivenInteractiveTransition?
    weak var nav: UINavigationController?
    var panGesture: UIPanGestureRecognizer!
    /// The storyboard's "PushSegue".
    var pushSecond: () -> Void = {}

    func attach(to nav: UINavigationController) {
        self.nav = nav
        panGesture = UIPanGestureRecognizer(target: self) { [unowned self] in paned($0) }
        nav.view.addGestureRecognizer(panGesture)
    }

    func paned(_ sender: UIPanGestureRecognizer) {
        guard let nav = nav else { return }
        switch sender.state {
        case .began:
            interactiveTransition = UIPercentDrivenInteractiveTransition()
            if nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
            } else {
                pushSecond()
            }
        case .changed:
            let translation = sender.translation(in: nav.view)
            if nav.viewControllers.count > 1 && translation.x > 0 {
                let completionProgress = translation.x / nav.view.frame.width
                interactiveTransition?.update(completionProgress)
            }
            if nav.viewControllers.count == 1 && translation.x < 0 {
                let completionProgress = -translation.x / nav.view.frame.width
                interactiveTransition?.update(completionProgress)
            }
        case .ended:
            if nav.viewControllers.count > 1 && sender.velocity(in: nav.view).x > 0 {
                interactiveTransition?.finish()
            } else if nav.viewControllers.count <= 1 && sender.velocity(in: nav.view).x < 0 {
                interactiveTransition?.finish()
            } else {
                interactiveTransition?.cancel()
            }
        case .cancelled:
            interactiveTransition?.cancel()
        default:
            interactiveTransition?.cancel()
            interactiveTransition = nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return interactiveTransition
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return Animator()
    }
}
