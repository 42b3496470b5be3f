import Motion
import ViewKit

/// One of the demo's four modes: a root controller to show, keys it answers, and what it reports.
protocol DemoMode: AnyObject {
    var name: ModeName { get }
    /// The controller that fills the window while the mode is shown.
    var rootViewController: ViewController { get }
    /// Reacts to a key; returns whether the mode used it.
    func handleKey(_ key: Key) -> Bool
    /// Ends whatever is moving at once, finished or cancelled, leaving a valid state (before a
    /// mode switch).
    func settleImmediately()
    /// The navigation stack's screen titles, root first.
    var stack: [String] { get }
    /// The presented screen's title, if any.
    var presented: String? { get }
    /// The running view-controller transition, if any.
    var transition: TransitionContext? { get }
    /// Points the moving content covers per unit of transition progress.
    var transitionTravel: Double { get }
    /// Ends, where it was heading, whatever motion has come to rest to the eye (`RestThreshold`),
    /// so that an invisible remainder of a spring blocks nothing. Called after every update.
    func endMotionAtRest()
}

extension DemoMode {
    var presented: String? { nil }
    var transitionTravel: Double { rootViewController.view.bounds.width }

    func endMotionAtRest() {
        guard let context = transition, let animator = context.runningAnimator, !context.isInteractive,
            RestThreshold.isAtRest(animator, span: transitionTravel)
        else { return }
        context.endImmediately(completing: !context.transitionWasCancelled)
    }
}

/// When motion still running counts as finished: within half a point (half a pixel at scale 1)
/// of where it is going, and moving less than half a point a frame at 60 Hz. A spring's settling
/// band is relative to the distance it covers, so a short release can go on for half a second
/// after it last moved a visible amount; keys and taps must not wait for that.
enum RestThreshold {
    static let distance = 0.5
    static let speedPerFrame = 0.5

    /// Whether `animator`, running, is at rest to the eye; `span` is how many points its progress
    /// from 0 to 1 covers.
    static func isAtRest(_ animator: PropertyAnimator, span: Double) -> Bool {
        guard animator.isRunning else { return false }
        let target = animator.isReversed ? 0.0 : 1.0
        return abs(target - animator.progress) * span < distance
            && abs(animator.progressVelocity) * span / 60 < speedPerFrame
    }
}
