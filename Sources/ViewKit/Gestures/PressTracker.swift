/// What follows a press as a control or a table row does: shown pressed from the press until
/// it ends, and acting on a release that has not wandered.
@MainActor protocol PressFollowing: AnyObject {
    /// A single pointer pressed at `location`, in the tracker's view's coordinates.
    func pressBegan(at location: Point)
    /// Whether the press is still followed (a control disabled since stops following it).
    var isFollowingPress: Bool { get }
    /// The press ended: released in place (before `pressTapped`), or cancelled.
    func pressEnded(cancelled: Bool)
    /// The release was a tap, at `location` in the view's coordinates.
    func pressTapped(at location: Point)
}

/// A press followed as UIControl's tracking follows one: from the press until the pointer
/// wanders more than a tap may (10 points) or lets go, a tap on a release that has not
/// wandered, and a cancel when the press wanders off or is taken away. It is a discrete
/// gesture, so a pan around the view (a scroll view's) still takes a drag that starts on it,
/// cancelling the press.
@MainActor final class PressTracker: GestureRecognizer {
    static let allowableMovement = 10.0
    private unowned let target: any PressFollowing
    private var origin: Point = .zero

    init(following target: any PressFollowing) {
        self.target = target
        super.init()
        action = { [unowned target] tracker in
            guard let view = tracker.view else { return }
            target.pressTapped(at: tracker.location(in: view))
        }
    }

    override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        guard numberOfPointers == 1 else {
            fail()
            return
        }
        origin = event.location
        if let view { target.pressBegan(at: location(in: view)) }
    }

    override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if state == .possible && event.location.distance(to: origin) > Self.allowableMovement { fail() }
    }

    override func pointerUp(_ event: PointerEvent) {
        super.pointerUp(event)
        guard state == .possible else { return }
        // A press no longer followed (a control disabled since) is no tap either.
        if !target.isFollowingPress || event.location.distance(to: origin) > Self.allowableMovement {
            fail()
        } else {
            target.pressEnded(cancelled: false)
            transition(to: .ended)
        }
    }

    /// Another recognizer won the pointer (a scroll view's drag): the press ends as cancelled
    /// at once, not at the release.
    override func yield() {
        super.yield()
        target.pressEnded(cancelled: true)
    }

    /// The system took the pointer: the same.
    override func pointerCancelled(_ event: PointerEvent) {
        super.pointerCancelled(event)
        target.pressEnded(cancelled: true)
    }

    /// Whatever else ends the sequence before a release ends the press as cancelled too.
    override func reset() {
        super.reset()
        target.pressEnded(cancelled: true)
    }

    private func fail() {
        if state == .possible { state = .failed }
        target.pressEnded(cancelled: true)
    }
}
