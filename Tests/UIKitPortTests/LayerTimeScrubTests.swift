import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// LayerTimeScrub.swift run as written: a push scrubbed by stopping the container layer's
/// clock and moving its `timeOffset` (before UIViewPropertyAnimator, how iOS code scrubbed); a
/// release past half resumes it by QA1673, a short one winds it back on a display link.
@MainActor @Suite struct LayerTimeScrubTests {
    @Test(arguments: [(0.7, true), (0.3, false)])
    func aDragScrubsThePushAndTheReleaseDecides(fraction: Double, pushes: Bool) throws {
        let start = LayerTimeScrubStartViewController()
        let stage = PortStage(root: start)
        stage.frames(1)
        let width = stage.navigation.transitionView.bounds.width
        // Slowly, so the release has no fling: 8 moves of fraction × width / 8, then a rest.
        let end = stage.drag(from: Point(x: 350, y: 150), step: Point(x: -fraction * width / 8, y: 0), moves: 8)
        stage.frames(1)
        let detail = try #require(stage.navigation.topViewController as? LayerTimeScrubDetailViewController)
        let scrubbed = fraction * width
        // The detail screen is where the drag put it: in from the right edge by the drag.
        let shown = stage.shownFrame(detail.view)
        #expect(abs(shown.minX - (width - scrubbed)) < 1, "\(shown.minX) for \(scrubbed)")
        #expect(abs(stage.shownFrame(start.view).minX - (-0.3 * scrubbed)) < 1, "the start screen shifts by 30%")
        stage.frames(30)
        #expect(abs(stage.shownFrame(detail.view).minX - (width - scrubbed)) < 1, "held while the finger rests")
        stage.frames(10)
        stage.pointer(.up, end.x, end.y)
        stage.settle()
        #expect(stage.stack == (pushes ? ["Start", "Detail"] : ["Start"]))
        if pushes {
            #expect(detail.view.frame == stage.navigation.transitionView.bounds)
        } else {
            #expect(detail.view.superview == nil && start.view.frame == stage.navigation.transitionView.bounds)
        }
        #expect(stage.navigation.transitionView.layer.speed == 1, "the clock runs again")
    }
}
