import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// CustomPercentDriven.swift run as written: a subclass of UIPercentDrivenInteractiveTransition
/// that overrides `startInteractiveTransition(_:)`, `update(_:)`, `finish()` and `cancel()` drives a
/// dismissal under the finger; its overrides are the ones that run, and the Close button plays
/// the whole dismissal without a finger (`wantsInteractiveStart` false).
@MainActor @Suite struct CustomPercentDrivenTests {
    private func opened() throws -> (PortStage, CustomPercentDrivenModalViewController) {
        let stage = PortStage(root: CustomPercentDrivenPresenterViewController(), size: Size(width: 400, height: 600))
        stage.frames(1)
        try stage.tapButton("Open Sheet")
        stage.settle()
        let modal = try #require(stage.navigation.topViewController?.presentedViewController as? CustomPercentDrivenModalViewController)
        return (stage, modal)
    }

    @Test(arguments: [(0.5, true), (0.2, false)])
    func aDragScrubsTheDismissalThroughTheOverrides(fraction: Double, dismisses: Bool) throws {
        let (stage, modal) = try opened()
        let height = 600.0
        let end = stage.drag(from: Point(x: 200, y: 100), step: Point(x: 0, y: fraction * height / 10), moves: 10)
        stage.frames(1)
        let interaction = modal.interaction
        #expect(interaction.didStart, "the override of startInteractiveTransition(_:) ran")
        #expect(abs(interaction.lastPercent - fraction) < 0.02, "update(_:) went through the override: \(interaction.lastPercent)")
        #expect(abs(stage.shownFrame(modal.view).minY - interaction.lastPercent * height) < 1, "the sheet under the finger")
        stage.frames(20)
        stage.pointer(.up, end.x, end.y)
        stage.settle()
        #expect(dismisses ? interaction.didFinish : interaction.didCancel)
        #expect((modal.presentingViewController == nil) == dismisses)
        #expect(stage.label(interaction.summary) != nil || dismisses, "the status shows \(interaction.summary)")
        if !dismisses { #expect(modal.view.frame.minY == 0) }
    }

    @Test func closePlaysTheWholeDismissalWithoutAFinger() throws {
        let (stage, modal) = try opened()
        try stage.tapButton("Close")
        #expect(!modal.interaction.wantsInteractiveStart)
        stage.frames(12)  // 0.2 s of 0.4 on ease-in-out: half-way down
        #expect(abs(stage.shownFrame(modal.view).minY - 300) < 1, "\(stage.shownFrame(modal.view).minY)")
        stage.settle()
        #expect(modal.presentingViewController == nil && modal.interaction.didStart)
    }
}
