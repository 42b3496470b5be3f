/// Touch as touch: each finger down is a pointer of its own, numbered from 1 (the lowest number
/// free when it lands; the mouse is 0) until it lifts, so recognizers can follow several fingers
/// (a pan their centroid, a pinch their spread). Touches while the mouse is down are ignored,
/// and the mouse is shut out while any finger is down.
package nonisolated struct TouchDriver: Sendable {
    /// The pointer number of each finger that is down, by the system's finger id.
    private var pointers: [Int64: Int] = [:]

    package init() {}

    /// Whether any finger is down.
    package var isTouching: Bool { !pointers.isEmpty }

    /// The pointer event for finger `id` going `phase` (`.down`, `.move`, `.up`) at `location`;
    /// nil for a finger that is not down (or refused). `mouseIsDown` refuses a new finger.
    package mutating func touch(
        _ phase: PointerEvent.Phase, id: Int64, at location: Point, time: Double, mouseIsDown: Bool
    ) -> PointerEvent? {
        switch phase {
        case .down:
            guard pointers[id] == nil, !mouseIsDown else { return nil }
            let taken = Set(pointers.values)
            let pointer = (1...).first { !taken.contains($0) }!
            pointers[id] = pointer
            return PointerEvent(.down, at: location, time: time, pointer: pointer)
        case .move:
            guard let pointer = pointers[id] else { return nil }
            return PointerEvent(.move, at: location, time: time, pointer: pointer)
        case .up, .cancel:
            guard let pointer = pointers.removeValue(forKey: id) else { return nil }
            return PointerEvent(phase, at: location, time: time, pointer: pointer)
        }
    }
}
