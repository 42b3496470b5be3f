import UIKit

// What iOS code does from nonisolated code, as Apple's SDK lets a Swift 5 file do it without a
// word and warns a Swift 6 file (scripts/consumer-test.sh compiles this file in both modes and
// reads the diagnostics): a helper that sets a view's alpha, an NSObject animator that conforms
// in an extension, subclasses that write their own deinit.

func fadeOut(_ view: UIView) {
    view.alpha = 0
}

final class FadeAnimator: NSObject {}

extension FadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to) ?? UIView()
        toView.frame = transitionContext.containerView.bounds
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class BadgeView: UIView {
    var releases = 0
    deinit { releases += 1 }
}

final class DetailViewController: UIViewController {
    deinit { print("detail goes") }
}
