import Motion

/// An animator that takes part in how its transitions are interrupted, beyond UIKit's
/// protocols, as ViewKit's zoom does. The transition driver asks it, so that no code that runs
/// transitions knows which transition it runs.
@preconcurrency @MainActor public protocol TransitionInterruptionHandling: AnimatedTransitioning {
    /// A pop or dismissal was asked for while `context`, a push or presentation this animator
    /// runs, is under way. Complete the arrival where it stands and return true, so that the
    /// leave begins from there (a zoom turns round, keeping its speed); or return false, and the
    /// request is refused, as every request during a transition is.
    func completeArrival(forLeaveDuring context: TransitionContext) -> Bool
}

extension TransitionInterruptionHandling {
    public func completeArrival(forLeaveDuring context: TransitionContext) -> Bool { false }
}

/// How every view-controller transition runs, push, pop, present and dismiss alike: the caller
/// chooses the animator (its delegate's, the controller's preferred one, or its default) and the
/// interaction controller (its delegate's, or the gesture's that asked); the driver does the rest.
enum TransitionDriver {
    /// Gives the arrival running in `context`, if any, the chance to make way for a leave asked
    /// for now (`TransitionInterruptionHandling`).
    static func interruptArrival(_ context: TransitionContext?) {
        guard let context, !context.isCompleted, context.kind == .push || context.kind == .present,
            let handler = context.animatedTransitioning as? TransitionInterruptionHandling
        else { return }
        _ = handler.completeArrival(forLeaveDuring: context)
    }

    /// Runs a transition on `animator`, driven by `interaction` if there is one (a delegate's, or
    /// the gesture that asked for it). Makes the context, hands it to `prepare` (which keeps it
    /// and tells the controllers), then starts it.
    static func run(
        _ kind: TransitionContext.Kind, in container: View, from: ViewController, to: ViewController,
        animator: AnimatedTransitioning, interaction: InteractiveTransitioning?, driver: AnimationDriver,
        frames: [ObjectIdentifier: (initial: Rect, final: Rect)], prepare: (TransitionContext) -> Void,
        onComplete: @escaping (Bool) -> Void
    ) {
        let context = TransitionContext(
            kind: kind, containerView: container, from: from, to: to, animatedTransitioning: animator, driver: driver,
            isInteractive: interaction != nil, frames: frames, onComplete: onComplete)
        prepare(context)
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            context.runWithoutInteraction()
        }
    }
}
