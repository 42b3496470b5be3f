import ViewKit

/// Makes the pointers an application sees out of the mouse, scrolls and touches: the mouse (and
/// a scroll's virtual pointer) is pointer 0, each finger its own pointer (`TouchDriver`); a
/// finger down shuts the mouse out; a press of the mouse ends a scroll drag first; a scroll
/// starts only when no drag is under way; the mouse never moves with a scroll.
struct PointerRouter {
    /// The pointers the application sees pressed.
    private var pressed: Set<Int> = []
    /// Whether any pointer the application sees is pressed.
    var isPointerDown: Bool { !pressed.isEmpty }
    /// Where the last pointer event went (a scroll's virtual pointer included).
    private(set) var lastPointer = Point.zero
    /// Where the mouse is, real or scripted: a scroll never moves it, so a scripted scroll
    /// presses here, as SDL reports a real one where the mouse is.
    private(set) var mouseLocation = Point.zero
    /// Scrolling turned into a drag (see `ScrollDrag`), and the fingers.
    private var scrollDrag = ScrollDrag()
    private var touchDriver = TouchDriver()

    /// Whether a scroll is dragging the pointer (the frame loop keeps running until it lets go).
    var isScrolling: Bool { scrollDrag.isActive }

    /// The mouse, real or scripted: ignored while a finger is down; a press ends a scroll drag
    /// first; moves do not disturb one.
    mutating func mouse(_ phase: PointerEvent.Phase, _ location: Point, time: Double) -> [PointerEvent] {
        mouseLocation = location
        guard !touchDriver.isTouching else { return [] }
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
        guard !isPointerDown || scrollDrag.isActive, !touchDriver.isTouching else { return [] }
        return record(scrollDrag.scroll(x: x, y: y, precise: precise, flipped: flipped, at: pointer, time: time))
    }

    /// A touch: each finger is a pointer of its own (see `TouchDriver`).
    mutating func touch(_ phase: PointerEvent.Phase, id: Int64, at location: Point, time: Double) -> [PointerEvent] {
        let mouseIsDown = pressed.contains(0)
        guard let event = touchDriver.touch(phase, id: id, at: location, time: time, mouseIsDown: mouseIsDown) else { return [] }
        return record([event])
    }

    /// The release of a scroll drag that has been quiet long enough at `time`, on the time base
    /// its scrolls came in.
    mutating func endQuietScroll(at time: Double) -> [PointerEvent] {
        record(scrollDrag.endIfQuiet(at: time).map { [$0] } ?? [])
    }

    /// The window lost the focus: a pressed pointer's button may come up where we never hear of
    /// it, so the drag ends as cancelled (every pointer of it).
    mutating func focusLost(at time: Double) -> [PointerEvent] {
        guard let pointer = pressed.min() else { return [] }
        let cancel = record([PointerEvent(.cancel, at: lastPointer, time: time, pointer: pointer)])
        pressed.removeAll()
        return cancel
    }

    private mutating func record(_ events: [PointerEvent]) -> [PointerEvent] {
        for event in events {
            switch event.phase {
            case .down: pressed.insert(event.pointer)
            case .up, .cancel: pressed.remove(event.pointer)
            case .move: break
            }
            lastPointer = event.location
        }
        return events
    }
}
