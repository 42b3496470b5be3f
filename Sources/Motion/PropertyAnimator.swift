/// Animates values over time and lets them be paused, scrubbed, reversed, stopped, finished and
/// continued with new timing, with UIViewPropertyAnimator's states and rules.
///
/// The animator owns one number, its *progress*: 0 where the animations start, 1 where they end,
/// possibly beyond either while a spring overshoots. Animation blocks receive the progress (or,
/// through `addAnimation(from:to:_:)`, a value interpolated by it) whenever it changes.
///
/// Motion is a sequence of *segments*; each runs from the progress it starts at to the target
/// (1, or 0 when reversed) with a timing curve over a duration, so starting, continuing and
/// reversing always begin where the progress is — nothing jumps. Calls that UIKit treats as
/// programmer errors (finishing an animator that is not stopped, starting a stopped one, …) do
/// nothing here and return false.
@preconcurrency @MainActor public final class PropertyAnimator {
    /// UIViewAnimatingState.
    public nonisolated enum State: Equatable, Sendable {
        /// Not running; values are at rest. A new animator starts here.
        case inactive
        /// Started or paused: running or ready to run.
        case active
        /// Stopped with `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
        case stopped
    }

    /// UIViewAnimatingPosition: where the animations ended.
    public nonisolated enum Position: Equatable, Sendable {
        case end, start, current
    }

    /// The duration given at creation, or a physical spring's settling duration, in seconds.
    public let duration: Double
    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// The driver that advances this animator every frame: the one given at creation, or, for an
    /// animator created without one, the driver of the first view its end-value blocks animate
    /// (`AnimationDriver.fallback` until then, and for an animator that animates no view).
    @exclusivity(unchecked) public private(set) var driver: AnimationDriver
    private var isDriverBound: Bool

    public private(set) var state: State = .inactive
    /// Whether the animations run forward or back; see `isReversed`'s setter rules.
    private var reversed = false
    /// When false, running animations cannot be paused, stopped, reversed or scrubbed. Only
    /// settable while inactive (UIKit raises otherwise; here the change is ignored).
    public var isInterruptible = true {
        didSet { if state != .inactive { isInterruptible = oldValue } }
    }
    /// When true (the default), a paused animator maps `fractionComplete` straight onto progress;
    /// when false, through the timing curve (fractionComplete is then a time fraction).
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused there, and runs no completion.
    public var pausesOnCompletion = false

    @exclusivity(unchecked) private var animations: [(Double) -> Void] = []
    private var completions: [(Position) -> Void] = []
    /// What only end-value blocks, timelines and repeats use, apart from the rest so that the
    /// animators that use none stay small: thousands of them update every frame.
    private final class Extras {
        /// End-value blocks waiting for the animator to start, each with its delay factor.
        var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
        /// The properties the end-value blocks changed, settled when the animator ends.
        var captures: [PropertyCapture] = []
        /// Whether a later animation took a property over from this one.
        var wasSuperseded = false
        var repeats = false
        var autoreverses = false
        /// The parent this animator runs on, if any (see `Timeline`).
        var timeline: Timeline?
        /// Animators this one runs as their timeline.
        var children: [PropertyAnimator] = []
        /// The creation timing over the whole duration, once resolved (fitting a spring to a
        /// duration solves for its stiffness).
        var wholeCurve: ResolvedCurve?
        /// The presentation store's groups of this animator's offsets.
        var presentationGroups: [Int32] = []
    }
    @exclusivity(unchecked) private var extrasStorage: Extras?
    private var extras: Extras {
        if let extrasStorage { return extrasStorage }
        let made = Extras()
        extrasStorage = made
        return made
    }
    private var captures: [PropertyCapture] { extrasStorage?.captures ?? [] }
    /// The presentation store's groups of this animator's offsets (kept by the store).
    var presentationGroups: [Int32] {
        get { extrasStorage?.presentationGroups ?? [] }
        set { if !newValue.isEmpty || extrasStorage != nil { extras.presentationGroups = newValue } }
    }
    private var children: [PropertyAnimator] { extrasStorage?.children ?? [] }
    private var timeline: Timeline? { extrasStorage?.timeline }
    private func setTimeline(_ timeline: Timeline?) {
        extras.timeline = timeline
        forgetProgress()
    }
    /// Whether a later animation took a property over from this one (its changes did not all
    /// run their course: UIKit's `finished` is false).
    package var wasSuperseded: Bool { extrasStorage?.wasSuperseded ?? false }
    /// Runs forever, from the start again or (with `autoreverses`) back and forth, as UIView's
    /// `.repeat` and `.autoreverse` options.
    package var repeats: Bool {
        get { extrasStorage?.repeats ?? false }
        set { if newValue || extrasStorage != nil { extras.repeats = newValue } }
    }
    package var autoreverses: Bool {
        get { extrasStorage?.autoreverses ?? false }
        set { if newValue || extrasStorage != nil { extras.autoreverses = newValue } }
    }

    /// A plain value with a concrete curve: the per-frame path touches no reference count.
    private struct Segment {
        let from: Double
        let to: Double
        let curve: ResolvedCurve
        /// Seconds for the curve's time fraction to go from 0 to 1.
        let duration: Double
        /// The time fraction at `anchorTime`.
        var anchorFraction: Double
        var anchorTime: Double
        /// +1 plays the curve forward (toward `to`), −1 backward (toward `from`).
        var direction: Double

        func fraction(at time: Double) -> Double {
            guard duration > 0 else { return direction > 0 ? 1 : 0 }
            let elapsed = max(0, time - anchorTime)
            let raw = anchorFraction + direction * elapsed / duration
            // Within a nanosecond-per-second of the end counts as the end, so that rounding in
            // durations like 0.75 × 0.8 s does not cost a whole extra frame.
            if raw >= 1 - 1e-9 { return 1 }
            if raw <= 1e-9 && direction < 0 { return 0 }
            return max(raw, 0)
        }
        func progress(at time: Double) -> Double { progress(atFraction: fraction(at: time)) }
        func progress(atFraction f: Double) -> Double { from + (to - from) * curve.progress(at: f) }
        func velocity(at time: Double) -> Double {
            guard duration > 0, time >= anchorTime else { return 0 }
            let f = fraction(at: time)
            if (direction > 0 && f >= 1) || (direction < 0 && f <= 0) { return 0 }
            return (to - from) * curve.slope(at: f) * direction / duration
        }
        func hasEnded(at time: Double) -> Bool {
            let f = fraction(at: time)
            return direction > 0 ? f >= 1 : f <= 0
        }
        /// Where the segment comes to rest in its current direction.
        var endProgress: Double { direction > 0 ? to : from }
        /// Where it would come to rest played the other way.
        var otherEnd: Double { direction > 0 ? from : to }
    }

    /// Bookkeeping for the driver: running (registered) and present in its list (listed).
    @exclusivity(unchecked) var isRegistered = false
    @exclusivity(unchecked) var isListed = false

    /// The segment that is running or, while paused, the one that will resume.
    @exclusivity(unchecked) private var segment: Segment? {
        didSet { forgetProgress() }
    }
    /// The progress at `cachedTime` of the running segment: every view an end-value block
    /// animates reads the progress each frame, and the curve is solved once a frame, not once
    /// a view. Any change of segment forgets it (NaN equals no time).
    @exclusivity(unchecked) private var cachedTime = Double.nan
    @exclusivity(unchecked) private var cachedProgress = 0.0
    /// The timing later segments use (a reversal, a restart): the creation timing until
    /// `continueAnimation` hands over new timing, which stays until the animator goes inactive.
    private var currentTiming: TimingParameters
    /// Progress whenever no segment is running.
    private var restingProgress = 0.0 {
        didSet { if restingProgress != oldValue { PresentationStore.shared.timingDidChange() } }
    }
    /// The last run ended (completed, or stopped without finishing): the next starts at progress
    /// 0 (the progress reads where the run ended until then, for the completions and after them).
    private var nextRunStartsAfresh = false

    /// Creates an inactive animator. With a physical spring (`.spring`) the duration argument is
    /// ignored and the spring's settling duration is used, so `duration` reports it.
    public convenience init(duration: Double, timingParameters: TimingParameters = .default, driver: AnimationDriver) {
        self.init(duration: duration, timingParameters: timingParameters, boundDriver: driver)
    }

    /// Creates an inactive animator that finds its driver through the views its end-value blocks
    /// animate, as UIViewPropertyAnimator(duration:timingParameters:) does.
    public convenience init(duration: Double, timingParameters: TimingParameters) {
        self.init(duration: duration, timingParameters: timingParameters, boundDriver: nil)
    }

    /// An inactive animator of no duration on the default timing, as `UIViewPropertyAnimator()`.
    public convenience init() {
        self.init(duration: 0, timingParameters: .default)
    }

    /// Whether what it animates takes touches while it runs (true by default, as UIKit's): false
    /// makes the views it animates, and what is inside them, let presses through to what is
    /// behind until it stops running.
    public var isUserInteractionEnabled = true {
        didSet {
            guard isRegistered, oldValue != isUserInteractionEnabled else { return }
            AnimationDriver.runningWithoutInteraction += isUserInteractionEnabled ? -1 : 1
        }
    }

    /// Creates an inactive animator on a UIKit curve, with an optional end-value block
    /// (UIViewPropertyAnimator(duration:curve:animations:)).
    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .cubic(curve.bezier), boundDriver: nil)
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator on a spring of `ratio` fitted to `duration`, with an optional
    /// end-value block (UIViewPropertyAnimator(duration:dampingRatio:animations:)).
    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .dampedSpring(dampingRatio: ratio, initialVelocity: 0), boundDriver: nil)
        if let animations { addAnimations(animations) }
    }

    private init(duration: Double, timingParameters: TimingParameters, boundDriver: AnimationDriver?) {
        self.timingParameters = timingParameters
        currentTiming = timingParameters
        self.duration = max(0, timingParameters.naturalDuration ?? (duration.isFinite ? duration : 0))
        driver = boundDriver ?? .fallback
        isDriverBound = boundDriver != nil
    }

    /// Puts the animator on the driver of a view it animates, unless it has one already.
    func bind(to driver: AnimationDriver) {
        guard !isDriverBound else { return }
        isDriverBound = true
        guard isRegistered, timeline == nil, driver !== self.driver else {
            if !isRegistered { self.driver = driver }
            return
        }
        // Started before a block bound it, it ran on the fallback driver: it moves to
        // `driver` where it is, its segment's clock rebased, so that it runs on the screen's time.
        let old = self.driver
        if var running = segment {
            running.anchorTime = driver.now - (old.now - running.anchorTime)
            segment = running
        }
        self.driver = driver
        forgetProgress()
        old.handOver(self, to: driver)
    }

    /// Creates an inactive animator with a Bézier curve.
    public convenience init(duration: Double, curve: CubicBezier, driver: AnimationDriver) {
        self.init(duration: duration, timingParameters: .cubic(curve), driver: driver)
    }

    // MARK: Time

    @exclusivity(unchecked) private var timeSpace: BoundTimeSpace?

    /// Runs the animator in `space`'s local time (a layer's, for Core Animation's layer timing)
    /// while `lifetime` lasts, instead of the driver's: the first view a block animates binds it.
    /// Only an inactive animator, not yet bound to a space, takes one.
    public func run(in space: any TimeSpace, lifetime: AnimationLifetime) {
        guard state == .inactive, timeSpace == nil else { return }
        timeSpace = BoundTimeSpace(space: space, lifetime: lifetime)
    }

    /// Runs the animator in `owner`'s time space, if `owner` is one (a view, whose layer has a
    /// time) and the animator has none yet: the first owner a block animates binds it.
    func runInTimeSpace(of owner: AnyObject, lifetime: AnimationLifetime) {
        guard timeSpace == nil, state == .inactive, let space = owner as? any TimeSpace else { return }
        timeSpace = BoundTimeSpace(space: space, lifetime: lifetime)
    }

    /// Whether the animator runs in a time space of its own.
    public var hasTimeSpace: Bool { timeSpace != nil }

    /// The time it runs on: the driver's, or its time space's.
    @inline(__always) private func localTime(_ driverTime: Double) -> Double {
        // The global count first: copying the bound space out would retain its lifetime.
        guard TimeSpaces.anyKeepsItsOwnTime, let timeSpace else { return driverTime }
        return timeSpace.localTime(driverTime)
    }

    /// Now, on the time it runs on.
    private var currentTime: Double { localTime(driver.now) }

    // The store holds its groups of this animator's offsets unowned: they go with it (offsets
    // left on owners that went before it; a living owner's property removes its own).
    isolated deinit {
        if let extrasStorage, !extrasStorage.presentationGroups.isEmpty { PresentationStore.shared.removeEntries(of: self) }
    }

    /// The segment, the timeline or the driver changed: the cached progress goes, and so does
    /// what the presentation store summed from it.
    private func forgetProgress() {
        cachedTime = .nan
        PresentationStore.shared.timingDidChange()
    }

    // MARK: Reading

    /// Whether the animations are advancing with time (forward or reversed); always in `.active`.
    @exclusivity(unchecked) public private(set) var isRunning = false {
        didSet { forgetProgress() }
    }

    /// The current progress: 0 at the start values, 1 at the end values (beyond while a spring
    /// overshoots). Reading it is valid in any state.
    public var progress: Double { progress(atDriverTime: driver.now) }

    /// The progress when its driver's time is `driverTime`: for a reader that reads the time of
    /// one driver once for many animators (the presentation store).
    func progress(atDriverTime driverTime: Double) -> Double {
        // The cache holds only while running on a segment (any change of those forgets it), so
        // it is checked before anything is copied.
        let now = localTime(driverTime)
        if now == cachedTime { return cachedProgress }
        if let timeline {
            if timeline.passesThrough { return timeline.parent?.progress ?? 1 }
            return wholeCurve.progress(at: timeline.local)
        }
        guard isRunning, let segment else { return restingProgress }
        let value = segment.progress(at: now)
        cachedTime = now
        cachedProgress = value
        return value
    }

    /// d(progress)/dt now, in progress per second (0 unless running); a gesture taking over
    /// multiplies it by the distance to get points per second.
    public var progressVelocity: Double {
        if let timeline {
            if timeline.passesThrough { return timeline.parent?.progressVelocity ?? 0 }
            return wholeCurve.slope(at: timeline.local) * timeline.localRate
        }
        guard isRunning, let segment else { return 0 }
        return segment.velocity(at: currentTime)
    }

    /// The parent whose progress runs this animator, for a block animation started inside a
    /// transition's `animateTransition(using:)`: Core Animation's layer time, where a paused or
    /// scrubbed container holds every animation inside it. The child covers the stretch
    /// `start ..< start + length` of the parent's progress on its own curve.
    private struct Timeline {
        /// Weak: a parent let go of without ending leaves its children at their end.
        weak var parent: PropertyAnimator?
        let start: Double
        let length: Double
        /// The child's progress is the parent's, curve and overshoot included: the parent was
        /// made on the child's own timing (`runOnItsOwnTiming`).
        var passesThrough = false
        var local: Double {
            guard let parent else { return 1 }
            guard length > 1e-12 else { return parent.progress >= start ? 1 : 0 }
            return min(max((parent.progress - start) / length, 0), 1)
        }
        var localRate: Double {
            guard let parent else { return 0 }
            let p = parent.progress
            guard length > 1e-12, p > start, p < start + length else { return 0 }
            return parent.progressVelocity / length
        }
    }
    /// The creation timing over the whole duration, resolved once.
    private var wholeCurve: ResolvedCurve {
        if let curve = extrasStorage?.wholeCurve { return curve }
        let curve = timingParameters.curve(over: duration)
        extras.wholeCurve = curve
        return curve
    }

    /// Runs `child` on this animator's progress: it starts `delay` seconds into this animator's
    /// duration and lasts its own duration, on its own curve; it ends (settling its properties
    /// and running its completions) when this animator does, at the same position. The child
    /// must be inactive and is not started on its own.
    package func runAsTimeline(of child: PropertyAnimator, delay: Double) {
        guard child.state == .inactive, child !== self, duration > 0 else { return }
        child.setTimeline(Timeline(parent: self, start: max(delay, 0) / duration, length: child.duration / duration))
        extras.children.append(child)
        child.activate()
    }

    /// Runs `child` as this animator's only motion: this animator, made on the child's own
    /// timing and duration, is the child's progress, so scrubbing this one scrubs the child's
    /// progress (not its time) and this one's progress is what the child shows.
    package func runOnItsOwnTiming(_ child: PropertyAnimator) {
        guard child.state == .inactive, child !== self else { return }
        var timeline = Timeline(parent: self, start: 0, length: 1)
        timeline.passesThrough = true
        child.setTimeline(timeline)
        extras.children.append(child)
        child.activate()
    }

    /// Whether this animator's values move with time now (its own run, or its parent's).
    /// A run that waits out its start delay is not in motion yet.
    var isAdvancing: Bool {
        if let parent = timeline?.parent { return parent.isAdvancing }
        guard isRunning, let segment else { return false }
        return currentTime >= segment.anchorTime
    }

    /// How far the animation has come in the direction it runs: the progress, or with
    /// `scrubsLinearly` off, the time fraction whose curve value is the progress. Reversed, it is
    /// the fraction of the run back, 1 − that (iOS 11 and later). Setting it is only honoured
    /// while paused (inactive moves to active and paused); it is clamped to 0...1.
    public var fractionComplete: Double {
        get {
            let forward = scrubsLinearly ? progress : timeFraction(forProgress: progress)
            return reversed ? 1 - forward : forward
        }
        set { setFractionComplete(newValue) }
    }

    /// Its state in UIKit's words, for someone learning the API (a HUD, a log line): "active,
    /// paused, reversed, fractionComplete 0.42".
    public var stateDescription: String {
        var words = ["\(state)"]
        if state == .active { words.append(isRunning ? "running" : "paused") }
        if isReversed { words.append("reversed") }
        let hundredths = Int((min(max(fractionComplete, 0), 1) * 100).rounded(.toNearestOrEven))
        words.append("fractionComplete \(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)")
        return words.joined(separator: ", ")
    }

    /// `fractionComplete` counted from the start toward the end, whichever way the animator
    /// runs: a reversed animator's `fractionComplete` counts back from the end, and this does
    /// not. Where a drag puts a transition it caught while cancelling, by the pointer's place.
    /// Set only while paused, as `fractionComplete` is.
    public var fractionFromStart: Double {
        get { reversed ? 1 - fractionComplete : fractionComplete }
        set { fractionComplete = reversed ? 1 - newValue : newValue }
    }

    /// Sets `fractionComplete`; returns false (and does nothing) unless the animator is inactive
    /// or paused, and interruptible or not running.
    @discardableResult
    public func setFractionComplete(_ value: Double) -> Bool {
        guard value.isFinite, state != .stopped, !isRunning else { return false }
        activate()
        let clamped = min(max(value, 0), 1)
        let f = reversed ? 1 - clamped : clamped
        state = .active
        restingProgress = scrubsLinearly ? f : fullCurve().progress(at: f)
        // A scrubbed animator resumes from where it is put, not from the paused segment.
        segment = nil
        apply(restingProgress)
        return true
    }

    /// Whether the animations run back toward their start values. Setting it on a running animator
    /// turns it round where it is; on a paused or inactive one it takes effect at the next start.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// Sets `isReversed`; returns false if refused (stopped, or running and not interruptible).
    @discardableResult
    public func setReversed(_ value: Bool) -> Bool {
        guard value != reversed else { return true }
        guard state != .stopped, !(isRunning && !isInterruptible) else { return false }
        reversed = value
        guard isRunning, var current = segment else { return true }
        let now = currentTime
        let target = reversed ? 0.0 : 1.0
        if isCubic && current.otherEnd == target {
            // Play the same curve backward from here: position and speed carry over exactly.
            current.anchorFraction = current.fraction(at: now)
            current.anchorTime = max(now, current.anchorTime)
            current.direction = -current.direction
            segment = current
        } else {
            let p = current.progress(at: now)
            let v = current.velocity(at: now)
            beginSegment(from: p, velocity: v, timing: currentTiming, duration: nil)
        }
        return true
    }

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

    /// Runs an end-value block in a transaction on this animator: changes run from `progress`
    /// (or, delayed, from the later of the delay and `timeFraction`) to the end.
    private func runEndValueBlock(
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
    private func activate(startsLater: Bool = false) {
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
    private func run() {
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

    private func finish(with segment: Segment) {
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
    private func endAsChild(_ settlement: PropertyCapture.Settlement, completing position: Position?) {
        for capture in captures { capture.settle(self, settlement) }
        guard let position else { return }  // stopped with its parent: it waits for the finish
        setTimeline(nil)
        complete(at: position)
    }

    private func complete(at position: Position) {
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive; animation blocks and completions are spent, as UIKit invalidates them.
    private func reset() {
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
    private func beginSegment(
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
    private var isCubic: Bool {
        if case .cubic = currentTiming { return true }
        return false
    }

    /// The animator's whole timeline 0 → 1, used when scrubbing through the curve.
    private func fullCurve() -> ResolvedCurve { wholeCurve }

    private func timeFraction(forProgress p: Double) -> Double {
        fullCurve().timeFraction(forProgress: p)
    }

    private func apply(_ progress: Double) {
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
