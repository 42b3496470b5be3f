import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// SwipeDismissPopup.swift run as written: a popup presented with `modalTransitionStyle`
/// `.crossDissolve`; a swipe up bounces its card, a swipe down slides it off and dismisses it,
/// through UISwipeGestureRecognizer.
@MainActor @Suite struct SwipeDismissPopupTests {
    @Test func aSwipeUpBouncesTheCardAndASwipeDownDismissesIt() throws {
        let presenter = SwipeDismissPopupPresenterViewController()
        let stage = PortStage(root: presenter, size: Size(width: 400, height: 700))
        stage.frames(1)
        try stage.tapButton("Show Popup")
        let popup = try #require(presenter.presentedViewController as? SwipeDismissPopupViewController)
        stage.frames(8)  // a cross-dissolve: 0.25 s on ease-in-out, about half-way
        let fading = popup.view.presentationValues.alpha
        #expect(fading > 0.2 && fading < 0.8, "cross-dissolving: \(fading)")
        stage.settle()
        let card = try #require(stage.label("Swipe me")?.superview)
        #expect(card.frame == Rect(x: 50, y: 240, width: 300, height: 220))

        // Up, quickly: the card jumps 40 points up and springs back.
        stage.drag(from: Point(x: 200, y: 400), step: Point(x: 0, y: -20), moves: 4)
        stage.pointer(.up, 200, 320)
        var highest = 0.0
        for _ in 0..<60 {
            stage.frames(1)
            highest = min(highest, card.presentationValues.transform.ty)
        }
        #expect(abs(highest + 40) < 1e-6, "up by 40 points at the top of the jump: \(highest)")
        stage.settle()
        #expect(card.transform == .identity && presenter.presentedViewController === popup)

        // A slow drag is no swipe: 40 points take longer than half a second.
        stage.drag(from: Point(x: 200, y: 300), step: Point(x: 0, y: 1), moves: 60)
        stage.pointer(.up, 200, 360)
        stage.settle()
        #expect(presenter.presentedViewController === popup, "too slow for a swipe")

        // Down, quickly: the card slides off the bottom and the popup goes.
        stage.drag(from: Point(x: 200, y: 300), step: Point(x: 0, y: 20), moves: 4)
        stage.pointer(.up, 200, 380)
        stage.frames(9)  // 0.15 s of the 0.3 s slide on ease-in
        #expect(card.presentationValues.transform.ty > 0 && card.presentationValues.transform.ty < 460)
        stage.settle()
        #expect(presenter.presentedViewController == nil && popup.view.window == nil)
    }
}
