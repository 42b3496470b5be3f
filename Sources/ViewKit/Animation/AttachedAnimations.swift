import Motion

/// The animations attached to a layer, as Core Animation's `add(_:forKey:)` keeps them: by key,
/// oldest first, each running on the layer's driver, and what each shows now. A view's layer and
/// a shape layer each keep one, and say what their key paths are.
@MainActor final class AttachedAnimations {
    /// An animation as it was added: Core Animation copies it, so changing the object after
    /// changes nothing that runs (the object is kept for `animation(forKey:)`).
    private struct Attached {
        let key: String
        let animation: BasicAnimation
        let delegate: AnimationDelegate?
        let isRemovedOnCompletion: Bool
        let fillMode: FillMode
        /// What it animates: one track for an animation, one for each of a group's animations
        /// that animates; none for a key path the layer does not animate (it only runs its time
        /// and tells its delegate).
        let tracks: [Track]
        var runner: SimulationAnimator<MediaTiming>
        /// Whether its delegate has heard it start.
        let started: Flag
        /// Tells the transaction it was added in that it is over (`LayerTransaction`).
        let ended: () -> Void
        /// Set once it has ended and is kept: whether its last value still shows.
        var endedShowing: Bool?
    }

    /// One key path's values, and, in a group, its own timing in the group's time.
    private struct Track {
        let keyPath: String
        let keyframes: LayerKeyframes
        let isAdditive: Bool
        /// In a group: the animation's timing, its `beginTime` counted from the group's start.
        let timingInGroup: MediaTiming?
        let fillMode: FillMode
    }

    private final class Flag {
        var isSet = false
    }

    private var attached: [Attached] = []
    /// How many animations were added without a key: each gets a key of its own.
    private var unnamed = 0
    /// The driver the layer's animations run on now: its view's window's, or the fallback.
    private let currentDriver: () -> AnimationDriver
    /// The view whose layer time the animations run in (Core Animation's layer timing); nil for
    /// the driver's own time.
    private let timeSpace: () -> View?

    init(driver: @escaping () -> AnimationDriver, timeSpace: @escaping () -> View?) {
        currentDriver = driver
        self.timeSpace = timeSpace
    }

    // A layer that goes takes its animations with it: one that repeats for ever would keep its
    // driver running.
    isolated deinit {
        for entry in attached { entry.runner.stopAnimation() }
    }

    var isEmpty: Bool { attached.isEmpty }

    /// Runs `animation` under `key` (a key of its own when nil), replacing any under the same key.
    /// `keyframes` reads what an animation of the layer runs through; nil for a key path or values
    /// the layer does not animate. A group runs each of its animations in its own time, as Core
    /// Animation's `CAAnimationGroup`. Delegates hear of a replaced animation once the new one
    /// runs, so that one that adds again finds the layer settled.
    func add(_ animation: BasicAnimation, forKey key: String?, keyframes: (BasicAnimation) -> LayerKeyframes?) {
        let key =
            key
            ?? {
                unnamed += 1
                return "animation.\(unnamed)"
            }()
        let driver = currentDriver()
        // A begin time is the layer's own time, as Core Animation's.
        let timing = animation.timing(addedAt: timeSpace()?.localTime(atDriverTime: driver.now) ?? driver.now)
        let members = (animation as? AnimationGroup)?.animations ?? [animation]
        let tracks = members.compactMap { member -> Track? in
            guard let keyPath = member.keyPath, let values = keyframes(member) else { return nil }
            return Track(
                keyPath: keyPath, keyframes: values, isAdditive: member.isAdditive,
                timingInGroup: member === animation ? nil : member.timing(addedAt: 0, unsetDuration: timing.duration),
                fillMode: member.fillMode)
        }
        let replaced = detach(key)
        let started = Flag()
        let ended = LayerTransaction.joinCurrent()
        attached.append(
            Attached(
                key: key, animation: animation, delegate: animation.delegate,
                isRemovedOnCompletion: animation.isRemovedOnCompletion, fillMode: animation.fillMode, tracks: tracks,
                runner: runner(timing, on: driver, for: animation, delegate: animation.delegate, started: started, ended: ended),
                started: started, ended: ended))
        attached[attached.count - 1].runner.startAnimation()
        if driver === AnimationDriver.fallback { Self.waitForWindow(self) }
        replaced.map(Self.tellStopped)
    }

    /// A runner of `timing` on `driver` that tells `delegate` when `animation` begins and ends.
    private func runner(
        _ timing: MediaTiming, on driver: AnimationDriver, for animation: BasicAnimation, delegate: AnimationDelegate?,
        started: Flag, ended: @escaping () -> Void
    ) -> SimulationAnimator<MediaTiming> {
        let runner = SimulationAnimator(simulation: timing, driver: driver)
        if let view = timeSpace() { runner.run(in: view, lifetime: view.animationLifetime) }
        runner.addCompletion { [weak self, weak runner] in
            guard let self, let runner, let index = attached.firstIndex(where: { $0.runner === runner }) else { return }
            if attached[index].isRemovedOnCompletion {
                attached.remove(at: index)
            } else {
                // Kept, it holds its last value only when it fills forward, as Core Animation's.
                attached[index].endedShowing = attached[index].fillMode.fillsForwards
            }
            delegate?.animationDidStop(animation, finished: true)
            ended()
        }
        // The delegate hears the start when the animation begins: now, or at its `beginTime`.
        runner.addAnimations { [weak runner] _ in
            guard !started.isSet, let runner, runner.simulation.hasBegun(at: runner.elapsed) else { return }
            started.isSet = true
            delegate?.animationDidStart(animation)
        }
        return runner
    }

    func animation(forKey key: String) -> BasicAnimation? {
        attached.first { $0.key == key }?.animation
    }

    /// Stops the animation under `key`: what is under it shows again (the model, or an older
    /// animation), and its delegate hears that it did not finish.
    func removeAnimation(forKey key: String) {
        detach(key).map(Self.tellStopped)
    }

    /// Stops every animation, then tells their delegates.
    func removeAll() {
        let removed = attached.map(\.key).compactMap(detach)
        removed.forEach(Self.tellStopped)
    }

    /// Takes the animation under `key` out and stops it; returns it if its delegate has yet to
    /// hear that it stopped.
    private func detach(_ key: String) -> Attached? {
        guard let index = attached.firstIndex(where: { $0.key == key }) else { return nil }
        let removed = attached.remove(at: index)
        guard removed.endedShowing == nil else { return nil }  // ended before: its delegate has heard
        removed.runner.stopAnimation()
        return removed
    }

    private static func tellStopped(_ removed: Attached) {
        removed.delegate?.animationDidStop(removed.animation, finished: false)
        removed.ended()
    }

    var keys: [String]? { attached.isEmpty ? nil : attached.map(\.key) }

    /// Each animation that shows now, oldest first: its key path, its value given what is under
    /// it, and whether it adds to that. A layer lays them over its model in this order.
    func forEachShown(
        _ body: (_ keyPath: String, _ value: (_ underneath: LayerValue) -> LayerValue, _ isAdditive: Bool) -> Void
    ) {
        for entry in attached where !entry.tracks.isEmpty {
            let timing = entry.runner.simulation
            let fraction: Double
            if let endedShowing = entry.endedShowing {
                guard endedShowing else { continue }
                fraction = timing.destination
            } else {
                let elapsed = entry.runner.elapsed
                guard timing.hasBegun(at: elapsed) || entry.fillMode.fillsBackwards else { continue }
                fraction = timing.position(at: elapsed)
            }
            for track in entry.tracks {
                guard let inGroup = track.timingInGroup else {
                    body(track.keyPath, { track.keyframes.value(at: fraction, underneath: $0) }, track.isAdditive)
                    continue
                }
                // The group's time, as its curve runs it; a member shows inside its own active
                // time, and outside it as it fills.
                let time = fraction * timing.duration
                // A member that spans the group's cycle shows its last value at the cycle's end
                // (where the group's curve lands exactly, a hair short of the next cycle).
                guard inGroup.hasBegun(at: time) || track.fillMode.fillsBackwards,
                    time - inGroup.delay <= inGroup.activeDuration || track.fillMode.fillsForwards
                else { continue }
                let position = inGroup.position(at: time)
                body(track.keyPath, { track.keyframes.value(at: position, underneath: $0) }, track.isAdditive)
            }
        }
    }

    // MARK: Joining a window

    /// Layers whose animations were added outside a window: they run on the fallback driver,
    /// which no frame loop ticks, until their view joins a window (a spinner added in
    /// `viewDidLoad`).
    private static var waiting: [WeakAttachedAnimations] = []

    private struct WeakAttachedAnimations {
        weak var value: AttachedAnimations?
    }

    private static func waitForWindow(_ animations: AttachedAnimations) {
        guard !waiting.contains(where: { $0.value === animations }) else { return }
        waiting.append(WeakAttachedAnimations(value: animations))
    }

    /// Moves the animations of layers that have joined a window onto its driver, each where it
    /// has come to: called as a view or a shape layer is put in a view.
    static func moveToWindows() {
        guard !waiting.isEmpty else { return }
        waiting.removeAll { entry in entry.value?.moveToCurrentDriver() ?? true }
    }

    /// Puts every running animation on the current driver, its time carried over; returns
    /// whether that driver is a window's (so that nothing waits any more).
    private func moveToCurrentDriver() -> Bool {
        let driver = currentDriver()
        guard driver !== AnimationDriver.fallback else { return false }
        for index in attached.indices where attached[index].runner.driver !== driver && attached[index].runner.isRunning {
            let old = attached[index].runner
            let elapsed = old.elapsed
            let timing = old.simulation
            let moved = MediaTiming(
                duration: timing.duration, delay: timing.delay - elapsed, repeatCount: timing.repeatCount,
                autoreverses: timing.autoreverses, curve: timing.curve)
            old.stopAnimation()
            let entry = attached[index]
            attached[index].runner = runner(
                moved, on: driver, for: entry.animation, delegate: entry.delegate, started: entry.started, ended: entry.ended)
            attached[index].runner.startAnimation()
        }
        return true
    }
}
