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
@MainActor @Suite struct Sample002Tests {
    /// The pushed screen's corners every frame of a push and of the pop after it.
    private func run(_ install: (NavigationController) -> AnyObject, size: Size = PortStage.size) -> (push: [[Point]], pop: [[Point]]) {
        let stage = PortStage(size: size)
        let kept = install(stage.navigation)
        defer { withExtendedLifetime(kept) {} }
        return Self.record(
            stage.navigation, push: { stage.navigation.pushViewController(ViewController(title: "second"), animated: true) },
            pop: { stage.navigation.popViewController(animated: true) }, frames: stage.frames)
    }

    /// The pushed screen's corners every frame of the push `push` starts, then the root
    /// screen's every frame of the pop `pop` starts.
    private static func record(
        _ navigation: NavigationController, push: () -> Void, pop: () -> Void, frames: (Int) -> Void
    ) -> (push: [[Point]], pop: [[Point]]) {
        push()
        let second = navigation.viewControllers.last!
        var pushed: [[Point]] = []
        while navigation.transitionContext != nil && pushed.count < 200 {
            frames(1)
            pushed.append(ShownFrame(second.view).corners)
        }
        let first = navigation.viewControllers[0]
        pop()
        var popped: [[Point]] = []
        while navigation.transitionContext != nil && popped.count < 200 {
            frames(1)
            popped.append(ShownFrame(first.view).corners)
        }
        return (pushed, popped)
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

    #if DEMO_COMPARISONS
        /// And against the demo's spin mode itself (Right pushes, Left pops), under `--rules sample`:
        /// the same frames, the push's spring run its whole 0.8 s there too (the demo used to end it
        /// 4 frames early, where it crossed its end at speed, and the port moved on by 1.3 points).
        @Test func theDemoShowsItFrameForFrame() throws {
            let port = run({ SpinTransition(nav: $0) }, size: DemoStage.size)
            let demo = DemoStage(mode: "spin")
            let navigation = try #require(demo.rootViewController as? NavigationController)
            let shown = Self.record(navigation, push: { demo.key(.right) }, pop: { demo.key(.left) }, frames: demo.frames)
            #expect(
                port.push.count == shown.push.count && port.pop.count == shown.pop.count, "\(port.push.count), \(port.pop.count) frames")
            var worst = 0.0
            for (a, b) in zip(port.push + port.pop, shown.push + shown.pop) {
                for (p, q) in zip(a, b) { worst = max(worst, p.distance(to: q)) }
            }
            #expect(worst <= 0.5, "the farthest a corner strays: \(worst) points")
            #expect(port.push.count > 40 && port.pop.count > 70)
        }
    #endif
}
