import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// EverydayShapes.swift run as written: each UIKit shape it uses behaves as UIKit's.
@MainActor @Suite struct EverydayShapesTests {
    @Test func emptyInitializersMakeZeroGeometry() {
        let (rect, point, size) = EverydayShapes.zeroGeometry
        #expect(rect == Rect(x: 0, y: 0, width: 0, height: 0) && point == .zero && size == .zero)
    }

    @Test func aColourAtAnotherAlphaKeepsItsComponents() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(EverydayShapes.dimmed(color) == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.4))
    }

    @Test func viewsAndControllersAreEqualOnlyToThemselvesAsNSObjectsAre() {
        let a = View()
        let b = View()
        #expect(EverydayShapes.distinct([a, b, a, b, a]) == 2)
        let controller = ViewController(title: "one")
        #expect(EverydayShapes.sameController(controller, controller))
        #expect(!EverydayShapes.sameController(controller, ViewController(title: "one")))
    }

    @Test func aStackSetByAssignmentShowsItsLastControllerAndTellsAppearance() {
        let stage = PortStage()
        let root = stage.navigation.viewControllers[0]
        let second = ViewController(title: "second")
        let third = ViewController(title: "third")
        EverydayShapes.replaceStack(of: stage.navigation, with: [root, second, third])
        stage.settle()
        #expect(stage.stack == ["first", "second", "third"])
        #expect(EverydayShapes.topTitle(of: stage.navigation) == "third")
        #expect(third.view.window != nil && root.view.window == nil, "the new top shows, the old one left the window")
        #expect(third.view.frame == stage.navigation.transitionView.bounds)
        EverydayShapes.replaceStack(of: stage.navigation, with: [second])
        stage.settle()
        #expect(stage.stack == ["second"] && second.view.window != nil && third.view.window == nil)
    }

    @Test func theOperationsIncludeNone() {
        #expect([NavigationOperation.none, .push, .pop].map(EverydayShapes.describe) == ["none", "push", "pop"])
    }

    @Test func theDeviceFollowsTheKeyWindow() {
        let stage = PortStage(size: Size(width: 1024, height: 720))
        #expect(EverydayShapes.deviceDescription == "pad landscape")
        stage.window.size = Size(width: 390, height: 844)
        #expect(EverydayShapes.deviceDescription == "phone portrait")
    }

    @Test func statusBarAndMemoryHooksAreOverridable() {
        let controller = EverydayShapesViewController(title: "hooks")
        #expect(!controller.prefersStatusBarHidden)
        controller.hideStatusBar()
        #expect(controller.prefersStatusBarHidden)
        controller.didReceiveMemoryWarning()
        #expect(controller.memoryWarnings == 1)
    }
}
