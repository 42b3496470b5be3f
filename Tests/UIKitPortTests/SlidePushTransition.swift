import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// SlidePushTransition: navigation push/pop animated by SlidePushAnimator, vended by SlideNavigationDelegate.
// Push (0.35 s, .curveEaseInOut): the incoming view sits at finalFrame(for: toVC) with transform translationX +containerWidth
// and slides to .identity; the outgoing view moves to translationX -containerWidth/3 while a black overlay between the two
// views animates alpha 0 -> 0.2. Pop (0.35 s, .curveEaseInOut) is the mirror: the revealed view starts at translationX
// -containerWidth/3 under the overlay at alpha 0.2 and returns to .identity, the overlay goes to 0, the leaving view slides
// to translationX +containerWidth. On completion all transforms are reset to .identity and the overlay is removed.

final class SlidePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    static let parallaxFraction: CGFloat = 1.0 / 3.0
    static let maximumDimming: CGFloat = 0.2

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

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
        let width = containerView.bounds.width
        let isPush = operation == .push

        if fromView.superview !== containerView {
            containerView.addSubview(fromView)
        }
        toView.frame = transitionContext.finalFrame(for: toVC)

        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false

        let parallaxOffset = CGAffineTransform(translationX: -width * Self.parallaxFraction, y: 0)
        let offscreenRight = CGAffineTransform(translationX: width, y: 0)

        if isPush {
            // from (bottom) -> dimming -> to (top)
            containerView.insertSubview(dimmingView, aboveSubview: fromView)
            containerView.addSubview(toView)
            dimmingView.alpha = 0
            toView.transform = offscreenRight
        } else {
            // to (bottom) -> dimming -> from (top)
            containerView.insertSubview(toView, belowSubview: fromView)
            containerView.insertSubview(dimmingView, belowSubview: fromView)
            dimmingView.alpha = Self.maximumDimming
            toView.transform = parallaxOffset
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: [.curveEaseInOut],
            animations: {
                if isPush {
                    fromView.transform = parallaxOffset
                    toView.transform = .identity
                    dimmingView.alpha = Self.maximumDimming
                } else {
                    fromView.transform = offscreenRight
                    toView.transform = .identity
                    dimmingView.alpha = 0
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.transform = .identity
                toView.transform = .identity
                dimmingView.removeFromSuperview()
                if cancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop:
            return SlidePushAnimator(operation: operation)
        default:
            return nil
        }
    }
}

/// Owns its delegate strongly (UINavigationController.delegate is weak).
final class SlideNavigationController: UINavigationController {
    private let slideDelegate = SlideNavigationDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = slideDelegate
    }
}

// MARK: - Demo view controllers

final class SlideStackViewController: UIViewController {
    private static let palette: [UIColor] = [.systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemPink]

    let depth: Int
    private let depthLabel = UILabel()
    private let pushButton = UIButton(type: .system)

    init(depth: Int = 1) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(depth)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.palette[(depth - 1) % Self.palette.count]

        depthLabel.text = "\(depth)"
        depthLabel.font = .systemFont(ofSize: 96, weight: .heavy)
        depthLabel.textColor = .white
        depthLabel.textAlignment = .center
        view.addSubview(depthLabel)

        pushButton.setTitle("Push Next", for: .normal)
        pushButton.setTitleColor(.white, for: .normal)
        pushButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        pushButton.addTarget(self, action: { [unowned self] in pushNext() }, for: .touchUpInside)  // selector
        view.addSubview(pushButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        depthLabel.frame = CGRect(x: 0, y: bounds.midY - 80, width: bounds.width, height: 110)
        pushButton.frame = CGRect(x: bounds.midX - 80, y: bounds.midY + 50, width: 160, height: 44)
    }

    private func pushNext() {  // selector
        navigationController?.pushViewController(SlideStackViewController(depth: depth + 1), animated: true)
    }
}
