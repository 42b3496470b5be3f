/// Running a `PropertyAnimator`: starting, pausing, stopping, finishing and continuing, the
/// driver's hooks, and where a run ends.
extension PropertyAnimator {
    // MARK: Running

    /// Starts (from inactive) or resumes (from paused) the animations, after `delay` seconds.
    /// Refused (false) while stopped; a running animator is left as it is.
    @discardableResult
    public func startAnimation(afterDelay delay: Double = 0) -> Bool {
        guard state != .stopped else { return false }
        if isRunning { return true }
        let wait = delay.isFinite ? max(0, delay) : 0
        activate(startsLater: wait > 0)
        let now = currentTime
        let target = reversed ? 0.0 : 1.0
        if var paused = segment, paused.endProgress == target || (isCubic && paused.otherEnd == target) {
            // Resume the paused segment where its clock stopped; a curve turned round meanwhile
            // plays back along itself.
            if paused.endProgress != target { paused.direction = -paused.direction }
            paused.anchorTime = now + wait
            segment = paused
        } else {
            beginSegment(from: restingProgress, velocity: nil, timing: currentTiming, duration: nil, delay: wait)
        }
        run()
        return true
    }

    /// Puts the animator in the running state from its current segment.
    func run() {
        state = .active
        isRunning = true
        driver.register(self)
        apply(progress)
    }

    /// Pauses a running animator where it is, or puts an inactive one in the paused active state.
    /// Refused (false) while stopped, or while running and not interruptible.
    @discardableResult
    public func pauseAnimation() -> Bool {
        guard state != .stopped, !(isRunning && !isInterruptible) else { return false }
        activate()
        if isRunning, var current = segment {
            let now = currentTime
            restingProgress = current.progress(at: now)
            current.anchorFraction = current.fraction(at: now)
            segment = current
            isRunning = false
            driver.unregister(self)
        }
        state = .active
        apply(restingProgress)
        return true
    }

    /// Continues a paused animator from where it is toward the end (or the start when reversed)
    /// with new timing over `durationFactor × duration` seconds. For a spring, the initial
    /// velocity in the parameters is relative to the distance still to cover.
    ///
    /// `timing` nil keeps the current timing; new timing stays in force (for a reversal or a
    /// restart) until the animator goes inactive. `durationFactor` 0 (or not a positive number)
    /// means no change: the rest of the run at the current pace, as `startAnimation()` would
    /// (UIKit leaves 0 unspecified; the card-drawer sample relies on this). Only valid while
    /// paused; refused (false, nothing changes) otherwise.
    @discardableResult
    public func continueAnimation(withTimingParameters timing: TimingParameters?, durationFactor: Double) -> Bool {
        guard state == .active, !isRunning else { return false }
        if let timing { currentTiming = timing }
        let factor = durationFactor.isFinite ? max(0, durationFactor) : 0
        if factor == 0 && timing == nil { return startAnimation() }
        beginSegment(from: progress, velocity: nil, timing: currentTiming, duration: factor > 0 ? factor * duration : nil)
        run()
        return true
    }

    /// Stops where the animations are. With `withoutFinishing`, the animator becomes inactive at
    /// once and runs no completion; otherwise it waits in `.stopped` for `finishAnimation(at:)`.
    /// Only valid while active (and, when running, interruptible); refused (false) otherwise.
    @discardableResult
    public func stopAnimation(_ withoutFinishing: Bool) -> Bool {
        guard state == .active, !(isRunning && !isInterruptible) else { return false }
        // What shows is baked while the run that shows it is still in place (a carried velocity
        // and a delayed change read its time).
        for capture in captures { capture.settle(self, .stopped) }
        for child in children { child.endAsChild(.stopped, completing: nil) }
        restingProgress = progress
        isRunning = false
        segment = nil
        driver.unregister(self)
        apply(restingProgress)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
        return true
    }

    /// Finishes a stopped animator: values go to the end, the start, or stay; completions run with
    /// that position; the animator becomes inactive. Only valid while stopped (false otherwise).
    @discardableResult
    public func finishAnimation(at position: Position) -> Bool {
        guard state == .stopped else { return false }
        switch position {
        case .end: restingProgress = 1
        case .start: restingProgress = 0
        case .current: break
        }
        apply(restingProgress)
        for capture in captures { capture.settle(self, .finished(position)) }
        for child in children { child.endAsChild(.finished(position), completing: position) }
        complete(at: position)
        return true
    }

    // MARK: Driver hooks

    /// Applies the values for the driver's time `time`; returns whether the running segment has
    /// reached its end.
    func advance(to driverTime: Double) -> Bool {
        let time = localTime(driverTime)
        guard isRunning, let segment, time >= segment.anchorTime else { return false }  // (start delay)
        let fraction = segment.fraction(at: time)
        let value = segment.progress(atFraction: fraction)
        // What every presentation reads this frame (the driver advances to its own now): the
        // curve is solved once.
        cachedTime = time
        cachedProgress = value
        apply(value)
        return segment.direction > 0 ? fraction >= 1 : fraction <= 0
    }

    /// Called by the driver when it stops everything: where it is, inactive, with no completion,
    /// interruptible or not.
    func abandon() {
        restingProgress = progress
        for capture in captures { capture.settle(self, .stopped) }
        for child in children { child.endAsChild(.stopped, completing: nil) }
        reset()
    }

    /// Called by the driver after a segment reached its end.
    func completeNaturally() {
        guard isRunning, let segment, segment.hasEnded(at: currentTime) else { return }
        finish(with: segment)
    }

    // MARK: Private

    func finish(with segment: Segment) {
        if repeats {
            // Round again: back along the way (autoreverse) or from the start.
            if autoreverses { reversed.toggle() }
            beginSegment(from: autoreverses ? segment.endProgress : (reversed ? 1 : 0), velocity: nil, timing: currentTiming, duration: nil)
            return
        }
        restingProgress = segment.endProgress
        isRunning = false
        driver.unregister(self)
        apply(restingProgress)
        if pausesOnCompletion {
            self.segment = nil
            return
        }
        let position: Position = restingProgress == 0 ? .start : .end
        for capture in captures { capture.settle(self, .ran(position)) }
        for child in children { child.endAsChild(.ran(position), completing: position) }
        complete(at: position)
    }

    /// Ends a child with its parent: its properties settle, then, unless the parent stopped,
    /// its completions run with the parent's position.
    func endAsChild(_ settlement: PropertyCapture.Settlement, completing position: Position?) {
        for capture in captures { capture.settle(self, settlement) }
        guard let position else { return }  // stopped with its parent: it waits for the finish
        setTimeline(nil)
        complete(at: position)
    }

    func complete(at position: Position) {
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive; animation blocks and completions are spent, as UIKit invalidates them.
    func reset() {
        state = .inactive
        nextRunStartsAfresh = true
        isRunning = false
        segment = nil
        reversed = false
        currentTiming = timingParameters
        animations.removeAll()
        completions.removeAll()
        if let extras = extrasStorage {
            // What is left in the store is on owners that went (the others settled theirs).
            if !extras.presentationGroups.isEmpty { PresentationStore.shared.removeEntries(of: self) }
            extras.pendingBlocks.removeAll()
            extras.captures.removeAll()
            extras.repeats = false
            let children = extras.children
            extras.children.removeAll()
            for child in children where child.timeline != nil {
                child.setTimeline(nil)
                child.reset()
            }
        }
        driver.unregister(self)
    }

    /// Starts a segment from `p` toward the target. Springs take `velocity` (progress per second)
    /// as their initial velocity, normalised to the distance left, when it is given; curves start
    /// on their own slope. Duration: `duration`, or the distance left × the animator's duration,
    /// or a physical spring's own settling duration.
    func beginSegment(
        from p: Double, velocity: Double?, timing: TimingParameters, duration: Double?,
        delay: Double = 0
    ) {
        let target = reversed ? 0.0 : 1.0
        let distance = target - p
        var timing = timing
        if let velocity, abs(distance) > 1e-12 {
            timing = timing.withInitialVelocity(velocity / distance)
        }
        let seconds = duration ?? timing.naturalDuration ?? abs(distance) * self.duration
        segment = Segment(
            from: p, to: target, curve: timing.curve(over: seconds), duration: seconds,
            anchorFraction: 0, anchorTime: currentTime + delay, direction: 1)
        restingProgress = p
    }

    /// Curves can be played backward along themselves; springs cannot (it would look unphysical).
    var isCubic: Bool {
        if case .cubic = currentTiming { return true }
        return false
    }

    /// The animator's whole timeline 0 → 1, used when scrubbing through the curve.
    func fullCurve() -> ResolvedCurve { wholeCurve }

    func timeFraction(forProgress p: Double) -> Double {
        fullCurve().timeFraction(forProgress: p)
    }

    func apply(_ progress: Double) {
        // An animator of end-value blocks alone (every `View.animate`) has none to call: the
        // store sums its changes. Most others run one block: call it without holding the list.
        if animations.isEmpty { return }
        if animations.count == 1 {
            animations[0](progress)
            return
        }
        // A snapshot: a block may add animations to this animator while it runs.
        let blocks = animations
        blocks.withUnsafeBufferPointer { blocks in
            for index in blocks.indices { blocks[index](progress) }
        }
    }
}
