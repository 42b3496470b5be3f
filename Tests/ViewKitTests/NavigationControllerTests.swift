import Foundation
import Motion
import Testing

@testable import ViewKit

struct NavigationControllerTests {
    @Test func pushAndPopWithoutAnimation() {
        let stage = Stage()
        let a = Screen(title: "a")
        let b = Screen(title: "b")
        #expect(stage.navigation.pushViewController(a, animated: false))
        #expect(stage.navigation.pushViewController(b, animated: false))
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "a", "b"])
        #expect(stage.containerIsAtRest(showing: b))
        #expect(!stage.navigation.pushViewController(a, animated: false), "already in the stack")
        #expect(stage.navigation.popViewController(animated: false) === b)
        #expect(b.navigationController == nil)
        #expect(stage.navigation.popToRootViewController(animated: false)?.map(\.title) == ["a"])
        #expect(stage.navigation.popViewController(animated: false) == nil, "the root stays")
        #expect(stage.containerIsAtRest(showing: stage.root))
    }

    /// UIKit's stack: push adds the controller when it is called (UIKIT-SEMANTICS §9), not when
    /// the transition completes.
    @Test func animatedPushChangesTheStackWhenItIsCalled() {
        let stage = Stage()
        let delegate = NavigationDelegate()
        stage.navigation.delegate = delegate
        let next = Screen(title: "next")
        #expect(stage.navigation.pushViewController(next, animated: true))
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "next"], "the stack changes at the call")
        #expect(stage.navigation.topViewController === next && next.navigationController === stage.navigation)
        #expect(delegate.stacksSeen == [["root", "next"]], "the delegate sees the new stack, as sample 000's animator reads it")
        stage.frames(10)
        #expect(stage.container.subviews.count == 2)
        #expect(!stage.navigation.pushViewController(Screen(), animated: true), "refused during a transition")
        #expect(stage.navigation.popViewController(animated: true) == nil, "refused during a transition")
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "next"])
        #expect(stage.containerIsAtRest(showing: next))
        #expect(stage.root.view.superview == nil && Stage.isAtRest(stage.root.view, in: stage.container))
        #expect(stage.root.log == ["willDisappear", "didDisappear"])
        #expect(next.log == ["willAppear", "didAppear"])
    }

    /// Pop removes the top controller when it is called (Apple: pop "removes the top view
    /// controller from the stack"); a cancelled interactive pop puts it back. The popped
    /// controller keeps its navigation controller until the pop completes.
    @Test func aPopChangesTheStackAtTheCallAndACancelPutsItBack() {
        for finishes in [false, true] {
            let stage = Stage()
            let delegate = NavigationDelegate()
            stage.navigation.delegate = delegate
            let top = Screen(title: "top")
            stage.navigation.pushViewController(top, animated: false)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            #expect(stage.navigation.popViewController(animated: true) === top)
            #expect(stage.navigation.viewControllers.map(\.title) == ["root"])
            #expect(stage.navigation.topViewController === stage.root)
            #expect(delegate.stacksSeen == [["root"]])
            #expect(top.navigationController === stage.navigation, "until the pop completes")
            interaction.update(0.4)
            stage.frames(3)
            #expect(stage.navigation.viewControllers.map(\.title) == ["root"])
            if finishes { interaction.finish() } else { interaction.cancel() }
            #expect(stage.navigation.viewControllers.map(\.title) == ["root"], "still running: the stack is the pop's")
            stage.settle()
            #expect(stage.navigation.viewControllers.map(\.title) == (finishes ? ["root"] : ["root", "top"]))
            #expect(stage.navigation.topViewController === (finishes ? stage.root : top))
            #expect((top.navigationController === stage.navigation) == !finishes)
            #expect(stage.containerIsAtRest(showing: stage.navigation.top))
        }
    }

    /// Interactive push and pop, finished and cancelled at several progress values.
    @Test(arguments: [0.05, 0.3, 0.5, 0.7, 0.95])
    func interactiveTransitionsFinishOrCancelCleanly(progress: Double) {
        for operation in [NavigationOperation.push, .pop] {
            for finishes in [true, false] {
                let stage = Stage()
                let delegate = NavigationDelegate()
                stage.navigation.delegate = delegate
                let pushed = Screen(title: "pushed")
                if operation == .pop { stage.navigation.pushViewController(pushed, animated: false) }
                let before = stage.navigation.viewControllers.map(\.title)
                let interaction = PercentDrivenInteractiveTransition()
                delegate.interaction = interaction
                if operation == .push {
                    #expect(stage.navigation.pushViewController(pushed, animated: true))
                } else {
                    #expect(stage.navigation.popViewController(animated: true) === pushed)
                }
                let context = stage.navigation.transitionContext
                #expect(context?.isInteractive == true)
                let during = operation == .push ? ["root", "pushed"] : ["root"]
                #expect(stage.navigation.viewControllers.map(\.title) == during, "the stack the transition leads to")
                for step in 1...10 {
                    interaction.update(progress * Double(step) / 10)
                    stage.frames(1)
                }
                #expect(abs((context?.progress ?? -1) - progress) < 1e-12)
                if finishes { interaction.finish() } else { interaction.cancel() }
                delegate.interaction = nil
                stage.settle()
                let animator = delegate.animators[0]
                #expect(animator.ended == [finishes], "\(operation) at \(progress): ends once, \(finishes ? "completed" : "cancelled")")
                #expect(stage.navigation.transitionContext == nil)
                let expected: [String]
                switch (operation, finishes) {
                case (.push, true): expected = ["root", "pushed"]
                case (.pop, true): expected = ["root"]
                default: expected = before
                }
                #expect(stage.navigation.viewControllers.map(\.title) == expected)
                #expect(stage.containerIsAtRest(showing: stage.navigation.top))
                #expect(Stage.isAtRest(pushed.view, in: stage.container) && Stage.isAtRest(stage.root.view, in: stage.container))
                #expect((pushed.navigationController != nil) == expected.contains("pushed"))
            }
        }
    }

    @Test func finishTakesTheRemainingFractionOfTheDurationOverTheSpeed() {
        let stage = Stage()
        let delegate = NavigationDelegate()
        stage.navigation.delegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        interaction.completionCurve = .linear
        delegate.interaction = interaction
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        interaction.update(0.25)
        interaction.finish()
        // (1 − 0.25) × 0.8 s / 2 = 0.3 s = 18 frames.
        #expect(stage.settle() == 18)
        #expect(delegate.animators[0].ended == [true])
    }

    @Test func aNewDragCatchesAFinishingTransition() {
        let stage = Stage()
        let delegate = NavigationDelegate()
        stage.navigation.delegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        interaction.update(0.6)
        interaction.finish()
        stage.frames(5)
        let caught = interaction.progress
        #expect(caught > 0.6 && caught < 1)
        interaction.pause()
        #expect(stage.navigation.transitionContext?.isInteractive == true)
        stage.frames(5)
        #expect(interaction.progress == caught, "held where it was caught: no jump")
        interaction.update(caught - 0.3)
        interaction.cancel()
        stage.settle()
        #expect(delegate.animators[0].ended == [false])
        #expect(stage.navigation.viewControllers.map(\.title) == ["root"])
        #expect(stage.containerIsAtRest(showing: stage.root))
    }

    /// Apple: percentComplete is "the last percentComplete value specified by
    /// updateInteractiveTransition:"; the live progress is `progress`.
    @Test func percentCompleteIsTheLastUpdateWhileProgressIsLive() {
        let stage = Stage()
        let delegate = NavigationDelegate()
        stage.navigation.delegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        #expect(interaction.percentComplete == 0)
        interaction.update(0.3)
        interaction.update(-0.2)
        #expect(interaction.percentComplete == 0, "below 0 is taken as 0, as UIKit's update does")
        interaction.update(0.3)
        interaction.finish()
        stage.frames(10)
        #expect(interaction.percentComplete == 0.3, "it stays where the pointer left it")
        #expect(interaction.progress > 0.35, "the transition itself moves on")
        #expect(stage.navigation.transitionContext?.percentComplete == 0.3)
        stage.settle()
        stage.navigation.popViewController(animated: true)
        #expect(interaction.percentComplete == 0, "each transition starts from 0")
    }

    @Test func aCancelledPopGivesTheStayingScreenItsAppearanceAgain() {
        let stage = Stage()
        let delegate = NavigationDelegate()
        stage.navigation.delegate = delegate
        let top = Screen(title: "top")
        stage.navigation.pushViewController(top, animated: false)
        top.log = []
        stage.root.log = []
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        stage.navigation.popViewController(animated: true)
        interaction.update(0.4)
        interaction.cancel()
        stage.settle()
        #expect(top.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(stage.root.log == ["willAppear", "willDisappear", "didDisappear"])
    }

    /// UIKit's order for the two other cases: a cancelled push (the pushed screen never arrived:
    /// it will- and did-disappears; the root appears again) and a completed interactive pop.
    @Test func appearanceOfACancelledPushAndACompletedPop() {
        let stage = Stage()
        let delegate = NavigationDelegate()
        stage.navigation.delegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let next = Screen(title: "next")
        stage.root.log = []
        stage.navigation.pushViewController(next, animated: true)
        interaction.update(0.3)
        interaction.cancel()
        stage.settle()
        #expect(next.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(stage.root.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(next.navigationController == nil, "a cancelled push leaves nothing behind")

        stage.navigation.pushViewController(next, animated: false)
        next.log = []
        stage.root.log = []
        stage.navigation.popViewController(animated: true)
        interaction.update(0.7)
        interaction.finish()
        stage.settle()
        #expect(next.log == ["willDisappear", "didDisappear"])
        #expect(stage.root.log == ["willAppear", "didAppear"])
    }

    @Test func endingATransitionImmediately() {
        for completing in [true, false] {
            let stage = Stage()
            let delegate = NavigationDelegate()
            stage.navigation.delegate = delegate
            stage.navigation.pushViewController(Screen(title: "next"), animated: true)
            stage.frames(20)
            stage.navigation.transitionContext?.endImmediately(completing: completing)
            #expect(delegate.animators[0].ended == [completing])
            #expect(stage.navigation.viewControllers.count == (completing ? 2 : 1))
            #expect(stage.containerIsAtRest(showing: stage.navigation.top))
            #expect(!stage.driver.hasRunningAnimations)
        }
    }

    @Test func resizingMidTransitionKeepsTheViewsFullSize() {
        let stage = Stage()
        let next = Screen(title: "next")
        stage.navigation.pushViewController(next, animated: true)
        stage.frames(10)
        stage.window.size = Size(width: 640, height: 480)
        stage.frames(1)
        #expect(next.view.bounds.size == Size(width: 640, height: 480))
        stage.settle()
        #expect(stage.containerIsAtRest(showing: next))
        #expect(next.view.frame == Rect(x: 0, y: 0, width: 640, height: 480))
    }
}
