import Foundation
import Motion
import Testing

@testable import ViewKit

/// The desktop's ways of going back (the mouse's back button, Alt+Left, the Back key) reach a
/// window as `goBack()`, and Escape as `dismissFrontmostPresentation()`.
struct GoingBackTests {
    /// A stage whose navigation controller has pushed `count` screens above its root, at rest.
    static func pushed(_ count: Int) -> Stage {
        let stage = Stage()
        for index in 1...count {
            stage.navigation.pushViewController(Screen(title: "screen\(index + 1)"), animated: false)
        }
        return stage
    }

    @Test func goingBackPopsTheTopScreenAnimatedAsTheBackButtonDoes() {
        let stage = Self.pushed(2)
        let top = stage.navigation.topViewController
        #expect(stage.window.goBack())
        let context = stage.navigation.transitionContext
        #expect(context?.kind == .pop && context?.isInteractive == false, "animated, not at once")
        #expect(context?.fromViewController === top)
        stage.frames(1)
        #expect(context?.progress ?? 0 > 0 && context?.progress ?? 1 < 1, "under way a frame later")
        stage.settle()
        #expect(stage.navigation.viewControllers.map(\.title) == ["root", "screen2"])
        #expect(stage.containerIsAtRest(showing: stage.navigation.top))
    }

    @Test func atTheRootOrMidTransitionGoingBackDoesNothing() {
        let stage = Stage()
        #expect(!stage.window.goBack(), "nothing under the root")
        stage.navigation.pushViewController(Screen(title: "next"), animated: true)
        stage.frames(2)
        #expect(!stage.window.goBack(), "refused while the push runs, as the back button's pop is")
        stage.settle()
        #expect(stage.navigation.viewControllers.count == 2)
    }

    /// Going back acts in what is in front: a modal over the stack keeps the screens under it.
    @Test func aPresentationInFrontKeepsTheStackBehindIt() {
        let stage = Self.pushed(1)
        stage.navigation.present(Screen(title: "modal"), animated: false)
        #expect(!stage.window.goBack())
        #expect(stage.navigation.viewControllers.count == 2 && stage.navigation.transitionContext == nil)
    }

    /// A navigation controller presented in front is the one that goes back, as is one whose
    /// view a plain controller holds.
    @Test func theFrontmostNavigationControllerGoesBack() {
        let stage = Stage()
        let presented = NavigationController(rootViewController: Screen(title: "inner root"), title: "inner")
        stage.navigation.present(presented, animated: false)
        presented.pushViewController(Screen(title: "inner next"), animated: false)
        #expect(stage.window.goBack())
        stage.settle()
        #expect(presented.viewControllers.map(\.title) == ["inner root"])

        let holder = Screen(title: "holder")
        let held = NavigationController(rootViewController: Screen(title: "held root"), title: "held")
        held.pushViewController(Screen(title: "held next"), animated: false)
        holder.view.addSubview(held.view)
        stage.window.rootViewController = holder
        #expect(stage.window.goBack())
        stage.settle()
        #expect(held.viewControllers.map(\.title) == ["held root"])
    }

    @Test func escapeDismissesTheFrontmostPresentationAsAPersonsDismissal() {
        let stage = Stage()
        let first = Screen(title: "first")
        let second = Screen(title: "second")
        let recorder = SheetRecorder()
        stage.navigation.present(first, animated: false)
        first.present(second, animated: false)
        second.presentationController.delegate = recorder
        #expect(stage.window.dismissFrontmostPresentation())
        #expect(second.presentationContext?.kind == .dismiss, "animated")
        #expect(recorder.calls == ["shouldDismiss", "willDismiss"])
        stage.settle()
        #expect(recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(first.presentedViewController == nil && stage.navigation.presentedViewController === first)
        #expect(stage.window.dismissFrontmostPresentation())
        stage.settle()
        #expect(stage.navigation.presentedViewController == nil)
        #expect(!stage.window.dismissFrontmostPresentation(), "nothing presented: Escape is left to the host")
    }

    /// Modal in presentation, or refused by its delegate, a presentation stays; the delegate
    /// hears the attempt, and Escape counts as used (it must not go on to quit the app).
    @Test func aModalInPresentationStaysAndItsDelegateHearsTheAttempt() {
        for refusal in ["modal in presentation", "delegate"] {
            let stage = Stage()
            let modal = Screen(title: "modal")
            let recorder = SheetRecorder()
            if refusal == "delegate" { recorder.shouldDismiss = false } else { modal.isModalInPresentation = true }
            stage.navigation.present(modal, animated: false)
            modal.presentationController.delegate = recorder
            #expect(stage.window.dismissFrontmostPresentation(), "\(refusal)")
            #expect(modal.presentationContext == nil && stage.navigation.presentedViewController === modal, "\(refusal)")
            #expect(recorder.calls.last == "didAttemptToDismiss", "\(refusal)")
            #expect(!recorder.calls.contains("willDismiss"), "\(refusal)")
        }
    }

    /// A sheet dismissed by Escape springs down from where it is, as a click on its dimming does.
    @Test func escapeDismissesASheet() {
        let rig = SheetStage()
        #expect(rig.stage.window.dismissFrontmostPresentation())
        #expect(rig.screen.presentationContext?.kind == .dismiss)
        rig.stage.settle()
        #expect(rig.stage.navigation.presentedViewController == nil)
        #expect(rig.recorder.calls.suffix(2) == ["willDismiss", "didDismiss"])
    }

    /// Escape right after a sheet was asked for catches it mid-rise and springs it back down;
    /// a plain modal still arriving refuses, as `dismiss(animated:)` does mid-transition.
    @Test func escapeWhileASheetRisesTakesItBackDown() {
        let rig = SheetStage(present: false)
        rig.stage.navigation.present(rig.screen, animated: true)
        rig.frames(5)
        let risen = rig.sheet.height
        #expect(risen > 0 && rig.screen.presentationContext?.kind == .present)
        #expect(rig.stage.window.dismissFrontmostPresentation())
        #expect(rig.screen.presentationContext?.kind == .dismiss)
        rig.frames(1)
        #expect(abs(rig.sheet.height - risen) < risen * 0.5, "from where it was, no jump")
        rig.settle()
        #expect(rig.stage.navigation.presentedViewController == nil)
        #expect(rig.recorder.calls.suffix(2) == ["willDismiss", "didDismiss"])

        let stage = Stage()
        let modal = Screen(title: "modal")
        stage.navigation.present(modal, animated: true)
        stage.frames(5)
        #expect(stage.window.dismissFrontmostPresentation(), "heard, though refused mid-presentation")
        stage.settle()
        #expect(stage.navigation.presentedViewController === modal)
    }
}
