import Glibc
import Synchronization

/// The animation block being run: what a property set inside it animates with (UIKit's
/// animation context, Core Animation's `CATransaction`).
///
/// `View.animate`, a property animator's end-value blocks and keyframe blocks each run their
/// block inside a transaction; a property set there records the change as an offset on the
/// transaction's animator instead of jumping. Transactions nest: a block run inside another
/// inherits its duration and timing unless it overrides them. They are the main actor's, as
/// UIKit's animation blocks are (Core Animation's transactions are per thread).
@preconcurrency @MainActor public final class AnimationTransaction {
    /// What the properties set inside the block do.
    enum Action {
        /// Animate on this animator.
        case animate(PropertyAnimator)
        /// Apply at once (`performWithoutAnimation`, a duration of 0).
        case applyImmediately
        /// Collect keyframes over a stretch of the whole keyframe animation's progress.
        case keyframes(KeyframeCollector, start: Double, length: Double)
        /// Collect the block animations started inside, to run on one timeline (a transition's
        /// `animateTransition(using:)`); what is set outside a block applies at once.
        case collectTimeline(TimelineCollector)
        /// Apply at once, and remember how to undo each change.
        case probe(ChangeProbe)
    }

    let action: Action
    /// The block's duration in seconds, inherited by nested blocks.
    public let duration: Double
    /// The block's timing, inherited by nested blocks.
    public let timing: TimingParameters
    /// Where a change made in this block starts: 0 for a block run as its animator starts,
    /// the animator's progress for one added to a running animator.
    let weighting: (PropertyAnimator) -> OffsetWeighting

    init(
        action: Action, duration: Double, timing: TimingParameters,
        weighting: @escaping (PropertyAnimator) -> OffsetWeighting = { _ in .remaining(start: 0, length: 1) }
    ) {
        self.action = action
        self.duration = duration
        self.timing = timing
        self.weighting = weighting
    }

    /// The innermost transaction, nil outside every animation block.
    public static var current: AnimationTransaction? { AnimationState.current.stack.last }

    /// Whether a property set now animates.
    public static var isAnimating: Bool {
        guard let current else { return false }
        switch current.action {
        case .animate, .keyframes: return true
        case .applyImmediately, .collectTimeline, .probe: return false
        }
    }

    /// The animator of the innermost animation block, if a property set now animates on one.
    package static var currentAnimator: PropertyAnimator? {
        guard let current, case .animate(let animator) = current.action else { return nil }
        return animator
    }

    /// Whether a property set now only changes its model, with nothing to record: outside every
    /// block, with animations off, or while a timeline is collected. A setter that holds its
    /// property can then set the model in place (`set(_:of:to:driver:lifetime:)` reaches the
    /// property through its key path, which allocates on every set).
    package static var setsModelOnly: Bool {
        guard let current else { return true }
        switch current.action {
        case .applyImmediately, .collectTimeline: return true
        case .animate, .keyframes, .probe: return false
        }
    }

    /// Whether animations are off (`performWithoutAnimation`): a block run now applies at once.
    package static var isDisabled: Bool {
        guard let current, case .applyImmediately = current.action else { return false }
        return true
    }

    /// Runs `body` with `transaction` innermost.
    static func run<Result>(_ transaction: AnimationTransaction, _ body: () throws -> Result) rethrows -> Result {
        let state = AnimationState.current
        state.stack.append(transaction)
        defer { state.stack.removeLast() }
        return try body()
    }

    /// The innermost block that animates, for a nested block to inherit its duration and timing.
    package static var innermostAnimating: AnimationTransaction? {
        AnimationState.current.stack.last { transaction in
            if case .animate = transaction.action { return true }
            return false
        }
    }

    /// The animator this block animates on, if it animates.
    package var animator: PropertyAnimator? {
        if case .animate(let animator) = action { return animator }
        return nil
    }

    /// Runs `body` inside `transaction` again: a nested block that inherits everything joins the
    /// enclosing block's animator.
    package static func reenter(_ transaction: AnimationTransaction, _ body: () -> Void) {
        run(transaction, body)
    }

    /// The keyframe animation whose block is running, if any (`addKeyframe` adds to it).
    package static var keyframeCollector: KeyframeCollector? {
        guard let current, case .keyframes(let collector, _, _) = current.action else { return nil }
        return collector
    }

    /// Runs `body` as an animation block on `animator`: what it sets animates on the animator,
    /// from what is on screen, over the animator's whole run.
    package static func animate<Options>(
        on animator: PropertyAnimator, options: Options? = nil, initialVelocity: Any? = nil, startsLater: Bool = false,
        _ body: () -> Void
    ) {
        let transaction = AnimationTransaction(action: .animate(animator), duration: animator.duration, timing: animator.timingParameters)
        transaction.options = options
        transaction.initialVelocity = initialVelocity
        transaction.startsLater = startsLater
        run(transaction, body)
    }

    /// The options of the block (a UI layer's own type), for nested blocks to inherit.
    package var options: Any?

    /// The weighting that carries a velocity on the block's spring, made once for the block so
    /// that its offsets share it (one group in the presentation store).
    private var impulse: (duration: Double, weighting: OffsetWeighting?)?
    private func impulseWeighting(over duration: Double) -> OffsetWeighting? {
        if let impulse, impulse.duration == duration { return impulse.weighting }
        let made = timing.impulseWeighting(over: duration)
        impulse = (duration, made)
        return made
    }

    /// Whether the block's animator starts after a delay (its changes then add to what runs).
    package var startsLater = false

    /// A velocity in the units of one value type per second (a `Point` for positions), which
    /// every property of that type set in the block starts with, besides any it carries over.
    /// Only a spring can carry one.
    package var initialVelocity: Any?

    /// The options of the block as `Options`, if they are of that type.
    package func options<Options>(as type: Options.Type) -> Options? { options as? Options }

    /// Runs `body` as the block, or one keyframe's block, of a keyframe animation: what it sets is
    /// collected for the stretch `start ..< start + length` of the animation.
    package static func collectKeyframes(
        in collector: KeyframeCollector, start: Double, length: Double, duration: Double, timing: TimingParameters,
        _ body: () -> Void
    ) {
        run(AnimationTransaction(action: .keyframes(collector, start: start, length: length), duration: duration, timing: timing), body)
    }

    /// The collector of the innermost `collectTimeline` scope, if any: a block animation
    /// started there joins it instead of starting on its own.
    package static var timelineCollector: TimelineCollector? {
        for transaction in AnimationState.current.stack.reversed() {
            if case .collectTimeline(let collector) = transaction.action { return collector }
        }
        return nil
    }

    /// Runs `body`, collecting the block animations it starts in `collector`.
    package static func collectTimeline(in collector: TimelineCollector, _ body: () -> Void) {
        run(AnimationTransaction(action: .collectTimeline(collector), duration: 0, timing: .default), body)
    }

    /// Runs `body` with its changes applied at once and recorded in `probe`, which can undo them.
    package static func probe(_ probe: ChangeProbe, _ body: () -> Void) {
        run(AnimationTransaction(action: .probe(probe), duration: 0, timing: .default), body)
    }

    /// Runs `body` as an end-value block added to `animator` now: its changes run from the
    /// animator's current progress to its end (as `addAnimations(_:)` on a running animator).
    package static func animateFromCurrentProgress(on animator: PropertyAnimator, _ body: () -> Void) {
        let start = min(max(animator.progress, 0), 0.999)
        run(
            AnimationTransaction(
                action: .animate(animator), duration: animator.duration, timing: animator.timingParameters,
                weighting: { _ in .remaining(start: start, length: 1 - start) }), body)
    }

    /// Runs `body` with animations off: everything set inside applies at once, even within an
    /// animation block (UIView's `performWithoutAnimation(_:)`).
    public static func performWithoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
        try run(AnimationTransaction(action: .applyImmediately, duration: 0, timing: .default), body)
    }

    /// Sets an animatable property of `owner`. Outside an animation block the model changes and
    /// nothing moves. Inside one the model changes too (reading it returns `value` at once) and
    /// what is on screen moves to it from where it is, on the block's timing:
    /// - a curve that starts at rest (ease-in, ease-in-out, the default) *adds* its change to
    ///   any animation already running on the property, which keeps going (UIKit's additive
    ///   model): position and speed stay continuous;
    /// - a curve that starts at speed (linear, ease-out) takes over from what is on screen, since
    ///   adding it could cancel the running motion out (UIKit's linear reversal freezes);
    /// - a spring takes over from what is on screen *and* keeps the speed it is moving at, as
    ///   SwiftUI's `.spring` does.
    ///
    /// `driver` is asked for only if the change animates: the driver of the owner's window, which
    /// the block's animator then runs on.
    public static func set<Owner: AnyObject, Value: Animatable>(
        _ keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, of owner: Owner, to value: Value,
        driver: @autoclosure () -> AnimationDriver
    ) {
        set(keyPath, of: owner, to: value, driver: driver(), lifetime: nil)
    }

    /// As `set(_:of:to:driver:)`, for an owner that keeps an `AnimationLifetime` and ends it when
    /// it goes: the animator then holds the owner without a weak reference.
    public static func set<Owner: AnyObject, Value: Animatable>(
        _ keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, of owner: Owner, to value: Value,
        driver: @autoclosure () -> AnimationDriver, lifetime: @autoclosure () -> AnimationLifetime?
    ) {
        let old = owner[keyPath: keyPath].model
        guard let transaction = current, value != old else {
            owner[keyPath: keyPath].model = value
            return
        }
        switch transaction.action {
        case .applyImmediately, .collectTimeline:
            owner[keyPath: keyPath].model = value
        case .probe(let probe):
            owner[keyPath: keyPath].model = value
            // Strong: a probe lives for one call, and a weak reference would give every probed
            // view a side table that outlives the probe.
            probe.undos.append { owner[keyPath: keyPath].model = old }
        case .keyframes(let collector, let start, let length):
            let oldData = owner[keyPath: keyPath].modelData
            owner[keyPath: keyPath].model = value
            collector.record(keyPath, of: owner, from: oldData, to: value, start: start, length: length, lifetime: lifetime())
        case .animate(let animator):
            animator.bind(to: driver())
            let lifetime = lifetime()
            if let lifetime { animator.runInTimeSpace(of: owner, lifetime: lifetime) }
            transaction.animate(keyPath, of: owner, to: value, on: animator, lifetime: lifetime)
        }
    }

    private func animate<Owner: AnyObject, Value: Animatable>(
        _ keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, of owner: Owner,
        to value: Value, on animator: PropertyAnimator, lifetime: AnimationLifetime?
    ) {
        let property = owner[keyPath: keyPath]
        // Only a change that starts now takes over, and only from animations in motion now: a
        // delayed block, or one queued behind others (a transition's timeline), adds to them.
        let inMotion = property.offsets.contains { $0.animator.isAdvancing }
        let takesOver = inMotion && !startsLater && (timing.isSpring || timing.startsAtSpeed)
        let start = takesOver ? property.presentationData : property.modelData
        var carried = takesOver && timing.isSpring ? property.presentationVelocity : .zero
        if let given = initialVelocity as? Value.AnimatableData { carried = carried + given }
        if takesOver {
            owner[keyPath: keyPath].removeAllOffsets()
            for offset in property.offsets { offset.animator.markSuperseded() }
        }
        owner[keyPath: keyPath].model = value
        let delta = start - value.animatableData
        owner[keyPath: keyPath].addOffset(delta, animator: animator, weighting: weighting(animator))
        if carried != .zero, let impulse = impulseWeighting(over: animator.duration) {
            owner[keyPath: keyPath].addOffset(carried, animator: animator, weighting: impulse)
        }
        animator.capture(PropertyCapture(owner: owner, keyPath: keyPath, lifetime: lifetime))
    }
}

nonisolated extension TimingParameters {
    var isSpring: Bool {
        if case .cubic = self { return false }
        return true
    }

    /// Whether the curve leaves its start with a speed (linear, ease-out): adding it to a running
    /// animation could cancel that animation's motion.
    var startsAtSpeed: Bool {
        guard case .cubic(let curve) = self else { return false }
        return curve.slope(at: 0) > 1e-9
    }

    /// The weighting that carries a velocity on this spring, run over `duration` seconds.
    func impulseWeighting(over duration: Double) -> OffsetWeighting? {
        let spring: Spring?
        switch self {
        case .cubic: return nil
        case .spring(let physical, _): spring = physical
        case .dampedSpring(let ratio, let velocity):
            spring = Spring.fitted(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
        }
        guard let spring else { return nil }
        return .impulse(Boxed((still: spring.motion(initialVelocity: 0), moving: spring.motion(initialVelocity: 1))))
    }
}

/// What a stop left on one property, for a finish after it: the animator's share it baked into
/// the model, its share at the start, and the model it left.
private final class StopMemory<Value: Animatable> {
    var baked = Value.AnimatableData.zero
    var shareAtStart = Value.AnimatableData.zero
    var model: Value?
}

/// One property an animator changed: how to settle it when the animator ends.
///
/// Settling touches the model only while the animator still animates the property: once a
/// later animation has taken it over (or `stopAnimations()` has), the model is that one's.
@MainActor final class PropertyCapture {
    /// How the animator ended.
    enum Settlement {
        /// It ran its course to `.end` (the model is already there) or, reversed, to `.start`.
        case ran(PropertyAnimator.Position)
        /// `stopAnimation`: what is on screen becomes the model.
        case stopped
        /// `finishAnimation(at:)` after a stop: the start values, the end values, or as stopped.
        case finished(PropertyAnimator.Position)
    }

    private let settleAction: @MainActor (PropertyAnimator, Settlement) -> Void
    private let ownsCheck: @MainActor (PropertyAnimator) -> Bool
    /// The owner, held unowned and read only while it lives: as its lifetime says, or else as a
    /// weak reference to it says (which gives the owner a side table: see `AnimationLifetime`).
    private unowned let unownedOwner: AnyObject
    private let lifetime: AnimationLifetime?
    private weak var weakOwner: AnyObject?

    /// The object whose property this is, while it lives.
    var owner: AnyObject? {
        guard let lifetime else { return weakOwner }
        return lifetime.isAlive ? unownedOwner : nil
    }

    /// Whether the property still shows `animator`'s change (no later animation took it over).
    func isAnimated(by animator: PropertyAnimator) -> Bool { owner != nil && ownsCheck(animator) }

    init<Owner: AnyObject, Value: Animatable>(
        owner: Owner, keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, lifetime: AnimationLifetime?
    ) {
        unownedOwner = owner
        self.lifetime = lifetime
        if lifetime == nil { weakOwner = owner }
        ownsCheck = { [unowned owner] animator in
            owner[keyPath: keyPath].offsets.contains { $0.animator === animator }
        }
        // What a stop baked into the model (this animator's share of what showed), what its
        // share is at the start, and the model it left: a finish moves the model by the
        // difference, and only if nothing set the model since.
        let stop = StopMemory<Value>()
        settleAction = { [unowned owner] animator, settlement in
            switch settlement {
            case .ran(let position):
                // Run to the end its share is nothing; run back to the start, the whole change.
                if position == .start { owner[keyPath: keyPath].add(owner[keyPath: keyPath].share(of: animator).atStart) }
                owner[keyPath: keyPath].removeOffsets(of: animator)
            case .stopped:
                // Only this animator's share of what shows goes into the model, so the offsets
                // of the others go on adding to it: nothing moves.
                let (share, atStart) = owner[keyPath: keyPath].share(of: animator)
                let shown = owner[keyPath: keyPath].presentationData
                owner[keyPath: keyPath].add(share)
                owner[keyPath: keyPath].removeOffsets(of: animator)
                // Alone on the property, the model becomes exactly what showed: the same sum
                // added in another order can differ in the last place.
                if owner[keyPath: keyPath].offsets.isEmpty { owner[keyPath: keyPath].setModelData(shown) }
                stop.baked = share
                stop.shareAtStart = atStart
                stop.model = owner[keyPath: keyPath].model
            case .finished(let position):
                guard let left = stop.model, owner[keyPath: keyPath].model == left else { return }
                switch position {
                case .end: owner[keyPath: keyPath].add(.zero - stop.baked)
                case .start: owner[keyPath: keyPath].add(stop.shareAtStart - stop.baked)
                case .current: break
                }
            }
        }
    }

    /// Removes the animator's offsets from the property and leaves the model as `settlement` says.
    func settle(_ animator: PropertyAnimator, _ settlement: Settlement) {
        guard owner != nil else { return }
        settleAction(animator, settlement)
    }
}

/// Reflection (`dump`, or a failing test expectation describing its values) reads every stored
/// reference, and reading the unowned one to an owner that has gone traps: a capture shows its
/// owner as `owner` says, nil once gone.
extension PropertyCapture: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["owner": owner as Any], displayStyle: .class) }
}

/// The main actor's animation state: the transaction stack and the driver of animations
/// outside any window. Animations run on the main actor alone, as UIKit's do, so there is one
/// of each.
final class AnimationState {
    static let current = AnimationState()

    var stack: [AnimationTransaction] = []
    /// The driver of animations outside any window, made when first asked for.
    lazy var fallbackDriver = AnimationDriver(clock: FixedStepClock())
}

extension AnimationDriver {
    /// The driver animations run on when nothing they animate is in a window, on a fixed-step
    /// clock that its owner ticks (`clock`), so that code outside a window (tests, a view built
    /// before it is shown) animates deterministically.
    public static var fallback: AnimationDriver { AnimationState.current.fallbackDriver }
}

/// The block animations started while a scope ran, each with its delay, to be run together on
/// one parent animator's progress (`PropertyAnimator.runAsTimeline(of:delay:)`).
package final class TimelineCollector {
    package private(set) var entries: [(animator: PropertyAnimator, delay: Double)] = []

    package init() {}

    /// Adds an inactive animator that would have started after `delay` seconds.
    package func add(_ animator: PropertyAnimator, delay: Double) { entries.append((animator, delay)) }

    /// Whether no block animation was started.
    package var isEmpty: Bool { entries.isEmpty }

    /// The time from the first start to the last end, in seconds.
    package var span: Double { entries.map { $0.delay + $0.animator.duration }.max() ?? 0 }

    /// Starts every animator on its own, after its delay (for a scope whose transition has an
    /// animator of its own to run them beside).
    package func startEach() {
        for entry in entries { entry.animator.startAnimation(afterDelay: entry.delay) }
        entries.removeAll()
    }
}

/// The changes a block made, applied at once, with how to undo them (to tell a block that sets
/// end values from one that follows progress, and run the first kind again as an animation).
package final class ChangeProbe {
    fileprivate var undos: [() -> Void] = []

    package init() {}

    /// Whether the block changed any animatable property.
    package var isEmpty: Bool { undos.isEmpty }

    /// Puts every changed property back, last change first.
    package func undo() {
        for undo in undos.reversed() { undo() }
        undos.removeAll()
    }
}

/// Whether an object whose properties animate still lives, for the animators that changed them.
///
/// An animator settles each property it changed when it ends, so it must know whether the
/// property's owner is still there. A weak reference would tell, but it gives its target a side
/// table, and from then on every retain of that object takes the runtime's slow path: the
/// renderer retains each view every frame, and with weak references 10,000 animating views cost
/// about 2.8 times as much a frame. An owner that keeps a lifetime, passes it to
/// `AnimationTransaction.set(_:of:to:driver:lifetime:)` and calls `end()` in its `deinit` (as
/// every `View` does) is held unowned instead, and read only while its lifetime has not ended.
///
/// It is `Sendable` and not isolated, so that a `deinit`, which is nonisolated and may run on
/// whichever thread lets the owner go, can end it.
public nonisolated final class AnimationLifetime: Sendable {
    private let alive = Atomic<Bool>(true)

    /// False once the owner has gone.
    public var isAlive: Bool { alive.load(ordering: .acquiring) }

    /// A lifetime that has not ended.
    public init() {}

    /// Marks the owner gone: call it from the owner's `deinit`, on any thread.
    public func end() { alive.store(false, ordering: .releasing) }
}
