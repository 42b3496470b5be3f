import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `SheetWithDetents.swift` run as written: a page sheet at its medium detent, undimmed there,
/// "Expand" springing it to large inside `animateChanges`, a drag on it back down telling the
/// delegate (code's own changes do not, as UIKit's do not), and "Done" dismissing it.
@MainActor @Suite struct SheetWithDetentsTests {
    private func shown() throws -> (PortStage, DetentsHostViewController, SheetPresentationController) {
        let host = DetentsHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        host.showSheet()
        stage.settle()
        let content = try #require(host.presentedSheet)
        let sheet = try #require(content.sheetPresentationController)
        return (stage, host, sheet)
    }

    @Test func itRestsAtTheMediumDetentUndimmedWithItsGrabberAndCorners() throws {
        let (_, host, sheet) = try shown()
        let large = sheet.maximumDetentValue
        #expect(large > 200)
        #expect(sheet.selectedDetentIdentifier == .medium && abs(sheet.height - large / 2) < 1e-9)
        let content = try #require(host.presentedSheet)
        #expect(abs(content.view.frame.minY - (300 - large / 2)) < 1e-9, "its top edge at the detent: \(content.view.frame)")
        #expect(!sheet.grabberView.isHidden && content.view.cornerRadius == 20)
        #expect(sheet.dimmingView.alpha == 0, "undimmed up to the medium detent")
        #expect(host.detentChanges.isEmpty)
    }

    @Test func expandSpringsToLargeAndDimsWithoutTellingTheDelegate() throws {
        let (stage, host, sheet) = try shown()
        let large = sheet.maximumDetentValue
        try stage.tapButton("Expand")
        stage.frames(6)
        #expect(sheet.height > large / 2 + 1 && sheet.height < large - 1, "on its way: \(sheet.height)")
        stage.settle()
        #expect(sheet.selectedDetentIdentifier == .large && abs(sheet.height - large) < 1e-6)
        #expect(abs(sheet.dimmingView.alpha - sheet.maximumDimmingAlpha) < 1e-9, "fully dimmed at large")
        #expect(host.detentChanges.isEmpty, "a change the app made is not reported")
    }

    @Test func aDragDownToMediumIsReportedOnce() throws {
        let (stage, host, sheet) = try shown()
        host.expandSheet()
        stage.settle()
        let large = sheet.maximumDetentValue
        var y = 300 - large + 20
        stage.pointer(.down, 200, y)
        for _ in 0..<20 {
            y += large / 2 / 20
            stage.pointer(.move, 200, y)
            stage.frames(1)
        }
        stage.frames(10)  // held still: let go at rest, by the detent nearest
        stage.pointer(.up, 200, y)
        stage.settle()
        #expect(sheet.selectedDetentIdentifier == .medium && abs(sheet.height - large / 2) < 1e-6, "\(sheet.height)")
        #expect(host.detentChanges == [.medium])
    }

    @Test func doneDismissesIt() throws {
        let (stage, host, _) = try shown()
        try stage.tapButton("Done")
        stage.settle()
        #expect(host.presentedViewController == nil && host.presentedSheet == nil)
    }
}
