import Glibc
import Motion
import TestSupport
import Testing

@testable import ViewKit

/// Core Animation's explicit animations on a view's layer (`layer.add(_:forKey:)`): basic and
/// keyframe animations by key path, with `CAMediaTiming`'s repeats, autoreverse, begin time and
/// fill, checked against the closed forms frame by frame on a fixed 60 Hz clock.
@MainActor struct LayerAnimationTests {
    final class Delegate: AnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ animation: BasicAnimation) { events.append("start") }
        func animationDidStop(_ animation: BasicAnimation, finished: Bool) { events.append("stop \(finished)") }
    }

    private func ease(_ t: Double) -> Double { CubicBezier.easeInOut.progress(at: t) }

    // MARK: The timing (CAMediaTiming) as a simulation

    /// One run of 0.4 s there and back, twice, on ease-in-out: forward over each first 0.4 s, back
    /// over each second, at rest at the start after 1.6 s.
    @Test func anAutoreversingRepeatGoesThereAndBackEachRun() {
        let timing = MediaTiming(duration: 0.4, delay: 0, repeatCount: 2, autoreverses: true, curve: .bezier(.easeInOut))
        #expect(timing.activeDuration == 1.6)
        for time in stride(from: 0.0, through: 1.6, by: 0.05) {
            let inRun = time.truncatingRemainder(dividingBy: 0.8)
            let way = inRun / 0.4
            let expected = ease(way > 1 ? 2 - way : way)
            #expect(abs(timing.position(at: time) - expected) < 1e-9, "at \(time) s")
        }
        #expect(!timing.isDone(at: 1.59) && timing.isDone(at: 1.6) && timing.destination == 0)
        #expect(abs(timing.velocity(at: 0.2) - CubicBezier.easeInOut.slope(at: 0.5) / 0.4) < 1e-9)
        #expect(abs(timing.velocity(at: 0.6) + CubicBezier.easeInOut.slope(at: 0.5) / 0.4) < 1e-9, "going back")
    }

    /// 2.5 runs stop half-way through the third; a delay holds the start; an infinite repeat is
    /// never done.
    @Test func aFractionalRepeatStopsPartWayAndADelayHoldsTheStart() {
        let partial = MediaTiming(duration: 1, delay: 0.5, repeatCount: 2.5, autoreverses: false, curve: .bezier(.linear))
        #expect(partial.activeDuration == 2.5 && partial.position(at: 0.25) == 0 && !partial.hasBegun(at: 0.25))
        #expect(abs(partial.position(at: 1.25) - 0.75) < 1e-12 && partial.position(at: 1.5) == 0, "the second run begins")
        #expect(abs(partial.position(at: 2.0) - 0.5) < 1e-12)
        #expect(partial.destination == 0.5 && partial.isDone(at: 3.0) && !partial.isDone(at: 2.9))
        let forever = MediaTiming(duration: 1, delay: 0, repeatCount: .infinity, autoreverses: false, curve: .bezier(.linear))
        #expect(!forever.isDone(at: 1e6) && abs(forever.position(at: 1000.25) - 0.25) < 1e-9)
    }

    // MARK: A view's layer

    /// The spinner every iOS app has: "transform.rotation.z" from 0 to 2π, 1 s, linear, for ever.
    /// What shows turns at 2π a second; the model stays unturned; the driver keeps running until
    /// the animation is removed, and its delegate hears it did not finish.
    @Test func aRotationRepeatedForEverTurnsWhatShowsAndNotTheModel() {
        let stage = AnimationStage()
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        let delegate = Delegate()
        spin.delegate = delegate
        stage.view.layer.add(spin, forKey: "spin")
        #expect(delegate.events == ["start"] && stage.view.layer.animationKeys() == ["spin"])
        for frame in 1...150 {
            stage.frames(1)
            let turned = Double(frame) / 60
            let angle = 2 * Double.pi * (turned - turned.rounded(.down))
            let shown = stage.shown.transform
            let expected = Transform2D(rotationAngle: angle)
            #expect(abs(shown.a - expected.a) < 1e-9 && abs(shown.b - expected.b) < 1e-9, "frame \(frame)")
        }
        #expect(stage.view.transform == .identity && stage.driver.hasRunningAnimations)
        stage.view.layer.removeAnimation(forKey: "spin")
        #expect(stage.shown.transform == .identity && !stage.driver.hasRunningAnimations)
        #expect(delegate.events == ["start", "stop false"] && stage.view.layer.animationKeys() == nil)
    }

    /// The shake: a keyframe animation of "transform.translation.x" through nine values spread
    /// evenly over 0.6 s, added over a view already moved by its transform. What shows passes
    /// through each value at its key time, straight between them, and is removed at the end.
    @Test func aKeyframeShakePassesEachValueAtItsKeyTime() {
        let stage = AnimationStage()
        stage.view.transform = Transform2D(scaleX: 2, y: 2)
        let values: [Double] = [0, -20, 20, -20, 20, -10, 10, -5, 0]
        let shake = LayerKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = values
        shake.duration = 0.6
        let delegate = Delegate()
        shake.delegate = delegate
        stage.view.layer.add(shake, forKey: "shake")
        for frame in 1...36 {
            stage.frames(1)
            let fraction = Double(frame) / 36
            let segment = min(Int(fraction * 8), 7)
            let u = fraction * 8 - Double(segment)
            let expected = values[segment] + (values[segment + 1] - values[segment]) * u
            let shown = TransformComponents(stage.shown.transform)
            #expect(abs(shown.translationX - expected) < 1e-9, "frame \(frame)")
            #expect(abs(shown.scaleX - 2) < 1e-12, "the model's scale stays under it")
        }
        #expect(stage.view.layer.animationKeys() == nil && delegate.events == ["start", "stop true"])
        #expect(stage.shown.transform == Transform2D(scaleX: 2, y: 2))
    }

    /// An additive keyframe animation adds to wherever the model is, even as the model moves.
    @Test func anAdditiveAnimationAddsToTheModel() {
        let stage = AnimationStage()
        stage.view.center = Point(x: 100, y: 80)
        let nudge = LayerKeyframeAnimation(keyPath: "position.x")
        nudge.values = [0.0, 12.0, 0.0]
        nudge.duration = 0.5
        nudge.isAdditive = true
        stage.view.layer.add(nudge, forKey: nil)
        stage.frames(15)
        #expect(abs(stage.shown.position.x - 112) < 1e-9)
        stage.view.center = Point(x: 200, y: 80)
        #expect(abs(stage.shown.position.x - 212) < 1e-9 && stage.shown.position.y == 80)
    }

    /// The pulse: "transform.scale" from 1 to 1.2 on ease-in-out, 0.3 s, there and back twice:
    /// 1.2 at each turn, 1 between, over after 1.2 s, the delegate told once that it finished.
    @Test func aPulseAutoreversesAndEndsOnce() {
        let stage = AnimationStage()
        let pulse = BasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1.0
        pulse.toValue = 1.2
        pulse.duration = 0.3
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        let delegate = Delegate()
        pulse.delegate = delegate
        stage.view.layer.add(pulse, forKey: "pulse")
        stage.frames(9)
        #expect(abs(stage.shown.transform.a - (1 + 0.2 * ease(0.5))) < 1e-9)
        stage.frames(9)
        #expect(abs(stage.shown.transform.a - 1.2) < 1e-9 && abs(stage.shown.transform.d - 1.2) < 1e-9, "the turn")
        stage.frames(18)
        #expect(abs(stage.shown.transform.a - 1) < 1e-9, "back at the end of the first run")
        stage.frames(35)
        #expect(stage.view.layer.animationKeys() == ["pulse"] && delegate.events == ["start"])
        stage.frames(1)
        #expect(stage.view.layer.animationKeys() == nil && delegate.events == ["start", "stop true"])
        #expect(stage.shown.transform == .identity)
    }

    /// A begin time later than now holds the animation back: until then the model shows, or its
    /// first value when it fills backward; kept and filling forward, its last value stays.
    @Test func aLaterBeginTimeWaitsAndTheFillModesShowWhatTheySay() {
        for fill in [FillMode.removed, .backwards, .forwards, .both] {
            let stage = AnimationStage()
            stage.frames(6)
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 0.6
            fade.duration = 0.5
            fade.beginTime = stage.driver.now + 0.25
            fade.fillMode = fill
            fade.isRemovedOnCompletion = false
            stage.view.layer.add(fade, forKey: "fade")
            stage.frames(6)
            let before = fill == .backwards || fill == .both ? 0.2 : 1
            #expect(abs(stage.shown.alpha - before) < 1e-9, "\(fill) before it begins")
            stage.frames(9 + 15)
            #expect(abs(stage.shown.alpha - 0.4) < 1e-9, "\(fill) half-way")
            stage.frames(15 + 30)
            let after = fill == .forwards || fill == .both ? 0.6 : 1
            #expect(abs(stage.shown.alpha - after) < 1e-9 && stage.view.alpha == 1, "\(fill) after it ends")
            #expect(stage.view.layer.animation(forKey: "fade") === fade && !stage.driver.hasRunningAnimations)
        }
    }

    /// The delegate hears the start when the animation begins, at its begin time, not as it is
    /// added; an animation removed before it began still tells it stopped, unfinished.
    @Test func theDelegateHearsTheStartWhenTheAnimationBegins() {
        let stage = AnimationStage()
        let later = BasicAnimation(keyPath: "opacity")
        later.toValue = 0.0
        later.beginTime = stage.driver.now + 0.5
        let delegate = Delegate()
        later.delegate = delegate
        stage.view.layer.add(later, forKey: "later")
        stage.frames(29)
        #expect(delegate.events.isEmpty)
        stage.frames(1)
        #expect(delegate.events == ["start"])
        let never = BasicAnimation(keyPath: "opacity")
        never.beginTime = stage.driver.now + 1
        let unheard = Delegate()
        never.delegate = unheard
        stage.view.layer.add(never, forKey: "never")
        stage.view.layer.removeAnimation(forKey: "never")
        #expect(unheard.events == ["stop false"])
    }

    /// A spring animation with Core Animation's defaults (mass 1, stiffness 100, damping 10: ζ =
    /// 0.5, ω₀ = 10) run for its settling duration: what shows is the under-damped closed form
    /// 1 − e^{−5t}(cos ω_d t + (5 − v₀)/ω_d · sin ω_d t), ω_d = 10·√0.75, of the way from 20 to 120,
    /// overshooting; it ends at its settling duration, and the model shows.
    @Test(arguments: [0.0, 4.0])
    func aSpringAnimationFollowsTheClosedFormForItsSettlingDuration(initialVelocity: Double) {
        let stage = AnimationStage()
        let drop = SpringAnimation(keyPath: "position.y")
        drop.fromValue = 20.0
        drop.toValue = 120.0
        drop.initialVelocity = initialVelocity
        drop.duration = drop.settlingDuration
        stage.view.center = Point(x: 50, y: 120)
        stage.view.layer.add(drop, forKey: "drop")
        let frames = Int((drop.settlingDuration * 60).rounded(.up))
        let omega = 10 * 0.75.squareRoot()
        var highest = 0.0
        for frame in 1..<frames {
            stage.frames(1)
            let t = Double(frame) / 60
            let progress = 1 - exp(-5 * t) * (cos(omega * t) + (5 - initialVelocity) / omega * sin(omega * t))
            #expect(abs(stage.shown.position.y - (20 + 100 * progress)) < 1e-9, "frame \(frame)")
            highest = max(highest, stage.shown.position.y)
        }
        #expect(highest > 120, "it overshoots")
        stage.frames(1)
        #expect(stage.view.layer.animationKeys() == nil && stage.shown.position.y == 120)
    }

    /// A timing function whose curve overshoots carries the value past its end, as Core
    /// Animation's does: 100 × the curve's progress, above 100 on the way.
    @Test func anOvershootingCurveCarriesTheValuePastItsEnd() {
        let stage = AnimationStage()
        let slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = 0.0
        slide.toValue = 100.0
        slide.duration = 0.5
        slide.timingFunction = MediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        stage.view.layer.add(slide, forKey: nil)
        // Core Animation's control points are Floats.
        let curve = CubicBezier(unchecked: Double(Float(0.3)), Double(Float(1.6)), Double(Float(0.6)), 1)
        var highest = 0.0
        for frame in 1..<30 {
            stage.frames(1)
            #expect(abs(stage.shown.position.x - 100 * curve.progress(at: Double(frame) / 30)) < 1e-9, "frame \(frame)")
            highest = max(highest, stage.shown.position.x)
        }
        #expect(highest > 110)
    }

    /// The pulse ring: a group of a scale from 1 to 2 and a fade from 1 to 0, 1.5 s, for ever,
    /// its animations' durations unset (0), so each takes the group's.
    @Test func aGroupRunsItsAnimationsInItsTimeForEver() {
        let stage = AnimationStage()
        let grow = BasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1.0
        grow.toValue = 2.0
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        let pulse = AnimationGroup()
        pulse.animations = [grow, fade]
        pulse.duration = 1.5
        pulse.repeatCount = .infinity
        #expect(grow.duration == 0, "Core Animation's default")
        stage.view.layer.add(pulse, forKey: "pulse")
        for frame in 1...200 {
            stage.frames(1)
            let time = Double(frame) / 60
            let cycles = time / 1.5
            let fraction = cycles - cycles.rounded(.down)
            #expect(abs(stage.shown.transform.a - (1 + fraction)) < 1e-9, "frame \(frame)")
            #expect(abs(stage.shown.alpha - (1 - fraction)) < 1e-9, "frame \(frame)")
        }
        #expect(stage.driver.hasRunningAnimations && stage.view.layer.animationKeys() == ["pulse"])
    }

    /// In a group, an animation begins at its `beginTime` counted from the group's start, shows
    /// outside its own time only as it fills, and its delegate is not told (the group's is); the
    /// group's timing function runs the group's time.
    @Test func aGroupsAnimationsRunInTheirOwnTimeInsideIt() {
        for fillsForward in [false, true] {
            let stage = AnimationStage()
            stage.view.center = Point(x: 10, y: 10)
            let move = BasicAnimation(keyPath: "position.x")
            move.fromValue = 0.0
            move.toValue = 100.0
            move.duration = 0.5
            move.fillMode = fillsForward ? .forwards : .removed
            let ignored = Delegate()
            move.delegate = ignored
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 0.5
            fade.beginTime = 0.5
            let group = AnimationGroup()
            group.animations = [move, fade]
            group.duration = 1
            let delegate = Delegate()
            group.delegate = delegate
            stage.view.layer.add(group, forKey: "group")
            stage.frames(15)
            #expect(abs(stage.shown.position.x - 50) < 1e-9 && stage.shown.alpha == 1, "the fade has not begun")
            stage.frames(30)
            #expect(stage.shown.position.x == (fillsForward ? 100 : 10), "the move has ended")
            #expect(abs(stage.shown.alpha - 0.5) < 1e-9)
            stage.frames(15)
            #expect(delegate.events == ["start", "stop true"] && ignored.events.isEmpty)
            #expect(stage.shown == stage.view.modelValues)
        }
        let stage = AnimationStage()
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        let group = AnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.timingFunction = MediaTimingFunction(name: .easeIn)
        stage.view.layer.add(group, forKey: nil)
        stage.frames(30)
        #expect(abs(stage.shown.position.x - 100 * CubicBezier.easeIn.progress(at: 0.5)) < 1e-9)
    }

    /// Animations added without a key never replace one another, whatever was removed between.
    @Test func animationsAddedWithoutAKeyEachKeepTheirOwn() {
        let stage = AnimationStage()
        let animations = (0..<3).map { _ in BasicAnimation(keyPath: "opacity") }
        stage.view.layer.add(animations[0], forKey: nil)
        stage.view.layer.add(animations[1], forKey: nil)
        let first = stage.view.layer.animationKeys()?.first ?? ""
        stage.view.layer.removeAnimation(forKey: first)
        stage.view.layer.add(animations[2], forKey: nil)
        let kept = (stage.view.layer.animationKeys() ?? []).compactMap { stage.view.layer.animation(forKey: $0) }
        #expect(kept.count == 2 && kept[0] === animations[1] && kept[1] === animations[2])
    }

    // MARK: Found by a review (each failed before its fix)

    /// The spinner added in init(frame:)/viewDidLoad, before the view is in a window: on iOS it
    /// runs once the view is on screen. Here it sits on the fallback driver, which nothing ticks.
    @Test func anAnimationAddedBeforeTheViewIsInAWindowRunsOnceItIs() {
        let stage = AnimationStage()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "late")
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        stage.window.rootView.addSubview(view)
        stage.frames(30)
        #expect(abs(view.presentationValues.alpha - 0.5) < 1e-9, "half-way after 0.5 s on screen")
        stage.frames(31)
        #expect(view.layer.animationKeys() == nil, "over after 1 s")
        view.layer.removeAllAnimations()
    }

    /// The same for a shape layer animated before it is added to a view.
    @Test func aShapeLayerAnimatedBeforeItIsAddedRunsOnceItIs() {
        let stage = AnimationStage()
        let ring = ShapeLayer()
        let draw = BasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0.0
        draw.toValue = 1.0
        draw.duration = 1
        ring.add(draw, forKey: "draw")
        stage.view.layer.addSublayer(ring)
        stage.frames(30)
        #expect(abs(ring.presentationStrokeRange.end - 0.5) < 1e-9)
        ring.removeAllAnimations()
    }

    /// CAMediaTiming: local time = (parent time − beginTime) × speed + timeOffset, so a begin
    /// time in the past starts the animation part-way (the common "start mid-way" idiom).
    @Test func aBeginTimeInThePastStartsPartWay() {
        let stage = AnimationStage()
        stage.frames(60)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.beginTime = stage.driver.now - 0.5
        stage.view.layer.add(fade, forKey: "fade")
        #expect(abs(stage.shown.alpha - 0.5) < 1e-9, "already half-way")
        stage.frames(30)
        #expect(stage.view.layer.animationKeys() == nil, "over 0.5 s later")
    }

    /// An undamped spring (damping 0) run for its settling duration, infinite: it should swing
    /// about the end for ever, 1 − cos(10 t) of the way; here way × duration = 0 × ∞ = NaN,
    /// which `LayerKeyframes.value(at:)` reads as past the end: it sits at the end value for ever.
    @Test func anUndampedSpringRunForItsSettlingDurationShowsNumbers() {
        let stage = AnimationStage()
        let swing = SpringAnimation(keyPath: "position.y")
        swing.fromValue = 0.0
        swing.toValue = 100.0
        swing.damping = 0
        swing.duration = swing.settlingDuration
        #expect(swing.settlingDuration == .infinity)
        stage.view.layer.add(swing, forKey: "swing")
        #expect(stage.shown.position.y == 0, "it starts at its fromValue: \(stage.shown.position.y)")
        stage.frames(10)
        let t = 10.0 / 60
        #expect(abs(stage.shown.position.y - 100 * (1 - cos(10 * t))) < 1e-6, "\(stage.shown.position.y)")
        stage.view.layer.removeAllAnimations()
    }

    /// isAdditive: "for affine transforms the two matrices are concatenated" (Apple). An additive
    /// identity transform changes nothing; here the components are summed and the scale doubles.
    @Test func anAdditiveIdentityTransformChangesNothing() {
        let stage = AnimationStage()
        stage.view.transform = Transform2D(scaleX: 2, y: 2)
        let nothing = BasicAnimation(keyPath: "transform")
        nothing.fromValue = Transform2D.identity
        nothing.toValue = Transform2D.identity
        nothing.isAdditive = true
        nothing.duration = 1
        stage.view.layer.add(nothing, forKey: nil)
        stage.frames(30)
        let shown = stage.shown.transform
        #expect(abs(shown.a - 2) < 1e-9 && abs(shown.d - 2) < 1e-9, "\(shown)")
    }

    /// A delegate that, told its animation was replaced (finished false), adds another under the
    /// same key: Core Animation tells it later, so the key ends with one animation. Here the
    /// call comes inside `add`, and the key ends with two; removing the key leaves one running.
    @Test func aDelegateThatAddsUnderTheSameKeyOnReplacementLeavesOneAnimation() {
        final class Restarter: AnimationDelegate {
            weak var view: View?
            func animationDidStop(_ animation: BasicAnimation, finished: Bool) {
                guard !finished, let view else { return }
                let again = BasicAnimation(keyPath: "opacity")
                again.toValue = 0.0
                again.duration = 10
                view.layer.add(again, forKey: "k")
            }
        }
        let stage = AnimationStage()
        let restarter = Restarter()
        restarter.view = stage.view
        let first = BasicAnimation(keyPath: "opacity")
        first.toValue = 0.5
        first.duration = 10
        first.delegate = restarter
        stage.view.layer.add(first, forKey: "k")
        let second = BasicAnimation(keyPath: "opacity")
        second.toValue = 0.2
        second.duration = 10
        stage.view.layer.add(second, forKey: "k")
        #expect(stage.view.layer.animationKeys() == ["k"])
        stage.view.layer.removeAnimation(forKey: "k")
        #expect(stage.view.layer.animationKeys() == nil && !stage.driver.hasRunningAnimations)
        stage.view.layer.removeAllAnimations()
    }

    /// A kept animation with only a `fromValue` ends at the property's current value (Apple:
    /// "Interpolates between fromValue and the current presentation value of the property");
    /// set the model after adding it and the layer should end showing the new model, not the
    /// value the model had when the animation was added.
    @Test func aKeptFromOnlyAnimationEndsAtTheCurrentModel() {
        let stage = AnimationStage()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.duration = 0.5
        fade.isRemovedOnCompletion = false
        fade.fillMode = .forwards
        stage.view.layer.add(fade, forKey: "fade")
        stage.view.alpha = 0.4  // the model set after adding, as much iOS code does
        stage.frames(40)
        #expect(abs(stage.shown.alpha - 0.4) < 1e-9, "\(stage.shown.alpha)")
    }

    /// Core Animation copies an animation as it is added ("The animation object is copied by the
    /// render tree, not referenced"): the object reused for another key path on another view
    /// leaves the first running as it was added. (Before, the running one read the object's key
    /// path live, and a 1-number value went through "position"'s writer: a trap.)
    @Test func reusingAnAnimationObjectForAnotherKeyPathLeavesTheRunningOneAlone() {
        let stage = AnimationStage()
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "other")
        stage.window.rootView.addSubview(other)
        let animation = BasicAnimation(keyPath: "position.x")
        animation.fromValue = 0.0
        animation.toValue = 100.0
        animation.duration = 1
        stage.view.layer.add(animation, forKey: "move")
        animation.keyPath = "position"  // reused for another view
        animation.fromValue = Point(x: 0, y: 0)
        animation.toValue = Point(x: 50, y: 50)
        other.layer.add(animation, forKey: "move")
        stage.frames(30)
        #expect(abs(stage.shown.position.x - 50) < 1e-9)
    }

    /// Odd inputs trap nothing: key times empty, of the wrong count, unsorted or NaN, in every
    /// mode, at fractions past the ends, NaN and infinite; timings of tiny and huge durations with
    /// negative, fractional and infinite repeats. Every value is one of the values' kind.
    @Test func oddKeyframesAndTimingsTrapNothing() {
        let modes: [KeyframeCalculationMode] = [.linear, .discrete, .paced, .cubic]
        let keyTimesList: [[Double]?] = [nil, [], [0], [0, 1], [0, 0.5, 1], [0, 0.3, 0.6, 1], [1, 0.5, 0], [0, .nan, 1], [0, 0, 0]]
        let fractions = [-0.5, 0, 0.25, 0.5, 1, 1.5, .nan, .infinity, -.infinity]
        for mode in modes {
            for count in 1...3 {
                let values = (0..<count).map { LayerValue.vector(LayerVector(Double($0 * 10), Double($0))) }
                for keyTimes in keyTimesList {
                    let frames = LayerKeyframes(values: values, keyTimes: keyTimes, curves: [.easeIn, .easeOut], mode: mode)
                    for fraction in fractions {
                        #expect(frames.value(at: fraction, underneath: .vector(LayerVector(0, 0))).vector?.count == 2)
                    }
                }
            }
        }
        for duration in [1e-12, 0.25, 1e12] {
            for repeatCount in [0.0, -1, 0.5, 2.5, .infinity] {
                for autoreverses in [false, true] {
                    let timing = MediaTiming(
                        duration: duration, delay: 0, repeatCount: repeatCount, autoreverses: autoreverses, curve: .bezier(.easeInOut))
                    for time in [0.0, 0.1, 1, 100] { #expect(timing.position(at: time).isFinite && timing.velocity(at: time).isFinite) }
                    if repeatCount.isFinite { #expect(timing.destination.isFinite) }
                }
            }
        }
    }

    /// A transaction's completion block runs once every animation added in it has ended or been
    /// removed, and at once on commit when none was added (CATransaction's `setCompletionBlock`).
    @Test func aTransactionsCompletionRunsWhenItsAnimationsHaveEnded() {
        let stage = AnimationStage()
        var completions = 0
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { completions += 1 }
        let short = BasicAnimation(keyPath: "opacity")
        short.toValue = 0.0
        short.duration = 0.25
        let long = BasicAnimation(keyPath: "cornerRadius")
        long.toValue = 8.0
        long.duration = 0.5
        let removed = BasicAnimation(keyPath: "position.x")
        removed.toValue = 0.0
        removed.duration = 10
        for (animation, key) in [(short, "short"), (long, "long"), (removed, "removed")] { stage.view.layer.add(animation, forKey: key) }
        LayerTransaction.commit()
        stage.frames(20)
        stage.view.layer.removeAnimation(forKey: "removed")
        #expect(completions == 0, "the long one runs")
        stage.frames(9)
        #expect(completions == 0)
        stage.frames(1)
        #expect(completions == 1)
        stage.frames(30)
        #expect(completions == 1, "once")
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { completions += 1 }
        LayerTransaction.commit()
        #expect(completions == 2, "with nothing added, at once")
    }

    /// Core Animation's rules for a basic animation's missing values, with `byValue`.
    @Test func theMissingEndsFollowCoreAnimationsRules() {
        func run(from: Double?, to: Double?, by: Double?) -> (start: Double, end: Double) {
            let stage = AnimationStage()
            stage.view.center = Point(x: 100, y: 50)
            let move = BasicAnimation(keyPath: "position.x")
            move.fromValue = from
            move.toValue = to
            move.byValue = by
            move.duration = 1
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            stage.view.center = Point(x: 300, y: 50)  // the model, set before the animation, as iOS code does
            stage.view.layer.add(move, forKey: nil)
            let start = stage.shown.position.x
            stage.frames(60)
            return (start, stage.shown.position.x)
        }
        #expect(run(from: 10, to: 20, by: nil) == (10, 20))
        #expect(run(from: 10, to: nil, by: 5) == (10, 15))
        #expect(run(from: nil, to: 20, by: 5) == (15, 20))
        #expect(run(from: 10, to: nil, by: nil) == (10, 300), "to what shows: the model here")
        #expect(run(from: nil, to: 20, by: nil) == (300, 20))
        #expect(run(from: nil, to: nil, by: 5) == (300, 305))
    }

    /// Discrete values hold until the next key time; paced ones take the time their distance is
    /// of the whole; cubic ones pass through every value at its key time on the keyframe
    /// blocks' spline.
    @Test func theCalculationModesJoinTheValuesAsTheySay() {
        func shown(_ mode: KeyframeCalculationMode, values: [Double], keyTimes: [Double]? = nil, atFrame frame: Int) -> Double {
            let stage = AnimationStage()
            let animation = LayerKeyframeAnimation(keyPath: "cornerRadius")
            animation.values = values
            animation.keyTimes = keyTimes
            animation.calculationMode = mode
            animation.duration = 1
            stage.view.layer.add(animation, forKey: nil)
            stage.frames(frame)
            return stage.shown.cornerRadius
        }
        #expect(shown(.discrete, values: [4, 8, 16], atFrame: 19) == 4, "the first third")
        #expect(shown(.discrete, values: [4, 8, 16], atFrame: 21) == 8)
        #expect(shown(.discrete, values: [4, 8, 16], atFrame: 41) == 16)
        // 10 of 40 points is a quarter of the time: 15 frames.
        #expect(abs(shown(.paced, values: [0, 10, 40], atFrame: 15) - 10) < 1e-9)
        #expect(abs(shown(.paced, values: [0, 10, 40], atFrame: 30) - 20) < 1e-9)
        let (values, keyTimes) = ([0.0, 10, 40, 0], [0, 0.2, 0.6, 1])
        #expect(abs(shown(.cubic, values: values, keyTimes: keyTimes, atFrame: 12) - 10) < 1e-9)
        #expect(abs(shown(.cubic, values: values, keyTimes: keyTimes, atFrame: 36) - 40) < 1e-9)
        // Half-way from 10 (at 0.2 s) to 40 (at 0.6 s): Hermite with the tangents (40 − 0) / 0.6
        // and (0 − 10) / 0.8 over a stretch of 0.4 s.
        let (m1, m2, length) = (40 / 0.6, -10 / 0.8, 0.4)
        let hermite = 0.5 * 10 + 0.125 * length * m1 + 0.5 * 40 - 0.125 * length * m2
        #expect(abs(shown(.cubic, values: values, keyTimes: keyTimes, atFrame: 24) - hermite) < 1e-9)
    }

    /// Each stretch between keyframes runs on its own timing function.
    @Test func eachStretchRunsOnItsTimingFunction() {
        let stage = AnimationStage()
        let animation = LayerKeyframeAnimation(keyPath: "position")
        animation.values = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)]
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = [MediaTimingFunction(name: .easeIn), MediaTimingFunction(name: .easeOut)]
        animation.duration = 1
        stage.view.layer.add(animation, forKey: nil)
        stage.frames(15)
        #expect(abs(stage.shown.position.x - 100 * CubicBezier.easeIn.progress(at: 0.5)) < 1e-9)
        stage.frames(30)
        #expect(abs(stage.shown.position.y - 100 * CubicBezier.easeOut.progress(at: 0.5)) < 1e-9)
        #expect(stage.shown.position.x == 100)
    }

    /// Animations of different key paths compose, over the view's own animations; a newer one of
    /// the same key path shows over an older; `removeAllAnimations` ends them all, as CALayer's.
    @Test func animationsComposeAndRemoveAllEndsThemAndTheViewsOwn() {
        let stage = AnimationStage()
        let turn = BasicAnimation(keyPath: "transform.rotation")
        turn.toValue = Double.pi / 2
        turn.duration = 1
        let grow = BasicAnimation(keyPath: "transform.scale")
        grow.toValue = 3.0
        grow.duration = 1
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0.0
        fade.duration = 1
        let fadeMore = BasicAnimation(keyPath: "opacity")
        fadeMore.fromValue = 0.25
        fadeMore.toValue = 0.25
        fadeMore.duration = 1
        for (animation, key) in [(turn, "turn"), (grow, "grow"), (fade, "fade"), (fadeMore, "fadeMore")] {
            stage.view.layer.add(animation, forKey: key)
        }
        View.animate(withDuration: 1) { stage.view.center = Point(x: 300, y: 50) }
        stage.frames(30)
        let parts = TransformComponents(stage.shown.transform)
        #expect(abs(parts.rotation - .pi / 4) < 1e-9 && abs(parts.scaleX - 2) < 1e-9 && abs(parts.scaleY - 2) < 1e-9)
        #expect(stage.shown.alpha == 0.25, "the newer of two of one key path shows")
        #expect(stage.shown.position.x > 50 && stage.shown.position.x < 300, "the view's own animation runs under them")
        stage.view.layer.removeAllAnimations()
        #expect(stage.shown == stage.view.modelValues && stage.view.layer.animationKeys() == nil)
        #expect(stage.shown.position.x == 300)
    }

    /// A view that goes takes its animations with it: one repeating for ever no longer keeps the
    /// driver running.
    @Test func aViewThatGoesStopsItsAnimations() {
        let stage = AnimationStage()
        weak var gone: View?
        do {
            let spinner = View(frame: Rect(x: 0, y: 0, width: 20, height: 20), name: "spinner")
            stage.window.rootView.addSubview(spinner)
            let spin = BasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = 2 * Double.pi
            spin.repeatCount = .infinity
            spinner.layer.add(spin, forKey: "spin")
            stage.frames(3)
            #expect(stage.driver.hasRunningAnimations)
            spinner.removeFromSuperview()
            gone = spinner
        }
        stage.frames(1)
        #expect(gone == nil && !stage.driver.hasRunningAnimations)
    }

    /// Values of the wrong kind for the key path animate nothing, and the animation still runs
    /// its time and tells its delegate, as one of a key path the layer does not have.
    @Test func valuesOfTheWrongKindAnimateNothingButRunTheirTime() {
        let stage = AnimationStage()
        let wrong = BasicAnimation(keyPath: "position")
        wrong.fromValue = "left"
        wrong.toValue = 3.0
        let delegate = Delegate()
        wrong.delegate = delegate
        stage.view.layer.add(wrong, forKey: nil)
        let unknown = BasicAnimation(keyPath: "zPosition")
        unknown.toValue = 3.0
        stage.view.layer.add(unknown, forKey: nil)
        stage.frames(5)
        #expect(stage.shown == stage.view.modelValues && stage.driver.hasRunningAnimations)
        stage.frames(10)
        #expect(delegate.events == ["start", "stop true"] && stage.view.layer.animationKeys() == nil)
    }

    /// A shape layer's stroke takes the same timing: a "strokeEnd" spinner repeats and reverses.
    @Test func aShapeLayersStrokeRepeatsAndReverses() {
        let stage = AnimationStage()
        let ring = ShapeLayer()
        stage.view.layer.addSublayer(ring)
        let draw = BasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0.0
        draw.toValue = 1.0
        draw.duration = 0.5
        draw.autoreverses = true
        draw.repeatCount = .infinity
        ring.add(draw, forKey: "draw")
        stage.frames(15)
        #expect(abs(ring.presentationStrokeRange.end - 0.5) < 1e-9)
        stage.frames(30)
        #expect(abs(ring.presentationStrokeRange.end - 0.5) < 1e-9, "on its way back")
        stage.frames(60 * 10)
        #expect(abs(ring.presentationStrokeRange.end - 0.5) < 1e-9 && stage.driver.hasRunningAnimations)
    }
}
