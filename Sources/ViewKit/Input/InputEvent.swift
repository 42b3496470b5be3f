/// Input as the host delivers it to an application: plain values with timestamps, so tests can
/// drive everything without a window.
public nonisolated enum InputEvent: Equatable, Sendable {
    /// A pointer event: the mouse's left button, or a finger.
    case pointer(PointerEvent)
    /// A key press.
    case key(Key)
}

/// One pointer event: where and when, in window points and seconds.
public nonisolated struct PointerEvent: Equatable, Sendable {
    /// What happened to the pointer.
    public nonisolated enum Phase: Equatable, Sendable {
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
    /// Which pointer: the mouse is 0, each finger on a touch screen its own number from 1 while
    /// it is down (as UITouch objects tell fingers apart).
    public var pointer: Int
    /// Whether scrolling made it (a mouse wheel, a touchpad's two-finger swipe, turned into a
    /// drag by the host): recognizers that do not accept scrolls never see it.
    public var isScroll = false

    /// Creates an event of the mouse, pointer 0.
    public init(_ phase: Phase, at location: Point, time: Double) {
        self.init(phase, at: location, time: time, pointer: 0)
    }

    /// Creates an event of pointer `pointer`.
    public init(_ phase: Phase, at location: Point, time: Double, pointer: Int) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pointer = pointer
    }
}
