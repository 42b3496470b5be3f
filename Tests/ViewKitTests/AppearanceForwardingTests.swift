import Motion
import TestSupport
import Testing

@testable import ViewKit

/// A navigation controller passes its own appearance on to the controller it shows, as UIKit's
/// containers forward appearance methods: the root of a window's navigation controller hears that
/// it appears, and a navigation controller presented or dismissed tells its top controller.
@MainActor struct AppearanceForwardingTests {
    @Test func theRootOfAWindowsNavigationControllerHearsItAppearAndDisappear() {
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let root = Screen(title: "root")
        window.rootViewController = NavigationController(rootViewController: root)
        #expect(root.log == ["willAppear", "didAppear"])
        window.rootViewController = Screen(title: "other")
        #expect(root.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    /// Only the top controller hears it: the ones under it are off screen.
    @Test func onlyTheTopControllerHearsIt() {
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let bottom = Screen(title: "bottom")
        let top = Screen(title: "top")
        let navigation = NavigationController(rootViewController: bottom)
        navigation.pushViewController(top, animated: false)
        bottom.log.removeAll()
        top.log.removeAll()
        window.rootViewController = navigation
        #expect(bottom.log.isEmpty && top.log == ["willAppear", "didAppear"])
    }

    /// Presented without animation and dismissed, a navigation controller's top controller hears
    /// both, once each.
    @Test func aPresentedNavigationControllersTopHearsItComeAndGo() {
        let stage = Stage()
        let shown = Screen(title: "shown")
        let navigation = NavigationController(rootViewController: shown)
        stage.root.present(navigation, animated: false)
        stage.settle()
        #expect(shown.log == ["willAppear", "didAppear"])
        navigation.dismiss(animated: false)
        stage.settle()
        #expect(shown.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}
