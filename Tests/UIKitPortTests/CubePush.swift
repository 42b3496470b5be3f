// CubePush.swift
//
// What you see: a navigation stack of colored pages ("Page 1" teal, "Page 2" indigo, ...), each
// with a 40 pt bold title and a 180 x 44 pt "Push Next" button. A push turns the screen like a
// cube in 0.5 s (ease-in-out): the current page, hinged on its right edge, rotates 90° away from
// you while that edge slides to the left side of the screen, and the new page, hinged on its left
// edge, rotates in from 90° as that edge slides from the right side to the left. Perspective is
// m34 = -1/500. The back button pops with the mirror-image rotation, also 0.5 s.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action, a display link's or a
// notification's selector is a closure, and the handler loses its `@objc`).

import QuartzCore
import UIKit

final class CubePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let duration: TimeInterval = 0.5

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let startFrame = fromView.frame
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let width = container.bounds.width
        // +1 for a push (content moves left), -1 for a pop (content moves right).
        let sign: CGFloat = operation == .push ? 1 : -1

        // Perspective on the container, so the vanishing point is the middle of the screen.
        let oldSublayerTransform = container.layer.sublayerTransform
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective

        toView.frame = finalFrame
        container.addSubview(toView)

        // Hinge both pages on the shared edge of the cube: the trailing edge of the page that
        // leaves and the leading edge of the page that arrives (the other way round for a pop).
        setAnchorPoint(CGPoint(x: operation == .push ? 1 : 0, y: 0.5), for: fromView)
        setAnchorPoint(CGPoint(x: operation == .push ? 0 : 1, y: 0.5), for: toView)

        // The incoming page starts at the far edge, turned 90° so its free edge points away.
        toView.layer.transform = CATransform3DRotate(
            CATransform3DMakeTranslation(sign * width, 0, 0),
            sign * .pi / 2, 0, 1, 0)
        let fromEnd = CATransform3DConcat(
            CATransform3DMakeRotation(-sign * .pi / 2, 0, 1, 0),
            CATransform3DMakeTranslation(-sign * width, 0, 0))

        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                fromView.layer.transform = fromEnd
                toView.layer.transform = CATransform3DIdentity
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                for view in [fromView, toView] {
                    view.layer.transform = CATransform3DIdentity
                    view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                }
                fromView.frame = startFrame
                toView.frame = finalFrame
                container.layer.sublayerTransform = oldSublayerTransform
                if cancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }

    /// Moves the anchor point without moving the view on screen (transform must be identity).
    private func setAnchorPoint(_ anchorPoint: CGPoint, for view: UIView) {
        let frame = view.frame
        view.layer.anchorPoint = anchorPoint
        view.layer.position = CGPoint(
            x: frame.minX + frame.width * anchorPoint.x,
            y: frame.minY + frame.height * anchorPoint.y)
    }
}

final class CubePushNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard operation != .none else { return nil }
        return CubePushAnimator(operation: operation)
    }
}

/// A navigation controller that keeps its (weakly referenced) delegate alive.
final class CubePushNavigationController: UINavigationController {
    private let cubeDelegate = CubePushNavigationDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = cubeDelegate
    }
}

final class CubePushPageViewController: UIViewController {
    private static let colors: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange, .systemPink]

    private let pageNumber: Int
    private let titleLabel = UILabel()
    private let nextButton = UIButton(type: .system)

    init(pageNumber: Int = 1) {
        self.pageNumber = pageNumber
        super.init(nibName: nil, bundle: nil)
        title = "Page \(pageNumber)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[(pageNumber - 1) % Self.colors.count]

        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 40)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        nextButton.setTitle("Push Next", for: .normal)
        nextButton.setTitleColor(.white, for: .normal)
        nextButton.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        nextButton.layer.cornerRadius = 10
        nextButton.addTarget(self, action: { [unowned self] in pushNext() }, for: .touchUpInside)  // selector
        view.addSubview(nextButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 0, y: bounds.midY - 60, width: bounds.width, height: 48)
        nextButton.frame = CGRect(x: (bounds.width - 180) / 2, y: bounds.midY + 10, width: 180, height: 44)
    }

    private func pushNext() {  // selector
        navigationController?.pushViewController(
            CubePushPageViewController(pageNumber: pageNumber + 1),
            animated: true)
    }
}
