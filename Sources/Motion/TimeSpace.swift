/// A local time that animations run in, as a Core Animation layer's: the driver's time mapped
/// through the layer and its ancestors (`speed`, `timeOffset`, `beginTime`). An animator bound to
/// one reads its time there, so pausing the space (speed 0) freezes it where it is, and moving
/// the space's offset scrubs it.
public protocol TimeSpace: AnyObject {
    /// The local time at the driver's time `time`, in seconds.
    func localTime(atDriverTime time: Double) -> Double
}

/// The time space an animator runs in: held unowned, and read only while its owner lives (the
/// same guard as an animated property's owner, for the same reason: a weak reference would give
/// every view a side table and slow every retain of it).
@usableFromInline nonisolated struct BoundTimeSpace {
    unowned(unsafe) let space: any TimeSpace
    let lifetime: AnimationLifetime

    /// The local time of `time`, or `time` itself once the space has gone.
    @MainActor func localTime(_ time: Double) -> Double {
        lifetime.isAlive ? space.localTime(atDriverTime: time) : time
    }
}

// Reflection (`dump`, a failed expectation describing an animator) would read the unowned
// reference after the space has gone: it shows only whether the space lives.
extension BoundTimeSpace: CustomReflectable {
    @usableFromInline var customMirror: Mirror { Mirror(self, children: ["isAlive": lifetime.isAlive]) }
}
