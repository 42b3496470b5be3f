import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// BouncyCard.swift run as written: iOS 17's `UISpringTimingParameters(duration:bounce:)` on a
/// property animator is the physical spring `Spring(duration:bounce:)`, which the animator runs
/// for its own settling time whatever duration it was given, and what shows follows its closed
/// form, overshoot and all.
@MainActor @Suite struct BouncyCardTests {
    @Test func aTapSendsTheCardAcrossOnTheSpringOfItsDurationAndBounce() throws {
        let controller = BouncyCardViewController()
        let stage = PortStage(root: controller)
        stage.frames(1)
        let card = controller.card
        let (start, end) = (90.0, 310.0)  // 40 pt margins, a 100 pt square, 400 pt wide
        #expect(card.presentationValues.center.x == start)
        stage.tap(controller.view)
        let animator = try #require(controller.animator)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12 && abs(spring.response - 0.5) < 1e-12)
        #expect(animator.duration == spring.settlingDuration(), "its own settling time, not the 0.5 s it was given")
        let motion = spring.motion()
        var furthest = start
        for frame in 1...40 {
            stage.frames(1)
            let shown = card.presentationValues.center.x
            let expected = start + (end - start) * motion.value(at: Double(frame) / 60)
            #expect(abs(shown - expected) < 1e-6, "frame \(frame): \(shown) against \(expected)")
            furthest = max(furthest, shown)
        }
        #expect(furthest > end + 1, "a bounce of 0.3 passes its place: \(furthest)")
        stage.settle()
        #expect(card.presentationValues.center.x == end && !animator.isRunning)
        stage.tap(controller.view)
        stage.settle()
        #expect(card.presentationValues.center.x == start, "and back")
    }
}
