import Motion
import Testing

@testable import ViewKit

/// A presentation controller that fades a dimming value alongside its transitions through the
/// coordinator, as UIKit's documentation asks, and records what the completions saw.
final class AlongsideController: PresentationController {
    var dimming = 0.0
    var completions: [(kind: TransitionContext.Kind, cancelled: Bool)] = []
    var interactionChanges: [Bool] = []

    override func presentationTransitionWillBegin() { fade(presenting: true) }
    override func dismissalTransitionWillBegin() { fade(presenting: false) }

    private func fade(presenting: Bool) {
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        coordinator.animate(
            alongsideTransition: { [unowned self] context in dimming = presenting ? context.progress : 1 - context.progress },
            completion: { [unowned self] context in completions.append((context.kind, context.isCancelled)) })
        coordinator.notifyWhenInteractionChanges { [unowned self] context in interactionChanges.append(context.isCancelled) }
    }
}

final class AlongsideDelegate: ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    var interactive = false
    var controller: AlongsideController?
    /// The presentation's animator; nil for ViewKit's standard one.
    var presentationAnimator: AnimatedTransitioning?

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let made = AlongsideController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        presentationAnimator
    }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        CountingSlideAnimator(operation: .pop)
    }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

struct TransitionCoordinatorTests {
    static func presented() -> (Stage, Screen, AlongsideDelegate) {
        let stage = Stage()
        let delegate = AlongsideDelegate()
        let screen = Screen(title: "detail")
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = delegate
        #expect(screen.transitionCoordinator == nil)
        #expect(stage.navigation.present(screen, animated: true))
        #expect(screen.transitionCoordinator != nil)
        #expect(stage.navigation.transitionCoordinator === screen.transitionCoordinator)
        stage.settle()
        #expect(screen.transitionCoordinator == nil)
        return (stage, screen, delegate)
    }

    @Test func alongsideAnimationsQueuedBeforeTheAnimatorRunWithIt() {
        let (_, _, delegate) = Self.presented()
        let controller = try! #require(delegate.controller)
        #expect(controller.dimming == 1)
        #expect(controller.completions.count == 1)
        #expect(controller.completions.first?.kind == .present && controller.completions.first?.cancelled == false)
        #expect(controller.interactionChanges.isEmpty)  // never interactive
    }

    @Test func alongsideAnimationsAreScrubbedAndPlayedBackWhenTheTransitionCancels() {
        let (stage, screen, delegate) = Self.presented()
        let controller = try! #require(delegate.controller)
        delegate.interactive = true
        #expect(screen.dismiss(animated: true))
        let coordinator = try! #require(screen.transitionCoordinator)
        #expect(coordinator.isInteractive)
        for percent in [0.2, 0.6, 0.3] {
            delegate.interaction.update(percent)
            #expect(abs(controller.dimming - (1 - percent)) < 1e-9)
        }
        stage.frames(3)
        #expect(abs(controller.dimming - 0.7) < 1e-9)  // held: nothing moves while paused
        delegate.interaction.cancel()
        #expect(controller.interactionChanges == [true])  // once, as the pointer let go
        #expect(coordinator.isCancelled && !coordinator.isInteractive)
        stage.frames(4)
        #expect(controller.dimming > 0.7 && controller.dimming < 1)  // on its way back
        stage.settle()
        #expect(abs(controller.dimming - 1) < 1e-9)
        #expect(controller.completions.count == 2)
        #expect(controller.completions.last?.kind == .dismiss && controller.completions.last?.cancelled == true)
        #expect(controller.interactionChanges == [true])
        #expect(stage.navigation.presentedViewController === screen)
    }

    @Test func aFinishedInteractiveTransitionCompletesItsAlongsideAnimationsOnce() {
        let (stage, screen, delegate) = Self.presented()
        let controller = try! #require(delegate.controller)
        delegate.interactive = true
        #expect(screen.dismiss(animated: true))
        delegate.interaction.update(0.5)
        let coordinator = try! #require(screen.transitionCoordinator)
        delegate.interaction.finish()
        stage.settle()
        #expect(abs(controller.dimming) < 1e-9)
        #expect(controller.completions.count == 2 && controller.completions.last?.cancelled == false)
        #expect(controller.interactionChanges == [false])
        // Too late: the transition is over.
        #expect(!coordinator.animate(alongsideTransition: { _ in }, completion: nil))
    }

    @Test func animationsAddedMidTransitionRunOverWhatIsLeft() {
        let stage = Stage()
        let screen = Screen(title: "plain")
        #expect(stage.navigation.present(screen, animated: true))
        stage.frames(6)
        let coordinator = try! #require(screen.transitionCoordinator)
        var seen: [Double] = []
        var completed = 0
        #expect(coordinator.animate(alongsideTransition: { seen.append($0.progress) }, completion: { _ in completed += 1 }))
        #expect(seen.count == 1 && seen[0] > 0 && seen[0] < 1)  // called at once with where it is
        stage.settle()
        #expect(seen.last == 1)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(completed == 1)
        #expect(coordinator.transitionDuration == 0.35)
    }

    @Test func aNavigationTransitionHasACoordinatorForEveryControllerInIt() {
        let stage = Stage()
        let pushed = Screen(title: "pushed")
        #expect(stage.navigation.pushViewController(pushed, animated: true))
        let coordinator = try! #require(stage.navigation.transitionCoordinator)
        #expect(pushed.transitionCoordinator === coordinator)
        #expect(stage.root.transitionCoordinator === coordinator)
        #expect(coordinator.kind == .push && coordinator.fromViewController === stage.root && coordinator.toViewController === pushed)
        var completed: [Bool] = []
        coordinator.animate(alongsideTransition: nil) { completed.append($0.isCancelled) }
        stage.settle()
        #expect(completed == [false])
        #expect(stage.navigation.transitionCoordinator == nil)
    }

    /// An animator that never builds a property animator: alongside animations still show the
    /// end the transition reached, once.
    @Test func aTransitionWithoutAPropertyAnimatorShowsItsAlongsideAnimationsAtTheEnd() {
        final class Instant: AnimatedTransitioning {
            func transitionDuration(using context: TransitionContext) -> Double { 0 }
            func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
                PropertyAnimator(duration: 0, driver: context.animationDriver)
            }
            func animateTransition(using context: TransitionContext) {
                context.containerView.addSubview(context.toView)
                context.completeTransition(true)
            }
        }
        let stage = Stage()
        let delegate = AlongsideDelegate()
        delegate.presentationAnimator = Instant()
        let screen = Screen(title: "instant")
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = delegate
        #expect(stage.navigation.present(screen, animated: true))
        let controller = try! #require(delegate.controller)
        #expect(controller.dimming == 1)
        #expect(controller.completions.count == 1)
        #expect(stage.navigation.presentedViewController === screen && screen.transitionCoordinator == nil)
    }
}
