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
    @exclusivity(unchecked) public internal(set) var driver: AnimationDriver
    var isDriverBound: Bool

    public internal(set) var state: State = .inactive
    /// Whether the animations run forward or back; see `isReversed`'s setter rules.
    var reversed = false
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

    @exclusivity(unchecked) var animations: [(Double) -> Void] = []
    var completions: [(Position) -> Void] = []
    /// What only end-value blocks, timelines and repeats use, apart from the rest so that the
    /// animators that use none stay small: thousands of them update every frame.
    final class Extras {
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
    @exclusivity(unchecked) var extrasStorage: Extras?
    var extras: Extras {
        if let extrasStorage { return extrasStorage }
        let made = Extras()
        extrasStorage = made
        return made
    }
    var captures: [PropertyCapture] { extrasStorage?.captures ?? [] }
    /// The presentation store's groups of this animator's offsets (kept by the store).
    var presentationGroups: [Int32] {
        get { extrasStorage?.presentationGroups ?? [] }
        set { if !newValue.isEmpty || extrasStorage != nil { extras.presentationGroups = newValue } }
    }
    var children: [PropertyAnimator] { extrasStorage?.children ?? [] }
    var timeline: Timeline? { extrasStorage?.timeline }
    func setTimeline(_ timeline: Timeline?) {
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
    struct Segment {
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
    @exclusivity(unchecked) var segment: Segment? {
        didSet { forgetProgress() }
    }
    /// The progress at `cachedTime` of the running segment: every view an end-value block
    /// animates reads the progress each frame, and the curve is solved once a frame, not once
    /// a view. Any change of segment forgets it (NaN equals no time).
    @exclusivity(unchecked) var cachedTime = Double.nan
    @exclusivity(unchecked) var cachedProgress = 0.0
    /// The timing later segments use (a reversal, a restart): the creation timing until
    /// `continueAnimation` hands over new timing, which stays until the animator goes inactive.
    var currentTiming: TimingParameters
    /// Progress whenever no segment is running.
    var restingProgress = 0.0 {
        didSet { if restingProgress != oldValue { PresentationStore.shared.timingDidChange() } }
    }
    /// The last run ended (completed, or stopped without finishing): the next starts at progress
    /// 0 (the progress reads where the run ended until then, for the completions and after them).
    var nextRunStartsAfresh = false

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

    init(duration: Double, timingParameters: TimingParameters, boundDriver: AnimationDriver?) {
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

    @exclusivity(unchecked) var timeSpace: BoundTimeSpace?

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
    @inline(__always) func localTime(_ driverTime: Double) -> Double {
        // The global count first: copying the bound space out would retain its lifetime.
        guard TimeSpaces.anyKeepsItsOwnTime, let timeSpace else { return driverTime }
        return timeSpace.localTime(driverTime)
    }

    /// Now, on the time it runs on.
    var currentTime: Double { localTime(driver.now) }

    // The store holds its groups of this animator's offsets unowned: they go with it (offsets
    // left on owners that went before it; a living owner's property removes its own).
    isolated deinit {
        if let extrasStorage, !extrasStorage.presentationGroups.isEmpty { PresentationStore.shared.removeEntries(of: self) }
    }

    /// The segment, the timeline or the driver changed: the cached progress goes, and so does
    /// what the presentation store summed from it.
    func forgetProgress() {
        cachedTime = .nan
        PresentationStore.shared.timingDidChange()
    }

    // MARK: Reading

    /// Whether the animations are advancing with time (forward or reversed); always in `.active`.
    @exclusivity(unchecked) public internal(set) var isRunning = false {
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
    struct Timeline {
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
    var wholeCurve: ResolvedCurve {
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
        words.append("fractionComplete " + Self.twoPlaces(fractionComplete))
        return words.joined(separator: ", ")
    }

    /// `value` to two decimal places, as C's "%.2f" writes it (a spring's overshoot included).
    static func twoPlaces(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int((value * 100).rounded(.toNearestOrEven))
        let magnitude = hundredths.magnitude
        return (hundredths < 0 ? "-" : "") + "\(magnitude / 100)." + (magnitude % 100 < 10 ? "0" : "") + "\(magnitude % 100)"
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
}
