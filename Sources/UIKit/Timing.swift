import Foundation
import Motion
import QuartzCore

/// What UIKit's property animator takes as timing: `UISpringTimingParameters` or
/// `UICubicTimingParameters`, as Motion's `TimingParameters`.
@preconcurrency @MainActor public protocol UITimingCurveProvider {
    var timingParameters: TimingParameters { get }
    /// Which kind of timing this is, as UIKit's.
    var timingCurveType: UITimingCurveType { get }
    /// The Bézier, when the timing is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when the timing is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's kinds of timing curve.
public nonisolated enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// A spring, as UIKit's: by damping ratio (fitted to the animator's duration), or physical
/// (mass, stiffness, damping: it runs for its own settling time). `initialVelocity` is UIKit's:
/// a fraction of the distance per second. A property animator's progress is one number, and for
/// such "properties that don't involve two-dimensional motion, only the magnitude of the vector
/// is considered" (Apple's reference): its length, which Apple leaves unsigned; ours is negative
/// (away from the end) when no component is positive, so that a release moving back still does.
@preconcurrency @MainActor public final class UISpringTimingParameters: UITimingCurveProvider {
    public let timingParameters: TimingParameters
    /// The velocity it was made with, as UIKit keeps it.
    public let initialVelocity: CGVector
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// Critically damped, at rest.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        timingParameters = .dampedSpring(dampingRatio: ratio, initialVelocity: velocity.progressVelocity)
    }

    /// iOS 17's spring of perceptual duration and bounce (Motion's `Spring(duration:bounce:)`):
    /// physical, so an animator runs it for its own settling time, as UIKit's does.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let spring = Spring(duration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    }

    /// A physical spring; parameters Motion cannot solve (a mass of 0, say) give a critically
    /// damped one fitted to the duration instead.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        if let spring = Spring(mass: mass, stiffness: stiffness, damping: damping) {
            timingParameters = .spring(spring, initialVelocity: velocity.progressVelocity)
        } else {
            timingParameters = .dampedSpring(dampingRatio: 1, initialVelocity: velocity.progressVelocity)
        }
    }
}

nonisolated extension CGVector {
    /// The vector as one progress velocity: its length, negative when no component is positive.
    var progressVelocity: Double {
        let length = (Double(dx) * Double(dx) + Double(dy) * Double(dy)).squareRoot()
        return dx > 0 || dy > 0 ? length : -length
    }
}

/// A Bézier curve, as UIKit's.
@preconcurrency @MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
    public let timingParameters: TimingParameters
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve's first and second control points (ease-in-ease-out's, for a named curve).
    public var controlPoint1: CGPoint { CGPoint(x: bezier.x1, y: bezier.y1) }
    public var controlPoint2: CGPoint { CGPoint(x: bezier.x2, y: bezier.y2) }
    private var bezier: CubicBezier {
        if case .cubic(let bezier) = timingParameters { return bezier }
        return .easeInOut
    }

    /// Ease-in-ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: AnimationCurve) {
        timingParameters = .cubic(curve.bezier)
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        timingParameters = .cubic(CubicBezier(x1: point1.x, y1: point1.y, x2: point2.x, y2: point2.y) ?? .easeInOut)
    }
}

extension PropertyAnimator {
    /// UIKit's `init(duration:timingParameters:)`.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, timingParameters: parameters.timingParameters)
    }

    /// UIKit's `continueAnimation(withTimingParameters:durationFactor:)`. Disfavoured, so that
    /// `nil` (keep the timing) means Motion's method, which it calls: it was ambiguous.
    @_disfavoredOverload @discardableResult
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) -> Bool {
        continueAnimation(withTimingParameters: parameters?.timingParameters, durationFactor: durationFactor)
    }
}
