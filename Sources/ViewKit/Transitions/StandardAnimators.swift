import Motion

/// ViewKit's default push and pop when a delegate supplies none: the incoming screen slides over
/// from the right edge (push) or the outgoing one slides back out to it (pop), 0.35 s, ease-in-out.
public final class SlideTransitionAnimator: AnimatedTransitioning {
    public let operation: NavigationOperation
    /// Seconds.
    public var duration = 0.35

    public init(operation: NavigationOperation) {
        self.operation = operation
    }

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let from = context.fromView
            let to = context.toView
            let moving = operation == .push ? to : from
            if operation == .push {
                container.addSubview(to)
            } else {
                container.insertSubview(to, below: from)
            }
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            // Offsets are computed from the current width every frame, so a resize mid-way stays right.
            animator.addAnimations { p in
                let width = container.bounds.width
                let offset = self.operation == .push ? (1 - p) * width : p * width
                moving.transform = Transform2D(translationX: offset, y: 0)
            }
            return animator
        }
    }
}

/// ViewKit's default modal presentation: the presented screen slides up from the bottom edge
/// (present) and back down (dismiss), 0.35 s, ease-in-out.
public final class CoverVerticalAnimator: AnimatedTransitioning {
    public let isPresenting: Bool
    /// Seconds.
    public var duration = 0.35

    public init(presenting: Bool) {
        isPresenting = presenting
    }

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let moving = isPresenting ? context.toView : context.fromView
            if isPresenting { container.addSubview(moving) }
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: .easeInOut, driver: context.animationDriver)
            animator.addAnimations { p in
                let height = container.bounds.height
                moving.transform = Transform2D(translationX: 0, y: (self.isPresenting ? 1 - p : p) * height)
            }
            return animator
        }
    }
}
