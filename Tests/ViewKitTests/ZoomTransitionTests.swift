import Foundation
import Motion
import Testing

@testable import ViewKit

/// `preferredTransition = .zoom(…)`: through navigation and presentation, caught at every phase,
/// the source asked again at the leave, the app's veto and alignment rect, turning round, Reduce
/// Motion, and the other preferred transitions.
@Suite struct ZoomTransitionTests {
    /// A stage whose root shows two tiles, and a page that zooms out of the first.
    final class Zoom {
        let stage = Stage()
        let tiles = [
            View(frame: Rect(x: 20, y: 40, width: 80, height: 60), name: "tileA"),
            View(frame: Rect(x: 250, y: 180, width: 120, height: 90), name: "tileB"),
        ]
        let page = Screen(title: "page")
        var asked: [String] = []
        /// The tile the provider answers with.
        var source = 0

        init(options: ViewController.Transition.ZoomOptions? = nil) {
            for tile in tiles {
                tile.cornerRadius = 10
                stage.root.view.addSubview(tile)
            }
            page.view.backgroundColor = Color(rgb: 0x2A9D8F)
            page.preferredTransition = .zoom(options: options) { [unowned self] context in
                asked.append("\(context.sourceViewController.title)→\(context.zoomedViewController.title)")
                return tiles[source]
            }
        }

        var zoom: ZoomTransitionAnimator? { page.zoomAnimator }
        var card: Rect? { zoom?.cardFrame }
        var context: TransitionContext? { stage.navigation.transitionContext ?? stage.root.presentationTransition }
        var stack: [String] { stage.navigation.viewControllers.map(\.title) }

        func open() {
            stage.navigation.pushViewController(page, animated: true)
            stage.settle()
        }
    }

    static func close(_ a: Rect?, _ b: Rect?, within tolerance: Double = 1e-9) -> Bool {
        guard let a, let b else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
            && abs(a.maxY - b.maxY) <= tolerance
    }

    /// The page's own bounds as they show in the window: where the card's content is.
    static func shownPage(_ zoom: Zoom) -> Rect { Rect.boundingBox(of: zoom.page.view.cornersInWindow) }

    @Test func aPushGrowsThePageOutOfItsSourceAndAPopShrinksItBackOntoIt() throws {
        let zoom = Zoom()
        #expect(zoom.stage.navigation.pushViewController(zoom.page, animated: true))
        #expect(zoom.context?.animatedTransitioning is ZoomTransitionAnimator)
        #expect(zoom.stack == ["root", "page"], "UIKit's stack: the page is on it from the call")
        #expect(Self.close(zoom.card, zoom.tiles[0].frame), "it starts as the tile")
        #expect(zoom.tiles[0].isHidden, "the source hides while the page is out")
        #expect(zoom.asked == ["root→page"])
        let card = try #require(zoom.page.view.superview)
        #expect(
            card.cornerRadius == 10 && card.backgroundColor == Color(rgb: 0x2A9D8F),
            "the card takes the tile's corners and the page's colour")
        #expect(zoom.page.view.backgroundColor == .clear)
        // Aspect-fill: the page (400×300) fills the 80×60 tile exactly.
        #expect(Self.close(Self.shownPage(zoom), zoom.tiles[0].frame))
        zoom.stage.frames(6)
        let growing = try #require(zoom.card)
        #expect(growing.width > 80 && growing.width < 400)
        #expect(abs(try #require(zoom.context).progress - (growing.width - 80) / 320) < 1e-9, "progress is the card's openness")
        zoom.stage.settle()
        #expect(zoom.context == nil && zoom.stack == ["root", "page"])
        #expect(zoom.page.view.superview === zoom.stage.container && zoom.page.view.frame == zoom.stage.container.bounds)
        #expect(zoom.page.view.transform == .identity && zoom.page.view.backgroundColor == Color(rgb: 0x2A9D8F))
        #expect(zoom.stage.container.subviews.count == 1, "the card and the dimming are gone")
        #expect(zoom.tiles[0].isHidden, "still hidden while the page is open")

        #expect(zoom.stage.navigation.popViewController(animated: true) === zoom.page)
        #expect(Self.close(zoom.card, zoom.stage.container.bounds), "the pop starts from the page")
        #expect(zoom.asked == ["root→page", "root→page"], "asked again at the leave")
        var last = zoom.card
        while zoom.context != nil {
            last = zoom.card
            zoom.stage.frames(1)
        }
        #expect(Self.close(last, zoom.tiles[0].frame, within: 1), "it lands on the tile: \(String(describing: last))")
        #expect(!zoom.tiles[0].isHidden && zoom.stack == ["root"])
        #expect(zoom.stage.container.subviews.map(\.name) == [zoom.stage.root.view.name])
        #expect(zoom.page.view.transform == .identity && zoom.page.view.backgroundColor == Color(rgb: 0x2A9D8F))
    }

    /// The card's frame is the zoom's own animatable property, set in one spring block: during
    /// the push its model is already the page's frame (the end) while its presentation moves
    /// from the tile, and the card view is laid out from the presentation every frame.
    @Test func theCardIsAnAnimatablePropertyThatOneSpringBlockSets() throws {
        let zoom = Zoom()
        zoom.stage.navigation.pushViewController(zoom.page, animated: true)
        let animator = try #require(zoom.zoom)
        let card = try #require(zoom.page.view.superview)
        for _ in 0..<8 {
            zoom.stage.frames(1)
            #expect(animator.cardStorage.isAnimating)
            #expect(animator.cardStorage.model == zoom.stage.container.bounds, "the model is the end at once")
            let shown = animator.cardStorage.presentation
            #expect(shown.width > 80 && shown.width < 400, "the presentation moves: \(shown)")
            #expect(Self.close(card.frame, shown), "the card view shows the presentation each frame")
        }
        zoom.stage.settle()
        #expect(!animator.cardStorage.isAnimating && zoom.context == nil)
    }

    /// One spring for the card, from each axis's release: each axis leaves at its own velocity,
    /// capped as `GestureRelease` caps it; the height follows the width (the aspect between the
    /// two frames holds); and a spring that does not overshoot is damped for the fastest axis.
    @Test func theCardsSpringLeavesAtEachAxissVelocity() throws {
        let from = Rect(x: 100, y: 100, width: 100, height: 50)
        let to = Rect(x: 0, y: 0, width: 400, height: 300)
        let release = GestureRelease(spring: Spring(validDampingRatio: 0.9, response: 0.45))
        let (spring, leaving) = try #require(
            ZoomGeometry.spring(
                from: from, to: to, velocity: (Point(x: 50, y: -1e6), Size(width: 600, height: 0)), release))
        #expect(spring == release.spring, "an underdamped spring as it is")
        let widthRate = 600.0 / 300  // the width's distance is 300
        #expect(abs(leaving.width - 600) < 1e-9 && abs(leaving.height - widthRate * 250) < 1e-9, "the height follows the width")
        let centre = Point(x: leaving.midX, y: leaving.midY)
        #expect(abs(centre.x - 50) < 1e-9, "x leaves at its own velocity")
        // y's distance is 150 − 125 = 25; a million points a second away from it, capped.
        #expect(abs(centre.y - -release.velocityCap * 25) < 1e-6, "capped: \(centre.y)")
        #expect(ZoomGeometry.spring(from: to, to: to, velocity: (Point(x: 9, y: 9), .zero), release) == nil)

        let critical = GestureRelease(spring: Spring(validDampingRatio: 1, response: 0.45))
        let fast = try #require(
            ZoomGeometry.spring(from: from, to: to, velocity: (Point(x: 4000, y: 0), .zero), critical))
        guard case .spring(let expected, _) = critical.timing(velocity: 4000 / 50, distance: 1) else { return }
        #expect(fast.0 == expected && fast.0.dampingRatio > 1, "damped for the fastest axis (x)")
    }

    @Test func presentAndDismissZoomToo() throws {
        let zoom = Zoom()
        #expect(zoom.stage.root.present(zoom.page, animated: true))
        #expect(zoom.context?.kind == .present && zoom.context?.animatedTransitioning is ZoomTransitionAnimator)
        #expect(Self.close(zoom.card, zoom.tiles[0].frame))
        zoom.stage.settle()
        #expect(zoom.stage.root.presentedViewController === zoom.page && zoom.page.view.frame == zoom.stage.window.rootView.bounds)
        #expect(zoom.tiles[0].isHidden)
        #expect(zoom.page.dismiss(animated: true))
        #expect(zoom.context?.kind == .dismiss)
        zoom.stage.frames(3)
        let closing = try #require(zoom.card)
        #expect(closing.width < 400 && closing.width > 80)
        zoom.stage.settle()
        #expect(zoom.stage.root.presentedViewController == nil && zoom.page.view.superview == nil)
        #expect(!zoom.tiles[0].isHidden)
    }

    /// A press during the presentation: the presentation completes and a dismissal starts under
    /// the finger, the card where it was.
    @Test func aPressCatchesThePresentationAsADismissal() throws {
        let zoom = Zoom()
        zoom.stage.root.present(zoom.page, animated: true)
        zoom.stage.frames(5)
        let before = try #require(zoom.card)
        zoom.stage.pointer(.down, before.midX, before.midY)
        #expect(Self.close(zoom.card, before, within: 0.5), "no jump")
        #expect(zoom.context?.kind == .dismiss && zoom.context?.isInteractive == true)
        for step in 1...6 {
            zoom.stage.frames(1)
            zoom.stage.pointer(.move, before.midX, before.midY + 30 * Double(step))
        }
        zoom.stage.pointer(.up, before.midX, before.midY + 180)
        zoom.stage.settle()
        #expect(zoom.stage.root.presentedViewController == nil && !zoom.tiles[0].isHidden, "flicked down: dismissed")
    }

    /// Continuously interactive: a press on the card holds it where it is, whatever it was doing.
    @Test(arguments: [1, 4, 9, 16])
    func aPressCatchesTheCardWhereItIsDuringThePush(frames: Int) throws {
        let zoom = Zoom()
        zoom.stage.navigation.pushViewController(zoom.page, animated: true)
        zoom.stage.frames(frames)
        let before = try #require(zoom.card)
        zoom.stage.pointer(.down, before.midX, before.midY)
        #expect(Self.close(zoom.card, before, within: 0.5), "no jump: \(String(describing: zoom.card)) from \(before)")
        #expect(zoom.context?.kind == .pop && zoom.context?.isInteractive == true, "Apple: the push completes and a pop starts")
        #expect(zoom.stack == ["root"])
        zoom.stage.frames(8)
        #expect(Self.close(zoom.card, before, within: 0.5), "held")
        #expect(!zoom.stage.driver.hasRunningAnimations)
        // Let go where it is, still: it closes when it has shrunk, or is off centre, by more than
        // the threshold (a fifth of the page), and otherwise springs back, the pop cancelled.
        zoom.stage.pointer(.up, before.midX, before.midY)
        let offCentre = Point(x: before.midX, y: before.midY).distance(to: Point(x: 200, y: 150)) / 300
        let closes = max(1 - before.width / 400, offCentre) > 0.2
        #expect(zoom.context?.transitionWasCancelled == !closes)
        zoom.stage.settle()
        #expect(zoom.context == nil)
        #expect(zoom.stack == (closes ? ["root"] : ["root", "page"]))
        #expect(zoom.tiles[0].isHidden == !closes)
    }

    @Test func aPressCatchesTheCardLandingAndSpringingBack() throws {
        let zoom = Zoom()
        zoom.open()
        // Landing (a pop by code), caught early, while it is still nearly the page.
        zoom.stage.navigation.popViewController(animated: true)
        zoom.stage.frames(2)
        var before = try #require(zoom.card)
        zoom.stage.pointer(.down, before.midX, before.midY)
        #expect(Self.close(zoom.card, before, within: 0.5) && zoom.context?.isInteractive == true)
        zoom.stage.frames(10)
        // Let go still: too little shrink to close, so it springs back open, the pop cancelled.
        zoom.stage.pointer(.up, before.midX, before.midY)
        #expect(zoom.context?.transitionWasCancelled == true, "\(before)")
        zoom.stage.frames(3)
        // Springing back: caught again.
        before = try #require(zoom.card)
        zoom.stage.pointer(.down, before.midX, before.midY)
        #expect(Self.close(zoom.card, before, within: 0.5) && zoom.context?.isInteractive == true)
        #expect(zoom.context?.transitionWasCancelled == false, "held, it is heading nowhere")
        zoom.stage.pointer(.up, before.midX, before.midY)
        zoom.stage.settle()
        #expect(zoom.stack == ["root", "page"] && zoom.tiles[0].isHidden)
    }

    @Test func theSourceViewProviderIsAskedAgainAndThePageCanReturnToAnotherView() {
        let zoom = Zoom()
        zoom.open()
        zoom.source = 1
        zoom.stage.navigation.popViewController(animated: true)
        #expect(!zoom.tiles[0].isHidden && zoom.tiles[1].isHidden, "the old source shows again, the new one hides")
        var last = zoom.card
        while zoom.context != nil {
            last = zoom.card
            zoom.stage.frames(1)
        }
        #expect(Self.close(last, zoom.tiles[1].frame, within: 1), "it lands on the second tile: \(String(describing: last))")
        #expect(!zoom.tiles[0].isHidden && !zoom.tiles[1].isHidden)
    }

    /// A pull down shrinks the page about the pressed point and closes on a flick; the
    /// navigation bar's titles ride on the same progress.
    @Test func aPullDownFlickDismissesAndAlongsideAnimationsFollowTheCard() throws {
        let zoom = Zoom()
        zoom.open()
        zoom.stage.pointer(.down, 200, 100)
        zoom.stage.frames(1)
        zoom.stage.pointer(.move, 200, 112)  // past the pan's 10 points: the pull begins here
        let context = try #require(zoom.context)
        #expect(context.kind == .pop && context.isInteractive)
        var seen: [Double] = []
        context.coordinator.animate(alongsideTransition: { seen.append($0.progress) })
        for step in 1...6 {
            zoom.stage.frames(1)
            zoom.stage.pointer(.move, 200, 112 + 20 * Double(step))
        }
        let card = try #require(zoom.card)
        #expect(abs(card.width / 400 - (1 - 0.5 * 120 / 300)) < 1e-9, "1 − (1 − minimumScale) × pull / height")
        #expect(abs(card.minY + 112.0 / 300 * card.height - 232) < 1e-9, "the pressed point stays under the pointer")
        #expect(abs(try #require(seen.last) - context.progress) < 1e-12 && context.progress > 0)
        zoom.stage.pointer(.up, 200, 232)
        #expect(!context.isInteractive && !context.transitionWasCancelled)
        zoom.stage.settle()
        #expect(zoom.stack == ["root"] && context.isCompleted && seen.last == 1)
    }

    /// Two fingers pinching about a still centre never move the pan: the pinch's own end lets go
    /// (found by the end-to-end script, which held the card for ever).
    @Test func aPinchAboutAStillCentreClosesOnRelease() throws {
        let zoom = Zoom()
        zoom.open()
        func finger(_ phase: PointerEvent.Phase, _ id: Int, _ x: Double) {
            zoom.stage.window.handle(PointerEvent(phase, at: Point(x: x, y: 150), time: zoom.stage.clock.now, pointer: id))
        }
        finger(.down, 1, 100)
        finger(.down, 2, 300)
        for step in 1...10 {
            zoom.stage.frames(1)
            finger(.move, 1, 100 + 6 * Double(step))
            finger(.move, 2, 300 - 6 * Double(step))
        }
        let card = try #require(zoom.card)
        #expect(abs(card.width / 400 - 80.0 / 200) < 1e-9, "the spread went from 200 to 80")
        finger(.up, 2, 240)
        finger(.up, 1, 160)
        #expect(zoom.context?.isInteractive == false && zoom.context?.transitionWasCancelled == false, "let go: it closes")
        zoom.stage.settle()
        #expect(zoom.stack == ["root"])
    }

    @Test func interactiveDismissShouldBeginCanVetoAPull() throws {
        let options = ViewController.Transition.ZoomOptions()
        // Only a drag on the lower half of the page takes it.
        options.interactiveDismissShouldBegin = { context in context.location.y > 150 && context.willBegin }
        options.dimmingColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let zoom = Zoom(options: options)
        zoom.open()
        zoom.stage.pointer(.down, 200, 100)
        for step in 1...6 {
            zoom.stage.frames(1)
            zoom.stage.pointer(.move, 200, 100 + 20 * Double(step))
        }
        #expect(zoom.context == nil && zoom.stack == ["root", "page"], "the pull began at y 120: vetoed")
        zoom.stage.pointer(.up, 200, 220)
        zoom.stage.pointer(.down, 200, 160)
        zoom.stage.frames(1)
        zoom.stage.pointer(.move, 200, 180)
        #expect(zoom.context?.kind == .pop && zoom.context?.isInteractive == true, "at y 180 it may")
        let dimming = try #require(zoom.stage.container.subviews.first { $0.name == "zoom.dimming" })
        #expect(dimming.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.5) && dimming.alpha == 1)
        zoom.stage.pointer(.up, 200, 180)
        zoom.stage.settle()
    }

    @Test func aDragUpOrSidewaysAwayFromTheEdgeDoesNothing() {
        let zoom = Zoom()
        zoom.open()
        zoom.stage.pointer(.down, 200, 250)
        for step in 1...6 {
            zoom.stage.frames(1)
            zoom.stage.pointer(.move, 200, 250 - 20 * Double(step))
        }
        zoom.stage.pointer(.up, 200, 130)
        zoom.stage.pointer(.down, 100, 150)
        for step in 1...6 {
            zoom.stage.frames(1)
            zoom.stage.pointer(.move, 100 + 20 * Double(step), 150)
        }
        zoom.stage.pointer(.up, 220, 150)
        #expect(zoom.context == nil && zoom.stack == ["root", "page"])
    }

    /// The edge swipe back is the zoom's (the page shrinks), not the navigation controller's slide.
    @Test func theEdgeSwipeShrinksTheZoomedPage() throws {
        let zoom = Zoom()
        zoom.open()
        zoom.stage.pointer(.down, 5, 150)
        for step in 1...8 {
            zoom.stage.frames(1)
            zoom.stage.pointer(.move, 5 + 25 * Double(step), 150)
        }
        #expect(zoom.context?.animatedTransitioning is ZoomTransitionAnimator && zoom.context?.isInteractive == true)
        let card = try #require(zoom.card)
        #expect(abs(card.width / 400 - (1 - 0.5 * 175 / 400)) < 1e-9, "across the width, from where the swipe began")
        zoom.stage.pointer(.up, 205, 150)
        zoom.stage.settle()
        #expect(zoom.stack == ["root"])
    }

    @Test func anAlignmentRectLinesUpWithTheSource() throws {
        let options = ViewController.Transition.ZoomOptions()
        // The page's middle, at the tile's aspect (4:3).
        options.alignmentRectProvider = { _ in Rect(x: 120, y: 90, width: 160, height: 120) }
        let zoom = Zoom(options: options)
        zoom.stage.navigation.pushViewController(zoom.page, animated: true)
        let aligned = try #require(zoom.page.view.superview).transformToWindow
        let shown = Rect.boundingBox(
            of: [Point(x: 120, y: 90), Point(x: 280, y: 210)].map { zoom.page.view.transformToWindow.apply(to: $0) })
        #expect(Self.close(shown, zoom.tiles[0].frame), "the alignment rect fills the tile: \(shown), card \(aligned)")
        zoom.stage.settle()
        #expect(zoom.page.view.frame == zoom.stage.container.bounds, "and the whole page at the end")
    }

    /// `popViewController` during the zoom's push turns the card round where it is, at its speed.
    @Test func aPopDuringThePushTurnsTheCardRound() throws {
        let zoom = Zoom()
        zoom.stage.navigation.pushViewController(zoom.page, animated: true)
        zoom.stage.frames(4)
        let before = try #require(zoom.card)
        zoom.stage.frames(1)
        let moving = try #require(zoom.card)
        #expect(zoom.stage.navigation.popViewController(animated: true) === zoom.page)
        #expect(zoom.context?.kind == .pop && Self.close(zoom.card, moving), "from where it is")
        zoom.stage.frames(1)
        let next = try #require(zoom.card)
        // It carries its growth on a little before turning: the next step is no bigger than the last.
        #expect(next.width - moving.width <= moving.width - before.width + 1e-9)
        #expect(next.width - moving.width > -(moving.width - before.width), "no jump back")
        zoom.stage.settle()
        #expect(zoom.stack == ["root"] && !zoom.tiles[0].isHidden)
    }

    @Test func reduceMotionCrossFadesTheCard() throws {
        let zoom = Zoom()
        zoom.stage.window.isReduceMotionEnabled = true
        zoom.stage.navigation.pushViewController(zoom.page, animated: true)
        let card = try #require(zoom.page.view.superview)
        zoom.stage.frames(3)
        #expect(card.alpha < 1 && Self.close(zoom.card, zoom.tiles[0].frame), "fading out where it is")
        var frames = 3
        while zoom.context != nil {
            zoom.stage.frames(1)
            frames += 1
        }
        #expect(Double(frames) / 60 <= CrossFadeAnimator.duration + 0.05)
        #expect(zoom.page.view.frame == zoom.stage.container.bounds && card.alpha == 1)
    }

    @Test func theOtherPreferredTransitionsAndADelegateThatWins() {
        let stage = Stage()
        let faded = Screen(title: "faded")
        faded.preferredTransition = .crossDissolve
        stage.navigation.pushViewController(faded, animated: true)
        #expect(stage.navigation.transitionContext?.animatedTransitioning is CrossFadeAnimator)
        stage.settle()
        let covered = Screen(title: "covered")
        covered.preferredTransition = .coverVertical
        stage.navigation.pushViewController(covered, animated: true)
        #expect((stage.navigation.transitionContext?.animatedTransitioning as? SlideTransitionAnimator)?.edge == .bottom)
        stage.settle()
        stage.navigation.popViewController(animated: true)
        #expect((stage.navigation.transitionContext?.animatedTransitioning as? SlideTransitionAnimator)?.edge == .bottom)
        stage.settle()
        let presented = Screen(title: "presented")
        presented.preferredTransition = .crossDissolve
        stage.navigation.present(presented, animated: true)
        #expect(stage.navigation.presentationTransition?.animatedTransitioning is CrossFadeAnimator)
        stage.settle()
        presented.dismiss(animated: true)
        stage.settle()

        final class Delegate: NavigationControllerDelegate {
            func navigationController(
                _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                from: ViewController, to: ViewController
            ) -> AnimatedTransitioning? { SpinPushAnimator() }
        }
        let delegate = Delegate()
        stage.navigation.delegate = delegate
        let zoomed = Screen(title: "zoomed")
        zoomed.preferredTransition = .zoom { _ in nil }
        stage.navigation.pushViewController(zoomed, animated: true)
        #expect(stage.navigation.transitionContext?.animatedTransitioning is SpinPushAnimator, "the delegate's animator wins")
    }

    /// A controller whose zoom is replaced keeps a page that can be touched: the old zoom's
    /// gestures leave with it (they held it unowned, and a press crashed).
    @Test func replacingTheTransitionTakesTheOldZoomsGesturesAway() {
        let zoom = Zoom()
        zoom.open()
        let recognizers = zoom.page.view.gestureRecognizers.count
        #expect(recognizers >= 2, "the zoom's pan and pinch are on the page")
        zoom.page.preferredTransition = .crossDissolve
        #expect(zoom.page.view.gestureRecognizers.count == recognizers - 2)
        zoom.stage.pointer(.down, 200, 100)
        zoom.stage.frames(1)
        zoom.stage.pointer(.move, 200, 160)
        zoom.stage.pointer(.up, 200, 160)
        zoom.stage.navigation.popViewController(animated: true)
        #expect(zoom.context?.animatedTransitioning is CrossFadeAnimator)
        zoom.stage.settle()
        #expect(zoom.stack == ["root"] && !zoom.tiles[0].isHidden, "and the tile it hid shows again")
    }

    /// One `.zoom` value set on two pages makes a zoom for each; a page given another transition
    /// lets its zoom go (its gestures off the page) while the other page keeps its own.
    @Test func aZoomSharedByTwoPagesLetsGoOfTheOneWhosePageTakesAnotherTransition() {
        let zoom = Zoom()
        zoom.open()
        let other = Screen(title: "other")
        other.preferredTransition = zoom.page.preferredTransition
        zoom.stage.navigation.pushViewController(other, animated: true)
        zoom.stage.settle()
        #expect(zoom.page.zoomAnimator != nil && other.zoomAnimator != nil && zoom.page.zoomAnimator !== other.zoomAnimator)
        let (pageRecognizers, otherRecognizers) = (zoom.page.view.gestureRecognizers.count, other.view.gestureRecognizers.count)
        zoom.page.preferredTransition = .crossDissolve
        #expect(zoom.page.view.gestureRecognizers.count == pageRecognizers - 2, "the page's zoom let go")
        #expect(other.view.gestureRecognizers.count == otherRecognizers && other.zoomAnimator != nil, "the other keeps its zoom")
        other.preferredTransition = other.preferredTransition
        #expect(other.zoomAnimator != nil, "the same transition set again keeps its zoom")
    }
}
