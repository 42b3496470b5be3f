import Motion

/// A transition that turns the screen over about its vertical axis in perspective, as UIKit's
/// `.flipHorizontal` modal transition style: the leaving screen turns away until it is edge-on,
/// then the arriving one turns in from edge-on (each half of the turn shows one screen). Arriving
/// (push, present) it turns right to left, leaving (pop, dismiss) left to right. Progress is the
/// turn's fraction, so it scrubs and reverses as any property animator; 0.6 s on ease-in-out
/// (UIKit publishes neither number; ours), the eye at twice the screen's larger side.
@preconcurrency @MainActor public final class FlipTransitionAnimator: InterruptibleAnimatedTransitioning {
    /// Seconds.
    public var duration = 0.6

    public init() {}

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let (from, to) = (context.fromView, context.toView)
            let arriving = context.kind == .push || context.kind == .present
            if to.superview !== context.containerView { context.containerView.addSubview(to) }
            to.frame = context.finalFrame(for: context.toViewController)
            let perspective = PageTurn.perspective(for: context.containerView.bounds.size)
            // The left side comes forward as a screen leaves to the left.
            let sign = arriving ? -1.0 : 1.0
            @MainActor func turn(_ view: View, by angle: Double) {
                view.layer.transform = angle == 0 ? .identity : perspective.rotated(by: angle, x: 0, y: 1, z: 0)
            }
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            animator.addAnimations { progress in
                let p = min(max(progress, 0), 1)
                from.isHidden = p > 0.5
                to.isHidden = p <= 0.5
                turn(from, by: p <= 0.5 ? sign * .pi * p : 0)
                turn(to, by: p > 0.5 ? -sign * .pi * (1 - p) : 0)
            }
            animator.addCompletion { _ in
                for view in [from, to] {
                    view.layer.transform = .identity
                    view.isHidden = false
                }
            }
            return animator
        }
    }
}

/// A push (or present) that turns the screens like the faces of a cube, hinged on their shared
/// edge, in perspective with one vanishing point at the container's centre (its
/// `sublayerTransform`): the leaving screen turns 90° away about its trailing edge as that edge
/// slides to the leading side, the arriving one turns in about its leading edge. The pop is the
/// mirror image. Progress is the turn's fraction; 0.5 s on ease-in-out, the eye 500 points away
/// (m34 = −1/500, the value iOS samples of the cube use; Apple has no cube).
@preconcurrency @MainActor public final class CubeTransitionAnimator: InterruptibleAnimatedTransitioning {
    /// Seconds.
    public var duration = 0.5

    public init() {}

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let (from, to) = (context.fromView, context.toView)
            if to.superview !== container { container.addSubview(to) }
            to.frame = context.finalFrame(for: context.toViewController)
            let width = container.bounds.width
            let forward = context.kind == .push || context.kind == .present
            let sign = forward ? 1.0 : -1.0
            let savedSublayer = container.layer.sublayerTransform
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 500
            container.layer.sublayerTransform = perspective
            // Hinged on the shared edge: the leaving screen's trailing edge, the arriving one's
            // leading edge (the other way round going back).
            @MainActor func hinge(_ view: View, atX x: Double) {
                let frame = view.frame
                view.anchorPoint = Point(x: x, y: 0.5)
                view.frame = frame
            }
            hinge(from, atX: forward ? 1 : 0)
            hinge(to, atX: forward ? 0 : 1)
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            animator.addAnimations { progress in
                from.layer.transform = Transform3D(rotationAngle: -sign * .pi / 2 * progress, x: 0, y: 1, z: 0)
                    .concatenating(Transform3D(translationX: -sign * width * progress, y: 0, z: 0))
                to.layer.transform = Transform3D(rotationAngle: sign * .pi / 2 * (1 - progress), x: 0, y: 1, z: 0)
                    .concatenating(Transform3D(translationX: sign * width * (1 - progress), y: 0, z: 0))
            }
            animator.addCompletion { _ in
                for view in [from, to] {
                    view.layer.transform = .identity
                    hinge(view, atX: 0.5)
                }
                container.layer.sublayerTransform = savedSublayer
            }
            return animator
        }
    }
}
