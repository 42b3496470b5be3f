import Motion

/// Drives a transition's animator by percentage, as UIPercentDrivenInteractiveTransition.
///
/// It scrubs the `PropertyAnimator` the transition's animator builds: `update` sets its
/// `fractionComplete` (linear while interacting), `finish` and `cancel` continue it from where the
/// pointer left it — toward the end, or reversed toward the start — over
/// (remaining fraction × duration) / `completionSpeed` with `completionCurve`, or with timing
/// parameters the caller passes (a spring carrying the pointer's velocity). `pause` catches a
/// transition that is still finishing or cancelling, so a new drag can take it over.
///
/// Every method does nothing once the transition has completed.
@preconcurrency @MainActor open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Speeds up (> 1) or slows down (< 1) the non-interactive part; must be positive (others are ignored).
    open var completionSpeed = 1.0 {
        didSet { if !(completionSpeed > 0 && completionSpeed.isFinite) { completionSpeed = oldValue } }
    }
    /// The curve of the non-interactive part, ease-in-out by default.
    open var completionCurve = CubicBezier.easeInOut
    /// Whether the transition starts paused under the pointer (true) or running.
    public var wantsInteractiveStart = true
    /// The transition being driven, until it completes.
    public private(set) weak var context: TransitionContext?

    /// Creates an interaction controller.
    public init() {}

    private var animator: PropertyAnimator? {
        guard let context, !context.isCompleted else { return nil }
        return context.runningAnimator
    }

    /// Whether a transition is being driven (started and not yet completed).
    public var isDriving: Bool { animator != nil }

    /// The last value given to `update(_:)`, clamped to 0...1, as Apple documents it: it stays
    /// where the pointer left it while the transition finishes or cancels (read `progress` for
    /// where the transition is now). 0 until the first update of each transition.
    public private(set) var percentComplete = 0.0

    /// How far the transition has come right now (0 at the start, 1 at the end), whichever way it
    /// is running: the animator's progress, not its `fractionComplete`, which a cancelling
    /// (reversed) animator counts backward. Where a new drag catches a transition in flight.
    public var progress: Double { animator?.progress ?? percentComplete }

    /// The transition's non-interactive duration, in seconds.
    public var duration: Double { animator?.duration ?? 0 }

    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        percentComplete = 0
        let animator = context.animatedTransitioning.interruptibleAnimator(using: context)
        if wantsInteractiveStart {
            animator.pauseAnimation()
        } else {
            animator.startAnimation()
        }
    }

    /// Moves the transition to `percent` (clamped to 0...1), pausing it first if it was running.
    open func update(_ percent: Double) {
        guard let animator, let context, percent.isFinite else { return }
        if animator.isRunning { pause() }
        let clamped = min(max(percent, 0), 1)
        // A transition caught while cancelling is reversed: its fractionComplete counts back.
        animator.fractionFromStart = clamped
        percentComplete = clamped
        context.updateInteractiveTransition(clamped)
    }

    /// Holds the transition where it is and gives it back to the pointer.
    public func pause() {
        guard let animator, let context else { return }
        animator.pauseAnimation()
        context.pauseInteractiveTransition()
    }

    /// Lets the transition complete from where it is over (1 − percent) × duration /
    /// `completionSpeed` on `completionCurve` (UIKit's `finish()`, which subclasses override).
    open func finish() { finish(timing: nil) }

    /// Sends the transition back to where it started, as `finish()` does forward (UIKit's `cancel()`).
    open func cancel() { cancel(timing: nil) }

    /// Lets the transition complete from where it is. `timing` replaces the completion curve; a
    /// physical spring then runs for its own settling duration.
    open func finish(timing: TimingParameters? = nil) {
        guard let animator, let context else { return }
        context.finishInteractiveTransition()
        animator.isReversed = false
        continueAnimator(animator, timing: timing)
    }

    /// Sends the transition back to where it started. `timing` replaces the completion curve.
    open func cancel(timing: TimingParameters? = nil) {
        guard let animator, let context else { return }
        context.cancelInteractiveTransition()
        animator.isReversed = true
        continueAnimator(animator, timing: timing)
    }

    /// Continues the animator the way it now points, over what is left of its run:
    /// 1 − fractionComplete, which counts the way it runs, forward or reversed.
    private func continueAnimator(_ animator: PropertyAnimator, timing: TimingParameters?) {
        if animator.isRunning { animator.pauseAnimation() }  // continuing is for a paused animator
        let remaining = 1 - animator.fractionComplete
        let parameters = timing ?? .cubic(completionCurve)
        let factor: Double
        if let natural = parameters.naturalDuration, animator.duration > 0 {
            factor = natural / animator.duration
        } else {
            factor = max(0, remaining) / completionSpeed
        }
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
    }
}
