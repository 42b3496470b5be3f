import Glibc
import Motion
import TestSupport
import Testing

@testable import ViewKit

/// Core Animation's `CATransform3D` as ViewKit's `Transform3D`: row vectors, rotations as
/// `CATransform3DMakeRotation`, concatenation, inverse, the projection that `m34` makes, and the
/// parts an animation interpolates, checked against the formulas.
struct Transform3DTests {
    private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func aRotationAboutZIsTheAffineRotation() {
        for angle in [0.3, -1.2, .pi / 2, 3.0] {
            let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            #expect(rotation.isAffine || abs(rotation.m33 - 1) < 1e-15)
            #expect(close(rotation, Transform3D(Transform2D(rotationAngle: angle))))
        }
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity, "no axis, no turn")
    }

    /// About y by +90°, (1, 0, 0) goes to (0, 0, −1): away from the eye, which looks down −z.
    @Test func aRotationAboutYTurnsXIntoTheScreen() {
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(abs(turn.m11) < 1e-15 && abs(turn.m13 + 1) < 1e-15 && abs(turn.m31 - 1) < 1e-15)
        #expect(!turn.isAffine)
    }

    /// `rotated(by:)` is `CATransform3DRotate`: the rotation first, then the transform; so a
    /// perspective set before the turn applies after it.
    @Test func operationsPrecedeTheTransformAsCoreAnimationsDo() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turned = perspective.rotated(by: 0.7, x: 0, y: 1, z: 0)
        #expect(close(turned, Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).concatenating(perspective)))
        let moved = Transform3D.identity.translatedBy(x: 10, y: 20, z: 30).scaledBy(x: 2, y: 2, z: 2)
        #expect(close(moved, Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(translationX: 10, y: 20, z: 30))))
    }

    /// The plane's point (x, 0) after a turn θ about y and perspective d: x cos θ over
    /// 1 + x sin θ / d (the far side shrinks toward the centre).
    @Test func perspectiveDividesByDepth() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let theta = 0.6
        let transform = perspective.rotated(by: theta, x: 0, y: 1, z: 0)
        for x in [-100.0, 50, 150] {
            let (point, w) = transform.project(Point(x: x, y: 40))
            let depth = 1 + x * sin(theta) / 500
            #expect(abs(w - depth) < 1e-12)
            #expect(abs(point.x - x * cos(theta) / depth) < 1e-9 && abs(point.y - 40 / depth) < 1e-9)
        }
    }

    @Test func theInverseUndoesTheTransform() throws {
        var random = SplitMix(state: 7)
        for _ in 0..<50 {
            let transform = randomTransform(&random)
            let inverse = try #require(transform.inverted())
            #expect(close(transform.concatenating(inverse), .identity, 1e-7))
        }
        #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
    }

    /// Taken apart and put together again, every transform is itself (as a projective map: its
    /// entries over `m44`): rotations about any axis, mirrors, shears, translations, perspective.
    @Test func thePartsMakeTheTransformAgain() {
        var random = SplitMix(state: 11)
        for _ in 0..<200 {
            let transform = randomTransform(&random)
            let normalised = Transform3D(rows: transform.rows.map { $0.map { $0 / transform.m44 } })
            #expect(close(Transform3DComponents(transform).transform, normalised, 1e-7), "\(transform)")
        }
    }

    /// Half-way from the identity to a turn of 180° about y is a turn of 90° (a squash would be a
    /// matrix of no width); the perspective stays what both ends have.
    @Test func aHalfTurnAnimatesThroughAQuarterTurn() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let start = Transform3DComponents(perspective)
        let end = Transform3DComponents(perspective.rotated(by: .pi, x: 0, y: 1, z: 0))
        let middle = end + (start - end).scaled(by: 0.5)
        #expect(close(middle.transform, perspective.rotated(by: .pi / 2, x: 0, y: 1, z: 0), 1e-9))
        // A quarter of the way: nlerp's angle, 2·atan(1/3) for the half-angle blend.
        let quarter = end + (start - end).scaled(by: 0.75)
        let angle = 2 * atan2(0.25, 0.75)
        #expect(close(quarter.transform, perspective.rotated(by: angle, x: 0, y: 1, z: 0), 1e-9))
    }

    private func randomTransform(_ random: inout SplitMix) -> Transform3D {
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var transform = Transform3D(scaleX: value(0.3...2) * (value(0...1) < 0.2 ? -1 : 1), y: value(0.3...2), z: value(0.3...2))
        var shear = Transform3D.identity
        shear.m21 = value(-0.5...0.5)
        transform = transform.concatenating(shear)
        transform = transform.concatenating(
            Transform3D(rotationAngle: value(-3...3), x: value(-1...1), y: value(-1...1), z: value(0.1...1)))
        transform = transform.concatenating(Transform3D(translationX: value(-200...200), y: value(-200...200), z: value(-50...50)))
        var perspective = Transform3D.identity
        perspective.m34 = value(-0.01...0)
        return transform.concatenating(perspective)
    }
}
