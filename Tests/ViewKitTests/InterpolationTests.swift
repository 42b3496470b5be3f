import Foundation
import Motion
import Testing

@testable import ViewKit

struct InterpolationTests {
    static func close(_ x: Transform2D, _ y: Transform2D, _ tolerance: Double = 1e-9) -> Bool {
        abs(x.a - y.a) < tolerance && abs(x.b - y.b) < tolerance && abs(x.c - y.c) < tolerance
            && abs(x.d - y.d) < tolerance && abs(x.tx - y.tx) < tolerance && abs(x.ty - y.ty) < tolerance
    }

    @Test func geometryInterpolatesAndExtrapolates() {
        #expect(Point.interpolate(from: .zero, to: Point(x: 10, y: -20), fraction: 0.25) == Point(x: 2.5, y: -5))
        #expect(Size.interpolate(from: .zero, to: Size(width: 100, height: 50), fraction: 1.5) == Size(width: 150, height: 75))
        let r = Rect.interpolate(
            from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 100, y: 0, width: 30, height: 10), fraction: 0.5)
        #expect(r == Rect(x: 50, y: 0, width: 20, height: 10))
        let c = Color.interpolate(from: .black, to: .white, fraction: 1.5)
        #expect(c == .white, "colours clamp after a spring's overshoot")
    }

    @Test func decompositionRoundTrips() throws {
        let transforms = [
            Transform2D.identity,
            Transform2D(rotationAngle: 2.5).translatedBy(x: 30, y: -4),
            Transform2D(scaleX: 2, y: 0.5).rotated(by: -1.1),
            Transform2D(a: 1.2, b: 0.3, c: 0.7, d: 0.9, tx: 5, ty: 6),
            Transform2D(scaleX: -1, y: 1),
        ]
        for t in transforms {
            let parts = try #require(t.decomposition)
            #expect(Self.close(Transform2D(parts), t), "\(t)")
        }
    }

    @Test func rotationTransformsTurnTheShorterWayAsOnIOS() {
        // −270° is stored as +90°: animating to −360° (the identity) swings back through 45°.
        let start = Transform2D(rotationAngle: Angle(degrees: -270).radians)
        let end = Transform2D(rotationAngle: Angle(degrees: -360).radians)
        let middle = Transform2D.interpolate(from: start, to: end, fraction: 0.5)
        #expect(Self.close(middle, Transform2D(rotationAngle: .pi / 4)))
        #expect(Self.close(Transform2D.interpolate(from: start, to: end, fraction: 0), start))
        #expect(Self.close(Transform2D.interpolate(from: start, to: end, fraction: 1), end))
    }

    @Test func transformsMoveUnderAnAnimator() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        defer { driver.stopAllAnimations() }  // it and a running animator hold each other
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let animator = PropertyAnimator(duration: 1, curve: .linear, driver: driver)
        animator.addAnimation(from: Transform2D.identity, to: Transform2D(translationX: 200, y: 0).scaledBy(x: 2, y: 2)) {
            view.transform = $0
        }
        animator.startAnimation()
        for _ in 0..<30 {
            clock.tick()
            driver.update()
        }
        #expect(Self.close(view.transform, Transform2D(scaleX: 1.5, y: 1.5).concatenating(Transform2D(translationX: 100, y: 0))))
    }
}
