// LayerTimeScrub.swift
//
// What you see: a white "Start" screen reading "Drag left to push" (22 pt, centered).
// Dragging a finger to the left scrubs a 0.4 s push: the purple "Detail" screen
// follows the finger in from the right edge while the start screen shifts left by 30% of the
// width and darkens to 50% black. Letting go past half the width (or flicking left faster than
// 500 pt/s) plays the rest of the push; otherwise it runs backwards to the start and cancels.
// Swiping back from the left edge of "Detail" pops with the standard animation.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action, a display link's or a
// notification's selector is a closure, and the handler loses its `@objc`).

import QuartzCore
import UIKit

final class LayerTimeScrubPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.4

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
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let fromStart = fromView.frame
        let width = container.bounds.width

        let dimmingView = UIView(frame: fromView.bounds)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        fromView.addSubview(dimmingView)

        toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)

        // Linear while scrubbing, so the picture stays under the finger.
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                toView.frame = finalFrame
                fromView.frame = fromStart.offsetBy(dx: -width * 0.3, dy: 0)
                dimmingView.alpha = 0.5
            },
            completion: { _ in
                dimmingView.removeFromSuperview()
                fromView.frame = fromStart
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// Drives the animator by freezing the container layer's clock (speed = 0) and moving timeOffset.
final class LayerTimeScrubInteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    let animator = LayerTimeScrubPushAnimator()
    var isInteracting = false
    private weak var transitionContext: UIViewControllerContextTransitioning?
    private var displayLink: CADisplayLink?

    private var duration: CFTimeInterval {
        return animator.transitionDuration(using: transitionContext)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let layer = transitionContext.containerView.layer
        // Stop the clock before the animations are added, so they all begin at local time 0;
        // the next pan event moves timeOffset, after this run loop's transaction has committed.
        layer.speed = 0
        layer.timeOffset = 0
        animator.animateTransition(using: transitionContext)
    }

    func update(percent: CGFloat) {
        // Never reach the very end while paused, or the animations would complete under the finger.
        let clamped = min(max(percent, 0), 0.999)
        guard let context = transitionContext else { return }
        context.containerView.layer.timeOffset = CFTimeInterval(clamped) * duration
        context.updateInteractiveTransition(clamped)
    }

    func finish() {
        isInteracting = false
        guard let context = transitionContext else { return }
        context.finishInteractiveTransition()
        // QA1673 resume: keep going from the paused time at normal speed.
        let layer = context.containerView.layer
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    func cancel() {
        isInteracting = false
        guard let context = transitionContext else { return }
        context.cancelInteractiveTransition()
        // Wind timeOffset back to 0, one frame at a time.
        let link = CADisplayLink(target: self) { [unowned self] in tickCancel($0) }  // selector
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func tickCancel(_ link: CADisplayLink) {  // selector
        guard let context = transitionContext else { return stopDisplayLink() }
        let layer = context.containerView.layer
        let offset = layer.timeOffset - (link.targetTimestamp - link.timestamp)
        if offset > 0 {
            layer.timeOffset = offset
            context.updateInteractiveTransition(CGFloat(offset / duration))
        } else {
            stopDisplayLink()
            // Back at the start: restart the clock; the animations end at once and see the cancel.
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.speed = 1
        }
    }

    private func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }
}

final class LayerTimeScrubStartViewController: UIViewController, UINavigationControllerDelegate {
    private let interaction = LayerTimeScrubInteractionController()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start"
        view.backgroundColor = .white

        hintLabel.text = "Drag left to push"
        hintLabel.font = .systemFont(ofSize: 22)
        hintLabel.textAlignment = .center
        view.addSubview(hintLabel)
        let pan = UIPanGestureRecognizer(target: self) { [unowned self] in handlePan($0) }  // selector
        view.addGestureRecognizer(pan)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        hintLabel.frame = CGRect(x: 0, y: view.bounds.midY - 15, width: view.bounds.width, height: 30)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {  // selector
        let percent = min(max(-pan.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
        switch pan.state {
        case .began:
            interaction.isInteracting = true
            navigationController?.pushViewController(LayerTimeScrubDetailViewController(), animated: true)
        case .changed:
            interaction.update(percent: percent)
        case .ended:
            if percent > 0.5 || pan.velocity(in: view).x < -500 {
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

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? interaction.animator : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return interaction.isInteracting ? interaction : nil
    }
}

final class LayerTimeScrubDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .systemPurple
    }
}
