import Motion
import Testing
import ViewKit

// Test files import ViewKit, not UIKit: a file that imports both Testing and a module named
// UIKit makes Swift look for Swift Testing's cross-import overlay for Apple's UIKit
// (`_Testing_UIKit`), which Linux does not have. The ports import UIKit.

/// Sample 000's UIKit code (`Sample000Animator.swift`) run as it is written: a push on its
/// animator, and a pan that pops interactively and finishes on a rightward release.
@MainActor @Suite struct Sample000Tests {
    private func stage(size: Size = PortStage.size) -> (PortStage, NavigationControllerDelegate) {
        let stage = PortStage(size: size)
        let delegate = NavigationControllerDelegate()
        stage.navigation.delegate = delegate
        delegate.attach(to: stage.navigation)
        delegate.pushSecond = { [unowned stage] in
            stage.navigation.pushViewController(ViewController(title: "second"), animated: true)
        }
        return (stage, delegate)
    }

    @Test func thePushSlidesTheNewScreenInFromTheLeftOnEaseInOut() throws {
        let (stage, delegate) = stage()
        _ = delegate
        let second = ViewController(title: "second")
        stage.navigation.pushViewController(second, animated: true)
        #expect(stage.stack == ["first", "second"])
        let width = stage.navigation.transitionView.bounds.width
        stage.frames(24)  // 0.4 s of 0.8: ease-in-out is halfway
        let shown = stage.shownFrame(second.view)
        let container = stage.shownFrame(stage.navigation.transitionView)
        #expect(abs(shown.minX - (container.minX - width / 2)) < 1e-6, "halfway in from the left: \(shown)")
        stage.settle()
        #expect(stage.navigation.transitionContext == nil)
        #expect(second.view.frame == stage.navigation.transitionView.bounds)
        #expect(stage.shownFrame(second.view) == container)
    }

    /// As UIKit reports the stack, a pop has already taken the screen off it, so the sample's
    /// `count == 1` branch drives the pop: a leftward drag, the old screen sliding out to the
    /// left under the finger, and a leftward release finishes it.
    @Test func aLeftwardPanPopsUnderTheFingerAndALeftwardReleaseFinishes() throws {
        let (stage, delegate) = stage()
        let second = ViewController(title: "second")
        stage.navigation.pushViewController(second, animated: false)
        let width = stage.navigation.transitionView.bounds.width
        stage.pointer(.down, 300, 150)
        for step in 1...10 {
            stage.pointer(.move, 300 - 10 * Double(step), 150)
            stage.frames(1)
        }
        #expect(stage.stack == ["first"], "UIKit's stack: the pop has taken the screen off")
        let context = try #require(stage.navigation.transitionContext)
        let translation = delegate.panGesture.translation(in: stage.navigation.view).x
        #expect(translation < 0 && abs(context.percentComplete + translation / width) < 1e-9)
        let container = stage.shownFrame(stage.navigation.transitionView)
        #expect(abs(stage.shownFrame(second.view).minX - (container.minX + translation)) < 1e-6, "under the finger")
        stage.pointer(.up, 200, 150)
        stage.settle()
        #expect(stage.stack == ["first"] && stage.navigation.transitionContext == nil)
        #expect(second.view.superview == nil)
        #expect(stage.shownFrame(stage.navigation.viewControllers[0].view) == container)
    }

    /// From one screen a rightward drag pushes (the storyboard's segue), the new screen coming in
    /// from the left under the finger; a rightward release finishes it.
    @Test func aRightwardPanPushesAndARightwardReleaseFinishes() throws {
        let (stage, delegate) = stage()
        stage.pointer(.down, 100, 150)
        for step in 1...10 {
            stage.pointer(.move, 100 + 10 * Double(step), 150)
            stage.frames(1)
        }
        #expect(stage.stack == ["first", "second"])
        let context = try #require(stage.navigation.transitionContext)
        let translation = delegate.panGesture.translation(in: stage.navigation.view).x
        #expect(abs(context.percentComplete - translation / stage.navigation.transitionView.bounds.width) < 1e-9)
        stage.pointer(.up, 200, 150)
        stage.settle()
        #expect(stage.stack == ["first", "second"] && stage.navigation.transitionContext == nil)
        #expect(stage.shownFrame(stage.navigation.viewControllers[1].view) == stage.shownFrame(stage.navigation.transitionView))
    }

    #if DEMO_COMPARISONS
        /// The demo's side mode under `--rules sample` runs the same `paned:` and `Animator`: the
        /// same drags (a push that finishes, the pop that follows, a push turned back) show the
        /// same screens in the same places every frame, within half a point.
        @Test func theDemoShowsItFrameForFrame() throws {
            /// Each frame, the corners of every screen in the transition view, back to front.
            func drags(
                pointer: (PointerEvent.Phase, Double, Double) -> Void, frames: (Int) -> Void, screens: () -> [View]
            ) -> [[ShownFrame]] {
                var shown: [[ShownFrame]] = []
                func drag(from x: Double, steps: [Double]) {
                    var x = x
                    pointer(.down, x, 400)
                    for step in steps {
                        x += step
                        pointer(.move, x, 400)
                        frames(1)
                        shown.append(screens().map(ShownFrame.init))
                    }
                    pointer(.up, x, 400)
                    for _ in 0..<60 {
                        frames(1)
                        shown.append(screens().map(ShownFrame.init))
                    }
                }
                drag(from: 300, steps: Array(repeating: 20, count: 12))
                drag(from: 700, steps: Array(repeating: -20, count: 12))
                drag(from: 300, steps: Array(repeating: 20, count: 8) + Array(repeating: -10, count: 3))
                return shown
            }
            let (stage, delegate) = stage(size: DemoStage.size)
            let port = drags(pointer: stage.pointer, frames: stage.frames) { stage.navigation.transitionView.subviews }
            withExtendedLifetime(delegate) {}
            let demo = DemoStage(mode: "side")
            let navigation = try #require(demo.rootViewController as? NavigationController)
            let shown = drags(pointer: demo.pointer, frames: demo.frames) { navigation.transitionView.subviews }
            #expect(port.count == shown.count && port.map(\.count) == shown.map(\.count), "the same screens each frame")
            let worst = ShownFrame.worst(port.flatMap { $0 }, shown.flatMap { $0 })
            #expect(worst.points <= 0.5, "the farthest a corner strays: \(worst.points) points")
            // And it moves: two screens in flight during each drag, one at rest after each.
            #expect(port[5].count == 2 && port[71].count == 1 && port[77].count == 2, "\(port.map(\.count))")
            #expect(stage.stack == ["first"], "the last push turned back: \(stage.stack)")
        }
    #endif
}
