import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// Sample 001's UIKit code (`Sample001PanInteraction.swift`) run as written: the detail slides
/// in, a pan on it scrubs the dismissal (200 points is all of it), and the release decides.
@Suite struct Sample001Tests {
    private func presented() -> (PortStage, MainViewController) {
        let main = MainViewController(title: "main")
        let stage = PortStage(root: main)
        main.showDetail()
        stage.settle()
        return (stage, main)
    }

    @Test func theDetailSlidesInFromTheRight() {
        let main = MainViewController(title: "main")
        let stage = PortStage(root: main)
        main.showDetail()
        stage.frames(15)  // 0.25 s of 0.5 on ease-in-out: halfway
        let shown = stage.shownFrame(main.detailVC.view)
        let window = stage.window.rootView.bounds
        #expect(abs(shown.minX - window.width / 2) < 1e-6, "halfway in: \(shown)")
        stage.settle()
        #expect(main.presentedViewController === main.detailVC && stage.shownFrame(main.detailVC.view) == window)
    }

    @Test(arguments: [(140.0, true), (60.0, false)])
    func aPanScrubsTheDismissalAndTheReleaseDecides(distance: Double, dismisses: Bool) throws {
        let (stage, main) = presented()
        let width = stage.window.rootView.bounds.width
        stage.pointer(.down, 100, 150)
        let steps = 10
        for step in 1...steps {
            stage.pointer(.move, 100 + distance * Double(step) / Double(steps), 150)
            stage.frames(1)
        }
        let context = try #require(main.presentationTransition)
        #expect(context.isInteractive)
        #expect(abs(context.percentComplete - distance / 200) < 0.06, "the pan's share of 200 points")
        let shown = stage.shownFrame(main.detailVC.view)
        #expect(abs(shown.minX - context.percentComplete * width) < 1e-6, "scrubbed on the linear block")
        stage.pointer(.up, 100 + distance, 150)
        stage.settle()
        #expect(main.presentationTransition == nil)
        #expect((main.presentedViewController == nil) == dismisses)
        #expect(!main.panInteraction.isInteractive)
    }
}
