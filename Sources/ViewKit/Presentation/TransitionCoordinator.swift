import Motion

/// What an alongside animation or a completion sees of the transition, as
/// UIViewControllerTransitionCoordinatorContext.
@preconcurrency @MainActor public protocol TransitionCoordinatorContext: AnyObject {
    /// The transition's kind (push, pop, present, dismiss).
    var kind: TransitionContext.Kind { get }
    /// The view the transition happens in.
    var containerView: View { get }
    /// The outgoing controller.
    var fromViewController: ViewController { get }
    /// The incoming controller.
    var toViewController: ViewController { get }
    /// Whether a person is driving the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition is heading back to where it started (or went back).
    var isCancelled: Bool { get }
    /// How far the transition has come as a person sees it: 0 at the start, 1 at the end,
    /// whichever way it runs now (beyond either while a spring overshoots).
    var progress: Double { get }
    /// The last interactive update, 0...1.
    var percentComplete: Double { get }
    /// The animator's non-interactive duration, in seconds.
    var transitionDuration: Double { get }
}

/// Runs animations alongside a transition, as UIViewControllerTransitionCoordinator: a
/// presentation controller's dimming, a navigation bar's titles.
///
/// An alongside animation either sets end values, as UIKit's do (`dimming.alpha = 1`), or is a
/// block of the transition's progress, as ViewKit's own are (it reads `progress`); see
/// `animate(alongsideTransition:completion:)`. Either way it joins the transition's animator and
/// follows the transition exactly as it is scrubbed, reversed by a cancel or caught again; a
/// cancelled transition plays it back to its start.
/// Completions run once, after the transition completes, with `isCancelled` saying how.
@preconcurrency @MainActor public final class TransitionCoordinator: TransitionCoordinatorContext {
    /// The transition, while it exists (weak: it owns this coordinator). A coordinator kept
    /// beyond its transition reports the end the transition reached.
    private weak var context: TransitionContext?
    public let kind: TransitionContext.Kind
    public let containerView: View
    public let fromViewController: ViewController
    public let toViewController: ViewController
    /// How the transition ended, once it has.
    private var ending: (cancelled: Bool, progress: Double, percent: Double, duration: Double)?
    private var animations: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinatorContext) -> Void] = []
    /// Whether the queued animations have joined the transition's animator.
    private var isAttached = false

    init(context: TransitionContext) {
        self.context = context
        kind = context.kind
        containerView = context.containerView
        fromViewController = context.fromViewController
        toViewController = context.toViewController
    }

    /// The running transition, nil once it has completed.
    private var live: TransitionContext? { context.flatMap { $0.isCompleted ? nil : $0 } }

    public var isInteractive: Bool { live?.isInteractive ?? false }
    public var isCancelled: Bool { live?.transitionWasCancelled ?? ending?.cancelled ?? false }
    public var progress: Double {
        progressReads += 1
        return live?.progress ?? ending?.progress ?? 0
    }
    public var percentComplete: Double {
        progressReads += 1
        return live?.percentComplete ?? ending?.percent ?? 0
    }
    public var transitionDuration: Double { live?.transitionDuration ?? ending?.duration ?? 0 }

    /// Runs `animation` with every move of the transition and `completion` once it has
    /// completed. Refused (false) once the transition has completed. Animations queued before the
    /// transition's animator exists join it when it is made; a transition whose animator never
    /// uses `TransitionContext.propertyAnimator` runs them once, at its end position, when it
    /// completes.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard let context = live else { return false }
        if let animation {
            if let animator = context.runningAnimator {
                join(animation, to: animator)
            } else {
                animations.append(animation)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs `handler` whenever the transition stops being interactive: a person lets go and it
    /// finishes or cancels, or it ends while still held.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Called by the context

    /// The transition's animator was made: queued animations join it.
    func attach(to animator: PropertyAnimator) {
        isAttached = true
        for animation in animations { join(animation, to: animator) }
        animations = []
    }

    /// Counts reads of `progress` and `percentComplete`: a block that reads them follows progress.
    private var progressReads = 0

    /// Joins an alongside block to the transition's animator. It runs once at once, as a probe
    /// whose animatable changes are undone (its other effects are not: keep them in the
    /// completion). A block that
    /// reads how far the transition has come (`progress`, `percentComplete`) is a block of
    /// progress, as ViewKit's own are: it runs again with every move. One that does not, and
    /// changes animatable properties, sets end values, as UIKit's do: its changes are undone and
    /// made again as an animation on the transition's animator, from where they are to their end
    /// values over what is left of the transition, so they are scrubbed with it and played back to
    /// their start values by a cancel.
    private func join(_ animation: @escaping (TransitionCoordinatorContext) -> Void, to animator: PropertyAnimator) {
        let reads = progressReads
        let probe = ChangeProbe()
        AnimationTransaction.probe(probe) { animation(self) }
        if progressReads != reads || probe.isEmpty {
            animator.addAnimations { [weak self] _ in
                if let self { animation(self) }
            }
        } else {
            probe.undo()
            AnimationTransaction.animateFromCurrentProgress(on: animator) { animation(self) }
        }
    }

    func interactionEnded() {
        for handler in interactionHandlers { handler(self) }
    }

    func transitionCompleted(_ didComplete: Bool) {
        if let context {
            ending = (context.transitionWasCancelled, context.progress, context.percentComplete, context.transitionDuration)
        }
        // Animations that never joined an animator show the end the transition reached.
        for animation in animations { animation(self) }
        animations = []
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}

extension ViewController {
    /// The coordinator of the transition this controller takes part in, while it runs: its own
    /// presentation or dismissal, that of the controller it presents, its navigation
    /// controller's push or pop, or its tab bar controller's switch. Nil when none runs.
    public var transitionCoordinator: TransitionCoordinator? {
        let candidates = [
            presentationContext, presentedViewController?.presentationContext,
            navigationController?.transitionContext, (self as? NavigationController)?.transitionContext,
            tabBarController?.transitionContext, (self as? TabBarController)?.transitionContext,
        ]
        for case let context? in candidates where !context.isCompleted { return context.coordinator }
        return nil
    }
}
