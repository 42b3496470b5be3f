import Glibc
import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// LoginFeedback.swift run as written, in a 400 × 300 window on a 60 Hz clock. What each test
/// expects is Core Animation's documented behaviour, computed here: a keyframe animation is at
/// `values[i]` at `keyTimes[i]` (evenly spread when nil) and between two values goes the fraction
/// its stretch's timing function gives (linear without one); a basic animation with no
/// `fromValue` starts from what shows; `repeatCount = .infinity` runs until removed;
/// `autoreverses` runs each cycle back; `beginTime` is on the `CACurrentMediaTime()` clock; an
/// animation that has not begun shows nothing unless it fills backwards; a removed-on-completion
/// animation leaves the model showing; the model never moves.
@MainActor @Suite struct LoginFeedbackTests {
    private static let frame = 1.0 / 60

    private func stage() -> (PortStage, LoginFeedbackViewController) {
        let port = LoginFeedbackViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    /// A keyframe animation's value at `fraction` of its run (Core Animation's `.linear`
    /// calculation mode): the stretch holding it, on that stretch's curve.
    private func keyframeValue(
        _ values: [Double], keyTimes: [Double]? = nil, curve: (Double) -> Double = { $0 }, at fraction: Double
    ) -> Double {
        let times = keyTimes ?? (0..<values.count).map { Double($0) / Double(values.count - 1) }
        guard fraction > 0 else { return values[0] }
        guard fraction < 1 else { return values[values.count - 1] }
        let next = times.firstIndex { $0 >= fraction }!
        let index = next - 1
        let local = (fraction - times[index]) / (times[next] - times[index])
        return values[index] + (values[next] - values[index]) * curve(local)
    }

    private func shownTransform(_ view: View) -> Transform2D { view.layer.presentation()?.transform ?? view.transform }

    private func shownOpacity(_ view: View) -> Double { view.layer.presentation()?.opacity ?? view.alpha }

    // MARK: - Layout

    @Test func theScreenLaysOutTheFieldSpinnerHeartAndDot() throws {
        let (_, port) = stage()
        let width = port.view.bounds.width
        #expect(width == 400)
        #expect(port.passwordField.frame == Rect(x: 80, y: 40, width: 240, height: 44), "centred, near the top")
        #expect(port.passwordField.layer.cornerRadius == 8)
        #expect(port.spinner.frame == Rect(x: 188, y: 100, width: 24, height: 24) && port.spinner.isHidden)
        let sublayers = try #require(port.spinner.layer.sublayers)
        #expect(sublayers.count == 1 && sublayers[0] === port.spinner.ringLayer)
        #expect(port.spinner.ringLayer.strokeStart == 0 && port.spinner.ringLayer.strokeEnd == 0.75, "three quarters")
        #expect(port.spinner.ringLayer.frame == port.spinner.bounds && port.spinner.ringLayer.path != nil)
        #expect(port.heartView.frame == Rect(x: 178, y: 150, width: 44, height: 44))
        #expect(port.liveDot.isHidden && port.liveDot.alpha == 1)
        for view in [port.passwordField, port.spinner, port.heartView, port.liveDot] {
            #expect(view.layer.animationKeys() == nil, "nothing runs before anything happens")
        }
    }

    // MARK: - Shake

    private static let shakeValues: [Double] = [-20, 20, -20, 20, -10, 10, -5, 5, 0]

    /// Nine values evenly spread over 0.6 s (key times k/8, every 4.5 frames), linear between:
    /// frame by frame the field shows a translation by the value there and nothing else; the model
    /// and its position never move; the animation is gone once 0.6 s (36 frames) have passed.
    @Test func aWrongPasswordShakesThroughEachValueLinearlyAndLeavesTheModelAlone() {
        let (stage, port) = stage()
        let field = port.passwordField
        let position = field.layer.position
        port.submit(password: "wrong")
        #expect(field.layer.animationKeys() == ["shake"])
        #expect(port.spinner.isHidden, "no spinner for a wrong password")
        for n in 1..<36 {
            stage.frames(1)
            let x = keyframeValue(Self.shakeValues, at: Double(n) / 36)
            let shown = shownTransform(field)
            #expect(shown.isNear(Transform2D(translationX: x, y: 0)), "frame \(n): \(shown), expected x \(x)")
            #expect(field.transform == .identity && field.layer.position == position, "the model stays: frame \(n)")
            #expect(field.layer.presentation()?.position == position)
        }
        stage.frames(1)
        #expect(field.layer.animationKeys() == nil, "removed after 0.6 s")
        #expect(shownTransform(field) == .identity && field.transform == .identity)
        stage.frames(30)
        #expect(shownTransform(field) == .identity)
    }

    /// The even key times fall on whole frames (0.15 s, 0.3 s, 0.45 s): there the field shows
    /// exactly −20, −10 and −5; and halfway between two key times, the midpoint of two values.
    @Test func theShakeIsAtItsValuesAtTheirKeyTimes() {
        let (stage, port) = stage()
        port.submit(password: "hunter")
        var atKeys: [Double] = []
        for _ in 0..<3 {
            stage.frames(9)
            atKeys.append(shownTransform(port.passwordField).tx)
        }
        #expect(zip(atKeys, [-20.0, -10, -5]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(atKeys)")
        // 0.5 s is 5/6 of the run, 6 2/3 eighths: two thirds of the way from values[6] = −5 (at
        // 0.45 s) to values[7] = 5 (at 0.525 s).
        stage.frames(3)
        let tx = shownTransform(port.passwordField).tx
        #expect(abs(tx - (-5 + 10 * 2.0 / 3)) < 1e-9, "linear between key times: \(tx)")
    }

    /// A second wrong password mid-shake replaces the first (same key): the shake starts again,
    /// and ends 0.6 s after the second.
    @Test func aSecondWrongPasswordRestartsTheShake() {
        let (stage, port) = stage()
        port.submit(password: "a")
        stage.frames(20)
        port.submit(password: "b")
        #expect(port.passwordField.layer.animationKeys() == ["shake"])
        for n in 1..<36 {
            stage.frames(1)
            let x = keyframeValue(Self.shakeValues, at: Double(n) / 36)
            #expect(abs(shownTransform(port.passwordField).tx - x) < 1e-9, "frame \(n) of the second")
        }
        stage.frames(1)
        #expect(port.passwordField.layer.animationKeys() == nil && shownTransform(port.passwordField) == .identity)
    }

    // MARK: - Spinner

    /// The right password shows the spinner turning a whole turn a second, linearly (no timing
    /// function), from the angle it was at: 2π·t mod 2π. After 10 s it still turns (repeatCount
    /// .infinity), the model staying the identity; stopSpinning() ends it at once.
    @Test func theSpinnerTurnsAWholeTurnASecondUntilStopped() {
        let (stage, port) = stage()
        let spinner = port.spinner
        port.submit(password: "hunter2")
        #expect(!spinner.isHidden && spinner.layer.animationKeys() == ["spin"])
        #expect(port.passwordField.layer.animationKeys() == nil, "no shake for the right password")
        func expectAngle(afterFrames n: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let t = Double(n) / 60
            let angle = (2 * Double.pi * t).truncatingRemainder(dividingBy: 2 * .pi)
            let shown = shownTransform(spinner)
            #expect(
                shown.isNear(Transform2D(rotationAngle: angle)), "t \(t): \(shown), expected \(angle)",
                sourceLocation: sourceLocation)
        }
        for n in 1...90 {
            stage.frames(1)
            expectAngle(afterFrames: n)
            #expect(spinner.transform == .identity)
        }
        // Half a turn: what a turn to 0 (the shorter way to a matrix equal to 2π) could not show.
        stage.frames(600 - 90 + 30)
        expectAngle(afterFrames: 630)
        #expect(shownTransform(spinner).isNear(Transform2D(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)), "half a turn")
        for n in 631...660 {
            stage.frames(1)
            expectAngle(afterFrames: n)
        }
        #expect(spinner.layer.animationKeys() == ["spin"], "still running after 10 s")
        #expect(spinner.layer.presentation()?.position == spinner.layer.position, "turns about its centre")

        port.stopSpinning()
        #expect(spinner.layer.animationKeys() == nil && spinner.isHidden)
        #expect(shownTransform(spinner) == .identity, "removed: the model shows")
        stage.frames(30)
        #expect(shownTransform(spinner) == .identity)
    }

    /// The ring is the spinner's one sublayer (drawn under the spinner's shown transform); a
    /// quarter second in, the spinner shows a quarter turn while the ring's own stroke stays at
    /// three quarters.
    @Test func theRingIsDrawnThreeQuartersAndTurnsWithTheSpinner() {
        let (stage, port) = stage()
        port.submit(password: "hunter2")
        stage.frames(15)
        #expect(shownTransform(port.spinner).isNear(Transform2D(rotationAngle: .pi / 2)))
        #expect(port.spinner.ringLayer.presentationStrokeRange.end == 0.75)
        #expect(port.spinner.layer.sublayers?.first === port.spinner.ringLayer)
        port.stopSpinning()
    }

    // MARK: - Heart

    private static let bounceValues: [Double] = [1, 1.4, 0.9, 1.1, 1]
    private static let bounceTimes: [Double] = [0, 0.3, 0.6, 0.8, 1]

    /// The heart's scale over 0.5 s (30 frames): 1.4 at 0.15 s (frame 9), 0.9 at 0.3 s (frame
    /// 18), 1.1 at 0.4 s (frame 24), 1 at the end; ease-out inside each stretch. The model stays
    /// the identity; the animation is removed at its end, and the delegate hears
    /// `finished == true` then, once.
    @Test func theHeartBouncesThroughEachScaleAtItsKeyTimeOnEaseOut() {
        let (stage, port) = stage()
        let heart = port.heartView
        port.likeTapped()
        #expect(heart.layer.animationKeys() == ["bounce"])
        for n in 1..<30 {
            stage.frames(1)
            let s = keyframeValue(Self.bounceValues, keyTimes: Self.bounceTimes, curve: easeOut, at: Double(n) / 30)
            let shown = shownTransform(heart)
            #expect(shown.isNear(Transform2D(scaleX: s, y: s)), "frame \(n): \(shown), expected \(s)")
            #expect(heart.transform == .identity)
            #expect(port.bounceStops.isEmpty, "nothing heard before the end: frame \(n)")
            switch n {
            case 9: #expect(abs(shown.a - 1.4) < 1e-9)
            case 18: #expect(abs(shown.a - 0.9) < 1e-9)
            case 24: #expect(abs(shown.a - 1.1) < 1e-9)
            case 3:
                // A third into the first stretch: ease-out is ahead of linear.
                #expect(abs(shown.a - (1 + 0.4 * easeOut(1.0 / 3))) < 1e-9 && shown.a > 1 + 0.4 / 3)
            default: break
            }
        }
        stage.frames(1)
        #expect(heart.layer.animationKeys() == nil && shownTransform(heart) == .identity)
        #expect(port.bounceStops == [true], "heard once, finished")
        stage.frames(60)
        #expect(port.bounceStops == [true], "and only once")
    }

    /// A second like mid-bounce replaces the first under the same key: the first's delegate hears
    /// `finished == false` (by the next frame), and the second's `true` 0.5 s after it was added.
    @Test func aSecondLikeMidBounceStopsTheFirstUnfinished() {
        let (stage, port) = stage()
        port.likeTapped()
        stage.frames(10)
        port.likeTapped()
        stage.frames(1)
        #expect(port.bounceStops == [false], "the replaced one did not finish")
        stage.frames(28)
        #expect(port.bounceStops == [false])
        stage.frames(1)
        #expect(port.bounceStops == [false, true])
    }

    // MARK: - Live dot

    /// The dot, 0.5 s after going live (on `CACurrentMediaTime()`'s clock, read 1.5 s in), fades in
    /// over 0.3 s; until then `.backwards` shows its fromValue, 0, where without it the model's 1
    /// would show. Then it pulses from 1 to 0.3 on ease-in-out over 0.8 s and back over 0.8 s, for
    /// ever; the model stays 1.
    @Test func theDotWaitsAtItsFromValueThenFadesInThenPulses() {
        let (stage, port) = stage()
        let dot = port.liveDot
        stage.frames(89)  // 1.5 s in: the delay is counted from now, not from 0
        port.goLive()
        #expect(!dot.isHidden)
        #expect(Set(dot.layer.animationKeys() ?? []) == ["appear", "pulse"])
        func expected(_ t: Double) -> Double {
            if t <= 0.5 { return 0 }
            if t <= 0.8 { return (t - 0.5) / 0.3 }
            let local = (t - 0.8).truncatingRemainder(dividingBy: 1.6)
            let way = local <= 0.8 ? local / 0.8 : 2 - local / 0.8
            return 1 + (0.3 - 1) * easeInOut(way)
        }
        for n in 1...(48 + 96 * 3) {
            stage.frames(1)
            let t = Double(n) / 60
            #expect(abs(shownOpacity(dot) - expected(t)) < 1e-6, "t \(t): \(shownOpacity(dot)), expected \(expected(t))")
            #expect(dot.alpha == 1, "the model stays 1")
            if n == 29 { #expect(shownOpacity(dot) == 0, "backwards: its fromValue before it begins") }
        }
        #expect(dot.layer.animationKeys() == ["pulse"], "the fade-in is removed, the pulse runs on")
        port.stopLive()
        #expect(dot.layer.animationKeys() == nil && shownOpacity(dot) == 1 && dot.isHidden)
    }

    /// The pulse's turning points: 0.3 at 0.8 s into it, 1 again at 1.6 s, 0.3 at 2.4 s; halfway
    /// down (0.4 s in) ease-in-out is exactly halfway: 0.65.
    @Test func thePulseTurnsAtItsEndsAndIsHalfwayAtHalfTime() {
        let (stage, port) = stage()
        port.goLive()
        stage.frames(48)  // the pulse begins
        var shown: [Double] = []
        for frames in [24, 24, 48, 48] {
            stage.frames(frames)
            shown.append(shownOpacity(port.liveDot))
        }
        let expected = [0.65, 0.3, 1, 0.3]
        #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(shown)")
        port.stopLive()
    }

    // MARK: - NSNumber values (fails here; see LoginFeedback.swift's header)

    /// On iOS a CABasicAnimation's toValue and a CAKeyframeAnimation's values are NSNumbers as
    /// often as Swift numbers, and animate alike: a quarter second into the NSNumber spin the
    /// view shows a quarter turn; 0.15 s into the NSNumber shake it shows values[2] = −20.
    @Test func nsNumberValuesAnimateAsSwiftNumbersDo() {
        let (stage, port) = stage()
        let spun = port.heartView
        let shaken = port.passwordField
        NSNumberProbe.spin(spun)
        NSNumberProbe.shake(shaken)
        #expect(spun.layer.animationKeys() == ["spin"] && shaken.layer.animationKeys() == ["shake"])
        stage.frames(9)
        let shake = shownTransform(shaken)
        #expect(shake.isNear(Transform2D(translationX: -20, y: 0)), "the NSNumber shake at 0.15 s: \(shake)")
        stage.frames(6)
        let spin = shownTransform(spun)
        #expect(spin.isNear(Transform2D(rotationAngle: .pi / 2)), "the NSNumber spin at 0.25 s: \(spin)")
        spun.layer.removeAnimation(forKey: "spin")
    }
}
