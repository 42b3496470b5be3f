import Glibc
import Motion
import Testing

@testable import ViewKit

/// The stock animators in depth: the flip (UIKit's `.flipHorizontal`, and any push or
/// presentation that asks for it) and the cube push, frame by frame on a fixed clock.
@MainActor struct DepthAnimatorTests {
    /// The corners of `view` as they show in the window, through every 3D transform.
    private func corners(_ view: View) -> [(point: Point, w: Double)] {
        let b = view.presentationValues.bounds
        let map = view.shownTransformToWindow3D
        return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
            .map(map.project)
    }

    /// A presentation with `.flipHorizontal`: the presenting screen turns away for the first half,
    /// the presented one turns in for the second, each edge-on at the middle; the dismissal
    /// turns back the other way.
    @Test func aFlipHorizontalPresentationTurnsTheScreenOver() throws {
        let stage = Stage()
        let presented = Screen(title: "back")
        presented.modalTransitionStyle = .flipHorizontal
        stage.root.present(presented, animated: true)
        let from = stage.root.view!
        stage.frames(9)  // 0.15 s of 0.6 on ease-in-out
        #expect(!from.isHidden && presented.view.isHidden, "the first half shows the leaving screen")
        let turning = corners(from)
        #expect(turning[0].w > 1 && turning[1].w < 1, "arriving, the right side comes forward: \(turning.map(\.w))")
        stage.frames(9)  // the middle
        #expect(abs(corners(from)[0].point.x - corners(from)[1].point.x) < 1e-6 || from.isHidden, "edge-on")
        stage.frames(6)
        #expect(from.isHidden && !presented.view.isHidden, "the second half shows the arriving screen")
        stage.settle()
        #expect(presented.view.layer.transform == .identity && !from.isHidden && stage.root.presentedViewController === presented)
        stage.root.dismiss(animated: true)
        stage.frames(9)
        let back = corners(presented.view)
        #expect(back[0].w < 1 && back[1].w > 1, "leaving, the left side comes forward")
        stage.settle()
        #expect(stage.root.presentedViewController == nil && from.layer.transform == .identity)
    }

    /// A push on the cube: the two screens share their hinge edge all the way, turned by the
    /// ease-in-out progress about it, and are back flat and upright at the end.
    @Test func aCubePushTurnsTheScreensAboutTheirSharedEdge() {
        let stage = Stage()
        let delegate = CubeDelegate()
        stage.navigation.delegate = delegate
        let next = Screen(title: "next")
        stage.navigation.pushViewController(next, animated: true)
        let width = stage.container.bounds.width
        for frame in [6, 15, 24] {
            stage.frames(frame == 6 ? 6 : 9)
            let p = CubicBezier.easeInOut.progress(at: Double(frame) / 30)
            let leaving = corners(stage.root.view)
            let arriving = corners(next.view)
            #expect(abs(leaving[1].point.x - arriving[0].point.x) < 1e-6 && abs(leaving[1].w - 1) < 1e-9)
            #expect(abs(leaving[1].point.x - width * (1 - p)) < 1e-6, "the hinge at \(p): \(leaving[1].point.x)")
        }
        stage.settle()
        #expect(next.view.frame == stage.container.bounds && next.view.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(stage.container.layer.sublayerTransform == .identity && stage.navigation.viewControllers.count == 2)
    }

    final class CubeDelegate: NavigationControllerDelegate {
        func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> AnimatedTransitioning? { CubeTransitionAnimator() }
    }
}
