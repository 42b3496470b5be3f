/// Feeds pointer events to the gesture recognizers under the pointer.
///
/// On pointer down it hit-tests the tree and collects the enabled recognizers of the hit view and
/// of its ancestors, innermost first; they receive the whole sequence until the pointer goes up
/// or is cancelled, wherever it wanders. The first recognizer to begin (or, for a discrete one,
/// to end) wins: the others yield. Afterwards every recognizer is reset to `.possible`.
public final class GestureDispatcher {
    /// The tree whose views are hit-tested; its superview space is the window.
    public let root: View
    private var tracked: [GestureRecognizer] = []
    private var isPointerDown = false

    /// Creates a dispatcher for the tree under `root`.
    public init(root: View) {
        self.root = root
    }

    /// Whether a pointer sequence is in progress.
    public var isTracking: Bool { isPointerDown }

    /// Delivers one pointer event.
    public func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            if isPointerDown { finish(cancelling: event) }  // a down without an up: the old sequence is over
            isPointerDown = true
            tracked = []
            var view = root.hitTest(event.location)
            while let current = view {
                tracked += current.gestureRecognizers.filter(\.isEnabled)
                view = current.superview
            }
            deliver { $0.pointerDown(event) }
        case .move:
            guard isPointerDown else { return }
            deliver { $0.pointerMoved(event) }
        case .up:
            guard isPointerDown else { return }
            deliver { $0.pointerUp(event) }
            endSequence()
        case .cancel:
            guard isPointerDown else { return }
            finish(cancelling: event)
        }
    }

    private func finish(cancelling event: PointerEvent) {
        for recognizer in tracked { recognizer.pointerCancelled(event) }
        endSequence()
    }

    /// Hands the event to each live recognizer, innermost first; as soon as one has begun or
    /// ended it has won, and the rest yield without seeing the event.
    private func deliver(_ send: (GestureRecognizer) -> Void) {
        for recognizer in tracked where recognizer.state != .failed {
            if let winner, winner !== recognizer {
                recognizer.yield()
                continue
            }
            send(recognizer)
        }
        if let winner {
            for recognizer in tracked where recognizer !== winner { recognizer.yield() }
        }
    }

    private var winner: GestureRecognizer? { tracked.first { $0.isActive || $0.state == .ended } }

    private func endSequence() {
        isPointerDown = false
        for recognizer in tracked { recognizer.reset() }
        tracked = []
    }
}
