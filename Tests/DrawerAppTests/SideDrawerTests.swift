import Foundation
import Motion
import Testing

@testable import DrawerApp
@testable import ViewKit

struct SideDrawerTests {
    /// The x of the pushed screen's right edge.
    static func pushedEdge(_ rig: DemoRig) -> Double? {
        guard let context = rig.side.transition else { return nil }
        return context.toView.presentationValues.frame.maxX
    }

    @Test func thePushedScreenFollowsThePointerExactly() {
        let rig = DemoRig(mode: .side)
        var checked = 0
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 13, y: 2), frames: 30, release: false) { p in
            guard let edge = Self.pushedEdge(rig) else { return }
            #expect(abs(edge - (p.x - 100)) <= 1, "the screen's edge is where the pointer says")
            checked += 1
        }
        #expect(checked >= 29, "it began once the pointer passed the threshold")
        #expect(rig.side.transition?.isInteractive == true)
    }

    @Test func theReleaseHandsItsVelocityToTheSpring() {
        let rig = DemoRig(mode: .side)
        // 12 points a frame = 720 points per second, released at 360 points of 1024.
        rig.drag(from: Point(x: 40, y: 400), step: Point(x: 12, y: 0), frames: 30)
        // At the release the screen moves at the pointer's speed (no step in velocity)…
        let atRelease = (rig.side.transition?.runningAnimator?.progressVelocity ?? 0) * 1024
        #expect(abs(atRelease - 720) < 72, "released at 720 points/s, the screen moves at \(atRelease)")
        // …and then exactly as the spring that started at that speed does.
        let p0 = 360.0 / 1024
        let v0 = (720.0 / 1024) / (1 - p0)
        let motion = MotionSettings().screenSpring.motion(initialVelocity: v0)
        for frame in 1...3 {
            rig.frames()
            let expected = (p0 + (1 - p0) * motion.value(at: Double(frame) / 60)) * 1024
            #expect(abs((Self.pushedEdge(rig) ?? 0) - expected) < 0.5, "frame \(frame) after release")
        }
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"], "360 + the projection of 720 pt/s (≈ 359) passes halfway")
    }

    @Test func aShortFastFlickCompletes() {
        let rig = DemoRig(mode: .side)
        rig.drag(from: Point(x: 100, y: 400), step: Point(x: 30, y: 0), frames: 5)  // 150 points at 1800 points/s
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"])
    }

    @Test func aSlowDragPastHalfwayThatTurnsBackCancels() {
        let rig = DemoRig(mode: .side)
        rig.pointer(.down, 50, 400)
        var x = 50.0
        for _ in 0..<60 {
            rig.frames()
            x += 10
            rig.pointer(.move, x, 400)
        }  // 600 points: past halfway
        for _ in 0..<10 {
            rig.frames()
            x -= 6
            rig.pointer(.move, x, 400)
        }  // and back at 360 points/s
        rig.frames()
        rig.pointer(.up, x, 400)
        #expect(x - 50 > 512, "released past halfway")
        rig.settle()
        #expect(rig.stack == ["screen1"], "the projection goes back under halfway: cancelled")
        #expect(rig.side.navigation.transitionView.subviews.count == 1)
    }

    @Test func draggingLeftPops() {
        let rig = DemoRig(mode: .side)
        rig.key(.right)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2"])
        rig.drag(from: Point(x: 900, y: 400), step: Point(x: -25, y: 0), frames: 30)
        rig.settle()
        #expect(rig.stack == ["screen1"])
    }

    @Test func keysPushAndPopThreeDeepWithTheSameAnimator() {
        let rig = DemoRig(mode: .side)
        rig.key(.right)
        #expect(rig.side.transition?.animatedTransitioning is SlideTransitionAnimator)
        #expect(rig.side.transition?.isInteractive == false)
        #expect(rig.stack.count == 2, "the stack changes at the call, as UIKit's")
        rig.frames(47)
        #expect(rig.side.transition != nil, "0.8 s: still running after 47 frames")
        rig.frames(1)
        #expect(rig.side.transition == nil, "done at 48 frames = 0.8 s")
        rig.key(.right)
        rig.settle()
        rig.key(.right)
        rig.settle()
        #expect(rig.stack == ["screen1", "screen2", "screen3", "screen4"])
        rig.key(.left)
        rig.settle()
        #expect(rig.stack.count == 3)
    }

    @Test func grabbingAFinishingTransitionCatchesItWithoutAJump() {
        let rig = DemoRig(mode: .side)
        rig.drag(from: Point(x: 40, y: 400), step: Point(x: 20, y: 0), frames: 20)
        rig.frames(3)
        let before = Self.pushedEdge(rig) ?? 0
        #expect(before > 400 && before < 1024, "still on its way: \(before)")
        rig.pointer(.down, 700, 400)
        rig.frames(5)
        #expect(abs((Self.pushedEdge(rig) ?? 0) - before) < 1e-6, "held where it was grabbed")
        var x = 700.0
        for _ in 0..<15 {
            rig.frames()
            x -= 20
            rig.pointer(.move, x, 400)
        }
        rig.frames()
        let edge = Self.pushedEdge(rig) ?? 0
        #expect(abs(edge - (before - 300)) <= 1, "and follows the new drag from there: \(edge) after \(before)")
        rig.pointer(.up, x, 400)
        rig.settle()
        #expect(rig.stack == ["screen1"])
    }
}

/// The side and spin stacks show the navigation bar, as the samples' storyboards do, and B hides
/// it and shows it again.
struct NavigationBarModeTests {
    @Test(arguments: [ModeName.side, .spin])
    func theBarShowsTheTopTitleAndBHidesIt(mode: ModeName) throws {
        let rig = DemoRig(mode: mode)
        let navigation = try #require((rig.app.mode as? NavigationMode)?.navigation)
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame.minY == ModeBar.height, "below the mode bar")
        rig.key(.right)
        rig.settle()
        #expect(navigation.navigationBar.shown.title.textLine?.string == rig.stack.last)
        #expect(navigation.navigationBar.shown.back.textLine?.string == rig.stack.first)
        rig.key(.character("B"))
        rig.settle()
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        rig.key(.character("B"))
        rig.settle()
        #expect(!navigation.isNavigationBarHidden && navigation.navigationBar.transform == .identity)
    }
}
