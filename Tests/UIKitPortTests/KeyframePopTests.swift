import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `KeyframePop.swift` run as written, in its own `KeyframePopNavigationController`: "Open Photo"
/// pushes on the stock slide; the pop tosses the photo screen away in three keyframes over
/// 0.6 s (shrink to 0.8, turn 15° clockwise, fly off to the right) over the photos screen, which
/// sits still beneath it; at rest the photos screen is alone and untransformed.
///
/// The keyframes' relative times are read on the whole animation's curve, ease-in-out: the
/// options name only the calculation mode, and UIKit runs a keyframe animation without curve
/// options on ease-in-out (ViewKit's `animateKeyframes` documents the same reading).
@MainActor @Suite struct KeyframePopTests {
    private let window = Rect(x: 0, y: 0, width: 400, height: 300)

    /// The photos screen in the port's navigation controller, with the photo pushed and at rest.
    private func photoShown() throws -> (PortStage, KeyframePopRootViewController, KeyframePopDetailViewController) {
        let root = KeyframePopRootViewController()
        let stage = PortStage(navigation: KeyframePopNavigationController(rootViewController: root))
        stage.frames(1)
        try stage.tapButton("Open Photo")
        stage.settle()
        let detail = try #require(stage.navigation.topViewController as? KeyframePopDetailViewController)
        return (stage, root, detail)
    }

    /// A tap on the navigation bar's back button, at its leading end.
    private func tapBack(_ stage: PortStage) {
        stage.pointer(.down, 20, 22)
        stage.pointer(.up, 20, 22)
    }

    /// The leaving screen's transform and centre at `time` (0...1 of the 0.6 s), by the header's
    /// keyframes read at the ease-in-out progress of that time.
    private func expected(at time: Double) -> (transform: Transform2D, center: Point) {
        let u = easeInOut(time)
        let shrunk = Transform2D(scaleX: 0.8, y: 0.8)
        if u <= 0.3 {
            let scale = 1 - 0.2 * u / 0.3
            return (Transform2D(scaleX: scale, y: scale), Point(x: 200, y: 150))
        }
        if u <= 0.6 {
            return (shrunk.rotated(by: Double.pi / 12 * (u - 0.3) / 0.3), Point(x: 200, y: 150))
        }
        let x = 200 + (400 + 400 - 200) * (u - 0.6) / 0.4
        return (shrunk.rotated(by: Double.pi / 12), Point(x: x, y: 150))
    }

    @Test func openPhotoPushesOnTheStockSlide() throws {
        let root = KeyframePopRootViewController()
        let stage = PortStage(navigation: KeyframePopNavigationController(rootViewController: root))
        stage.frames(1)
        #expect(stage.navigation.delegate is KeyframePopNavigationDelegate)
        try stage.tapButton("Open Photo")
        #expect(stage.stack == ["Photos", "Photo"])
        let context = try #require(stage.navigation.transitionContext)
        #expect(context.animatedTransitioning is SlideTransitionAnimator, "no animator of the port's for a push")
        stage.frames(7)
        let shown = stage.shownFrame(context.toView)
        #expect(shown.minX > 0 && shown.minX < 400 && abs(shown.width - 400) < 1e-9 && shown.minY == 0, "sliding in, unscaled: \(shown)")
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["Photos", "Photo"])
        #expect(stage.shownFrame(context.toView) == window)
    }

    @Test func thePopShrinksTurnsAndThrowsThePhotoScreenOffToTheRight() throws {
        let (stage, root, detail) = try photoShown()
        let container = stage.navigation.transitionView

        tapBack(stage)
        #expect(stage.stack == ["Photos"])
        let context = try #require(stage.navigation.transitionContext)
        #expect(context.kind == .pop && context.animatedTransitioning is KeyframePopAnimator)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        #expect(container.subviews.map(ObjectIdentifier.init) == [root.view, detail.view].map(ObjectIdentifier.init))
        #expect(root.view.frame == container.bounds)
        // The model is the end: shrunk and turned, its centre off to the right.
        #expect(detail.view.transform.isNear(Transform2D(scaleX: 0.8, y: 0.8).rotated(by: Double.pi / 12)))
        #expect(detail.view.center == Point(x: 800, y: 150))

        for frame in 0..<36 {
            if frame > 0 { stage.frames(1) }
            #expect(stage.navigation.transitionContext != nil && completions == 0, "frame \(frame)")
            let shown = detail.view.presentationValues
            let want = expected(at: Double(frame) / 36)
            #expect(shown.transform.isNear(want.transform), "frame \(frame): \(shown.transform)")
            #expect(shown.center.distance(to: want.center) < 1e-6, "frame \(frame): \(shown.center)")
            #expect(stage.shownFrame(root.view) == window, "the photos screen sits still beneath")
        }

        stage.frames(1)
        #expect(stage.navigation.transitionContext == nil && completions == 1)
        #expect(stage.stack == ["Photos"])
        #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
        #expect(detail.view.superview == nil)
        #expect(detail.view.transform == .identity && detail.view.center == Point(x: 200, y: 150), "restored")
        #expect(root.view.frame == container.bounds && stage.shownFrame(root.view) == window)
        #expect(root.view.transform == .identity && root.view.presentationValues.transform == .identity)
        #expect(!stage.buttons(titled: "Open Photo").isEmpty)
    }

    /// What a person sees of the keyframes: a smaller screen at a third of the way, one whose
    /// top edge falls to the right (turned clockwise) in the middle, and one wholly past the
    /// window's right edge by the last frame.
    @Test func thePhotoScreenShowsSmallerThenTurnedClockwiseThenGone() throws {
        let (stage, _, detail) = try photoShown()
        tapBack(stage)

        stage.frames(9)  // a quarter of the time: still shrinking
        var corners = stage.shownCorners(detail.view)
        let width = corners[0].distance(to: corners[1])
        #expect(width < 400 && width > 320 && abs(corners[0].y - corners[1].y) < 1e-9, "smaller, level: \(corners)")

        stage.frames(9)  // half the time: turning
        corners = stage.shownCorners(detail.view)
        #expect(corners[1].y > corners[0].y, "the top edge falls to the right: \(corners)")
        #expect(abs(corners[0].distance(to: corners[1]) - 320) < 1e-6, "at 0.8 of the width")

        stage.frames(17)  // the last frame before the end
        corners = stage.shownCorners(detail.view)
        #expect(corners.allSatisfy { $0.x > 400 }, "wholly off to the right: \(corners)")
        stage.settle()
        #expect(stage.stack == ["Photos"] && stage.navigation.transitionContext == nil)
    }
}
