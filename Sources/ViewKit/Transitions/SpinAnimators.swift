import Motion

/// Sample 002's push: the incoming screen, laid on top, swings in about its top-left corner from
/// −90° to 0° on a spring fitted to the duration (damping ratio 0.5, initial velocity 0.7, as
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`), so it
/// overshoots a little and settles.
///
/// `animateTransition(using:)` is the sample's, line for line in today's Swift; ViewKit runs its
/// block animation on the transition's timeline, so a press can still catch it.
@preconcurrency @MainActor public final class SpinPushAnimator: AnimatedTransitioning {
    /// The sample's spring: damping ratio 0.5, initial velocity 0.7, fitted to `duration`.
    public static let timing = TimingParameters.dampedSpring(dampingRatio: 0.5, initialVelocity: 0.7)
    /// This push's timing.
    public let timing: TimingParameters
    /// Seconds (the sample's 0.8).
    public let duration: Double

    /// A push on `timing` over `duration` seconds.
    public init(timing: TimingParameters = SpinPushAnimator.timing, duration: Double = 0.8) {
        self.timing = timing
        self.duration = duration
    }

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func animateTransition(using transitionContext: TransitionContext) {
        let toView = transitionContext.toView
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.layer.anchorPoint = Point(x: 0, y: 0)
        // The sample's `view.center = CGPointMake(0, 0)`: UIKit's center is the layer's position.
        toView.layer.position = Point(x: 0, y: 0)
        toView.transform = Transform2D(rotationAngle: -Double.pi / 2)
        let (dampingRatio, velocity) = timing.springDampingAndVelocity ?? (0.5, 0.7)
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: dampingRatio,
            initialSpringVelocity: velocity, options: .allowUserInteraction,
            animations: {
                toView.transform = Transform2D(rotationAngle: 0)
            },
            completion: { _ in
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

nonisolated extension TimingParameters {
    /// The damping ratio and velocity of a spring fitted to its duration, nil for other timing.
    fileprivate var springDampingAndVelocity: (Double, Double)? {
        guard case .dampedSpring(let ratio, let velocity) = self else { return nil }
        return (ratio, velocity)
    }
}

/// Sample 002's pop: the revealed screen is laid on top and turned about its top-right corner
/// through keyframes over 1.3 s — from −270°, to −360° by 0.4, to +9° by 0.6, to −360° by 0.9,
/// then at rest — interpolated as rotation transforms, so it swings down from +90°, bounces
/// through +9° and settles.
///
/// The whole keyframe timeline runs on ease-in-ease-out, as the sample's
/// `UIView.animateKeyframes(withDuration: 1.3, …, options: .allowUserInteraction)` does on a
/// device: no curve option is curve bits 0, `.curveEaseInOut`. So the swing starts slowly and
/// lands at 0.57 s, 0.73 s and 1.01 s rather than at 0.52 s, 0.78 s and 1.17 s.
///
/// `animateTransition(using:)` is the sample's, line for line in today's Swift; `rotation` holds
/// the same keyframes for `drawer curve spin-pop` (a test holds the two to each other).
@preconcurrency @MainActor public final class SpinPopAnimator: AnimatedTransitioning {
    /// The sample's 1.3 s.
    public static let duration = 1.3
    /// The timeline's curve.
    public static let curve = CubicBezier.easeInOut
    /// This pop's total time, seconds.
    public let duration: Double

    /// A pop whose keyframe timeline lasts `duration` seconds.
    public init(duration: Double = SpinPopAnimator.duration) {
        self.duration = duration
    }

    /// The rotation in degrees (−180…180, as a transform shows it) `seconds` into a pop of the
    /// sample's 1.3 s.
    public static func degrees(atTime seconds: Double) -> Double {
        rotation.value(at: curve.progress(at: seconds / duration)).normalized.degrees + 0  // no −0
    }

    /// When, in seconds of a pop of the sample's 1.3 s, the timeline reaches `fraction` (where a
    /// keyframe starts or ends).
    public static func time(atTimelineFraction fraction: Double) -> Double {
        curve.timeFraction(forProgress: fraction) * duration
    }

    static let rotation = KeyframeAnimation(
        initialValue: Angle(degrees: -270),
        keyframes: [
            Keyframe(validRelativeStartTime: 0, relativeDuration: 0.4, value: Angle(degrees: -360)),
            Keyframe(validRelativeStartTime: 0.4, relativeDuration: 0.2, value: Angle(degrees: 9)),
            Keyframe(validRelativeStartTime: 0.6, relativeDuration: 0.3, value: Angle(degrees: -360)),
        ],
        interpolation: .transform)

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func animateTransition(using transitionContext: TransitionContext) {
        let toView = transitionContext.toView
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.layer.anchorPoint = Point(x: 1, y: 0)  // between 0 and 1, as the sample warns
        // The sample's `view.center`: the container's top-right corner, the layer's position.
        toView.layer.position = Point(x: container.bounds.width, y: 0)
        toView.transform = Transform2D(rotationAngle: -Double.pi / 2 * 3)
        View.animateKeyframes(
            withDuration: duration, delay: 0, options: .allowUserInteraction,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.4) {
                    toView.transform = Transform2D(rotationAngle: -Double.pi / 2 * 4)
                }
                View.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) {
                    toView.transform = Transform2D(rotationAngle: Double.pi / 2 / 10)
                }
                View.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.3) {
                    toView.transform = Transform2D(rotationAngle: -Double.pi / 2 * 4)
                }
            },
            completion: { _ in
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
