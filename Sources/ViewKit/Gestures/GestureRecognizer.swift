/// Turns a sequence of pointer events on a view into a gesture, with UIGestureRecognizer's states.
///
/// Recognizers are attached to a view with `View.addGestureRecognizer(_:)` and fed by a
/// `GestureDispatcher`. The action runs on every state change a client cares about: began,
/// changed, ended and cancelled for continuous gestures; ended for discrete ones.
@preconcurrency @MainActor open class GestureRecognizer {
    /// UIGestureRecognizer.State.
    public nonisolated enum State: Equatable, Sendable {
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

    /// The current state; back to `.possible` once the pointer sequence is over. A subclass sets
    /// it as UIKit's do (UIGestureRecognizerSubclass): setting it is `transition(to:)`, so a
    /// begin may be refused and the action runs.
    public var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    private var currentState: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer receives nothing.
    public var isEnabled = true
    /// Whether scrolling turned into a drag (`PointerEvent.isScroll`) reaches this recognizer, as
    /// UIPanGestureRecognizer's `allowedScrollTypesMask` decides on iPadOS. True by default (a
    /// wheel drives every pan); a slider in a scrolling panel says false, so that a wheel over it
    /// scrolls the panel instead of moving the slider.
    public var acceptsScrolls = true
    /// Runs on the state changes listed above.
    public var action: ((GestureRecognizer) -> Void)?
    /// Where the pointers are, in window coordinates: the centroid of those pressed, or where the
    /// last one went up.
    public internal(set) var windowLocation: Point = .zero
    /// Asked when this recognizer or `other` begins while the other is still live: true lets
    /// both run together (UIGestureRecognizerDelegate's
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`; either side may allow it).
    /// Otherwise the first to begin wins and the other yields.
    public var shouldRecognizeSimultaneously: ((_ other: GestureRecognizer) -> Bool)?

    /// Asked when the recognizer is about to begin: false makes it fail for this pointer sequence
    /// instead, so that other recognizers may have the pointers (UIGestureRecognizerDelegate's
    /// `gestureRecognizerShouldBegin(_:)`).
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Asked as UIGestureRecognizerDelegate is, after the closures above: either refusing to
    /// begin refuses, and either allowing simultaneous recognition allows it.
    public weak var delegate: GestureRecognizerDelegate?
    /// The recognizers this one waits on (`require(toFail:)`), held weakly.
    private var failureRequirements: [() -> GestureRecognizer?] = []
    /// What this recognizer reached (began, or ended for a discrete one) while a recognizer it
    /// waits on could still recognize: it takes that state once they have all failed, and fails
    /// if one of them recognizes (`GestureDispatcher` settles it after each event).
    var pendingState: State?
    /// The other recognizers of the current pointer sequence, which the dispatcher hands over.
    var peers: () -> [GestureRecognizer] = { [] }
    /// ViewKit's own rule for when a recognizer it installs may begin (the interactive pop's edge
    /// and direction), asked before `shouldBegin`, which stays the app's.
    package var mayBegin: (() -> Bool)?
    /// The pressed pointers this recognizer follows, in the order they went down.
    private var pressed: [(id: Int, location: Point)] = []
    /// How far the centroid jumped when the last pointer landed or lifted (zero for a move), so
    /// that a gesture following the centroid can keep its translation steady.
    private(set) var centroidJump: Point = .zero

    /// Creates a recognizer with its action.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Where the pointers are, in `view`'s coordinates (window coordinates for nil): their
    /// centroid, as UIKit's `location(in:)` for several touches.
    public func location(in view: View?) -> Point { Self.convert(windowLocation, to: view) }

    /// Whether the pointers it follows come from scrolling (a touchpad, a wheel), not a press.
    public private(set) var isScrolling = false

    /// How many pressed pointers the recognizer follows (UIKit's `numberOfTouches`).
    public var numberOfPointers: Int { pressed.count }

    /// Where the pressed pointer at `index` (in the order they went down) is, in `view`'s
    /// coordinates (UIKit's `location(ofTouch:in:)`).
    public func location(ofPointer index: Int, in view: View?) -> Point {
        Self.convert(pressed[index].location, to: view)
    }

    static func convert(_ windowPoint: Point, to view: View?) -> Point {
        guard let view, let inverse = view.transformToWindow.inverted() else { return windowPoint }
        return inverse.apply(to: windowPoint)
    }

    /// Whether the recognizer is in the middle of a continuous gesture.
    public var isActive: Bool { state == .began || state == .changed }

    // MARK: For subclasses and the dispatcher

    /// A touch began, as UIGestureRecognizerSubclass has it: the dispatcher calls these four, and
    /// each hands its pointer event to the pointer method below, which the built-in recognizers
    /// override. A subclass written for UIKit overrides these and calls `super`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) { pointerDown(event.pointerEvent) }
    /// A touch moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) { pointerMoved(event.pointerEvent) }
    /// A touch ended.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) { pointerUp(event.pointerEvent) }
    /// The touches were taken away.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) { pointerCancelled(event.pointerEvent) }

    /// A pointer went down on the view (or a subview): it joins the pressed pointers.
    open func pointerDown(_ event: PointerEvent) {
        let before = windowLocation
        let hadPointers = !pressed.isEmpty
        if !hadPointers { isScrolling = event.isScroll }
        pressed.removeAll { $0.id == event.pointer }
        pressed.append((event.pointer, event.location))
        windowLocation = centroid
        centroidJump = hadPointers ? windowLocation - before : .zero
    }

    /// A pressed pointer moved.
    open func pointerMoved(_ event: PointerEvent) {
        place(event)
        windowLocation = centroid
        centroidJump = .zero
    }

    /// A pointer went up: it leaves the pressed pointers. When it was the last one,
    /// `windowLocation` stays where it went up.
    open func pointerUp(_ event: PointerEvent) {
        place(event)
        let before = centroid
        pressed.removeAll { $0.id == event.pointer }
        if pressed.isEmpty {
            windowLocation = event.location
            centroidJump = .zero
        } else {
            windowLocation = centroid
            centroidJump = windowLocation - before
        }
    }

    /// The pointers were taken away: an active gesture is cancelled, a possible one fails.
    open func pointerCancelled(_ event: PointerEvent) {
        pendingState = nil
        pressed.removeAll()
        windowLocation = event.location
        centroidJump = .zero
        if isActive { transition(to: .cancelled) } else if state == .possible { state = .failed }
    }

    /// Another recognizer won this pointer sequence: an active gesture is cancelled, a possible one fails.
    func yield() {
        pendingState = nil
        if isActive { transition(to: .cancelled) } else if state == .possible { state = .failed }
    }

    /// Makes this recognizer wait for `other` to fail before it recognizes, as UIKit's
    /// `require(toFail:)`: a pan that must not take an edge swipe, a tap that must not take
    /// a drag. It fails if `other` recognizes.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append { [weak other] in other }
    }

    /// Whether this recognizer waits for `other` to fail: it was told to, or either delegate says
    /// so (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
    func waits(on other: GestureRecognizer) -> Bool {
        other !== self
            && (failureRequirements.contains { $0() === other }
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
    }

    /// Whether a recognizer this one waits on has recognized (this one must fail), or may
    /// still (this one must wait); both false when none stands in its way.
    private var failureDependency: (recognized: Bool, pending: Bool) {
        var result = (recognized: false, pending: false)
        for other in peers() where waits(on: other) {
            if other.isActive || other.state == .ended { result.recognized = true }
            if other.state == .possible { result.pending = true }
        }
        return result
    }

    /// Settles a pending recognition: taken when what it waits on has failed, dropped (failed)
    /// when that recognized; left pending while it may still.
    func settlePendingState() {
        guard let pending = pendingState else { return }
        let dependency = failureDependency
        if dependency.recognized {
            pendingState = nil
            currentState = .failed
        } else if !dependency.pending {
            pendingState = nil
            transition(to: pending)
        }
    }

    /// Whether this recognizer and `other` may run together.
    func allowsSimultaneousRecognition(with other: GestureRecognizer) -> Bool {
        shouldRecognizeSimultaneously?(other) == true || other.shouldRecognizeSimultaneously?(self) == true
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    private func place(_ event: PointerEvent) {
        if let index = pressed.firstIndex(where: { $0.id == event.pointer }) { pressed[index].location = event.location }
    }

    private var centroid: Point {
        guard !pressed.isEmpty else { return windowLocation }
        var sum = Point.zero
        for pointer in pressed { sum = sum + pointer.location }
        return sum * (1 / Double(pressed.count))
    }

    /// A continuous gesture's move: it begins once `beginsNow` holds, and changes after.
    func continueGesture(beginsNow: Bool) {
        switch state {
        case .possible where beginsNow: transition(to: .began)
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    /// Moves to `state` and runs the action when the state is one a client hears about; a move to
    /// `.began` that `shouldBegin` refuses fails instead.
    public func transition(to newState: State) {
        if newState == .began || (newState == .ended && !isActive) {
            let dependency = failureDependency
            if dependency.recognized {
                pendingState = nil
                currentState = .failed
                return
            }
            if dependency.pending {
                pendingState = newState
                return
            }
        }
        if newState == .began,
            mayBegin?() == false || shouldBegin?(self) == false || delegate?.gestureRecognizerShouldBegin(self) == false
        {
            currentState = .failed
            return
        }
        currentState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: action?(self)
        case .possible, .failed: break
        }
    }

    /// Back to `.possible` for the next pointer sequence.
    open func reset() {
        currentState = .possible
        pendingState = nil
        pressed.removeAll()
        centroidJump = .zero
    }
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

/// What an app decides for a recognizer, as UIGestureRecognizerDelegate: whether it may begin,
/// whether it may run together with another, and whether it waits for another to fail. Each method has UIKit's default.
@preconcurrency @MainActor public protocol GestureRecognizerDelegate: AnyObject {
    /// False makes the recognizer fail instead of beginning (true by default).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// True lets the two run together (false by default; either's delegate may allow it).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// True makes the recognizer wait for the other to fail (false by default), as
    /// `require(toFail:)` does.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// True makes the other recognizer wait for this one to fail (false by default).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}
