import Motion

/// ViewKit's push and pop: the pushed screen slides in over the one below from `edge` and a pop
/// slides it back out there, on `curve` over `duration` seconds; progress is the fraction of the
/// way the moving screen has covered, so a drag along the edge's axis maps onto it 1:1.
///
/// The default, `init(operation:)`, is iOS's push, what a navigation controller runs when its
/// delegate supplies no animator: from the right edge, the covered screen moving a third of the
/// width the other way and darkening, the arriving one casting a shadow along its edge, 0.35 s
/// on ease-in-out. The numbers are Flutter's `CupertinoPageTransition` (a third, and its barrier
/// colour, black at 0x18/255) and ours for the shadow (fitted to Flutter's edge gradient, see
/// `edgeShadow`); Apple publishes none. With `edge: .left` and a shadow it is the side drawer
/// of sample 000, whose covered screen stays still.
@preconcurrency @MainActor public final class SlideTransitionAnimator: InterruptibleAnimatedTransitioning {
    public let operation: NavigationOperation
    /// Seconds.
    public var duration = 0.35
    /// The edge the pushed screen enters from, and a popped one leaves by.
    public var edge = RectEdge.right
    /// Cast by the moving screen on the one below while it moves; taken away when it ends.
    public var shadow: Shadow?
    /// The timing of a run that no gesture drives.
    public var curve = CubicBezier.easeInOut
    /// How far the covered screen moves away from `edge` while it is covered, as a fraction of
    /// the container's extent along the edge's axis (0: it stays still).
    public var coveredScreenTravel = 0.0
    /// How dark the covered screen is once covered: the opacity of black laid over it, faded in
    /// as it is covered and out as it is revealed (0: none).
    public var coveredScreenDimming = 0.0

    /// iOS's covered screen moves by a third of the width (Flutter's `_kMiddleLeftTween`).
    public static let iOSCoveredScreenTravel = 1.0 / 3
    /// iOS's covered screen darkens under black at 0x18/255 (Flutter's
    /// `kCupertinoPageTransitionBarrierColor`, "a relatively rigorous eyeball estimation").
    public static let iOSCoveredScreenDimming = 24.0 / 255
    /// The arriving screen's edge shadow. Ours: Flutter draws a gradient 5% of the page wide,
    /// black from 0x38/255 at the edge through 0x12 and 0x04 to nothing; a Gaussian shadow of
    /// opacity 0.44 and radius 14 (σ = 7) is 0.22 at the edge, 0.07 a third of the way out and
    /// 0.016 two thirds of the way on a 400-point page, as that gradient is.
    public static let edgeShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.44), radius: 14)

    /// iOS's push and pop, from the right edge (see the type's documentation).
    public init(operation: NavigationOperation) {
        self.operation = operation
        shadow = Self.edgeShadow
        coveredScreenTravel = Self.iOSCoveredScreenTravel
        coveredScreenDimming = Self.iOSCoveredScreenDimming
    }

    /// A slide from `edge`, casting `shadow` while it moves, over `duration` seconds; the covered
    /// screen stays still and undimmed unless `coveredScreenTravel` and `coveredScreenDimming`
    /// say otherwise.
    public init(operation: NavigationOperation, edge: RectEdge, shadow: Shadow? = nil, duration: Double = 0.35) {
        self.operation = operation
        self.edge = edge
        self.shadow = shadow
        self.duration = duration
    }

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let container = context.containerView
            let isPush = operation == .push
            let moving = isPush ? context.toView : context.fromView
            let covered = isPush ? context.fromView : context.toView
            if isPush {
                container.addSubview(context.toView)
            } else {
                container.insertSubview(context.toView, below: context.fromView)
            }
            let animator = PropertyAnimator(
                duration: transitionDuration(using: context), curve: curve, driver: context.animationDriver)
            if let shadow {
                moving.shadow = shadow
                animator.addCompletion { [weak moving] _ in moving?.shadow = nil }
            }
            let away = edge.extent(of: container.bounds.size)
            let offscreen = Transform2D(translationX: edge.outward.x * away, y: edge.outward.y * away)
            let aside = Transform2D(
                translationX: -edge.outward.x * away * coveredScreenTravel, y: -edge.outward.y * away * coveredScreenTravel)
            if isPush { moving.transform = offscreen }
            let movesCovered = coveredScreenTravel != 0
            if movesCovered {
                if !isPush { covered.transform = aside }
                animator.addCompletion { [weak covered] _ in covered?.transform = .identity }
            }
            var dimming: View?
            if coveredScreenDimming > 0 {
                let shade = View(name: "slide.dimming")
                shade.frame = container.bounds
                shade.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: coveredScreenDimming)
                shade.isUserInteractionEnabled = false
                shade.alpha = isPush ? 0 : 1
                container.insertSubview(shade, above: covered)
                animator.addCompletion { [weak shade] _ in shade?.removeFromSuperview() }
                dimming = shade
            }
            animator.addAnimations {
                moving.transform = isPush ? .identity : offscreen
                if movesCovered { covered.transform = isPush ? aside : .identity }
                dimming?.alpha = isPush ? 1 : 0
            }
            return animator
        }
    }
}

/// ViewKit's default modal presentation: the presented screen slides up from the bottom edge
/// (present) and back down (dismiss), 0.35 s, ease-in-out.
@preconcurrency @MainActor public final class CoverVerticalAnimator: InterruptibleAnimatedTransitioning {
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
            let below = Transform2D(translationX: 0, y: container.bounds.height)
            if isPresenting { moving.transform = below }
            let presenting = isPresenting
            animator.addAnimations { moving.transform = presenting ? .identity : below }
            return animator
        }
    }
}

/// A modal screen that arrives from `travel` points to the right while it fades in, casting a
/// shadow, and leaves the same way (sample 001's detail). Progress is the fraction of `travel`
/// covered, so a dismissal dragged dx points to the right is progress dx / `travel`.
@preconcurrency @MainActor public final class ModalSlideAnimator: InterruptibleAnimatedTransitioning {
    /// True for the presentation, false for the dismissal.
    public let isPresenting: Bool
    /// How far, in points, the screen moves while it fades.
    public let travel: Double
    /// Seconds, on ease-out.
    public let duration: Double
    /// Cast by the moving screen while it moves.
    public static let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 30)

    /// A present (`presenting`) or dismiss over `travel` points and `duration` seconds.
    public init(presenting: Bool, travel: Double = 200, duration: Double = 0.35) {
        isPresenting = presenting
        self.travel = travel
        self.duration = duration
    }

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let moving = isPresenting ? context.toView : context.fromView
            if isPresenting { context.containerView.addSubview(moving) }
            moving.shadow = Self.shadow
            let animator = PropertyAnimator(duration: transitionDuration(using: context), curve: .easeOut, driver: context.animationDriver)
            let presenting = isPresenting
            let aside = Transform2D(translationX: travel, y: 0)
            if presenting {
                moving.transform = aside
                moving.alpha = 0
            }
            animator.addAnimations {
                moving.transform = presenting ? .identity : aside
                moving.alpha = presenting ? 1 : 0
            }
            animator.addCompletion { [weak moving] _ in moving?.shadow = nil }
            return animator
        }
    }
}

/// Every kind of transition as a short cross-fade, for Reduce Motion: arriving screens (push,
/// present) fade in on top; leaving ones (pop, dismiss) fade out to reveal what is below.
@preconcurrency @MainActor public final class CrossFadeAnimator: InterruptibleAnimatedTransitioning {
    /// The default duration, seconds.
    public static let duration = 0.25
    /// This animator's duration, seconds, on ease-in-out.
    public let duration: Double

    /// A cross-fade over `duration` seconds.
    public init(duration: Double = CrossFadeAnimator.duration) {
        self.duration = duration
    }

    public func transitionDuration(using context: TransitionContext) -> Double { duration }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
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
            if arriving { fading.alpha = 0 }
            animator.addAnimations { fading.alpha = arriving ? 1 : 0 }
            return animator
        }
    }
}

extension CrossFadeAnimator {
    /// Reduced motion's way to move a view that would otherwise slide or spring (the zoom's card,
    /// a drawer's card): it fades out where it is and in where it goes, eased in and out over
    /// `duration`, without moving. `place(false)` holds it where it was through the first half
    /// and `place(true)` puts it where it goes through the second, each every frame of its half.
    /// The animator is returned unstarted; when it ends the view is opaque again. An animator
    /// stopped without finishing leaves the view's alpha where it was: the caller restores it.
    public static func move(
        _ view: View, driver: AnimationDriver, duration: Double = CrossFadeAnimator.duration,
        place: @escaping (_ arrived: Bool) -> Void
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: .easeInOut, driver: driver)
        animator.addAnimations { [weak view] p in
            view?.alpha = abs(1 - 2 * p)
            place(p >= 0.5)
        }
        animator.addCompletion { [weak view] _ in view?.alpha = 1 }
        return animator
    }
}
