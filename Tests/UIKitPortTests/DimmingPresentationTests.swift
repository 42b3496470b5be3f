import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// DimmingPresentation.swift run as written: "Show Options" slides a half sheet up from below
/// the bottom edge on ease-out over 0.35 s, rounded, over a dimming view that fades in with it;
/// "Done" or a tap on the dimming slides it back down on ease-in over 0.3 s while the dimming
/// fades out, and both leave the screen.
@MainActor @Suite struct DimmingPresentationTests {
    /// The window is 400 × 300: the sheet rests at (0, 150, 400, 150) and starts and ends just
    /// below the bottom edge, at y = 300.
    private static let restingSheet = Rect(x: 0, y: 150, width: 400, height: 150)
    private static let belowTheBottom = 300.0

    /// The home screen in the stage, laid out, its sheet presented by a tap on "Show Options".
    private func presented(settling: Bool = true) throws -> (PortStage, DimmingHomeViewController, DimmingSheetViewController) {
        let home = DimmingHomeViewController()
        let stage = PortStage(root: home)
        stage.frames(1)
        try stage.tapButton("Show Options")
        let sheet = try #require(home.presentedViewController as? DimmingSheetViewController)
        if settling { stage.settle() }
        return (stage, home, sheet)
    }

    private func dimming(of sheet: DimmingSheetViewController) throws -> View {
        try #require((sheet.presentationController as? DimmingPresentationController)?.dimmingView)
    }

    @Test func showOptionsSlidesTheSheetUpOnEaseOutAsTheDimmingFadesIn() throws {
        let (stage, home, sheet) = try presented(settling: false)
        #expect(sheet.presentationController is DimmingPresentationController)
        let dimming = try dimming(of: sheet)
        let container = try #require(sheet.view.superview)
        #expect(container.subviews.first === dimming, "the dimming lies under the sheet")
        #expect(dimming.frame == container.bounds)
        #expect(dimming.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(stage.shownFrame(sheet.view).minY == Self.belowTheBottom, "just below the bottom edge")
        #expect(dimming.presentationValues.alpha == 0)

        var completions = 0
        let coordinator = try #require(sheet.transitionCoordinator)
        coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }

        for frames in [7, 14] {  // a third and two thirds of 0.35 s
            stage.frames(7)
            let eased = cubicBezier(0, 0, 0.58, 1, at: Double(frames) / 60 / 0.35)
            let shown = stage.shownFrame(sheet.view)
            #expect(abs(shown.minY - (300 - 150 * eased)) < 1e-6, "ease-out after \(frames) frames: \(shown)")
            #expect(shown.size == Self.restingSheet.size)
            #expect(abs(dimming.presentationValues.alpha - eased) < 1e-6, "the dimming follows the sheet")
        }
        #expect(completions == 0 && home.presentationTransition != nil)
        stage.frames(7)  // 21 frames: 0.35 s
        #expect(home.presentationTransition == nil, "over at 0.35 s")
        #expect(completions == 1)

        stage.settle()
        #expect(completions == 1, "the completion ran once")
        #expect(sheet.view.frame == Self.restingSheet && stage.shownFrame(sheet.view) == Self.restingSheet)
        #expect(sheet.view.layer.cornerRadius == 16 && sheet.view.presentationValues.cornerRadius == 16)
        #expect(sheet.view.clipsToBounds)
        #expect(dimming.alpha == 1 && dimming.presentationValues.alpha == 1)
        #expect(dimming.superview === container && dimming.frame == container.bounds)
        #expect(stage.label("Options") != nil && stage.buttons(titled: "Done").count == 1)
        #expect(home.presentedViewController === sheet && home.view.superview != nil && !home.view.isHidden)
    }

    @Test func doneSlidesTheSheetDownOnEaseInAndTheDimmingFadesOutAndLeaves() throws {
        let (stage, home, sheet) = try presented()
        let dimming = try dimming(of: sheet)
        let homeFrame = home.view.frame
        let container = try #require(sheet.view.superview)  // held, to see what the port takes out of it
        try stage.tapButton("Done")
        #expect(home.presentationTransition != nil)
        var completions = 0
        try #require(sheet.transitionCoordinator).animate(alongsideTransition: nil) { _ in completions += 1 }

        var elapsed = 0
        for frames in [6, 9, 12] {  // 0.1, 0.15 and 0.2 s of 0.3
            stage.frames(frames - elapsed)
            elapsed = frames
            let eased = cubicBezier(0.42, 0, 1, 1, at: Double(frames) / 60 / 0.3)
            let shown = stage.shownFrame(sheet.view)
            #expect(abs(shown.minY - (150 + 150 * eased)) < 1e-6, "ease-in after \(frames) frames: \(shown)")
            #expect(abs(dimming.presentationValues.alpha - (1 - eased)) < 1e-6, "the dimming follows the sheet")
        }
        #expect(completions == 0)
        stage.frames(6)  // 18 frames: 0.3 s
        #expect(home.presentationTransition == nil && home.presentedViewController == nil, "over at 0.3 s")
        stage.settle()
        #expect(completions == 1, "the completion ran once")
        #expect(sheet.view.superview == nil, "the sheet has left")
        #expect(dimming.superview == nil, "the dimming has left")
        #expect(container.window == nil && container.subviews.isEmpty)
        #expect(stage.label("Options") == nil && stage.buttons(titled: "Done").isEmpty)
        #expect(home.view.frame == homeFrame && !home.view.isHidden && stage.buttons(titled: "Show Options").count == 1)
    }

    @Test func aTapOnTheDimmingDismissesAndATapOnTheSheetDoesNot() throws {
        let (stage, home, sheet) = try presented()
        let dimming = try dimming(of: sheet)
        stage.pointer(.down, 200, 225)  // on the sheet, away from its button
        stage.pointer(.up, 200, 225)
        stage.frames(1)
        #expect(home.presentationTransition == nil && home.presentedViewController === sheet)

        stage.pointer(.down, 200, 60)  // on the dimming, above the sheet
        stage.pointer(.up, 200, 60)
        #expect(home.presentationTransition != nil, "the dismissal has begun")
        stage.frames(9)  // half of 0.3 s
        let eased = cubicBezier(0.42, 0, 1, 1, at: 0.5)
        #expect(abs(stage.shownFrame(sheet.view).minY - (150 + 150 * eased)) < 1e-6)
        #expect(abs(dimming.presentationValues.alpha - (1 - eased)) < 1e-6)
        stage.settle()
        #expect(home.presentedViewController == nil)
        #expect(sheet.view.superview == nil && dimming.superview == nil)
    }

    @Test func aResizedWindowKeepsTheSheetOnItsBottomHalfAndTheDimmingOverAll() throws {
        let (stage, _, sheet) = try presented()
        let dimming = try dimming(of: sheet)
        stage.window.size = Size(width: 500, height: 420)
        stage.frames(1)
        #expect(stage.shownFrame(sheet.view) == Rect(x: 0, y: 210, width: 500, height: 210))
        #expect(stage.shownFrame(dimming) == Rect(x: 0, y: 0, width: 500, height: 420))
        #expect(dimming.presentationValues.alpha == 1)
    }

    @Test func theSheetCanBeShownAgainAfterItLeaves() throws {
        let (stage, home, sheet) = try presented()
        try stage.tapButton("Done")
        stage.settle()
        try stage.tapButton("Show Options")
        let again = try #require(home.presentedViewController as? DimmingSheetViewController)
        #expect(again !== sheet, "a new sheet")
        stage.settle()
        #expect(stage.shownFrame(again.view) == Self.restingSheet)
        #expect(try dimming(of: again).presentationValues.alpha == 1)
    }
}
