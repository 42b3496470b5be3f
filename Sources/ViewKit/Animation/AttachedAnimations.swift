import Motion

/// When a layer animation runs, as Core Animation's `CAMediaTiming`, as a motion: its position
/// is how far through its values the animation is (the run's curve applied), going back on the
/// way back of a run that autoreverses. It is done once every run is over; a `SimulationAnimator`
/// runs it on the layer's driver.
nonisolated struct MediaTiming: Simulation {
    /// Seconds of one way of one run.
    let duration: Double
    /// Seconds from when it is added to when it begins.
    let delay: Double
    /// How many runs: 0 is one, a fraction stops part-way, infinite runs for ever.
    let repeatCount: Double
    let autoreverses: Bool
    let curve: RunCurve

    /// Seconds of one run, there and back when it autoreverses.
    var cycle: Double { autoreverses ? 2 * duration : duration }
    /// Seconds from its beginning to its end.
    var activeDuration: Double { cycle * (repeatCount > 0 ? repeatCount : 1) }

    /// Where it is in its values `time` seconds after it was added: 0 before it begins, its last
    /// position after it ends. A delay below 0 (a begin time in the past) starts it part-way.
    func position(at time: Double) -> Double {
        let done = isDone(at: time)
        return curve.progress(atSeconds: secondsAlongTheWay(done ? activeDuration : max(time - delay, 0), atEnd: done), of: duration)
    }

    func velocity(at time: Double) -> Double {
        let local = time - delay
        guard local > 0, local < activeDuration else { return 0 }
        let seconds = secondsAlongTheWay(local, atEnd: false)
        let goingBack = local.truncatingRemainder(dividingBy: cycle) > duration
        return (goingBack ? -1 : 1) * curve.slope(atSeconds: seconds, of: duration) / duration
    }

    /// How far along the forward way a run is, in seconds, `local` seconds after it began: on the
    /// way back of a run that autoreverses, the time left to the start. Where one run meets the
    /// next, the next begins, as Core Animation's local time wraps; `atEnd`, the last run ends.
    private func secondsAlongTheWay(_ local: Double, atEnd: Bool) -> Double {
        guard cycle.isFinite else { return local }
        var inCycle = local.truncatingRemainder(dividingBy: cycle)
        if inCycle == 0 && local > 0 && atEnd { inCycle = cycle }
        return inCycle > duration ? cycle - inCycle : inCycle
    }

    var destination: Double { position(at: delay + activeDuration) }

    /// Over when its time is, however still it looks. Within a nanosecond a second of the end
    /// counts as the end, as a property animator's: rounding in a clock's sum costs no frame.
    func isDone(at time: Double) -> Bool { time - delay >= activeDuration * (1 - 1e-9) }

    /// Whether it has begun `time` seconds after it was added.
    func hasBegun(at time: Double) -> Bool { time >= delay }
}

/// How a run of a layer animation moves through its values as its time goes: on a timing
/// function's curve, or as a spring released from the first value (`SpringAnimation`).
nonisolated enum RunCurve: Sendable {
    case bezier(CubicBezier)
    case spring(SpringMotion)

    /// How far through its values a run of `duration` seconds is, `seconds` into its way.
    func progress(atSeconds seconds: Double, of duration: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.progress(at: duration > 0 ? seconds / duration : 1)
        case .spring(let motion): motion.value(at: seconds)
        }
    }

    /// The progress's slope against the fraction of the way (seconds / duration).
    func slope(atSeconds seconds: Double, of duration: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.slope(at: duration > 0 ? seconds / duration : 1)
        case .spring(let motion): motion.velocity(at: seconds) * duration
        }
    }
}

/// A number handed to a layer animation as a type of its own, not one of Swift's numeric types:
/// Foundation's `NSNumber`, which iOS code gives Core Animation (`NSNumber(value: 2 * .pi)`), is
/// one in the UIKit module.
public nonisolated protocol AnimationNumber {
    var doubleValue: Double { get }
}

/// A value a layer animation runs through: a vector of numbers (a number, a point, a colour, a
/// transform's components) or a path.
nonisolated enum LayerValue: Equatable {
    case vector(LayerVector)
    case path(Path?)
    /// What is under the animation as a frame is drawn: the model with the older animations over
    /// it (a basic animation's missing end that Core Animation reads live).
    case underneath

    /// `self` plus `other` times `factor`, component by component (a path adds nothing).
    func adding(_ other: LayerValue, scaledBy factor: Double = 1) -> LayerValue {
        guard case .vector(let a) = self, case .vector(let b) = other, a.count == b.count else { return self }
        return .vector(a.adding(b, scaledBy: factor))
    }

    /// The value `fraction` of the way to `other`: straight for vectors; point by point for paths
    /// of the same elements, else the start until the end.
    func interpolated(to other: LayerValue, fraction: Double) -> LayerValue {
        switch (self, other) {
        case (.vector(let a), .vector(let b)) where a.count == b.count:
            return .vector(a.interpolated(to: b, fraction: fraction))
        case (.path(let a?), .path(let b?)):
            return .path(a.interpolated(to: b, fraction: fraction))
        default:
            return fraction < 1 ? self : other
        }
    }

    /// The straight distance to `other` (paced keyframes): 0 between paths.
    func distance(to other: LayerValue) -> Double {
        guard case .vector(let a) = self, case .vector(let b) = other, a.count == b.count else { return 0 }
        return (a - b).magnitudeSquared.squareRoot()
    }

    /// The vector, if this is one.
    var vector: LayerVector? {
        guard case .vector(let vector) = self else { return nil }
        return vector
    }

    /// A number handed to an animation as any of Swift's numeric types (a `CGFloat` from iOS
    /// code too) or as an `AnimationNumber` (an `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        func double(_ value: some BinaryFloatingPoint) -> Double { Double(value) }
        func double(_ value: some BinaryInteger) -> Double { Double(value) }
        switch value {
        case let value as any BinaryFloatingPoint: return double(value)
        case let value as any BinaryInteger: return double(value)
        case let value as any AnimationNumber: return value.doubleValue
        default: return nil
        }
    }
}

/// The values an animation runs through and when: where it is at each fraction of a run.
nonisolated struct LayerKeyframes {
    let values: [LayerValue]
    /// When each value is reached, 0 to 1 (one more for discrete ones, when given so).
    let keyTimes: [Double]
    /// Each stretch's curve; a stretch without one is linear.
    let curves: [CubicBezier]
    let mode: KeyframeCalculationMode

    init(values: [LayerValue], keyTimes: [Double]?, curves: [CubicBezier], mode: KeyframeCalculationMode) {
        self.values = values
        self.curves = curves
        self.mode = mode
        let count = values.count
        let even = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        switch mode {
        case .paced:
            // The times follow the distance covered; with nothing covered, even.
            let steps = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            let total = steps.reduce(0, +)
            self.keyTimes = total > 0 ? steps.reduce(into: [0.0]) { $0.append($0.last! + $1 / total) } : even
        case .discrete:
            let given = keyTimes.flatMap { $0.count == count || $0.count == count + 1 ? $0 : nil }
            self.keyTimes = given ?? (0..<count).map { Double($0) / Double(count) }
        case .linear, .cubic:
            self.keyTimes = keyTimes.flatMap { $0.count == count ? $0 : nil } ?? even
        }
    }

    /// The value `fraction` of the way through a run, `underneath` standing for what is under the
    /// animation. A fraction past 0 or 1 (a spring's or an overshooting curve's) carries on along
    /// the first or last stretch, as Core Animation extrapolates; inside, a value holds before the
    /// first key time and after the last.
    func value(at fraction: Double, underneath: LayerValue) -> LayerValue {
        func resolved(_ value: LayerValue) -> LayerValue { value == .underneath ? underneath : value }
        let last = values.count - 1
        guard last > 0, !fraction.isNaN else { return resolved(values[0]) }
        if mode == .discrete {
            let index = keyTimes.lastIndex { $0 <= fraction } ?? 0
            return resolved(values[min(index, last)])
        }
        let index: Int
        if fraction < 0 && keyTimes[0] == 0 {
            index = 0
        } else if fraction > 1 && keyTimes[last] == 1 {
            index = last - 1
        } else if fraction <= keyTimes[0] {
            return resolved(values[0])
        } else if let next = keyTimes.firstIndex(where: { $0 >= fraction }) {
            index = max(next - 1, 0)
        } else {
            return resolved(values[last])
        }
        let length = keyTimes[index + 1] - keyTimes[index]
        var u = length > 0 ? (fraction - keyTimes[index]) / length : 1
        if mode != .paced, index < curves.count, (0...1).contains(u) { u = curves[index].progress(at: u) }
        guard mode == .cubic else { return resolved(values[index]).interpolated(to: resolved(values[index + 1]), fraction: u) }
        return spline(from: index, at: u)
    }

    /// The spline through the values between `index` and the next, at `u`: the same as a keyframe
    /// block's cubic mode (Catmull-Rom over the key times, one-sided tangents at the ends).
    private func spline(from index: Int, at u: Double) -> LayerValue {
        let last = values.count - 1
        func tangent(_ k: Int) -> LayerVector? {
            let (lo, hi) = (max(k - 1, 0), min(k + 1, last))
            guard let a = values[lo].vector, let b = values[hi].vector, a.count == b.count else { return nil }
            let span = keyTimes[hi] - keyTimes[lo]
            var slope = b
            for index in slope.indices { slope[index] = span > 1e-12 ? (b[index] - a[index]) / span : 0 }
            return slope
        }
        guard let p0 = values[index].vector, let p1 = values[index + 1].vector, p0.count == p1.count,
            let m0 = tangent(index), let m1 = tangent(index + 1), m0.count == p0.count
        else { return values[index].interpolated(to: values[index + 1], fraction: u) }
        let length = keyTimes[index + 1] - keyTimes[index]
        let (u2, u3) = (u * u, u * u * u)
        let (h00, h10, h01, h11) = (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u, 3 * u2 - 2 * u3, u3 - u2)
        var point = p0
        for index in point.indices {
            point[index] = h00 * p0[index] + h10 * length * m0[index] + h01 * p1[index] + h11 * length * m1[index]
        }
        return .vector(point)
    }
}

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

/// Groups the layer animations added between `begin()` and `commit()`, as Core Animation's
/// transactions group them for a completion block: UIKit's `CATransaction` runs on it. The
/// block runs once every animation added in the transaction has ended or been removed (at once
/// on commit when none was added). Outside a transaction there is no block to set. Block
/// animations (`View.animate`) are not counted: their own completions say when they end.
@preconcurrency @MainActor public enum LayerTransaction {
    private final class Group {
        var completion: (() -> Void)?
        var running = 0
        var isCommitted = false

        func runCompletionIfDone() {
            guard isCommitted, running == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The open transactions, innermost last.
    private static var open: [Group] = []

    public static func begin() { open.append(Group()) }

    /// Ends the innermost transaction: its completion block runs when its animations have ended.
    public static func commit() {
        guard let group = open.popLast() else { return }
        group.isCommitted = true
        group.runCompletionIfDone()
    }

    /// The block to run when the animations added in the innermost transaction have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { open.last?.completion = block }

    public static func completionBlock() -> (() -> Void)? { open.last?.completion }

    /// Counts an animation added now in the innermost transaction; returns what to call, once,
    /// when it has ended.
    static func joinCurrent() -> () -> Void {
        guard let group = open.last else { return {} }
        group.running += 1
        var hasEnded = false
        return {
            guard !hasEnded else { return }
            hasEnded = true
            group.running -= 1
            group.runCompletionIfDone()
        }
    }
}
