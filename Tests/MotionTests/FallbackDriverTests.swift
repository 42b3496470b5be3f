import Foundation
import Motion
import Testing

/// The thread's fallback driver, where animators run that animate nothing in a window.
struct FallbackDriverTests {
    /// What the thread below left running, seen after the thread has ended.
    nonisolated(unsafe) private static weak var animatorLeftRunning: PropertyAnimator?

    /// A running animator and its driver hold each other; a thread that ends while an animator
    /// runs on its fallback driver must not leave the two alive (LeakSanitizer found them).
    @Test func aThreadThatEndsLetsGoOfWhatRunsOnItsFallbackDriver() throws {
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { _ in
                let animator = PropertyAnimator(duration: 1, curve: .linear) {}
                animator.startAnimation()
                FallbackDriverTests.animatorLeftRunning = animator
                precondition(AnimationDriver.fallback.hasRunningAnimations)
                return nil
            }, nil)
        try #require(created == 0)
        pthread_join(thread, nil)
        #expect(Self.animatorLeftRunning == nil, "the animator outlived its thread")
    }
}
