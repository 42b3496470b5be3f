import Foundation
import Motion
import Testing

@testable import DrawerApp
@testable import ViewKit

struct ModalModeTests {
    /// The detail screen's horizontal offset, if it is on screen.
    static func detailOffset(_ rig: DemoRig) -> Double? {
        guard let context = rig.app.mode.transition else { return nil }
        return (context.kind == .dismiss ? context.fromView : context.toView).presentationValues.transform.tx
    }

    static func presentDetail(_ rig: DemoRig) {
        rig.pointer(.down, 512, 360)
        rig.frames()
        rig.pointer(.up, 512, 360)  // the picture is at the centre
        #expect(rig.app.mode.transition?.kind == .present)
        #expect(rig.app.mode.transition?.isInteractive == false)
        rig.settle()
        #expect(rig.app.mode.presented == "detail")
    }

    @Test func aClickOnThePicturePresentsAndAClickDismisses() {
        let rig = DemoRig(mode: .modal)
        Self.presentDetail(rig)
        rig.pointer(.down, 300, 300)
        rig.frames()
        rig.pointer(.up, 300, 300)
        #expect(rig.app.mode.transition?.kind == .dismiss)
        #expect(rig.app.mode.transition?.isInteractive == false, "no drag: no interaction controller")
        rig.settle()
        #expect(rig.app.mode.presented == nil)
    }

    @Test func aDragRightDismissesUnderThePointer() {
        let rig = DemoRig(mode: .modal)
        Self.presentDetail(rig)
        var checked = 0
        rig.drag(from: Point(x: 300, y: 300), step: Point(x: 9, y: 0), frames: 15, release: false) { p in
            guard let offset = Self.detailOffset(rig) else { return }
            #expect(abs(offset - (p.x - 300)) <= 1, "the detail screen stays under the pointer")
            checked += 1
        }
        #expect(checked >= 14)
        #expect(rig.app.mode.transition?.isInteractive == true)
        #expect(abs((rig.app.mode.transition?.progress ?? 0) - 135.0 / 200) < 1e-9, "progress = dx / 200")
        rig.pointer(.up, 435, 300)
        rig.settle()
        #expect(rig.app.mode.presented == nil, "released past 0.5: dismissed")
    }

    @Test func aShortDragCancels() {
        let rig = DemoRig(mode: .modal)
        Self.presentDetail(rig)
        rig.drag(from: Point(x: 300, y: 300), step: Point(x: 6, y: 0), frames: 15)  // 90 points: 0.45
        rig.settle()
        #expect(rig.app.mode.presented == "detail")
        #expect(rig.app.mode.transition == nil)
    }
}

struct SpinModeTests {
    @Test func pushSwingsInAboutTheTopLeftCornerOnASpring() {
        let rig = DemoRig(mode: .spin)
        rig.pointer(.down, 500, 400)
        rig.frames()
        rig.pointer(.up, 500, 400)
        let context = rig.app.mode.transition
        #expect(context?.kind == .push && context?.animatedTransitioning is SpinPushAnimator)
        let incoming = context?.toView
        #expect(incoming?.anchorPoint == Point(x: 0, y: 0))
        #expect(incoming?.position == Point(x: 0, y: 0), "turning about the window's top-left corner")
        let start = atan2(incoming?.presentationValues.transform.b ?? 0, incoming?.presentationValues.transform.a ?? 1)
        #expect(abs(start + .pi / 2) < 0.05, "starts near −90°: \(start)")
        var overshoot = false
        for _ in 0..<48 {
            rig.frames()
            if let t = incoming?.presentationValues.transform, atan2(t.b, t.a) > 0.001 { overshoot = true }
        }
        #expect(overshoot, "a damping ratio of 0.5 swings past 0°")
        #expect(rig.stack == ["screen1", "screen2"], "done at the animator's 0.8 s")
        #expect(incoming?.transform == .identity && incoming?.anchorPoint == Point(x: 0.5, y: 0.5))
    }

    @Test func popSwingsTheRevealedScreenDownThroughItsKeyframes() {
        let rig = DemoRig(mode: .spin)
        rig.key(.right)
        rig.settle()
        rig.pointer(.down, 500, 400)
        rig.frames()
        rig.pointer(.up, 500, 400)
        let context = rig.app.mode.transition
        #expect(context?.kind == .pop && context?.animatedTransitioning is SpinPopAnimator)
        let revealed = context?.toView
        #expect(revealed?.anchorPoint == Point(x: 1, y: 0) && revealed?.position == Point(x: 1024, y: 0))
        #expect(revealed?.superview?.subviews.last === revealed, "laid on top of the leaving screen")
        // A third of 1.3 s in, on ease-in-out, it is past halfway from +90° down to 0°.
        let frames = Int((1.3 / 3 * 60).rounded())
        rig.frames(frames)
        let angle = atan2(revealed?.presentationValues.transform.b ?? 0, revealed?.presentationValues.transform.a ?? 1) * 180 / .pi
        let expected = SpinPopAnimator.degrees(atTime: Double(frames) / 60)
        #expect(abs(angle - expected) < 1e-6 && expected > 20 && expected < 45, "\(angle)° vs \(expected)°")
        rig.settle()
        #expect(rig.stack == ["screen1"])
    }
}

struct SpinPopTimingTests {
    /// The sample's `animateKeyframes(withDuration: 1.3, …)` has no curve option: curve bits 0,
    /// ease-in-ease-out over the whole timeline. Its keyframes land where the eased timeline
    /// reaches 0.4, 0.6 and 0.9: about 0.57 s, 0.73 s and 1.01 s, not 0.52, 0.78 and 1.17.
    @Test func theKeyframesLandOnTheEasedTimeline() {
        let landings = [(0.4, 0.575, 0.0), (0.6, 0.731, 9.0), (0.9, 1.01, 0.0)]
        for (fraction, seconds, degrees) in landings {
            let time = SpinPopAnimator.time(atTimelineFraction: fraction)
            #expect(abs(time - seconds) < 0.005, "\(fraction) of the timeline at \(time) s")
            #expect(abs(SpinPopAnimator.degrees(atTime: time) - degrees) < 1e-6)
            #expect(abs(CubicBezier.easeInOut.progress(at: time / 1.3) - fraction) < 1e-12)
        }
        #expect(SpinPopAnimator.degrees(atTime: 0.52) > 5, "linear time would have landed at 0.52 s")
    }
}

struct ModeSwitchingTests {
    @Test func tabNumbersAndTheBarSwitchModes() throws {
        let rig = DemoRig(mode: .side)
        rig.key(.tab)
        #expect(rig.app.mode.name == .card)
        rig.key(.character("4"))
        #expect(rig.app.mode.name == .spin)
        rig.pointer(.down, 430, 20)
        rig.frames()
        rig.pointer(.up, 430, 20)  // the third sixth of the bar
        #expect(rig.app.mode.name == .modal)
        #expect(try rig.state.mode == "modal")
    }

    /// The modal mode's detail left on screen over the side mode after a switch (the window
    /// swapped its root screen but kept the presentation's container).
    @Test func aPresentedScreenLeavesWithItsModeAndComesBackWithIt() throws {
        let rig = DemoRig(mode: .modal)
        rig.key(.space)
        rig.settle()
        #expect(try rig.state.presented == "detail")
        rig.key(.character("1"))
        #expect(rig.app.rootView.subviews.allSatisfy { !$0.name.hasPrefix("presentation.") })
        rig.key(.character("3"))
        #expect(try rig.state.presented == "detail")
        #expect(rig.app.rootView.subviews.contains { $0.name == "presentation.detail" })
    }

    @Test func switchingMidTransitionEndsItCleanly() {
        let rig = DemoRig(mode: .side)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 20, y: 0), frames: 10, release: false)
        #expect(rig.app.mode.transition != nil)
        rig.key(.character("2"))
        rig.key(.character("1"))
        #expect(rig.app.mode.transition == nil)
        #expect(rig.stack.count >= 1 && rig.side.navigation.transitionView.subviews.count == 1)
        rig.pointer(.up, 300, 400)
        rig.settle()
        #expect(rig.side.navigation.transitionView.subviews.count == 1)
        // The card, mid-flight, lands at its end.
        rig.key(.character("2"))
        rig.key(.space)
        rig.frames(5)
        rig.key(.character("3"))
        rig.key(.character("2"))
        #expect(rig.card.progress == 1 && rig.card.isOpen)
    }

    @Test func reduceMotionCrossFades() throws {
        let rig = DemoRig(mode: .side, reduceMotion: true)
        rig.key(.right)
        #expect(rig.app.mode.transition?.animatedTransitioning is CrossFadeAnimator)
        rig.frames(7)
        let incoming = rig.app.mode.transition?.toView
        #expect(incoming?.transform == .identity && (incoming?.presentationValues.alpha ?? 1) < 1, "fades, does not move")
        rig.settle()
        #expect(rig.stack.count == 2)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 20, y: 0), frames: 5, release: false)
        #expect(rig.app.mode.transition?.animatedTransitioning is SlideTransitionAnimator, "a drag still tracks the pointer")
        rig.pointer(.up, 200, 400)
        rig.settle()
        rig.key(.character("A"))
        #expect(try rig.state.reduceMotion == false)
        rig.key(.right)
        #expect(rig.app.mode.transition?.animatedTransitioning is SlideTransitionAnimator)
    }
}
