import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// Sample 001's UIKit code (`Sample001PanInteraction.swift`) run as written: the detail slides
/// in, a pan on it scrubs the dismissal (200 points is all of it), and the release decides.
@MainActor @Suite struct Sample001Tests {
    private func presented() -> (PortStage, MainViewController) {
        let main = MainViewController(title: "main")
        let stage = PortStage(root: main)
        main.showDetail()
        stage.settle()
        return (stage, main)
    }

    @Test func theDetailSlidesInFromTheRightAsItFadesIn() {
        let main = MainViewController(title: "main")
        let stage = PortStage(root: main)
        main.showDetail()
        stage.frames(12)  // 0.2 s of 0.35 on ease-out
        let eased = cubicBezier(0, 0, 0.58, 1, at: 0.2 / 0.35)
        let shown = stage.shownFrame(main.detailVC.view)
        #expect(abs(shown.minX - 200 * (1 - eased)) < 1e-6, "on the ease-out curve: \(shown)")
        #expect(abs(main.detailVC.view.presentationValues.alpha - eased) < 1e-6)
        stage.settle()
        let window = stage.window.rootView.bounds
        #expect(main.presentedViewController === main.detailVC && stage.shownFrame(main.detailVC.view) == window)
    }

    @Test(arguments: [(140.0, true), (60.0, false)])
    func aPanScrubsTheDismissalAndTheReleaseDecides(distance: Double, dismisses: Bool) throws {
        let (stage, main) = presented()
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
        // 1:1 under the pointer, not along the block's ease-out: where one block animation is the
        // whole transition, ViewKit scrubs its progress, as a property animator's (a choice;
        // `TransitionContext.timelineAnimator(running:)` says why).
        #expect(abs(shown.minX - 200 * context.percentComplete) < 1e-6, "scrubbed 1:1: \(shown)")
        stage.pointer(.up, 100 + distance, 150)
        stage.settle()
        #expect(main.presentationTransition == nil)
        #expect((main.presentedViewController == nil) == dismisses)
        #expect(!main.panInteraction.isInteractive)
    }

    #if DEMO_COMPARISONS
        /// The demo's modal mode under `--rules sample` runs the same code: the sample's
        /// `PanInteraction`, handed out by its delegate while the pan drives. A present, then a drag
        /// that dismisses or goes back, shows the detail at the same place and opacity every frame.
        @Test(arguments: [140.0, 60.0])
        func theDemoShowsItFrameForFrame(distance: Double) throws {
            func drive(
                present: () -> Void, frames: (Int) -> Void, pointer: (PointerEvent.Phase, Double, Double) -> Void,
                detail: () -> View?, running: () -> Bool
            ) -> [ShownFrame] {
                var shown: [ShownFrame] = []
                present()
                guard let view = detail() else { return [] }
                func record() { shown.append(ShownFrame(view)) }
                while running() && shown.count < 120 {
                    frames(1)
                    record()
                }
                pointer(.down, 300, 400)
                for step in 1...10 {
                    pointer(.move, 300 + distance * Double(step) / 10, 400)
                    frames(1)
                    record()
                }
                pointer(.up, 300 + distance, 400)
                while running() && shown.count < 240 {
                    frames(1)
                    record()
                }
                return shown
            }
            let main = MainViewController(title: "main")
            let stage = PortStage(root: main, size: DemoStage.size)
            let port = drive(
                present: { main.showDetail() }, frames: stage.frames, pointer: stage.pointer,
                detail: { main.detailVC.view }, running: { main.presentationTransition != nil })
            let demo = DemoStage(mode: "modal")
            let root = demo.rootViewController
            let shown = drive(
                present: { demo.key(.space) }, frames: demo.frames, pointer: demo.pointer,
                detail: { root.presentedViewController?.view }, running: { root.presentationTransition != nil })
            #expect(port.count == shown.count && port.count > 30, "\(port.count) frames against \(shown.count)")
            let worst = ShownFrame.worst(port, shown)
            #expect(worst.points <= 0.5, "the farthest a corner strays: \(worst.points) points")
            #expect(worst.alpha <= 0.01, "opacity apart by \(worst.alpha)")
            #expect((root.presentedViewController == nil) == (distance > 100) && (main.presentedViewController == nil) == (distance > 100))
        }
    #endif
}
