import Motion

/// Feeds pointer events to the gesture recognizers under the pointers.
///
/// When a pointer goes down it hit-tests the tree and collects the enabled recognizers of the hit
/// view and of its ancestors, innermost first; that pointer's events go to them until it goes up,
/// wherever it wanders. Several pointers (fingers) make one sequence, from the first down to the
/// last up: a recognizer that already follows a pointer gets the next one too, so a pan follows
/// the centroid and a pinch sees two fingers. The first recognizer to begin (or, for a discrete
/// one, to end) wins: the others yield, unless the two allow simultaneous recognition
/// (`GestureRecognizer.shouldRecognizeSimultaneously`). When the sequence ends, a cancel ends it
/// early, every recognizer is reset to `.possible`.
@preconcurrency @MainActor public final class GestureDispatcher {
    /// The tree whose views are hit-tested; its superview space is the window.
    public let root: View
    /// Every recognizer in the current sequence, in the order they joined (innermost first per pointer).
    private var tracked: [GestureRecognizer] = []
    /// The recognizers each pressed pointer's events go to.
    private var targets: [Int: [GestureRecognizer]] = [:]
    /// Each pressed pointer as a touch, the same object for its whole sequence.
    private var touches: [Int: Touch] = [:]

    /// Creates a dispatcher for the tree under `root`.
    public init(root: View) {
        self.root = root
    }

    /// Whether a pointer sequence is in progress.
    public var isTracking: Bool { !targets.isEmpty }

    /// Delivers one pointer event.
    public func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            if targets[event.pointer] != nil { finish(cancelling: event) }  // a down without an up: the old sequence is over
            var chain: [GestureRecognizer] = []
            let hit = PresentationStore.shared.serving { root.hitTest(event.location) }
            var view = hit
            while let current = view {
                chain += current.gestureRecognizers.filter { $0.isEnabled && ($0.acceptsScrolls || !event.isScroll) }
                view = current.superview
            }
            for recognizer in chain where !tracked.contains(where: { $0 === recognizer }) {
                tracked.append(recognizer)
                recognizer.peers = { [weak self] in self?.tracked ?? [] }
            }
            targets[event.pointer] = chain
            let touch = Touch(event, view: hit)
            touches[event.pointer] = touch
            let with = Event(event, allTouches: Set(touches.values))
            deliver(to: chain) { $0.touchesBegan([touch], with: with) }
        case .move:
            guard let chain = targets[event.pointer], let touch = touches[event.pointer] else { return }
            touch.update(event)
            let with = Event(event, allTouches: Set(touches.values))
            deliver(to: chain) { $0.touchesMoved([touch], with: with) }
        case .up:
            guard let chain = targets[event.pointer], let touch = touches[event.pointer] else { return }
            touch.update(event)
            let with = Event(event, allTouches: Set(touches.values))
            deliver(to: chain) { $0.touchesEnded([touch], with: with) }
            targets[event.pointer] = nil
            touches[event.pointer] = nil
            if targets.isEmpty { endSequence() }
        case .cancel:
            guard !targets.isEmpty else { return }
            finish(cancelling: event)
        }
    }

    private func finish(cancelling event: PointerEvent) {
        for touch in touches.values {
            touch.update(PointerEvent(.cancel, at: touch.location(in: nil), time: event.time, pointer: touch.pointer))
        }
        let cancelled = Set(touches.values)
        let with = Event(event, allTouches: cancelled)
        for recognizer in tracked { recognizer.touchesCancelled(cancelled, with: with) }
        endSequence()
    }

    /// Hands the event to each live recognizer of `chain`, innermost first. A recognizer that has
    /// begun (or ended, for a discrete one) has won: the others yield without seeing the event,
    /// except those it may run together with.
    private func deliver(to chain: [GestureRecognizer], _ send: (GestureRecognizer) -> Void) {
        var winners = tracked.filter(\.isActive)
        for recognizer in chain where recognizer.state == .possible || recognizer.isActive {
            if winners.contains(where: { $0 !== recognizer && !$0.allowsSimultaneousRecognition(with: recognizer) }) {
                recognizer.yield()
                continue
            }
            send(recognizer)
            if (recognizer.isActive || recognizer.state == .ended) && !winners.contains(where: { $0 === recognizer }) {
                winners.append(recognizer)
            }
        }
        for winner in winners {
            for recognizer in tracked where recognizer !== winner && !winner.allowsSimultaneousRecognition(with: recognizer) {
                recognizer.yield()
            }
        }
        settleWaiting()
    }

    /// Lets the recognizers waiting on others' failure take what they reached, or fail.
    private func settleWaiting() {
        for recognizer in tracked where recognizer.pendingState != nil { recognizer.settlePendingState() }
    }

    private func endSequence() {
        // What has not recognized by the end of the sequence has failed, so a tap that waited on
        // a drag that never came is a tap now.
        for recognizer in tracked where recognizer.state == .possible && recognizer.pendingState == nil {
            recognizer.state = .failed
        }
        settleWaiting()
        for recognizer in tracked {
            recognizer.reset()
            recognizer.peers = { [] }
        }
        tracked = []
        targets = [:]
        touches = [:]
    }
}
