// Sample 002 ("自定义UINavigationController的push和pop动画"): one object is the navigation
// controller's delegate and its animator: a push that swings the new screen in about its
// top-left corner on a spring (damping 0.5, velocity 0.7), and a pop that turns the revealed
// screen about its top-right corner through three keyframes over 1.3 s. The post's Swift 2 in
// today's Swift (`CGAffineTransformMakeRotation` is `CGAffineTransform(rotationAngle:)`, `M_PI_2`
// is `.pi / 2`, and so on), as an iOS developer writes it today.
//
// Lines that differ from what this file would be on iOS: none. (The post sets the anchor point
// and `center`; `center` is the layer's position, which is what both set here.)

import UIKit

class SpinTransition: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
    var navgationController: UINavigationController
    var oper: UINavigationController.Operation = .push

    init(nav: UINavigationController) {
        self.navgationController = nav
        super.init()
        self.navgationController.delegate = self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)
        let container = transitionContext.containerView
        container.addSubview((toViewController?.view)!)
        if oper == .push {
            toViewController?.view.layer.anchorPoint = CGPoint(x: 0, y: 0)
            toViewController?.view.center = CGPoint(x: 0, y: 0)
            toViewController?.view.transform = CGAffineTransform(rotationAngle: CGFloat(-Double.pi / 2))
            UIView.animate(
                withDuration: self.transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.5,
                initialSpringVelocity: 0.7, options: .allowUserInteraction,
                animations: {
                    toViewController?.view.transform = CGAffineTransform(rotationAngle: 0)
                },
                completion: { b in
                    toViewController?.view.transform = .identity
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else if oper == .pop {
            toViewController?.view.layer.anchorPoint = CGPoint(x: 1, y: 0)  // between 0 and 1
            toViewController?.view.center = CGPoint(x: container.bounds.width, y: 0)
            toViewController?.view.transform = CGAffineTransform(rotationAngle: CGFloat(-Double.pi / 2 * 3))
            UIView.animateKeyframes(
                withDuration: 1.3, delay: 0, options: .allowUserInteraction,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.4) {
                        toViewController?.view.transform = CGAffineTransform(rotationAngle: CGFloat(-Double.pi / 2) * 4)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) {
                        toViewController?.view.transform = CGAffineTransform(rotationAngle: CGFloat(Double.pi / 2 / 10))
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.3) {
                        toViewController?.view.transform = CGAffineTransform(rotationAngle: CGFloat(-Double.pi / 2) * 4)
                    }
                },
                completion: { b in
                    toViewController?.view.transform = .identity
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        oper = operation
        return self
    }
}
