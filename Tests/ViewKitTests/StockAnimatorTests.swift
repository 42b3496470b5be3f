import Foundation
import Motion
import Testing

@testable import ViewKit

/// Hands out one animator for every navigation and presentation, with an interaction controller
/// while `interaction` is set, so a test can hold a transition at any progress.
final class StockAnimatorDelegate: NavigationControllerDelegate, ViewControllerTransitioningDelegate {
    let make: (NavigationOperation) -> AnimatedTransitioning
    var interaction: PercentDrivenInteractiveTransition?

    init(_ make: @escaping (NavigationOperation) -> AnimatedTransitioning) { self.make = make }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { make(operation) }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { interaction }

    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        make(.push)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { make(.pop) }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
}

/// ViewKit's stock animators, each held at 0, ½ and 1 of its run by a percent-driven
/// interaction on the 400×300 stage, against the geometry its documentation states.
struct StockAnimatorTests {
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// Pushes a screen (or pops it) under `animator` and reports the moving screen's translation at
    /// each of `progresses`, then lets the transition finish.
    static func translations(
        of operation: NavigationOperation, _ make: @escaping (NavigationOperation) -> AnimatedTransitioning,
        at progresses: [Double]
    ) -> (offsets: [Point], moving: View, stage: Stage) {
        let stage = Stage()
        let delegate = StockAnimatorDelegate(make)
        stage.navigation.delegate = delegate
        let pushed = Screen(title: "pushed")
        if operation == .pop { stage.navigation.pushViewController(pushed, animated: false) }
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        if operation == .push {
            stage.navigation.pushViewController(pushed, animated: true)
        } else {
            stage.navigation.popViewController(animated: true)
        }
        var offsets: [Point] = []
        for p in progresses {
            interaction.update(p)
            stage.frames(1)
            offsets.append(Point(x: pushed.view.presentationValues.transform.tx, y: pushed.view.presentationValues.transform.ty))
        }
        interaction.finish()
        stage.settle()
        return (offsets, pushed.view, stage)
    }

    /// A stage whose push of a fresh screen runs under `make`'s animator, held by the returned
    /// interaction.
    static func holdingPush(
        _ make: @escaping (NavigationOperation) -> AnimatedTransitioning
    ) -> (stage: Stage, pushed: Screen, interaction: PercentDrivenInteractiveTransition, delegate: StockAnimatorDelegate) {
        let stage = Stage()
        let delegate = StockAnimatorDelegate(make)
        stage.navigation.delegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let pushed = Screen(title: "pushed")
        stage.navigation.pushViewController(pushed, animated: true)
        return (stage, pushed, interaction, delegate)
    }

    @Test(arguments: RectEdge.allCases)
    func aSlidePushEntersFromItsEdgeAndAPopLeavesByIt(edge: RectEdge) {
        let make = { (operation: NavigationOperation) in SlideTransitionAnimator(operation: operation, edge: edge) }
        let extent = edge.extent(of: Size(width: 400, height: 300))
        let push = Self.translations(of: .push, make, at: [0, 0.5, 1])
        for (offset, away) in zip(push.offsets, [1.0, 0.5, 0]) {
            #expect(
                Self.close(offset.x, edge.outward.x * away * extent) && Self.close(offset.y, edge.outward.y * away * extent),
                "\(edge) push \(offset)")
        }
        #expect(push.stage.containerIsAtRest(showing: push.stage.navigation.top))
        let pop = Self.translations(of: .pop, make, at: [0, 0.5, 1])
        for (offset, away) in zip(pop.offsets, [0.0, 0.5, 1]) {
            #expect(
                Self.close(offset.x, edge.outward.x * away * extent) && Self.close(offset.y, edge.outward.y * away * extent),
                "\(edge) pop \(offset)")
        }
        #expect(pop.stage.containerIsAtRest(showing: pop.stage.root))
    }

    @Test func theDefaultSlideIsIOSsPushFromTheRight() {
        let animator = SlideTransitionAnimator(operation: .push)
        #expect(animator.edge == .right && animator.duration == 0.35 && animator.curve == .easeInOut)
        #expect(animator.shadow == SlideTransitionAnimator.edgeShadow)
        #expect(animator.coveredScreenTravel == 1.0 / 3 && animator.coveredScreenDimming == 24.0 / 255)
        let stage = Stage()
        let pushed = Screen(title: "pushed")
        stage.navigation.pushViewController(pushed, animated: true)
        #expect(stage.navigation.transitionContext?.animatedTransitioning is SlideTransitionAnimator)
        stage.frames(1)
        #expect(pushed.view.presentationValues.transform.tx > 0 && pushed.view.shadow == SlideTransitionAnimator.edgeShadow)
        #expect(stage.root.view.presentationValues.transform.tx < 0, "the covered screen moves the other way")
        stage.settle()
        #expect(pushed.view.shadow == nil && stage.root.view.transform == .identity)
        #expect(!stage.container.subviews.contains { $0.name == "slide.dimming" })
        // A slide from an edge keeps the covered screen still unless told otherwise.
        let drawer = SlideTransitionAnimator(operation: .push, edge: .left)
        #expect(drawer.coveredScreenTravel == 0 && drawer.coveredScreenDimming == 0 && drawer.shadow == nil)
    }

    /// iOS's pop scrubbed by the interactive pop: at progress p the covered screen is (1 − p)
    /// of a third of the width to the left, under black at (1 − p) × 24/255, and the leaving
    /// screen is p of the width to the right, casting its edge shadow; at rest, nothing is left
    /// of any of it, whether the pop finishes or is cancelled.
    @Test(arguments: [true, false])
    func theCoveredScreenOfAScrubbedPopFollowsTheFinger(finishing: Bool) throws {
        let stage = Stage()
        let pushed = Screen(title: "pushed")
        stage.navigation.pushViewController(pushed, animated: false)
        let width = stage.container.bounds.width
        let delegate = StockAnimatorDelegate { SlideTransitionAnimator(operation: $0) }
        stage.navigation.delegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        stage.navigation.popViewController(animated: true)
        for p in [0.0, 0.5, 1.0] {
            interaction.update(p)
            stage.frames(1)
            let covered = stage.root.view.presentationValues.transform
            #expect(abs(covered.tx - -(1 - p) * width / 3) < 1e-9, "covered at \(p): \(covered.tx)")
            let dimming = try #require(stage.container.subviews.first { $0.name == "slide.dimming" })
            #expect(stage.container.subviews.firstIndex { $0 === dimming } == 1, "between the two screens")
            #expect(abs(dimming.presentationValues.alpha * dimming.backgroundColor.alpha - (1 - p) * 24 / 255) < 1e-9)
            #expect(abs(pushed.view.presentationValues.transform.tx - p * width) < 1e-9)
            #expect(pushed.view.shadow == SlideTransitionAnimator.edgeShadow)
        }
        interaction.update(0.4)
        if finishing { interaction.finish() } else { interaction.cancel() }
        stage.settle()
        #expect(stage.navigation.topViewController === (finishing ? stage.root : pushed))
        #expect(stage.root.view.transform == .identity && stage.root.view.presentationValues.transform == .identity)
        #expect(pushed.view.shadow == nil && !stage.container.subviews.contains { $0.name == "slide.dimming" })
    }

    @Test func aSlidesShadowLastsWhileItMovesAndGoesWhenItEndsEitherWay() {
        let shadow = Shadow(radius: 28)
        let (stage, pushed, interaction, delegate) = Self.holdingPush {
            SlideTransitionAnimator(operation: $0, edge: .left, shadow: shadow, duration: 0.8)
        }
        interaction.update(0.3)
        stage.frames(1)
        #expect(pushed.view.shadow == shadow && stage.root.view.shadow == nil)
        interaction.cancel()
        stage.settle()
        #expect(pushed.view.shadow == nil, "a cancelled slide takes its shadow away")
        delegate.interaction = nil
        stage.navigation.pushViewController(pushed, animated: true)
        stage.frames(10)
        #expect(pushed.view.shadow == shadow)
        stage.settle()
        #expect(pushed.view.shadow == nil && stage.navigation.topViewController === pushed)
    }

    @Test func aCrossFadeFadesTheArrivingScreenInAndTheLeavingOneOut() {
        let (stage, pushed, interaction, delegate) = Self.holdingPush { _ in CrossFadeAnimator() }
        defer { withExtendedLifetime(delegate) {} }  // the navigation controller holds its delegate weakly
        interaction.update(0.25)
        stage.frames(1)
        #expect(
            Self.close(pushed.view.presentationValues.alpha, 0.25) && pushed.view.presentationValues.transform == .identity
                && stage.root.view.presentationValues.alpha == 1)
        #expect(stage.container.subviews.last === pushed.view, "arriving on top")
        interaction.finish()
        stage.settle()
        stage.navigation.popViewController(animated: true)
        interaction.update(0.25)
        stage.frames(1)
        #expect(Self.close(pushed.view.presentationValues.alpha, 0.75) && stage.root.view.presentationValues.alpha == 1)
        #expect(stage.container.subviews.first === stage.root.view, "revealed from below")
        interaction.finish()
        stage.settle()
        #expect(stage.containerIsAtRest(showing: stage.root))
        #expect(CrossFadeAnimator().duration == 0.25 && CrossFadeAnimator(duration: 0.14).duration == 0.14)
    }

    @Test func aModalSlideMovesItsTravelWhileItFadesAndDismissesTheSameWay() {
        let stage = Stage()
        let delegate = StockAnimatorDelegate { ModalSlideAnimator(presenting: $0 == .push, travel: 200) }
        let detail = Screen(title: "detail")
        detail.transitioningDelegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        #expect(stage.navigation.present(detail, animated: true))
        interaction.update(0.25)
        stage.frames(1)
        #expect(Self.close(detail.view.presentationValues.transform.tx, 150) && Self.close(detail.view.presentationValues.alpha, 0.25))
        #expect(detail.view.shadow == ModalSlideAnimator.shadow)
        interaction.finish()
        stage.settle()
        #expect(detail.view.shadow == nil && detail.view.alpha == 1)
        #expect(detail.dismiss(animated: true))
        // A dismissal dragged dx points is progress dx / travel: 50 points is a quarter.
        interaction.update(50.0 / 200)
        stage.frames(1)
        #expect(Self.close(detail.view.presentationValues.transform.tx, 50) && Self.close(detail.view.presentationValues.alpha, 0.75))
        interaction.finish()
        stage.settle()
        #expect(stage.navigation.presentedViewController == nil)
    }

    @Test func theSpinPushTurnsTheIncomingScreenAboutItsTopLeftCorner() {
        let (stage, pushed, interaction, delegate) = Self.holdingPush {
            $0 == .push ? SpinPushAnimator() as AnimatedTransitioning : SpinPopAnimator()
        }
        defer { withExtendedLifetime(delegate) {} }  // the navigation controller holds its delegate weakly
        interaction.update(0)
        stage.frames(1)
        // −90° about the top-left corner: that corner stays put, the top edge points up.
        #expect(pushed.view.anchorPoint == Point(x: 0, y: 0))
        let quarter = Transform2D(rotationAngle: -Double.pi / 2)
        #expect(
            Self.close(pushed.view.presentationValues.transform.b, quarter.b)
                && Self.close(pushed.view.presentationValues.transform.a, quarter.a))
        #expect(
            Self.close(pushed.view.presentationValues.frame.minX, 0) && Self.close(pushed.view.presentationValues.frame.maxY, 0),
            "\(pushed.view.presentationValues.frame)")
        interaction.update(1)
        stage.frames(1)
        #expect(Self.close(pushed.view.presentationValues.transform.b, 0) && Self.close(pushed.view.presentationValues.transform.a, 1))
        interaction.finish()
        stage.settle()
        #expect(stage.containerIsAtRest(showing: pushed))
        #expect(SpinPushAnimator().duration == 0.8)
    }

    @Test func theSpinPopTurnsTheRevealedScreenAboutItsTopRightCornerThroughItsKeyframes() {
        let stage = Stage()
        let delegate = StockAnimatorDelegate { $0 == .push ? SpinPushAnimator() as AnimatedTransitioning : SpinPopAnimator() }
        stage.navigation.delegate = delegate
        let pushed = Screen(title: "pushed")
        stage.navigation.pushViewController(pushed, animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        stage.navigation.popViewController(animated: true)
        #expect(stage.container.subviews.last === stage.root.view, "the revealed screen is laid on top")
        #expect(stage.root.view.anchorPoint == Point(x: 1, y: 0))
        // The timeline's fractions: −270° (shown as +90°) at 0, −360° at 0.4, +9° at 0.6.
        for (fraction, degrees) in [(0.0, 90.0), (0.4, 0), (0.6, 9)] {
            interaction.update(fraction)
            stage.frames(1)
            let shown =
                atan2(stage.root.view.presentationValues.transform.b, stage.root.view.presentationValues.transform.a) * 180 / Double.pi
            #expect(abs(shown - degrees) < 1e-6, "at \(fraction): \(shown)°")
        }
        interaction.finish()
        stage.settle()
        #expect(stage.containerIsAtRest(showing: stage.root))
        #expect(SpinPopAnimator().duration == 1.3)
    }

    /// Reduced motion's move: opacity |1 − 2p| on ease-in-out, the view held where it was for the
    /// first half and where it goes for the second, opaque again at the end.
    @Test func theCrossFadeMoveFadesOutWhereItIsAndInWhereItGoes() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var arrivals: [Bool] = []
        let move = CrossFadeAnimator.move(view, driver: driver) { arrived in
            arrivals.append(arrived)
            view.frame.origin.x = arrived ? 100 : 0
        }
        #expect(move.duration == CrossFadeAnimator.duration && move.state == .inactive, "returned unstarted")
        var ended = false
        move.addCompletion { _ in ended = true }
        move.startAnimation()
        var frames = 0
        while !ended && frames < 60 {
            clock.tick()
            driver.update()
            frames += 1
            guard !ended else { break }
            let p = CubicBezier.easeInOut.progress(at: min(Double(frames) / 60 / CrossFadeAnimator.duration, 1))
            #expect(abs(view.alpha - abs(1 - 2 * p)) < 1e-9, "frame \(frames)")
            #expect(view.frame.origin.x == (p >= 0.5 ? 100 : 0), "frame \(frames)")
        }
        #expect(ended && view.alpha == 1 && view.frame.origin.x == 100)
        let firstArrived = arrivals.firstIndex(of: true) ?? arrivals.count
        #expect(arrivals.first == false && firstArrived < arrivals.count && arrivals[firstArrived...].allSatisfy { $0 })
    }
}
