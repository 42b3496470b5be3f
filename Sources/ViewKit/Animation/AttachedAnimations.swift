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
    /// position after it ends.
    func position(at time: Double) -> Double {
        let local = isDone(at: time) ? activeDuration : max(time - delay, 0)
        var inCycle = local.truncatingRemainder(dividingBy: cycle)
        if inCycle == 0 && local > 0 { inCycle = cycle }  // the end of a whole run, not the start of the next
        let way = inCycle / duration
        return curve.progress(atWay: way > 1 ? 2 - way : way, of: duration)
    }

    func velocity(at time: Double) -> Double {
        let local = time - delay
        guard local > 0, local < activeDuration else { return 0 }
        let inCycle = local.truncatingRemainder(dividingBy: cycle)
        let way = inCycle / duration
        return way > 1 ? -curve.slope(atWay: 2 - way, of: duration) / duration : curve.slope(atWay: way, of: duration) / duration
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

    /// How far through its values a run of `duration` seconds is, `way` (0 to 1) through its time.
    func progress(atWay way: Double, of duration: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.progress(at: way)
        case .spring(let motion): motion.value(at: way * duration)
        }
    }

    /// The progress's slope against `way`.
    func slope(atWay way: Double, of duration: Double) -> Double {
        switch self {
        case .bezier(let curve): curve.slope(at: way)
        case .spring(let motion): motion.velocity(at: way * duration) * duration
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
    case vector([Double])
    case path(Path?)

    /// `self` plus `other` times `factor`, component by component (a path adds nothing).
    func adding(_ other: LayerValue, scaledBy factor: Double = 1) -> LayerValue {
        guard case .vector(let a) = self, case .vector(let b) = other, a.count == b.count else { return self }
        return .vector(zip(a, b).map { $0 + $1 * factor })
    }

    /// The value `fraction` of the way to `other`: straight for vectors; point by point for paths
    /// of the same elements, else the start until the end.
    func interpolated(to other: LayerValue, fraction: Double) -> LayerValue {
        switch (self, other) {
        case (.vector(let a), .vector(let b)) where a.count == b.count:
            // Exactly `b` at the end.
            return .vector(zip(a, b).map { fraction == 1 ? $1 : $0 + ($1 - $0) * fraction })
        case (.path(let a?), .path(let b?)):
            return .path(a.interpolated(to: b, fraction: fraction))
        default:
            return fraction < 1 ? self : other
        }
    }

    /// The straight distance to `other` (paced keyframes): 0 between paths.
    func distance(to other: LayerValue) -> Double {
        guard case .vector(let a) = self, case .vector(let b) = other, a.count == b.count else { return 0 }
        return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// The vector, if this is one.
    var vector: [Double]? {
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

    /// The value `fraction` of the way through a run. A fraction past 0 or 1 (a spring's or an
    /// overshooting curve's) carries on along the first or last stretch, as Core Animation
    /// extrapolates; inside, a value holds before the first key time and after the last.
    func value(at fraction: Double) -> LayerValue {
        let last = values.count - 1
        guard last > 0 else { return values[0] }
        if mode == .discrete {
            let index = keyTimes.lastIndex { $0 <= fraction } ?? 0
            return values[min(index, last)]
        }
        let index: Int
        if fraction < 0 && keyTimes[0] == 0 {
            index = 0
        } else if fraction > 1 && keyTimes[last] == 1 {
            index = last - 1
        } else if fraction <= keyTimes[0] {
            return values[0]
        } else if let next = keyTimes.firstIndex(where: { $0 >= fraction }) {
            index = next - 1
        } else {
            return values[last]
        }
        let length = keyTimes[index + 1] - keyTimes[index]
        var u = length > 0 ? (fraction - keyTimes[index]) / length : 1
        if mode != .paced, index < curves.count, (0...1).contains(u) { u = curves[index].progress(at: u) }
        guard mode == .cubic else { return values[index].interpolated(to: values[index + 1], fraction: u) }
        return spline(from: index, at: u)
    }

    /// The spline through the values between `index` and the next, at `u`: the same as a keyframe
    /// block's cubic mode (Catmull-Rom over the key times, one-sided tangents at the ends).
    private func spline(from index: Int, at u: Double) -> LayerValue {
        let last = values.count - 1
        func tangent(_ k: Int) -> [Double]? {
            let (lo, hi) = (max(k - 1, 0), min(k + 1, last))
            guard let a = values[lo].vector, let b = values[hi].vector, a.count == b.count else { return nil }
            let span = keyTimes[hi] - keyTimes[lo]
            return zip(a, b).map { span > 1e-12 ? ($1 - $0) / span : 0 }
        }
        guard let p0 = values[index].vector, let p1 = values[index + 1].vector, p0.count == p1.count,
            let m0 = tangent(index), let m1 = tangent(index + 1), m0.count == p0.count
        else { return values[index].interpolated(to: values[index + 1], fraction: u) }
        let length = keyTimes[index + 1] - keyTimes[index]
        let (u2, u3) = (u * u, u * u * u)
        let (h00, h10, h01, h11) = (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u, 3 * u2 - 2 * u3, u3 - u2)
        return .vector((0..<p0.count).map { h00 * p0[$0] + h10 * length * m0[$0] + h01 * p1[$0] + h11 * length * m1[$0] })
    }
}

/// The animations attached to a layer, as Core Animation's `add(_:forKey:)` keeps them: by key,
/// oldest first, each running on the layer's driver, and what each shows now. A view's layer and
/// a shape layer each keep one, and say what their key paths are.
@MainActor final class AttachedAnimations {
    private struct Attached {
        let key: String
        let animation: BasicAnimation
        /// What it animates: one track for an animation, one for each of a group's animations
        /// that animates; none for a key path the layer does not animate (it only runs its time
        /// and tells its delegate).
        let tracks: [Track]
        let runner: SimulationAnimator<MediaTiming>
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

    private var attached: [Attached] = []
    /// How many animations were added without a key: each gets a key of its own.
    private var unnamed = 0

    // A layer that goes takes its animations with it: one that repeats for ever would keep its
    // driver running.
    isolated deinit {
        for entry in attached { entry.runner.stopAnimation() }
    }

    var isEmpty: Bool { attached.isEmpty }

    /// Runs `animation` under `key` (a key of its own when nil), replacing any under the same key,
    /// on `driver`. `keyframes` reads what an animation of the layer runs through (before the one
    /// it replaces goes); nil for a key path or values the layer does not animate. A group runs
    /// each of its animations in its own time, as Core Animation's `CAAnimationGroup`.
    func add(
        _ animation: BasicAnimation, forKey key: String?, driver: AnimationDriver,
        keyframes: (BasicAnimation) -> LayerKeyframes?
    ) {
        let key =
            key
            ?? {
                unnamed += 1
                return "animation.\(unnamed)"
            }()
        let timing = animation.timing(addedAt: driver.now)
        let members = (animation as? AnimationGroup)?.animations ?? [animation]
        let tracks = members.compactMap { member -> Track? in
            guard let keyPath = member.keyPath, let values = keyframes(member) else { return nil }
            return Track(
                keyPath: keyPath, keyframes: values, isAdditive: member.isAdditive,
                timingInGroup: member === animation ? nil : member.timing(addedAt: 0, unsetDuration: timing.duration),
                fillMode: member.fillMode)
        }
        removeAnimation(forKey: key)
        let runner = SimulationAnimator(simulation: timing, driver: driver)
        runner.addCompletion { [weak self, weak runner] in
            guard let self, let runner else { return }
            if let index = attached.firstIndex(where: { $0.runner === runner }) {
                if animation.isRemovedOnCompletion {
                    attached.remove(at: index)
                } else {
                    // Kept, it holds its last value only when it fills forward, as Core Animation's.
                    attached[index].endedShowing = animation.fillMode.fillsForwards
                }
            }
            animation.delegate?.animationDidStop(animation, finished: true)
        }
        attached.append(Attached(key: key, animation: animation, tracks: tracks, runner: runner))
        // The delegate hears the start when the animation begins: now, or at its `beginTime`.
        var started = false
        runner.addAnimations { [weak runner] _ in
            guard !started, let runner, runner.simulation.hasBegun(at: runner.elapsed) else { return }
            started = true
            animation.delegate?.animationDidStart(animation)
        }
        runner.startAnimation()
    }

    func animation(forKey key: String) -> BasicAnimation? {
        attached.first { $0.key == key }?.animation
    }

    /// Stops the animation under `key`: what is under it shows again (the model, or an older
    /// animation), and its delegate hears that it did not finish.
    func removeAnimation(forKey key: String) {
        guard let index = attached.firstIndex(where: { $0.key == key }) else { return }
        let removed = attached.remove(at: index)
        guard removed.endedShowing == nil else { return }  // ended before: its delegate has heard
        removed.runner.stopAnimation()
        removed.animation.delegate?.animationDidStop(removed.animation, finished: false)
    }

    func removeAll() {
        for key in attached.map(\.key) { removeAnimation(forKey: key) }
    }

    var keys: [String]? { attached.isEmpty ? nil : attached.map(\.key) }

    /// Each animation that shows now, oldest first: its key path, its value, and whether it adds
    /// to what is under it. A layer lays them over its model in this order.
    func forEachShown(_ body: (_ keyPath: String, _ value: LayerValue, _ isAdditive: Bool) -> Void) {
        for entry in attached where !entry.tracks.isEmpty {
            let timing = entry.runner.simulation
            let fraction: Double
            if let endedShowing = entry.endedShowing {
                guard endedShowing else { continue }
                fraction = timing.destination
            } else {
                let elapsed = entry.runner.elapsed
                guard timing.hasBegun(at: elapsed) || entry.animation.fillMode.fillsBackwards else { continue }
                fraction = timing.position(at: elapsed)
            }
            for track in entry.tracks {
                guard let inGroup = track.timingInGroup else {
                    body(track.keyPath, track.keyframes.value(at: fraction), track.isAdditive)
                    continue
                }
                // The group's time, as its curve runs it; a member shows inside its own active
                // time, and outside it as it fills.
                let time = fraction * timing.duration
                guard inGroup.hasBegun(at: time) || track.fillMode.fillsBackwards,
                    !inGroup.isDone(at: time) || track.fillMode.fillsForwards
                else { continue }
                body(track.keyPath, track.keyframes.value(at: inGroup.position(at: time)), track.isAdditive)
            }
        }
    }
}
