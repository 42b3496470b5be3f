import Motion

/// Modal presentation, as UIViewController's `present` and `dismiss` with a transitioning
/// delegate and a presentation controller.
///
/// The presented view lives in a container laid over the whole window, placed and dressed by
/// the controller's `presentationController` (`modalPresentationStyle`). A controller presents
/// one controller at a time; requests during a presentation or dismissal transition are refused
/// (false).
extension ViewController {
    /// The running presentation or dismissal transition of this controller's presented controller.
    public var presentationTransition: TransitionContext? { presentedViewController?.presentationContext }

    /// Presents `controller` over this controller's window. Refused (false) when this controller
    /// already presents one, is not in a window, or `controller` is already on screen somewhere.
    /// `completion` runs once the presentation has completed.
    @discardableResult
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        present(controller, animated: animated, drivenBy: nil, completion: completion)
    }

    /// Presents `controller`, the presentation driven from its start by `interaction` (a gesture
    /// of the app's own that pulls the page up) unless the transitioning delegate hands out an
    /// interaction controller of its own. Refused (false) as `present(_:animated:completion:)` is.
    @discardableResult
    public func present(
        _ controller: ViewController, animated: Bool, drivenBy interaction: InteractiveTransitioning?,
        completion: (() -> Void)? = nil
    ) -> Bool {
        guard presentedViewController == nil, let window = view.window, controller !== self,
            controller.presentingViewController == nil, controller.navigationController == nil,
            controller.view.superview == nil
        else { return false }
        controller.presentingViewController = self
        let presentation = controller.presentationController
        presentation.presentingViewController = self
        let container = PresentationContainerView(
            frame: window.rootView.bounds, presentationController: presentation, name: "presentation.\(controller.title)")
        window.insertPresentationContainer(container)
        presentation.containerView = container
        presentedViewController = controller
        controller.presentationContainer = container

        let delegate = controller.transitioningDelegate
        let finish: (Bool) -> Void = { [weak self, weak controller, weak presentation] didComplete in
            guard let self, let controller, let presentation else { return }
            controller.presentationContext = nil
            if didComplete {
                if presentation.shouldRemovePresentersView { self.view.isHidden = true }
                presentation.presentationTransitionDidEnd(true)
                // A window that showed another root meanwhile told it that it left: it is not on screen.
                if controller.view.window != nil { controller.viewDidAppear(animated) }
                if presentation.shouldRemovePresentersView { self.viewDidDisappear(animated) }
                completion?()
            } else {
                presentation.presentationTransitionDidEnd(false)
                controller.viewWillDisappear(animated)
                controller.viewDidDisappear(animated)
                self.unlinkPresentation(of: controller)
                if presentation.shouldRemovePresentersView {
                    self.viewWillAppear(animated)
                    self.viewDidAppear(animated)
                }
            }
        }
        // The presenting controller hears that it leaves only when it does (`.fullScreen`): over
        // full screen and under a sheet it stays on screen, as UIKit has it since iOS 13.
        if presentation.shouldRemovePresentersView { viewWillDisappear(animated) }
        controller.viewWillAppear(animated)
        let restingFrame = presentation.frameOfPresentedViewInContainerView
        guard animated else {
            presentation.presentationTransitionWillBegin()
            container.addSubview(controller.view)
            TransitionContainerView.putAtRest(controller.view, in: restingFrame)
            finish(true)
            return true
        }
        let animator =
            delegate?.animationController(forPresented: controller, presenting: self)
            ?? controller.preferredAnimator(presenting: true)
            ?? presentation.defaultAnimator(presenting: true)
        TransitionDriver.run(
            .present, in: container, from: self, to: controller, animator: animator,
            interaction: delegate?.interactionControllerForPresentation(using: animator) ?? interaction, driver: window.driver,
            frames: [ObjectIdentifier(controller): (.zero, restingFrame)],
            prepare: { context in
                window.holdTransition(context)
                controller.presentationContext = context
                controller.view.frame = restingFrame
                presentation.presentationTransitionWillBegin()
            },
            onComplete: { [weak presentation] didComplete in
                if didComplete, let presentation {
                    TransitionContainerView.putAtRest(controller.view, in: presentation.frameOfPresentedViewInContainerView)
                }
                finish(didComplete)
            })
        return true
    }

    /// Dismisses the controller this one presented, or, if it presents none, this controller
    /// itself. Refused (false) when there is nothing to dismiss or a transition is running.
    /// `completion` runs once the dismissal has completed (not when an interactive one cancels).
    @discardableResult
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        dismiss(animated: animated, drivenBy: nil, completion: completion)
    }

    /// Dismisses, the dismissal driven from its start by `interaction` (a zoom's pull, an app's
    /// own gesture) unless the transitioning delegate or the presentation controller hands out an
    /// interaction controller of its own. A presentation under way whose animator handles
    /// interruptions (`TransitionInterruptionHandling`) may complete where it stands to make way.
    @discardableResult
    public func dismiss(animated: Bool, drivenBy driving: InteractiveTransitioning?, completion: (() -> Void)? = nil) -> Bool {
        let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
        // An arrival under way may make way for the dismissal (a zoom turns round).
        TransitionDriver.interruptArrival(presented?.presentationContext)
        guard let presented, let presenting = presented.presentingViewController,
            presented.presentationContext == nil, let container = presented.presentationContainer
        else { return false }
        let presentation = presented.presentationController
        let finish: (Bool) -> Void = { [weak presenting, weak presented, weak presentation] didComplete in
            guard let presenting, let presented, let presentation else { return }
            presented.presentationContext = nil
            presentation.dismissalTransitionDidEnd(didComplete)
            if didComplete {
                presenting.unlinkPresentation(of: presented)
                presented.viewDidDisappear(animated)
                if presentation.shouldRemovePresentersView { presenting.viewDidAppear(animated) }
                completion?()
            } else {
                if presentation.shouldRemovePresentersView { presenting.view.isHidden = true }
                TransitionContainerView.putAtRest(presented.view, in: presentation.frameOfPresentedViewInContainerView)
                presented.viewWillAppear(animated)
                presented.viewDidAppear(animated)
            }
        }
        presented.viewWillDisappear(animated)
        if presentation.shouldRemovePresentersView { presenting.viewWillAppear(animated) }
        presenting.view.isHidden = false
        guard animated, let window = container.window else {
            presentation.dismissalTransitionWillBegin()
            finish(true)
            return true
        }
        let delegate = presented.transitioningDelegate
        let animator =
            delegate?.animationController(forDismissed: presented)
            ?? presented.preferredAnimator(presenting: false)
            ?? presentation.defaultAnimator(presenting: false)
        TransitionDriver.run(
            .dismiss, in: container, from: presented, to: presenting, animator: animator,
            interaction: delegate?.interactionControllerForDismissal(using: animator)
                ?? presentation.defaultInteractionControllerForDismissal() ?? driving,
            driver: window.driver, frames: [ObjectIdentifier(presented): (presented.view.frame, .zero)],
            prepare: { context in
                window.holdTransition(context)
                presented.presentationContext = context
                presentation.dismissalTransitionWillBegin()
            },
            onComplete: finish)
        return true
    }

    /// The animator of `preferredTransition` for a presentation or dismissal; a sheet keeps its own
    /// slide (which modal styles honour a zoom Apple does not say: here all but `.pageSheet`).
    private func preferredAnimator(presenting: Bool) -> AnimatedTransitioning? {
        guard modalPresentationStyle != .pageSheet else { return nil }
        return preferredTransition?.animator(for: self, presenting ? .present : .dismiss)
    }

    /// Takes `presented` off screen and forgets the presentation.
    private func unlinkPresentation(of presented: ViewController) {
        presented.view.removeFromSuperview()
        presented.presentationContainer?.removeFromSuperview()
        presented.presentationContainer = nil
        presented.presentingViewController = nil
        presented.presentationController.containerView = nil
        presented.presentationController.presentingViewController = nil
        if presentedViewController === presented { presentedViewController = nil }
        TransitionContainerView.putAtRest(presented.view, in: presented.view.bounds)
    }
}
