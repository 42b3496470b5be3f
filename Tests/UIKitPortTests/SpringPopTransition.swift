import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// SpringPopTransition: a tapped card "pops" open into a full-screen modal and shrinks back into it on dismiss.
// Present (0.5 s, usingSpringWithDamping 0.8, initialSpringVelocity 0): the presented view gets finalFrame(for: toVC), then a
// scale transform (originFrame.size / finalFrame.size) and center = originFrame's center so it exactly covers the card's frame
// (container coordinates), cornerRadius 16; it springs to transform .identity, center = finalFrame's center, cornerRadius 0.
// Dismiss (0.5 s, same spring): the reverse, from its current frame back to covering originFrame with cornerRadius 16, then it
// is removed. An empty originFrame falls back to a rect 10% of the final size centred in the final frame.

final class SpringPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let dampingRatio: CGFloat = 0.8
    static let cardCornerRadius: CGFloat = 16

    let isPresenting: Bool
    let originFrame: CGRect

    init(isPresenting: Bool, originFrame: CGRect) {
        self.isPresenting = isPresenting
        self.originFrame = originFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let viewKey: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let modalVC = transitionContext.viewController(forKey: controllerKey) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let modalView: UIView = transitionContext.view(forKey: viewKey) ?? modalVC.view

        if isPresenting {
            modalView.transform = .identity
            modalView.frame = transitionContext.finalFrame(for: modalVC)
        }
        let expandedFrame = modalView.frame
        let collapsedFrame = Self.collapsedFrame(for: originFrame, expandedFrame: expandedFrame)

        let collapsedTransform = Self.scaleTransform(from: expandedFrame, to: collapsedFrame)
        let collapsedCenter = CGPoint(x: collapsedFrame.midX, y: collapsedFrame.midY)
        let expandedCenter = CGPoint(x: expandedFrame.midX, y: expandedFrame.midY)

        modalView.clipsToBounds = true
        if isPresenting {
            modalView.transform = collapsedTransform
            modalView.center = collapsedCenter
            modalView.layer.cornerRadius = Self.cardCornerRadius
            containerView.addSubview(modalView)
        } else {
            modalView.layer.cornerRadius = 0
        }
        containerView.bringSubviewToFront(modalView)

        let presenting = isPresenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            usingSpringWithDamping: Self.dampingRatio,
            initialSpringVelocity: 0,
            options: [],
            animations: {
                if presenting {
                    modalView.transform = .identity
                    modalView.center = expandedCenter
                    modalView.layer.cornerRadius = 0
                } else {
                    modalView.transform = collapsedTransform
                    modalView.center = collapsedCenter
                    modalView.layer.cornerRadius = Self.cardCornerRadius
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if presenting {
                    if cancelled {
                        modalView.removeFromSuperview()
                    }
                } else if cancelled {
                    modalView.transform = .identity
                    modalView.center = expandedCenter
                    modalView.layer.cornerRadius = 0
                } else {
                    modalView.removeFromSuperview()
                    modalView.transform = .identity
                    modalView.layer.cornerRadius = 0
                }
                transitionContext.completeTransition(!cancelled)
            })
    }

    private static func collapsedFrame(for origin: CGRect, expandedFrame: CGRect) -> CGRect {
        guard origin.isNull || origin.isEmpty else { return origin }
        let width = expandedFrame.width * 0.1
        let height = expandedFrame.height * 0.1
        return CGRect(x: expandedFrame.midX - width / 2, y: expandedFrame.midY - height / 2, width: width, height: height)
    }

    private static func scaleTransform(from frame: CGRect, to target: CGRect) -> CGAffineTransform {
        guard frame.width > 0, frame.height > 0 else { return .identity }
        return CGAffineTransform(scaleX: target.width / frame.width, y: target.height / frame.height)
    }
}

final class SpringPopTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Frame of the tapped card in window (container) coordinates. Set before presenting.
    var originFrame: CGRect = .zero

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return SpringPopAnimator(isPresenting: true, originFrame: originFrame)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringPopAnimator(isPresenting: false, originFrame: originFrame)
    }
}

// MARK: - Demo view controllers

final class SpringPopGalleryViewController: UIViewController {
    private let popTransitionDelegate = SpringPopTransitionDelegate()
    private let cardColors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]
    private var cardViews: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .systemBackground

        for (index, color) in cardColors.enumerated() {
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = SpringPopAnimator.cardCornerRadius
            card.tag = index
            let tap = UITapGestureRecognizer(target: self) { [unowned self] in cardTapped($0) }  // selector
            card.addGestureRecognizer(tap)
            view.addSubview(card)
            cardViews.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 16
        let top = view.safeAreaInsets.top + margin
        let columns: CGFloat = 2
        let side = (view.bounds.width - margin * (columns + 1)) / columns
        for (index, card) in cardViews.enumerated() {
            let row = CGFloat(index / 2)
            let column = CGFloat(index % 2)
            card.frame = CGRect(
                x: margin + column * (side + margin),
                y: top + row * (side * 1.3 + margin),
                width: side,
                height: side * 1.3)
        }
    }

    private func cardTapped(_ recognizer: UITapGestureRecognizer) {  // selector
        guard let card = recognizer.view else { return }
        // The container view of a .custom presentation fills the window, so window coordinates work.
        popTransitionDelegate.originFrame = card.convert(card.bounds, to: nil)

        let detail = SpringPopDetailViewController(
            color: card.backgroundColor ?? .systemBlue,
            title: "Card \(card.tag + 1)")
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = popTransitionDelegate
        present(detail, animated: true)
    }
}

final class SpringPopDetailViewController: UIViewController {
    private let color: UIColor
    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    init(color: UIColor, title: String) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color

        titleLabel.text = title
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)

        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addTarget(self, action: { [unowned self] in close() }, for: .touchUpInside)  // selector
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        closeButton.frame = CGRect(x: view.bounds.width - 96, y: top + 8, width: 80, height: 44)
        titleLabel.frame = CGRect(x: 20, y: top + 60, width: view.bounds.width - 40, height: 44)
    }

    private func close() {  // selector
        dismiss(animated: true)
    }
}
