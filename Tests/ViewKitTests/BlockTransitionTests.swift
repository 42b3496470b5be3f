import Motion
import Testing

@testable import ViewKit

/// An animator written as UIKit code writes one: `animateTransition(using:)` only, its end values
/// set in a `View.animate` block, `completeTransition` in the completion.
private final class SlideInAnimator: AnimatedTransitioning {
    var completions: [Bool] = []
    /// A view outside the controllers' (the container puts theirs at rest when it ends).
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "marker")

    func transitionDuration(using context: TransitionContext) -> Double { 1 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let to = context.toView
        let from = context.fromView
        container.addSubview(to)
        to.transform = Transform2D(translationX: container.bounds.width, y: 0)
        View.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: .curveLinear,
            animations: {
                to.transform = .identity
                from.alpha = 0.5
                self.marker.center.x = 105
            },
            completion: { finished in
                self.completions.append(finished)
                from.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// The same slide written with `runningPropertyAnimator`, as many iOS animators are.
private final class RunningAnimatorSlide: AnimatedTransitioning {
    var completions: [PropertyAnimator.Position] = []

    func transitionDuration(using context: TransitionContext) -> Double { 1 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let to = context.toView
        container.addSubview(to)
        to.transform = Transform2D(translationX: container.bounds.width, y: 0)
        PropertyAnimator.runningPropertyAnimator(
            withDuration: transitionDuration(using: context), delay: 0, options: .curveLinear,
            animations: { to.transform = .identity },
            completion: { position in
                self.completions.append(position)
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// Hands out one animator for every push and pop, and `interaction` while it is set.
private final class HandingDelegate<Animator: AnimatedTransitioning>: NavigationControllerDelegate {
    let animator: Animator
    var interaction: PercentDrivenInteractiveTransition?

    init(_ animator: Animator) { self.animator = animator }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { animator }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { interaction }
}

/// Transitions over block animations (§15.7): the same `animateTransition(using:)` runs plainly
/// and under a percent-driven interaction, which scrubs, finishes and cancels its blocks.
@Suite struct BlockTransitionTests {
    private func push(interactive: Bool) -> (Stage, HandingDelegate<SlideInAnimator>, Screen) {
        let stage = Stage()
        let delegate = HandingDelegate(SlideInAnimator())
        if interactive { delegate.interaction = PercentDrivenInteractiveTransition() }
        stage.navigation.delegate = delegate
        stage.window.rootView.addSubview(delegate.animator.marker)
        let pushed = Screen(title: "pushed")
        #expect(stage.navigation.pushViewController(pushed, animated: true))
        return (stage, delegate, pushed)
    }

    private func shownOffset(_ view: View) -> Double { view.presentationValues.transform.tx }

    /// `runningPropertyAnimator` inside `animateTransition(using:)`: it runs, plainly and under a
    /// percent-driven interaction that finishes it.
    @Test(arguments: [false, true])
    func aRunningPropertyAnimatorInsideATransitionRuns(interactive: Bool) throws {
        let stage = Stage()
        let delegate = HandingDelegate(RunningAnimatorSlide())
        if interactive { delegate.interaction = PercentDrivenInteractiveTransition() }
        stage.navigation.delegate = delegate
        let pushed = Screen(title: "pushed")
        #expect(stage.navigation.pushViewController(pushed, animated: true))
        let width = stage.container.bounds.width
        if let interaction = delegate.interaction {
            interaction.update(0.25)
            stage.frames(5)
            #expect(abs(shownOffset(pushed.view) - 0.75 * width) < 1e-6, "scrubbed")
            interaction.finish()
        } else {
            stage.frames(30)
            #expect(abs(shownOffset(pushed.view) - width / 2) < 1e-6, "halfway")
        }
        stage.settle()
        #expect(delegate.animator.completions == [.end])
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "pushed"] && stage.navigation.transitionContext == nil)
        #expect(shownOffset(pushed.view) == 0)
    }

    @Test func aBlockAnimatorRunsWithoutInteraction() {
        let (stage, delegate, pushed) = push(interactive: false)
        let width = stage.container.bounds.width
        #expect(pushed.view.transform == .identity, "the model is the end value")
        stage.frames(30)
        #expect(abs(shownOffset(pushed.view) - width / 2) < 1e-6)
        #expect(abs((stage.navigation.transitionContext?.progress ?? -1) - 0.5) < 1e-6)
        stage.frames(31)
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "pushed"])
        #expect(delegate.animator.completions == [true])
        #expect(shownOffset(pushed.view) == 0)
        #expect(stage.root.view.alpha == 1)
    }

    @Test func aPercentDrivenInteractionScrubsTheBlocksAndFinishesThem() throws {
        let (stage, delegate, pushed) = push(interactive: true)
        let interaction = try #require(delegate.interaction)
        let width = stage.container.bounds.width
        interaction.update(0.3)
        stage.frames(10)
        #expect(abs(shownOffset(pushed.view) - 0.7 * width) < 1e-6, "held where the update put it")
        #expect(abs(stage.root.view.presentationValues.alpha - 0.85) < 1e-6)
        interaction.update(0.6)
        #expect(abs(shownOffset(pushed.view) - 0.4 * width) < 1e-6)
        interaction.completionSpeed = 2
        interaction.finish()
        // (1 − 0.6) × 1 s / 2 = 0.2 s.
        stage.frames(11)
        #expect(delegate.animator.completions.isEmpty, "still finishing")
        stage.frames(2)
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "pushed"])
        #expect(delegate.animator.completions == [true])
        #expect(pushed.view.presentationValues.transform == .identity)
    }

    @Test func aCancelPlaysTheBlocksBackAndLeavesTheirStartValues() throws {
        let (stage, delegate, pushed) = push(interactive: true)
        let interaction = try #require(delegate.interaction)
        interaction.update(0.4)
        interaction.cancel()
        var last = shownOffset(pushed.view)
        var frames = 0
        while delegate.animator.completions.isEmpty && frames < 120 {
            stage.frames(1)
            frames += 1
            if delegate.animator.completions.isEmpty {
                #expect(shownOffset(pushed.view) >= last - 1e-9, "going back the way it came")
                last = shownOffset(pushed.view)
            }
        }
        #expect(delegate.animator.completions == [false])
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"])
        #expect(pushed.view.superview == nil)
        #expect(pushed.view.presentationValues.transform == .identity, "put at rest by the navigation controller")
        #expect(delegate.animator.marker.center.x == 5, "the start value, not the end (UIKit leaves the end)")
        #expect(delegate.animator.marker.presentationValues.center.x == 5)
        #expect(stage.root.view.alpha == 1)
    }

    @Test func anEndValueAlongsideBlockMovesWithTheTransitionAndBackOnACancel() throws {
        let (stage, delegate, _) = push(interactive: true)
        let interaction = try #require(delegate.interaction)
        let dimming = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        dimming.alpha = 0
        stage.window.rootView.addSubview(dimming)
        let coordinator = try #require(stage.navigation.transitionCoordinator)
        coordinator.animate(alongsideTransition: { _ in dimming.alpha = 1 })
        #expect(dimming.alpha == 1)
        #expect(dimming.presentationValues.alpha == 0)
        interaction.update(0.5)
        #expect(abs(dimming.presentationValues.alpha - 0.5) < 1e-6)
        interaction.cancel()
        stage.settle()
        #expect(dimming.alpha == 0)
        #expect(dimming.presentationValues.alpha == 0)
    }

    @Test func aSubclassOverridesTheInteractionAsUIKitCodeDoes() {
        final class LoggingInteraction: PercentDrivenInteractiveTransition {
            var log: [String] = []
            override func update(_ percent: Double) {
                log.append("update \(percent)")
                super.update(percent)
            }
            override func finish() {
                log.append("finish")
                completionSpeed = 4
                super.finish()
            }
        }
        let stage = Stage()
        let delegate = HandingDelegate(SlideInAnimator())
        let interaction = LoggingInteraction()
        delegate.interaction = interaction
        stage.navigation.delegate = delegate
        #expect(stage.navigation.pushViewController(Screen(title: "pushed"), animated: true))
        interaction.update(0.5)
        interaction.finish()
        // (1 − 0.5) × 1 s / 4: eight frames.
        stage.frames(8)
        #expect(interaction.log == ["update 0.5", "finish"])
        #expect(delegate.animator.completions == [true])
    }

    /// One eased block spanning the transition is its motion: a drag scrubs what the screen
    /// shows, 1:1. Two blocks in sequence scrub the transition's time, as UIKit's layer time does.
    @Test func oneBlockScrubsItsProgressAndSeveralScrubTheTime() throws {
        final class Blocks: AnimatedTransitioning {
            let two: Bool
            let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            init(two: Bool) { self.two = two }
            func transitionDuration(using context: TransitionContext) -> Double { 1 }
            func animateTransition(using context: TransitionContext) {
                context.containerView.addSubview(context.toView)
                context.containerView.addSubview(marker)
                if two {
                    View.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { self.marker.center.x = 105 }
                    View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear) { self.marker.center.y = 105 }
                } else {
                    View.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { self.marker.center.x = 105 }
                }
            }
        }
        for two in [false, true] {
            let stage = Stage()
            let blocks = Blocks(two: two)
            let interaction = PercentDrivenInteractiveTransition()
            let handing = HandingDelegate(blocks)
            handing.interaction = interaction
            stage.navigation.delegate = handing
            #expect(stage.navigation.pushViewController(Screen(title: "pushed"), animated: true))
            interaction.update(0.25)
            let shown = blocks.marker.presentationValues.center
            if two {
                #expect(abs(shown.x - 55) < 1e-9 && shown.y == 5, "a quarter of the time: half the first block, not \(shown)")
            } else {
                #expect(abs(shown.x - 30) < 1e-9, "a quarter of what the screen shows, not ease-in(0.25)")
            }
            interaction.finish()
            stage.settle()
            #expect(blocks.marker.presentationValues.center == (two ? Point(x: 105, y: 105) : Point(x: 105, y: 5)))
        }
    }

    @Test func blocksOfATransitionCompletedAtOnceStillRun() {
        final class Hasty: AnimatedTransitioning {
            func transitionDuration(using context: TransitionContext) -> Double { 0.5 }
            func animateTransition(using context: TransitionContext) {
                context.containerView.addSubview(context.toView)
                context.toView.alpha = 0
                View.animate(withDuration: 0.5) { context.toView.alpha = 1 }
                context.completeTransition(true)
            }
        }
        let stage = Stage()
        let handing = HandingDelegate(Hasty())
        stage.navigation.delegate = handing
        let pushed = Screen(title: "pushed")
        #expect(stage.navigation.pushViewController(pushed, animated: true))
        stage.frames(15)
        #expect(pushed.view.presentationValues.alpha > 0 && pushed.view.presentationValues.alpha < 1, "fading in")
        stage.settle()
        #expect(pushed.view.presentationValues.alpha == 1 && !pushed.view.isAnimating)
    }
}
