import Motion
import TestSupport
import Testing

@testable import ViewKit

/// One record of what every tab and the delegate heard, in the order they heard it.
private final class Journal {
    var entries: [String] = []
}

/// A tab that writes its loading and appearance callbacks, prefixed with its title, to a journal.
private final class JournalTab: ViewController {
    let journal: Journal
    init(_ title: String, journal: Journal) {
        self.journal = journal
        super.init(title: title)
    }
    override func viewDidLoad() { journal.entries.append("\(title).didLoad") }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(title).willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(title).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(title).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(title).didDisappear") }
}

/// Slides the incoming tab in from the trailing edge and the outgoing one out, UIKit's way (block
/// animations in `animateTransition(using:)`), over half a second on ease-in-out.
private final class SwitchAnimator: AnimatedTransitioning {
    static let duration = 0.5
    var ended: [Bool] = []

    func transitionDuration(using context: TransitionContext) -> Double { Self.duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let final = context.finalFrame(for: context.toViewController)
        let width = container.bounds.width
        context.toView.frame = final.offsetBy(dx: width, dy: 0)
        container.addSubview(context.toView)
        View.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                context.toView.frame = final
                context.fromView.frame = container.bounds.offsetBy(dx: -width, dy: 0)
            },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Writes what it is asked to the journal; vetoes the tabs in `vetoed`; gives a `SwitchAnimator`
/// while `animates`, and `interaction` for it.
private final class TabsDelegate: TabBarControllerDelegate {
    let journal: Journal
    var vetoed: Set<String> = []
    var animates = false
    var animators: [SwitchAnimator] = []
    var interaction: PercentDrivenInteractiveTransition?

    init(journal: Journal) { self.journal = journal }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        journal.entries.append("shouldSelect \(viewController.title)")
        return !vetoed.contains(viewController.title)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        journal.entries.append("didSelect \(viewController.title)")
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? {
        journal.entries.append("animator \(fromVC.title)→\(toVC.title)")
        guard animates else { return nil }
        let animator = SwitchAnimator()
        animators.append(animator)
        return animator
    }

    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { interaction }
}

/// A window of 400×300 points on a fixed 60 Hz clock, a tab bar controller with three tabs
/// (a, b, c) at its root.
private final class TabStage {
    let clock = FixedStepClock()
    let driver: AnimationDriver
    let window: Window
    let journal = Journal()
    let tabs = TabBarController()
    let a: JournalTab
    let b: JournalTab
    let c: JournalTab
    let delegate: TabsDelegate
    private var rig: FrameRig!

    init() {
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 400, height: 300), driver: driver)
        a = JournalTab("a", journal: journal)
        b = JournalTab("b", journal: journal)
        c = JournalTab("c", journal: journal)
        delegate = TabsDelegate(journal: journal)
        tabs.viewControllers = [a, b, c]
        tabs.delegate = delegate
        window.rootViewController = tabs
        rig = FrameRig(clock: clock) { [unowned self] in
            window.update()
            return driver.hasRunningAnimations
        }
    }

    /// The view the tabs' views live in, under the bar.
    var container: View { tabs.transitionView }

    func frames(_ count: Int) { rig.frames(count) }

    @discardableResult
    func settle() -> Int { rig.settle() }

    /// A click on the middle of the bar's item at `index`.
    func tapItem(_ index: Int) {
        let bar = tabs.tabBar
        let width = bar.bounds.width / Double(tabs.viewControllers?.count ?? 1)
        let point = bar.convertToWindow(Point(x: (Double(index) + 0.5) * width, y: TabBar.height / 2))
        window.handle(PointerEvent(.down, at: point, time: clock.now))
        window.handle(PointerEvent(.up, at: point, time: clock.now))
    }

    /// Only `tab`'s view is in the container, at rest.
    func containerIsAtRest(showing tab: ViewController) -> Bool {
        container.subviews.count == 1 && container.subviews[0] === tab.view && Stage.isAtRest(tab.view, in: container)
    }
}

/// The cubic Bézier from (0, 0) to (1, 1) through (x1, y1) and (x2, y2) at time fraction `time`,
/// solved by bisection rather than by Motion's own curve.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at time: Double) -> Double {
    func point(_ a: Double, _ b: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if point(x1, x2, mid) < time { low = mid } else { high = mid }
    }
    return point(y1, y2, (low + high) / 2)
}

@MainActor @Suite struct TabBarControllerTests {
    @Test func theFirstTabShowsAndOnlyItLoads() {
        let stage = TabStage()
        #expect(stage.journal.entries == ["a.didLoad", "a.willAppear", "a.didAppear"])
        #expect(stage.tabs.selectedIndex == 0 && stage.tabs.selectedViewController === stage.a)
        #expect(stage.containerIsAtRest(showing: stage.a))
        #expect(!stage.b.isViewLoaded && !stage.c.isViewLoaded)
        #expect(stage.tabs.tabBar.items?.map(\.title) == ["a", "b", "c"], "items made from the titles")
        #expect(stage.tabs.tabBar.selectedItem === stage.a.tabBarItem)
    }

    /// UIKit's layout: the tab's view covers the whole controller view, the bar over its bottom
    /// 49 points, above the container.
    @Test func theTabFillsTheViewAndTheBarLiesOverItsBottom() {
        let stage = TabStage()
        #expect(stage.container.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(stage.a.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 251, width: 400, height: 49))
        #expect(stage.tabs.view.subviews.map { $0 === stage.container } == [true, false])
        #expect(stage.tabs.view.subviews.last === stage.tabs.tabBar)
    }

    /// iOS's order on a switch: the incoming tab loads and will appear, the outgoing one will
    /// and did disappear, the incoming one did appear. Setting the selection asks the delegate
    /// for an animator but not whether to select, nor tells it.
    @Test func selectingSwitchesWithTheAppearanceCallsInUIKitsOrder() {
        let stage = TabStage()
        stage.journal.entries.removeAll()
        stage.tabs.selectedIndex = 2
        #expect(
            stage.journal.entries == [
                "animator a→c", "c.didLoad", "c.willAppear", "a.willDisappear", "a.didDisappear", "c.didAppear",
            ])
        #expect(stage.tabs.selectedViewController === stage.c && stage.tabs.selectedIndex == 2)
        #expect(stage.tabs.tabBar.selectedItem === stage.c.tabBarItem)
        #expect(stage.containerIsAtRest(showing: stage.c))
        #expect(stage.a.view.superview == nil)

        stage.journal.entries.removeAll()
        stage.tabs.selectedViewController = stage.b
        #expect(
            stage.journal.entries == [
                "animator c→b", "b.didLoad", "b.willAppear", "c.willDisappear", "c.didDisappear", "b.didAppear",
            ])
        stage.journal.entries.removeAll()
        stage.tabs.selectedViewController = stage.b
        stage.tabs.selectedIndex = 7
        stage.tabs.selectedViewController = JournalTab("stranger", journal: stage.journal)
        #expect(stage.journal.entries.isEmpty, "the selected tab, an index out of range, a stranger: nothing")
        #expect(stage.tabs.selectedIndex == 1)
    }

    /// A tap on an item asks the delegate, selects, then tells it; a tap on the selected item
    /// asks and tells without a switch, as UIKit's.
    @Test func aTapOnAnItemSelectsItsTab() {
        let stage = TabStage()
        stage.journal.entries.removeAll()
        stage.tapItem(1)
        #expect(
            stage.journal.entries == [
                "shouldSelect b", "animator a→b", "b.didLoad", "b.willAppear", "a.willDisappear", "a.didDisappear",
                "b.didAppear", "didSelect b",
            ])
        #expect(stage.tabs.selectedIndex == 1 && stage.containerIsAtRest(showing: stage.b))
        stage.journal.entries.removeAll()
        stage.tapItem(1)
        #expect(stage.journal.entries == ["shouldSelect b", "didSelect b"])
        stage.journal.entries.removeAll()
        stage.tapItem(2)
        #expect(stage.tabs.selectedIndex == 2)
        #expect(stage.journal.entries.first == "shouldSelect c" && stage.journal.entries.last == "didSelect c")
    }

    @Test func theDelegateMayVetoATap() {
        let stage = TabStage()
        stage.delegate.vetoed = ["c"]
        stage.journal.entries.removeAll()
        stage.tapItem(2)
        #expect(stage.journal.entries == ["shouldSelect c"], "asked, and nothing else")
        #expect(stage.tabs.selectedIndex == 0 && stage.containerIsAtRest(showing: stage.a))
        #expect(!stage.c.isViewLoaded)
        stage.c.tabBarItem.isEnabled = false
        stage.delegate.vetoed = []
        stage.journal.entries.removeAll()
        stage.tapItem(2)
        #expect(stage.journal.entries.isEmpty, "a disabled item takes no tap")
        stage.tabs.selectedIndex = 2
        #expect(stage.tabs.selectedIndex == 2, "code selects what a tap may not")
    }

    /// With the delegate's animator the switch is a transition in the container under the bar:
    /// the incoming view over the outgoing one, both where the animator's ease-in-out puts them,
    /// the bar above it all; the appearance calls split between its start and its end.
    @Test func anAnimatedSwitchRunsTheDelegatesAnimator() throws {
        let stage = TabStage()
        stage.delegate.animates = true
        stage.journal.entries.removeAll()
        stage.tapItem(1)
        #expect(stage.journal.entries == ["shouldSelect b", "animator a→b", "b.didLoad", "b.willAppear", "a.willDisappear", "didSelect b"])
        let context = try #require(stage.tabs.transitionContext)
        #expect(context.kind == .push && context.fromViewController === stage.a && context.toViewController === stage.b)
        #expect(context.containerView === stage.container)
        #expect(context.finalFrame(for: stage.b) == stage.container.bounds)
        #expect(stage.tabs.selectedIndex == 1, "the selection changes as the switch begins")
        #expect(stage.container.subviews.map(\.name) == ["a", "b"], "the incoming view over the outgoing one")
        #expect(stage.tabs.view.subviews.last === stage.tabs.tabBar, "the bar stays above the container")

        var ran = 0
        for frame in [6, 15, 24] {
            stage.frames(frame - ran)
            ran = frame
            let eased = bezier(0.42, 0, 0.58, 1, at: Double(frame) / 30)
            let width = 400.0
            let shownB = stage.b.view.presentationValues.frame
            let shownA = stage.a.view.presentationValues.frame
            #expect(abs(shownB.minX - width * (1 - eased)) < 1e-6, "frame \(frame): b at \(shownB.minX)")
            #expect(abs(shownA.minX + width * eased) < 1e-6, "frame \(frame): a at \(shownA.minX)")
        }
        stage.tapItem(2)
        #expect(stage.tabs.selectedIndex == 1, "no taps while a switch runs")
        stage.tabs.selectedIndex = 0
        #expect(stage.tabs.selectedIndex == 1, "nor selections")

        stage.settle()
        #expect(stage.tabs.transitionContext == nil)
        #expect(stage.delegate.animators.map(\.ended) == [[true]])
        #expect(stage.containerIsAtRest(showing: stage.b))
        #expect(stage.a.view.superview == nil && Stage.isAtRest(stage.a.view, in: stage.container))
        #expect(Array(stage.journal.entries.suffix(2)) == ["a.didDisappear", "b.didAppear"])
        #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 251, width: 400, height: 49))
    }

    /// The delegate's interaction controller drives the switch; cancelled, the selection goes
    /// back and the tab that stayed appears again.
    @Test func anInteractiveSwitchCancelledPutsTheSelectionBack() {
        let stage = TabStage()
        stage.delegate.animates = true
        let interaction = PercentDrivenInteractiveTransition()
        stage.delegate.interaction = interaction
        stage.tabs.selectedIndex = 2
        interaction.update(0.5)
        stage.frames(2)
        #expect(abs(stage.c.view.presentationValues.frame.minX - 400 * (1 - bezier(0.42, 0, 0.58, 1, at: 0.5))) < 1e-6)
        stage.journal.entries.removeAll()
        interaction.cancel()
        stage.settle()
        #expect(stage.journal.entries == ["c.willDisappear", "c.didDisappear", "a.willAppear", "a.didAppear"])
        #expect(stage.tabs.selectedIndex == 0 && stage.tabs.tabBar.selectedItem === stage.a.tabBarItem)
        #expect(stage.containerIsAtRest(showing: stage.a))
        #expect(stage.c.view.superview == nil)
        #expect(stage.delegate.animators.map(\.ended) == [[false]])
    }

    /// Without an animator the switch is done when the call returns: no transition, no frames.
    @Test func withoutAnAnimatorTheSwitchIsImmediate() {
        let stage = TabStage()
        stage.tabs.selectedIndex = 1
        #expect(stage.tabs.transitionContext == nil)
        #expect(stage.containerIsAtRest(showing: stage.b))
        #expect(!stage.driver.hasRunningAnimations)
        #expect(stage.journal.entries.suffix(2) == ["a.didDisappear", "b.didAppear"])
    }

    /// UIKit's rule for a new list: the selected tab stays selected, else the one at its index,
    /// else the first; tabs that leave leave the controller.
    @Test func newTabsKeepTheSelectionAsUIKitsDo() {
        let stage = TabStage()
        stage.tabs.selectedIndex = 2
        let d = JournalTab("d", journal: stage.journal)
        stage.tabs.viewControllers = [stage.c, d]
        #expect(stage.tabs.selectedViewController === stage.c && stage.tabs.selectedIndex == 0)
        #expect(stage.a.tabBarController == nil && d.tabBarController === stage.tabs)
        stage.tabs.viewControllers = [d, stage.a, stage.b]
        #expect(stage.tabs.selectedViewController === d, "c left: the tab at its index, 0")
        #expect(stage.containerIsAtRest(showing: d))
        #expect(stage.tabs.tabBar.items?.map(\.title) == ["d", "a", "b"])
        stage.tabs.viewControllers = [d, d]
        #expect(stage.tabs.viewControllers?.count == 3, "a tab listed twice is refused")
    }

    /// `tabBarController` is the nearest tab bar controller above, through navigation stacks.
    @Test func aControllerFindsItsTabBarController() {
        let stage = TabStage()
        let pushed = ViewController(title: "pushed")
        let root = ViewController(title: "root")
        let navigation = NavigationController(rootViewController: root)
        stage.tabs.viewControllers = [stage.a, navigation]
        navigation.pushViewController(pushed, animated: false)
        #expect(stage.a.tabBarController === stage.tabs)
        #expect(navigation.tabBarController === stage.tabs)
        #expect(root.tabBarController === stage.tabs && pushed.tabBarController === stage.tabs)
        #expect(stage.tabs.tabBarController == nil && ViewController().tabBarController == nil)
        #expect(stage.b.tabBarController == nil, "b left the tabs")

        navigation.tabBarItem = TabBarItem(title: "Stack", image: nil, tag: 4)
        #expect(stage.tabs.tabBar.items?.map(\.title) == ["a", "Stack"], "a new item shows at once")
        navigation.tabBarItem.badgeValue = "3"
        let badge = stage.tabs.tabBar.itemViews[1].badge
        #expect(!badge.isHidden && badge.textLine?.string == "3")

        // A tap on the selected navigation tab takes its stack back to the root, as UIKit's.
        stage.tabs.selectedIndex = 1
        stage.tapItem(1)
        #expect(navigation.viewControllers.map(\.title) == ["root"] && navigation.isTransitioning)
        stage.settle()
        #expect(!navigation.isTransitioning && navigation.topViewController === root)
    }

    /// A hidden bar stays in the hierarchy but takes no taps; the tab under it does.
    @Test func aHiddenTabBarTakesNoTaps() {
        let stage = TabStage()
        stage.tabs.tabBar.isHidden = true
        stage.journal.entries.removeAll()
        stage.tapItem(1)
        #expect(stage.journal.entries.isEmpty && stage.tabs.selectedIndex == 0)
        #expect(stage.tabs.tabBar.superview === stage.tabs.view)
        let underTheBar = stage.tabs.tabBar.convertToWindow(Point(x: 200, y: 20))
        #expect(stage.window.rootView.hitTest(underTheBar) === stage.a.view)
        stage.tabs.tabBar.isHidden = false
        #expect(stage.window.rootView.hitTest(underTheBar)?.isDescendant(of: stage.tabs.tabBar) == true)
        stage.tapItem(1)
        #expect(stage.tabs.selectedIndex == 1)
    }

    /// A bar moved by the app goes back along the bottom on the next layout pass, as UIKit's.
    @Test func layoutPutsTheBarBack() {
        let stage = TabStage()
        stage.tabs.tabBar.frame.origin.y = 300
        stage.frames(1)
        #expect(stage.tabs.tabBar.frame.minY == 300, "no layout pass yet")
        stage.tabs.selectedIndex = 1
        stage.frames(1)
        #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 251, width: 400, height: 49), "a switch lays the view out")
        stage.window.size = Size(width: 500, height: 320)
        #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 271, width: 500, height: 49))
        #expect(stage.b.view.frame == Rect(x: 0, y: 0, width: 500, height: 320))
    }
}
