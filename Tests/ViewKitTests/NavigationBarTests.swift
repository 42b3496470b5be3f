import Foundation
import Motion
import Testing

@testable import ViewKit

/// Text ten points wide a character, so that the bar's positions come out in round numbers.
final class TenPointsACharacter: TextMeasuring {
    func width(of text: Text) -> Double { 10 * Double(text.string.count) }
}

/// The navigation bar against UIKit's geometry and back-title rules, and its titles at 0, ½ and 1
/// of a push, a scrubbed pop and a cancelled pop (Flutter's choreography, `NavigationBar`).
@Suite struct NavigationBarTests {
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// A stage with a measurer and a delegate whose animator is linear, so progress is the
    /// interaction's.
    final class Rig {
        let stage = Stage()
        let measurer = TenPointsACharacter()
        let delegate = NavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        var bar: NavigationBar { stage.navigation.navigationBar }

        init() {
            stage.window.textMeasurer = measurer
            stage.navigation.delegate = delegate
            stage.frames(1)
        }

        /// Starts an interactive push (or pop) and holds it at `progress`.
        func hold(_ operation: NavigationOperation, at progress: Double, pushing screen: Screen = Screen(title: "next")) {
            delegate.interaction = interaction
            if operation == .push {
                stage.navigation.pushViewController(screen, animated: true)
            } else {
                stage.navigation.popViewController(animated: true)
            }
            delegate.interaction = nil
            move(to: progress)
        }

        func move(to progress: Double) {
            interaction.update(progress)
            stage.frames(1)
        }
    }

    @Test func theBarIsFortyFourPointsBelowTheSafeAreaWithTheTopControllersTitle() {
        let rig = Rig()
        rig.stage.window.safeAreaInsets.top = 30
        rig.stage.frames(1)
        #expect(rig.bar.frame == Rect(x: 0, y: 30, width: 400, height: 44))
        #expect(rig.stage.navigation.view.subviews.last === rig.bar, "over the screens")
        let title = rig.bar.shown.title.textLine
        #expect(title?.string == "root" && title?.size == 17 && title?.weight == .semibold)
        #expect(rig.bar.chevron.alpha == 0 && rig.bar.shown.back.textLine == nil, "no back button at the root")
        rig.stage.root.navigationItem.title = "Inbox"
        let next = Screen(title: "next")
        rig.stage.navigation.pushViewController(next, animated: false)
        #expect(rig.bar.shown.title.textLine?.string == "next" && rig.bar.shown.back.textLine?.string == "Inbox")
        #expect(rig.bar.shown.back.textLine?.color == NavigationBar.tintColor && rig.bar.chevron.alpha == 1)
    }

    @Test func theBackTitleFollowsUIKitsRules() {
        let item = NavigationItem(title: "Settings")
        #expect(item.backTitle(fallbackTitle: "x") == "Settings")
        item.backButtonTitle = "Done"
        #expect(item.backTitle(fallbackTitle: "x") == "Done")
        item.backButtonTitle = "A rather long back title"
        #expect(item.backTitle(fallbackTitle: "x") == "Settings", "too long: the title instead")
        item.title = "Twelve chars"
        #expect(item.backTitle(fallbackTitle: "x") == "Twelve chars")
        item.title = "Thirteen char"
        #expect(item.backTitle(fallbackTitle: "x") == "Back", "nothing fits: Back")
        item.backButtonDisplayMode = .generic
        #expect(item.backTitle(fallbackTitle: "x") == "Back")
        item.backButtonDisplayMode = .minimal
        #expect(item.backTitle(fallbackTitle: "x") == nil, "the chevron alone")
        #expect(NavigationItem().backTitle(fallbackTitle: "screen1") == "screen1", "no item title: the controller's")
    }

    /// At push progress u, with the root's title 40 points wide: the old title moves toward the
    /// back title's place (26 + 20 − 200 = −154 u) fading out by 0.7; the new back title comes
    /// from the centre (154 (1 − u)) fading in from 0.3; the new title from the trailing edge
    /// (200 (1 − u)) fading in from 0.25; the chevron fades in from 0.7.
    @Test(arguments: [0.0, 0.5, 1.0])
    func aPushMovesTheTitlesAsIOSDoes(u: Double) {
        let rig = Rig()
        rig.hold(.push, at: u)
        let old = rig.bar.shown
        let new = rig.bar.arriving
        #expect(Self.close(old.title.transform.tx, -154 * u) && Self.close(old.title.alpha, max(1 - u / 0.7, 0)))
        #expect(Self.close(new?.back.transform.tx ?? .nan, 154 * (1 - u)) && Self.close(new?.back.alpha ?? .nan, max((u - 0.3) / 0.7, 0)))
        #expect(
            Self.close(new?.title.transform.tx ?? .nan, 200 * (1 - u)) && Self.close(new?.title.alpha ?? .nan, max((u - 0.25) / 0.75, 0)))
        #expect(Self.close(rig.bar.chevron.alpha, max((u - 0.7) / 0.3, 0)))
        rig.interaction.finish()
        rig.stage.settle()
        #expect(rig.bar.arriving == nil && rig.bar.shown.title.textLine?.string == "next" && rig.bar.shown.title.transform == .identity)
    }

    @Test func aScrubbedPopIsThePushRunBackwardAndACancelPutsTheBarBack() {
        let rig = Rig()
        let next = Screen(title: "next")
        rig.stage.navigation.pushViewController(next, animated: false)
        rig.hold(.pop, at: 0.25)
        // A pop at 0.25 is the push at 0.75: the root's title is the lower item, arriving.
        let root = rig.bar.arriving
        let top = rig.bar.shown
        #expect(root?.title.textLine?.string == "root" && top.title.textLine?.string == "next")
        #expect(Self.close(root?.title.transform.tx ?? .nan, -154 * 0.75) && Self.close(top.title.transform.tx, 200 * 0.25))
        // Popping to the root, whose item has no back button, the chevron goes by 0.3 of the pop.
        #expect(Self.close(rig.bar.chevron.alpha, (0.75 - 0.7) / 0.3))
        rig.move(to: 0.5)
        #expect(Self.close(top.title.transform.tx, 100) && Self.close(top.back.transform.tx, 77))
        rig.move(to: 0.1)
        #expect(Self.close(top.title.transform.tx, 20), "scrubbed back")
        rig.interaction.cancel()
        rig.stage.settle()
        #expect(rig.stage.navigation.viewControllers.count == 2)
        #expect(rig.bar.arriving == nil && rig.bar.shown === top && top.title.transform == .identity && top.title.alpha == 1)
        #expect(top.back.textLine?.string == "root" && top.back.transform == .identity && top.back.alpha == 1 && rig.bar.chevron.alpha == 1)
        #expect(root?.all.allSatisfy(\.isHidden) == true, "the cancelled item's views are hidden")
    }

    @Test func theBarFollowsACustomAnimatorsCurveToo() {
        let stage = Stage()
        stage.window.textMeasurer = nil
        // The default slide runs on ease-in-out: the bar reads the transition's eased progress.
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        stage.frames(10)  // 10 of 21 frames of 0.35 s
        let eased = try? #require(stage.navigation.transitionContext?.progress)
        let title = stage.navigation.navigationBar.arriving?.title
        #expect(eased.map { Self.close(title?.transform.tx ?? .nan, 200 * (1 - $0)) } == true, "\(String(describing: eased))")
        stage.settle()
        #expect(stage.navigation.navigationBar.shown.title.textLine?.string == "next")
    }

    @Test func theBackButtonPopsAndTheRightButtonRunsItsAction() {
        let rig = Rig()
        var tapsBelow = 0
        rig.stage.navigation.view.addGestureRecognizer(TapGestureRecognizer { _ in tapsBelow += 1 })
        var saved = 0
        let next = Screen(title: "next")
        next.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { saved += 1 }
        rig.stage.navigation.pushViewController(next, animated: false)
        #expect(rig.bar.shown.right.textLine?.string == "Save")
        // The trailing button: its 40-point title and the padding around it.
        rig.stage.pointer(.down, 370, 22)
        rig.stage.pointer(.up, 370, 22)
        #expect(saved == 1 && tapsBelow == 0, "the bar takes its clicks")
        rig.stage.pointer(.down, 200, 22)
        rig.stage.pointer(.up, 200, 22)
        #expect(saved == 1 && tapsBelow == 0 && rig.stage.navigation.viewControllers.count == 2, "the title does nothing")
        rig.stage.pointer(.down, 30, 22)
        rig.stage.pointer(.up, 30, 22)
        #expect(rig.stage.navigation.transitionContext?.kind == .pop, "the back button pops")
        rig.stage.settle()
        #expect(rig.stage.navigation.viewControllers.count == 1 && rig.bar.shown.title.textLine?.string == "root")
        rig.stage.pointer(.down, 200, 150)
        rig.stage.pointer(.up, 200, 150)
        #expect(tapsBelow == 1, "below the bar, clicks reach the screens")
    }

    @Test func hidingTheBarSlidesItUpOnEaseInOut() {
        let rig = Rig()
        rig.stage.window.safeAreaInsets.top = 20
        rig.stage.frames(1)
        let navigation = rig.stage.navigation
        #expect(!navigation.isNavigationBarHidden && NavigationController.hideShowBarDuration == 0.2)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        rig.stage.frames(6)  // 0.1 s of 0.2: ease-in-out is at ½
        #expect(
            Self.close(navigation.navigationBar.presentationValues.transform.ty, -32),
            "half of 64 points up: \(navigation.navigationBar.presentationValues.transform.ty)")
        rig.stage.settle()
        #expect(navigation.navigationBar.isHidden && Self.close(navigation.navigationBar.presentationValues.transform.ty, -64))
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.transform == .identity)
    }

    @Test func hidingAgainMidSlideTurnsTheBarWhereItIs() {
        let rig = Rig()
        let navigation = rig.stage.navigation
        navigation.setNavigationBarHidden(true, animated: true)
        rig.stage.frames(6)
        let halfway = navigation.navigationBar.presentationValues.transform.ty
        navigation.setNavigationBarHidden(false, animated: true)
        rig.stage.frames(1)
        #expect(
            abs(navigation.navigationBar.presentationValues.transform.ty - halfway) < 2,
            "no jump: \(halfway) → \(navigation.navigationBar.presentationValues.transform.ty)")
        rig.stage.settle()
        #expect(navigation.navigationBar.transform == .identity && !navigation.navigationBar.isHidden)
    }

    @Test func anItemChangedWhileShownChangesTheBar() {
        let rig = Rig()
        let next = Screen(title: "next")
        rig.stage.navigation.pushViewController(next, animated: false)
        next.navigationItem.title = "Details"
        #expect(rig.bar.shown.title.textLine?.string == "Details")
        rig.stage.root.navigationItem.backButtonTitle = "Inbox"
        #expect(rig.bar.shown.back.textLine?.string == "Inbox", "the item below titles the back button")
        next.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        #expect(rig.bar.shown.right.textLine?.string == "Edit")
        // Changed during a push: the end of the push shows it.
        let third = Screen(title: "third")
        rig.hold(.push, at: 0.5, pushing: third)
        third.navigationItem.title = "Third"
        rig.interaction.finish()
        rig.stage.settle()
        #expect(rig.bar.shown.title.textLine?.string == "Third" && rig.bar.shown.back.textLine?.string == "Details")
        let offStack = Screen(title: "elsewhere")
        offStack.navigationItem.title = "Elsewhere"
        #expect(rig.bar.shown.title.textLine?.string == "Third", "a controller off the stack changes nothing")
    }

    /// A drag that starts on the bar moves nothing of the app's below it, but the swipe back
    /// starts there too, as UIKit's edge swipe does over its bar.
    @Test func dragsOnTheBarReachTheSwipeBackAndNothingElse() {
        let rig = Rig()
        var appPans = 0
        rig.stage.navigation.view.addGestureRecognizer(PanGestureRecognizer { if $0.state == .began { appPans += 1 } })
        rig.stage.navigation.pushViewController(Screen(title: "next"), animated: false)
        rig.stage.pointer(.down, 5, 22)
        for step in 1...6 {
            rig.stage.frames(1)
            rig.stage.pointer(.move, 5 + 20 * Double(step), 22)
        }
        #expect(rig.stage.navigation.transitionContext?.kind == .pop, "an edge swipe over the bar pops")
        #expect(appPans == 0)
        rig.stage.pointer(.up, 125, 22)
        rig.stage.settle()
        rig.stage.pointer(.down, 200, 22)
        for step in 1...6 {
            rig.stage.frames(1)
            rig.stage.pointer(.move, 200, 22 + 20 * Double(step))
        }
        #expect(appPans == 0, "a drag from the bar's middle reaches no pan of the app's")
        rig.stage.pointer(.up, 200, 142)
    }
}
