import Glibc
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// NotificationBadge.swift run as written, in a 400 × 300 window on a 60 Hz clock. What each test
/// expects is Core Animation's documented behaviour, computed here: a keyframe animation is at
/// `values[i]` at `keyTimes[i]`, linear between; a `CASpringAnimation` is a damped oscillator of
/// mass m, stiffness k, damping c released at its fromValue with `initialVelocity` (in
/// distances from fromValue to toValue per second, positive toward toValue), cut off at its
/// `duration`; a group runs its own time (its duration, repeats, begin time, fill and timing
/// function) and each member without a duration spans the group's whole duration in that eased
/// time; a removed animation leaves the model showing; removing one tells its delegate
/// `finished == false`; the model never moves.
@MainActor @Suite struct NotificationBadgeTests {
    private func stage() -> (PortStage, NotificationBadgeViewController) {
        let port = NotificationBadgeViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    private func shownTransform(_ view: View) -> Transform2D { view.layer.presentation()?.transform ?? view.transform }

    private func shownOpacity(_ view: View) -> Double { view.layer.presentation()?.opacity ?? view.alpha }

    private func scale(_ s: Double) -> Transform2D { Transform2D(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0) }

    private func rotation(_ angle: Double) -> Transform2D {
        Transform2D(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    // MARK: - Closed forms

    /// The pop's spring: m = 1, k = 300, c = 12, v₀ = 5.
    private static let (mass, stiffness, damping, velocity) = (1.0, 300.0, 12.0, 5.0)

    /// The fraction of the way from fromValue to toValue at `t` seconds: with u = x − 1,
    /// m·u″ + c·u′ + k·u = 0, u(0) = −1, u′(0) = v₀. Here ζ = c / (2√(km)) ≈ 0.35 < 1, so
    /// u = e^{−ζω₀t}(−cos ω_d t + B sin ω_d t), ω₀ = √(k/m), ω_d = ω₀√(1 − ζ²),
    /// B = (v₀ − ζω₀) / ω_d (from u′(0) = ζω₀ + B·ω_d = v₀).
    private func springFraction(_ t: Double) -> Double {
        let omega0 = (Self.stiffness / Self.mass).squareRoot()
        let zeta = Self.damping / (2 * (Self.stiffness * Self.mass).squareRoot())
        precondition(zeta < 1, "under-damped")
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let b = (Self.velocity - zeta * omega0) / omegaD
        return 1 + exp(-zeta * omega0 * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
    }

    /// The largest |u| can still be after `t`: the envelope e^{−ζω₀t}·√(1 + B²).
    private func springEnvelope(_ t: Double) -> Double {
        let omega0 = (Self.stiffness / Self.mass).squareRoot()
        let zeta = Self.damping / (2 * (Self.stiffness * Self.mass).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let b = (Self.velocity - zeta * omega0) / omegaD
        return exp(-zeta * omega0 * t) * (1 + b * b).squareRoot()
    }

    /// A keyframe animation's value at `fraction` of its run, linear between its values.
    private func keyframeValue(_ values: [Double], keyTimes: [Double], at fraction: Double) -> Double {
        guard fraction > 0 else { return values[0] }
        guard fraction < 1 else { return values[values.count - 1] }
        let next = keyTimes.firstIndex { $0 >= fraction }!
        let index = next - 1
        let local = (fraction - keyTimes[index]) / (keyTimes[next] - keyTimes[index])
        return values[index] + (values[next] - values[index]) * local
    }

    /// The pop's duration, read off the running animation (its `settlingDuration`).
    private func popDuration(_ port: NotificationBadgeViewController) throws -> Double {
        let pop = try #require(port.badgeView.layer.animation(forKey: "pop"))
        return pop.duration
    }

    // MARK: - Layout

    @Test func theScreenLaysOutTheBellBadgeAndRipples() {
        let (_, port) = stage()
        #expect(port.view.bounds.width == 400)
        #expect(port.bellView.frame == Rect(x: 178, y: 100, width: 44, height: 44))
        #expect(port.bellView.layer.cornerRadius == 12)
        #expect(port.badgeView.frame == Rect(x: 210, y: 92, width: 20, height: 20))
        #expect(port.badgeView.layer.cornerRadius == 10 && port.badgeView.isHidden)
        #expect(port.badgeLabel.frame == Rect(x: 0, y: 0, width: 20, height: 20))
        for ripple in port.rippleViews {
            #expect(ripple.frame == port.bellView.frame && ripple.layer.cornerRadius == 22 && ripple.alpha == 0)
        }
        let order = port.view.subviews
        #expect(order.firstIndex { $0 === port.rippleViews[1] }! < order.firstIndex { $0 === port.bellView }!)
        #expect(order.firstIndex { $0 === port.bellView }! < order.firstIndex { $0 === port.badgeView }!)
        for view in [port.bellView, port.badgeView] + port.rippleViews {
            #expect(view.layer.animationKeys() == nil, "nothing runs before anything happens")
        }
    }

    // MARK: - Bell

    private static let ringAngles: [Double] = [0, 0.35, -0.3, 0.2, -0.1, 0]
    private static let ringTimes: [Double] = [0, 0.1, 0.3, 0.5, 0.7, 1]

    /// 0.6 s (36 frames): frame by frame the bell shows a rotation by the keyframe value at n/36,
    /// exactly 0.2 at key time 0.5 (frame 18); the model stays the identity; removed at 0.6 s,
    /// its end heard once.
    @Test func ringingWobblesThroughEachAngleAtItsKeyTime() {
        let (stage, port) = stage()
        let bell = port.bellView
        port.ring()
        #expect(bell.layer.animationKeys() == ["ring"])
        for n in 1..<36 {
            stage.frames(1)
            let angle = keyframeValue(Self.ringAngles, keyTimes: Self.ringTimes, at: Double(n) / 36)
            let shown = shownTransform(bell)
            #expect(shown.isNear(rotation(angle)), "frame \(n): \(shown), expected angle \(angle)")
            #expect(bell.transform == .identity && port.ringsCompleted == 0, "frame \(n)")
        }
        #expect(port.ringsCompleted == 0)
        stage.frames(1)
        #expect(bell.layer.animationKeys() == nil && shownTransform(bell) == .identity)
        #expect(port.ringsCompleted == 1)
        stage.frames(30)
        #expect(port.ringsCompleted == 1, "once")
    }

    /// The key times are not even: at frame 9 (0.25 of the run, three quarters of the way from
    /// 0.35 at 0.1 to −0.3 at 0.3) −0.1375, and at frame 18 (key time 0.5) exactly 0.2, where
    /// evenly spread key times would give 0.1875 and −0.05.
    @Test func theWobbleHonoursItsKeyTimes() {
        let (stage, port) = stage()
        port.ring()
        stage.frames(9)
        let atNine = atan2(shownTransform(port.bellView).b, shownTransform(port.bellView).a)
        #expect(abs(atNine - (0.35 + (-0.3 - 0.35) * 0.75)) < 1e-9, "\(atNine)")
        stage.frames(9)
        let atEighteen = atan2(shownTransform(port.bellView).b, shownTransform(port.bellView).a)
        #expect(abs(atEighteen - 0.2) < 1e-9, "\(atEighteen)")
    }

    /// ring() while ringing does nothing (`animation(forKey:)`): the wobble runs on from its own
    /// start and ends at 0.6 s; a ring after it rings again.
    @Test func ringingWhileRingingDoesNotRestart() {
        let (stage, port) = stage()
        port.ring()
        stage.frames(10)
        port.ring()
        for n in 11..<36 {
            stage.frames(1)
            let angle = keyframeValue(Self.ringAngles, keyTimes: Self.ringTimes, at: Double(n) / 36)
            #expect(shownTransform(port.bellView).isNear(rotation(angle)), "frame \(n) of the first")
        }
        stage.frames(1)
        #expect(port.bellView.layer.animationKeys() == nil && port.ringsCompleted == 1)
        port.ring()
        #expect(port.bellView.layer.animationKeys() == ["ring"])
        stage.frames(36)
        #expect(port.ringsCompleted == 2)
    }

    // MARK: - Badge pop

    /// The badge shows at once, the model the identity and opacity 1; frame by frame until its
    /// duration it shows scale x(t) (overshooting past 1.25), then the model.
    @Test func showingPopsTheBadgeOnTheSpring() throws {
        let (stage, port) = stage()
        let badge = port.badgeView
        port.showBadge(count: 3)
        #expect(!badge.isHidden && port.badgeLabel.text == "3")
        #expect(badge.layer.animationKeys() == ["pop"])
        #expect(badge.transform == .identity && badge.alpha == 1, "the model is the final value")
        let duration = try popDuration(port)
        #expect(duration > 0.5 && duration < 3, "\(duration)")
        var most = 0.0
        var n = 0
        while Double(n + 1) / 60 < duration {
            n += 1
            stage.frames(1)
            let x = springFraction(Double(n) / 60)
            let shown = shownTransform(badge)
            #expect(shown.isNear(scale(x)), "frame \(n): \(shown.a), expected \(x)")
            #expect(abs(shownOpacity(badge) - 1) < 1e-12 && badge.transform == .identity, "frame \(n)")
            most = max(most, shown.a)
        }
        #expect(most > 1.25, "it overshoots: \(most)")
        #expect(badge.layer.animationKeys() == ["pop"], "still running at frame \(n)")
        stage.frames(1)
        #expect(badge.layer.animationKeys() == nil, "removed at its duration (frame \(n + 1))")
        #expect(shownTransform(badge) == .identity && !badge.isHidden)
    }

    /// The first frames, where the initial velocity shows most: 5 distances a second toward 1
    /// puts the badge ahead of a spring let go at rest.
    @Test func thePopLeavesAtItsInitialVelocity() {
        let (stage, port) = stage()
        port.showBadge(count: 1)
        stage.frames(1)
        let shown = shownTransform(port.badgeView).a
        #expect(abs(shown - springFraction(1.0 / 60)) < 1e-9, "\(shown)")
        // At rest it would be 1 − e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t) ≈ 0.0386 here.
        #expect(shown > 0.09, "ahead of a spring let go at rest: \(shown)")
    }

    /// `settlingDuration` is when the spring is at rest: after it the motion left is under 1% of
    /// the distance (a fifth of a point on the 20-point badge), and it is not the far tail either
    /// (the envelope is still above 10⁻⁴ there).
    @Test func thePopLastsUntilTheSpringSettles() throws {
        let (_, port) = stage()
        port.showBadge(count: 1)
        let duration = try popDuration(port)
        #expect(springEnvelope(duration) < 0.01, "settled by \(duration): \(springEnvelope(duration))")
        #expect(springEnvelope(duration) > 1e-4, "not long after: \(springEnvelope(duration))")
    }

    /// Shown again while shown: the new count, no second pop.
    @Test func showingAShownBadgeOnlyChangesTheCount() {
        let (stage, port) = stage()
        port.showBadge(count: 2)
        stage.frames(120)
        #expect(port.badgeView.layer.animationKeys() == nil)
        port.showBadge(count: 150)
        #expect(port.badgeLabel.text == "99+")
        #expect(port.badgeView.layer.animationKeys() == nil && !port.badgeView.isHidden)
    }

    // MARK: - Badge hide

    /// A shown badge fades from 1 to 0 over 0.25 s (15 frames), linearly; the model is 0 at once;
    /// the delegate hears `finished` at the end and hides it; nothing else is heard.
    @Test func hidingFadesTheBadgeThenHidesIt() {
        let (stage, port) = stage()
        let badge = port.badgeView
        port.showBadge(count: 4)
        stage.frames(120)
        port.hideBadge()
        #expect(badge.layer.animationKeys() == ["hide"] && badge.alpha == 0)
        for n in 1..<15 {
            stage.frames(1)
            #expect(abs(shownOpacity(badge) - (1 - Double(n) / 15)) < 1e-9, "frame \(n): \(shownOpacity(badge))")
            #expect(!badge.isHidden && port.hideStops.isEmpty, "frame \(n)")
        }
        stage.frames(1)
        #expect(badge.layer.animationKeys() == nil && badge.isHidden && port.hideStops == [true])
        stage.frames(30)
        #expect(port.hideStops == [true] && badge.isHidden)
    }

    /// The badge shown, and hidden 10 frames into its pop; with the scale it froze at.
    private func hiddenMidPop() -> (PortStage, NotificationBadgeViewController, frozen: Double) {
        let (stage, port) = stage()
        port.showBadge(count: 4)
        stage.frames(10)
        port.hideBadge()
        return (stage, port, springFraction(10.0 / 60))
    }

    /// A hide 10 frames into the pop freezes the badge where it shows (`presentation()`): the
    /// model takes that scale, the pop goes, and the fade runs at that scale; once hidden, the
    /// transform is the identity again.
    @Test func hidingMidPopFreezesTheScaleWhereItShows() {
        let (stage, port, frozen) = hiddenMidPop()
        let badge = port.badgeView
        #expect(badge.layer.animationKeys() == ["hide"])
        #expect(badge.transform.isNear(scale(frozen)), "the model takes what showed: \(badge.transform.a) vs \(frozen)")
        for n in 1..<15 {
            stage.frames(1)
            #expect(shownTransform(badge).isNear(scale(frozen)), "frame \(n): \(shownTransform(badge).a)")
            #expect(abs(shownOpacity(badge) - (1 - Double(n) / 15)) < 1e-9, "frame \(n)")
        }
        stage.frames(1)
        #expect(badge.isHidden && badge.transform == .identity && port.hideStops == [true])
    }

    /// A show 5 frames into a fade (at 2/3): the fade is removed (its delegate hears `false`, by
    /// the next frame, and does not hide), the badge fades back from 2/3 to 1 over 0.15 s (9
    /// frames) and springs from the frozen scale s₀ to 1: s₀ + (1 − s₀)·x(t).
    @Test func showingMidFadeFadesBackFromWhereItShowsAndSpringsFromTheFrozenScale() throws {
        let (stage, port, frozen) = hiddenMidPop()
        let badge = port.badgeView
        stage.frames(5)
        port.showBadge(count: 120)
        #expect(port.badgeLabel.text == "99+" && !badge.isHidden)
        #expect(Set(badge.layer.animationKeys() ?? []) == ["unhide", "pop"])
        #expect(badge.alpha == 1 && badge.transform == .identity)
        let duration = try popDuration(port)
        for n in 1...20 {
            stage.frames(1)
            let t = Double(n) / 60
            let opacity = n < 9 ? 2.0 / 3 + (1.0 / 3) * Double(n) / 9 : 1
            #expect(abs(shownOpacity(badge) - opacity) < 1e-9, "frame \(n): \(shownOpacity(badge)), expected \(opacity)")
            let s = t < duration ? frozen + (1 - frozen) * springFraction(t) : 1
            #expect(shownTransform(badge).isNear(scale(s)), "frame \(n): \(shownTransform(badge).a), expected \(s)")
            #expect(port.hideStops == [false], "the fade was removed, unfinished: frame \(n)")
        }
        stage.frames(120)
        #expect(!badge.isHidden && port.hideStops == [false] && badge.layer.animationKeys() == nil)
        #expect(shownOpacity(badge) == 1 && shownTransform(badge) == .identity)
    }

    // MARK: - Ripples

    /// Scale and opacity of a ripple `frames` frames into its group (each member spans the
    /// group's 1.2 s = 72 frames, on the group's ease-out, repeating).
    private func ripple(atGroupFrame frames: Int) -> (scale: Double, opacity: Double) {
        let f = easeOut(Double(frames % 72) / 72)
        return (1 + (2.5 - 1) * f, 0.6 + (0 - 0.6) * f)
    }

    /// Three cycles frame by frame (but the seams between cycles): the first ripple from now, the
    /// second from 0.6 s (36 frames) on, showing its first values (scale 1, opacity 0.6) until
    /// then as it fills backwards; both models stay alpha 0 and the identity.
    @Test func theRipplesScaleAndFadeOnTheGroupsEaseOutHalfACycleApart() {
        let (stage, port) = stage()
        port.startRipples()
        let (first, second) = (port.rippleViews[0], port.rippleViews[1])
        #expect(first.layer.animationKeys() == ["ripple"] && second.layer.animationKeys() == ["ripple"])
        for n in 1...(36 + 72 * 3) {
            stage.frames(1)
            // The seams (a cycle's end is the next one's start) are aRepeatingGroupsMembersShowAtEverySeam's.
            if n % 72 == 0 || (n > 36 && (n - 36) % 72 == 0) { continue }
            let a = ripple(atGroupFrame: n)
            let b = n < 36 ? (scale: 1.0, opacity: 0.6) : ripple(atGroupFrame: n - 36)
            #expect(shownTransform(first).isNear(scale(a.scale)), "first, frame \(n): \(shownTransform(first).a) vs \(a.scale)")
            #expect(abs(shownOpacity(first) - a.opacity) < 1e-6, "first, frame \(n): \(shownOpacity(first)) vs \(a.opacity)")
            #expect(
                shownTransform(second).isNear(scale(b.scale)), "second, frame \(n): \(shownTransform(second).a) vs \(b.scale)")
            #expect(abs(shownOpacity(second) - b.opacity) < 1e-6, "second, frame \(n): \(shownOpacity(second)) vs \(b.opacity)")
            #expect(first.alpha == 0 && second.alpha == 0 && first.transform == .identity && second.transform == .identity)
        }
        #expect(first.layer.animationKeys() == ["ripple"] && second.layer.animationKeys() == ["ripple"], "for ever")
        port.stopRipples()
    }

    /// Members without a duration span the group: at 0.3 s (a quarter of the group) the first
    /// ripple is at ease-out(¼) of the way, not at its end (where a 0.25 s member would be).
    @Test func aMemberWithoutADurationSpansTheGroup() {
        let (stage, port) = stage()
        port.startRipples()
        stage.frames(18)
        let f = easeOut(0.25)
        #expect(f > 0.3 && f < 0.6)
        let shown = shownTransform(port.rippleViews[0]).a
        #expect(abs(shown - (1 + 1.5 * f)) < 1e-9, "\(shown)")
        #expect(abs(shownOpacity(port.rippleViews[0]) - 0.6 * (1 - f)) < 1e-9)
        port.stopRipples()
    }

    /// startRipples() while they run leaves them running from where they were;
    /// removeAllAnimations() (stopRipples()) shows the model at once: alpha 0, the identity.
    @Test func startingAgainKeepsTheRipplesAndStoppingRemovesThem() {
        let (stage, port) = stage()
        port.startRipples()
        stage.frames(50)
        port.startRipples()
        for n in 51...60 {
            stage.frames(1)
            let expected = ripple(atGroupFrame: n).scale
            #expect(shownTransform(port.rippleViews[0]).isNear(scale(expected)), "frame \(n), not restarted")
            let second = ripple(atGroupFrame: n - 36).scale
            #expect(shownTransform(port.rippleViews[1]).isNear(scale(second)), "frame \(n), not restarted")
        }
        port.stopRipples()
        for ripple in port.rippleViews {
            #expect(ripple.layer.animationKeys() == nil)
            #expect(shownOpacity(ripple) == 0 && shownTransform(ripple) == .identity)
        }
        stage.frames(10)
        for ripple in port.rippleViews {
            #expect(shownOpacity(ripple) == 0 && shownTransform(ripple) == .identity)
        }
    }

    // MARK: - A repeating group's seams (failed before the library's fix)

    /// On iOS a repeating group's members run without a break: where one cycle meets the next
    /// the ripple shows the start of a cycle (scale 1, opacity 0.6) or, the clock read a hair
    /// early, its end (2.5, 0); never the model (scale 1, alpha 0), which no member is. (Before the
    /// fix, on some seams both members counted as done and the ripple blinked out for a frame.)
    @Test func aRepeatingGroupsMembersShowAtEverySeam() {
        let (stage, port) = stage()
        port.startRipples()
        stage.frames(36)  // the second begins: seams at 72k frames for the first, 36 + 72k for the second
        for seam in 1...10 {
            stage.frames(36)
            let first = (shownTransform(port.rippleViews[0]).a, shownOpacity(port.rippleViews[0]))
            stage.frames(36)
            let second = (shownTransform(port.rippleViews[1]).a, shownOpacity(port.rippleViews[1]))
            for (name, shown) in [("first", first), ("second", second)] {
                let atStart = abs(shown.0 - 1) < 1e-6 && abs(shown.1 - 0.6) < 1e-6
                let atEnd = abs(shown.0 - 2.5) < 1e-6 && abs(shown.1) < 1e-6
                #expect(atStart || atEnd, "\(name) ripple at seam \(seam): scale \(shown.0), opacity \(shown.1)")
            }
        }
        port.stopRipples()
    }
}
