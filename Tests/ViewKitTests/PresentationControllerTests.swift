import Motion
import Testing

@testable import ViewKit

/// A presentation controller that records its calls and shows the presented view in the lower
/// half of the container, letting presses above it through when `passesThrough` says so.
class HalfPresentationController: PresentationController {
    var calls: [String] = []
    var passesThrough = false
    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { calls.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { calls.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { calls.append("willLayout") }
    override func passesTouchesThrough(at point: Point) -> Bool { passesThrough }
}

/// Hands out `HalfPresentationController`s for `.custom` presentations, and an interaction
/// controller while `interaction` is set.
final class CustomPresentationDelegate: ViewControllerTransitioningDelegate {
    var made: [HalfPresentationController] = []
    var interaction: PercentDrivenInteractiveTransition?
    var sources: [String] = []

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        sources.append(source.title)
        let controller = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        made.append(controller)
        return controller
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
}

struct PresentationControllerTests {
    /// A `.custom` screen presented over the stage's navigation controller.
    static func presentCustom(_ stage: Stage, delegate: CustomPresentationDelegate) -> Screen {
        let screen = Screen(title: "custom")
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = delegate
        #expect(stage.navigation.present(screen, animated: true))
        stage.settle()
        return screen
    }

    @Test func theStyleChoosesThePresentationController() {
        let screen = Screen(title: "s")
        #expect(type(of: screen.presentationController) == PresentationController.self)
        #expect(screen.presentationController.presentationStyle == .overFullScreen)
        #expect(screen.sheetPresentationController == nil)
        screen.modalPresentationStyle = .pageSheet
        let sheet = screen.sheetPresentationController
        #expect(sheet != nil)
        #expect(screen.presentationController === sheet)  // made once, kept while the style holds
        #expect(screen.sheetPresentationController === sheet)
        screen.modalPresentationStyle = .fullScreen
        #expect(screen.sheetPresentationController == nil)
        #expect(screen.presentationController.presentationStyle == .fullScreen)
        // .custom without a delegate's controller: the base class.
        screen.modalPresentationStyle = .custom
        #expect(type(of: screen.presentationController) == PresentationController.self)
    }

    @Test func aCustomPresentationCallsItsControllerInUIKitsOrder() {
        let stage = Stage()
        let delegate = CustomPresentationDelegate()
        let screen = Self.presentCustom(stage, delegate: delegate)
        let controller = try! #require(delegate.made.first)
        #expect(delegate.made.count == 1)
        #expect(delegate.sources == ["navigation"])
        #expect(controller.presentingViewController === stage.navigation)
        #expect(controller.presentedViewController === screen)
        #expect(controller.calls.filter { $0 != "willLayout" } == ["presentationWillBegin", "presentationDidEnd(true)"])
        // At rest the presented view sits where the controller says, inside the container.
        let container = try! #require(controller.containerView)
        #expect(screen.view.superview === container)
        #expect(container.frame == stage.window.rootView.bounds)
        #expect(screen.view.frame == Rect(x: 0, y: 150, width: 400, height: 150))
        #expect(screen.view.transform == .identity)
        // The window resizes: the container lays out again, asking the controller first.
        controller.calls = []
        stage.window.size = Size(width: 500, height: 400)
        #expect(controller.calls == ["willLayout"])
        #expect(screen.view.frame == Rect(x: 0, y: 200, width: 500, height: 200))
        controller.calls = []
        #expect(screen.dismiss(animated: true))
        stage.settle()
        #expect(controller.calls == ["dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(controller.containerView == nil)
        #expect(container.superview == nil)
        #expect(stage.navigation.presentedViewController == nil)
    }

    @Test func pressesOutsideThePresentedViewReachTheScreenBehindOnlyWhereTheControllerSays() {
        let stage = Stage()
        var rootTaps = 0
        stage.root.view.addGestureRecognizer(TapGestureRecognizer { _ in rootTaps += 1 })
        let delegate = CustomPresentationDelegate()
        let screen = Self.presentCustom(stage, delegate: delegate)
        var presentedTaps = 0
        screen.view.addGestureRecognizer(TapGestureRecognizer { _ in presentedTaps += 1 })
        let click = { (y: Double) in
            stage.pointer(.down, 200, y)
            stage.pointer(.up, 200, y)
        }
        click(50)  // above the presented view: the container takes it (modal by default)
        #expect(rootTaps == 0)
        delegate.made[0].passesThrough = true
        click(50)
        #expect(rootTaps == 1)
        click(250)  // on the presented view: never behind it
        #expect(presentedTaps == 1 && rootTaps == 1)
    }

    @Test func fullScreenHidesThePresenterOnceCoveredAndShowsItWhenDismissalBegins() {
        let stage = Stage()
        let screen = Screen(title: "full")
        screen.modalPresentationStyle = .fullScreen
        #expect(screen.presentationController.shouldRemovePresentersView)
        #expect(stage.navigation.present(screen, animated: true))
        stage.frames(5)
        #expect(!stage.navigation.view.isHidden)  // still shows while the screen slides up
        stage.settle()
        #expect(stage.navigation.view.isHidden)
        #expect(screen.dismiss(animated: true))
        #expect(!stage.navigation.view.isHidden)
        stage.settle()
        #expect(!stage.navigation.view.isHidden)
        // Over full screen leaves it alone.
        let over = Screen(title: "over")
        #expect(!over.presentationController.shouldRemovePresentersView)
        #expect(stage.navigation.present(over, animated: false))
        #expect(!stage.navigation.view.isHidden)
    }

    @Test func aCancelledInteractivePresentationEndsItsControllerIncomplete() {
        let stage = Stage()
        let delegate = CustomPresentationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let screen = Screen(title: "custom")
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = delegate
        #expect(stage.navigation.present(screen, animated: true))
        interaction.update(0.4)
        stage.frames(2)
        interaction.cancel()
        stage.settle()
        let controller = delegate.made[0]
        #expect(controller.calls.filter { $0 != "willLayout" } == ["presentationWillBegin", "presentationDidEnd(false)"])
        #expect(stage.navigation.presentedViewController == nil)
        #expect(screen.view.superview == nil)
        #expect(stage.window.rootView.subviews.count == 1)
        // As a cancelled push: the screen that never arrived hears it leave again.
        #expect(screen.log == ["willAppear", "willDisappear", "didDisappear"])
    }
}

/// A presentation belongs to its presenting controller's screen: when the window's root
/// controller changes, it leaves with the old root and comes back with it.
struct PresentationAndRootTests {
    @Test func aPresentationLeavesTheWindowWithItsRootAndComesBackWithIt() {
        let stage = Stage()
        let overlay = View(name: "overlay")
        stage.window.addOverlay(overlay) { Rect(x: 0, y: 0, width: $0.width, height: 20) }
        let screen = Screen(title: "presented")
        #expect(stage.navigation.present(screen, animated: false))
        let container = try! #require(screen.view.superview)
        let other = Screen(title: "other")
        stage.window.rootViewController = other
        #expect(container.superview == nil)
        #expect(stage.window.rootView.subviews.map(\.name) == ["other", "overlay"])
        stage.window.rootViewController = stage.navigation
        #expect(
            stage.window.rootView.subviews.map { $0 === container ? "container" : $0.name } == [
                "navigation.container", "container", "overlay",
            ])
        // Dismissed while its root was away, it is gone for good.
        stage.window.rootViewController = other
        #expect(screen.dismiss(animated: false))
        stage.window.rootViewController = stage.navigation
        #expect(stage.window.rootView.subviews.map(\.name) == ["navigation.container", "overlay"])
    }

    /// The window's root controllers hear their appearance, as UIWindow's do; the new root's
    /// view is in the window by `viewDidAppear`, so it may present there.
    @Test func theRootControllerHearsItAppearAndMayPresentThen() {
        final class Presenter: Screen {
            let sheet = Screen(title: "sheet")
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if presentedViewController == nil { present(sheet, animated: false) }
            }
        }
        let stage = Stage()
        let first = Presenter(title: "first")
        stage.window.rootViewController = first
        #expect(first.log == ["willAppear", "didAppear"])
        #expect(first.presentedViewController === first.sheet && first.sheet.view.window === stage.window)
        let second = Screen(title: "second")
        stage.window.rootViewController = second
        #expect(first.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(second.log == ["willAppear", "didAppear"])
        stage.window.rootViewController = second
        #expect(second.log.count == 2)  // set again: nothing changes
    }

    /// The presenting controller hears it leaves only when it leaves the screen (`.fullScreen`);
    /// over full screen and under a sheet it stays, as on iOS 13 and later.
    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
    func thePresenterHearsItDisappearOnlyWhenCovered(style: ModalPresentationStyle) {
        let stage = Stage()
        let presenter = Screen(title: "presenter")
        stage.window.rootViewController = presenter
        presenter.log = []
        let presented = Screen(title: "presented")
        presented.modalPresentationStyle = style
        #expect(presenter.present(presented, animated: true))
        stage.settle()
        #expect(presented.dismiss(animated: true))
        stage.settle()
        let covered = ["willDisappear", "didDisappear", "willAppear", "didAppear"]
        #expect(presenter.log == (style == .fullScreen ? covered : []))
        #expect(presented.log == covered.suffix(2) + covered.prefix(2))
    }
}
