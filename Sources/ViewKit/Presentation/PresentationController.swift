import Motion

/// Manages one presentation from start to dismissal, as UIPresentationController: where the
/// presented view sits in the container, the chrome around it (a dimming view, say), and what
/// happens when the container changes size.
///
/// `present(_:animated:)` makes the container, asks the presentation controller for the
/// presented view's frame, and calls, in UIKit's order:
/// `presentationTransitionWillBegin()` (add chrome, queue animations on
/// `presentedViewController.transitionCoordinator`), the animator runs,
/// `presentationTransitionDidEnd(_:)`; a dismissal mirrors it with
/// `dismissalTransitionWillBegin()` and `dismissalTransitionDidEnd(_:)`. Whenever the container
/// lays out (a window resize), `containerViewWillLayoutSubviews()` runs, the presented view is
/// placed at `frameOfPresentedViewInContainerView` (unless constraints place it:
/// `translatesAutoresizingMaskIntoConstraints` false, or a transition runs, whose animator places
/// it until it ends there), then `containerViewDidLayoutSubviews()`.
///
/// Touches on the container outside the presented view go nowhere by default (the presentation
/// is modal); override `passesTouchesThrough(at:)` to let them reach the views behind.
@preconcurrency @MainActor open class PresentationController {
    /// The controller being presented. (Unowned: the controller owns its presentation
    /// controller, so the two never form a cycle; do not keep a presentation controller beyond
    /// its controller's life.)
    public unowned let presentedViewController: ViewController
    /// The controller that presents it; nil until a presentation begins. (UIKit holds it
    /// strongly; here weakly, so a window closed mid-presentation frees both.)
    public internal(set) weak var presentingViewController: ViewController?
    /// The view the presentation happens in: it fills the window, holds the presented view and
    /// any chrome, and stays until the dismissal completes. Nil before the presentation begins
    /// and after it ends.
    public internal(set) var containerView: View?
    /// Hears about attempts to dismiss (and, for a sheet, detent changes).
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// The style this controller was made for.
    public let presentationStyle: ModalPresentationStyle

    /// Creates the presentation controller of `presentedViewController`. `presenting` may be nil
    /// (it is set when the presentation begins).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        presentationStyle = presentedViewController.modalPresentationStyle
    }

    /// The view that is animated and laid out: the presented controller's view by default. An
    /// override must return that view or one of its ancestors.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view sits when the presentation is at rest, in the container's
    /// coordinates: the whole container by default. Must give the same answer for the same state.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the screen once the presentation
    /// completes: true for `.fullScreen` only.
    open var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen }

    /// The presentation is about to animate: add chrome to the container, queue animations.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended: `completed` false if it was cancelled and the presenting
    /// controller is still what shows (remove the chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to animate.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended: `completed` true if the presented view is gone (remove chrome only then).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its views (it changed size).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its views.
    open func containerViewDidLayoutSubviews() {}

    /// Whether a press at `point` (container coordinates) that lands on no view of the
    /// presentation reaches the views behind it. False by default: the presentation is modal.
    open func passesTouchesThrough(at point: Point) -> Bool { false }

    /// The animator for a presentation (or dismissal) when the transitioning delegate supplies
    /// none: as the presented controller's `modalTransitionStyle` says (a cover-vertical slide
    /// by default), or a cross-fade under reduced motion (`Window.isReduceMotionEnabled`),
    /// driven or not (an interaction scrubs the fade). A sheet keeps its slide, as its detents
    /// are places it moves between.
    open func defaultAnimator(presenting: Bool) -> AnimatedTransitioning {
        // Reduced motion (`Window.isReduceMotionEnabled`): every stock style cross-fades.
        if containerView?.window?.isReduceMotionEnabled == true { return CrossFadeAnimator() }
        return switch presentedViewController.modalTransitionStyle {
        case .crossDissolve: CrossFadeAnimator()
        case .flipHorizontal: FlipTransitionAnimator()
        case .coverVertical, .partialCurl: CoverVerticalAnimator(presenting: presenting)
        }
    }

    /// The interaction controller for a dismissal when the transitioning delegate supplies none:
    /// none by default.
    open func defaultInteractionControllerForDismissal() -> InteractiveTransitioning? { nil }

    /// The part this presentation takes of a drag that begins on `scrollView`, inside its
    /// presented view, with the content at `contentY`: none by default. The container owns the
    /// hand-off, as FloatingPanel's owns its tracked scroll view; the scroll view only asks
    /// (a sheet answers, `SheetHandOff`).
    func sharedScrollDrag(for scrollView: ScrollView, contentY: Double) -> (any ScrollDragSharing)? { nil }

    // MARK: A person's dismissal

    /// Whether a person may dismiss the presentation now: not modal in presentation, and the
    /// delegate's `presentationControllerShouldDismiss` does not refuse.
    var personMayDismiss: Bool {
        !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    }

    /// A person asked to dismiss without a gesture (Escape): refused, the delegate hearing the
    /// attempt, when `personMayDismiss` says no; otherwise dismissed as a person's dismissal.
    /// Nothing happens while it is being dismissed; while it is being presented, only a sheet
    /// (caught where it is) or a zoom (turned round) goes back.
    func dismissAtPersonsRequest() {
        guard presentedViewController.presentationContext?.kind != .dismiss else { return }
        guard personMayDismiss else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        dismissByPerson(releaseVelocity: nil)
    }

    /// Dismisses, animated, because a person asked: the delegate hears will and did. A sheet
    /// carries a release's velocity into its dismissal.
    func dismissByPerson(releaseVelocity: Double?) {
        let started = presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.presentationControllerDidDismiss(self)
        }
        if started { delegate?.presentationControllerWillDismiss(self) }
    }
}

/// Hears when a person tries to dismiss a presentation, as UIAdaptivePresentationControllerDelegate.
/// These are called for dismissals a person starts (a swipe, a click on the dimming view), not
/// for `dismiss(animated:)` called by code.
@preconcurrency @MainActor public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked before a person's dismissal; false refuses it. May be asked at any time, and need
    /// not be followed by the will/did calls.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A person's dismissal begins (its transition coordinator exists now).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A person's dismissal completed.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A person tried to dismiss and was refused: `isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` said false (for a swipe; a refused click on the
    /// dimming view is dropped silently, as UIKit does).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// The container of one presentation: fills the window, places the presented view where its
/// presentation controller says, and lets presses through where it says.
@MainActor final class PresentationContainerView: View {
    weak var presentationController: PresentationController?

    init(frame: Rect, presentationController: PresentationController, name: String) {
        self.presentationController = presentationController
        super.init(frame: frame, name: name)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentationController else { return }
        presentationController.containerViewWillLayoutSubviews()
        // While a presentation or dismissal runs the presented view is its animator's to place,
        // as UIKit leaves it (a layout pass would snap a view the animator grows to its end).
        if let presented = presentationController.presentedView, presented.superview === self,
            presented.translatesAutoresizingMaskIntoConstraints,
            presentationController.presentedViewController.presentationContext == nil
        {
            presented.frame = presentationController.frameOfPresentedViewInContainerView
        }
        presentationController.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ pointInSuperview: Point) -> View? {
        let hit = super.hitTest(pointInSuperview)
        guard hit === self, let local = transformToSuperview.inverted()?.apply(to: pointInSuperview) else { return hit }
        return presentationController?.passesTouchesThrough(at: local) == true ? nil : self
    }
}
