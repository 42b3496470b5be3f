/// Turns a sequence of pointer events on a view into a gesture, with UIGestureRecognizer's states.
///
/// Recognizers are attached to a view with `View.addGestureRecognizer(_:)` and fed by a
/// `GestureDispatcher`. The action runs on every state change a client cares about: began,
/// changed, ended and cancelled for continuous gestures; ended for discrete ones.
open class GestureRecognizer {
    /// UIGestureRecognizer.State.
    public enum State: Equatable, Sendable {
        /// Watching the pointer; nothing recognised yet (the resting state).
        case possible
        /// A continuous gesture has started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture finished: a continuous one was released, a discrete one recognised.
        case ended
        /// The gesture was taken away (focus lost, another gesture won after it began).
        case cancelled
        /// The pointer did something this gesture cannot be.
        case failed
    }

    /// The current state; back to `.possible` once the pointer sequence is over.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer receives nothing.
    public var isEnabled = true
    /// Runs on the state changes listed above.
    public var action: ((GestureRecognizer) -> Void)?
    /// The latest pointer location, in window coordinates.
    public internal(set) var windowLocation: Point = .zero

    /// Creates a recognizer with its action.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Where the pointer is, in `view`'s coordinates (window coordinates for nil).
    public func location(in view: View?) -> Point {
        guard let view, let inverse = view.transformToWindow.inverted() else { return windowLocation }
        return inverse.apply(to: windowLocation)
    }

    /// Whether the recognizer is in the middle of a continuous gesture.
    public var isActive: Bool { state == .began || state == .changed }

    // MARK: For subclasses and the dispatcher

    /// A pointer went down on the view (or a subview).
    open func pointerDown(_ event: PointerEvent) { windowLocation = event.location }
    /// The pointer moved while down.
    open func pointerMoved(_ event: PointerEvent) { windowLocation = event.location }
    /// The pointer went up.
    open func pointerUp(_ event: PointerEvent) { windowLocation = event.location }

    /// The pointer was taken away: an active gesture is cancelled, a possible one fails.
    open func pointerCancelled(_ event: PointerEvent) {
        windowLocation = event.location
        if isActive { transition(to: .cancelled) } else if state == .possible { state = .failed }
    }

    /// Another recognizer won this pointer sequence: an active gesture is cancelled, a possible one fails.
    func yield() {
        if isActive { transition(to: .cancelled) } else if state == .possible { state = .failed }
    }

    /// Moves to `state` and runs the action when the state is one a client hears about.
    public func transition(to newState: State) {
        state = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: action?(self)
        case .possible, .failed: break
        }
    }

    /// Back to `.possible` for the next pointer sequence.
    open func reset() { state = .possible }
}

extension View {
    /// Attaches a recognizer to this view (detaching it from any other).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches a recognizer from this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
