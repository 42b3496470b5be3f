import Motion
import ViewKit

/// One of the demo's four modes: a root controller to show, keys it answers, and what it reports.
protocol DemoMode: AnyObject {
    var name: ModeName { get }
    /// The controller that fills the window while the mode is shown.
    var rootViewController: ViewController { get }
    /// Reacts to a key; returns whether the mode used it.
    func handleKey(_ key: String) -> Bool
    /// Ends whatever is moving at once, finished or cancelled, leaving a valid state (before a
    /// mode switch).
    func settleImmediately()
    /// The navigation stack's screen titles, root first.
    var stack: [String] { get }
    /// The presented screen's title, if any.
    var presented: String? { get }
    /// The running view-controller transition, if any.
    var transition: TransitionContext? { get }
}

extension DemoMode {
    var presented: String? { nil }
}

/// Hands a release's velocity to the spring that finishes or cancels a drag.
enum ReleaseSpring {
    /// The spring that takes dragged screens home: critically damped, so nothing swings past an edge.
    static let screen = Spring(dampingRatio: 1, response: 0.35)!
    /// The largest initial velocity handed over, in distances per second (UIKit samples cap it too).
    static let velocityCap = 30.0

    /// Spring timing whose initial velocity is `progressVelocity` (progress per second, toward
    /// the target positive) relative to `distance`, the progress still to cover.
    static func timing(_ spring: Spring, progressVelocity: Double, distance: Double) -> TimingParameters {
        let v0 = abs(distance) > 1e-6 ? progressVelocity / abs(distance) : 0
        return .spring(spring, initialVelocity: min(max(v0, -velocityCap), velocityCap))
    }
}
