import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// ExpandingCard.swift run as written, in a 400 × 300 window under the navigation bar (44
/// points). Every frame below is the constraints' one solution, worked by hand as UIKit
/// documents them; the labels' sizes are what Drawer measures (a line of an n-point font is
/// ⌈1.2 n⌉ tall and each character 0.6 n wide, outside a host that measures text; a one-line
/// label's first baseline is 0.355 n below its middle, Label.swift's font metrics), and frames
/// are rounded to whole points (a scale of 1).
///
/// - The card: leading and trailing 20 in from the safe area's, so x 20 and width 400 − 40 =
///   360; its top 20 below the safe area's, whose top under the navigation bar is the bar's
///   bottom (UIKit puts the bar's height in the view's `safeAreaInsets.top`), so y = 44 + 20 =
///   64; its height the constant, 96 or 216.
/// - In the card: the title at (16, 16), "Order #1042" 11 × 12 = 132 wide, 24 tall. "More"
///   (4 × 9 = 36 by 18) ends 16 from the trailing edge, x = 360 − 16 − 36 = 308, on the title's
///   first baseline: 16 + 12 + 7.1 = 35.1 = y + 9 + 5.325, so y = 20.775, whose edges round to
///   21 and 39. The status line ("Arrives Thursday", 16 × 7.8 = 124.8, so 125 by ⌈15.6⌉ = 16)
///   at x 16, its bottom 12 up from the card's: y = height − 28, 68 or 188. The detail label
///   from x 16 to 360 − 16, so 328 wide, 8 under the title (y 48); at 328 points its text
///   wraps into three lines (35, 36 and 20 characters of 9 points), 54 tall, which fits above
///   188 − 8 = 180; collapsed, its bottom may be no lower than 68 − 8 = 60, so its compression
///   resistance (lowered to 250, below the title's 750) gives way to that required constraint
///   and it is 60 − 48 = 12 tall.
/// - "Earlier orders" (14 × 10.2 = 142.8, so 143 by 21) at the card's leading edge, 24 under
///   its bottom.
@MainActor @Suite struct ExpandingCardTests {
    private func stage() -> (PortStage, ExpandingCardViewController) {
        let port = ExpandingCardViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    /// Where the card's top is in the window: 20 under the safe area's top, the bar's bottom, 44.
    private static let top = 64.0

    /// The frames inside the card and below it for a card `height` tall, at rest.
    private func expectLayout(
        _ stage: PortStage, _ port: ExpandingCardViewController, height: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let top = Self.top
        #expect(port.cardView.frame == Rect(x: 20, y: top, width: 360, height: height), sourceLocation: sourceLocation)
        #expect(port.titleLabel.frame == Rect(x: 16, y: 16, width: 132, height: 24), sourceLocation: sourceLocation)
        #expect(port.disclosureLabel.frame == Rect(x: 308, y: 21, width: 36, height: 18), sourceLocation: sourceLocation)
        let detailHeight = height == 216 ? 54.0 : 12.0
        #expect(port.detailLabel.frame == Rect(x: 16, y: 48, width: 328, height: detailHeight), sourceLocation: sourceLocation)
        #expect(port.statusLabel.frame == Rect(x: 16, y: height - 28, width: 125, height: 16), sourceLocation: sourceLocation)
        #expect(
            port.historyLabel.frame == Rect(x: 20, y: top + height + 24, width: 143, height: 21), sourceLocation: sourceLocation)
        // What shows is where the model is.
        for view in [port.cardView, port.statusLabel, port.historyLabel, port.detailLabel] {
            #expect(stage.shownFrame(view) == view.frame.applying(view.superview!.transformToWindow), sourceLocation: sourceLocation)
        }
    }

    @Test func itLaysOutCollapsedFromItsConstraints() {
        let (stage, port) = stage()
        expectLayout(stage, port, height: 96)
        #expect(port.cardHeightConstraint.constant == 96 && port.cardHeightConstraint.isActive)
        #expect(port.detailLabel.alpha == 0 && port.disclosureLabel.text == "More")
        #expect(!port.cardView.hasAmbiguousLayout && !port.detailLabel.hasAmbiguousLayout && !port.disclosureLabel.hasAmbiguousLayout)
        stage.frames(30)
        expectLayout(stage, port, height: 96)
    }

    /// UIKit: a controller's view under a navigation bar has a safe area that starts at the
    /// bar's bottom (`additionalSafeAreaInsets` aside, the bar's height is in the view's
    /// `safeAreaInsets.top`), so the card, 20 below the safe area's top, is at y = 44 + 20 = 64.
    @Test func theCardSitsTwentyPointsBelowTheNavigationBar() {
        let (stage, port) = stage()
        #expect(!stage.navigation.isNavigationBarHidden)
        #expect(stage.shownFrame(stage.navigation.navigationBar).maxY == 44)
        #expect(port.view.safeAreaLayoutGuide.layoutFrame.minY == 44)
        #expect(port.cardView.frame.minY == 64)
        #expect(stage.shownFrame(port.cardView).minY == 64)
    }

    /// A tap on the card: the constant becomes 216 and the view lays out inside the animation
    /// block, so the model frames are the expanded ones at once and what shows moves there on
    /// ease-in-out over 0.4 s (24 frames): after n frames, with e = easeInOut(n / 24), the card
    /// shows 96 + 120 e tall with its top still; the status line rides its bottom (its own frame
    /// in the card animates on the same curve, 68 + 120 e); the heading below it stays 24 under
    /// it; the detail label fades in (alpha e) and grows from 12 to 54 (12 + 42 e).
    @Test func aTapExpandsTheCardOnEaseInOutAndWhatIsPinnedToItFollows() {
        let (stage, port) = stage()
        let top = Self.top
        stage.tap(port.cardView)
        #expect(port.isExpanded && port.cardHeightConstraint.constant == 216)
        #expect(port.cardView.frame.height == 216, "the model took the solved frame in the block")
        #expect(port.statusLabel.frame.minY == 188 && port.historyLabel.frame.minY == top + 216 + 24)
        #expect(port.disclosureLabel.text == "Less")
        for n in 1...23 {
            stage.frames(1)
            let e = easeInOut(Double(n) / 24)
            let card = stage.shownFrame(port.cardView)
            #expect(card.isNear(Rect(x: 20, y: top, width: 360, height: 96 + 120 * e)), "frame \(n): \(card)")
            let status = stage.shownFrame(port.statusLabel)
            #expect(abs(status.minY - (card.maxY - 28)) < 1e-6, "frame \(n): the status rides the bottom, \(status)")
            #expect(abs(stage.shownFrame(port.historyLabel).minY - (card.maxY + 24)) < 1e-6, "frame \(n)")
            #expect(abs(port.detailLabel.presentationValues.alpha - e) < 1e-6, "frame \(n)")
            #expect(abs(stage.shownFrame(port.detailLabel).height - (12 + 42 * e)) < 1e-6, "frame \(n)")
        }
        stage.frames(1)
        stage.settle()
        expectLayout(stage, port, height: 216)
        #expect(port.detailLabel.alpha == 1 && port.detailLabel.presentationValues.alpha == 1)

        // And back, on the same curve.
        stage.tap(port.cardView)
        #expect(!port.isExpanded && port.cardView.frame.height == 96)
        stage.frames(6)
        #expect(stage.shownFrame(port.cardView).isNear(Rect(x: 20, y: top, width: 360, height: 216 - 120 * easeInOut(0.25))))
        stage.settle()
        expectLayout(stage, port, height: 96)
        #expect(port.detailLabel.presentationValues.alpha == 0 && port.disclosureLabel.text == "More")
    }

    /// Without animation the frames are laid out at once, and nothing moves afterwards.
    @Test func setExpandedWithoutAnimationLaysOutAtOnce() {
        let (stage, port) = stage()
        port.setExpanded(true, animated: false)
        expectLayout(stage, port, height: 216)
        stage.frames(1)
        expectLayout(stage, port, height: 216)
        #expect(port.detailLabel.presentationValues.alpha == 1)
    }

    /// A second tap half way (`.allowUserInteraction` lets it through; 12 frames, the card
    /// showing 156 tall) turns the card back from where it shows: the model is the collapsed
    /// layout at once, what shows never jumps (no step between frames is larger than the
    /// largest step of the expansion, 120 × the ease-in-out's steepest frame) and rests at 96.
    @Test func aSecondTapMidwayTurnsItBackWithoutAJump() {
        let (stage, port) = stage()
        let top = Self.top
        stage.tap(port.cardView)
        stage.frames(12)
        let halfway = stage.shownFrame(port.cardView).height
        #expect(abs(halfway - 156) < 1e-6)
        stage.tap(port.cardView)
        #expect(!port.isExpanded && port.cardView.frame.height == 96)
        let steepest = (1...24).map { 120 * (easeInOut(Double($0) / 24) - easeInOut(Double($0 - 1) / 24)) }.max()!
        var heights = [halfway]
        for _ in 0..<40 {
            stage.frames(1)
            heights.append(stage.shownFrame(port.cardView).height)
            #expect(abs(stage.shownFrame(port.cardView).minY - top) < 1e-6, "the top stays")
        }
        let steps = zip(heights, heights.dropFirst()).map { abs($1 - $0) }
        #expect(steps.allSatisfy { $0 <= steepest + 1e-6 }, "no jump: \(heights)")
        #expect(heights.last == 96)
        expectLayout(stage, port, height: 96)
    }
}
