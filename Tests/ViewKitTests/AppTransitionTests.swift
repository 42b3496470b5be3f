import Foundation
import Motion
import Testing

@testable import ViewKit

/// What ViewKit's own zoom can do, an app's transition can do with public API: be a controller's
/// `preferredTransition` for its four transitions, own the swipe back, and start a push, pop,
/// presentation or dismissal driven by its own interaction from the first frame.
@Suite struct AppTransitionTests {
    /// The closure is asked once a transition, with the controller and which of the four it is;
    /// the animator it returns (here one it keeps) runs each of them.
    @Test func anAppsTransitionIsAskedForEachOfTheFourAndRunsThem() {
        let stage = Stage()
        let fade = CrossFadeAnimator()
        var requests: [(ViewController, TransitionContext.Kind)] = []
        var running: [AnimatedTransitioning?] = []
        let page = Screen(title: "page")
        page.preferredTransition = .init { request in
            requests.append((request.viewController, request.kind))
            return fade
        }
        #expect(stage.navigation.pushViewController(page, animated: true))
        running.append(stage.navigation.transitionContext?.animatedTransitioning)
        stage.settle()
        #expect(stage.navigation.popViewController(animated: true) === page)
        running.append(stage.navigation.transitionContext?.animatedTransitioning)
        stage.settle()
        let modal = Screen(title: "modal")
        modal.preferredTransition = page.preferredTransition
        #expect(stage.navigation.present(modal, animated: true))
        running.append(modal.presentationContext?.animatedTransitioning)
        stage.settle()
        #expect(stage.navigation.dismiss(animated: true))
        running.append(modal.presentationContext?.animatedTransitioning)
        stage.settle()
        #expect(requests.map(\.1) == [.push, .pop, .present, .dismiss])
        #expect(requests.map { $0.0.title } == ["page", "page", "modal", "modal"])
        #expect(running.allSatisfy { $0 === fade } && running.count == 4, "the app's animator ran all four")
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"] && stage.navigation.presentedViewController == nil)
        #expect(stage.containerIsAtRest(showing: stage.root))
    }

    /// A page whose transition owns the swipe back: the navigation controller's edge swipe never
    /// begins on it. The same page with a transition that does not own it pops by the swipe.
    @Test func anAppsTransitionCanOwnTheSwipeBack() {
        for owns in [true, false] {
            let stage = Stage()
            let page = Screen(title: "page")
            page.preferredTransition = .init(ownsSwipeBack: owns) { request in
                SlideTransitionAnimator(operation: request.kind == .push ? .push : .pop)
            }
            stage.navigation.pushViewController(page, animated: false)
            #expect(page.preferredTransition?.ownsSwipeBack == owns)
            InteractivePopTests.swipe(stage, from: Point(x: 5, y: 150), dx: 10, frames: 6)
            if owns {
                #expect(stage.navigation.transitionContext == nil, "the swipe back left the page to its own transition")
                #expect(stage.navigation.viewControllers.map(\.title) == ["root", "page"])
            } else {
                #expect(stage.navigation.transitionContext?.kind == .pop && stage.navigation.transitionContext?.isInteractive == true)
            }
            stage.pointer(.up, 65, 150)
            stage.settle()
        }
    }

    /// `drivenBy` on the way in: a push and a presentation driven from their first frame by the
    /// app's own interaction, scrubbed, then finished or cancelled (a cancelled push leaves the
    /// stack as it was; a cancelled presentation presents nothing).
    @Test func aPushAndAPresentationCanBeDrivenByTheAppsInteraction() {
        for finishes in [true, false] {
            let stage = Stage()
            let drag = PercentDrivenInteractiveTransition()
            let page = Screen(title: "page")
            #expect(stage.navigation.pushViewController(page, animated: true, drivenBy: drag))
            let context = stage.navigation.transitionContext
            #expect(context?.kind == .push && context?.isInteractive == true, "driven from the start")
            stage.frames(3)
            #expect(abs(context?.progress ?? -1) < 1e-9, "nothing moves until the interaction does")
            drag.update(0.4)
            #expect(abs((context?.progress ?? 0) - 0.4) < 1e-9)
            if finishes { drag.finish() } else { drag.cancel() }
            stage.settle()
            #expect(stage.navigation.viewControllers.map(\.title) == (finishes ? ["root", "page"] : ["root"]))
            #expect(page.navigationController === (finishes ? stage.navigation : nil))

            let present = PercentDrivenInteractiveTransition()
            let modal = Screen(title: "modal")
            #expect(stage.navigation.present(modal, animated: true, drivenBy: present))
            #expect(modal.presentationContext?.kind == .present && modal.presentationContext?.isInteractive == true)
            present.update(0.3)
            #expect(abs((modal.presentationContext?.progress ?? 0) - 0.3) < 1e-9)
            if finishes { present.finish() } else { present.cancel() }
            stage.settle()
            #expect((stage.navigation.presentedViewController === modal) == finishes)
        }
    }

    /// An app's presentation animator places the presented view itself, as UIKit leaves it to:
    /// a layout pass during the transition (the view's own `layoutIfNeeded`, which lays out the
    /// container first) leaves it where the animator put it. At rest, the container places it.
    @Test func aLayoutPassDuringThePresentationLeavesThePresentedViewToTheAnimator() {
        final class Grow: AnimatedTransitioning {
            let start = Rect(x: 10, y: 20, width: 40, height: 30)
            func transitionDuration(using context: TransitionContext) -> Double { 0.3 }
            func animateTransition(using context: TransitionContext) {
                context.containerView.addSubview(context.toView)
                context.toView.frame = start
                context.toView.layoutIfNeeded()
                View.animate(withDuration: 0.3) {
                    context.toView.frame = context.containerView.bounds
                } completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        }
        let stage = Stage()
        let grow = Grow()
        let modal = Screen(title: "modal")
        modal.modalPresentationStyle = .overFullScreen
        modal.preferredTransition = .init { _ in grow }
        #expect(stage.navigation.present(modal, animated: true))
        #expect(modal.view.layer.presentation()?.frame == grow.start, "the presented view starts where the animator put it")
        stage.frames(1)
        let shown = modal.view.layer.presentation()?.frame ?? .zero
        #expect(shown.width > grow.start.width && shown.width < 400, "it grows from there: \(shown)")
        stage.settle()
        #expect(modal.view.frame == stage.window.rootView.bounds)
    }

    /// Asked after each frame, `endIfAtRest` ends a transition once its animator is at rest to
    /// the eye, where it was heading; a transition a person drives goes on, however still.
    @Test func aTransitionAskedEachFrameEndsOnceAtRestUnlessAPersonDrivesIt() {
        let stage = Stage()
        let drag = PercentDrivenInteractiveTransition()
        #expect(stage.navigation.pushViewController(Screen(title: "held"), animated: true, drivenBy: drag))
        drag.update(0.5)
        stage.frames(30)
        #expect(stage.navigation.transitionContext?.endIfAtRest(travel: 400) == false, "a person holds it")
        drag.cancel()
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"])

        let page = Screen(title: "page")
        page.preferredTransition = .init { request in
            SpringSlide(operation: request.kind == .push ? .push : .pop)
        }
        #expect(stage.navigation.pushViewController(page, animated: true))
        let context = stage.navigation.transitionContext
        var frames = 0
        while stage.navigation.transitionContext != nil && frames < 600 {
            stage.frames(1)
            frames += 1
            let atRest = context?.runningAnimator?.isAtRest(span: 400) == true
            #expect(stage.navigation.transitionContext?.endIfAtRest(travel: 400) ?? false == atRest)
        }
        #expect(context?.isCompleted == true && !(context?.transitionWasCancelled ?? true))
        let settling = Spring(validDampingRatio: 1, response: 0.5).settlingDuration()
        #expect(Double(frames) / 60 < settling, "ended before the spring's settling time: \(frames) frames")
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "page"] && stage.containerIsAtRest(showing: page))
    }

    /// A slide on a critically damped spring, whose tail is long to the settling band.
    final class SpringSlide: CountingSlideAnimator {
        override func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
            context.propertyAnimator {
                let moving = operation == .push ? context.toView : context.fromView
                if operation == .push { context.containerView.addSubview(context.toView) }
                let width = context.containerView.bounds.width
                let spring = Spring(validDampingRatio: 1, response: 0.5)
                let animator = PropertyAnimator(
                    duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: context.animationDriver)
                animator.addAnimations { [operation] p in
                    moving.transform = Transform2D(translationX: operation == .push ? (1 - p) * width : p * width, y: 0)
                }
                return animator
            }
        }
    }

    /// Under reduced motion the navigation controller's own push and pop and the stock
    /// presentations cross-fade; the swipe back still follows the finger, as the slide.
    @Test func reducedMotionCrossFadesTheStockTransitionsButNotTheSwipeBack() {
        for reduced in [false, true] {
            let stage = Stage()
            stage.window.isReduceMotionEnabled = reduced
            let page = Screen(title: "page")
            stage.navigation.pushViewController(page, animated: true)
            let push = stage.navigation.transitionContext?.animatedTransitioning
            #expect((push is CrossFadeAnimator) == reduced && (push is SlideTransitionAnimator) == !reduced)
            stage.settle()
            InteractivePopTests.swipe(stage, from: Point(x: 5, y: 150), dx: 10, frames: 6)
            #expect(stage.navigation.transitionContext?.animatedTransitioning is SlideTransitionAnimator, "the swipe back slides")
            stage.pointer(.up, 65, 150)
            stage.settle()
            #expect(stage.navigation.viewControllers.count == 2, "a slow short swipe stays")
            stage.navigation.popViewController(animated: true)
            #expect((stage.navigation.transitionContext?.animatedTransitioning is CrossFadeAnimator) == reduced)
            stage.settle()

            let modal = Screen(title: "modal")
            stage.navigation.present(modal, animated: true)
            #expect((modal.presentationContext?.animatedTransitioning is CrossFadeAnimator) == reduced)
            stage.settle()
            stage.navigation.dismiss(animated: true)
            #expect((modal.presentationContext?.animatedTransitioning is CrossFadeAnimator) == reduced)
            stage.settle()
            let sheet = Screen(title: "sheet")
            sheet.modalPresentationStyle = .pageSheet
            stage.navigation.present(sheet, animated: true)
            #expect(!(sheet.presentationContext?.animatedTransitioning is CrossFadeAnimator), "a sheet keeps its slide")
            stage.settle()
            #expect(stage.navigation.presentedViewController === sheet)
        }
    }

    /// `Window.layOutEveryFrame` lays out from a custom property every frame while its owner
    /// lives, and never after: a layout that holds its owner unowned is not called once the
    /// owner is gone.
    @Test func aLayoutFollowerIsNotCalledOnceItsOwnerIsGone() {
        final class Card { var laidOut = 0 }
        let stage = Stage()
        var card: Card? = Card()
        var calls = 0
        do {
            let owner = card!
            let layout = { [unowned owner] in
                owner.laidOut += 1
                calls += 1
            }
            stage.window.layOutEveryFrame(for: owner, while: { true }, layout: layout)
        }
        stage.frames(2)
        #expect(card?.laidOut == 2)
        card = nil
        stage.frames(2)
        #expect(calls == 2, "not called for an owner that is gone")
    }
}
