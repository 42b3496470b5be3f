import Foundation
import Motion
import Testing

@testable import ViewKit

/// One transition driver runs push, pop, present and dismiss, and asks an animator that handles
/// interruptions (`TransitionInterruptionHandling`) what a zoom would answer, without knowing
/// which animator it is.
struct TransitionDriverTests {
    /// A slide that drives itself when asked to and lets a leave turn its arrival round.
    final class TurningSlide: CountingSlideAnimator, TransitionInterruptionHandling {
        var drivesItself = false
        var turnsRound = true
        let interaction = PercentDrivenInteractiveTransition()
        var arrivalsYielded = 0

        var interactionController: InteractiveTransitioning? { drivesItself ? interaction : nil }

        func completeArrival(forLeaveDuring context: TransitionContext) -> Bool {
            guard turnsRound else { return false }
            arrivalsYielded += 1
            context.runningAnimator?.stopAnimation(true)
            context.completeTransition(true)
            return true
        }
    }

    final class Supplier: NavigationControllerDelegate, ViewControllerTransitioningDelegate {
        var made: [TurningSlide] = []
        var drivesItself = false
        var turnsRound = true

        private func make(_ operation: NavigationOperation) -> TurningSlide {
            let slide = TurningSlide(operation: operation)
            slide.drivesItself = drivesItself
            slide.turnsRound = turnsRound
            made.append(slide)
            return slide
        }

        func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController
        ) -> AnimatedTransitioning? { make(operation) }

        func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
            make(.push)
        }

        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { make(.pop) }
    }

    /// Without a delegate's interaction controller the animator's own drives the transition,
    /// for a navigation and for a presentation alike.
    @Test func theAnimatorsOwnInteractionDrivesItWhenNoDelegateGivesOne() {
        let stage = Stage()
        let supplier = Supplier()
        supplier.drivesItself = true
        stage.navigation.delegate = supplier
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        let push = stage.navigation.transitionContext
        #expect(push?.isInteractive == true)
        supplier.made.last?.interaction.update(0.5)
        #expect(abs((push?.progress ?? 0) - 0.5) < 1e-9, "the interaction scrubs it")
        supplier.made.last?.interaction.finish()
        stage.settle()

        let modal = Screen(title: "modal")
        modal.transitioningDelegate = supplier
        stage.navigation.present(modal, animated: true)
        #expect(modal.presentationContext?.isInteractive == true)
        supplier.made.last?.interaction.finish()
        stage.settle()
        #expect(stage.navigation.presentedViewController === modal)
    }

    /// A pop asked for while a push runs: the push's animator completes its arrival, and the pop
    /// runs at once, for a navigation and a presentation alike.
    @Test func aLeaveDuringAnArrivalAsksTheArrivalToMakeWay() {
        let stage = Stage()
        let supplier = Supplier()
        stage.navigation.delegate = supplier
        let next = Screen(title: "next")
        stage.navigation.pushViewController(next, animated: true)
        stage.frames(5)
        #expect(stage.navigation.popViewController(animated: true) === next)
        #expect(supplier.made.map(\.arrivalsYielded) == [1, 0])
        #expect(stage.navigation.transitionContext?.kind == .pop)
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"])

        let modal = Screen(title: "modal")
        modal.transitioningDelegate = supplier
        stage.navigation.present(modal, animated: true)
        stage.frames(5)
        #expect(stage.navigation.dismiss(animated: true))
        #expect(modal.presentationContext?.kind == .dismiss)
        stage.settle()
        #expect(stage.navigation.presentedViewController == nil)
    }

    /// An animator that does not make way leaves the request refused, as UIKit refuses it.
    @Test func anArrivalThatDoesNotMakeWayRefusesTheLeave() {
        let stage = Stage()
        let supplier = Supplier()
        supplier.turnsRound = false
        stage.navigation.delegate = supplier
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        stage.frames(5)
        #expect(stage.navigation.popViewController(animated: true) == nil)
        #expect(stage.navigation.transitionContext?.kind == .push)
        stage.settle()
        #expect(stage.navigation.viewControllers.count == 2)
    }
}
