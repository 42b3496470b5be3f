import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `EdgePanCardPort.swift` run as written.
@MainActor @Suite struct EdgePanCardTests {
    /// The edge swipe begins only from the left edge, pops under the finger, and finishes past
    /// half; a swipe from the middle does nothing.
    @Test func anEdgeSwipePopsAndOneFromTheMiddleDoesNot() throws {
        let stage = PortStage()
        let edge = EdgePopController(navigationController: stage.navigation)
        stage.navigation.pushViewController(ViewController(title: "second"), animated: false)
        func swipe(from x: Double, by distance: Double) {
            stage.pointer(.down, x, 150)
            for step in 1...12 {
                stage.pointer(.move, x + distance * Double(step) / 12, 150)
                stage.frames(1)
            }
        }
        swipe(from: 200, by: 150)
        #expect(stage.navigation.transitionContext == nil && stage.stack == ["first", "second"], "not from the edge")
        stage.pointer(.up, 350, 150)
        stage.frames(5)

        swipe(from: 5, by: 250)
        let context = try #require(stage.navigation.transitionContext)
        #expect(context.isInteractive && stage.stack == ["first"])
        let width = stage.navigation.view.bounds.width
        let translation = edge.edgePan.translation(in: stage.navigation.view).x
        #expect(abs(context.percentComplete - translation / width) < 1e-9)
        let top = try #require(context.fromView.layer.presentation())
        #expect(abs(top.transform.tx - translation) < 1e-6, "the top screen under the finger")
        stage.pointer(.up, 255, 150)
        stage.settle()
        #expect(stage.stack == ["first"] && stage.navigation.transitionContext == nil)
    }

    /// A property animator with an end-value block: scrubbed to 0.3, the card shows 30 % of the
    /// way (ease-in-out scrubs its progress linearly, as UIKit's does); continued on a spring, it
    /// lands open and the completion runs once at the end.
    @Test func aScrubbedCardContinuesOnASpringAndLands() throws {
        let controller = SpringCardController(title: "card")
        let stage = PortStage(root: controller)
        stage.frames(1)
        controller.startToggle()
        controller.scrub(to: 0.3)
        stage.frames(3)
        let shown = try #require(controller.card.layer.presentation()).frame.minY
        #expect(abs(shown - (240 - 0.3 * 200)) < 1e-6, "30 % of the way: \(shown)")
        #expect(controller.card.frame.minY == 40, "the model is the end")
        controller.release(velocity: 2)
        stage.settle()
        #expect(controller.isOpen && controller.card.layer.presentation()?.frame.minY == 40)
        #expect(controller.animator?.state == .inactive)
    }
}

/// `ManualInteractionPort.swift`: an interaction controller of its own that completes at once.
@MainActor @Suite struct ManualInteractionTests {
    @Test func anInteractionOfItsOwnStartsAndCompletesThePush() {
        let stage = PortStage()
        let delegate = SkipDelegate()
        stage.navigation.delegate = delegate
        let second = ViewController(title: "second")
        stage.navigation.pushViewController(second, animated: true)
        #expect(delegate.interaction.started == 1 && delegate.interaction.wantsInteractiveStart)
        stage.frames(1)
        #expect(stage.stack == ["first", "second"] && stage.navigation.transitionContext == nil)
        #expect(second.view.frame == stage.navigation.transitionView.bounds)
    }
}
