import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// ResizeMidTransition.swift run as written, in a window that starts 300 × 480 (tall) and is
/// turned to 480 × 300 (wide) by setting its size, as a rotation resizes it, while an animation
/// or a push runs. The bar is hidden, so the safe area is the whole view. Worked from the
/// constraints as UIKit documents them, with e the panel's extent (120, or 200 expanded):
///
/// - Tall, W × H: the panel (16, H − 16 − e, W − 32, e); the chart above it, (16, 16, W − 32,
///   H − 48 − e). At 300 × 480: the panel (16, 344, 268, 120) or (16, 264, 268, 200), the chart
///   (16, 16, 268, 312) or (16, 16, 268, 232).
/// - Wide: the panel (W − 16 − e, 16, e, H − 32); the chart (16, 16, W − 48 − e, H − 32). At
///   480 × 300: the panel (344, 16, 120, 268) or (264, 16, 200, 268), the chart (16, 16, 312,
///   268) or (16, 16, 232, 268).
/// - By autoresizing (UIKit's rule: the flexible parts share the change): the backdrop, flexible
///   width and height, is the view's bounds; the badge, flexible left and bottom margins, keeps
///   its width, its height, its 16 from the top and its 16 from the right: (W − 56, 16, 40, 40).
/// - The panel's label 12 in from its top and leading edges.
@MainActor @Suite struct ResizeMidTransitionTests {
    private static let tall = Size(width: 300, height: 480)
    private static let wide = Size(width: 480, height: 300)

    private func stage() -> (PortStage, DashboardViewController) {
        let port = DashboardViewController()
        let stage = PortStage(root: port, size: Self.tall)
        stage.frames(1)
        return (stage, port)
    }

    private func panel(_ size: Size, extent e: Double) -> Rect {
        size.width > size.height
            ? Rect(x: size.width - 16 - e, y: 16, width: e, height: size.height - 32)
            : Rect(x: 16, y: size.height - 16 - e, width: size.width - 32, height: e)
    }

    private func chart(_ size: Size, extent e: Double) -> Rect {
        size.width > size.height
            ? Rect(x: 16, y: 16, width: size.width - 48 - e, height: size.height - 32)
            : Rect(x: 16, y: 16, width: size.width - 32, height: size.height - 48 - e)
    }

    /// The model frames for a window of `size` and a panel extent `e`, and what shows there.
    private func expectLayout(
        _ stage: PortStage, _ port: DashboardViewController, _ size: Size, extent e: Double, shown: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(port.view.frame == Rect(origin: .zero, size: size), sourceLocation: sourceLocation)
        #expect(port.panelView.frame == panel(size, extent: e), "panel \(port.panelView.frame)", sourceLocation: sourceLocation)
        #expect(port.chartView.frame == chart(size, extent: e), "chart \(port.chartView.frame)", sourceLocation: sourceLocation)
        #expect(port.backdropView.frame == Rect(origin: .zero, size: size), sourceLocation: sourceLocation)
        #expect(port.badgeView.frame == Rect(x: size.width - 56, y: 16, width: 40, height: 40), sourceLocation: sourceLocation)
        #expect(port.panelLabel.frame.origin == Point(x: 12, y: 12), sourceLocation: sourceLocation)
        guard shown else { return }
        for view in [port.panelView, port.chartView, port.backdropView, port.badgeView] {
            #expect(stage.shownFrame(view) == view.frame, "what shows is the model", sourceLocation: sourceLocation)
        }
    }

    @Test func itLaysOutTallAndTurnsWideWhenTheWindowIsResized() {
        let (stage, port) = stage()
        expectLayout(stage, port, Self.tall, extent: 120)
        #expect(!port.panelView.hasAmbiguousLayout && !port.chartView.hasAmbiguousLayout)
        stage.window.size = Self.wide
        stage.frames(1)
        expectLayout(stage, port, Self.wide, extent: 120)
        #expect(!port.panelView.hasAmbiguousLayout && !port.chartView.hasAmbiguousLayout)
        stage.window.size = Self.tall
        stage.frames(1)
        expectLayout(stage, port, Self.tall, extent: 120)
    }

    /// One layout pass after the resize (`Window.size` lays out at once, as
    /// `window.frame = …; window.layoutIfNeeded()` does on iOS) places everything for the new
    /// size. In UIKit a view's layoutSubviews takes its subviews' frames from the engine as it is
    /// when it runs: after its own frame was set by its superview's layoutSubviews (here the
    /// navigation controller's container sizes the dashboard's view), and after its controller's
    /// viewWillLayoutSubviews (which swaps the constraints here). The subviews placed by
    /// autoresizing masks are right in the pass too.
    @Test func onePassAfterTheResizeLaysOutForTheNewSize() {
        let (stage, port) = stage()
        // Taller still, the same constraints: only the view's size changed.
        stage.window.size = Size(width: 320, height: 500)
        #expect(port.view.frame == Rect(x: 0, y: 0, width: 320, height: 500))
        #expect(port.panelView.frame == panel(Size(width: 320, height: 500), extent: 120), "panel \(port.panelView.frame)")
        #expect(port.chartView.frame == chart(Size(width: 320, height: 500), extent: 120), "chart \(port.chartView.frame)")
        #expect(port.badgeView.frame == Rect(x: 264, y: 16, width: 40, height: 40))
        stage.frames(1)
        expectLayout(stage, port, Size(width: 320, height: 500), extent: 120)

        // Wide: the constraints are swapped in viewWillLayoutSubviews, in the pass.
        stage.window.size = Self.wide
        #expect(port.panelView.frame == panel(Self.wide, extent: 120), "panel \(port.panelView.frame)")
        #expect(port.chartView.frame == chart(Self.wide, extent: 120), "chart \(port.chartView.frame)")
        #expect(port.badgeView.frame == Rect(x: 424, y: 16, width: 40, height: 40))
        #expect(port.backdropView.frame == Rect(x: 0, y: 0, width: 480, height: 300))
        stage.frames(1)
        expectLayout(stage, port, Self.wide, extent: 120)
    }

    /// The panel expands on ease-in-out over 0.6 s (36 frames): after n frames, with
    /// e = easeInOut(n / 36), the panel shows 120 + 80 e tall with its bottom at 464, the chart
    /// 312 − 80 e tall. At a third of the way the window turns wide: the model is the wide
    /// layout with the expanded panel from the next frame, and once the animation's time is up,
    /// what shows is that and stays so.
    @Test func aResizeDuringTheExpansionEndsInTheWideExpandedLayout() {
        let (stage, port) = stage()
        port.setPanelExpanded(true, animated: true)
        #expect(port.panelView.frame == panel(Self.tall, extent: 200), "the model at once")
        for n in 1...12 {
            stage.frames(1)
            let e = easeInOut(Double(n) / 36)
            #expect(stage.shownFrame(port.panelView).isNear(Rect(x: 16, y: 344 - 80 * e, width: 268, height: 120 + 80 * e)), "frame \(n)")
            #expect(stage.shownFrame(port.chartView).isNear(Rect(x: 16, y: 16, width: 268, height: 312 - 80 * e)), "frame \(n)")
        }
        stage.window.size = Self.wide
        stage.frames(1)
        expectLayout(stage, port, Self.wide, extent: 200, shown: false)
        var shown: [Rect] = []
        for _ in 0..<23 {
            stage.frames(1)
            shown.append(stage.shownFrame(port.panelView))
        }
        #expect(shown.allSatisfy { $0.minX.isFinite && $0.width > 0 }, "\(shown)")
        expectLayout(stage, port, Self.wide, extent: 200)
        stage.settle()
        stage.frames(10)
        expectLayout(stage, port, Self.wide, extent: 200)
    }

    /// UIKit's animations from a UIView block are additive (iOS 8 on): the block's changes run
    /// as offsets from the old values to the new, added to the model and going to zero on the
    /// curve, so a later change of the model without animation (the resize's layout) shows at
    /// once, with what is left of the offset on top: the panel shows (wide model) +
    /// (tall collapsed − tall expanded) × (1 − e). Its centre: (364, 150) + (0, 40 (1 − e)); its
    /// size: (200, 268) + (0, −80 (1 − e)).
    @Test func aResizeDuringTheExpansionShowsTheNewLayoutWithTheRestOfTheOffset() {
        let (stage, port) = stage()
        port.setPanelExpanded(true, animated: true)
        stage.frames(12)
        stage.window.size = Self.wide
        for n in 13...35 {
            stage.frames(1)
            let rest = 1 - easeInOut(Double(n) / 36)
            let shown = port.panelView.presentationValues
            #expect(abs(shown.position.x - 364) < 1e-6 && abs(shown.position.y - (150 + 40 * rest)) < 1e-6, "frame \(n): \(shown.position)")
            #expect(
                abs(shown.bounds.width - 200) < 1e-6 && abs(shown.bounds.height - (268 - 80 * rest)) < 1e-6, "frame \(n): \(shown.bounds)")
        }
        stage.settle()
        expectLayout(stage, port, Self.wide, extent: 200)
    }

    /// "Details" pushes the detail screen, whose card is centred, 0.8 of its view's width and
    /// 120 tall; the window turns wide a few frames into the push. At the end the detail's view
    /// fills the wide window and its card is (48, 90, 384, 120): 0.8 × 480 = 384 wide, centred
    /// at (240, 150). Popped back, the dashboard lays out wide. The detail screen activates its
    /// constraints in viewDidLoad, before its view is in the window (as every pushed screen does
    /// on iOS); they place the card once the view joins the window all the same.
    @Test func aResizeDuringAPushEndsWithBothScreensLaidOutForTheNewSize() throws {
        let (stage, port) = stage()
        try stage.tapButton("Details")
        let detail = try #require(stage.navigation.topViewController as? DashboardDetailViewController)
        #expect(stage.navigation.transitionContext != nil, "pushing")
        stage.frames(8)
        #expect(stage.navigation.transitionContext != nil, "still pushing")
        stage.window.size = Self.wide
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Dashboard", "Details"])
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 480, height: 300))
        #expect(stage.shownFrame(detail.view) == Rect(x: 0, y: 0, width: 480, height: 300))
        #expect(detail.cardView.frame == Rect(x: 48, y: 90, width: 384, height: 120))
        #expect(stage.shownFrame(detail.cardView) == Rect(x: 48, y: 90, width: 384, height: 120))

        stage.navigation.popViewController(animated: false)
        stage.frames(1)
        #expect(stage.stack == ["Dashboard"])
        expectLayout(stage, port, Self.wide, extent: 120)
    }
}
