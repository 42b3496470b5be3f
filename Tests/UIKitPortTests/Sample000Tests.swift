import Motion
import Testing
import ViewKit

// Test files import ViewKit, not UIKit: a file that imports both Testing and a module named
// UIKit makes Swift look for Swift Testing's cross-import overlay for Apple's UIKit
// (`_Testing_UIKit`), which Linux does not have. The ports import UIKit.

/// Sample 000's UIKit code (`Sample000Animator.swift`) run as it is written: a push on its
/// animator, and a pan that pops interactively and finishes on a rightward release.
@Suite struct Sample000Tests {
    private func stage() -> (PortStage, NavigationControllerDelegate) {
        let stage = PortStage()
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
}
