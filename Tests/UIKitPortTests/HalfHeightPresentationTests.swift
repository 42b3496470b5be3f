import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `HalfHeightPresentation.swift` run as written: a custom presentation controller puts the sheet
/// in the bottom half behind a dimming view that fades with it; the sheet slides up in 0.35 s on
/// ease-out and down in 0.25 s on ease-in, and a tap on the dimming view or "Close" dismisses it.
@MainActor @Suite struct HalfHeightPresentationTests {
    private let bottomHalf = Rect(x: 0, y: 150, width: 400, height: 150)

    private func presented() throws -> (PortStage, HalfSheetHostViewController, View) {
        let host = HalfSheetHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        host.presentHalfSheet()
        stage.settle()
        let sheet: View = try #require(host.presentedSheet).view
        return (stage, host, sheet)
    }

    /// The dimming view: the presentation controller's.
    private func dimming(of host: HalfSheetHostViewController) throws -> View {
        try #require(host.presentedSheet?.presentationController as? HalfSheetPresentationController).dimmingView
    }

    @Test func theSheetSlidesUpIntoTheBottomHalfAsTheDimmingFadesIn() throws {
        let host = HalfSheetHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        host.presentHalfSheet()
        let sheet: View = try #require(host.presentedSheet).view
        let dimming = try dimming(of: host)
        for frame in 1...20 {
            stage.frames(1)
            guard host.presentationTransition != nil else { break }
            let eased = easeOut(min(Double(frame) / 60 / 0.35, 1))
            #expect(stage.shownFrame(sheet).isNear(bottomHalf.offsetBy(dx: 0, dy: 150 * (1 - eased))), "frame \(frame)")
            #expect(abs(dimming.presentationValues.alpha - eased) < 1e-6, "alongside, on the same curve: frame \(frame)")
        }
        stage.settle()
        #expect(host.presentedViewController === host.presentedSheet && sheet.frame == bottomHalf)
        #expect(dimming.superview != nil && dimming.frame == stage.window.rootView.bounds && dimming.alpha == 1)
        // Its top corners rounded, the bottom ones square: `maskedCorners`, as drawn.
        #expect(sheet.cornerRadius == 16 && sheet.roundedCorners == .top && sheet.clipsToBounds)
    }

    @Test func aTapOnTheDimmingSlidesItDownOnEaseInAndTakesTheDimmingAway() throws {
        let (stage, host, sheet) = try presented()
        let dimming = try dimming(of: host)
        stage.pointer(.down, 200, 60)
        stage.pointer(.up, 200, 60)
        for frame in 1...15 {
            stage.frames(1)
            guard host.presentationTransition != nil else { break }
            let eased = easeIn(min(Double(frame) / 60 / 0.25, 1))
            #expect(stage.shownFrame(sheet).isNear(bottomHalf.offsetBy(dx: 0, dy: 150 * eased)), "frame \(frame)")
            #expect(abs(dimming.presentationValues.alpha - (1 - eased)) < 1e-6, "frame \(frame)")
        }
        stage.settle()
        #expect(host.presentedViewController == nil && sheet.superview == nil && dimming.superview == nil)
    }

    @Test func closeDismissesItAndTheHostCanPresentAgain() throws {
        let (stage, host, _) = try presented()
        try stage.tapButton("Close")
        stage.settle()
        #expect(host.presentedViewController == nil)
        try stage.tapButton("Show Half Sheet")
        stage.settle()
        #expect(host.presentedSheet != nil && host.presentedViewController === host.presentedSheet)
    }

    @Test func aTapOnTheSheetItselfDoesNotDismiss() throws {
        let (stage, host, _) = try presented()
        stage.pointer(.down, 200, 250)
        stage.pointer(.up, 200, 250)
        stage.settle()
        #expect(host.presentedViewController === host.presentedSheet)
    }
}
