/// One pressed pointer, as UIKit's `UITouch`: the same object from the press that begins it to
/// the release or cancel that ends it, so a recognizer subclass may keep it and compare it by
/// identity.
@preconcurrency @MainActor public final class Touch: Hashable {
    /// UITouch.Phase, for the phases a pointer has.
    public nonisolated enum Phase: Equatable, Sendable {
        case began
        case moved
        case ended
        case cancelled
    }

    /// The pointer this touch follows (`PointerEvent.pointer`).
    public let pointer: Int
    /// The view the press landed on (the hit-tested one), kept for the whole touch.
    public private(set) weak var view: View?
    public private(set) var phase: Phase
    /// When the touch last changed, in seconds on the event clock.
    public private(set) var timestamp: Double
    private var windowLocation: Point
    private var previousWindowLocation: Point

    init(_ event: PointerEvent, view: View?) {
        pointer = event.pointer
        self.view = view
        phase = .began
        timestamp = event.time
        windowLocation = event.location
        previousWindowLocation = event.location
    }

    /// Moves the touch to what `event` says.
    func update(_ event: PointerEvent) {
        previousWindowLocation = windowLocation
        windowLocation = event.location
        timestamp = event.time
        switch event.phase {
        case .down: phase = .began
        case .move: phase = .moved
        case .up: phase = .ended
        case .cancel: phase = .cancelled
        }
    }

    /// Where the touch is, in `view`'s coordinates (window coordinates for nil).
    public func location(in view: View?) -> Point { GestureRecognizer.convert(windowLocation, to: view) }

    /// Where the touch was at its last change but one, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point { GestureRecognizer.convert(previousWindowLocation, to: view) }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a recognizer's touch methods receive beside the touches, as UIKit's `UIEvent`: when, and
/// every touch of the sequence.
@preconcurrency @MainActor public final class Event {
    /// When it happened, in seconds on the event clock.
    public let timestamp: Double
    /// Every pressed touch of the sequence, this one included.
    public let allTouches: Set<Touch>?
    /// The pointer event it was made from, which the default touch methods hand on.
    let pointerEvent: PointerEvent

    init(_ pointerEvent: PointerEvent, allTouches: Set<Touch>) {
        timestamp = pointerEvent.time
        self.allTouches = allTouches
        self.pointerEvent = pointerEvent
    }
}
