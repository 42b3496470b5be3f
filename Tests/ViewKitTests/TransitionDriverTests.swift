import Foundation
import Motion
import Testing

@testable import ViewKit

/// One transition driver runs push, pop, present and dismiss: driven by the interaction of the
/// gesture that asked for it unless a delegate hands out its own, and asking an animator that
/// handles interruptions (`TransitionInterruptionHandling`) what a zoom would answer, without
/// knowing which animator it is.
struct TransitionDriverTests {
    /// A slide that lets a leave turn its arrival round.
    final class TurningSlide: CountingSlideAnimator, TransitionInterruptionHandling {
        var turnsRound = true
        var arrivalsYielded = 0

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
        var turnsRound = true
        var interaction: InteractiveTransitioning?

        private func make(_ operation: NavigationOperation) -> TurningSlide {
            let slide = TurningSlide(operation: operation)
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

        func navigationController(
            _ navigationController: NavigationController, interactionControllerFor animationController: AnimatedTransitioning
        ) -> InteractiveTransitioning? { interaction }

        func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
    }

    /// The gesture that asks for a pop or a dismissal drives it, unless the delegate hands out an
    /// interaction controller of its own, as UIKit's delegate decides.
    @Test func theGestureThatAsksDrivesTheLeaveUnlessTheDelegateHasItsOwn() {
        for delegateHasOne in [false, true] {
            let stage = Self.withSecondScreen()
            let supplier = Supplier()
            let delegates = PercentDrivenInteractiveTransition()
            if delegateHasOne { supplier.interaction = delegates }
            stage.navigation.delegate = supplier
            let gestures = PercentDrivenInteractiveTransition()
            #expect(stage.navigation.popViewController(animated: true, drivenBy: gestures) != nil)
            let driving = delegateHasOne ? delegates : gestures
            #expect(stage.navigation.transitionContext?.isInteractive == true)
            driving.update(0.25)
            #expect(abs((stage.navigation.transitionContext?.progress ?? 0) - 0.25) < 1e-9, "driven by the one that won")
            driving.cancel()
            stage.settle()
            #expect(stage.navigation.viewControllers.count == 2, "cancelled: the screen stays")

            let modal = Screen(title: "modal")
            modal.transitioningDelegate = supplier
            stage.navigation.present(modal, animated: false)
            #expect(modal.dismiss(animated: true, drivenBy: gestures))
            #expect(modal.presentationContext?.isInteractive == true)
            driving.update(0.5)
            #expect(abs((modal.presentationContext?.progress ?? 0) - 0.5) < 1e-9)
            driving.finish()
            stage.settle()
            #expect(stage.navigation.presentedViewController == nil)
        }
    }

    /// A stage with a second screen pushed, at rest.
    static func withSecondScreen() -> Stage {
        let stage = Stage()
        stage.navigation.pushViewController(Screen(title: "next"), animated: false)
        return stage
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
