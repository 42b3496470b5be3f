// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; compiled as
// written (laid out again by `swift format`, as every file here is).
// Lines that differ from what this file would be on iOS: none. (It compiled once the UIKit
// module had what it uses: see the CHANGELOG's 4.1.0.)
//
// A circular-reveal custom modal transition (UIKit, iOS 16+, Swift 5.9).
//
// Host type:        RevealHostViewController (round "+" addButton, 44×44, cornerRadius 22,
//                   20 pt from the right/bottom edges of view.bounds, set in viewDidLayoutSubviews)
// Methods a test calls:
//   RevealHostViewController.showDetail()             – presents RevealDetailViewController
//                                                       (modalPresentationStyle = .custom)
//   RevealDetailViewController's "Close" button       – calls dismiss(animated: true)
//   RevealAnimator.transitionDuration(using:)         – 0.5 present / 0.4 dismiss
//   RevealAnimator.animateTransition(using:)
//   RevealAnimator.animationDidStop(_:finished:)      – completeTransition, then mask = nil
// Durations/curves: present 0.5 s, dismiss 0.4 s, both CAMediaTimingFunction(name: .easeInEaseOut),
//                   CABasicAnimation(keyPath: "path") on a CAShapeLayer used as the view's layer.mask.
// Radii:  start radius = 1 pt (RevealAnimator.startRadius), centred on the button's centre
//         (button frame converted to the container view);
//         end radius   = hypot(max(c.x, W - c.x), max(c.y, H - c.y)) — distance from the centre c
//         to the farthest corner of the container (W × H).

import UIKit

final class RevealHostViewController: UIViewController {
    private let revealTransitionDelegate = RevealTransitionDelegate()  // transitioningDelegate is weak

    private(set) lazy var addButton: UIButton = {
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "+") { [weak self] _ in
                self?.showDetail()
            })
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 28, weight: .medium)
        button.layer.cornerRadius = 22
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(addButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side: CGFloat = 44
        let inset: CGFloat = 20
        addButton.frame = CGRect(
            x: view.bounds.maxX - inset - side,
            y: view.bounds.maxY - inset - side,
            width: side, height: side)
    }

    func showDetail() {
        let detail = RevealDetailViewController()
        detail.modalPresentationStyle = .custom  // host view stays in the hierarchy underneath
        revealTransitionDelegate.originView = addButton
        detail.transitioningDelegate = revealTransitionDelegate
        present(detail, animated: true)
    }
}

final class RevealDetailViewController: UIViewController {
    private(set) lazy var closeButton: UIButton = {
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                self?.dismiss(animated: true)
            })
        button.setTitleColor(.white, for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.16, green: 0.50, blue: 0.73, alpha: 1)
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        closeButton.sizeToFit()
        closeButton.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}

final class RevealTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var originView: UIView?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        RevealAnimator(isPresenting: true, originView: originView)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        RevealAnimator(isPresenting: false, originView: originView)
    }
}

final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    static let startRadius: CGFloat = 1

    let isPresenting: Bool
    weak var originView: UIView?
    weak var transitionContext: UIViewControllerContextTransitioning?

    init(isPresenting: Bool, originView: UIView?) {
        self.isPresenting = isPresenting
        self.originView = originView
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.5 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let container = transitionContext.containerView
        guard let detailView = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if isPresenting, let detailVC = transitionContext.viewController(forKey: .to) {
            detailView.frame = transitionContext.finalFrame(for: detailVC)  // fills the container
            container.addSubview(detailView)
        }

        let origin =
            originView.map { $0.convert($0.bounds, to: container) }
            ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        let centre = CGPoint(x: origin.midX, y: origin.midY)
        let endRadius = hypot(
            max(centre.x, container.bounds.width - centre.x),
            max(centre.y, container.bounds.height - centre.y))
        let smallPath = UIBezierPath(ovalIn: circleRect(centre: centre, radius: Self.startRadius)).cgPath
        let largePath = UIBezierPath(ovalIn: circleRect(centre: centre, radius: endRadius)).cgPath

        let maskLayer = CAShapeLayer()
        maskLayer.frame = detailView.bounds
        maskLayer.path = isPresenting ? largePath : smallPath  // model value = final state
        detailView.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = isPresenting ? smallPath : largePath
        animation.toValue = maskLayer.path
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self  // CAAnimation retains its delegate until it stops
        maskLayer.add(animation, forKey: "circularReveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext else { return }
        let detailView = transitionContext.view(forKey: isPresenting ? .to : .from)
        if !isPresenting && !transitionContext.transitionWasCancelled {
            detailView?.removeFromSuperview()
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        detailView?.layer.mask = nil
    }

    private func circleRect(centre: CGPoint, radius: CGFloat) -> CGRect {
        CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)
    }
}
