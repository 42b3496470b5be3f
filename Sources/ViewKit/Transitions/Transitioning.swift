import Motion

/// Animates one transition between two controllers, as UIViewControllerAnimatedTransitioning.
///
/// Write `animateTransition(using:)` as UIKit code does: add the incoming view to the container,
/// set end values inside `View.animate` (or keyframe) blocks over `transitionDuration(using:)`,
/// and call `completeTransition(!transitionWasCancelled)` in the completion. ViewKit runs the
/// block animations it starts on one timeline (`TransitionContext.timelineAnimator(running:)`),
/// so the same code also runs interactively: a percent-driven interaction scrubs, finishes and
/// cancels that timeline, and a press can catch it in flight.
///
/// An animator may instead build its motion as one `PropertyAnimator` in
/// `interruptibleAnimator(using:)` (obtained with `context.propertyAnimator { … }` so that the
/// same animator serves the whole transition); its `animateTransition(using:)` then starts it.
/// The context owns the ending either way: when the transition's animator finishes it calls
/// `completeTransition(!transitionWasCancelled)` after the animations' own completions, so a
/// transition can never be left hanging or completed twice.
@preconcurrency @MainActor public protocol AnimatedTransitioning: AnyObject {
    /// The non-interactive duration, in seconds, as UIKit animators pass it to their animations.
    func transitionDuration(using context: TransitionContext) -> Double
    /// Runs the transition: the incoming view into the container, and the animations.
    func animateTransition(using context: TransitionContext)
    /// The one animator that runs the whole transition; progress 0 is its start and 1 its end.
    /// By default, the timeline of the block animations `animateTransition(using:)` starts.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator
    /// Called after `completeTransition(_:)`, with whether the transition completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator { context.timelineAnimator { self.animateTransition(using: context) } }
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition by hand, as UIViewControllerInteractiveTransitioning.
@preconcurrency @MainActor public protocol InteractiveTransitioning: AnyObject {
    /// Takes over the transition that `context` describes.
    func startInteractiveTransition(_ context: TransitionContext)
    /// Whether the transition starts paused under the interaction's control.
    var wantsInteractiveStart: Bool { get }
}

/// How a presentation runs when nothing supplies its animator, as UIKit's
/// `UIModalTransitionStyle` (see `ViewController.modalTransitionStyle`).
public nonisolated enum ModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// What a navigation transition does.
public nonisolated enum NavigationOperation: String, Sendable {
    case none, push, pop
}

/// Supplies a navigation controller's animators and interaction controllers.
@preconcurrency @MainActor public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop; nil for ViewKit's standard slide.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for an animator; nil for a non-interactive transition.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}

/// Supplies the animators for presenting and dismissing a controller, as
/// UIViewControllerTransitioningDelegate.
@preconcurrency @MainActor public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` over `presenting`; nil for ViewKit's standard slide up.
    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning?
    /// The animator that dismisses `dismissed`; nil for ViewKit's standard slide down.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    /// The interaction controller for a presentation; nil (the default) for none.
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interaction controller for a dismissal; nil (the default) for a non-interactive dismissal.
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation; nil (the default) for the base
    /// `PresentationController`. `presenting` is nil when asked before the presentation begins.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// An animator whose motion is the one `PropertyAnimator` it builds in
/// `interruptibleAnimator(using:)`: running it without interaction starts that animator. ViewKit's
/// stock animators are written this way; code from iOS writes `animateTransition(using:)` instead.
@preconcurrency @MainActor public protocol InterruptibleAnimatedTransitioning: AnimatedTransitioning {}

extension InterruptibleAnimatedTransitioning {
    public func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }
}
