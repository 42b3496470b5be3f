import ViewKit

/// Makes the one pointer an application sees out of the mouse, scrolls and touches: a finger
/// that drives the pointer shuts the mouse out; a press of the mouse ends a scroll drag first;
/// a scroll starts only when no drag is under way; the mouse never moves with a scroll.
struct PointerRouter {
    /// Whether the pointer the application sees is pressed.
    private(set) var isPointerDown = false
    /// Where the last pointer event went (a scroll's virtual pointer included).
    private(set) var lastPointer = Point.zero
    /// Where the mouse is, real or scripted: a scroll never moves it, so a scripted scroll
    /// presses here, as SDL reports a real one where the mouse is.
    private(set) var mouseLocation = Point.zero
    /// Scrolling turned into a drag (see `ScrollDrag`), and the finger that drives the pointer.
    private var scrollDrag = ScrollDrag()
    private var touchDriver = TouchDriver()

    /// Whether a scroll is dragging the pointer (the frame loop keeps running until it lets go).
    var isScrolling: Bool { scrollDrag.isActive }

    /// The mouse, real or scripted: ignored while a finger drives the pointer; a press ends a
    /// scroll drag first; moves do not disturb one.
    mutating func mouse(_ phase: PointerEvent.Phase, _ location: Point, time: Double) -> [PointerEvent] {
        mouseLocation = location
        guard touchDriver.driving == nil else { return [] }
        var events: [PointerEvent] = []
        if phase == .down, let release = scrollDrag.end(at: time) {
            events.append(PointerEvent(release.phase, at: release.location, time: time))
        }
        if phase == .move && scrollDrag.isActive { return record(events) }
        events.append(PointerEvent(phase, at: location, time: time))
        return record(events)
    }

    /// A scroll at `pointer` (where the mouse is): a drag under way keeps the pointer.
    mutating func scroll(x: Double, y: Double, precise: Bool, flipped: Bool, at pointer: Point, time: Double) -> [PointerEvent] {
        guard !isPointerDown || scrollDrag.isActive, touchDriver.driving == nil else { return [] }
        return record(scrollDrag.scroll(x: x, y: y, precise: precise, flipped: flipped, at: pointer, time: time))
    }

    /// A touch: the first finger drives the pointer (see `TouchDriver`).
    mutating func touch(_ phase: PointerEvent.Phase, id: Int64, at location: Point, time: Double) -> [PointerEvent] {
        let mouseIsDown = isPointerDown && touchDriver.driving == nil
        guard let event = touchDriver.touch(phase, id: id, at: location, time: time, mouseIsDown: mouseIsDown) else { return [] }
        return record([event])
    }

    /// The release of a scroll drag that has been quiet long enough at `time`, on the time base
    /// its scrolls came in.
    mutating func endQuietScroll(at time: Double) -> [PointerEvent] {
        record(scrollDrag.endIfQuiet(at: time).map { [$0] } ?? [])
    }

    /// The window lost the focus: a pressed pointer's button may come up where we never hear of
    /// it, so the drag ends as cancelled.
    mutating func focusLost(at time: Double) -> [PointerEvent] {
        guard isPointerDown else { return [] }
        return record([PointerEvent(.cancel, at: lastPointer, time: time)])
    }

    private mutating func record(_ events: [PointerEvent]) -> [PointerEvent] {
        for event in events {
            switch event.phase {
            case .down: isPointerDown = true
            case .up, .cancel: isPointerDown = false
            case .move: break
            }
            lastPointer = event.location
        }
        return events
    }
}
