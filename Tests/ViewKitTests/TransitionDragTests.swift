import Foundation
import Motion
import Testing

@testable import ViewKit

/// `TransitionDrag`, the one drag that drives a transition by its progress (the swipe back, the
/// demo's drags that push and dismiss): starting, the dead zone, following 1:1, the release
/// through `GestureRelease`, and catching a transition it let go, where it is.
struct TransitionDragTests {
    static let span = 400.0
    static let release = GestureRelease(spring: Spring(validDampingRatio: 1, response: 0.3))

    /// A stage with a screen pushed above the root, and a drag that pops it.
    static func stage() -> (Stage, TransitionDrag) {
        let stage = Stage()
        stage.navigation.pushViewController(Screen(title: "top"), animated: false)
        return (stage, TransitionDrag())
    }

    static func startPop(_ stage: Stage, _ drag: TransitionDrag, deadZone: Double = 0) -> Bool {
        drag.begin(deadZone: deadZone) { stage.navigation.popViewController(animated: true, drivenBy: $0) != nil }
    }

    @Test func itStartsTheTransitionAndFollowsThePointerPastTheDeadZone() {
        let (stage, drag) = Self.stage()
        #expect(!drag.canCatch && !drag.isDriving)
        #expect(Self.startPop(stage, drag, deadZone: 12))
        let context = stage.navigation.transitionContext
        #expect(context?.kind == .pop && context?.isInteractive == true && drag.isDriving)
        drag.move(to: 10, span: Self.span)
        #expect(context?.progress == 0, "inside the dead zone")
        drag.move(to: 112, span: Self.span)
        #expect(abs((context?.progress ?? 0) - 100 / Self.span) < 1e-12, "1:1 past it")
        drag.move(to: -40, span: Self.span)
        #expect(context?.progress == 0, "back past the start: held at 0")
    }

    @Test func aRefusedStartDrivesNothing() {
        let stage = Stage()
        let drag = TransitionDrag()
        #expect(!Self.startPop(stage, drag), "nothing to pop at the root")
        #expect(!drag.isDriving && !drag.canCatch && stage.navigation.transitionContext == nil)
        drag.move(to: 100, span: Self.span)
        #expect(!drag.end(velocity: 1000, span: Self.span, using: Self.release))
    }

    /// The release goes where it projects (`GestureRelease`), unless the caller decides; a
    /// cancelled gesture goes back.
    @Test(arguments: [
        (120.0, 0.0, Bool?.none, false), (120.0, 2000.0, Bool?.none, true), (300.0, 0.0, Bool?.none, true),
        (300.0, 0.0, Bool?.some(false), false), (120.0, 0.0, Bool?.some(true), true),
    ])
    func theReleaseFinishesWhereItProjects(moved: Double, velocity: Double, finishing: Bool?, finishes: Bool) {
        let (stage, drag) = Self.stage()
        #expect(Self.startPop(stage, drag))
        drag.move(to: moved, span: Self.span)
        #expect(drag.end(velocity: velocity, span: Self.span, using: Self.release, finishing: finishing) == finishes)
        #expect(!drag.isDriving)
        stage.settle()
        #expect(stage.navigation.viewControllers.count == (finishes ? 1 : 2))
    }

    @Test func aCancelledGestureGoesBack() {
        let (stage, drag) = Self.stage()
        #expect(Self.startPop(stage, drag))
        drag.move(to: 350, span: Self.span)
        #expect(!drag.end(velocity: nil, span: Self.span, using: Self.release, finishing: true))
        stage.settle()
        #expect(stage.navigation.viewControllers.count == 2)
    }

    /// A press on the transition the drag let go, still settling, catches it where it is: no
    /// jump, no dead zone, and the next drag carries on from there either way.
    @Test func aPressCatchesWhatTheLastDragLetGoWhereItIs() {
        for thenFinishes in [true, false] {
            let (stage, drag) = Self.stage()
            #expect(Self.startPop(stage, drag, deadZone: 12))
            drag.move(to: 212, span: Self.span)
            drag.end(velocity: 1500, span: Self.span, using: Self.release)
            stage.frames(3)
            #expect(drag.canCatch)
            let context = stage.navigation.transitionContext
            let before = context?.progress ?? 0
            var starts = 0
            #expect(
                drag.begin(deadZone: 12) { _ in
                    starts += 1
                    return true
                })
            #expect(starts == 0, "caught, not started again")
            #expect(context?.progress == before && context?.isInteractive == true, "held where it was")
            stage.frames(5)
            #expect(context?.progress == before, "held still")
            drag.move(to: 4, span: Self.span)
            #expect(abs((context?.progress ?? 0) - (before + 4 / Self.span)) < 1e-12, "no dead zone after a catch")
            drag.end(velocity: thenFinishes ? 800 : -800, span: Self.span, using: Self.release, finishing: thenFinishes)
            stage.settle()
            #expect(stage.navigation.viewControllers.count == (thenFinishes ? 1 : 2))
            #expect(!drag.canCatch, "nothing left to catch")
        }
    }

    @Test func resetForgetsTheHoldAndLeavesTheTransitionToWhoEndsIt() {
        let (stage, drag) = Self.stage()
        #expect(Self.startPop(stage, drag))
        drag.reset()
        #expect(!drag.isDriving)
        stage.navigation.transitionContext?.endImmediately(completing: false)
        #expect(stage.navigation.transitionContext == nil && stage.navigation.viewControllers.count == 2)
    }
}
