// CustomPercentDriven.swift
//
// What you see: a white screen with a 160 x 44 pt "Open Sheet" button. It slides up a
// full-screen teal modal with a 40 x 5 pt grab handle, a "Close" button and a white status
// label. Dragging the modal down makes it follow the finger 1:1 (progress = drag / screen height).
// Letting go past 35% of the height, or flicking down faster than 1000 pt/s, finishes the slide
// down with an ease-out curve (1.5x speed after a flick); otherwise it slides back up. "Close"
// plays the whole 0.4 s slide-down without a finger. Status reads e.g. "started · 42% · finished".
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action or a recognizer's selector is a
// closure, and the handler loses its `@objc`).

import UIKit

final class CustomPercentDrivenInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var didStart = false
    private(set) var lastPercent: CGFloat = 0
    private(set) var didFinish = false
    private(set) var didCancel = false
    var onStateChange: ((String) -> Void)?

    var summary: String {
        let ending = didFinish ? " · finished" : (didCancel ? " · cancelled" : "")
        return "\(didStart ? "started" : "idle") · \(Int((lastPercent * 100).rounded()))%" + ending
    }

    /// A pan starts the transition paused under the finger; a button lets it play on its own.
    func reset(interactive: Bool) {
        wantsInteractiveStart = interactive
        didStart = false
        didFinish = false
        didCancel = false
        lastPercent = 0
        completionSpeed = 1
        completionCurve = .easeOut
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        didStart = true
        print("CustomPercentDriven start, wantsInteractiveStart = \(wantsInteractiveStart)")
        super.startInteractiveTransition(transitionContext)
        onStateChange?(summary)
    }

    override func update(_ percentComplete: CGFloat) {
        lastPercent = min(max(percentComplete, 0), 1)
        super.update(lastPercent)
        onStateChange?(summary)
    }

    override func finish() {
        didFinish = true
        print("CustomPercentDriven finish at \(lastPercent), speed \(completionSpeed)")
        super.finish()
        onStateChange?(summary)
    }

    override func cancel() {
        didCancel = true
        print("CustomPercentDriven cancel at \(lastPercent)")
        super.cancel()
        onStateChange?(summary)
    }
}

final class CustomPercentDrivenDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.4
    private var runningAnimator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    // An interruptible animator lets a transition start without a finger (wantsInteractiveStart = false).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let runningAnimator { return runningAnimator }
        let fromView = transitionContext.view(forKey: .from)
        let startFrame = fromView?.frame ?? transitionContext.containerView.bounds
        let endFrame = startFrame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)

        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            fromView?.frame = endFrame
        }
        animator.addCompletion { [weak self] _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { fromView?.frame = startFrame }
            transitionContext.completeTransition(!cancelled)
            self?.runningAnimator = nil
        }
        runningAnimator = animator
        return animator
    }
}

final class CustomPercentDrivenModalViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interaction = CustomPercentDrivenInteraction()
    private let dismissAnimator = CustomPercentDrivenDismissAnimator()
    private let handleView = UIView()
    private let closeButton = UIButton(type: .system)
    private let statusLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        handleView.backgroundColor = UIColor.white.withAlphaComponent(0.7)
        handleView.layer.cornerRadius = 2.5
        view.addSubview(handleView)
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addTarget(self, action: { [unowned self] in closeTapped() }, for: .touchUpInside)  // selector
        view.addSubview(closeButton)
        statusLabel.textColor = .white
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self) { [unowned self] in handlePan($0) })  // selector
        interaction.onStateChange = { [weak self] summary in
            self?.statusLabel.text = summary
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        handleView.frame = CGRect(x: (bounds.width - 40) / 2, y: view.safeAreaInsets.top + 8, width: 40, height: 5)
        closeButton.frame = CGRect(x: (bounds.width - 120) / 2, y: bounds.midY + 20, width: 120, height: 44)
        statusLabel.frame = CGRect(x: 16, y: bounds.midY - 30, width: bounds.width - 32, height: 24)
    }

    private func closeTapped() {  // selector
        interaction.reset(interactive: false)
        dismiss(animated: true)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {  // selector
        // Measure in window coordinates: this view itself moves while it is dragged.
        let percent = pan.translation(in: nil).y / max(view.bounds.height, 1)
        switch pan.state {
        case .began:
            interaction.reset(interactive: true)
            dismiss(animated: true)
        case .changed:
            interaction.update(percent)
        case .ended:
            let velocity = pan.velocity(in: nil).y
            if percent > 0.35 || velocity > 1000 {
                interaction.completionSpeed = velocity > 1000 ? 1.5 : 1
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            interaction.cancel()
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        return interaction
    }
}

final class CustomPercentDrivenPresenterViewController: UIViewController {
    private let openButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        openButton.setTitle("Open Sheet", for: .normal)
        openButton.addTarget(self, action: { [unowned self] in openSheet() }, for: .touchUpInside)  // selector
        view.addSubview(openButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        openButton.frame = CGRect(x: (view.bounds.width - 160) / 2, y: view.bounds.midY - 22, width: 160, height: 44)
    }

    private func openSheet() {  // selector
        present(CustomPercentDrivenModalViewController(), animated: true)
    }
}
