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
}
