import Motion

/// Everything an animator needs to know about one transition, and the way it reports the end,
/// as UIViewControllerContextTransitioning.
///
/// `completeTransition(_:)` is honoured once; calls after the first are ignored.
@preconcurrency @MainActor public final class TransitionContext: TransitionCoordinatorContext {
    /// What kind of transition this is.
    public nonisolated enum Kind: String, Sendable {
        case push, pop, present, dismiss
    }

    public let kind: Kind
    /// The view the transition happens in; the outgoing view is already in it, the animator adds
    /// the incoming one.
    public let containerView: View
    public let fromViewController: ViewController
    public let toViewController: ViewController
    /// The animator running this transition.
    public let animatedTransitioning: AnimatedTransitioning
    /// The driver animators of this transition run on.
    public let animationDriver: AnimationDriver
    /// Whether a person is driving the transition right now (between a pause or the interactive
    /// start and the following finish or cancel).
    public private(set) var isInteractive: Bool
    /// Whether the transition is heading back to where it started.
    public private(set) var transitionWasCancelled = false
    /// Whether the transition is heading back, or went back (`transitionWasCancelled`).
    public var isCancelled: Bool { transitionWasCancelled }
    /// The animator's non-interactive duration, in seconds.
    public var transitionDuration: Double { animatedTransitioning.transitionDuration(using: self) }
    /// The last value given to `updateInteractiveTransition(_:)`.
    public private(set) var percentComplete = 0.0
    /// Whether `completeTransition(_:)` has been called.
    public private(set) var isCompleted = false
    /// The animator made by `propertyAnimator(_:)`, once made.
    public private(set) var runningAnimator: PropertyAnimator?

    /// Runs animations alongside this transition (`ViewController.transitionCoordinator`).
    public private(set) lazy var coordinator = TransitionCoordinator(context: self)

    private let frames: [ObjectIdentifier: (initial: Rect, final: Rect)]
    private let onComplete: (Bool) -> Void

    init(
        kind: Kind, containerView: View, from: ViewController, to: ViewController,
        animatedTransitioning: AnimatedTransitioning, driver: AnimationDriver, isInteractive: Bool,
        frames: [ObjectIdentifier: (initial: Rect, final: Rect)], onComplete: @escaping (Bool) -> Void
    ) {
        self.kind = kind
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.animatedTransitioning = animatedTransitioning
        animationDriver = driver
        self.isInteractive = isInteractive
        self.frames = frames
        self.onComplete = onComplete
    }

    /// The outgoing controller's view.
    public var fromView: View { fromViewController.view }
    /// The incoming controller's view.
    public var toView: View { toViewController.view }

    /// Where `controller`'s view starts; `.zero` when the transition does not say (as UIKit).
    public func initialFrame(for controller: ViewController) -> Rect {
        frames[ObjectIdentifier(controller)]?.initial ?? .zero
    }

    /// Where `controller`'s view ends up; `.zero` when it leaves the screen (as UIKit).
    public func finalFrame(for controller: ViewController) -> Rect {
        frames[ObjectIdentifier(controller)]?.final ?? .zero
    }

    /// The transition's animator: made by `make` on the first call, the same object on every call
    /// after. Call it from `interruptibleAnimator(using:)`.
    public func propertyAnimator(_ make: () -> PropertyAnimator) -> PropertyAnimator {
        if let runningAnimator { return runningAnimator }
        let animator = make()
        // On the container's layer time, as Core Animation runs a transition's animations there.
        animator.run(in: containerView, lifetime: containerView.animationLifetime)
        runningAnimator = animator
        coordinator.attach(to: animator)
        animator.addCompletion { [weak self] _ in
            guard let self else { return }
            self.completeTransition(!self.transitionWasCancelled)
        }
        return animator
    }

    /// Runs `body` (an animator's `animateTransition(using:)`) and returns one animator that runs
    /// every block animation `body` started, on the transition's time: it is linear over the
    /// longer of `transitionDuration` and the last animation's end, and each block animation
    /// covers its own delay and duration of it on its own curve. Pausing, scrubbing, reversing or
    /// continuing this animator does to all of them what Core Animation does by pausing the
    /// container layer's time (`speed` 0, `timeOffset`), which UIKit's percent-driven transition
    /// relies on; here it is a parent animator whose progress is their clock. When it ends, their
    /// properties settle (at the start values for a cancel) and their completions run, before
    /// the transition completes.
    ///
    /// One block animation that starts at once and lasts the whole transition is the transition's
    /// motion: the timeline runs on that animation's own timing instead, so its progress is what
    /// the screen shows (a spring's overshoot included) and an interaction scrubs that progress,
    /// as it scrubs a property animator's (`scrubsLinearly`). UIKit scrubs the time there too;
    /// on an eased curve that keeps a dragged screen from following the pointer 1:1.
    public func timelineAnimator(running body: () -> Void) -> PropertyAnimator {
        let collector = TimelineCollector()
        AnimationTransaction.collectTimeline(in: collector, body)
        return timeline(of: collector)
    }

    /// The one animator that runs what `collector` collected (see `timelineAnimator(running:)`).
    private func timeline(of collector: TimelineCollector) -> PropertyAnimator {
        let duration = transitionDuration.isFinite ? transitionDuration : 0
        if collector.entries.count == 1, let only = collector.entries.first, only.delay == 0,
            only.animator.duration >= duration - 1e-9
        {
            let timeline = PropertyAnimator(
                duration: only.animator.duration, timingParameters: only.animator.timingParameters, driver: animationDriver)
            timeline.runOnItsOwnTiming(only.animator)
            return timeline
        }
        let total = max(duration, collector.span, 1e-3)
        let timeline = PropertyAnimator(duration: total, timingParameters: .cubic(.linear), driver: animationDriver)
        for entry in collector.entries { timeline.runAsTimeline(of: entry.animator, delay: entry.delay) }
        return timeline
    }

    /// Runs the transition without interaction: the animator's `animateTransition(using:)`, with
    /// the block animations it starts on the transition's timeline unless it built an animator
    /// of its own.
    func runWithoutInteraction() {
        let collector = TimelineCollector()
        AnimationTransaction.collectTimeline(in: collector) { animatedTransitioning.animateTransition(using: self) }
        guard !collector.isEmpty else { return }
        // An animator of its own runs beside them; a transition completed at once leaves them to
        // run by themselves (their changes are on the views already).
        if runningAnimator != nil || isCompleted {
            collector.startEach()
            return
        }
        propertyAnimator { timeline(of: collector) }.startAnimation()
    }

    /// How far the moving content has come, as a person sees it: the animator's progress
    /// (0 at the start, 1 at the end), or the last interactive update before an animator exists.
    /// A transition that completed without an animator reads the end it reached.
    public var progress: Double {
        runningAnimator?.progress ?? (isCompleted ? (transitionWasCancelled ? 0 : 1) : percentComplete)
    }

    /// Records the interactive progress (the interaction controller scrubs the animator itself).
    public func updateInteractiveTransition(_ percent: Double) {
        guard !isCompleted, percent.isFinite else { return }
        percentComplete = percent
    }

    /// A person took hold of the transition again (it may have been finishing or cancelling).
    public func pauseInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = true
        transitionWasCancelled = false
    }

    /// The interactive part ended and the transition will complete.
    public func finishInteractiveTransition() {
        guard !isCompleted else { return }
        transitionWasCancelled = false
        endInteraction()
    }

    /// The interactive part ended and the transition will go back.
    public func cancelInteractiveTransition() {
        guard !isCompleted else { return }
        transitionWasCancelled = true
        endInteraction()
    }

    private func endInteraction() {
        guard isInteractive else { return }
        isInteractive = false
        coordinator.interactionEnded()
    }

    /// Ends the transition: `didComplete` true if the incoming controller is now on screen, false if
    /// the outgoing one still is. Honoured once.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        transitionWasCancelled = !didComplete
        endInteraction()
        isCompleted = true
        onComplete(didComplete)
        coordinator.transitionCompleted(didComplete)
        animatedTransitioning.animationEnded(didComplete)
    }

    /// Ends the transition now where it was heading: completed, or cancelled if it was going back.
    public func endWhereHeading() { endImmediately(completing: !transitionWasCancelled) }

    /// Ends the transition where it was heading if its animator runs and is at rest by
    /// `tolerance`, its moving content covering `travel` points per unit of progress
    /// (`PropertyAnimator.isAtRest(within:span:)`); true if it did. A person's transition goes on.
    /// Asked after each frame, it ends a spring's tail that no eye can see, so that it blocks no
    /// key or tap.
    @discardableResult
    public func endIfAtRest(within tolerance: Tolerance = .visible, travel: Double) -> Bool {
        guard !isInteractive, let runningAnimator, runningAnimator.isAtRest(within: tolerance, span: travel) else { return false }
        endWhereHeading()
        return true
    }

    /// Ends the transition at once (a mode switch, a window going away): the animator stops, its
    /// values jump to the end (`completing`) or the start, its completions run with that
    /// position, and the transition completes accordingly.
    public func endImmediately(completing: Bool) {
        guard !isCompleted else { return }
        transitionWasCancelled = !completing
        if let animator = runningAnimator, animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: completing ? .end : .start)
        }
        completeTransition(completing)
    }
}
