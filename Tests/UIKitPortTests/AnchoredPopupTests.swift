import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// AnchoredPopup.swift run as written, in a 400 × 300 window. The frames are the constraints'
/// one solution, worked by hand as UIKit documents them, with the labels' sizes Drawer measures
/// (a line of an n-point font ⌈1.2 n⌉ tall, each character 0.6 n wide, outside a host that
/// measures text):
///
/// - Width: at most 280 (required), its leading edge at least 24 in, which with its centre on
///   the view's allows 400 − 48 = 352; so the preferred 280 (priority 750) holds. x = 200 − 140
///   = 60.
/// - Height, from the content (no constraint sets it): the title 20 from the top, one line of
///   20 points, 24 tall; the message 8 under it, wrapped at 280 − 40 = 240 points in 15-point
///   text (9 a character, 26 a line at most): "Your photos are backed up." / "You can turn this
///   off at" / "any time in Settings.", 3 × 18 = 54 tall; "OK" 16 under it, 44 tall, 12 above
///   the bottom. 20 + 24 + 8 + 54 + 16 + 44 + 12 = 178, so y = 150 − 89 = 61.
///
/// The popup's own constraints (its labels and button to its edges) are activated in its
/// `init(frame:)`, before it is in the window, as UIKit code does; they place its subviews once
/// it joins the window all the same.
@MainActor @Suite struct AnchoredPopupTests {
    private static let restingPopup = Rect(x: 60, y: 61, width: 280, height: 178)

    private func shown() throws -> (PortStage, PopupHostViewController, PopupView, View) {
        let host = PopupHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        try stage.tapButton("Show Popup")
        let popup = try #require(host.popupView)
        let dimming = try #require(host.dimmingView)
        return (stage, host, popup, dimming)
    }

    /// The popup's content at a popup `width` wide whose message is `lines` lines.
    private func expectContent(_ popup: PopupView, width: Double, lines: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let inner = width - 40
        #expect(popup.titleLabel.frame == Rect(x: 20, y: 20, width: inner, height: 24), sourceLocation: sourceLocation)
        #expect(popup.messageLabel.frame == Rect(x: 20, y: 52, width: inner, height: 18 * lines), sourceLocation: sourceLocation)
        #expect(
            popup.okButton.frame == Rect(x: 20, y: 52 + 18 * lines + 16, width: inner, height: 44), sourceLocation: sourceLocation)
    }

    /// The corners the popup shows at in the window for a scale `s` about its centre (200, 150).
    private func corners(scale s: Double) -> [Point] {
        let (w, h) = (Self.restingPopup.width / 2 * s, Self.restingPopup.height / 2 * s)
        return [Point(x: 200 - w, y: 150 - h), Point(x: 200 + w, y: 150 - h), Point(x: 200 + w, y: 150 + h), Point(x: 200 - w, y: 150 + h)]
    }

    private func expectCorners(_ shown: [Point], _ expected: [Point], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let worst = zip(shown, expected).map { $0.distance(to: $1) }.max() ?? .infinity
        #expect(worst < 1e-6, "\(comment): \(shown)", sourceLocation: sourceLocation)
    }

    /// Laid out before it shows: the model frames are the resting ones from the first frame
    /// (only the fade and the scale animate, never the frame). It fades in with alpha e and
    /// scales from 0.85 by 0.15 e about its centre, e = easeOut(n / 18) after n frames of 0.3 s,
    /// the dimming fading in with it.
    @Test func itFadesAndScalesInAtItsConstrainedFrame() throws {
        let (stage, host, popup, dimming) = try shown()
        #expect(host.view.subviews.suffix(2).map { $0 } == [dimming, popup], "on top of everything")
        #expect(popup.frame.size == Self.restingPopup.size || popup.transform != .identity)
        #expect(popup.bounds.size == Self.restingPopup.size && popup.center == Point(x: 200, y: 150))
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        expectContent(popup, width: 280, lines: 3)
        expectCorners(stage.shownCorners(popup), corners(scale: 0.85), "at the start")
        #expect(popup.presentationValues.alpha == 0 && dimming.presentationValues.alpha == 0)
        for n in 1...17 {
            stage.frames(1)
            let e = easeOut(Double(n) / 18)
            expectCorners(stage.shownCorners(popup), corners(scale: 0.85 + 0.15 * e), "frame \(n)")
            #expect(abs(popup.presentationValues.alpha - e) < 1e-6, "frame \(n)")
            #expect(abs(dimming.presentationValues.alpha - e) < 1e-6, "frame \(n)")
            #expect(popup.bounds.size == Self.restingPopup.size, "the frame does not animate")
        }
        stage.settle()
        #expect(popup.transform == .identity && popup.frame == Self.restingPopup)
        #expect(stage.shownFrame(popup) == Self.restingPopup)
        #expect(popup.presentationValues.alpha == 1 && dimming.presentationValues.alpha == 1)
        expectContent(popup, width: 280, lines: 3)
        #expect(stage.shownFrame(popup.messageLabel) == Rect(x: 80, y: 113, width: 240, height: 54))
        #expect(!popup.hasAmbiguousLayout && !popup.messageLabel.hasAmbiguousLayout)
    }

    /// `dismissPopup()` (what "OK" and the dimming call) fades it out to a scale of 0.85 over 0.2 s
    /// on ease-in (12 frames), then both views leave. Removing them deactivates the constraints that tied them to the host's view (UIKit's
    /// `removeFromSuperview`); the popup's own, between it and its subviews or on it alone, stay.
    @Test func itFadesOutAndTheRemovalTakesItsConstraintsToTheViewAway() throws {
        let (stage, host, popup, dimming) = try shown()
        stage.settle()
        let placing = host.popupConstraints
        #expect(placing.count == 9 && placing.allSatisfy(\.isActive))
        var completions = 0
        host.dismissPopup { completions += 1 }
        #expect(host.popupView == nil, "dismissing")
        for n in 1...11 {
            stage.frames(1)
            let e = easeIn(Double(n) / 12)
            expectCorners(stage.shownCorners(popup), corners(scale: 1 - 0.15 * e), "frame \(n)")
            #expect(abs(popup.presentationValues.alpha - (1 - e)) < 1e-6, "frame \(n)")
            #expect(abs(dimming.presentationValues.alpha - (1 - e)) < 1e-6, "frame \(n)")
        }
        #expect(popup.superview != nil, "still there until the animation ends")
        stage.settle()
        #expect(popup.superview == nil && dimming.superview == nil)
        // The seven that name the host's view went; the popup's two widths, installed on it, stay.
        let toTheView = placing.filter { $0.secondItem != nil }
        #expect(toTheView.count == 7 && toTheView.allSatisfy { !$0.isActive }, "the constraints to the view went with it")
        #expect(placing.filter { $0.secondItem == nil }.allSatisfy { $0.isActive })
        // Its own: three for the title, three for the message, four for OK, and the two widths.
        #expect(popup.constraints.count == 12 && popup.constraints.allSatisfy(\.isActive), "its own stayed")
        #expect(host.view.constraints.count == 2, "the Show Popup button's centring")
        #expect(stage.buttons(titled: "OK").isEmpty && completions == 1)
    }

    /// "OK" is a button the popup's constraints place (20, 122, 240, 44) in it, (80, 183, 240,
    /// 44) in the window: a tap at its centre, (200, 205), dismisses.
    @Test func okDismissesIt() throws {
        let (stage, host, popup, _) = try shown()
        stage.settle()
        let ok = try #require(stage.buttons(titled: "OK").first)
        #expect(stage.shownFrame(ok) == Rect(x: 80, y: 183, width: 240, height: 44))
        try stage.tapButton("OK")
        #expect(host.popupView == nil)
        stage.settle()
        #expect(popup.superview == nil)
    }

    /// A tap on the dimming, under the popup, dismisses it; a tap on the popup itself does not.
    @Test func aTapOnTheDimmingDismissesAndOneOnThePopupDoesNot() throws {
        let (stage, host, popup, _) = try shown()
        stage.settle()
        stage.pointer(.down, 200, 90)  // on the title (y 81 to 105 in the window), above the message
        stage.pointer(.up, 200, 90)
        stage.frames(2)
        #expect(host.popupView === popup && popup.presentationValues.alpha == 1)
        stage.pointer(.down, 200, 280)  // on the dimming, below the popup
        stage.pointer(.up, 200, 280)
        #expect(host.popupView == nil)
        stage.settle()
        #expect(popup.superview == nil)
        try stage.tapButton("Show Popup")
        stage.settle()
        let again = try #require(host.popupView)
        #expect(again !== popup && again.frame == Self.restingPopup)
    }

    /// A window 300 wide: the leading edge at least 24 in allows 300 − 48 = 252, so the
    /// preferred 280 (750) gives way to it: (24, ·, 252, ·). The message wraps again at 252 − 40
    /// = 212 points: "Your photos are backed" / "up. You can turn this" / "off at any time in" /
    /// "Settings.", 4 × 18 = 72 tall, so the popup is 178 + 18 = 196 tall, y = 150 − 98 = 52.
    /// Widened again, it goes back.
    @Test func aNarrowerWindowNarrowsThePopupAndItsMessageWrapsAgain() throws {
        let (stage, _, popup, dimming) = try shown()
        stage.settle()
        stage.window.size = Size(width: 300, height: 300)
        stage.frames(1)
        #expect(popup.frame == Rect(x: 24, y: 52, width: 252, height: 196))
        expectContent(popup, width: 252, lines: 4)
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(stage.shownFrame(popup) == popup.frame, "not animated")
        stage.window.size = Size(width: 400, height: 300)
        stage.frames(1)
        #expect(popup.frame == Self.restingPopup)
        expectContent(popup, width: 280, lines: 3)
    }
}
