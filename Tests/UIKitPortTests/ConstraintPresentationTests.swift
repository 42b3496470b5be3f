import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// ConstraintPresentation.swift run as written, in a 400 × 300 window. The card's frame is
/// worked from the constraints as UIKit documents them, with the labels' sizes Drawer measures
/// (a line of an n-point font ⌈1.2 n⌉ tall, each character 0.6 n wide, outside a host that
/// measures text):
///
/// - Width: min(400 − 32, 360) = 360, centred: x = 20. Inside, the margins guide is inset 24 at
///   the top, 20 at the sides and bottom (the directional margins as set; 20 is at least
///   UIKit's system minimum for a root view's sides), so the labels are 320 wide.
/// - Height, as small as the constraints allow at that width (systemLayoutSizeFitting, the
///   height at priority 50, below every label's compression resistance): 24 (top margin) + 24
///   (the title, "Stay in the loop", one 20-point line) + 8 + 63 (the body wrapped at 320 in
///   17-point text, 31 characters a line at most: "We will let you know when your" / "order ships
///   and again when it" / "is out for delivery.", 3 × 21) + 20 + 50 (the button) + 20 (bottom
///   margin) = 209.
/// - y = 300 − 16 − 209 = 75: (20, 75, 360, 209); inside it, the title at (20, 24, 320, 24),
///   the body at (20, 56, 320, 63), the button at (20, 139, 320, 50).
/// - The dimming, pinned to the container's four edges, is the container's bounds: (0, 0, 400,
///   300).
///
/// NoticeViewController activates its constraints in viewDidLoad, which runs when the
/// presentation controller first asks for its view, before the view is in the window, as on
/// iOS; they place its subviews once it joins the window all the same.
@MainActor @Suite struct ConstraintPresentationTests {
    private static let restingCard = Rect(x: 20, y: 75, width: 360, height: 209)

    private func presenting() throws -> (PortStage, NoticeHostViewController, NoticeViewController) {
        let host = NoticeHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        try stage.tapButton("Show Notice")
        let notice = try #require(host.presentedViewController as? NoticeViewController)
        return (stage, host, notice)
    }

    private func dimming(of notice: NoticeViewController) throws -> View {
        try #require(notice.presentationController as? NoticeCardPresentationController).dimmingView
    }

    /// The card's content for labels `inner` wide and a body `lines` lines tall.
    private func expectContent(
        _ notice: NoticeViewController, inner: Double, lines: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(notice.titleLabel.frame == Rect(x: 20, y: 24, width: inner, height: 24), sourceLocation: sourceLocation)
        #expect(notice.bodyLabel.frame == Rect(x: 20, y: 56, width: inner, height: 21 * lines), sourceLocation: sourceLocation)
        #expect(
            notice.continueButton.frame == Rect(x: 20, y: 56 + 21 * lines + 20, width: inner, height: 50), sourceLocation: sourceLocation)
    }

    @Test func theCardIsAsTallAsItsConstraintsMakeItAtTheWidthItIsGiven() throws {
        let (stage, _, notice) = try presenting()
        stage.settle()
        let fitting = notice.view.systemLayoutSizeFitting(
            Size(width: 360, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == Size(width: 360, height: 209))
        #expect(notice.view.frame == Self.restingCard && stage.shownFrame(notice.view) == Self.restingCard)
        #expect(notice.view.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 24, width: 320, height: 165))
        expectContent(notice, inner: 320, lines: 3)
        #expect(notice.view.cornerRadius == 20 && notice.view.clipsToBounds)
        #expect(!notice.bodyLabel.hasAmbiguousLayout && !notice.continueButton.hasAmbiguousLayout)
    }

    /// The card slides up from just below the container (y 300) to y 75 on ease-out over 0.35 s
    /// (21 frames), its content laid out inside it from the first frame; the dimming, pinned to
    /// the container's edges by constraints, covers it and fades in alongside.
    @Test func itSlidesUpOnEaseOutWithItsContentLaidOutAndTheDimmingFadingIn() throws {
        let (stage, host, notice) = try presenting()
        let dimming = try dimming(of: notice)
        let container = try #require(notice.view.superview)
        #expect(container.subviews.first === dimming, "the dimming lies under the card")
        #expect(stage.shownFrame(notice.view) == Self.restingCard.offsetBy(dx: 0, dy: 225), "just below the bottom edge")
        for n in 1...20 {
            stage.frames(1)
            let e = easeOut(Double(n) / 21)
            let shown = stage.shownFrame(notice.view)
            #expect(shown.isNear(Self.restingCard.offsetBy(dx: 0, dy: 225 * (1 - e))), "frame \(n): \(shown)")
            #expect(abs(dimming.presentationValues.alpha - e) < 1e-6, "frame \(n)")
            if n == 1 {
                expectContent(notice, inner: 320, lines: 3)
                #expect(dimming.frame == Rect(x: 0, y: 0, width: 400, height: 300))
            }
        }
        stage.frames(1)
        #expect(host.presentationTransition == nil, "over at 0.35 s")
        stage.settle()
        #expect(stage.shownFrame(notice.view) == Self.restingCard && dimming.presentationValues.alpha == 1)
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(stage.shownFrame(dimming) == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(stage.shownFrame(notice.continueButton) == Rect(x: 40, y: 214, width: 320, height: 50))
    }

    /// A dismissal (what "Continue" and the dimming call) slides it back down on ease-in over
    /// 0.25 s (15 frames) as the dimming fades, and both leave; it can be presented again. A tap on
    /// the card does nothing.
    @Test func theDismissalSlidesItDownAndAway() throws {
        let (stage, host, notice) = try presenting()
        stage.settle()
        let dimming = try dimming(of: notice)
        stage.pointer(.down, 200, 110)  // on the card's title
        stage.pointer(.up, 200, 110)
        stage.frames(1)
        #expect(host.presentedViewController === notice && host.presentationTransition == nil)
        notice.dismiss(animated: true)
        for n in 1...14 {
            stage.frames(1)
            let e = easeIn(Double(n) / 15)
            #expect(stage.shownFrame(notice.view).isNear(Self.restingCard.offsetBy(dx: 0, dy: 225 * e)), "frame \(n)")
            #expect(abs(dimming.presentationValues.alpha - (1 - e)) < 1e-6, "frame \(n)")
        }
        stage.settle()
        #expect(host.presentedViewController == nil && notice.view.superview == nil && dimming.superview == nil)

        host.showNotice()
        stage.settle()
        let again = try #require(host.presentedViewController as? NoticeViewController)
        #expect(again !== notice && again.view.frame == Self.restingCard)
    }

    /// "Continue", the button the constraints place at (20, 139, 320, 50) in the card, (40, 214)
    /// in the window, dismisses; so does a tap on the dimming above the card.
    @Test func continueOrATapOnTheDimmingDismisses() throws {
        do {
            let (stage, host, _) = try presenting()
            stage.settle()
            try stage.tapButton("Continue")
            #expect(host.presentationTransition != nil)
        }
        do {
            let (stage, host, _) = try presenting()
            stage.settle()
            stage.pointer(.down, 200, 40)  // on the dimming, above the card
            stage.pointer(.up, 200, 40)
            #expect(host.presentationTransition != nil)
        }
    }

    /// A window resized to 300 × 400 while it shows: the container lays out, the presentation
    /// controller gives the card min(300 − 32, 360) = 268 points, the body wraps again at 228
    /// ("We will let you know" / "when your order ships" / "and again when it is" / "out for
    /// delivery.", 4 × 21 = 84), so the card is 209 + 21 = 230 tall: (16, 400 − 16 − 230 = 154,
    /// 268, 230). The dimming's constraints stretch it over the new container.
    @Test func aResizedWindowReflowsTheCardAndItsText() throws {
        let (stage, _, notice) = try presenting()
        stage.settle()
        let dimming = try dimming(of: notice)
        stage.window.size = Size(width: 300, height: 400)
        stage.frames(1)
        #expect(notice.view.frame == Rect(x: 16, y: 154, width: 268, height: 230))
        expectContent(notice, inner: 228, lines: 4)
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(stage.shownFrame(notice.view) == notice.view.frame, "not animated")
    }
}
