import Motion

/// Sample 002's push: the incoming screen, laid on top, swings in about its top-left corner from
/// −90° to 0° on a spring fitted to the duration (damping ratio 0.5, initial velocity 0.7, as
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`), so it
/// overshoots a little and settles.
public final class SpinPushAnimator: InterruptibleAnimatedTransitioning {
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

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        swingAnimator(context, about: Point(x: 0, y: 0), timing: timing, duration: transitionDuration(using: context)) { incoming in
            incoming.transform = Transform2D(rotationAngle: -Double.pi / 2)
            return { incoming.transform = .identity }
        }
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
public final class SpinPopAnimator: InterruptibleAnimatedTransitioning {
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

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        swingAnimator(context, about: Point(x: 1, y: 0), timing: .cubic(Self.curve), duration: transitionDuration(using: context)) {
            incoming in
            incoming.transform = Transform2D(rotationAngle: Self.rotation.initialValue.radians)
            // The sample's keyframes, inside the animator's block: they take its duration and curve.
            return {
                View.animateKeyframes(withDuration: 0, delay: 0) {
                    for keyframe in Self.rotation.keyframes {
                        View.addKeyframe(withRelativeStartTime: keyframe.relativeStartTime, relativeDuration: keyframe.relativeDuration) {
                            incoming.transform = Transform2D(rotationAngle: keyframe.value.radians)
                        }
                    }
                }
            }
        }
    }
}

/// The incoming screen laid on top and turned about `anchor` (unit coordinates of its frame):
/// `prepare` puts it where the swing starts and returns the end-value block, run on `timing`
/// over `duration` seconds.
private func swingAnimator(
    _ context: TransitionContext, about anchor: Point, timing: TimingParameters, duration: Double,
    prepare: (View) -> () -> Void
) -> PropertyAnimator {
    context.propertyAnimator {
        let incoming = context.toView
        context.containerView.addSubview(incoming)
        incoming.setAnchorPoint(anchor, keepingFrame: true)
        let animator = PropertyAnimator(duration: duration, timingParameters: timing, driver: context.animationDriver)
        animator.addAnimations(prepare(incoming))
        return animator
    }
}
