import Motion
import Testing

@testable import ViewKit

/// A property animator's `isUserInteractionEnabled`: false, the views it animates let presses
/// through while it runs, as UIKit's; true (the default), they take them as ever.
@MainActor struct AnimatorInteractionTests {
    @Test(arguments: [true, false])
    func aRunningAnimatorLetsPressesThroughOnlyWhenItTakesNoTouches(takesTouches: Bool) {
        let stage = Stage()
        let box = View(frame: Rect(x: 100, y: 100, width: 100, height: 100), name: "box")
        var taps = 0
        box.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        stage.root.view.addSubview(box)
        stage.frames(1)
        let animator = PropertyAnimator()
        #expect(animator.duration == 0 && animator.isUserInteractionEnabled, "UIViewPropertyAnimator()'s")
        let moving = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.5 }
        moving.isUserInteractionEnabled = takesTouches
        moving.startAnimation()
        stage.frames(10)
        stage.pointer(.down, 150, 150)
        stage.pointer(.up, 150, 150)
        #expect(taps == (takesTouches ? 1 : 0))
        stage.settle()
        stage.pointer(.down, 150, 150)
        stage.pointer(.up, 150, 150)
        #expect(taps == (takesTouches ? 2 : 1), "once it has stopped, the box takes presses")
        #expect(AnimationDriver.runningWithoutInteraction == 0)
    }
}
