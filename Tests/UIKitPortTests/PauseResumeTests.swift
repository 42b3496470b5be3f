import Glibc
import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// PauseResume.swift run as written: QA1673's pauseLayer and resumeLayer on a square spinning
/// once every 2 s; what shows holds while paused and goes on from there, with no jump.
@MainActor @Suite struct PauseResumeTests {
    /// The square's turn as it shows, in (−π, π].
    private func angle(_ square: View) -> Double {
        let shown = square.presentationValues.transform
        return atan2(shown.b, shown.a)
    }

    @Test func pauseHoldsTheSquareAndResumeGoesOnWithNoJump() throws {
        let controller = PauseResumeViewController()
        let stage = PortStage(root: controller)
        stage.frames(1)
        let square = try #require(controller.view.subviews.first { $0.backgroundColor == .systemOrange })
        #expect(stage.label("Spinning") != nil)
        stage.frames(29)  // 0.5 s since it was added with the view: a quarter turn, linear
        #expect(abs(angle(square) - .pi / 2) < 1e-6, "\(angle(square))")
        try stage.tapButton("Pause")
        #expect(stage.label("Paused") != nil && !stage.buttons(titled: "Resume").isEmpty)
        let held = angle(square)
        stage.frames(45)
        #expect(abs(angle(square) - held) < 1e-9, "held while paused")
        try stage.tapButton("Resume")
        stage.frames(0)
        #expect(abs(angle(square) - held) < 1e-9, "no jump")
        stage.frames(15)  // 0.25 s: an eighth of a turn further
        #expect(abs(angle(square) - (held + .pi / 4)) < 1e-6, "\(angle(square)) after \(held)")
        #expect(stage.label("Spinning") != nil)
        // Back from the background without its spin, it puts it back when told.
        square.layer.removeAllAnimations()
        #expect(square.layer.animationKeys()?.isEmpty ?? true)
        PauseResumeNotifications.postWillEnterForeground()
        #expect(square.layer.animationKeys() == ["PauseResume.spin"])
    }

    /// A controller that has gone is not told: its observation ends with it, as on iOS (its
    /// handler holds it `unowned`).
    @Test func aControllerThatHasGoneIsNotToldOfTheForeground() {
        weak var gone: PauseResumeViewController?
        do {
            let controller = PauseResumeViewController()
            controller.loadViewIfNeeded()
            gone = controller
        }
        #expect(gone == nil)
        PauseResumeNotifications.postWillEnterForeground()
        PauseResumeNotifications.postWillEnterForeground()
    }
}
