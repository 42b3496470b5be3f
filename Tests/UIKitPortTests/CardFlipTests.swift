import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// CardFlip.swift run as written: a tap turns the card over in perspective in two quarter turns
/// (keyframes), the front facing the viewer for the first half and the back for the second, each
/// face hidden while it faces away (`isDoubleSided` false); the button flips it back with
/// `UIView.transition(from:to:)` and `.transitionFlipFromLeft`.
@MainActor @Suite struct CardFlipTests {
    /// Whether the face shows: it faces the viewer (its corners still turn clockwise on screen)
    /// or is double-sided.
    private func shows(_ face: View, _ stage: PortStage) -> Bool {
        let corners = stage.projectedCorners(face).map(\.point)
        var area = 0.0
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            area += a.x * b.y - b.x * a.y
        }
        return !face.isHidden && (area > 1e-6 || face.layer.isDoubleSided)
    }

    /// The projected width of the face's top edge.
    private func width(_ face: View, _ stage: PortStage) -> Double {
        let corners = stage.projectedCorners(face)
        return abs(corners[1].point.x - corners[0].point.x)
    }

    @Test func aTapTurnsTheCardOverAndTheButtonFlipsItBack() throws {
        let controller = CardFlipViewController()
        let stage = PortStage(root: controller, size: Size(width: 400, height: 700))
        stage.frames(1)
        let faces = try #require(stage.label("FRONT")?.superview?.superview?.subviews)
        let (back, front) = (faces[0], faces[1])
        #expect(shows(front, stage) && !shows(back, stage), "the front faces the viewer")
        #expect(abs(width(front, stage) - 240) < 1e-6)
        stage.tap(front)
        stage.frames(9)  // 0.15 s of 0.6
        #expect(shows(front, stage) && !shows(back, stage) && width(front, stage) < 240, "turning")
        stage.frames(9)  // 0.3 s: ease-in-out over the whole is half-way, the first keyframe's end
        #expect(width(front, stage) < 1e-6 && width(back, stage) < 1e-6, "edge-on")
        stage.frames(9)
        #expect(shows(back, stage) && !shows(front, stage), "the back has turned toward the viewer")
        stage.settle()
        #expect(shows(back, stage) && !shows(front, stage) && abs(width(back, stage) - 240) < 1e-6)

        try stage.tapButton("Transition Flip")
        let container = try #require(front.superview)
        stage.frames(9)
        let turned = stage.projectedCorners(container)
        #expect(turned[0].w < 1 && turned[1].w > 1, "the container turns, its left side toward the viewer")
        stage.settle()
        #expect(shows(front, stage) && !shows(back, stage) && container.layer.transform == .identity)
    }
}
