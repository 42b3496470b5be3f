import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// FadeTransition.swift run as written: its buttons tapped, a custom modal that fades in on
/// ease-in-out and out again, the presenting screen untouched.
@MainActor @Suite struct FadeTransitionTests {
    @Test func theDetailsFadeInOverTheWholeWindowAndOutAgain() throws {
        let home = FadeHomeViewController()
        let stage = PortStage(root: home)
        stage.frames(1)
        let homeFrame = home.view.frame
        try stage.tapButton("Show Details")
        let detail = try #require(home.presentedViewController as? FadeDetailViewController)
        stage.frames(9)  // 0.15 s of 0.3: ease-in-out is halfway
        #expect(abs(detail.view.presentationValues.alpha - 0.5) < 1e-6)
        stage.settle()
        let container = try #require(detail.view.superview)
        #expect(detail.view.frame == container.bounds)
        #expect(detail.view.alpha == 1 && detail.view.presentationValues.alpha == 1)
        #expect(stage.label("Faded in") != nil)
        #expect(home.view.frame == homeFrame && home.view.alpha == 1 && home.view.transform == .identity)

        try stage.tapButton("Close")
        stage.frames(9)
        #expect(abs(detail.view.presentationValues.alpha - 0.5) < 1e-6)
        stage.settle()
        #expect(home.presentedViewController == nil)
        #expect(detail.view.superview == nil)
        #expect(home.view.frame == homeFrame && home.view.alpha == 1)
    }
}
