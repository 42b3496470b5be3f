import Foundation
import Motion
import Testing

@testable import ViewKit

/// What a window leaves behind when it goes away in the middle of an animation: nothing. A
/// running animator and its driver hold each other until the animator ends, so an app torn down
/// mid-transition (a quit while a screen slides) used to leak the animator, the driver and
/// everything the animation blocks held (LeakSanitizer found it in `drawer`).
struct TeardownTests {
    final class Canary {}

    @Test func aWindowClosedMidAnimationFreesItsAnimatorsAndDriver() {
        weak var canary: Canary?
        weak var driver: AnimationDriver?
        weak var animator: PropertyAnimator?
        do {
            let clock = FixedStepClock()
            var window: Window? = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: clock))
            let held = Canary()
            canary = held
            driver = window?.driver
            let running = PropertyAnimator(duration: 1, curve: .linear, driver: window!.driver)
            running.addAnimations { p in _ = (held, p) }
            running.startAnimation()
            animator = running
            clock.tick()
            window?.update()
            window = nil
        }
        #expect(animator == nil, "the running animator was freed")
        #expect(driver == nil, "the driver was freed")
        #expect(canary == nil, "what its animation held was freed")
    }

    /// A presented controller and its running presentation hold each other until it ends; a
    /// window closed mid-presentation must free them (LeakSanitizer found a quit during the modal
    /// mode's slide leaking both).
    @Test func aWindowClosedMidPresentationFreesTheControllers() {
        weak var presented: ViewController?
        weak var context: TransitionContext?
        do {
            let clock = FixedStepClock()
            var window: Window? = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: clock))
            var root: ViewController? = ViewController(title: "root")
            window?.rootViewController = root
            let detail = ViewController(title: "detail")
            presented = detail
            #expect(root?.present(detail, animated: true) == true)
            context = root?.presentationTransition
            clock.tick()
            window?.update()
            #expect(context != nil)
            window = nil
            root = nil
        }
        #expect(presented == nil, "the presented controller was freed")
        #expect(context == nil, "the transition context was freed")
    }

    /// An animator holds the views it animates unowned, not weakly (a weak reference would slow
    /// every retain of them: see `AnimationLifetime`), so it must learn that a view has gone. A
    /// view freed mid-animation: the animator runs on to its end, settles nothing on the freed
    /// view, and its completion runs once.
    @Test func aViewFreedMidAnimationLeavesItsAnimatorToRunOutCleanly() {
        let stage = AnimationStage()
        weak var freed: View?
        var completions: [Bool] = []
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            freed = view
            stage.window.rootView.addSubview(view)
            View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.center = Point(x: 200, y: 5)
            } completion: {
                completions.append($0)
            }
            stage.frames(10)
            view.removeFromSuperview()
        }
        #expect(freed == nil, "the view went mid-animation")
        stage.frames(60)
        #expect(completions == [true], "the animation ran out once")
        #expect(!stage.driver.hasRunningAnimations)
    }

    /// An expectation that fails describes its values by reflection, as `dump` does: a driver
    /// whose animator changed a view that has gone can still be described. (Reflecting the
    /// animator's unowned reference to the freed view crashed the whole test run, when an
    /// expectation about a driver failed.)
    @Test func aDriverWhoseAnimatorOutlivedItsViewCanBeDescribed() {
        let stage = AnimationStage()
        weak var freed: View?
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            freed = view
            stage.window.rootView.addSubview(view)
            animator.addAnimations { view.alpha = 0 }
            animator.startAnimation()
            stage.frames(10)
            view.removeFromSuperview()
        }
        #expect(freed == nil, "the view went mid-animation")
        var description = ""
        dump(stage.driver, to: &description, maxDepth: 12)
        dump(animator, to: &description, maxDepth: 12)
        #expect(description.contains("PropertyAnimator"))
        stage.frames(60)
        #expect(!stage.driver.hasRunningAnimations)
    }

    /// Stopped, its view freed, then finished at each position: the finish has nothing left to
    /// move, and no position reaches the freed view.
    @Test(arguments: [PropertyAnimator.Position.start, .end, .current])
    func aStoppedAnimatorFinishesAfterItsViewIsFreed(at position: PropertyAnimator.Position) {
        let stage = AnimationStage()
        weak var freed: View?
        var ended: [PropertyAnimator.Position] = []
        let animator: PropertyAnimator
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            freed = view
            stage.window.rootView.addSubview(view)
            animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            stage.frames(30)
            animator.stopAnimation(false)
            view.removeFromSuperview()
        }
        #expect(freed == nil, "the view went between the stop and the finish")
        animator.finishAnimation(at: position)
        #expect(ended == [position])
    }

    /// An owner of its own that keeps no `AnimationLifetime` is held weakly, and one that keeps
    /// one and ends it in `deinit` is held unowned: either, freed mid-animation, is let go.
    @Test(arguments: [false, true])
    func aCustomOwnerFreedMidAnimationIsLetGo(keepsLifetime: Bool) {
        final class Level {
            var storage = AnimatableProperty(0.0)
            let lifetime: AnimationLifetime?
            let driver: AnimationDriver
            init(keepsLifetime: Bool, driver: AnimationDriver) {
                lifetime = keepsLifetime ? AnimationLifetime() : nil
                self.driver = driver
            }
            isolated deinit { lifetime?.end() }
            func set(_ value: Double) {
                AnimationTransaction.set(\Level.storage, of: self, to: value, driver: driver, lifetime: lifetime)
            }
        }
        let stage = AnimationStage()
        weak var freed: Level?
        var completions = 0
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        do {
            let level = Level(keepsLifetime: keepsLifetime, driver: stage.driver)
            freed = level
            animator.addAnimations { level.set(10) }
            animator.addCompletion { _ in completions += 1 }
            animator.startAnimation()
            stage.frames(10)
            #expect(level.storage.isAnimating && level.storage.model == 10)
        }
        #expect(freed == nil, "the owner went mid-animation")
        stage.frames(60)
        #expect(completions == 1)
        #expect(!stage.driver.hasRunningAnimations)
    }
}
