import Motion
import Testing

@testable import ViewKit

/// A window of 400×300 points on a fixed clock, with one 100×100 view in it at the origin.
final class AnimationStage {
    let clock: FixedStepClock
    let driver: AnimationDriver
    let window: Window
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "box")

    init(step: Double = 1.0 / 60.0) {
        clock = FixedStepClock(step: step)
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 400, height: 300), driver: driver)
        window.rootView.addSubview(view)
    }

    /// Advances `count` frames, as the frame loop does: tick, then update.
    func frames(_ count: Int) {
        for _ in 0..<count {
            clock.tick()
            driver.update()
        }
    }

    var shown: PresentationValues { view.presentationValues }

    /// The box's transform run to a 5× stretch on ease-in, with a block that sets 0.5× adding to
    /// it, 6 frames in: the stretch's share (−4 at weight 0.97) takes the sum below zero, a scale
    /// that decomposes as a positive one turned half round. Returns the stretch, still running.
    static func stretchedAcrossAnother() -> (AnimationStage, PropertyAnimator) {
        let stage = AnimationStage()
        let view = stage.view
        let stretch = PropertyAnimator(duration: 1, curve: .easeIn) { view.transform = Transform2D(scaleX: 5, y: 1) }
        stretch.startAnimation()
        View.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { view.transform = Transform2D(scaleX: 0.5, y: 1) }
        stage.frames(6)
        return (stage, stretch)
    }
}

/// The article's own animatable property ("Animating views"), verbatim.
final class Gauge: View {
    private var levelStorage = AnimatableProperty(0.0)
    var level: Double {
        get { levelStorage.model }
        set { setAnimatable(\Gauge.levelStorage, to: newValue) }
    }
    var shownLevel: Double { levelStorage.presentation }  // draw this
}

private func ease(_ t: Double) -> Double { CubicBezier.easeInOut.progress(at: min(max(t, 0), 1)) }

/// Core Animation's model in ViewKit (UIKIT-SEMANTICS §15): model and presentation, the block
/// API, additive retargets, keyframes, end-value property animators.
@Suite struct AnimatingViewsTests {
    /// The bounds animate as Core Animation's "bounds.origin" and "bounds.size": a view that grows
    /// in place animates its size alone (four numbers with its position, as a rectangle), one that
    /// scrolls its origin alone, and what shows is the same as one animatable rectangle showed.
    @Test func aViewThatGrowsAnimatesItsSizeAloneAndOneThatScrollsItsOrigin() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(withDuration: 1, delay: 0, options: .curveEaseInOut) {
            view.frame = Rect(x: 0, y: 0, width: 200, height: 150)
        }
        #expect(view.animatedBoundsSize.isAnimating)
        #expect(!view.animatedBoundsOrigin.isAnimating)
        stage.frames(30)
        let grown = ease(30.0 / 60.0)
        #expect(abs(stage.shown.bounds.width - (100 + 100 * grown)) < 1e-9)
        #expect(abs(stage.shown.bounds.height - (100 + 50 * grown)) < 1e-9)
        #expect(stage.shown.bounds.origin == .zero)
        stage.frames(40)
        #expect(!view.isAnimating)

        View.animate(withDuration: 1, delay: 0, options: .curveEaseInOut) {
            view.bounds.origin = Point(x: 0, y: 80)
        }
        #expect(view.animatedBoundsOrigin.isAnimating)
        #expect(!view.animatedBoundsSize.isAnimating)
        stage.frames(15)
        #expect(abs(stage.shown.bounds.minY - 80 * ease(15.0 / 60.0)) < 1e-9)
        #expect(stage.shown.bounds.size == Size(width: 200, height: 150))
    }

    /// A spring that takes over a view's size leaves the origin to the animation still moving it
    /// (each part is its own key path, as in Core Animation): the origin keeps its own course.
    @Test func aSpringTakingOverTheSizeLeavesTheOriginToItsOwnAnimation() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.bounds = Rect(x: 0, y: 60, width: 160, height: 100)
        }
        stage.frames(30)
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            view.bounds.size = Size(width: 220, height: 100)
        }
        stage.frames(15)
        // The origin is where its linear second alone puts it, 45 frames in.
        #expect(abs(stage.shown.bounds.minY - 60 * 45.0 / 60.0) < 1e-9)
    }

    @Test func theModelIsTheEndValueAtOnceAndThePresentationMovesToIt() {
        let stage = AnimationStage()
        View.animate(withDuration: 1) { stage.view.alpha = 0 }
        // The model changes synchronously (§15.1); the screen has not moved yet.
        #expect(stage.view.alpha == 0)
        #expect(stage.view.layer.opacity == 0)
        #expect(stage.view.layer.presentation()?.opacity == 1)
        stage.frames(30)
        #expect(abs(stage.shown.alpha - (1 - ease(0.5))) < 1e-9)
        #expect(stage.view.alpha == 0)
        stage.frames(30)
        #expect(stage.shown.alpha == 0)
        #expect(!stage.view.isAnimating)
    }

    @Test func theArticlesFirstExample() {
        let stage = AnimationStage()
        let card = stage.view
        card.center.y = 300
        card.alpha = 0
        View.animate(withDuration: 0.3) {
            card.center.y = 120
            card.alpha = 1
        }
        #expect(card.center.y == 120)  // the model, at once
        #expect(card.layer.presentation()?.center.y == 300)  // on screen, where it was
        stage.frames(18)
        #expect(card.layer.presentation()?.center.y == 120)
    }

    @Test func frameAndCenterAnimateThroughBoundsAndPosition() {
        let stage = AnimationStage()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stage.view.frame = Rect(x: 100, y: 50, width: 200, height: 100)
        }
        #expect(stage.view.frame == Rect(x: 100, y: 50, width: 200, height: 100))
        stage.frames(15)
        let frame = stage.view.layer.presentation()?.frame
        #expect(frame.map { abs($0.minX - 25) < 1e-9 && abs($0.width - 125) < 1e-9 && abs($0.minY - 12.5) < 1e-9 } == true)
    }

    @Test func aRetargetAddsToTheRunningAnimation() {
        // Additive (§15.3): presentation = model + Σ (1 − p_i)(V_start − V_end).
        let stage = AnimationStage()
        stage.view.center = Point(x: 0, y: 50)
        View.animate(withDuration: 1) { stage.view.center = Point(x: 100, y: 50) }
        stage.frames(30)
        View.animate(withDuration: 1) { stage.view.center = Point(x: 300, y: 50) }
        #expect(stage.view.center.x == 300)
        func expected(_ t: Double) -> Double { 300 + (0 - 100) * (1 - ease(t)) + (100 - 300) * (1 - ease(t - 0.5)) }
        for (frame, t) in [(0, 0.5), (15, 0.75), (30, 1.0), (45, 1.25)] {
            if frame > 0 { stage.frames(15) }
            #expect(abs(stage.shown.center.x - expected(t)) < 1e-9, "at \(t) s")
        }
        stage.frames(15)
        #expect(stage.shown.center.x == 300)
    }

    @Test func aLinearReversalDoesNotFreeze() {
        // UIKit's: 120 → 240 over 3 s, reversed at 1.5 s, stays at 180 until the first ends (§15.3).
        let stage = AnimationStage()
        stage.view.center = Point(x: 120, y: 50)
        View.animate(withDuration: 3, delay: 0, options: .curveLinear) { stage.view.center.x = 240 }
        stage.frames(90)
        #expect(abs(stage.shown.center.x - 180) < 1e-9)
        View.animate(withDuration: 3, delay: 0, options: .curveLinear) { stage.view.center.x = 120 }
        var last = stage.shown.center.x
        for _ in 0..<90 {
            stage.frames(1)
            #expect(stage.shown.center.x < last - 0.3, "it moves every frame")
            last = stage.shown.center.x
        }
        // From what is on screen, 180, to 120 over 3 s: 150 after 1.5 s.
        #expect(abs(last - 150) < 1e-9)
    }

    @Test func aDelayedBlockAddsToTheOneRunningEvenOnALinearCurve() {
        // Right, then down after a delay, both on `position`: the second must not take over.
        let stage = AnimationStage()
        stage.view.center = Point(x: 0, y: 0)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.center.x = 100 }
        View.animate(withDuration: 1, delay: 1, options: .curveLinear) { stage.view.center.y = 100 }
        stage.frames(30)
        #expect(abs(stage.shown.center.x - 50) < 1e-9 && stage.shown.center.y == 0)
        stage.frames(60)
        #expect(stage.shown.center.x == 100 && abs(stage.shown.center.y - 50) < 1e-9)
    }

    @Test func aSpringRetargetedMidFlightKeepsItsSpeed() throws {
        let stage = AnimationStage(step: 1.0 / 1000)
        stage.view.center = Point(x: 0, y: 50)
        View.animate(springDuration: 0.5, bounce: 0.2) { stage.view.center = Point(x: 300, y: 50) }
        stage.frames(150)
        let x0 = stage.shown.center.x
        stage.frames(1)
        let x1 = stage.shown.center.x
        let before = stage.view.animatedPosition.presentationVelocity
        #expect(before.x > 100, "under way")
        View.animate(springDuration: 0.5, bounce: 0.2) { stage.view.center = Point(x: -100, y: 80) }
        let after = stage.view.animatedPosition.presentationVelocity
        #expect(abs(after.x - before.x) / abs(before.x) < 1e-9)
        #expect(abs(after.y - before.y) < 1e-9)
        #expect(stage.shown.center.x == x1, "no jump at the retarget")
        stage.frames(1)
        let x2 = stage.shown.center.x
        let speedBefore = (x1 - x0) * 1000
        let speedAfter = (x2 - x1) * 1000
        #expect(abs(speedAfter - speedBefore) / abs(speedBefore) < 0.05, "\(speedBefore) then \(speedAfter) points/s")
        stage.frames(3000)
        #expect(stage.shown.center == Point(x: -100, y: 80))
    }

    @Test func aSpringStartsWithAVelocityGivenInPointsPerSecond() {
        let stage = AnimationStage()
        stage.view.center = Point(x: 100, y: 50)
        // Straight down at 500 points/s while it heads right: no fraction of a distance can say that.
        View.animate(springDuration: 0.4, bounce: 0, initialVelocity: Point(x: 0, y: 500)) {
            stage.view.center = Point(x: 300, y: 50)
        }
        let start = stage.view.animatedPosition.presentationVelocity
        #expect(abs(start.x) < 1e-9 && abs(start.y - 500) < 1e-9)
        stage.frames(1)
        #expect(stage.shown.center.y > 50 + 500 / 60 * 0.7, "it left downward at about that speed")
        stage.frames(600)
        #expect(stage.shown.center == Point(x: 300, y: 50))
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() {
        let stage = AnimationStage()
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let overridden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let both = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        for view in [inner, overridden, both] { stage.window.rootView.addSubview(view) }
        View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            stage.view.alpha = 0
            View.animate(withDuration: 0.5) { inner.alpha = 0 }
            View.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration) { overridden.alpha = 0 }
            View.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve]) {
                both.alpha = 0
            }
        }
        stage.frames(15)  // 0.25 s
        #expect(abs(inner.presentationValues.alpha - (1 - 0.25 / 2)) < 1e-9, "2 s, linear")
        #expect(abs(overridden.presentationValues.alpha - 0.5) < 1e-9, "0.5 s, still linear")
        #expect(abs(both.presentationValues.alpha - (1 - ease(0.5))) < 1e-9)
        stage.frames(15)  // 0.5 s
        #expect(overridden.presentationValues.alpha == 0)
        #expect(abs(inner.presentationValues.alpha - 0.75) < 1e-9)
    }

    @Test func withoutAnimationAndAtDurationZeroValuesApplyAtOnce() {
        let stage = AnimationStage()
        var finished: [Bool] = []
        View.animate(withDuration: 1) {
            stage.view.alpha = 0.5
            View.performWithoutAnimation { stage.view.cornerRadius = 12 }
        }
        #expect(stage.shown.cornerRadius == 12)
        #expect(stage.shown.alpha == 1)
        View.animate(withDuration: 0, animations: { stage.view.backgroundColor = .white }, completion: { finished.append($0) })
        #expect(stage.shown.backgroundColor == .white)
        #expect(finished == [true], "at once, exactly once")
        View.animate(withDuration: -1, animations: { stage.view.position = Point(x: 9, y: 9) }, completion: { finished.append($0) })
        #expect(stage.shown.position == Point(x: 9, y: 9))
        #expect(finished == [true, true])
    }

    @Test func completionsRunOnceWithFinishedAsUIKitDefinesIt() {
        let stage = AnimationStage()
        var log: [String] = []
        View.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { log.append("a \($0)") })
        stage.frames(10)
        // An additive retarget: both run their course, both finished (§15.3).
        View.animate(withDuration: 1, animations: { stage.view.alpha = 1 }, completion: { log.append("b \($0)") })
        stage.frames(10)
        // A spring takes over: the others did not run their course.
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: {
                stage.view.alpha = 0.5
            }, completion: { log.append("c \($0)") })
        stage.frames(200)
        #expect(log.sorted() == ["a false", "b false", "c true"])
        View.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { log.append("d \($0)") })
        stage.frames(20)
        stage.view.stopAnimations()
        stage.frames(100)
        #expect(log.last == "d false")
        #expect(log.count == 4)
    }

    @Test func stopAnimationsKeepsWhatIsOnScreenAndRemoveAllAnimationsJumpsToTheModel() {
        let stage = AnimationStage()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.center.x = 250 }
        stage.frames(30)
        stage.view.stopAnimations()
        #expect(abs(stage.view.center.x - 150) < 1e-9)
        #expect(stage.shown.center == stage.view.center)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.center.x = 350 }
        stage.frames(30)
        stage.view.layer.removeAllAnimations()
        #expect(stage.view.center.x == 350)
        #expect(stage.shown.center.x == 350)
    }

    @Test func aRotationAnimatesAsARotation() {
        let stage = AnimationStage()
        View.animate(withDuration: 1) { stage.view.transform = Transform2D(rotationAngle: .pi / 2) }
        stage.frames(30)
        let shown = stage.shown.transform
        let expected = Transform2D(rotationAngle: .pi / 2 * ease(0.5))
        for (a, b) in [(shown.a, expected.a), (shown.b, expected.b), (shown.c, expected.c), (shown.d, expected.d)] {
            #expect(abs(a - b) < 1e-9)
        }
        // −270° is +90° as a transform: from there to −360° (0°) turns back through 90°, not 270°.
        stage.view.stopAnimations()
        stage.view.transform = Transform2D(rotationAngle: -1.5 * .pi)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.transform = Transform2D(rotationAngle: -2 * .pi) }
        stage.frames(30)
        #expect(abs(TransformComponents(stage.shown.transform).rotation - .pi / 4) < 1e-9)
    }

    @Test func repeatAndAutoreverseRunBackAndForth() {
        let stage = AnimationStage()
        View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) { stage.view.alpha = 0 }
        stage.frames(30)
        #expect(abs(stage.shown.alpha - 0.5) < 1e-9)
        stage.frames(60)
        #expect(abs(stage.shown.alpha - 0.5) < 1e-6, "on the way back")
        stage.frames(30)
        #expect(abs(stage.shown.alpha - 1) < 1e-6)
        #expect(stage.driver.hasRunningAnimations)
    }

    @Test func aRepeatingAnimationStoppedEndsWithItsRound() {
        let stage = AnimationStage()
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { stage.view.alpha = 0 },
            completion: { finished.append($0) })
        stage.frames(90)
        stage.view.stopAnimations()
        stage.frames(60)
        #expect(!stage.driver.hasRunningAnimations, "nothing left to draw")
        #expect(finished == [false])
    }

    @Test func stoppingOneAnimatorKeepsWhatTheOthersAddAndTheirEnd() {
        // The review's case: a property animator, an additive block on the same property, and a
        // stop of the first. Only its share goes into the model; nothing moves.
        let stage = AnimationStage()
        stage.view.alpha = 0
        let first = PropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.alpha = 1 }
        first.startAnimation()
        stage.frames(15)
        View.animate(withDuration: 1) { stage.view.alpha = 0.5 }
        stage.frames(15)
        let before = stage.shown.alpha
        first.stopAnimation(true)
        #expect(abs(stage.shown.alpha - before) < 1e-12, "no jump at the stop")
        stage.frames(120)
        // The stopped one keeps the half of its change it had made (−0.5 of its +1 to come).
        #expect(abs(stage.view.alpha) < 1e-12 && abs(stage.shown.alpha) < 1e-12, "the later block's end less the stopped share")
    }

    /// An animator that alone animates a property, with several changes of it (a block added as
    /// it runs), stopped: the model becomes exactly what showed, not the same sum added in
    /// another order, a few units in the last place away (a zoom turned round compares frames).
    @Test func aStopOfTheOnlyAnimatorKeepsExactlyWhatShowed() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = PropertyAnimator(duration: 0.7, dampingRatio: 0.6) { view.center = Point(x: 237.3, y: 91.7) }
        animator.startAnimation()
        stage.frames(5)
        animator.addAnimations { view.center = Point(x: 13.1, y: 301.9) }
        stage.frames(4)
        animator.addAnimations { view.center = Point(x: 177.7, y: 0.3) }
        stage.frames(3)
        let shown = stage.shown.position
        animator.stopAnimation(true)
        #expect(view.center == shown && stage.shown.position == shown)
    }

    /// An animator that ran to its end is inactive and can run again, as UIKit's can: its new
    /// run starts at progress 0, from what shows. (It started at the progress its last run ended
    /// at, 1: the new block's change jumped, and the fuzz target's checks stepped round it.)
    @Test func anAnimatorRunAgainAfterItEndedStartsAfresh() {
        let stage = AnimationStage()
        let view = stage.view
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        stage.frames(70)
        #expect(animator.state == .inactive && stage.shown.alpha == 0)
        animator.addAnimations { view.alpha = 1 }
        animator.startAnimation()
        stage.frames(1)
        #expect(stage.shown.alpha < 0.05, "it leaves from what showed: \(stage.shown.alpha)")
        stage.frames(29)
        #expect(abs(stage.shown.alpha - 0.5) < 1e-9, "halfway through its second run")
        stage.frames(40)
        #expect(stage.shown.alpha == 1 && animator.state == .inactive)
    }

    /// `center` is the layer's position, as UIKit's is: with the anchor moved to a corner, setting
    /// the centre puts that corner there (sample 002 sets `center` to swing a screen about its
    /// corner). It was the untransformed frame's midpoint, so the screen landed half a screen off.
    @Test func theCentreIsThePositionWhateverTheAnchor() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        view.layer.anchorPoint = Point(x: 0, y: 0)
        view.center = Point(x: 10, y: 20)
        #expect(view.layer.position == Point(x: 10, y: 20) && view.center == view.layer.position)
        #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 60), "the anchor corner at the centre")
        #expect(view.layer.presentation()?.center == Point(x: 10, y: 20))
    }

    /// A controller hears its view lay out, before and after, as UIKit's does: where iOS code
    /// places subviews from the view's bounds.
    @Test func aControllerHearsItsViewLayOut() {
        final class Placing: ViewController {
            var log: [String] = []
            let child = View()
            override func viewDidLoad() { view.addSubview(child) }
            override func viewWillLayoutSubviews() { log.append("will \(view.bounds.width)") }
            override func viewDidLayoutSubviews() {
                log.append("did")
                child.frame = Rect(x: 0, y: 0, width: view.bounds.width / 2, height: 10)
            }
        }
        let stage = AnimationStage()
        let controller = Placing(title: "placing")
        stage.window.rootViewController = controller
        stage.window.update()
        #expect(controller.log == ["will 400.0", "did"] && controller.child.frame.width == 200)
        stage.window.update()
        #expect(controller.log.count == 2, "nothing changed, no layout")
    }

    /// `convert(_:to:)` and `convert(_:from:)`, for points and rects, as UIKit's: through both
    /// views' transforms, the window's when the other view is nil.
    @Test func convertMapsBetweenViewsThroughTheirTransforms() {
        let stage = AnimationStage()
        let outer = View(frame: Rect(x: 100, y: 50, width: 200, height: 100))
        let inner = View(frame: Rect(x: 10, y: 20, width: 40, height: 30))
        stage.window.rootView.addSubview(outer)
        outer.addSubview(inner)
        outer.transform = Transform2D(scaleX: 2, y: 2)  // about outer's centre (200, 100)
        // inner's origin is outer's (10, 20): in the window 200 + 2 × (10 − 100) = 20, 100 + 2 × (20 − 50) = 40.
        #expect(inner.convert(Point.zero, to: nil) == Point(x: 20, y: 40))
        #expect(inner.convert(Point(x: 20, y: 40), from: nil) == .zero)
        #expect(inner.convert(Point(x: 5, y: 5), to: outer) == Point(x: 15, y: 25))
        #expect(outer.convert(Point(x: 15, y: 25), to: inner) == Point(x: 5, y: 5))
        #expect(inner.convert(inner.bounds, to: nil) == Rect(x: 20, y: 40, width: 80, height: 60))
        #expect(outer.convert(Rect(x: 20, y: 40, width: 80, height: 60), from: nil) == Rect(x: 10, y: 20, width: 40, height: 30))
    }

    /// `viewWithTag(_:)` finds the view itself or its first descendant with the tag, depth first.
    @Test func aViewIsFoundByItsTag() {
        let root = View()
        let (a, b, c) = (View(), View(), View())
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        b.tag = 7
        c.tag = 7
        root.tag = 1
        #expect(root.viewWithTag(7) === b && root.viewWithTag(1) === root && root.viewWithTag(9) == nil)
    }

    @Test func aTakeOverRunBackEndsWhereItTookOver() {
        let stage = AnimationStage()
        stage.view.alpha = 0
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.alpha = 1 }
        stage.frames(30)
        let taker = PropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0.2 }
        taker.startAnimation()
        stage.frames(15)
        taker.pauseAnimation()
        taker.isReversed = true
        taker.startAnimation()
        stage.frames(60)
        #expect(abs(stage.shown.alpha - 0.5) < 1e-9 && abs(stage.view.alpha - 0.5) < 1e-9, "back at 0.5, not at 1")
    }

    @Test func blocksInsidePerformWithoutAnimationApplyAtOnce() {
        let stage = AnimationStage()
        var finished: [Bool] = []
        View.performWithoutAnimation {
            View.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { finished.append($0) })
            View.animateKeyframes(withDuration: 1, delay: 0) {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.cornerRadius = 9 }
            }
        }
        #expect(stage.shown.alpha == 0 && stage.shown.cornerRadius == 9 && finished == [true])
        #expect(!stage.driver.hasRunningAnimations)
    }

    @Test func aDelayedAnimatorAddsToWhatRunsWithoutFreezingIt() {
        let stage = AnimationStage()
        stage.view.alpha = 0
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.alpha = 1 }
        stage.frames(30)
        _ = PropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { stage.view.alpha = 0 })
        let waiting = stage.shown.alpha
        stage.frames(15)
        #expect(stage.shown.alpha > waiting + 0.2, "the first goes on during the delay")
    }

    @Test func aMovingViewIsHitWhereItShows() {
        let stage = AnimationStage()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.frame.origin.x = 300 }
        stage.frames(30)
        // Shown at 150...250; its model is at 300...400.
        #expect(stage.window.rootView.hitTest(Point(x: 200, y: 50)) === stage.view)
        #expect(stage.window.rootView.hitTest(Point(x: 350, y: 50)) === stage.window.rootView)
    }

    @Test func aCustomAnimatablePropertyTakesPartInBlocks() {
        let stage = AnimationStage()
        let gauge = Gauge()
        stage.window.rootView.addSubview(gauge)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            gauge.level = 1
            stage.view.alpha = 0
        }
        #expect(gauge.level == 1)
        stage.frames(15)
        #expect(abs(gauge.shownLevel - 0.25) < 1e-9)
        stage.frames(45)
        #expect(gauge.shownLevel == 1)
        // And a property animator's end-value block scrubs it.
        let animator = PropertyAnimator(duration: 1, curve: .linear) { gauge.level = 0 }
        animator.fractionComplete = 0.4
        #expect(gauge.level == 0)
        #expect(abs(gauge.shownLevel - 0.6) < 1e-9)
    }
}

/// UIViewPropertyAnimator with end-value blocks (§15.5).
@Suite struct EndValueAnimatorTests {
    /// Keyframes start from the model's vector as the property keeps it, not from the model read
    /// again: after a stop left a scale gone negative, reading it again gave a half turn, and the
    /// keyframes' first frame jumped by it.
    @Test func keyframesAfterAStopStartWhereTheScreenIs() {
        let (stage, stretch) = AnimationStage.stretchedAcrossAnother()
        let view = stage.view
        stretch.stopAnimation(true)
        let before = stage.shown.transform
        View.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.transform = .identity }
        }
        let after = stage.shown.transform
        for (was, now) in zip([before.a, before.b, before.c, before.d], [after.a, after.b, after.c, after.d]) {
            #expect(abs(was - now) < 1e-9, "the keyframes jumped from \(before) to \(after)")
        }
    }

    /// An animator started before any block (`startAnimation()`, then `addAnimations`, a UIKit
    /// pattern) finds its driver through the first view its blocks animate, and moves there
    /// where it is: it ran on the thread's fallback driver, whose clock nothing ticks, and never
    /// ended (the animation fuzz target on random input). Other tests that ran on this thread
    /// may have left animators of their own on its fallback driver (a view outside any window
    /// animated and never ticked): this one must leave none there, whatever others left.
    @Test(arguments: [false, true])
    func anAnimatorStartedBeforeItsBlocksRunsOnTheWindowsClock(afterAnotherLeftOneOnTheFallback: Bool) {
        let outsideAnyWindow = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        if afterAnotherLeftOneOnTheFallback { View.animate(withDuration: 1) { outsideAnyWindow.alpha = 0 } }
        let leftByOthers = AnimationDriver.fallback.runningCount
        let stage = AnimationStage()
        let view = stage.view
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.addAnimations { view.alpha = 0 }
        stage.frames(30)
        #expect(abs(view.presentationValues.alpha - 0.5) < 1e-9)
        stage.frames(40)
        #expect(animator.state == .inactive && view.presentationValues.alpha == 0)
        #expect(animator.driver === stage.driver)
        #expect(AnimationDriver.fallback.runningCount == leftByOthers)
        AnimationDriver.fallback.stopAllAnimations()
    }

    /// A block added to an animator that still waits out its start delay starts later, so it
    /// adds to what moves the property now instead of taking it over: the moving animation goes
    /// on (taking it over froze it until the delay ran out, and a run back to the start then
    /// went back to the frozen value; the animation fuzz target on random input).
    @Test func aBlockAddedDuringTheStartDelayAddsToWhatMoves() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
            view.center = Point(x: 250, y: 50)
        }
        let waiting = PropertyAnimator(duration: 1, dampingRatio: 1) { view.alpha = 0.5 }
        waiting.startAnimation(afterDelay: 0.5)
        stage.frames(6)
        waiting.addAnimations { view.center = Point(x: 350, y: 50) }
        var shown = [stage.shown.center.x]
        for _ in 0..<6 {
            stage.frames(1)
            shown.append(stage.shown.center.x)
        }
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 > $0 + 0.5 }, "the first spring stopped moving: \(shown)")
        stage.frames(120)
        #expect(stage.shown.center == Point(x: 350, y: 50) && view.center == Point(x: 350, y: 50))
    }

    /// A stop moves the model by the stopped animator's share alone, and the screen stays where it
    /// was even where that model's vector does not decompose back into itself: here a scale that
    /// goes negative (5 less 4 ≈ −3.5 across), which decomposes as a positive scale turned half
    /// round, so adding the other animation's share to it again drew another transform (the
    /// `animation` fuzz target found it on random input).
    @Test func aStopKeepsTheScreenWhereTheModelDecomposesOtherwise() {
        let (stage, stretch) = AnimationStage.stretchedAcrossAnother()
        let view = stage.view
        let before = stage.shown.transform
        stretch.stopAnimation(true)
        let after = stage.shown.transform
        for (was, now) in zip([before.a, before.b, before.c, before.d], [after.a, after.b, after.c, after.d]) {
            #expect(abs(was - now) < 1e-9, "the screen jumped from \(before) to \(after)")
        }
        // The model the stop left is the other animation's end: what it set, plus what the stopped
        // one had not yet done (−4 at weight 0.97), so that nothing moved at the stop.
        #expect(view.transform.a < -3 && view.transform.d == 1)
        stage.frames(70)
        #expect(stage.shown.transform == view.transform, "the other animation ends at the model, without a jump or a flip")
    }

    @Test func scrubbingMovesWhatIsOnScreenAndTheModelStaysAtTheEnd() {
        let stage = AnimationStage()
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { stage.view.alpha = 0 }
        #expect(stage.view.alpha == 1, "the block runs when the animator starts")
        animator.pauseAnimation()
        #expect(stage.view.alpha == 0)
        animator.fractionComplete = 0.3
        #expect(abs(stage.shown.alpha - 0.7) < 1e-9, "scrubsLinearly")
        #expect(animator.driver === stage.driver, "found through the view")
        animator.isReversed = true
        var position: PropertyAnimator.Position?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        stage.frames(120)
        #expect(position == .start)
        #expect(stage.view.alpha == 1, "ended at the start values")
        #expect(!stage.view.isAnimating)
    }

    @Test func finishingLeavesTheModelAtTheValuesOfThePosition() {
        for (position, alpha) in [(PropertyAnimator.Position.start, 1.0), (.end, 0.0), (.current, 0.5)] {
            let stage = AnimationStage()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0 }
            var finished: [PropertyAnimator.Position] = []
            animator.addCompletion { finished.append($0) }
            animator.startAnimation()
            stage.frames(30)
            #expect(animator.stopAnimation(false))
            #expect(abs(stage.view.alpha - 0.5) < 1e-9, "stopping writes what is on screen into the model")
            #expect(animator.finishAnimation(at: position))
            #expect(abs(stage.view.alpha - alpha) < 1e-9, "\(position)")
            #expect(stage.shown.alpha == stage.view.alpha)
            #expect(finished == [position])
        }
    }

    @Test func stoppingWithoutFinishingKeepsWhatIsOnScreen() {
        let stage = AnimationStage()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 250 }
        var ran = false
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        stage.frames(30)
        animator.stopAnimation(true)
        #expect(abs(stage.view.center.x - 150) < 1e-9)
        #expect(animator.state == .inactive)
        stage.frames(60)
        #expect(!ran)
    }

    @Test func aDelayFactorStartsTheChangeLaterAndEndsItWithTheAnimator() {
        let stage = AnimationStage()
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        stage.frames(15)
        #expect(stage.shown.alpha == 1)
        stage.frames(30)
        #expect(abs(stage.shown.alpha - 0.5) < 1e-9)
        stage.frames(15)
        #expect(stage.shown.alpha == 0)
    }

    @Test func aBlockAddedToARunningAnimatorRunsOverTheTimeLeft() {
        let stage = AnimationStage()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0 }
        animator.startAnimation()
        stage.frames(30)
        animator.addAnimations { stage.view.center.x = 150 }
        #expect(stage.shown.center.x == 50, "from the current value")
        stage.frames(15)
        #expect(abs(stage.shown.center.x - 100) < 1e-9)
        stage.frames(15)
        #expect(stage.shown.center.x == 150)
    }

    @Test func blocksNestedInAnAnimatorsBlockAreScrubbedWithIt() {
        // UIKit's idiom for keyframes on a property animator, and a nested `animate` that inherits.
        let stage = AnimationStage()
        stage.view.center.x = 0
        var finished: [Bool] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            View.animateKeyframes(withDuration: 0, delay: 0) {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stage.view.center.x = 100 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.center.x = 50 }
            }
            View.animate(withDuration: 5, animations: { stage.view.alpha = 0 }, completion: { finished.append($0) })
        }
        animator.fractionComplete = 0.25
        #expect(abs(stage.shown.center.x - 50) < 1e-9)
        #expect(abs(stage.shown.alpha - 0.75) < 1e-9, "the animator's duration and curve, not 5 s")
        animator.fractionComplete = 0.75
        #expect(abs(stage.shown.center.x - 75) < 1e-9)
        animator.startAnimation()
        stage.frames(20)
        #expect(finished == [true])
        #expect(stage.shown.center.x == 50 && stage.shown.alpha == 0)
    }

    @Test func aRunningPropertyAnimatorStartsAtOnce() {
        let stage = AnimationStage()
        var ended: PropertyAnimator.Position?
        let animator = PropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 }, completion: { ended = $0 })
        #expect(animator.isRunning)
        stage.frames(30)
        #expect(abs(stage.shown.alpha - 0.5) < 1e-9)
        stage.frames(30)
        #expect(ended == .end)
    }
}

/// `animateKeyframes` and its calculation modes at their keyframes' boundaries (§15.4).
@Suite struct KeyframeBlockTests {
    /// x: 0, then to 100 over 0...0.25, hold, then to 0 over 0.5...0.75; a 1 s linear whole.
    private func run(_ mode: View.KeyframeAnimationOptions) -> (AnimationStage, (Double) -> Double) {
        let stage = AnimationStage()
        stage.view.center.x = 0
        var options = View.KeyframeAnimationOptions(animationOptions: .curveLinear)
        options.formUnion(mode)
        View.animateKeyframes(withDuration: 1, delay: 0, options: options) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { stage.view.center.x = 100 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { stage.view.center.x = 0 }
        }
        var frame = 0
        return (
            stage,
            { t in
                let target = Int((t * 60).rounded())
                stage.frames(target - frame)
                frame = target
                return stage.shown.center.x
            }
        )
    }

    @Test func linearRunsEachKeyframeOverItsStretchAndHoldsBetween() {
        let (stage, x) = run(.calculationModeLinear)
        #expect(stage.view.center.x == 0, "the model is the last keyframe's value")
        #expect(abs(x(0.1) - 40) < 1e-9)
        #expect(abs(x(0.25) - 100) < 1e-9)
        #expect(abs(x(0.5) - 100) < 1e-9)
        #expect(abs(x(0.6) - 60) < 1e-9)
        #expect(abs(x(0.75)) < 1e-9)
    }

    @Test func discreteJumpsAtEachKeyframesStart() {
        let (_, x) = run(.calculationModeDiscrete)
        #expect(x(0) == 100)
        #expect(x(0.25) == 100)
        #expect(x(30.0 / 60 - 1.0 / 60) == 100)
        #expect(x(0.5) == 0)
    }

    @Test func pacedMovesAtOneSpeedOverTheWhole() {
        let (_, x) = run(.calculationModePaced)
        #expect(abs(x(0.25) - 50) < 1e-9)
        #expect(abs(x(0.5) - 100) < 1e-9)
        #expect(abs(x(0.75) - 50) < 1e-9)
        #expect(abs(x(1)) < 1e-9)
    }

    @Test func cubicPassesThroughEveryValueAtItsKeyframesEnd() {
        let (_, x) = run(.calculationModeCubic)
        #expect(abs(x(0.25) - 100) < 1e-9)
        // Catmull-Rom: at 0.25 the tangent is (0 − 0)/(0.75 − 0) = 0, so the curve peaks there.
        let justAfter = x(0.25 + 1.0 / 60)
        #expect(justAfter < 100 && justAfter > 95)
        #expect(abs(x(0.75)) < 1e-9)
    }

    @Test func theWholeFollowsEaseInOutByDefault() {
        let stage = AnimationStage()
        stage.view.center.x = 0
        View.animateKeyframes(withDuration: 1, delay: 0) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.center.x = 100 }
        }
        stage.frames(15)
        #expect(abs(stage.shown.center.x - 100 * ease(0.25)) < 1e-9)
    }
}
