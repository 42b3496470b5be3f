// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why:
//   `// selector`  no Objective-C runtime: the dimming view's tap recognizer takes its action as
//                  a closure (on iOS, `action: #selector(dimmingViewTapped)`), and
//                  `dimmingViewTapped()` loses its `@objc`.
//
// ConstraintPresentation: a floating card presented by a custom UIPresentationController, its
// content laid out by Auto Layout and its height asked of Auto Layout.
// NoticeCardPresentationController puts the presented view at the bottom of the container, 16
// points up from the bottom edge, centred, min(container width − 32, 360) wide and as tall as
// its constraints make it at that width (systemLayoutSizeFitting, the width required, the
// height as small as it can be); the view is rounded (20 points). Behind it a dimming view
// pinned to the container's four edges with constraints fades in alongside the presentation
// and out alongside the dismissal; a tap on it dismisses. NoticeCardAnimator slides the card up
// from just below the container's bottom in 0.35 s on ease-out, and back down in 0.25 s on
// ease-in. NoticeViewController, the presented controller, sets its view's directional layout
// margins to 24 top, 20 leading and trailing, 20 bottom and pins to the margins guide: a title
// label, a body label of any number of lines 8 points under it, and a 50-point "Continue"
// button 20 points under the body and on the bottom margin, which dismisses.
// NoticeHostViewController presents it from its "Show Notice" button (or `showNotice()`).

import UIKit

final class NoticeViewController: UIViewController {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    private(set) lazy var continueButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Continue") { [weak self] _ in
            self?.dismiss(animated: true)
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20)

        titleLabel.text = "Stay in the loop"
        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        titleLabel.numberOfLines = 0
        bodyLabel.text = "We will let you know when your order ships and again when it is out for delivery."
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        continueButton.backgroundColor = .systemBlue
        continueButton.setTitleColor(.white, for: .normal)
        continueButton.layer.cornerRadius = 12

        for subview in [titleLabel, bodyLabel, continueButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            continueButton.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 20),
            continueButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            continueButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            continueButton.heightAnchor.constraint(equalToConstant: 50),
            continueButton.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

final class NoticeCardPresentationController: UIPresentationController {
    static let edgeInset: CGFloat = 16
    static let maximumWidth: CGFloat = 360
    static let cornerRadius: CGFloat = 20

    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in dimmingViewTapped() }  // selector
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let presentedView else { return .zero }
        let bounds = containerView.bounds
        let width = min(bounds.width - 2 * Self.edgeInset, Self.maximumWidth)
        let fitting = presentedView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = min(fitting.height, bounds.height - 2 * Self.edgeInset)
        return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - Self.edgeInset - height, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ])
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.clipsToBounds = true

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingViewTapped() {  // selector
        presentedViewController.dismiss(animated: true)
    }
}

final class NoticeCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let presentDuration: TimeInterval = 0.35
    static let dismissDuration: TimeInterval = 0.25

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.maxY - finalFrame.minY)
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseOut],
                animations: {
                    toView.frame = finalFrame
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let endFrame = fromView.frame.offsetBy(dx: 0, dy: containerView.bounds.maxY - fromView.frame.minY)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: {
                    fromView.frame = endFrame
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

final class NoticeCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        NoticeCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        NoticeCardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        NoticeCardAnimator(isPresenting: false)
    }
}

final class NoticeHostViewController: UIViewController {
    /// `transitioningDelegate` is weak on the presented controller, so the host owns it.
    private let cardTransitioningDelegate = NoticeCardTransitioningDelegate()
    private lazy var showButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Show Notice") { [weak self] _ in
            self?.showNotice()
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notices"
        view.backgroundColor = .systemBackground
        showButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(showButton)
        NSLayoutConstraint.activate([
            showButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            showButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
        ])
    }

    func showNotice() {
        guard presentedViewController == nil else { return }
        let notice = NoticeViewController()
        notice.modalPresentationStyle = .custom
        notice.transitioningDelegate = cardTransitioningDelegate
        present(notice, animated: true)
    }
}
