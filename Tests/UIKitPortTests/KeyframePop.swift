import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// KeyframePop: a navigation pop animated by KeyframePopAnimator with UIView.animateKeyframes (0.6 s, .calculationModeLinear).
// The destination view is placed at finalFrame(for: toVC) beneath the leaving view. Keyframe 1 (relative 0.0-0.3): the leaving
// view scales to 0.8. Keyframe 2 (0.3-0.6): scale 0.8 rotated by pi/12 (15 degrees, clockwise). Keyframe 3 (0.6-1.0): its center
// moves to x = containerWidth + viewWidth (y unchanged), fully off-screen to the right. On completion its transform is reset to
// .identity and its center restored. KeyframePopNavigationDelegate vends the animator for .pop only (pushes use UIKit's default).

final class KeyframePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.6
    static let shrinkScale: CGFloat = 0.8
    static let rotationAngle: CGFloat = .pi / 12

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view
        let toView: UIView = transitionContext.view(forKey: .to) ?? toVC.view

        if fromView.superview !== containerView {
            containerView.addSubview(fromView)
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.insertSubview(toView, belowSubview: fromView)

        let originalCenter = fromView.center
        let offscreenCenter = CGPoint(x: containerView.bounds.maxX + fromView.bounds.width, y: originalCenter.y)
        let scaled = CGAffineTransform(scaleX: Self.shrinkScale, y: Self.shrinkScale)
        let scaledAndRotated = scaled.rotated(by: Self.rotationAngle)

        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.3) {
                    fromView.transform = scaled
                }
                UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.3) {
                    fromView.transform = scaledAndRotated
                }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                    fromView.center = offscreenCenter
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.transform = .identity
                fromView.center = originalCenter
                if cancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class KeyframePopNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? KeyframePopAnimator() : nil
    }
}

/// Owns its delegate strongly (UINavigationController.delegate is weak).
final class KeyframePopNavigationController: UINavigationController {
    private let keyframeDelegate = KeyframePopNavigationDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = keyframeDelegate
    }
}

// MARK: - Demo view controllers

final class KeyframePopRootViewController: UIViewController {
    private let pushButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground

        pushButton.setTitle("Open Photo", for: .normal)
        pushButton.addTarget(self, action: { [unowned self] in openPhoto() }, for: .touchUpInside)  // selector
        view.addSubview(pushButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pushButton.frame = CGRect(x: view.bounds.midX - 100, y: view.bounds.midY - 22, width: 200, height: 44)
    }

    private func openPhoto() {  // selector
        navigationController?.pushViewController(KeyframePopDetailViewController(), animated: true)
    }
}

final class KeyframePopDetailViewController: UIViewController {
    private let photoView = UIView()
    private let discardButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = .systemGray6

        photoView.backgroundColor = .systemPurple
        photoView.layer.cornerRadius = 12
        view.addSubview(photoView)

        discardButton.setTitle("Toss It", for: .normal)
        discardButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        discardButton.addTarget(self, action: { [unowned self] in tossAndPop() }, for: .touchUpInside)  // selector
        view.addSubview(discardButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let side = bounds.width - 48
        photoView.frame = CGRect(x: 24, y: bounds.midY - side / 2 - 30, width: side, height: side)
        discardButton.frame = CGRect(x: bounds.midX - 70, y: photoView.frame.maxY + 20, width: 140, height: 44)
    }

    private func tossAndPop() {  // selector
        navigationController?.popViewController(animated: true)
    }
}
