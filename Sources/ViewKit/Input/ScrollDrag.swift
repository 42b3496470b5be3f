/// Turns scrolling (a touchpad's two-finger swipe, a mouse wheel) into a drag, so every pan
/// gesture answers it as it answers the mouse: the first scroll presses a virtual pointer where
/// the mouse is, each scroll moves it as the fingers moved, and a quiet period releases it.
/// SDL2 reports no phases, hence the quiet period; the release's velocity comes from the moves'
/// times, through the pan's own `VelocityTracker`.
///
/// A scroll of (x, y) moves the content as fingers dragging it would: a scroll to the right (x
/// > 0) moves it left, a scroll up (y > 0) moves it down. `flipped` (SDL's
/// `SDL_MOUSEWHEEL_FLIPPED`, natural scrolling) turns both round.
package nonisolated struct ScrollDrag: Sendable {
    /// How long without a scroll ends the drag, in seconds: long enough to bridge the gaps
    /// between a touchpad's scroll events (60–120 a second), short enough to feel like letting go.
    package static let quietPeriod = 0.06
    /// The same for wheel clicks, which a hand spinning a wheel sends 50–150 ms apart.
    package static let clickQuietPeriod = 0.25
    /// Points a precise (touchpad) unit moves the content: chosen so that a two-finger swipe
    /// across a laptop touchpad crosses about a third of a 1,024-point window; there is no
    /// hardware here to measure it on.
    package static let pointsPerPreciseUnit = 40.0
    /// Points one wheel click moves the content: a step, a tenth of a typical window.
    package static let pointsPerClick = 100.0

    /// Where the virtual pointer is while a scroll drag goes on.
    package private(set) var location: Point?
    private var lastTime = 0.0
    /// Whether the drag under way is made of wheel clicks (it waits longer for the next). Fixed
    /// by its first scroll, except that fractions make it a touchpad's: SDL tells the two apart
    /// only by fractions, and a touchpad's value can land on a whole unit.
    private var isClicking = false

    package init() {}

    /// Whether a scroll drag is under way.
    package var isActive: Bool { location != nil }

    /// The pointer events for a scroll of (`x`, `y`) units at `time`, with the mouse at `pointer`:
    /// a press first if no scroll drag is under way, then a move. A touchpad's drag (one whose
    /// scrolls have been `precise`) moves `pointsPerPreciseUnit` a unit, a wheel's `pointsPerClick`.
    package mutating func scroll(x: Double, y: Double, precise: Bool, flipped: Bool, at pointer: Point, time: Double) -> [PointerEvent] {
        guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return [] }
        isClicking = location == nil ? !precise : isClicking && !precise
        let scale = (isClicking ? Self.pointsPerClick : Self.pointsPerPreciseUnit) * (flipped ? -1 : 1)
        var events: [PointerEvent] = []
        let start = location ?? pointer
        if location == nil { events.append(Self.scroll(.down, at: start, time: time)) }
        let moved = Point(x: start.x - x * scale, y: start.y + y * scale)
        location = moved
        lastTime = time
        events.append(Self.scroll(.move, at: moved, time: time))
        return events
    }

    /// The release, once `time` is a quiet period past the last scroll; nil otherwise. A
    /// touchpad's is stamped with the last scroll's time: the fingers left the pad then, still
    /// moving, and the release hands on the speed the scrolls had (so a swipe that ends fast
    /// carries on). A wheel's is stamped now: a notched wheel steps and stops, without momentum.
    package mutating func endIfQuiet(at time: Double) -> PointerEvent? {
        guard let location, time - lastTime >= (isClicking ? Self.clickQuietPeriod : Self.quietPeriod) else { return nil }
        self.location = nil
        return Self.scroll(.up, at: location, time: isClicking ? time : lastTime)
    }

    /// Ends a scroll drag now (the mouse button went down): the release, if one was under way.
    package mutating func end(at time: Double) -> PointerEvent? {
        guard let location else { return nil }
        self.location = nil
        return Self.scroll(.up, at: location, time: time)
    }

    /// An event of the mouse's pointer, marked as made by scrolling.
    private static func scroll(_ phase: PointerEvent.Phase, at location: Point, time: Double) -> PointerEvent {
        var event = PointerEvent(phase, at: location, time: time)
        event.isScroll = true
        return event
    }
}
