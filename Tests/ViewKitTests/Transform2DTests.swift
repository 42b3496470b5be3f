import Foundation
import Testing

@testable import ViewKit

struct AffineTransformTests {
    @Test func concatenationAppliesLeftThenRight() {
        let move = Transform2D(translationX: 10, y: 0)
        let turn = Transform2D(rotationAngle: .pi / 2)
        let p = Point(x: 1, y: 0)
        #expect(move.concatenating(turn).apply(to: p).distance(to: Point(x: 0, y: 11)) < 1e-12)
        #expect(turn.concatenating(move).apply(to: p).distance(to: Point(x: 10, y: 1)) < 1e-12)
        // CGAffineTransform's builders prepend: translatedBy then rotate = rotate(translate(p)).
        #expect(turn.translatedBy(x: 10, y: 0).apply(to: p).distance(to: Point(x: 0, y: 11)) < 1e-12)
    }

    @Test func inverseUndoesTheTransform() throws {
        let t = Transform2D(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -4)
        let inverse = try #require(t.inverted())
        let p = Point(x: 12.5, y: -3.25)
        #expect(inverse.apply(to: t.apply(to: p)).distance(to: p) < 1e-9)
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
    }
}
