/// Runs a `Simulation` on a driver in real time, as Flutter's `AnimationController.animateWith`
/// does: every frame its animation blocks get the simulation's position at the time since it
/// started, and when the simulation is done they get its destination, exactly, and the
/// completions run. It reads the driver's time, so slow motion slows it as it slows everything.
///
/// Where a `PropertyAnimator` runs a curve between two ends, scrubbed and reversed, this runs
/// motion whose end the physics decides (a scroll's deceleration, a spring from any state).
@preconcurrency @MainActor public final class SimulationAnimator<Runs: Simulation> {
    /// The motion it runs.
    public let simulation: Runs
    /// The driver that advances it.
    public let driver: AnimationDriver
    /// Whether it is running.
    public private(set) var isRunning = false
    private var startTime = 0.0
    private var timeSpace: BoundTimeSpace?
    private var animations: [(Runs.Value) -> Void] = []
    private var completions: [() -> Void] = []

    /// An animator of `simulation` on `driver`, not started.
    public init(simulation: Runs, driver: AnimationDriver) {
        self.simulation = simulation
        self.driver = driver
    }

    /// Adds a block called with the position whenever it changes.
    public func addAnimations(_ animation: @escaping (Runs.Value) -> Void) { animations.append(animation) }

    /// Adds a block run once the simulation is done (not when it is stopped).
    public func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs it in `space`'s local time (a layer's, for Core Animation's layer timing) while
    /// `lifetime` lasts, instead of the driver's. Set it before starting.
    public func run(in space: any TimeSpace, lifetime: AnimationLifetime) {
        timeSpace = BoundTimeSpace(space: space, lifetime: lifetime)
    }

    /// The time it runs on: the driver's, or its time space's.
    private func localTime(_ driverTime: Double) -> Double { timeSpace?.localTime(driverTime) ?? driverTime }

    /// Seconds of animation time since it started (0 before).
    public var elapsed: Double { isRunning ? localTime(driver.now) - startTime : 0 }

    /// Where the simulation is now.
    public var position: Runs.Value { simulation.position(at: elapsed) }

    /// How fast it moves now, per second of animation time.
    public var velocity: Runs.Value { isRunning ? simulation.velocity(at: elapsed) : .zero }

    /// Starts the simulation from its beginning now, applying its first position at once.
    public func startAnimation() {
        guard !isRunning else { return }
        startTime = localTime(driver.now)
        isRunning = true
        driver.register(self)
        apply(simulation.position(at: 0))
    }

    /// Stops it where it is; the completions do not run.
    public func stopAnimation() {
        guard isRunning else { return }
        isRunning = false
        driver.unregister(self)
        completions.removeAll()
    }

    private func apply(_ value: Runs.Value) {
        for animation in animations { animation(value) }
    }
}

extension SimulationAnimator: SimulationRunning {
    func advance(to now: Double) -> Bool {
        guard isRunning else { return false }
        let time = localTime(now) - startTime
        let done = simulation.isDone(at: time)
        apply(done ? simulation.destination : simulation.position(at: time))
        return done
    }

    func completeNaturally() {
        guard isRunning else { return }
        isRunning = false
        driver.unregister(self)
        let handlers = completions
        completions.removeAll()
        animations.removeAll()
        for handler in handlers { handler() }
    }

    func abandon() {
        isRunning = false
        completions.removeAll()
        animations.removeAll()
    }
}

/// What the driver needs of a running simulation, whatever it simulates.
protocol SimulationRunning: AnyObject {
    /// Applies the position at `now`; returns whether the simulation is done.
    func advance(to now: Double) -> Bool
    /// Ends a simulation that is done: its completions run.
    func completeNaturally()
    /// Lets go of everything without running the completions (the driver's owner went away).
    func abandon()
}
