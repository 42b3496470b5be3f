/// What shows of every animating property, kept packed: Core Animation's render tree for
/// Drawer's model.
///
/// An animating property whose vector packs (`VectorArithmetic.packedCount` > 0) has a *slot*
/// here: its model's scalars and what shows of them, side by side with every other animating
/// property's. Each of its offsets is an *entry*: the offset's scalars, in the *group* of its
/// animator and weighting. `refresh()` computes each group's weight once, then what shows for
/// every slot, `model + Σ offset · weight`, in the property's order of offsets, the same sum
/// `AnimatableProperty.presentationData` makes one property at a time: a group of slots that
/// were made together and hold one entry each (a block that moved many views) is one loop over
/// contiguous numbers. Properties at rest have no slot and cost nothing.
///
/// What shows depends on the time of each animator's clock, which moves with no word to the
/// store, so the store serves what it computed only inside `serving(_:)` (a frame's drawing,
/// a hit-test), which refreshes first; anything that changes the store meanwhile ends the
/// serving, and reads fall back to the property's own sum. Outside a serving scope every read
/// is the property's own sum, as before the store.
///
/// Slots and entries are recycled; a property holds its slot, and an offset its entry, with a
/// generation, so that a handle to a slot recycled since reads nothing.
@usableFromInline @MainActor package final class PresentationStore {
    /// The main actor's store: animations run on the main actor alone.
    @usableFromInline package static let shared = PresentationStore()

    /// A slot's place: `start ..< start + count` in the model and shown scalars.
    private struct Slot {
        var start: Int
        var count: Int
        var firstEntry: Int32 = -1
        var lastEntry: Int32 = -1
        var entryCount: Int32 = 0
        var generation: UInt32 = 0
        var isLive = false
    }

    /// One offset: its scalars at `delta` in `deltas`, weighted by its group's weight.
    private struct Entry {
        var slot: Int32
        var group: Int32
        var delta: Int
        var next: Int32 = -1
        var generation: UInt32 = 0
        var isLive = false
    }

    /// The offsets of one animator that share a weighting: one weight a refresh.
    private struct Group {
        /// Unowned: what an animator animates holds it, not the store (a paused animator that
        /// nothing holds goes, with its views); it takes its groups out as it goes. Unmanaged,
        /// so that a refresh borrows it without a retain and a release a group.
        var animator: Unmanaged<PropertyAnimator>?

        init(animator: PropertyAnimator, weighting: OffsetWeighting) {
            self.animator = .passUnretained(animator)
            self.weighting = weighting
        }

        func belongs(to animator: PropertyAnimator) -> Bool {
            self.animator?.toOpaque() == Unmanaged.passUnretained(animator).toOpaque()
        }
        var weighting: OffsetWeighting
        var weight = 0.0
        var entryCount = 0
        /// Its entries as they were added (some may have gone since): for taking out what an
        /// animator left without reading every entry of the store.
        var entries: [PresentationEntry] = []
    }

    /// A stretch of single-entry slots of one group whose slots and offsets both lie contiguous:
    /// shown = model + offset · weight, over `length` scalars.
    private struct Run {
        var start: Int
        var delta: Int
        var length: Int
        var group: Int32
    }

    private var model = ScalarBuffer()
    private var shown = ScalarBuffer()
    private var deltas = ScalarBuffer()
    private var slots: [Slot] = []
    private var entries: [Entry] = []
    private var groups: [Group] = []
    private var freeSlots: [[Int32]] = []
    private var freeEntries: [Int32] = []
    private var freeDeltas: [[Int]] = []
    private var freeGroups: [Int32] = []
    /// Derived from the slots and entries when their structure changed.
    private var runs: [Run] = []
    private var multiEntrySlots: [Int32] = []
    private var needsRebuild = false
    /// Whether what `shown` holds is what every read would compute now.
    @usableFromInline package private(set) var isServing = false

    /// How many slots are in use: properties animating through the store.
    package var liveSlotCount: Int { slots.count - freeSlots.reduce(0) { $0 + $1.count } }
    /// How many groups are in use: weightings the store computes once a refresh.
    package var liveGroupCount: Int { groups.count - freeGroups.count }

    // MARK: Serving

    /// Computes what shows for every slot once, then runs `body`, in which reads of what shows
    /// come from the store until anything changes an animation.
    ///
    /// `body` is a reader of what shows: the renderer's frame, a hit-test. A change of a model
    /// or of an animation inside it ends the serving (reads then sum again); a change of an
    /// animator's timing (a scrub, a pause) must not happen inside it.
    package func serving<Result>(_ body: () throws -> Result) rethrows -> Result {
        if isServing { return try body() }  // nested: already fresh
        refresh()
        isServing = true
        defer { isServing = false }
        return try body()
    }

    /// Computes each group's weight, then what shows for every slot.
    package func refresh() {
        if needsRebuild { rebuild() }
        // Each driver's time read once: the groups of one driver's animators come one after another.
        var lastDriver: ObjectIdentifier?
        var driverTime = 0.0
        // Through the buffer: one exclusivity check for the loop, not two a group.
        groups.withUnsafeMutableBufferPointer { groups in
            for index in groups.indices where groups[index].entryCount > 0 {
                guard let animator = groups[index].animator else { continue }
                groups[index].weight = withoutRetaining(animator) { animator in
                    let driver = ObjectIdentifier(animator.driver)
                    if driver != lastDriver {
                        lastDriver = driver
                        driverTime = animator.driver.now
                    }
                    return groups[index].weighting.weight(animator, driverTime: driverTime)
                }
            }
        }
        let (model, shown, deltas) = (self.model.base, self.shown.base, self.deltas.base)
        runs.withUnsafeBufferPointer { runs in
            groups.withUnsafeBufferPointer { groups in
                for run in runs {
                    let weight = groups[Int(run.group)].weight
                    let (out, base, offset) = (shown + run.start, model + run.start, deltas + run.delta)
                    for index in 0..<run.length { out[index] = base[index] + offset[index] * weight }
                }
            }
        }
        // Slots of several entries sum them one by one, in the property's order of offsets.
        for slotIndex in multiEntrySlots {
            let slot = slots[Int(slotIndex)]
            let out = shown + slot.start
            out.update(from: model + slot.start, count: slot.count)
            var entryIndex = slot.firstEntry
            while entryIndex >= 0 {
                let entry = entries[Int(entryIndex)]
                let weight = groups[Int(entry.group)].weight
                let offset = deltas + entry.delta
                for index in 0..<slot.count { out[index] = out[index] + offset[index] * weight }
                entryIndex = entry.next
            }
        }
    }

    /// What shows of `slot`'s scalars, while serving and while the slot is the handle's.
    @usableFromInline func shownScalars(_ slot: PresentationSlot) -> UnsafePointer<Double>? {
        guard isServing, slot.index >= 0, slots[Int(slot.index)].generation == slot.generation else { return nil }
        return UnsafePointer(shown.base + slots[Int(slot.index)].start)
    }

    /// Where `slot`'s shown scalars start (for a reader that keeps them: the bench), nil if the
    /// handle is stale.
    package func shownOffset(_ slot: PresentationSlot) -> Int? {
        guard slot.index >= 0, slots[Int(slot.index)].generation == slot.generation else { return nil }
        return slots[Int(slot.index)].start
    }

    /// The shown scalars, valid until a slot is next made.
    package var shownScalars: UnsafePointer<Double> { UnsafePointer(shown.base) }

    // MARK: Slots and entries

    /// A slot of `count` scalars holding `model`, for a property's first packed offset.
    func makeSlot(count: Int, model write: (UnsafeMutablePointer<Double>) -> Void) -> PresentationSlot {
        changed()
        let index: Int32
        if count < freeSlots.count, let reused = freeSlots[count].popLast() {
            index = reused
        } else {
            index = Int32(slots.count)
            let start = model.append(count: count)
            _ = shown.append(count: count)
            slots.append(Slot(start: start, count: count))
        }
        slots[Int(index)].isLive = true
        write(model.base + slots[Int(index)].start)
        shown.base.advanced(by: slots[Int(index)].start).update(from: model.base + slots[Int(index)].start, count: count)
        return PresentationSlot(index: index, generation: slots[Int(index)].generation)
    }

    /// Writes `slot`'s model scalars: what shows changes, the slots and entries do not (layout
    /// writes models every frame while views animate).
    func writeModel(_ slot: PresentationSlot, _ write: (UnsafeMutablePointer<Double>) -> Void) {
        guard let start = shownOffset(slot) else { return }
        isServing = false
        write(model.base + start)
    }

    /// Adds an offset to `slot` on `animator` with `weighting`, its scalars written by `write`.
    func addEntry(
        to slot: PresentationSlot, animator: PropertyAnimator, weighting: OffsetWeighting,
        _ write: (UnsafeMutablePointer<Double>) -> Void
    ) -> PresentationEntry {
        guard shownOffset(slot) != nil else { return .none }
        changed()
        let count = slots[Int(slot.index)].count
        let group = group(of: animator, weighting: weighting)
        let delta: Int
        if count < freeDeltas.count, let reused = freeDeltas[count].popLast() {
            delta = reused
        } else {
            delta = deltas.append(count: count)
        }
        write(deltas.base + delta)
        let index: Int32
        if let reused = freeEntries.popLast() {
            index = reused
            entries[Int(index)].slot = slot.index
            entries[Int(index)].group = group
            entries[Int(index)].delta = delta
            entries[Int(index)].next = -1
        } else {
            index = Int32(entries.count)
            entries.append(Entry(slot: slot.index, group: group, delta: delta))
        }
        entries[Int(index)].isLive = true
        groups[Int(group)].entryCount += 1
        let handle = PresentationEntry(index: index, generation: entries[Int(index)].generation)
        groups[Int(group)].entries.append(handle)
        // Appended last in the slot, as the offset is in the property.
        let last = slots[Int(slot.index)].lastEntry
        if last >= 0 { entries[Int(last)].next = index } else { slots[Int(slot.index)].firstEntry = index }
        slots[Int(slot.index)].lastEntry = index
        slots[Int(slot.index)].entryCount += 1
        return handle
    }

    /// Removes an offset's entry; the slot goes with its last entry. Returns whether the slot
    /// is gone (or the handle was stale).
    @discardableResult func removeEntry(_ handle: PresentationEntry) -> Bool {
        guard handle.index >= 0, entries[Int(handle.index)].generation == handle.generation, entries[Int(handle.index)].isLive
        else { return true }
        changed()
        let entry = entries[Int(handle.index)]
        entries[Int(handle.index)].isLive = false
        entries[Int(handle.index)].generation &+= 1  // a stale handle reads nothing
        freeEntries.append(handle.index)
        let count = slots[Int(entry.slot)].count
        if freeDeltas.count <= count { freeDeltas += Array(repeating: [], count: count + 1 - freeDeltas.count) }
        freeDeltas[count].append(entry.delta)
        groups[Int(entry.group)].entryCount -= 1
        if groups[Int(entry.group)].entryCount == 0 { freeGroup(entry.group) }
        // Unlinked from its slot's list.
        let slotIndex = Int(entry.slot)
        var previous: Int32 = -1
        var current = slots[slotIndex].firstEntry
        while current >= 0, current != handle.index {
            previous = current
            current = entries[Int(current)].next
        }
        if previous >= 0 { entries[Int(previous)].next = entry.next } else { slots[slotIndex].firstEntry = entry.next }
        if slots[slotIndex].lastEntry == handle.index { slots[slotIndex].lastEntry = previous }
        slots[slotIndex].entryCount -= 1
        guard slots[slotIndex].entryCount == 0 else { return false }
        slots[slotIndex].isLive = false
        slots[slotIndex].generation &+= 1
        if freeSlots.count <= count { freeSlots += Array(repeating: [], count: count + 1 - freeSlots.count) }
        freeSlots[count].append(entry.slot)
        return true
    }

    /// Removes every entry of `animator`'s groups: what it animated on owners that have gone
    /// (a living owner's property removes its own as the animator settles it).
    func removeEntries(of animator: PropertyAnimator) {
        let owned = animator.presentationGroups.filter { groups[Int($0)].belongs(to: animator) }
        animator.presentationGroups.removeAll()
        // A handle gone stale (its entry removed, perhaps reused) removes nothing.
        for group in owned { for handle in groups[Int(group)].entries { removeEntry(handle) } }
    }

    /// An animator's timing changed (a scrub, a pause, a reversal, a new segment): what the store
    /// summed no longer holds.
    func timingDidChange() { isServing = false }

    // MARK: Private

    /// Any change ends the serving and, for a change of structure, calls for a rebuild.
    private func changed() {
        isServing = false
        needsRebuild = true
    }

    private func group(of animator: PropertyAnimator, weighting: OffsetWeighting) -> Int32 {
        // The last group first: a block's properties come one after another.
        for index in animator.presentationGroups.reversed()
        where groups[Int(index)].belongs(to: animator) && groups[Int(index)].weighting == weighting {
            return index
        }
        let made = Group(animator: animator, weighting: weighting)
        let index: Int32
        if let reused = freeGroups.popLast() {
            index = reused
            groups[Int(index)] = made
        } else {
            index = Int32(groups.count)
            groups.append(made)
        }
        animator.presentationGroups.append(index)
        return index
    }

    private func freeGroup(_ index: Int32) {
        if let animator = groups[Int(index)].animator?.takeUnretainedValue() {
            animator.presentationGroups.removeAll { $0 == index }
        }
        groups[Int(index)].animator = nil
        groups[Int(index)].entries = []
        freeGroups.append(index)
    }

    /// The runs and the slots of several entries, from the live entries in the order they were
    /// made (a block's properties, one after another).
    private func rebuild() {
        needsRebuild = false
        runs.removeAll(keepingCapacity: true)
        multiEntrySlots.removeAll(keepingCapacity: true)
        for slotIndex in slots.indices where slots[slotIndex].isLive && slots[slotIndex].entryCount > 1 {
            multiEntrySlots.append(Int32(slotIndex))
        }
        for entry in entries where entry.isLive {
            let slot = slots[Int(entry.slot)]
            guard slot.entryCount == 1 else { continue }
            if var last = runs.last, last.group == entry.group, last.start + last.length == slot.start,
                last.delta + last.length == entry.delta
            {
                last.length += slot.count
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(start: slot.start, delta: entry.delta, length: slot.count, group: entry.group))
            }
        }
    }
}

/// A property's place in the presentation store.
@usableFromInline package struct PresentationSlot {
    @usableFromInline let index: Int32
    @usableFromInline let generation: UInt32
    @usableFromInline static let none = PresentationSlot(index: -1, generation: 0)
    @usableFromInline var exists: Bool { index >= 0 }
}

/// An offset's place in the presentation store.
@usableFromInline struct PresentationEntry {
    @usableFromInline let index: Int32
    @usableFromInline let generation: UInt32
    @usableFromInline static let none = PresentationEntry(index: -1, generation: 0)
}

/// Doubles in one allocation that grows by doubling: the store's scalars, read through raw
/// pointers in its loops (no bounds checks, no reference counting).
private struct ScalarBuffer {
    private(set) var base = UnsafeMutablePointer<Double>.allocate(capacity: 64)
    private var capacity = 64
    private var count = 0

    /// Makes room for `added` more scalars (zero) at the end; returns where they start.
    mutating func append(count added: Int) -> Int {
        let start = count
        if count + added > capacity {
            let grown = max(capacity * 2, count + added)
            let moved = UnsafeMutablePointer<Double>.allocate(capacity: grown)
            moved.moveInitialize(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = grown
        }
        (base + count).initialize(repeating: 0, count: added)
        count += added
        return start
    }
}
