import Motion
import TestSupport
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// A window of `PortStage.size` on a fixed 60 Hz clock with the port's tab bar controller at its
/// root (PortStage puts a navigation controller there), tapped as a person taps it.
@MainActor private final class TabSwitchStage {
    let clock = FixedStepClock()
    let window: Window
    let tabs = TabSwitchTabBarController()
    private var rig: FrameRig!

    init() {
        let driver = AnimationDriver(clock: clock)
        window = Window(size: PortStage.size, driver: driver)
        window.rootViewController = tabs
        window.makeKey()
        rig = FrameRig(clock: clock) { [unowned self] in
            window.update()
            return driver.hasRunningAnimations
        }
    }

    func frames(_ count: Int) { rig.frames(count) }

    @discardableResult
    func settle() -> Int { rig.settle() }

    var children: [ViewController] { tabs.viewControllers ?? [] }

    /// A press and release at the middle of `view`.
    func tap(_ view: View) {
        tap(at: view.convertToWindow(Point(x: view.bounds.midX, y: view.bounds.midY)))
    }

    /// A press and release at `point`, in the window.
    func tap(at point: Point) {
        window.handle(PointerEvent(.down, at: point, time: clock.now))
        window.handle(PointerEvent(.up, at: point, time: clock.now))
    }

    /// A tap on the bar's item titled `title`, found by its accessibility label as a UI test finds it.
    func tapItem(_ title: String) throws {
        func walk(_ view: View) -> View? {
            guard !view.isHidden else { return nil }
            if view.accessibilityLabel == title { return view }
            return view.subviews.lazy.compactMap(walk).first
        }
        guard let item = walk(tabs.tabBar) else { throw PortStageError("no visible item titled \(title)") }
        tap(item)
    }

    /// A tap on the frontmost visible button titled `title`.
    func tapButton(_ title: String) throws {
        func walk(_ view: View) -> [Button] {
            guard !view.isHidden else { return [] }
            let own = (view as? Button).flatMap { $0.currentTitle == title ? [$0] : nil } ?? []
            return own + view.subviews.flatMap(walk)
        }
        guard let button = walk(window.rootView).last else { throw PortStageError("no button titled \(title)") }
        tap(button)
    }

    /// Where `view` shows in the window now, its superview at rest.
    func shownFrame(_ view: View) -> Rect {
        let shown = view.presentationValues.frame
        guard let superview = view.superview else { return shown }
        return shown.applying(superview.transformToWindow)
    }

    /// The first label in `view`'s subtree that shows `text`.
    func label(_ text: String, in view: View) -> Label? {
        if let label = view as? Label, label.text == text { return label }
        return view.subviews.lazy.compactMap { self.label(text, in: $0) }.first
    }
}

/// TabSwitchTransition.swift run as written: three tabs, switches that slide on the port's own
/// animator in the direction of the index, and the button that slides the tab bar away and back.
@MainActor @Suite struct TabSwitchTransitionTests {
    /// 9 frames of the 0.3-second slide: halfway in time.
    private static let halfway = 9

    @Test func threeTabsEachFilledWithItsColourAndTitled() throws {
        let stage = TabSwitchStage()
        stage.frames(1)
        #expect(stage.children.map(\.title) == ["Red", "Green", "Blue"])
        #expect(stage.tabs.tabBar.items?.map(\.title) == ["Red", "Green", "Blue"])
        #expect(stage.tabs.tabBar.items?.map(\.tag) == [0, 1, 2])
        #expect(stage.tabs.tabBar.items?.allSatisfy { $0.image?.size == .zero } == true, "SF Symbols draw nothing here")
        #expect(stage.tabs.selectedIndex == 0)
        let red = stage.children[0]
        #expect(red.view.backgroundColor == Color(rgb: 0xFF3B30), "iOS's system red")
        #expect(red.view.frame == Rect(x: 0, y: 0, width: 400, height: 300), "the tab under the whole bar, as UIKit's")
        #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 251, width: 400, height: 49))
        let title = try #require(stage.label("Red", in: red.view))
        #expect(title.frame == Rect(x: 0, y: 100, width: 400, height: 44))
        #expect(red.tabBarController === stage.tabs)
    }

    /// Green is to the right of Red: it slides in from the right edge as Red leaves by the left,
    /// on ease-out over 0.3 s, and the bar stays above them.
    @Test func aHigherIndexSlidesInFromTheRight() throws {
        let stage = TabSwitchStage()
        stage.frames(1)
        let (red, green) = (stage.children[0], stage.children[1])
        try stage.tapItem("Green")
        #expect(stage.tabs.selectedIndex == 1 && stage.tabs.isTransitioning)
        let container = try #require(stage.tabs.transitionContext?.containerView)
        #expect(container.subviews == [red.view, green.view])
        #expect(stage.tabs.view.subviews.last === stage.tabs.tabBar)
        stage.frames(Self.halfway)
        let eased = easeOut(0.5)
        #expect(abs(stage.shownFrame(green.view).minX - 400 * (1 - eased)) < 1e-6, "\(stage.shownFrame(green.view))")
        #expect(abs(stage.shownFrame(red.view).minX + 400 * eased) < 1e-6, "\(stage.shownFrame(red.view))")
        stage.settle()
        #expect(!stage.tabs.isTransitioning)
        #expect(container.subviews == [green.view])
        #expect(green.view.frame == container.bounds && red.view.superview == nil)
        #expect(red.view.frame == container.bounds, "the animator gave Red its frame back")
        #expect(stage.label("Green", in: green.view) != nil)
    }

    /// Red is to the left of Blue: going back it slides in from the left edge.
    @Test func aLowerIndexSlidesInFromTheLeft() throws {
        let stage = TabSwitchStage()
        stage.frames(1)
        let (red, blue) = (stage.children[0], stage.children[2])
        try stage.tapItem("Blue")
        stage.settle()
        try stage.tapItem("Red")
        #expect(stage.tabs.selectedIndex == 0)
        stage.frames(Self.halfway)
        let eased = easeOut(0.5)
        #expect(abs(stage.shownFrame(red.view).minX + 400 * (1 - eased)) < 1e-6, "\(stage.shownFrame(red.view))")
        #expect(abs(stage.shownFrame(blue.view).minX - 400 * eased) < 1e-6, "\(stage.shownFrame(blue.view))")
        stage.settle()
        #expect(red.view.frame == Rect(x: 0, y: 0, width: 400, height: 300) && blue.view.superview == nil)
    }

    /// The button slides the bar off the bottom edge on ease-out over 0.3 s and hides it; a
    /// switch meanwhile lays the view out, which puts the bar back, and the port moves it off
    /// again; the button on the new tab slides it back up.
    @Test func theToggleButtonSlidesTheTabBarOffTheBottomAndBack() throws {
        let stage = TabSwitchStage()
        stage.frames(1)
        let bar = stage.tabs.tabBar
        try stage.tapButton("Toggle Tab Bar")
        #expect(stage.tabs.isTabBarOffscreen && !bar.isHidden)
        stage.frames(Self.halfway)
        #expect(abs(stage.shownFrame(bar).minY - (251 + 49 * easeOut(0.5))) < 1e-6, "\(stage.shownFrame(bar))")
        stage.settle()
        #expect(bar.isHidden && bar.frame == Rect(x: 0, y: 300, width: 400, height: 49))

        stage.tap(at: Point(x: 200, y: 275))  // where Green's item shows when the bar does
        #expect(stage.tabs.selectedIndex == 0, "a hidden bar takes no taps")
        stage.tabs.selectedIndex = 1
        stage.frames(1)
        #expect(bar.isHidden && bar.frame.minY == 300, "laid out again, then moved off by the port")
        stage.settle()

        try stage.tapButton("Toggle Tab Bar")
        #expect(!stage.tabs.isTabBarOffscreen && !bar.isHidden)
        stage.frames(Self.halfway)
        #expect(abs(stage.shownFrame(bar).minY - (300 - 49 * easeOut(0.5))) < 1e-6, "\(stage.shownFrame(bar))")
        stage.settle()
        #expect(!bar.isHidden && bar.frame == Rect(x: 0, y: 251, width: 400, height: 49))
        try stage.tapItem("Blue")
        #expect(stage.tabs.selectedIndex == 2, "the bar takes taps again")
    }
}
