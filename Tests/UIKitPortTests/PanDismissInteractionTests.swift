import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `PanDismissInteraction.swift` run as written: "Show Sheet" slides the sheet up over the
/// window (0.3 s, ease-out); a drag down on it pulls it down under the finger (the linear
/// dismissal scrubbed by the drag's share of the height), and the release dismisses it past
/// halfway or on a flick faster than 1000 points a second (the rest of the way 1.5 times as fast
/// on a flick), else sends it back up; "Close" slides it down on ease-in without a drag.
///
/// The rest of the way runs the percent-driven transition's completion curve, ease-in-out (as
/// UIKit's), over (what is left) × 0.3 s / speed: halfway through that time the sheet is halfway
/// between where the finger left it and where it goes.
@MainActor @Suite struct PanDismissInteractionTests {
    private let window = Rect(x: 0, y: 0, width: 400, height: 300)

    /// The home screen with the sheet shown and at rest.
    private func sheetShown() throws -> (PortStage, PanDismissHomeViewController, PanDismissSheetViewController) {
        let home = PanDismissHomeViewController()
        let stage = PortStage(root: home)
        stage.frames(1)
        try stage.tapButton("Show Sheet")
        stage.settle()
        let sheet = try #require(home.presentedViewController as? PanDismissSheetViewController)
        return (stage, home, sheet)
    }

    /// The sheet's interaction controller, as its transitioning delegate holds it.
    private func interaction(of sheet: PanDismissSheetViewController) throws -> PanDismissInteractionController {
        let delegate = try #require(sheet.transitioningDelegate as? PanDismissTransitionDelegate)
        return try #require(delegate.interactionController)
    }

    /// A press at (200, 60) and, from the next frame, `steps` moves of `step` points down, one a frame, checking after
    /// each (once the pan has begun and updated) that the sheet shows exactly under the finger
    /// and that the transition's progress is the drag's share of the height. No release.
    private func drag(_ steps: Int, by step: Double, on stage: PortStage, home: ViewController, sheet: ViewController) {
        stage.pointer(.down, 200, 60)
        stage.frames(1)
        for index in 1...steps {
            let translation = step * Double(index)
            stage.pointer(.move, 200, 60 + translation)
            stage.frames(1)
            guard index > 1, let context = home.presentationTransition else { continue }
            let expected = min(max(translation, 0), 300)
            #expect(context.isInteractive && abs(context.percentComplete - expected / 300) < 1e-9)
            #expect(abs(stage.shownFrame(sheet.view).minY - expected) < 1e-6, "under the finger at \(translation)")
            #expect(stage.shownFrame(sheet.view).size == window.size)
        }
    }

    @Test func theSheetSlidesUpFromBelowOnEaseOut() throws {
        let home = PanDismissHomeViewController()
        let stage = PortStage(root: home)
        stage.frames(1)
        try stage.tapButton("Show Sheet")
        let sheet = try #require(home.presentedViewController as? PanDismissSheetViewController)
        let context = try #require(home.presentationTransition)
        #expect(context.kind == .present && !context.isInteractive)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        #expect(stage.shownFrame(sheet.view) == window.offsetBy(dx: 0, dy: 300), "just below the window")
        #expect(sheet.view.frame == window, "the model is the end")

        stage.frames(9)  // 0.15 s of 0.3
        #expect(abs(stage.shownFrame(sheet.view).minY - 300 * (1 - easeOut(0.5))) < 1e-6)
        stage.frames(8)  // 17/60 s: not over yet
        #expect(home.presentationTransition != nil && completions == 0)
        stage.settle()
        #expect(home.presentationTransition == nil && completions == 1)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.frame == window && stage.shownFrame(sheet.view) == window)
        #expect(stage.label("Drag down to dismiss") != nil)
    }

    @Test func aSlowDragPastHalfwayFollowsTheFingerAndDismisses() throws {
        let (stage, home, sheet) = try sheetShown()
        let interaction = try interaction(of: sheet)
        drag(20, by: 10, on: stage, home: home, sheet: sheet)  // 200 points at 600 points a second
        let context = try #require(home.presentationTransition)
        #expect(context.kind == .dismiss && interaction.interactionInProgress)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        #expect(home.presentedViewController === sheet, "still presented while held")

        stage.pointer(.up, 200, 260)
        let pan = try #require(interaction.panGestureRecognizer)
        #expect(abs(pan.velocity(in: nil).y - 600) < 1e-6, "a slow release, no flick")
        #expect(!interaction.interactionInProgress && interaction.completionSpeed == 1)
        #expect(!context.isInteractive && !context.isCancelled)
        // The last third in 0.1 s on ease-in-out: halfway between 200 and 300 at 0.05 s.
        stage.frames(3)
        #expect(abs(stage.shownFrame(sheet.view).minY - 250) < 1e-6, "\(stage.shownFrame(sheet.view))")
        stage.frames(2)
        #expect(home.presentationTransition != nil && completions == 0)
        stage.frames(1)
        #expect(home.presentationTransition == nil && completions == 1)
        #expect(home.presentedViewController == nil && sheet.view.superview == nil)
        #expect(stage.label("Drag down to dismiss") == nil)
        try stage.tapButton("Show Sheet")
        #expect(home.presentedViewController is PanDismissSheetViewController, "the home screen takes taps again")
    }

    @Test func aShortSlowDragIsCancelledAndTheSheetGoesBackUp() throws {
        let (stage, home, sheet) = try sheetShown()
        let interaction = try interaction(of: sheet)
        drag(10, by: 10, on: stage, home: home, sheet: sheet)  // 100 points at 600 points a second
        let context = try #require(home.presentationTransition)
        var completions = 0
        var cancelled = false
        context.coordinator.animate(alongsideTransition: nil) {
            completions += 1
            cancelled = $0.isCancelled
        }

        stage.pointer(.up, 200, 160)
        #expect(context.isCancelled && interaction.completionSpeed == 1)
        // Back the third in 0.1 s on ease-in-out: halfway between 100 and 0 at 0.05 s.
        stage.frames(3)
        #expect(abs(stage.shownFrame(sheet.view).minY - 50) < 1e-6, "\(stage.shownFrame(sheet.view))")
        stage.frames(2)
        #expect(home.presentationTransition != nil && completions == 0)
        stage.frames(1)
        #expect(home.presentationTransition == nil && completions == 1 && cancelled)
        #expect(home.presentedViewController === sheet && sheet.view.superview != nil, "still presented")
        #expect(sheet.view.frame == window && stage.shownFrame(sheet.view) == window, "back where it was")
        #expect(stage.label("Drag down to dismiss") != nil)

        // And the next drag takes it down again.
        drag(20, by: 10, on: stage, home: home, sheet: sheet)
        stage.pointer(.up, 200, 260)
        stage.settle()
        #expect(home.presentedViewController == nil && sheet.view.superview == nil)
    }

    @Test func aFlickDismissesFromAThirdOfTheWayAtOneAndAHalfTimesTheSpeed() throws {
        let (stage, home, sheet) = try sheetShown()
        let interaction = try interaction(of: sheet)
        drag(4, by: 25, on: stage, home: home, sheet: sheet)  // 100 points at 1500 points a second
        let context = try #require(home.presentationTransition)

        stage.pointer(.up, 200, 160)
        let pan = try #require(interaction.panGestureRecognizer)
        #expect(abs(pan.velocity(in: nil).y - 1500) < 1e-6, "a flick")
        #expect(!context.isCancelled && interaction.completionSpeed == 1.5)
        // The last two thirds in 0.2 s / 1.5 on ease-in-out: halfway between 100 and 300 at 4 frames.
        stage.frames(4)
        #expect(abs(stage.shownFrame(sheet.view).minY - 200) < 1e-6, "\(stage.shownFrame(sheet.view))")
        stage.frames(3)
        #expect(home.presentationTransition != nil)
        stage.frames(1)
        #expect(home.presentationTransition == nil)
        #expect(home.presentedViewController == nil && sheet.view.superview == nil)
    }

    @Test func draggingUpLeavesTheSheetWhereItIs() throws {
        let (stage, home, sheet) = try sheetShown()
        drag(6, by: -10, on: stage, home: home, sheet: sheet)
        stage.pointer(.up, 200, 0)
        stage.settle()
        #expect(home.presentationTransition == nil && home.presentedViewController === sheet)
        #expect(sheet.view.frame == window && stage.shownFrame(sheet.view) == window)
    }

    @Test func closeSlidesTheSheetDownOnEaseInWithoutADrag() throws {
        let (stage, home, sheet) = try sheetShown()
        try stage.tapButton("Close")
        let context = try #require(home.presentationTransition)
        #expect(context.kind == .dismiss && !context.isInteractive)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        #expect(stage.shownFrame(sheet.view) == window)
        stage.frames(9)  // 0.15 s of 0.3
        #expect(abs(stage.shownFrame(sheet.view).minY - 300 * easeIn(0.5)) < 1e-6)
        stage.frames(8)
        #expect(home.presentationTransition != nil && completions == 0)
        stage.settle()
        #expect(home.presentationTransition == nil && completions == 1)
        #expect(home.presentedViewController == nil && sheet.view.superview == nil)
    }
}
