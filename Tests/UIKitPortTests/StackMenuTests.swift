import Glibc
import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// StackMenu.swift run as written, in a 400 × 600 window under the navigation bar (44 points).
/// Every frame below is worked by hand from UIStackView's documented rules: a stack view pins
/// its first and last visible arranged views to its edges (here to its layout margins, as
/// `isLayoutMarginsRelativeArrangement` says), puts `spacing` between neighbours (or the custom
/// spacing set after one), and, unconstrained along its axis, is as long as they are; with
/// `.fill` alignment they span it across, with `.center` they are centred across it and it is as
/// thick as the thickest; a hidden arranged view leaves the arrangement (its length is 0 and
/// the spacing around it goes). Labels and buttons are as Drawer measures them (a line of an
/// n-point font ⌈1.2 n⌉ tall; a button's title plus 6 above and below), and frames at rest
/// are rounded to whole points (a scale of 1).
///
/// - The menu: the view's margins are 20 leading and trailing (more than the 16 a root view
///   less than 600 points wide keeps at least), so x 20, width 400 − 40 = 360; its top 16
///   under the safe area's, whose top under the navigation bar is the bar's bottom, so
///   y = 44 + 16 = 60.
/// - In the menu, inside its margins (12, 16, 12, 16): every row at x 16, 328 wide. The header
///   row at y 12, 36 tall (its icon, 36; the button 33); 16 after it (the custom spacing), the
///   items at 64, 100, 136, 172, 28 tall (their icons) and 8 apart; the footer at
///   172 + 28 + 8 = 208; the menu 208 + 28 + 12 = 248 tall. Collapsed, the footer comes right
///   after the header's 16: y 64, and the menu is 104 tall. Either way the footer and the card
///   move by 144 = 4 × (28 + 8).
/// - In a row: the icon at (0, 0), its intrinsic size (it hugs at required priority, so the
///   label or button takes the rest); the label 12 after it, x 40 and 328 − 40 = 288 wide,
///   21 tall (17-point body text), centred: y (28 − 21) / 2 = 3.5, rounded 4. The header's
///   button at x 48, 280 wide, 33 tall (17-point headline), y (36 − 33) / 2 = 1.5, rounded 2.
/// - The card: 16 under the menu, x 20, 360 × 64: y 60 + 248 + 16 = 324 expanded, 60 + 104 +
///   16 = 180 collapsed (top + 264 and top + 120).
///
/// In flight, what UIView.animate does with a layout pass inside its block: every frame the
/// pass changes goes from where it was to where it is now on the block's one curve, so each
/// view below the items is at its old place plus the change times the spring's progress f(t),
/// t seconds after the block (after n frames of the 60 Hz clock, t = n / 60).
@MainActor @Suite struct StackMenuTests {
    private static let slide = 144.0

    private func stage() -> (PortStage, StackMenuViewController) {
        let port = StackMenuViewController()
        let stage = PortStage(root: port, size: Size(width: 400, height: 600))
        stage.frames(1)
        return (stage, port)
    }

    /// Where the menu's top is in the window: 16 under the safe area's top, the bar's bottom, 44.
    private static let top = 60.0

    // MARK: - The spring

    /// The damping ratio and duration the port passes to UIView.animate.
    private static let (zeta, duration) = (0.9, 0.35)

    /// Core Animation's settling threshold (CASpringAnimation.settlingDuration): its
    /// documentation says mass 1, stiffness 100, damping 5 (ω₀ = 10, ζ = 0.25) settles in about
    /// 2.85 s, and the envelope of that motion from rest, e^(−ζω₀t) / √(1 − ζ²), is then
    /// ε = e^(−0.25 · 10 · 2.85) / √(1 − 0.25²) ≈ 8.3 × 10⁻⁴.
    private static let epsilon = exp(-0.25 * 10 * 2.85) / (1 - 0.25 * 0.25).squareRoot()

    /// UIKit does not publish how it turns a duration and a damping ratio into a spring; the
    /// rule here (ViewKit's, `Spring.fitted`) is the one that makes the spring settle, by that
    /// threshold, at the duration: with no initial velocity and ζ < 1 the envelope is
    /// e^(−ζω₀t) / √(1 − ζ²), so ω₀ = ln(1 / (ε √(1 − ζ²))) / (ζ · 0.35) ≈ 25.16 rad/s.
    private static let omega0 = log(1 / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * duration)

    /// The spring's progress from rest, t seconds in: with u = f − 1, u″ + 2ζω₀u′ + ω₀²u = 0,
    /// u(0) = −1, u′(0) = 0, so f = 1 − e^(−ζω₀t) (cos ω_d t + (ζω₀ / ω_d) sin ω_d t),
    /// ω_d = ω₀ √(1 − ζ²).
    private func progress(_ t: Double) -> Double {
        let decay = Self.zeta * Self.omega0
        let omegaD = Self.omega0 * (1 - Self.zeta * Self.zeta).squareRoot()
        return 1 - exp(-decay * t) * (cos(omegaD * t) + decay / omegaD * sin(omegaD * t))
    }

    /// The progress after `frames` frames.
    private func progress(frames: Int) -> Double { progress(Double(frames) / 60) }

    /// A damping ratio of 0.9 overshoots by e^(−ζπ / √(1 − ζ²)) at most (0.15 %).
    private static let overshoot = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())

    /// The frames the animation runs: 0.35 s.
    private static let animationFrames = 21

    /// Whether Drawer's renderer draws `view` now: ViewRenderer skips a view that is hidden
    /// (`isHiddenWhenDrawn`: hidden, and not an arranged subview collapsing in the animation
    /// block that hid it) or shows at an alpha of 0.001 or less (its own times its superviews'),
    /// with all it holds.
    private func isDrawn(_ view: View) -> Bool {
        var alpha = 1.0
        var node: View? = view
        while let each = node {
            guard !each.isHiddenWhenDrawn else { return false }
            alpha *= min(max(each.presentationValues.alpha, 0), 1)
            node = each.superview
        }
        return alpha > 0.001
    }

    private func near(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    // MARK: - Layouts at rest

    /// The menu at rest expanded, the card under it, and what shows is where the model is.
    private func expectExpanded(
        _ stage: PortStage, _ port: StackMenuViewController, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let top = Self.top
        #expect(port.stackView.frame == Rect(x: 20, y: top, width: 360, height: 248), sourceLocation: sourceLocation)
        #expect(port.headerRow.frame == Rect(x: 16, y: 12, width: 328, height: 36), sourceLocation: sourceLocation)
        for (index, row) in port.itemRows.enumerated() {
            let y = 64 + 36 * Double(index)
            #expect(row.frame == Rect(x: 16, y: y, width: 328, height: 28), "item \(index)", sourceLocation: sourceLocation)
            #expect(!row.isHidden && row.alpha == 1, "item \(index)", sourceLocation: sourceLocation)
        }
        #expect(port.footerRow.frame == Rect(x: 16, y: 208, width: 328, height: 28), sourceLocation: sourceLocation)
        #expect(port.detailView.frame == Rect(x: 20, y: top + 264, width: 360, height: 64), sourceLocation: sourceLocation)
        let views: [View] = [port.stackView, port.headerRow, port.footerRow, port.detailView] + port.itemRows
        for view in views {
            #expect(stage.shownFrame(view) == view.frame.applying(view.superview!.transformToWindow), sourceLocation: sourceLocation)
        }
    }

    /// The menu at rest collapsed: the item rows hidden, transparent and 0 tall, the footer
    /// right after the header's custom spacing, the menu and the card 144 points shorter and higher.
    private func expectCollapsed(
        _ stage: PortStage, _ port: StackMenuViewController, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let top = Self.top
        #expect(port.stackView.frame == Rect(x: 20, y: top, width: 360, height: 104), sourceLocation: sourceLocation)
        #expect(port.headerRow.frame == Rect(x: 16, y: 12, width: 328, height: 36), sourceLocation: sourceLocation)
        for (index, row) in port.itemRows.enumerated() {
            #expect(row.isHidden && row.alpha == 0, "item \(index)", sourceLocation: sourceLocation)
            #expect(row.frame.height == 0 && row.frame.width == 328, "item \(index): \(row.frame)", sourceLocation: sourceLocation)
            #expect(!isDrawn(row), "item \(index)", sourceLocation: sourceLocation)
        }
        #expect(port.footerRow.frame == Rect(x: 16, y: 64, width: 328, height: 28), sourceLocation: sourceLocation)
        #expect(port.detailView.frame == Rect(x: 20, y: top + 120, width: 360, height: 64), sourceLocation: sourceLocation)
        let views: [View] = [port.stackView, port.headerRow, port.footerRow, port.detailView]
        for view in views {
            #expect(stage.shownFrame(view) == view.frame.applying(view.superview!.transformToWindow), sourceLocation: sourceLocation)
        }
    }

    /// The rows' insides, the same expanded or collapsed for the rows that show.
    private func expectRowInsides(_ port: StackMenuViewController, sourceLocation: SourceLocation = #_sourceLocation) {
        let header = port.headerRow.arrangedSubviews
        #expect(header.count == 2 && header[1] === port.headerButton, sourceLocation: sourceLocation)
        #expect(header[0].frame == Rect(x: 0, y: 0, width: 36, height: 36), sourceLocation: sourceLocation)
        #expect(port.headerButton.frame == Rect(x: 48, y: 2, width: 280, height: 33), sourceLocation: sourceLocation)
        for row in port.itemRows.filter({ !$0.isHidden }) + [port.footerRow!] {
            let views = row.arrangedSubviews
            #expect(views.count == 2 && views[1] is Label, sourceLocation: sourceLocation)
            #expect(views[0].frame == Rect(x: 0, y: 0, width: 28, height: 28), sourceLocation: sourceLocation)
            #expect(views[1].frame == Rect(x: 40, y: 4, width: 288, height: 21), sourceLocation: sourceLocation)
        }
    }

    // MARK: - Tests

    /// The menu as built: one vertical stack of six rows (header, four items, footer), laid out
    /// in its margins, 16 after the header and 8 between the others; each row a horizontal
    /// stack, centred, 12 apart. Its frames are the ones worked out above, nothing is ambiguous,
    /// and nothing moves by itself.
    @Test func itLaysOutExpandedAsItsStackViewsSay() {
        let (stage, port) = stage()
        let stack = port.stackView
        #expect(stack.axis == .vertical && stack.alignment == .fill && stack.distribution == .fill)
        #expect(stack.spacing == 8 && stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.directionalLayoutMargins == DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        #expect(stack.customSpacing(after: port.headerRow) == 16)
        #expect(stack.customSpacing(after: port.itemRows[0]) == StackView.spacingUseDefault)
        #expect(stack.arrangedSubviews.count == 6)
        #expect(stack.arrangedSubviews.first === port.headerRow && stack.arrangedSubviews.last === port.footerRow)
        for row in [port.headerRow!, port.footerRow!] + port.itemRows {
            #expect(row.axis == .horizontal && row.alignment == .center && row.spacing == 12)
        }
        #expect(port.itemRows.compactMap { ($0.arrangedSubviews[1] as? Label)?.text } == ["Inbox", "Starred", "Sent", "Drafts"])
        #expect(!port.isCollapsed)
        expectExpanded(stage, port)
        expectRowInsides(port)
        let views: [View] = [stack, port.headerRow, port.footerRow, port.detailView] + port.itemRows
        for view in views {
            #expect(!view.hasAmbiguousLayout)
        }
        stage.frames(30)
        expectExpanded(stage, port)
    }

    /// UIKit: a controller's view under a navigation bar has a safe area that starts at the
    /// bar's bottom, so the menu, 16 under the safe area's top, is at y = 44 + 16 = 60 and the
    /// card at 60 + 264 = 324.
    @Test func theMenuSitsSixteenPointsBelowTheNavigationBar() {
        let (stage, port) = stage()
        #expect(!stage.navigation.isNavigationBarHidden)
        #expect(stage.shownFrame(stage.navigation.navigationBar).maxY == 44)
        #expect(port.view.safeAreaLayoutGuide.layoutFrame.minY == 44)
        #expect(port.stackView.frame.minY == 60)
        #expect(port.detailView.frame.minY == 324)
    }

    /// `toggle()` hides the items and lays out in the animation block: the model is at the end
    /// at once, and what shows gets there on the spring. Every frame until 0.35 s the footer,
    /// the card and the menu's bottom are the change (−144) times f(t) from where they were,
    /// the header and the menu's top stay, and the items' alpha shows 1 − f(t) and their height
    /// 28 (1 − f(t)). The views below overshoot their rest by 144 × 0.15 % at most, and at
    /// 0.35 s everything shows the collapsed layout.
    @Test func collapsingSlidesTheViewsBelowUpOnTheSpring() {
        let (stage, port) = stage()
        let top = Self.top
        port.toggle()
        #expect(port.isCollapsed && port.itemRows.allSatisfy(\.isHidden))
        #expect(port.footerRow.frame.minY == 64 && port.detailView.frame.minY == top + 120, "the model is at the end")
        var footerYs: [Double] = []
        for n in 1..<Self.animationFrames {
            stage.frames(1)
            let f = progress(frames: n)
            let footer = stage.shownFrame(port.footerRow)
            footerYs.append(footer.minY)
            #expect(near(footer, Rect(x: 36, y: top + 208 - Self.slide * f, width: 328, height: 28)), "frame \(n): \(footer)")
            let card = stage.shownFrame(port.detailView)
            #expect(near(card, Rect(x: 20, y: top + 264 - Self.slide * f, width: 360, height: 64)), "frame \(n): \(card)")
            let menu = stage.shownFrame(port.stackView)
            #expect(near(menu, Rect(x: 20, y: top, width: 360, height: 248 - Self.slide * f)), "frame \(n): \(menu)")
            #expect(stage.shownFrame(port.headerRow) == Rect(x: 36, y: top + 12, width: 328, height: 36), "frame \(n)")
            for row in port.itemRows {
                let shown = row.presentationValues
                #expect(abs(shown.alpha - (1 - f)) < 1e-9, "frame \(n): alpha \(shown.alpha)")
                #expect(abs(shown.bounds.height - 28 * (1 - f)) < 1e-9, "frame \(n): height \(shown.bounds.height)")
            }
        }
        // Five frames in (a quarter of the time) the views below are two thirds of the way: the
        // spring leaves fast. f(5/60) ≈ 0.6595, so the footer is at 208 − 144 × 0.6595 ≈ 113.0.
        #expect(footerYs[4] > top + 112.5 && footerYs[4] < top + 113.5, "\(footerYs[4])")
        let lowest = footerYs.min() ?? 0
        #expect(lowest < top + 64, "it overshoots: \(lowest)")
        #expect(lowest >= top + 64 - Self.slide * Self.overshoot, "by 0.15 % at most: \(lowest)")
        stage.frames(1)
        expectCollapsed(stage, port)
        expectRowInsides(port)
        #expect(stage.settle() == 0, "nothing left running")
    }

    /// UIKit keeps a collapsing arranged subview on screen until the animation ends (the
    /// UIStackView documentation's own example hides a view in an animation block to animate
    /// it out), so 5 frames in (f = 0.66) each item row shows at alpha 0.34, 9.5 points tall,
    /// though its `isHidden` reads true from the block on; once the animation ends it is hidden.
    @Test func aCollapsingRowShowsUntilTheAnimationEnds() {
        let (stage, port) = stage()
        port.toggle()
        stage.frames(5)
        let f = progress(frames: 5)
        for row in port.itemRows {
            #expect(row.isHidden)
            #expect(abs(row.presentationValues.alpha - (1 - f)) < 1e-9)
            #expect(abs(row.presentationValues.bounds.height - 28 * (1 - f)) < 1e-9)
        }
        #expect(port.itemRows.allSatisfy(isDrawn), "drawn: \(port.itemRows.map(isDrawn))")
        stage.settle()
        #expect(port.itemRows.allSatisfy { !isDrawn($0) })
    }

    /// `toggle()` again, from collapsed: the items show from the block on (they were hidden, so
    /// they grow from 0 tall and fade in), and the footer, the card and the menu's bottom go
    /// back down 144 times f(t), every frame, to the expanded layout at 0.35 s.
    @Test func expandingSlidesThemBackDownOnTheSameSpring() {
        let (stage, port) = stage()
        let top = Self.top
        port.toggle()
        stage.settle()
        expectCollapsed(stage, port)
        port.toggle()
        #expect(!port.isCollapsed && port.itemRows.allSatisfy { !$0.isHidden && $0.alpha == 1 })
        for n in 1..<Self.animationFrames {
            stage.frames(1)
            let f = progress(frames: n)
            let footer = stage.shownFrame(port.footerRow)
            #expect(near(footer, Rect(x: 36, y: top + 64 + Self.slide * f, width: 328, height: 28)), "frame \(n): \(footer)")
            let card = stage.shownFrame(port.detailView)
            #expect(near(card, Rect(x: 20, y: top + 120 + Self.slide * f, width: 360, height: 64)), "frame \(n): \(card)")
            let menu = stage.shownFrame(port.stackView)
            #expect(near(menu, Rect(x: 20, y: top, width: 360, height: 104 + Self.slide * f)), "frame \(n): \(menu)")
            for row in port.itemRows {
                let shown = row.presentationValues
                #expect(abs(shown.alpha - f) < 1e-9, "frame \(n): alpha \(shown.alpha)")
                #expect(abs(shown.bounds.height - 28 * f) < 1e-9, "frame \(n): height \(shown.bounds.height)")
                if f > 0.01 { #expect(isDrawn(row), "frame \(n)") }
            }
        }
        stage.frames(1)
        expectExpanded(stage, port)
        expectRowInsides(port)
    }

    /// A tap on the header's "Menu" button is `toggle()`: it collapses, and a second tap expands.
    @Test func tappingTheHeaderCollapsesAndExpands() throws {
        let (stage, port) = stage()
        #expect(stage.buttons(titled: "Menu").last === port.headerButton)
        try stage.tapButton("Menu")
        #expect(port.isCollapsed)
        stage.frames(1)
        #expect(stage.shownFrame(port.footerRow).minY < Self.top + 208, "animated: it has started up")
        #expect(stage.shownFrame(port.footerRow).minY > Self.top + 64, "not a jump")
        stage.settle()
        expectCollapsed(stage, port)
        try stage.tapButton("Menu")
        #expect(!port.isCollapsed)
        stage.settle()
        expectExpanded(stage, port)
    }

    /// The spring's progress here is ViewKit's own fit (`Spring.fitted`), within 1e-6, and it
    /// settles at 0.35 s by Core Animation's threshold; a few values by hand: ω₀ ≈ 25.16,
    /// f(1/60) ≈ 0.068, f(5/60) ≈ 0.660.
    @Test func theSpringIsTheOneThatSettlesInTheDuration() throws {
        let fitted = try #require(Spring.fitted(dampingRatio: Self.zeta, initialVelocity: 0, duration: Self.duration))
        #expect(abs(fitted.naturalFrequency - Self.omega0) < 1e-6 * Self.omega0, "\(fitted.naturalFrequency) vs \(Self.omega0)")
        #expect(abs(fitted.dampingRatio - Self.zeta) < 1e-9)
        #expect(abs(Self.omega0 - 25.16) < 0.01, "\(Self.omega0)")
        #expect(abs(progress(frames: 1) - 0.0684) < 1e-4 && abs(progress(frames: 5) - 0.6595) < 1e-4)
        for n in 0...60 {
            let t = Double(n) / 60
            #expect(abs(fitted.motion().value(at: t) - progress(t)) < 1e-6, "t \(t)")
        }
    }
}
