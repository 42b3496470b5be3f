import Glibc
import Motion
import ViewKit

/// The side drawer: a pushed screen slides in from the left edge over the one below, casting a
/// shadow on it; a pop slides the top screen back out to the left. Progress is the fraction of
/// the width the moving screen has covered, so a drag maps onto it 1:1.
final class SideDrawerAnimator: AnimatedTransitioning {
    let operation: NavigationOperation
    let duration: Double

    init(operation: NavigationOperation, duration: Double = 0.8) {
        self.operation = operation
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContext) -> Double { duration }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let moving = operation == .push ? context.toView : context.fromView
            if operation == .push {
                container.addSubview(context.toView)
            } else {
                container.insertSubview(context.toView, below: context.fromView)
            }
            moving.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.45), radius: 28, offset: .zero)
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            let isPush = operation == .push
            // The width is read every frame, so a resize mid-way keeps the screen where it belongs.
            animator.addAnimations { p in
                let width = container.bounds.width
                moving.transform = Transform2D(translationX: -(isPush ? 1 - p : p) * width, y: 0)
            }
            animator.addCompletion { _ in moving.shadow = nil }
            return animator
        }
    }
}

/// The spin push: the incoming screen swings in about its top-left corner from −90° to 0° on a
/// spring fitted to the duration (damping ratio 0.5, initial velocity 0.7), overshooting a little.
final class SpinPushAnimator: AnimatedTransitioning {
    let timing: TimingParameters
    let duration: Double

    init(timing: TimingParameters = .dampedSpring(dampingRatio: 0.5, initialVelocity: 0.7), duration: Double = 0.8) {
        self.timing = timing
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContext) -> Double { duration }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        swingAnimator(context, about: Point(x: 0, y: 0), timing: timing, duration: transitionDuration(using: context)) { p in
            -Double.pi / 2 * (1 - p)
        }
    }
}

/// The spin mode's animator: the incoming screen laid on top and turned about `anchor` (unit
/// coordinates of its frame) to `radians(progress)`, on `timing` over `duration` seconds.
private func swingAnimator(
    _ context: TransitionContext, about anchor: Point, timing: TimingParameters, duration: Double,
    radians: @escaping (Double) -> Double
) -> PropertyAnimator {
    context.propertyAnimator {
        let incoming = context.toView
        context.containerView.addSubview(incoming)
        incoming.setAnchorPoint(anchor, keepingFrame: true)
        let animator = PropertyAnimator(duration: duration, timingParameters: timing, driver: context.animationDriver)
        animator.addAnimations { p in incoming.transform = Transform2D(rotationAngle: radians(p)) }
        return animator
    }
}

/// The spin pop: the revealed screen is laid on top and turned about its top-right corner through
/// keyframes over 1.3 s — from −270°, to −360° by 0.4, to +9° by 0.6, to −360° by 0.9, then at
/// rest — interpolated as rotation transforms, so it swings down from +90°, bounces through +9°
/// and settles.
///
/// The whole keyframe timeline runs on ease-in-ease-out, as the sample's
/// `UIView.animateKeyframes(withDuration: 1.3, …, options: .allowUserInteraction)` does on a
/// device: no curve option is curve bits 0, `.curveEaseInOut`. So the swing starts slowly and
/// lands at 0.57 s, 0.73 s and 1.01 s rather than at 0.52 s, 0.78 s and 1.17 s.
public final class SpinPopAnimator: AnimatedTransitioning {
    /// The sample's 1.3 s (`spin.pop_duration` tunes an instance's).
    public static let duration = 1.3
    public static let curve = CubicBezier.easeInOut
    /// This pop's total time.
    let duration: Double

    init(duration: Double = SpinPopAnimator.duration) {
        self.duration = duration
    }

    /// The rotation in degrees (−180…180, as a transform shows it) `seconds` into the pop.
    public static func degrees(atTime seconds: Double) -> Double {
        rotation.value(at: curve.progress(at: seconds / duration)).normalized.degrees + 0  // no −0
    }

    /// When, in seconds, the timeline reaches `fraction` (where a keyframe starts or ends).
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
        swingAnimator(context, about: Point(x: 1, y: 0), timing: .cubic(Self.curve), duration: transitionDuration(using: context)) { p in
            Self.rotation.value(at: p).radians
        }
    }
}

/// The modal detail: it arrives from 200 points to the right while fading in, and leaves the same
/// way, so a dismissal drag of dx points is exactly progress dx / 200 and the screen stays under
/// the pointer.
final class ModalSlideAnimator: AnimatedTransitioning {
    let travel: Double
    let isPresenting: Bool
    let duration: Double

    init(presenting: Bool, travel: Double = 200, duration: Double = 0.35) {
        isPresenting = presenting
        self.travel = travel
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContext) -> Double { duration }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let moving = isPresenting ? context.toView : context.fromView
            if isPresenting { context.containerView.addSubview(moving) }
            moving.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 30, offset: .zero)
            let animator = PropertyAnimator(duration: transitionDuration(using: context), curve: .easeOut, driver: context.animationDriver)
            let presenting = isPresenting
            let travel = travel
            animator.addAnimations { p in
                let shown = presenting ? p : 1 - p
                moving.transform = Transform2D(translationX: (1 - shown) * travel, y: 0)
                moving.alpha = min(max(shown, 0), 1)
            }
            animator.addCompletion { _ in moving.shadow = nil }
            return animator
        }
    }
}

/// Reduce motion: every transition is a short cross-fade. Arriving screens fade in on top;
/// leaving ones fade out to reveal what is below.
final class CrossFadeAnimator: AnimatedTransitioning {
    static let duration = 0.25

    func transitionDuration(using context: TransitionContext) -> Double { Self.duration }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let arriving: Bool
            switch context.kind {
            case .push, .present:
                arriving = true
                container.addSubview(context.toView)
            case .pop:
                arriving = false
                container.insertSubview(context.toView, below: context.fromView)
            case .dismiss:
                arriving = false
            }
            let fading = arriving ? context.toView : context.fromView
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            animator.addAnimations { p in fading.alpha = arriving ? p : 1 - p }
            return animator
        }
    }
}
