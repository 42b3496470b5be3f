import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `SlidePushTransition.swift` run as written, in its own `SlideNavigationController`: a tap on
/// "Push Next" slides the new screen in from the right over 0.35 s on ease-in-out while the old
/// one moves a third of the width away under a black overlay darkening to 0.2; the back button
/// plays the mirror. At rest every transform is the identity and the overlay is gone.
@MainActor @Suite struct SlidePushTransitionTests {
    private let width = 400.0

    /// A stage whose navigation controller is the port's, laid out, with screen 1 showing.
    private func stage() -> (PortStage, SlideStackViewController) {
        let first = SlideStackViewController()
        let stage = PortStage(navigation: SlideNavigationController(rootViewController: first))
        stage.frames(1)
        return (stage, first)
    }

    /// The overlay the animator puts between the two screens: the container's one black,
    /// untouchable subview that is neither screen.
    private func overlay(in container: View, besides screens: [View]) -> View? {
        container.subviews.first { view in
            !screens.contains { $0 === view } && view.backgroundColor == Color.black && !view.isUserInteractionEnabled
        }
    }

    /// A tap on the navigation bar's back button, at its leading end.
    private func tapBack(_ stage: PortStage) {
        stage.pointer(.down, 20, 22)
        stage.pointer(.up, 20, 22)
    }

    @Test func thePushSlidesTheNewScreenInAndTheOldOneAThirdAway() throws {
        let (stage, first) = stage()
        #expect(stage.navigation.delegate is SlideNavigationDelegate)
        let container = stage.navigation.transitionView
        let rest = stage.shownFrame(container)
        var completions = 0

        try stage.tapButton("Push Next")
        #expect(stage.stack == ["Screen 1", "Screen 2"])
        let second = try #require(stage.navigation.topViewController as? SlideStackViewController)
        #expect(second.depth == 2)
        let context = try #require(stage.navigation.transitionContext)
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        let dimming = try #require(overlay(in: container, besides: [first.view, second.view]))
        #expect(container.subviews.map(ObjectIdentifier.init) == [first.view, dimming, second.view].map(ObjectIdentifier.init))
        #expect(second.view.frame == container.bounds, "the new screen sits at its final frame")

        // At the start: the new screen a whole width to the right, the old one in place, no dimming.
        #expect(stage.shownFrame(second.view) == rest.offsetBy(dx: width, dy: 0))
        #expect(stage.shownFrame(first.view) == rest)
        #expect(dimming.presentationValues.alpha == 0)

        stage.frames(7)  // 7/60 s of 0.35: a third of the time
        let p = easeInOut(7.0 / 60 / 0.35)
        #expect(abs(stage.shownFrame(second.view).minX - (rest.minX + width * (1 - p))) < 1e-6)
        #expect(abs(stage.shownFrame(first.view).minX - (rest.minX - width / 3 * p)) < 1e-6)
        #expect(abs(dimming.presentationValues.alpha - 0.2 * p) < 1e-9)
        #expect(second.view.transform == .identity, "the model is the end")
        #expect(first.view.transform.isNear(Transform2D(translationX: -width / 3, y: 0)))

        stage.frames(13)  // 20/60 s: not over yet
        #expect(stage.navigation.transitionContext != nil && completions == 0)
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && completions == 1)
        #expect(stage.stack == ["Screen 1", "Screen 2"])
        #expect(dimming.superview == nil, "the overlay is removed")
        #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view)])
        #expect(second.view.transform == .identity && first.view.transform == .identity)
        #expect(second.view.frame == container.bounds && stage.shownFrame(second.view) == rest)
        #expect(stage.label("2") != nil)
    }

    @Test func theBackButtonPlaysTheMirror() throws {
        let (stage, first) = stage()
        try stage.tapButton("Push Next")
        stage.settle()
        let second = try #require(stage.navigation.topViewController as? SlideStackViewController)
        let container = stage.navigation.transitionView
        let rest = stage.shownFrame(container)
        var completions = 0

        tapBack(stage)
        #expect(stage.stack == ["Screen 1"])
        let context = try #require(stage.navigation.transitionContext)
        #expect(context.kind == .pop)
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        let dimming = try #require(overlay(in: container, besides: [first.view, second.view]))
        #expect(container.subviews.map(ObjectIdentifier.init) == [first.view, dimming, second.view].map(ObjectIdentifier.init))

        // At the start: the revealed screen a third of the width away under 0.2 of dimming.
        #expect(stage.shownFrame(first.view).isNear(rest.offsetBy(dx: -width / 3, dy: 0)))
        #expect(stage.shownFrame(second.view) == rest)
        #expect(abs(dimming.presentationValues.alpha - 0.2) < 1e-12)

        stage.frames(7)
        let p = easeInOut(7.0 / 60 / 0.35)
        #expect(abs(stage.shownFrame(first.view).minX - (rest.minX - width / 3 * (1 - p))) < 1e-6)
        #expect(abs(stage.shownFrame(second.view).minX - (rest.minX + width * p)) < 1e-6)
        #expect(abs(dimming.presentationValues.alpha - 0.2 * (1 - p)) < 1e-9)

        stage.frames(13)
        #expect(stage.navigation.transitionContext != nil && completions == 0)
        stage.settle()
        #expect(stage.navigation.transitionContext == nil && completions == 1)
        #expect(stage.stack == ["Screen 1"])
        #expect(dimming.superview == nil && second.view.superview == nil)
        #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
        #expect(first.view.transform == .identity && second.view.transform == .identity)
        #expect(first.view.frame == container.bounds && stage.shownFrame(first.view) == rest)
        #expect(stage.label("2") == nil && stage.label("1") != nil)
    }

    /// Each push makes the next screen, and each back button press takes one off.
    @Test func pushingTwiceAndGoingBackTwiceWalksTheStack() throws {
        let (stage, _) = stage()
        try stage.tapButton("Push Next")
        stage.settle()
        try stage.tapButton("Push Next")
        stage.settle()
        #expect(stage.stack == ["Screen 1", "Screen 2", "Screen 3"])
        #expect(stage.label("3") != nil)
        tapBack(stage)
        stage.settle()
        #expect(stage.stack == ["Screen 1", "Screen 2"])
        tapBack(stage)
        stage.settle()
        #expect(stage.stack == ["Screen 1"])
        #expect(stage.navigation.transitionView.subviews.count == 1)
    }
}
