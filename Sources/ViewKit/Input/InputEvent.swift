/// Input as the host delivers it to an application: plain values with timestamps, so tests can
/// drive everything without a window.
public enum InputEvent: Equatable, Sendable {
    /// A pointer (mouse, left button) event.
    case pointer(PointerEvent)
    /// A key press.
    case key(Key)
}

/// One pointer event: where and when, in window points and seconds.
public struct PointerEvent: Equatable, Sendable {
    /// What happened to the pointer.
    public enum Phase: Equatable, Sendable {
        /// The button went down.
        case down
        /// The pointer moved (with the button down or not).
        case move
        /// The button went up.
        case up
        /// The system took the pointer away (focus lost); gestures end as cancelled.
        case cancel
    }

    public var phase: Phase
    /// Location in window coordinates, in points.
    public var location: Point
    /// When the event happened, in seconds. Only differences between the events of one pointer
    /// sequence matter (gesture velocity): scripted input is stamped with the animation clock,
    /// real input with the time the input system queued it.
    public var time: Double

    /// Creates a pointer event.
    public init(_ phase: Phase, at location: Point, time: Double) {
        self.phase = phase
        self.location = location
        self.time = time
    }
}
