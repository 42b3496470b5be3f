import Glibc
import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// CubePush.swift run as written: a push turns the pages like a cube in perspective about their
/// shared edge, 0.5 s on ease-in-out, the container's sublayer transform giving them one
/// vanishing point; the pop mirrors it.
@MainActor @Suite struct CubePushTests {
    @Test func aPushTurnsThePagesAboutTheirSharedEdgeInPerspective() throws {
        let navigation = CubePushNavigationController(rootViewController: CubePushPageViewController())
        let stage = PortStage(navigation: navigation)
        stage.frames(1)
        let first = try #require(navigation.topViewController)
        try stage.tapButton("Push Next")
        let second = try #require(navigation.topViewController)
        #expect(stage.stack == ["Page 1", "Page 2"])
        let width = stage.navigation.transitionView.bounds.width
        stage.frames(15)  // 0.25 s of 0.5: ease-in-out is half-way, each page turned 45°
        let leaving = stage.projectedCorners(first.view)
        let arriving = stage.projectedCorners(second.view)
        // The shared edge: the leaving page's right edge is the arriving page's left edge.
        for (a, b) in [(leaving[1], arriving[0]), (leaving[2], arriving[3])] {
            #expect(abs(a.point.x - b.point.x) < 1e-6 && abs(a.point.y - b.point.y) < 1e-6, "\(a) \(b)")
        }
        // Half-way the edge is at the middle, in the screen's plane: the cube's near corner.
        #expect(abs(leaving[1].point.x - width / 2) < 1, "\(leaving[1].point.x)")
        #expect(abs(leaving[1].w - 1) < 1e-9)
        // Each page's outer edge turns away from the viewer: its picture is shorter there.
        #expect(leaving[0].w > 1 && arriving[1].w > 1)
        let leftHeight = leaving[3].point.y - leaving[0].point.y
        let rightHeight = arriving[2].point.y - arriving[1].point.y
        let hingeHeight = leaving[2].point.y - leaving[1].point.y
        #expect(leftHeight < hingeHeight && rightHeight < hingeHeight, "\(leftHeight) \(hingeHeight) \(rightHeight)")
        stage.settle()
        #expect(second.view.layer.transform == .identity && second.view.frame == stage.navigation.transitionView.bounds)
        #expect(stage.navigation.transitionView.layer.sublayerTransform == .identity, "the perspective is put back")
        // The pop mirrors it.
        _ = stage.navigation.popViewController(animated: true)
        stage.frames(15)
        let back = stage.projectedCorners(first.view)
        #expect(back[0].w > 1 && abs(back[1].w - 1) < 1e-9, "the popped page comes back hinged on its right edge")
        stage.settle()
        #expect(stage.stack == ["Page 1"] && first.view.frame == stage.navigation.transitionView.bounds)
    }
}
