import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// EdgeSwipePop.swift run as written: "Open Message" pushes the message in from the right on
/// ease-out over 0.3 s, the inbox drifting a third of the width to the left; a swipe from the
/// left edge pops it back under the finger (the message moving 1:1 with it, the inbox coming
/// back from a third to the left), and the release pops past half the width or faster than
/// 800 pt/s and otherwise puts everything back as it was. A swipe that does not start at the
/// edge, or one with nothing to pop, does nothing.
@MainActor @Suite struct EdgeSwipePopTests {
    /// The stage's window with the port's navigation controller at its root: 400 points wide.
    private static let width = 400.0

    private func stage() -> (PortStage, EdgeSwipeNavigationController, EdgeSwipeListViewController) {
        let stage = PortStage()
        let inbox = EdgeSwipeListViewController()
        let navigation = EdgeSwipeNavigationController(rootViewController: inbox)
        stage.window.rootViewController = navigation
        stage.frames(1)
        return (stage, navigation, inbox)
    }

    /// The inbox with the message pushed on it and at rest.
    private func messageOpen() throws -> (
        PortStage, EdgeSwipeNavigationController, EdgeSwipeListViewController, EdgeSwipeDetailViewController
    ) {
        let (stage, navigation, inbox) = stage()
        try stage.tapButton("Open Message")
        let message = try #require(navigation.topViewController as? EdgeSwipeDetailViewController)
        stage.settle()
        return (stage, navigation, inbox, message)
    }

    /// A drag along y = 150 from `x`, `step` points right each frame for `frames` frames.
    private func drag(_ stage: PortStage, from x: Double, step: Double, frames: Int) {
        stage.pointer(.down, x, 150)
        for index in 1...frames {
            stage.frames(1)
            stage.pointer(.move, x + step * Double(index), 150)
        }
    }

    private func titles(_ navigation: EdgeSwipeNavigationController) -> [String] {
        navigation.viewControllers.map(\.title)
    }

    @Test func openMessageSlidesTheMessageInFromTheRightOnEaseOut() throws {
        let (stage, navigation, inbox) = stage()
        let container = try #require(inbox.view.superview)
        try stage.tapButton("Open Message")
        #expect(titles(navigation) == ["Inbox", "Message"])
        let context = try #require(navigation.transitionContext)
        #expect(!context.isInteractive)
        let message = try #require(navigation.topViewController as? EdgeSwipeDetailViewController)
        #expect(stage.shownFrame(message.view).minX == Self.width, "starts off the right edge")

        stage.frames(9)  // half of 0.3 s
        let eased = cubicBezier(0, 0, 0.58, 1, at: 0.5)
        #expect(abs(stage.shownFrame(message.view).minX - Self.width * (1 - eased)) < 1e-6)
        #expect(abs(stage.shownFrame(inbox.view).minX + Self.width / 3 * eased) < 1e-6, "a third to the left")
        stage.frames(9)
        #expect(navigation.transitionContext == nil, "over at 0.3 s")

        stage.settle()
        #expect(titles(navigation) == ["Inbox", "Message"])
        #expect(message.view.superview === container && message.view.frame == container.bounds)
        #expect(message.view.transform == .identity && stage.shownFrame(message.view) == container.bounds)
        #expect(inbox.view.superview == nil && inbox.view.transform == .identity, "the inbox has left, its transform reset")
        #expect(stage.label("Swipe from the left edge to go back") != nil)
    }

    @Test func anEdgeSwipePopsUnderTheFingerAndAReleasePastHalfFinishes() throws {
        let (stage, navigation, inbox, message) = try messageOpen()
        let coordinator = try #require(navigation.popCoordinator)
        let container = try #require(message.view.superview)
        drag(stage, from: 5, step: 25, frames: 10)  // to x = 255
        #expect(titles(navigation) == ["Inbox"], "UIKit's stack: the pop has taken the message off")
        let context = try #require(navigation.transitionContext)
        #expect(context.isInteractive && coordinator.interactionController != nil)
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false, "the port's swipe, not the system's")

        let edgePan = try #require(coordinator.edgePanGestureRecognizer)
        let translation = edgePan.translation(in: navigation.view).x
        #expect(translation == 250)
        #expect(abs(context.percentComplete - translation / Self.width) < 1e-9)
        #expect(abs(stage.shownFrame(message.view).minX - translation) < 1e-6, "the message under the finger")
        let progress = translation / Self.width
        #expect(abs(stage.shownFrame(inbox.view).minX + Self.width / 3 * (1 - progress)) < 1e-6)
        #expect(inbox.view.superview === container, "the inbox shows behind it")

        stage.frames(3)  // held still: no velocity at the release
        stage.pointer(.up, 255, 150)
        #expect(coordinator.interactionController == nil)
        stage.frames(6)
        #expect(navigation.transitionContext != nil)
        stage.frames(1)  // (1 − 0.625) × 0.3 s = 0.1125 s: the seventh frame
        #expect(navigation.transitionContext == nil, "finished in what was left of 0.3 s")

        stage.settle()
        #expect(titles(navigation) == ["Inbox"])
        #expect(message.view.superview == nil && message.view.transform == .identity)
        #expect(inbox.view.superview === container && inbox.view.transform == .identity)
        #expect(stage.shownFrame(inbox.view) == container.bounds)
        #expect(stage.buttons(titled: "Open Message").count == 1)
    }

    @Test func aSlowReleaseBeforeHalfPutsEverythingBack() throws {
        let (stage, navigation, inbox, message) = try messageOpen()
        let container = try #require(message.view.superview)
        drag(stage, from: 5, step: 20, frames: 6)  // to x = 125
        let context = try #require(navigation.transitionContext)
        #expect(titles(navigation) == ["Inbox"])
        #expect(abs(stage.shownFrame(message.view).minX - 120) < 1e-6, "under the finger")
        #expect(abs(context.percentComplete - 0.3) < 1e-9)

        stage.frames(3)
        stage.pointer(.up, 125, 150)
        #expect(context.transitionWasCancelled)
        stage.frames(5)
        #expect(navigation.transitionContext != nil)
        stage.frames(1)  // 0.3 × 0.3 s = 0.09 s: the sixth frame
        #expect(navigation.transitionContext == nil, "back in what was done of 0.3 s")

        stage.settle()
        #expect(titles(navigation) == ["Inbox", "Message"], "the stack as it was")
        #expect(message.view.superview === container && message.view.transform == .identity)
        #expect(stage.shownFrame(message.view) == container.bounds, "the message back in place")
        #expect(inbox.view.superview == nil && inbox.view.transform == .identity, "the inbox gone again")
        #expect(stage.label("Swipe from the left edge to go back") != nil)
    }

    /// Released at 30 % while moving: above 800 pt/s it pops, below it goes back.
    @Test(arguments: [(10.0, false), (12.0, false), (15.0, true), (24.0, true)])
    func aFlickBeforeHalfPopsOnlyFasterThan800PointsASecond(step: Double, pops: Bool) throws {
        let (stage, navigation, inbox, message) = try messageOpen()
        let frames = Int(120 / step)
        drag(stage, from: 5, step: step, frames: frames)
        let edgePan = try #require(navigation.popCoordinator?.edgePanGestureRecognizer)
        #expect(edgePan.translation(in: navigation.view).x == 120)
        stage.pointer(.up, 125, 150)
        stage.settle()
        #expect(titles(navigation) == (pops ? ["Inbox"] : ["Inbox", "Message"]), "at \(step * 60) pt/s")
        #expect((pops ? inbox : message).view.superview != nil)
        #expect((pops ? message : inbox).view.superview == nil)
        #expect(inbox.view.transform == .identity && message.view.transform == .identity)
    }

    @Test func aSwipeFromTheMiddleDoesNothing() throws {
        let (stage, navigation, _, message) = try messageOpen()
        let shown = stage.shownFrame(message.view)
        drag(stage, from: 150, step: 20, frames: 10)
        #expect(navigation.transitionContext == nil && titles(navigation) == ["Inbox", "Message"])
        #expect(stage.shownFrame(message.view) == shown)
        stage.pointer(.up, 350, 150)
        stage.settle()
        #expect(titles(navigation) == ["Inbox", "Message"])
    }

    @Test func anEdgeSwipeWithNothingToPopDoesNothing() throws {
        let (stage, navigation, inbox) = stage()
        let shown = stage.shownFrame(inbox.view)
        drag(stage, from: 5, step: 20, frames: 10)
        #expect(navigation.transitionContext == nil && navigation.popCoordinator?.interactionController == nil)
        stage.pointer(.up, 205, 150)
        stage.settle()
        #expect(titles(navigation) == ["Inbox"] && stage.shownFrame(inbox.view) == shown)
    }
}
