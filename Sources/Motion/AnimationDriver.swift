/// Advances running animators once per frame, all to the same instant of one clock.
///
/// The frame loop ticks the clock and then calls `update()`; every animator applies its values
/// for `clock.now` and those that finished run their completions, after all values are applied.
/// Registering and unregistering are O(1); the list is compacted once per update.
@preconcurrency @MainActor public final class AnimationDriver {
    /// The clock every animator on this driver reads.
    public let clock: AnimationClock
    @exclusivity(unchecked) private var running: [PropertyAnimator] = []
    @exclusivity(unchecked) private var finished: [PropertyAnimator] = []
    /// The simulations that settled in the updates under way, kept for its capacity.
    private var settledSimulations: [any SimulationRunning] = []
    @exclusivity(unchecked) private var needsCompaction = false
    /// Running simulations (`SimulationAnimator`), apart from the animators: few, and rarely.
    private var simulations: [any SimulationRunning] = []

    /// Creates a driver on `clock`.
    public init(clock: AnimationClock) {
        self.clock = clock
        anchorTime = clock.now
        anchorClockTime = clock.now
    }

    /// Animation time, in seconds: the clock's time at `rate`.
    public var now: Double { anchorTime + (clock.now - anchorClockTime) * rate }

    /// How fast animation time runs against the clock: 1 normally, 0.1 for the iOS Simulator's
    /// Slow Animations. Positive and finite (anything else is ignored). Changing it keeps `now`
    /// continuous, so nothing jumps when slow motion starts or stops.
    @exclusivity(unchecked) public var rate = 1.0 {
        didSet {
            guard rate > 0, rate.isFinite else {
                rate = oldValue
                return
            }
            anchorTime = anchorTime + (clock.now - anchorClockTime) * oldValue
            anchorClockTime = clock.now
        }
    }
    @exclusivity(unchecked) private var anchorTime = 0.0
    @exclusivity(unchecked) private var anchorClockTime = 0.0

    /// A velocity measured against the clock (a pointer's, in units per second) in animation
    /// time: what an animation must start with to leave at that speed on screen.
    public func animationVelocity(fromClockVelocity velocity: Double) -> Double {
        velocity / rate
    }

    /// Whether any animator or simulation is running (the frame loop keeps drawing while this
    /// holds).
    public var hasRunningAnimations: Bool { runningCount > 0 || !simulations.isEmpty }

    /// How many animators are running.
    public private(set) var runningCount = 0

    /// How many running animators, on any driver, take no touches (`isUserInteractionEnabled`
    /// false): while none does, hit-testing asks nothing of the animators.
    package static var runningWithoutInteraction = 0

    /// The objects that running animators which take no touches animate.
    package var objectsAnimatedWithoutInteraction: [AnyObject] {
        running.filter { $0.isRegistered && !$0.isUserInteractionEnabled }.flatMap(\.capturedOwners)
    }

    /// Applies every running animator's values for the clock's current time, then runs the
    /// completions of those that reached their end.
    public func update() {
        compact()
        let now = self.now
        do {
            // A snapshot: animation blocks may start or stop animators (even this one) meanwhile.
            // It ends with this block, before the completions: one that starts an animator
            // appends to `running`, which must not copy the whole list for a snapshot still held.
            // The snapshot keeps every animator alive, so each is advanced without a retain and
            // release of its own (two atomic operations, a third of an animator's update).
            let list = running
            for index in list.indices where list[index].isRegistered {
                let reachedItsEnd = withoutRetaining(Unmanaged.passUnretained(list[index])) { $0.advance(to: now) }
                if reachedItsEnd { finished.append(list[index]) }
            }
        }
        // A copy: a simulation's blocks may start or stop simulations meanwhile.
        let runningSimulations = simulations
        // This update's settled simulations are the list's tail from `first` to `end`: a
        // completion that updates the driver again (a nested update) completes only those its
        // own update adds after them, and takes them off again. It leaves alone those settled
        // before it and waiting for their completion, which a completion may start again.
        let first = settledSimulations.count
        for simulation in runningSimulations
        where first == 0 || !settledSimulations[..<first].contains(where: { $0 === simulation }) {
            if simulation.advance(to: now) { settledSimulations.append(simulation) }
        }
        let end = settledSimulations.count
        for animator in finished { animator.completeNaturally() }
        finished.removeAll(keepingCapacity: true)
        for index in first..<end { settledSimulations[index].completeNaturally() }
        settledSimulations.removeSubrange(first...)
        compact()
    }

    /// Stops every running animator where it is, without running completions, and lets go of
    /// them and of what their animation blocks hold: for the driver's owner going away (a window
    /// closing). A running animator and its driver hold each other until the animator ends, so
    /// without this an owner torn down mid-animation leaks them both.
    public func stopAllAnimations() {
        let list = running
        for animator in list where animator.isRegistered { animator.abandon() }
        compact()
        let running = simulations
        simulations.removeAll()
        for simulation in running { simulation.abandon() }
    }

    func register(_ simulation: any SimulationRunning) {
        guard !simulations.contains(where: { $0 === simulation }) else { return }
        simulations.append(simulation)
        // Room for all of them to settle in one update, made here where one starts.
        if settledSimulations.capacity < simulations.count { settledSimulations.reserveCapacity(simulations.capacity) }
    }

    func unregister(_ simulation: any SimulationRunning) {
        simulations.removeAll { $0 === simulation }
    }

    func register(_ animator: PropertyAnimator) {
        guard !animator.isRegistered else { return }
        animator.isRegistered = true
        runningCount += 1
        if !animator.isUserInteractionEnabled { Self.runningWithoutInteraction += 1 }
        // It may still sit in the list, unregistered and awaiting compaction.
        if !animator.isListed {
            animator.isListed = true
            running.append(animator)
        }
    }

    /// Hands a running animator over to `other` at once: it leaves this driver's list now, so
    /// that only `other` advances it.
    func handOver(_ animator: PropertyAnimator, to other: AnimationDriver) {
        guard animator.isRegistered, other !== self else { return }
        unregister(animator)
        running.removeAll { $0 === animator }
        animator.isListed = false
        other.register(animator)
    }

    func unregister(_ animator: PropertyAnimator) {
        guard animator.isRegistered else { return }
        animator.isRegistered = false
        runningCount -= 1
        if !animator.isUserInteractionEnabled { Self.runningWithoutInteraction -= 1 }
        needsCompaction = true
    }

    private func compact() {
        guard needsCompaction else { return }
        needsCompaction = false
        running.removeAll { animator in
            if animator.isRegistered { return false }
            animator.isListed = false
            return true
        }
    }
}
