import Motion

/// UIView's class methods for block animations: set the end values inside the block, and what
/// is on screen moves to them from where it is ("Animating views").
///
/// Each block runs on a property animator of its own, on the driver of the first view it
/// changes (`AnimationDriver.fallback` outside a window). Nested blocks inherit the enclosing
/// block's duration and curve unless an `overrideInherited…` option says otherwise. A duration
/// of 0 or less, or a block that changes nothing, applies its values at once and runs the
/// completion at once with `finished` true (UIKit defers that completion to the next turn of the
/// run loop; there is no run loop here to defer to). Otherwise the completion runs once, when
/// the animation ends: `finished` is true if it ran its course, false if a later animation or
/// `stopAnimations()` took a property over from it.
extension View {
    /// Animates the changes `animations` makes over `duration` seconds on ease-in-ease-out.
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`.
    public static func animate(
        withDuration duration: Double, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay` seconds, on
    /// the curve and with the options `options` names.
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, timing: .cubic(options.curve.bezier), options: options,
            animations: animations, completion: completion)
    }

    /// Animates on a spring fitted to `duration` (it settles then) with damping ratio
    /// `dampingRatio` and `velocity` in UIKit's unit: 1 is the whole distance in one second.
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay,
            timing: .dampedSpring(dampingRatio: dampingRatio, initialVelocity: velocity),
            options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// Animates on iOS 17's spring of perceptual duration `duration` and `bounce` (−1...1),
    /// `Spring(duration:bounce:)`. It runs until it settles, which may take longer than `duration`.
    public static func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, bounce: bounce)
        runBlock(
            duration: Spring.perceptualDuration(duration), delay: delay,
            timing: .spring(spring, initialVelocity: velocity.isFinite ? velocity : 0),
            options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]), animations: animations,
            completion: completion)
    }

    /// Animates on iOS 17's spring (as `animate(springDuration:bounce:…)`) with a velocity in
    /// points per second that every position the block sets (`center`, `position`, a frame's
    /// origin through them) starts with: beyond UIKit, whose spring velocity is a fraction of the
    /// distance (so it cannot say "sideways", and says nothing at a distance of zero).
    public static func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialVelocity velocity: Point, delay: Double = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, bounce: bounce)
        runBlock(
            duration: Spring.perceptualDuration(duration), delay: delay, timing: .spring(spring, initialVelocity: 0),
            options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]),
            initialVelocity: velocity.isFinite ? velocity : nil, animations: animations, completion: completion)
    }

    /// Applies the changes `actions` makes at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.performWithoutAnimation(actions)
    }

    /// Runs one animation block on a new animator and returns the animator, nil when nothing
    /// animates (the changes were applied at once and the completion has run).
    @discardableResult
    static func runBlock(
        duration: Double, delay: Double, timing: TimingParameters, options: AnimationOptions,
        initialVelocity: Point? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) -> PropertyAnimator? {
        var duration = duration.isFinite ? duration : 0
        var timing = timing
        var options = options
        if AnimationTransaction.isDisabled {
            // Inside `performWithoutAnimation` a block applies at once, as UIKit's does.
            animations()
            completion?(true)
            return nil
        }
        if let outer = AnimationTransaction.innermostAnimating, let outerAnimator = outer.animator,
            !options.contains(.overrideInheritedDuration), !options.contains(.overrideInheritedCurve),
            !options.contains(.overrideInheritedOptions), !(delay > 0), initialVelocity == nil
        {
            // A nested block that inherits everything is part of the enclosing animation, as in
            // UIKit, where a block inside a property animator's is scrubbed with it.
            AnimationTransaction.reenter(outer, animations)
            if let completion {
                outerAnimator.addCompletion { [weak outerAnimator] position in
                    completion(position == .end && !(outerAnimator?.wasSuperseded ?? false))
                }
            }
            return outerAnimator
        }
        if let outer = AnimationTransaction.innermostAnimating {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        }
        if !options.contains(.overrideInheritedOptions), let outer = AnimationTransaction.innermostAnimating,
            let outerOptions = outer.options(as: AnimationOptions.self)
        {
            options.formUnion(outerOptions.intersection([.repeat, .autoreverse]))
        }
        guard duration > 0 || timing.naturalDuration != nil else {
            AnimationTransaction.performWithoutAnimation(animations)
            completion?(true)
            return nil
        }
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        animator.repeats = options.contains(.repeat)
        animator.autoreverses = options.contains(.repeat) && options.contains(.autoreverse)
        AnimationTransaction.animate(on: animator, options: options, initialVelocity: initialVelocity, startsLater: delay > 0) {
            animations()
            if options.contains(.layoutSubviews) {
                for case let view as View in animator.capturedOwners { view.layoutIfNeeded() }
            }
        }
        guard !animator.capturedOwners.isEmpty else {
            completion?(true)
            return nil
        }
        if let completion {
            animator.addCompletion { [weak animator] position in
                completion(position == .end && !(animator?.wasSuperseded ?? false))
            }
        }
        start(animator, afterDelay: delay)
        return animator
    }

    /// Starts a block's animator, or, inside a transition's `animateTransition(using:)`, hands it
    /// to the transition's timeline (which runs, scrubs and reverses it with the transition).
    static func start(_ animator: PropertyAnimator, afterDelay delay: Double) {
        let wait = delay.isFinite ? max(delay, 0) : 0
        if let timeline = AnimationTransaction.timelineCollector {
            timeline.add(animator, delay: wait)
        } else {
            animator.startAnimation(afterDelay: wait)
        }
    }
}

extension PropertyAnimator {
    /// Creates an inactive animator on a Bézier curve with control points `point1` and `point2`
    /// (UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)); points outside
    /// CSS's valid range (x outside 0...1) fall back to ease-in-ease-out.
    public convenience init(
        duration: Double, controlPoint1 point1: Point, controlPoint2 point2: Point, animations: (() -> Void)? = nil
    ) {
        let curve = CubicBezier(x1: point1.x, y1: point1.y, x2: point2.x, y2: point2.y) ?? .easeInOut
        self.init(duration: duration, timingParameters: .cubic(curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator that is already running, after `delay` seconds, with the curve
    /// `options` names (UIViewPropertyAnimator's `runningPropertyAnimator`). `completion` gets the
    /// position the animator ended at. Inside another animation block it inherits that block's
    /// duration and curve, as UIKit's does. The result may be dropped, as UIKit's may (Swift
    /// imports Objective-C methods discardable): code that only starts an animation says so.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil
    ) -> PropertyAnimator {
        var duration = duration.isFinite ? max(duration, 0) : 0
        var timing = TimingParameters.cubic(options.curve.bezier)
        if let outer = AnimationTransaction.innermostAnimating {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        }
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        View.start(animator, afterDelay: delay)
        return animator
    }
}
