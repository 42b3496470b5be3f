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
