import Glibc
import Motion
import Testing

@testable import ViewKit

/// UIKit's flips and curls (`PageTurn`): the view turns over in perspective, the old look on a
/// snapshot for the first half, the new content for the second; a curl lifts the old look off
/// about one edge. Frame by frame on a fixed 60 Hz clock, against the curves and the way a 3D
/// transform animates (by its parts, `Transform3DComponents`).
@MainActor struct PageTurnTests {
    private func close(_ a: Transform3D, _ b: Transform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= 1e-9 }
    }

    /// What an animation from `start` to `end` shows at progress `p`.
    private func between(_ start: Transform3D, _ end: Transform3D, _ p: Double) -> Transform3D {
        let (from, to) = (Transform3DComponents(start), Transform3DComponents(end))
        return (to + (from - to).scaled(by: 1 - p)).transform
    }

    @Test func aFlipFromLeftTurnsTheOldLookAwayAndTheNewOneIn() {
        let stage = AnimationStage()
        let box = stage.view
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var finished: Bool?
        View.transition(with: box, duration: 0.6, options: [.transitionFlipFromLeft]) {
            box.backgroundColor = Color(red: 0, green: 0, blue: 1)
        } completion: {
            finished = $0
        }
        #expect(box.backgroundColor == Color(red: 0, green: 0, blue: 1), "the change applies at once")
        let snapshot = box.subviews.last
        #expect(snapshot?.backgroundColor == Color(red: 1, green: 0, blue: 0), "the old look lies over it")
        let perspective = PageTurn.perspective(for: box.bounds.size)
        #expect(perspective.m34 == -1.0 / 200)
        let edgeOn = perspective.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        stage.frames(9)  // 0.15 s of the first half's 0.3 s on ease-in
        #expect(close(box.presentedTransform3D, between(.identity, edgeOn, CubicBezier.easeIn.progress(at: 0.5))))
        // The left edge comes toward the viewer: in the turned picture it is the taller one.
        let near = box.presentedTransform3D.project(Point(x: -50, y: -50))
        let far = box.presentedTransform3D.project(Point(x: 50, y: -50))
        #expect(near.w < 1 && far.w > 1 && near.point.y < far.point.y)
        stage.frames(9)  // the middle: edge-on, the snapshot gone, turned the other way
        #expect(snapshot?.superview == nil)
        stage.frames(9)  // 0.15 s into the second half on ease-out
        let otherEdge = perspective.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
        #expect(close(box.presentedTransform3D, between(otherEdge, .identity, CubicBezier.easeOut.progress(at: 0.5))))
        stage.frames(10)
        #expect(box.presentedTransform3D == .identity && box.layer.transform == .identity && finished == true)
    }

    /// `transition(from:to:)` with a flip turns the superview over and swaps the two, hiding
    /// with `.showHideTransitionViews`.
    @Test func aFlipBetweenTwoViewsTurnsTheirSuperview() {
        let stage = AnimationStage()
        let front = View(frame: stage.view.bounds, name: "front")
        let back = View(frame: stage.view.bounds, name: "back")
        back.isHidden = true
        stage.view.addSubview(back)
        stage.view.addSubview(front)
        var finished = false
        View.transition(from: front, to: back, duration: 0.4, options: [.transitionFlipFromTop, .showHideTransitionViews]) { _ in
            finished = true
        }
        #expect(front.isHidden && !back.isHidden)
        stage.frames(6)
        let turned = stage.view.presentedTransform3D
        #expect(!turned.isAffine && abs(turned.m22) < 1, "turning about the horizontal axis: \(turned)")
        // Its top comes toward the viewer.
        #expect(turned.project(Point(x: 0, y: -50)).w < 1)
        stage.frames(20)
        #expect(finished && stage.view.presentedTransform3D == .identity && front.superview === stage.view)
    }

    @Test func aCurlUpLiftsTheOldLookAboutItsTopEdge() {
        let stage = AnimationStage()
        let box = stage.view
        let label = View(frame: Rect(x: 10, y: 10, width: 20, height: 20), name: "old")
        box.addSubview(label)
        var finished = false
        View.transition(with: box, duration: 0.5, options: [.transitionCurlUp, .curveLinear]) {
            label.removeFromSuperview()
        } completion: { _ in
            finished = true
        }
        let page = box.subviews.last
        #expect(page?.anchorPoint == Point(x: 0.5, y: 0) && page?.frame == box.bounds, "hung from its top edge")
        stage.frames(15)
        let lifted = page?.presentedTransform3D ?? .identity
        // Half-way, the bottom edge has come up toward the viewer, the top edge stays.
        let bottom = lifted.project(Point(x: 0, y: 100))
        #expect(bottom.w < 1 && bottom.point.y < 100 && lifted.project(Point(x: 0, y: 0)).point.y == 0)
        stage.frames(16)
        #expect(finished && page?.superview == nil)
    }
}
