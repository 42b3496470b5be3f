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
        #expect(bottom.log.isEmpty && top.log.isEmpty, "off screen, a push tells no one")
        window.rootViewController = navigation
        #expect(bottom.log.isEmpty && top.log == ["willAppear", "didAppear"])
    }

    /// The root's view is made before it hears it will appear, as UIKit loads a view first.
    @Test func theRootsViewIsMadeBeforeItHearsItWillAppear() {
        final class Loading: Screen {
            override func viewDidLoad() { log.append("didLoad") }
        }
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let root = Loading(title: "root")
        window.rootViewController = NavigationController(rootViewController: root)
        #expect(root.log == ["didLoad", "willAppear", "didAppear"])
    }

    /// A push from the root's viewWillAppear, as the window shows it: the root hears it leaves
    /// again, the pushed one that it appears, each once and in pairs.
    @Test func aPushWhileAppearingTellsEachOnceInPairs() {
        final class Pushing: Screen {
            let next = Screen(title: "next")
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if navigationController?.viewControllers.count == 1 { navigationController?.pushViewController(next, animated: false) }
            }
        }
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let root = Pushing(title: "root")
        window.rootViewController = NavigationController(rootViewController: root)
        #expect(root.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(root.next.log == ["willAppear", "didAppear"])
    }

    /// A full-screen modal navigation controller: a push on it while it is shown tells the
    /// controllers it moves, once; dismissed, the top one hears it leave, once.
    @Test func aPushOnAShownModalTellsOnceAndItsDismissalTellsTheTop() {
        let stage = Stage()
        let first = Screen(title: "first")
        let modal = NavigationController(rootViewController: first)
        stage.root.present(modal, animated: false)
        stage.settle()
        let next = Screen(title: "next")
        modal.pushViewController(next, animated: false)
        #expect(first.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(next.log == ["willAppear", "didAppear"])
        modal.dismiss(animated: false)
        stage.settle()
        #expect(first.log.count == 4 && next.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    /// A push made while a presented navigation controller is still coming up: the pushed one
    /// appears with it, in a pair, and the root it replaced leaves in a pair.
    @Test func aPushWhileAPresentationRunsAppearsWithIt() {
        let stage = Stage()
        let first = Screen(title: "first")
        let modal = NavigationController(rootViewController: first)
        stage.root.present(modal, animated: true)
        stage.frames(3)
        let next = Screen(title: "next")
        modal.pushViewController(next, animated: false)
        stage.settle()
        #expect(first.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(next.log == ["willAppear", "didAppear"])
    }

    /// The window shows another root while a push runs: the pushed one ends having left (it
    /// heard it will appear, then that it leaves with the navigation controller), and the one it
    /// covered hears the end of its leaving. Nobody is told it appeared off screen.
    @Test func aRootChangedDuringAPushLeavesEveryoneOffScreenInPairs() {
        let stage = Stage()
        let next = Screen(title: "next")
        #expect(stage.navigation.pushViewController(next, animated: true))
        stage.frames(5)
        stage.window.rootViewController = Screen(title: "other")
        stage.settle()
        #expect(stage.root.log == ["willDisappear", "didDisappear"])
        #expect(next.log == ["willAppear", "willDisappear", "didDisappear"])
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

    /// A navigation controller covered by a full-screen modal is off screen: a push on it then
    /// tells no one, and the pushed one appears when the modal goes.
    @Test func aPushUnderAFullScreenModalWaitsForItToGo() {
        let stage = Stage()
        let modal = Screen(title: "modal")
        modal.modalPresentationStyle = .fullScreen
        stage.navigation.present(modal, animated: false)
        stage.settle()
        let next = Screen(title: "next")
        stage.navigation.pushViewController(next, animated: false)
        #expect(stage.root.log == ["willDisappear", "didDisappear"] && next.log.isEmpty)
        modal.dismiss(animated: false)
        stage.settle()
        #expect(stage.root.log == ["willDisappear", "didDisappear"] && next.log == ["willAppear", "didAppear"])
    }

    /// The navigation controller leaves the screen and comes back while its own push runs: the
    /// pushed one heard it appeared when the navigation controller came back, so the push's end
    /// tells it nothing more; the covered one hears the end of its leaving. Each call once, in pairs.
    @Test func leavingAndComingBackDuringAPushTellsEachOnceInPairs() {
        let stage = Stage()
        let next = Screen(title: "next")
        #expect(stage.navigation.pushViewController(next, animated: true))
        stage.frames(5)
        let other = Screen(title: "other")
        stage.window.rootViewController = other
        stage.window.rootViewController = stage.navigation
        stage.settle()
        #expect(stage.root.log == ["willDisappear", "didDisappear"])
        #expect(next.log == ["willAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
    }

    /// The same while a pop is cancelled: the one that stays hears the end of its leaving, then
    /// that it appears again; the one that never arrived came and went with the navigation
    /// controller, and leaves once more as the pop turns back. Every will-call has its did-call.
    @Test func leavingAndComingBackDuringACancelledPopTellsEachOnceInPairs() {
        let stage = Stage()
        let top = Screen(title: "top")
        stage.navigation.pushViewController(top, animated: false)
        stage.root.log.removeAll()
        top.log.removeAll()
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = NavigationDelegate()
        delegate.interaction = interaction
        stage.navigation.delegate = delegate
        #expect(stage.navigation.popViewController(animated: true) != nil)
        interaction.update(0.3)
        stage.frames(2)
        stage.window.rootViewController = Screen(title: "other")
        stage.window.rootViewController = stage.navigation
        interaction.cancel()
        stage.settle()
        #expect(top.log == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(
            stage.root.log == [
                "willAppear", "willDisappear", "didDisappear", "willAppear", "didAppear", "willDisappear", "didDisappear",
            ])
        #expect(stage.navigation.topViewController === top)
    }

    /// A root shown again under its full-screen modal is covered: the modal hears it appears, the
    /// root under it does not (a sheet's presenter stays on screen, and hears it).
    @Test(arguments: [ModalPresentationStyle.fullScreen, .pageSheet])
    func aRootShownAgainUnderAModalTellsWhatShows(style: ModalPresentationStyle) {
        let stage = Stage()
        let modal = Screen(title: "modal")
        modal.modalPresentationStyle = style
        stage.navigation.present(modal, animated: false)
        stage.settle()
        stage.root.log.removeAll()
        modal.log.removeAll()
        stage.window.rootViewController = Screen(title: "other")
        stage.window.rootViewController = stage.navigation
        let covered = style == .fullScreen
        #expect(modal.log == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(stage.root.log == (covered ? [] : ["willDisappear", "didDisappear", "willAppear", "didAppear"]))
    }

    /// The root changes while a modal is still coming up: the modal heard it will appear, then
    /// (as the old root's screen leaves) that it disappears; it must not hear it appeared, off
    /// screen, when the presentation's animation ends. ("Nobody is told it appeared off screen",
    /// as for a push.) The presenter leaves once: with its screen, or covered by the full-screen one.
    @Test(arguments: [ModalPresentationStyle.pageSheet, .fullScreen])
    func aRootChangedDuringAPresentationLeavesTheModalOffScreenInPairs(style: ModalPresentationStyle) {
        let stage = Stage()
        let modal = Screen(title: "modal")
        modal.modalPresentationStyle = style
        stage.navigation.present(modal, animated: true)
        stage.frames(3)
        stage.window.rootViewController = Screen(title: "other")
        stage.settle()
        #expect(modal.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(stage.root.log == ["willDisappear", "didDisappear"], "leaving with the screen, or covered, once")
    }
}
