/// Touch as touch: the first finger down drives the pointer; other fingers neither move nor
/// steal it; lifting the driving finger releases it, and the next gesture starts with the next
/// finger down. A touch while the mouse is down (or the mouse while a finger drives) is ignored.
package struct TouchDriver: Sendable {
    /// The finger driving the pointer, if any.
    package private(set) var driving: Int64?

    package init() {}

    /// The pointer event for finger `id` going `phase` (`.down`, `.move`, `.up`) at `location`;
    /// nil when the finger is not the driving one. `mouseIsDown` refuses a new finger.
    package mutating func touch(
        _ phase: PointerEvent.Phase, id: Int64, at location: Point, time: Double, mouseIsDown: Bool
    ) -> PointerEvent? {
        switch phase {
        case .down:
            guard driving == nil, !mouseIsDown else { return nil }
            driving = id
            return PointerEvent(.down, at: location, time: time)
        case .move:
            return driving == id ? PointerEvent(.move, at: location, time: time) : nil
        case .up, .cancel:
            guard driving == id else { return nil }
            driving = nil
            return PointerEvent(phase, at: location, time: time)
        }
    }
}
