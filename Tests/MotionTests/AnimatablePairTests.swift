import Motion
import Testing

/// A value of two numbers that animates as one, through SwiftUI's `AnimatablePair`.
private struct Knob: Animatable, Equatable {
    var angle: Double
    var radius: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(angle, radius) }
        set { (angle, radius) = (newValue.first, newValue.second) }
    }
}

/// A vector of an app's own that says nothing of its animatable data: it animates as itself.
private struct Offset: VectorArithmetic, Animatable {
    var dx: Double
    static let zero = Offset(dx: 0)
    static func + (lhs: Offset, rhs: Offset) -> Offset { Offset(dx: lhs.dx + rhs.dx) }
    static func - (lhs: Offset, rhs: Offset) -> Offset { Offset(dx: lhs.dx - rhs.dx) }
    func scaled(by factor: Double) -> Offset { Offset(dx: dx * factor) }
    var magnitudeSquared: Double { dx * dx }
}

private final class Dial {
    var knob = AnimatableProperty(Knob(angle: 0, radius: 10))
}

struct AnimatablePairTests {
    /// Both halves of the pair move on the animator's progress, and its arithmetic is the pair's
    /// halves' (zero, sum, difference, scale, magnitude).
    @Test func aPairAnimatesBothHalvesOnOneAnimator() {
        let clock = FixedStepClock(step: 0.1)
        let driver = AnimationDriver(clock: clock)
        let dial = Dial()
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            AnimationTransaction.set(\Dial.knob, of: dial, to: Knob(angle: 2, radius: 30), driver: driver)
        }
        animator.startAnimation()
        for _ in 0..<5 {
            clock.tick()
            driver.update()
        }
        #expect(dial.knob.model == Knob(angle: 2, radius: 30))
        let shown = dial.knob.presentation
        #expect(abs(shown.angle - 1) < 1e-9 && abs(shown.radius - 20) < 1e-9)
        let pair = AnimatablePair(3.0, 4.0)
        #expect(pair.magnitudeSquared == 25 && (pair - pair) == .zero && (pair + pair).scaled(by: 0.5) == pair)
        var copy = pair
        copy.animatableData = AnimatablePair(1.0, 2.0)
        #expect(copy.first == 1 && copy.second == 2)
        driver.stopAllAnimations()  // a running animator and its driver hold each other
    }

    /// A vector animates as itself unless it says otherwise, as SwiftUI's do: its animatable
    /// data is the value, read and written whole.
    @Test func aVectorAnimatesAsItself() {
        var offset = Offset(dx: 3)
        #expect(offset.animatableData == offset)
        offset.animatableData = Offset(dx: 5)
        #expect(offset.dx == 5)
        #expect(2.5.animatableData == 2.5, "Double too")
    }
}
