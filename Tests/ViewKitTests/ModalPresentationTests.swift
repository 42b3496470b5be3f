import Foundation
import Motion
import Testing

@testable import ViewKit

/// The modal sample: a drag right dismisses interactively (progress = dx / 200, finishing past
/// 0.5); a click dismisses non-interactively, although an interaction controller exists, because
/// the delegate hands it out only while a drag is in progress.
final class DetailScreen: Screen, ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    var isDragging = false
    var dismissalsCompleted = 0

    override func viewDidLoad() {
        transitioningDelegate = self
        view.addGestureRecognizer(
            PanGestureRecognizer { [unowned self] recognizer in
                let pan = recognizer
                switch pan.state {
                case .began:
                    isDragging = true
                    dismiss(animated: true) { self.dismissalsCompleted += 1 }
                    interaction.update(pan.translation(in: nil).x / 200)  // the pointer already moved past the threshold
                case .changed:
                    interaction.update(pan.translation(in: nil).x / 200)
                case .ended, .cancelled:
                    isDragging = false
                    if pan.state == .ended && interaction.percentComplete > 0.5 { interaction.finish() } else { interaction.cancel() }
                default:
                    break
                }
            })
        view.addGestureRecognizer(
            TapGestureRecognizer { [unowned self] _ in
                dismiss(animated: true) { self.dismissalsCompleted += 1 }
            })
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        isDragging ? interaction : nil
    }
}

struct ModalPresentationTests {
    static func presented() -> (Stage, DetailScreen) {
        let stage = Stage()
        let detail = DetailScreen(title: "detail")
        var presentedCompletions = 0
        #expect(stage.navigation.present(detail, animated: true) { presentedCompletions += 1 })
        #expect(stage.navigation.presentedViewController === detail)
        stage.settle()
        #expect(presentedCompletions == 1)
        #expect(detail.view.superview != nil && Stage.isAtRest(detail.view, in: detail.view.superview!))
        return (stage, detail)
    }

    func drag(_ stage: Stage, by dx: Double) {
        stage.pointer(.down, 100, 150)
        for step in 1...10 {
            stage.frames(1)
            stage.pointer(.move, 100 + dx * Double(step) / 10, 150)
        }
        stage.frames(1)
        stage.pointer(.up, 100 + dx, 150)
    }

    @Test func aClickDismissesWithoutInteraction() {
        let (stage, detail) = Self.presented()
        stage.pointer(.down, 200, 150)
        stage.frames(1)
        stage.pointer(.up, 200, 150)
        let context = stage.navigation.presentationTransition
        #expect(context?.kind == .dismiss)
        #expect(context?.isInteractive == false, "no drag in progress: no interaction controller")
        stage.settle()
        #expect(stage.navigation.presentedViewController == nil)
        #expect(detail.presentingViewController == nil && detail.view.superview == nil)
        #expect(detail.dismissalsCompleted == 1)
        #expect(stage.window.rootView.subviews.count == 1, "the presentation container is gone")
    }

    @Test func aDragPastHalfwayDismisses() {
        let (stage, detail) = Self.presented()
        stage.pointer(.down, 100, 150)
        stage.frames(1)
        stage.pointer(.move, 200, 150)
        let context = stage.navigation.presentationTransition
        #expect(context?.isInteractive == true)
        #expect(abs((context?.progress ?? 0) - 0.5) < 1e-12, "100 points of a 200-point dismissal")
        stage.pointer(.move, 250, 150)
        stage.frames(1)
        stage.pointer(.up, 250, 150)
        stage.settle()
        #expect(stage.navigation.presentedViewController == nil)
        #expect(detail.dismissalsCompleted == 1)
    }

    @Test func aShortDragCancelsAndLeavesThePresentationAsItWas() {
        let (stage, detail) = Self.presented()
        drag(stage, by: 80)
        stage.settle()
        #expect(stage.navigation.presentedViewController === detail)
        #expect(detail.dismissalsCompleted == 0, "a cancelled dismissal runs no completion")
        #expect(Stage.isAtRest(detail.view, in: detail.view.superview!))
        #expect(stage.navigation.presentationTransition == nil)
        // And it can still be dismissed afterwards.
        drag(stage, by: 160)
        stage.settle()
        #expect(stage.navigation.presentedViewController == nil && detail.dismissalsCompleted == 1)
    }

    @Test func presentingTwiceOrWithoutAWindowIsRefused() {
        let (stage, _) = Self.presented()
        #expect(!stage.navigation.present(Screen(), animated: true), "already presenting")
        let loose = Screen()
        #expect(!loose.present(Screen(), animated: false), "not in a window")
        #expect(!loose.dismiss(animated: false), "nothing to dismiss")
    }
}
