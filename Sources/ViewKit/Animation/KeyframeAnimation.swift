import Motion

extension View {
    /// Animates through keyframes over `duration` seconds (UIView's `animateKeyframes`): inside
    /// `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` sets
    /// values to reach over its stretch of the whole; a property chains from the value the
    /// keyframe before left, and holds between keyframes and after the last. Changes made in
    /// `animations` outside any keyframe span the whole duration.
    ///
    /// The whole animation follows one curve, ease-in-ease-out unless the options carry
    /// `AnimationOptions`' curve bits (`KeyframeAnimationOptions(animationOptions:)`); keyframe
    /// times are read on that curve's progress, so an eased animation eases across its keyframes
    /// as a whole. Apple documents no overall curve: reports conflict (§15.4), and this is the
    /// reading the spin pop's published timing needs. Paced animations run at one speed, linear.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let mode = options.calculationMode
        if AnimationTransaction.isDisabled {
            animations()
            completion?(true)
            return
        }
        if let outer = AnimationTransaction.innermostAnimating, let outerAnimator = outer.animator,
            !options.contains(.overrideInheritedDuration), !(delay > 0)
        {
            // Keyframes inside an animator's block (UIKit's idiom for keyframes on a property
            // animator): they take its duration and curve, and run on its progress.
            let collector = KeyframeCollector()
            AnimationTransaction.collectKeyframes(
                in: collector, start: 0, length: 1, duration: outer.duration, timing: outer.timing, animations)
            collector.install(on: outerAnimator, mode: mode, driver: View.driver(animating:))
            if let completion {
                outerAnimator.addCompletion { [weak outerAnimator] position in
                    completion(position == .end && !(outerAnimator?.wasSuperseded ?? false))
                }
            }
            return
        }
        let curve: AnimationCurve = mode == .paced ? .linear : options.animationOptions.curve
        let timing = TimingParameters.cubic(curve.bezier)
        let seconds = duration.isFinite ? duration : 0
        guard seconds > 0 else {
            AnimationTransaction.performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let collector = KeyframeCollector()
        AnimationTransaction.collectKeyframes(in: collector, start: 0, length: 1, duration: seconds, timing: timing, animations)
        guard !collector.isEmpty else {
            completion?(true)
            return
        }
        let animator = PropertyAnimator(duration: seconds, timingParameters: timing)
        let animationOptions = options.animationOptions
        animator.repeats = animationOptions.contains(.repeat)
        animator.autoreverses = animationOptions.contains(.repeat) && animationOptions.contains(.autoreverse)
        collector.install(on: animator, mode: mode, driver: View.driver(animating:))
        if let completion {
            animator.addCompletion { [weak animator] position in
                completion(position == .end && !(animator?.wasSuperseded ?? false))
            }
        }
        start(animator, afterDelay: delay)
    }

    /// Adds a keyframe to the keyframe animation whose block is running: the values `animations`
    /// sets are reached over `relativeDuration` of the whole, starting at `relativeStartTime`
    /// (fractions of the duration, clamped to 0...1). A duration of 0 jumps there. Outside a
    /// keyframe animation's block the values apply at once.
    public static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration length: Double, animations: () -> Void
    ) {
        guard let collector = AnimationTransaction.keyframeCollector, let outer = AnimationTransaction.current else {
            AnimationTransaction.performWithoutAnimation(animations)
            return
        }
        let begin = min(max(start.isFinite ? start : 0, 0), 1)
        let span = min(max(length.isFinite ? length : 0, 0), 1 - begin)
        AnimationTransaction.collectKeyframes(
            in: collector, start: begin, length: span, duration: outer.duration, timing: outer.timing, animations)
    }

    /// The driver that runs the animations of `owner`, a view or a layer's depth: its window's.
    static func driver(animating owner: AnyObject) -> AnimationDriver {
        ((owner as? View) ?? (owner as? LayerDepth)?.view)?.animationDriver ?? .fallback
    }
}
