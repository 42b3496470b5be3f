import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// Hands out one ViewKit animator for every push and pop. (ViewKit's protocol by its full name:
/// sample 000's port declares a class `NavigationControllerDelegate` in this module.)
private final class Handing: ViewKit.NavigationControllerDelegate {
    let push: AnimatedTransitioning
    let pop: AnimatedTransitioning
    init(push: AnimatedTransitioning, pop: AnimatedTransitioning) {
        self.push = push
        self.pop = pop
    }
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { operation == .push ? push : pop }
}

/// Sample 002's UIKit code (`Sample002SpinTransition.swift`) frame for frame against ViewKit's
/// `SpinPushAnimator` and `SpinPopAnimator`, which the demo's spin mode runs: the same screen
/// corners on a fixed clock, within half a point.
@Suite struct Sample002Tests {
    /// The pushed screen's corners every frame of a push and of the pop after it.
    private func run(_ install: (NavigationController) -> AnyObject) -> (push: [[Point]], pop: [[Point]]) {
        let stage = PortStage()
        let kept = install(stage.navigation)
        defer { withExtendedLifetime(kept) {} }
        let second = ViewController(title: "second")
        stage.navigation.pushViewController(second, animated: true)
        var push: [[Point]] = []
        while stage.navigation.transitionContext != nil && push.count < 200 {
            stage.frames(1)
            push.append(stage.shownCorners(second.view))
        }
        let first = stage.navigation.viewControllers[0]
        stage.navigation.popViewController(animated: true)
        var pop: [[Point]] = []
        while stage.navigation.transitionContext != nil && pop.count < 200 {
            stage.frames(1)
            pop.append(stage.shownCorners(first.view))
        }
        return (push, pop)
    }

    @Test func theSamplesSpinMatchesViewKitsFrameForFrame() {
        let port = run { SpinTransition(nav: $0) }
        let handing = Handing(push: SpinPushAnimator(), pop: SpinPopAnimator())
        let library = run { navigation in
            navigation.delegate = handing
            return handing
        }
        #expect(port.push.count == library.push.count && port.push.count > 40, "\(port.push.count) frames")
        #expect(port.pop.count == library.pop.count && port.pop.count > 70, "\(port.pop.count) against \(library.pop.count) frames")
        var worst = 0.0
        for (a, b) in zip(port.push + port.pop, library.push + library.pop) {
            for (p, q) in zip(a, b) { worst = max(worst, p.distance(to: q)) }
        }
        #expect(worst <= 0.5, "the farthest a corner strays: \(worst) points")
        // And it moves: the push's first frame is turned most of a quarter away.
        #expect(port.push[0][1].distance(to: port.push.last![1]) > 100)
    }
}
