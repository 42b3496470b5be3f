/// Building a `PropertyAnimator`: its animation blocks and completions, and the end values it
/// captures from them and settles where it ends.
extension PropertyAnimator {
    // MARK: Building

    /// Adds an animation block: it is called with the progress whenever the progress changes.
    /// Refused (false) while stopped.
    @discardableResult
    public func addAnimations(_ animation: @escaping (Double) -> Void) -> Bool {
        guard state != .stopped else { return false }
        animations.append(animation)
        return true
    }

    /// Adds an animation from `from` to `to`, handing the interpolated value to `apply`. Added to
    /// an animator already under way, it runs over what is left: from `from` at the current
    /// progress to `to` at the end.
    @discardableResult @inlinable
    public func addAnimation<Value: Interpolatable>(
        from: Value, to: Value,
        _ apply: @escaping (Value) -> Void
    ) -> Bool {
        let start = state == .inactive ? 0 : progress
        let span = 1 - start
        return addAnimations { p in
            let local = span > 1e-12 ? (p - start) / span : 1
            apply(Value.interpolate(from: from, to: to, fraction: local))
        }
    }

    /// Adds an end-value block, as UIViewPropertyAnimator's `addAnimations(_:)`: the animatable
    /// properties it sets animate from their values before it to the values it sets. The block
    /// runs when the animator starts (or is paused or scrubbed first); added to an animator under
    /// way it runs at once, and its changes run over what is left of the animator, from the
    /// properties' current values. Refused (false) while stopped.
    @discardableResult
    public func addAnimations(_ animation: @escaping () -> Void) -> Bool {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an end-value block whose changes start at `delayFactor` (in 0..<1) of the animator's
    /// duration and run the animator's curve over the rest (the SDK header's reading; Apple's
    /// page contradicts its own example). Added to an animator under way, the changes start
    /// at that point or now, whichever is later. Refused (false) while stopped.
    @discardableResult
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) -> Bool {
        guard state != .stopped else { return false }
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 0.999) : 0
        if state == .inactive {
            extras.pendingBlocks.append((animation, factor))
        } else {
            // Added while a start delay runs out, its changes start later: they add to what moves.
            runEndValueBlock(
                animation, delayFactor: factor, from: progress, timeFraction: timeFraction, startsLater: isRunning && !isAdvancing)
        }
        return true
    }

    /// Runs `body` now as an end-value block of this animator, before it starts: the animatable
    /// properties it sets (`AnimationTransaction.set`) animate from what shows over the
    /// animator's run, each of the type of `initialVelocity` leaving at it (per second of
    /// animation time, in the property's own units): beyond UIKit, whose spring velocity is one
    /// number relative to the distance, so that a card's centre and size can each carry their own.
    public func runAnimations<Velocity: VectorArithmetic>(initialVelocity: Velocity, _ body: () -> Void) {
        AnimationTransaction.animate(on: self, options: Never?.none, initialVelocity: initialVelocity, body)
    }

    /// Runs an end-value block in a transaction on this animator: changes run from `progress`
    /// (or, delayed, from the later of the delay and `timeFraction`) to the end.
    func runEndValueBlock(
        _ block: () -> Void, delayFactor: Double, from progress: Double, timeFraction: Double, startsLater: Bool = false
    ) {
        let timing = currentTiming
        let total = duration
        let weighting: (PropertyAnimator) -> OffsetWeighting
        if delayFactor > 0 {
            let start = max(delayFactor, min(max(timeFraction, 0), 0.999))
            // One box for the block: its offsets share a weighting, so one group in the store.
            let delayed = OffsetWeighting.delayed(start: start, curve: Boxed(timing.curve(over: (1 - start) * total)))
            weighting = { _ in delayed }
        } else {
            let start = min(max(progress, 0), 0.999)
            weighting = { _ in .remaining(start: start, length: 1 - start) }
        }
        let transaction = AnimationTransaction(action: .animate(self), duration: total, timing: timing, weighting: weighting)
        transaction.startsLater = startsLater
        AnimationTransaction.run(transaction, block)
    }

    /// Leaving the inactive state: the waiting end-value blocks run (binding the driver).
    /// The blocks' changes run over what is left of the run: from the progress where an
    /// animator paused and scrubbed is, or from 0 for a new run after one that ended.
    func activate(startsLater: Bool = false) {
        guard state == .inactive else { return }
        if nextRunStartsAfresh {
            nextRunStartsAfresh = false
            restingProgress = 0
        }
        guard let extras = extrasStorage else { return }
        extras.wasSuperseded = false
        let blocks = extras.pendingBlocks
        extras.pendingBlocks.removeAll()
        let from = reversed ? 0 : restingProgress
        for entry in blocks {
            runEndValueBlock(
                entry.block, delayFactor: entry.delayFactor, from: from, timeFraction: from == 0 ? 0 : timeFraction,
                startsLater: startsLater)
        }
    }

    func capture(_ property: PropertyCapture) { extras.captures.append(property) }

    /// The objects whose properties the end-value blocks changed (views, for `.layoutSubviews`).
    package var capturedOwners: [AnyObject] { captures.compactMap(\.owner) }

    /// A later animation (or a stop) took one of this animator's properties over. A repeating
    /// animator that animates nothing any more ends with its round: it would otherwise run, and
    /// keep the frame loop drawing, for ever.
    func markSuperseded() {
        extras.wasSuperseded = true
        if repeats, !captures.contains(where: { $0.isAnimated(by: self) }) { repeats = false }
    }

    /// Where the running segment is in its own time, 0...1, or, with none, the time fraction
    /// of the whole run whose curve value is the progress.
    var timeFraction: Double {
        if let timeline { return timeline.local }
        if let segment, segment.from == 0, segment.to == 1 {
            return isRunning ? segment.fraction(at: currentTime) : segment.anchorFraction
        }
        return timeFraction(forProgress: progress)
    }

    /// d(timeFraction)/dt while running, per second.
    var timeFractionRate: Double {
        if let timeline { return timeline.localRate }
        guard isRunning, let segment, segment.duration > 0 else { return 0 }
        return segment.direction / segment.duration
    }

    /// Seconds into the running (or paused) segment.
    var segmentSeconds: Double {
        if let timeline { return timeline.local * duration }
        guard let segment else { return 0 }
        let fraction = isRunning ? segment.fraction(at: currentTime) : segment.anchorFraction
        return fraction * segment.duration
    }

    /// Adds a block run once when the animator finishes, with the position it finished at.
    /// Refused (false) while stopped.
    @discardableResult
    public func addCompletion(_ completion: @escaping (Position) -> Void) -> Bool {
        guard state != .stopped else { return false }
        completions.append(completion)
        return true
    }
}
