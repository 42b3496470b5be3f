/// The Linux desktop's ways of going back, as GNOME's apps answer them: the mouse's back button,
/// Alt+Left and the Back key go back a screen; Escape closes what is presented. A host turns
/// those inputs into these two calls; code may make them too.
extension Window {
    /// The controller in front: the last of the chain the root controller presents (the root
    /// itself when it presents nothing).
    public var frontmostViewController: ViewController? {
        var front = rootViewController
        while let presented = front?.presentedViewController { front = presented }
        return front
    }

    /// Goes back a screen, as the navigation bar's back button does: pops the top screen of the
    /// frontmost navigation controller, animated. The frontmost is the one in front: the
    /// frontmost controller, or the first navigation controller found in its view, nearest the
    /// top first. A presentation in front keeps the stack behind it, as a dialog does. Returns
    /// whether a pop began (not at a stack's root, nor while a transition runs).
    @discardableResult
    public func goBack() -> Bool {
        guard let front = frontmostViewController, let navigation = Self.navigationController(in: front) else { return false }
        return navigation.popViewController(animated: true) != nil
    }

    /// Escape: a person's request to dismiss the frontmost presentation, heard as a swipe down
    /// or a click outside it is. Dismissed (animated) unless it is modal in presentation or its
    /// delegate's `presentationControllerShouldDismiss` says no; then the delegate hears
    /// `presentationControllerDidAttemptToDismiss` and it stays. Returns whether there was a
    /// presentation to hear it, whatever it did: false only when nothing is presented, which is
    /// when a host may give Escape a meaning of its own.
    @discardableResult
    public func dismissFrontmostPresentation() -> Bool {
        guard let front = frontmostViewController, front.presentingViewController != nil else { return false }
        front.presentationController.dismissAtPersonsRequest()
        return true
    }

    /// `controller` if it is a navigation controller, else the first one whose view is in
    /// `controller`'s view, breadth first, among views that are shown.
    private static func navigationController(in controller: ViewController) -> NavigationController? {
        if let navigation = controller as? NavigationController { return navigation }
        var level: [View] = [controller.view]
        while !level.isEmpty {
            let shown = level.flatMap(\.subviews).filter { !$0.isHidden }
            if let found = shown.lazy.compactMap({ $0.viewController as? NavigationController }).first { return found }
            level = shown
        }
        return nil
    }
}
