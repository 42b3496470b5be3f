import Synchronization

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

    /// The local time of `time`, or `time` itself once the space has gone, or while no space
    /// anywhere keeps a time of its own (most of the time: then it costs one load).
    @MainActor func localTime(_ time: Double) -> Double {
        guard TimeSpaces.anyKeepsItsOwnTime, lifetime.isAlive else { return time }
        return space.localTime(atDriverTime: time)
    }
}

/// Whether any time space keeps a time of its own (a layer with a `speed`, `timeOffset` or
/// `beginTime` set): counted by the spaces, on any thread, so that animators skip asking theirs
/// while none does.
public nonisolated enum TimeSpaces {
    private static let count = Atomic<Int>(0)

    /// Whether any space keeps a time of its own now.
    public static var anyKeepsItsOwnTime: Bool { count.load(ordering: .relaxed) > 0 }

    /// A space began (`true`) or stopped keeping a time of its own.
    public static func keepsItsOwnTime(_ begins: Bool) {
        if begins { count.add(1, ordering: .relaxed) } else { count.subtract(1, ordering: .relaxed) }
    }
}

// Reflection (`dump`, a failed expectation describing an animator) would read the unowned
// reference after the space has gone: it shows only whether the space lives.
extension BoundTimeSpace: CustomReflectable {
    @usableFromInline var customMirror: Mirror { Mirror(self, children: ["isAlive": lifetime.isAlive]) }
}
