import Foundation
import Motion
import QuartzCore
import ViewKit

// UIKit's transitioning protocols, in UIKit's shapes. Each refines ViewKit's counterpart and
// bridges to it in a protocol extension, so an object written against UIKit's protocol is one
// ViewKit runs: an animator that implements `animateTransition(using:)` with a
// `UIViewControllerContextTransitioning` is an `AnimatedTransitioning`, a delegate whose methods
// return UIKit's protocols is a `NavigationControllerDelegate`.

/// The keys of `UIViewControllerContextTransitioning.view(forKey:)`.
public nonisolated struct UITransitionContextViewKey: Hashable, Sendable {
    let isFrom: Bool
    public static let from = UITransitionContextViewKey(isFrom: true)
    public static let to = UITransitionContextViewKey(isFrom: false)
}

/// The keys of `UIViewControllerContextTransitioning.viewController(forKey:)`.
public nonisolated struct UITransitionContextViewControllerKey: Hashable, Sendable {
    let isFrom: Bool
    public static let from = UITransitionContextViewControllerKey(isFrom: true)
    public static let to = UITransitionContextViewControllerKey(isFrom: false)
}

/// A transition in flight, as UIKit's protocol: ViewKit's `TransitionContext` is the one type
/// that adopts it.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: UITransitionContextViewKey) -> View?
    func initialFrame(for viewController: ViewController) -> Rect
    func finalFrame(for viewController: ViewController) -> Rect
    func updateInteractiveTransition(_ percentComplete: Double)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
}

extension TransitionContext: UIViewControllerContextTransitioning {
    /// Always true: ViewKit runs a transition that is not animated without a context.
    public var isAnimated: Bool { true }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> ViewController? {
        key.isFrom ? fromViewController : toViewController
    }

    public func view(forKey key: UITransitionContextViewKey) -> View? {
        key.isFrom ? fromView : toView
    }
}

/// The ViewKit context behind a UIKit-shaped one (ViewKit's is the only kind there is).
private func viewKitContext(_ context: UIViewControllerContextTransitioning) -> TransitionContext {
    guard let context = context as? TransitionContext else {
        preconditionFailure("a transition context comes from ViewKit")
    }
    return context
}

/// An object that animates one transition, as UIKit's protocol (`transitionDuration(using:)`
/// takes an optional context there, and `interruptibleAnimator(using:)` is optional).
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// By default the timeline of the block animations `animateTransition(using:)` starts, as
    /// ViewKit runs every transition written this way.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let context = viewKitContext(transitionContext)
        return context.propertyAnimator { context.timelineAnimator { self.animateTransition(using: transitionContext) } }
    }

    // ViewKit's requirements, answered by UIKit's.
    public func transitionDuration(using context: TransitionContext) -> Double {
        transitionDuration(using: context as UIViewControllerContextTransitioning?)
    }

    public func animateTransition(using context: TransitionContext) {
        animateTransition(using: context as UIViewControllerContextTransitioning)
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        // The transition's animator, as UIKit takes the one this returns: registered with the
        // context (asked again, it is the same), so an interaction drives it. A property animator
        // is the only kind there is; anything else runs as the block animations of
        // `animateTransition(using:)`.
        context.propertyAnimator {
            interruptibleAnimator(using: context as UIViewControllerContextTransitioning) as? PropertyAnimator
                ?? context.timelineAnimator { self.animateTransition(using: context) }
        }
    }
}

/// An object that drives a transition by hand, as UIKit's protocol.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: InteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

extension UIViewControllerInteractiveTransitioning {
    /// True unless the object says otherwise, as UIKit's optional requirement defaults.
    public var wantsInteractiveStart: Bool { true }

    public func startInteractiveTransition(_ context: TransitionContext) {
        startInteractiveTransition(context as UIViewControllerContextTransitioning)
    }
}

/// UIKit's percent-driven interaction: ViewKit's, with UIKit's overridable shapes, so that a
/// subclass overrides `startInteractiveTransition(_:)` with UIKit's context and `update(_:)` with a
/// `CGFloat`, and ViewKit's calls reach the overrides.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: PercentDrivenInteractiveTransition,
    UIViewControllerInteractiveTransitioning
{
    /// Starts driving the transition; a subclass that overrides it calls `super`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(viewKitContext(transitionContext))
    }

    /// ViewKit's entry point, through UIKit's (and so through a subclass's override).
    open override func startInteractiveTransition(_ context: TransitionContext) {
        startInteractiveTransition(context as UIViewControllerContextTransitioning)
    }

    /// Moves the transition to `percentComplete` (0 to 1), as UIKit's.
    open func update(_ percentComplete: CGFloat) {
        super.update(Double(percentComplete))
    }

    /// ViewKit's shape, through UIKit's (and so through a subclass's override).
    open override func update(_ percent: Double) {
        update(CGFloat(percent))
    }
}

/// What UIKit's animators share (`UIViewAnimating`): start, pause, stop, finish, scrub, reverse.
/// `UIViewPropertyAnimator` is the one that adopts it. Each returns whether it did what it was
/// asked (discardable), where UIKit's return nothing.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: Double { get set }
    @discardableResult func startAnimation(afterDelay delay: Double) -> Bool
    @discardableResult func pauseAnimation() -> Bool
    @discardableResult func stopAnimation(_ withoutFinishing: Bool) -> Bool
    @discardableResult func finishAnimation(at finalPosition: UIViewAnimatingPosition) -> Bool
}

extension UIViewAnimating {
    /// Starts at once.
    public func startAnimation() { startAnimation(afterDelay: 0) }
}

/// An animator whose animations and completions can be added to (`UIViewImplicitlyAnimating`):
/// what `interruptibleAnimator(using:)` returns.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    @discardableResult func addAnimations(_ animation: @escaping () -> Void) -> Bool
    @discardableResult func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) -> Bool
    @discardableResult func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) -> Bool
}

extension PropertyAnimator: UIViewImplicitlyAnimating {}

/// A navigation controller's delegate, as UIKit's protocol: its animators and interaction
/// controllers are UIKit's protocols.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }

    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    // ViewKit's requirements, answered by UIKit's.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? {
        let animator: UIViewControllerAnimatedTransitioning? = self.navigationController(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        return animator
    }

    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        guard let animator = animationController as? UIViewControllerAnimatedTransitioning else { return nil }
        let interaction: UIViewControllerInteractiveTransitioning? = self.navigationController(
            navigationController, interactionControllerFor: animator)
        return interaction
    }
}

/// The delegate that supplies a presentation's animators, as UIKit's protocol.
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: ViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    // ViewKit's requirements, answered by UIKit's. ViewKit asks for the presenting animator
    // without a source; UIKit's source is the controller that presents.
    public func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        let animator: UIViewControllerAnimatedTransitioning? = animationController(
            forPresented: presented, presenting: presenting, source: presenting)
        return animator
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let animator: UIViewControllerAnimatedTransitioning? = animationController(forDismissed: dismissed)
        return animator
    }

    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let animator = animator as? UIViewControllerAnimatedTransitioning else { return nil }
        let interaction: UIViewControllerInteractiveTransitioning? = interactionControllerForPresentation(using: animator)
        return interaction
    }

    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let animator = animator as? UIViewControllerAnimatedTransitioning else { return nil }
        let interaction: UIViewControllerInteractiveTransitioning? = interactionControllerForDismissal(using: animator)
        return interaction
    }
}
