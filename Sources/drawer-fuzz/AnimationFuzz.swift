import Foundation
import Motion
import ViewKit

// The `animation` target: bytes decoded as block animations, keyframes and property animators
// (scrubbed, reversed, stopped, finished) on three views in one window, checked against Core
// Animation's model after every operation. Tests/ViewKitTests/AnimationFuzzTests.swift runs a
// copy of this engine on seeded random bytes: change the two alike.

/// Bugs the checks step round until they are fixed, each naming what it exempts; set one to
/// false to see its failures.
private enum KnownIssue {
    /// An animator run again after it ended starts from the progress its last run ended at (1
    /// after a whole run), not 0: the screen jumps, and what is added to it runs from there.
    static let reusedAnimatorStartsAtOldProgress = true
    /// `finishAnimation(at: .end)` leaves a property that one run changed twice at the first
    /// change's value, not the last.
    static let finishAtEndKeepsFirstChange = true
    /// A stop sets the model to what is on screen, other animations' offsets on the property
    /// included, and leaves those offsets: the screen jumps by them. (Fixed: a stop moves the
    /// model by its own share, and the model's vector is kept; 7,000 random inputs agree.)
    static let stopJumpsByOtherAnimations = false
    /// The velocity a spring block carries over from a moving property is timed from the start
    /// of the animator's current segment: added mid-run it shows at once what it would have
    /// added by then; a stop, reversal or continue restarts it. The screen jumps.
    static let carriedVelocityIsTimedBySegment = true
    /// A change added with a delay factor reads its time back from the progress through the
    /// creation curve once no 0→1 segment runs (stopped, reversed, continued): on a spring, or
    /// after `continueAnimation` with other timing, that is another time, and it jumps.
    static let delayedChangesReadTheirTimeBack = true
    /// Changes added to an animator past progress 0.999 (a spring overshooting, a curve's last
    /// frames) have weight 1 − (progress − 0.999) / 0.001 at once: the screen jumps.
    static let addedPastTheEndJumps = true
}

/// One animatable value of a view, as the checks compare it.
private enum Track: CaseIterable {
    case position, bounds, transform, alpha, color, cornerRadius

    /// Where the track's numbers sit in `numbers(of:shown:)`.
    var range: Range<Int> {
        switch self {
        case .position: return 0..<2
        case .bounds: return 2..<6
        case .transform: return 6..<12
        case .alpha: return 12..<13
        case .color: return 13..<17
        case .cornerRadius: return 17..<18
        }
    }
}

/// One track of one view.
private struct TrackKey: Hashable {
    let view: Int
    let track: Track
}

/// A view's animatable values as numbers (`Track.range` finds each): the model, or what is on screen.
private func numbers(of view: View, shown: Bool) -> [Double] {
    guard shown else { return numbers(view.position, view.bounds, view.transform, view.alpha, view.backgroundColor, view.cornerRadius) }
    let p = view.presentationValues
    return numbers(p.position, p.bounds, p.transform, p.alpha, p.backgroundColor, p.cornerRadius)
}

private func numbers(_ o: Point, _ b: Rect, _ t: Transform2D, _ alpha: Double, _ c: Color, _ radius: Double) -> [Double] {
    [o.x, o.y, b.minX, b.minY, b.width, b.height, t.a, t.b, t.c, t.d, t.tx, t.ty, alpha, c.red, c.green, c.blue, c.alpha, radius]
}

/// Whether two runs of numbers agree within `tolerance`, relative beyond magnitude 1 (NaN never does).
private func agree(_ lhs: ArraySlice<Double>, _ rhs: ArraySlice<Double>, within tolerance: Double) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// The properties the operations set (`frame` and `center` through bounds and position), with
/// the range of each number of their values.
private enum Property: CaseIterable {
    case center, bounds, frame, alpha, transform, backgroundColor, cornerRadius

    var tracks: [Track] {
        switch self {
        case .center: return [.position]
        case .bounds: return [.bounds]
        case .frame: return [.bounds, .position]
        case .alpha: return [.alpha]
        case .transform: return [.transform]
        case .backgroundColor: return [.color]
        case .cornerRadius: return [.cornerRadius]
        }
    }

    /// Positions, origins and sizes in points; a rotation, then two scales; colour components.
    var ranges: [ClosedRange<Double>] {
        switch self {
        case .center: return [-1000...1000, -1000...1000]
        case .bounds: return [-100...100, -100...100, 0...400, 0...400]
        case .frame: return [-1000...1000, -1000...1000, 0...400, 0...400]
        case .alpha: return [0...1]
        case .transform: return [-Double.pi...Double.pi, 0.1...3, 0.1...3]
        case .backgroundColor: return [0...1, 0...1, 0...1, 0...1]
        case .cornerRadius: return [0...100]
        }
    }
}

/// One property of one view set to a value, perhaps inside `performWithoutAnimation`.
private struct Change {
    let view: Int
    let property: Property
    let numbers: [Double]
    let withoutAnimation: Bool

    var keys: [TrackKey] { property.tracks.map { TrackKey(view: view, track: $0) } }
}

/// How an animation meets those on a property: eased curves (and delayed blocks) add to them;
/// linear and ease-out curves take over from what is on screen, springs too keeping its
/// velocity, when one of them is in motion.
private enum Blend {
    case adds, takesOver, springs
}

/// An animation setting changes: its number, its blend, its animator's run if it has one, and
/// whether it is an animator block added with a delay factor.
private struct Setter {
    let id: Int
    let blend: Blend
    var generation: Generation?
    var isDelayed = false
}

/// The operations; a byte picks one from `schedule`, where advancing time comes often (a
/// retarget needs an animation under way).
private enum Operation: CaseIterable {
    case set, animateCurve, animateSpring, animateBouncySpring, animateKeyframes
    case makeAnimator, addAnimations, addCompletion, startAnimator, pauseAnimator, scrubAnimator
    case reverseAnimator, continueAnimator, stopAnimator, finishAnimator, stopAnimations, removeAllAnimations, advance

    static let schedule: [Operation] =
        allCases + Array(repeating: .advance, count: 8) + [.animateCurve, .animateCurve, .animateSpring, .makeAnimator, .startAnimator]
}

/// The input, a byte at a time; past its end every byte reads 0.
private struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    mutating func choice(_ count: Int) -> Int { byte() % count }
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(byte()) / 255
    }
    /// 0 for one byte in ten (an animation that applies at once), else up to 2 s.
    mutating func duration() -> Double {
        let value = byte()
        return value < 26 ? 0 : 2 * Double(value) / 255
    }
}

/// One run of a property animator, from its first block to its end: how it ended, the runs of
/// its completions, and what its blocks set (where finishing must leave the model).
private final class Generation {
    /// Completions ran at a position, or never: stopped without finishing, or never started.
    enum Outcome: Equatable {
        case ended(PropertyAnimator.Position)
        case discarded, neverStarted
    }

    /// A track the run set: the model before its first set and after its last, whether another
    /// setter came between (then finishing promises nothing), and how many sets changed it.
    struct Record {
        let before: ArraySlice<Double>
        var after: ArraySlice<Double>
        var isClean: Bool
        var changes: Int
    }

    let id: Int
    /// The animator ran before (`KnownIssue.reusedAnimatorStartsAtOldProgress`).
    let isReuse: Bool
    /// How its blocks blend now (`continueAnimation` may change the timing).
    var blend: Blend
    var outcome: Outcome?
    /// The positions each added completion ran at.
    var handlerRuns: [[PropertyAnimator.Position]] = []
    var records: [TrackKey: Record] = [:]
    /// The models right after `stopAnimation(false)`: where `.current` leaves them.
    var modelsAtStop: [[Double]]?
    /// Tracks a spring block took over while they moved, tracks delayed blocks changed, and
    /// whether the progress no longer tells the time (known issues).
    var carriedVelocity: Set<TrackKey> = []
    var delayedTracks: Set<TrackKey> = []
    /// The tracks its changes took over from a moving animation: run back, they go to what
    /// showed then, not to the model before.
    var tookOver: Set<TrackKey> = []
    var progressHidesTime: Bool

    init(id: Int, blend: Blend, isReuse: Bool) {
        (self.id, self.blend, self.isReuse, progressHidesTime) = (id, blend, isReuse, blend == .springs)
    }

    /// What its `KnownIssue`s let move at a stop or a new segment.
    var unsound: Set<TrackKey> {
        (KnownIssue.carriedVelocityIsTimedBySegment ? carriedVelocity : [])
            .union(KnownIssue.delayedChangesReadTheirTimeBack && progressHidesTime ? delayedTracks : [])
    }
}

/// A property animator in a slot: its current run, and how its own timing blends.
private final class AnimatorEntry {
    let animator: PropertyAnimator
    var generation: Generation
    let blend: Blend

    init(_ animator: PropertyAnimator, _ generation: Generation, blend: Blend) {
        (self.animator, self.generation, self.blend) = (animator, generation, blend)
    }
}

/// Three views in a window on a fixed clock, the operations the bytes decode to, and the checks.
private final class AnimationSession {
    private let fail: (String) -> Void
    private var failed = false
    private let clock = FixedStepClock()
    private let driver: AnimationDriver
    private let window: Window
    private let views: [View]
    private var reader = ByteReader(bytes: [])
    private var context = "the start"
    /// The models as the sets left them: nothing else may change them unless it says so.
    private var expected: [[Double]]
    /// The animator run that set each track last (nil: anything else).
    private var lastSetter: [TrackKey: Generation] = [:]
    /// The animations that may hold offsets on each track: the last to take it over and those
    /// added since, until they end.
    private var animating: [TrackKey: Set<Int>] = [:]
    private var animationCount = 0
    /// The animator of each run by its number (block animations are not here: they run until they end).
    private var animatorOfRun: [Int: PropertyAnimator] = [:]
    /// The tracks set inside `performWithoutAnimation` during this operation: they jump.
    private var setWithoutAnimation: Set<TrackKey> = []
    private var slots: [AnimatorEntry?] = [nil, nil, nil]
    private var entries: [AnimatorEntry] = []
    private var generations: [Generation] = []
    private var blockCompletionRuns: [Int] = []
    /// When each delayed run's changes begin to move (driver time): until then it is not in
    /// motion, and a change that starts now adds to it rather than taking it over.
    private var startsAt: [Int: Double] = [:]

    /// `DRAWER_FUZZ_TRACE=1` prints each operation to stderr as it runs, with the state of the
    /// animator it acts on (to read a failure).
    private static let tracing = ProcessInfo.processInfo.environment["DRAWER_FUZZ_TRACE"] != nil

    init(fail: @escaping (String) -> Void) {
        self.fail = fail
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 400, height: 300), driver: driver)
        views = (0..<3).map { View(frame: Rect(x: Double($0) * 120, y: 40, width: 100, height: 100), name: "v\($0)") }
        for view in views { window.rootView.addSubview(view) }
        expected = views.map { numbers(of: $0, shown: false) }
    }

    /// Reports the first broken invariant, with the operation and the input up to it.
    private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition, !failed else { return }
        failed = true
        fail("\(context): \(message()) (input \(reader.bytes.prefix(reader.index).map(String.init).joined(separator: ",")))")
    }

    /// Runs up to `limit` operations of `bytes`, then ends every animation and checks the whole run.
    func run(_ bytes: [UInt8], limit: Int) {
        reader = ByteReader(bytes: bytes)
        var index = 0
        while !reader.isAtEnd, index < limit, !failed {
            let operation = Operation.schedule[reader.choice(Operation.schedule.count)]
            context = "operation \(index) (\(operation))"
            perform(operation)
            index += 1
        }
        if !failed { endEverything() }
        // After a failure too: a running animator and its driver hold each other, and the
        // thread's fallback driver (where an animator whose blocks changed nothing runs) keeps
        // the animators that left it until it compacts its list.
        for entry in entries where entry.animator.state == .active { entry.animator.stopAnimation(true) }
        for entry in entries where entry.animator.state == .stopped { entry.animator.finishAnimation(at: .current) }
        driver.stopAllAnimations()
        AnimationDriver.fallback.stopAllAnimations()
    }

    /// One operation; then nothing on screen may have jumped but what it may move (`mayJump`,
    /// nil for anything), and no model may have changed but by a set, unless `modelsMayChange`
    /// (then what `settler` does not own is no longer any run's).
    private func perform(_ operation: Operation) {
        if Self.tracing { FileHandle.standardError.write(Data("\(context)\n".utf8)) }
        let shownBefore = views.map { numbers(of: $0, shown: true) }
        setWithoutAnimation = []
        var mayJump: Set<TrackKey>? = []
        var (modelsMayChange, settler) = (false, Generation?.none)
        switch operation {
        case .set:
            let change = decodeChange()
            apply([change], by: nil)
            mayJump = Set(change.keys)
        case .animateCurve:
            let (duration, delay, curve, changes) = (reader.duration(), reader.number(-1...0.5), reader.choice(4), decodeChanges())
            let options: [View.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
            // A delayed block adds to what runs, whatever its curve.
            let (setter, completion) = blockAnimation(curve >= 2 && delay <= 0 ? .takesOver : .adds, animates: duration > 0)
            if let setter, delay > 0 { startsAt[setter.id] = driver.now + delay }
            View.animate(
                withDuration: duration, delay: max(delay, 0), options: options[curve],
                animations: { [weak self] in self?.apply(changes, by: setter) }, completion: completion)
            mayJump = duration > 0 ? [] : Set(changes.flatMap(\.keys))
        case .animateSpring:
            let (duration, damping, velocity, changes) = (reader.duration(), reader.number(0.1...1), reader.number(-5...5), decodeChanges())
            let (setter, completion) = blockAnimation(.springs, animates: duration > 0)
            View.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                animations: { [weak self] in self?.apply(changes, by: setter) }, completion: completion)
            mayJump = duration > 0 ? [] : Set(changes.flatMap(\.keys))
        case .animateBouncySpring:
            let (duration, bounce, velocity, changes) = (
                reader.number(0.1...1.5), reader.number(-0.5...0.8), reader.number(-5...5), decodeChanges()
            )
            let (setter, completion) = blockAnimation(.springs, animates: true)
            View.animate(
                springDuration: duration, bounce: bounce, initialSpringVelocity: velocity,
                animations: { [weak self] in self?.apply(changes, by: setter) }, completion: completion)
        case .animateKeyframes:
            mayJump = animateKeyframes()
        case .makeAnimator:
            makeAnimator()
        case .advance:
            // Only a reversed animator that reaches its start changes models (back to its start values).
            modelsMayChange = entries.contains { $0.animator.isRunning && $0.animator.isReversed }
            for _ in 0..<reader.choice(31) { frame() }
            mayJump = nil
        case .stopAnimations, .removeAllAnimations:
            let index = reader.choice(3)
            if operation == .stopAnimations { views[index].stopAnimations() } else { views[index].layer.removeAllAnimations() }
            let view = views[index]
            check(!view.isAnimating && numbers(of: view, shown: true) == numbers(of: view, shown: false), "view \(index) is not at rest")
            for track in Track.allCases {
                (lastSetter[TrackKey(view: index, track: track)], animating[TrackKey(view: index, track: track)]) = (nil, nil)
            }
            modelsMayChange = operation == .stopAnimations
            if operation == .removeAllAnimations { mayJump = Set(Track.allCases.map { TrackKey(view: index, track: $0) }) }
        default:
            (mayJump, modelsMayChange, settler) = performOnAnimator(operation, shownBefore: shownBefore)
        }
        for (index, view) in views.enumerated() {
            let (before, shown, model) = (shownBefore[index], numbers(of: view, shown: true), numbers(of: view, shown: false))
            for track in Track.allCases {
                let key = TrackKey(view: index, track: track)
                if let mayJump, !mayJump.contains(key), !setWithoutAnimation.contains(key) {
                    let (from, to) = (before[track.range], shown[track.range])
                    check(agree(from, to, within: 1e-6), "view \(index)'s \(track) jumped from \(Array(from)) to \(Array(to))")
                }
                guard model[track.range] != expected[index][track.range] else { continue }
                check(
                    modelsMayChange, "view \(index)'s \(track) model changed from \(Array(expected[index][track.range])) with nothing set")
                if lastSetter[key] !== settler { lastSetter[key] = nil }
            }
            expected[index] = model
        }
    }

    /// An operation on the animator in a slot (none if it is empty); returns what may jump,
    /// whether models may change, and the run that changes them.
    private func performOnAnimator(_ operation: Operation, shownBefore: [[Double]]) -> (Set<TrackKey>?, Bool, Generation?) {
        let (slot, selector, fraction, ratio, velocity) = (
            reader.choice(3), reader.byte(), reader.number(0...1), reader.number(0.1...1), reader.number(-3...3)
        )
        let changes = operation == .addAnimations ? decodeChanges() : []
        guard let entry = slots[slot] else { return ([], false, nil) }
        if entry.generation.outcome != nil { begin(newGeneration(entry.blend, isReuse: true), on: entry) }
        let (animator, generation, state, isRunning) = (entry.animator, entry.generation, entry.animator.state, entry.animator.isRunning)
        if Self.tracing { FileHandle.standardError.write(Data("  slot \(slot) gen \(generation.id) state \(state) running \(isRunning) dur \(animator.duration) prog \(animator.progress) frac \(animator.fractionComplete) rev \(animator.isReversed) reuse \(generation.isReuse) blend \(generation.blend) sel \(selector) fraction \(fraction)\n".utf8)) }
        // A run of no length jumps to its end as it starts, reverses or continues.
        let mayJump: Set<TrackKey>? =
            animator.duration == 0 || (KnownIssue.reusedAnimatorStartsAtOldProgress && generation.isReuse) ? nil : []
        switch operation {
        case .addAnimations:
            let factor = selector % 3 == 0 ? fraction * 0.9 : 0
            let pastTheEnd = KnownIssue.addedPastTheEndJumps && state == .active && animator.progress > 0.999
            let added = block(changes, by: generation, delayed: factor > 0)
            check(animator.addAnimations(added, delayFactor: factor) == (state != .stopped), "addAnimations' answer")
            return (pastTheEnd ? nil : mayJump?.union(generation.unsound), false, nil)
        case .addCompletion:
            let handler = generation.handlerRuns.count
            let accepted = animator.addCompletion { [weak self] position in self?.handlerRan(handler, of: generation, at: position) }
            check(accepted == (state != .stopped), "addCompletion's answer")
            if accepted { generation.handlerRuns.append([]) }
        case .startAnimator:
            let delay = selector % 4 == 0 ? fraction / 2 : 0
            if !isRunning && state != .stopped { startsAt[generation.id] = delay > 0 ? driver.now + delay : nil }
            check(animator.startAnimation(afterDelay: delay) == (state != .stopped), "startAnimation's answer")
        case .pauseAnimator:
            check(animator.pauseAnimation() == (state != .stopped), "pauseAnimation's answer")
        case .scrubAnimator:
            check(animator.setFractionComplete(fraction) == (state != .stopped && !isRunning), "setFractionComplete's answer")
            return (nil, false, nil)  // a scrub moves the screen
        case .reverseAnimator:
            check(animator.setReversed(!animator.isReversed) == (state != .stopped), "setReversed's answer")
        case .continueAnimator:
            let curves: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
            let kind = selector % 6  // 0: the timing it has; 1–4: a curve; 5: a spring
            let timing: TimingParameters? =
                kind == 0
                ? nil : kind == 5 ? .dampedSpring(dampingRatio: ratio, initialVelocity: velocity) : .cubic(curves[kind - 1].bezier)
            let accepted = animator.continueAnimation(
                withTimingParameters: timing, durationFactor: selector / 6 % 4 == 0 ? 0 : fraction * 2)
            check(accepted == (state == .active && !isRunning), "continueAnimation's answer")
            if accepted { startsAt[generation.id] = nil }  // it continues now
            if accepted && timing != nil {
                (generation.blend, generation.progressHidesTime) = (kind == 5 ? .springs : kind >= 3 ? .takesOver : .adds, true)
            }
        case .stopAnimator:
            let withoutFinishing = selector % 2 == 0
            // Where other animations run too, the stop bakes only this one's share: the model is
            // what the others set plus what this one had done, and the screen does not move.
            let withOthers = Set(animating.filter { $0.value.contains(generation.id) && $0.value.count > 1 }.keys)
            let shared = KnownIssue.stopJumpsByOtherAnimations ? withOthers : []
            check(animator.stopAnimation(withoutFinishing) == (state == .active), "stopAnimation's answer")
            guard state == .active else { return ([], false, nil) }
            for (key, record) in generation.records
            where record.isClean && record.changes > 0 && lastSetter[key] === generation && !generation.unsound.contains(key)
                && !withOthers.contains(key)
            {
                let (model, shown) = (numbers(of: views[key.view], shown: false)[key.track.range], shownBefore[key.view][key.track.range])
                check(
                    agree(model, shown, within: 1e-9),
                    "the stop left view \(key.view)'s \(key.track) at \(Array(model)), not at \(Array(shown)) shown")
            }
            if withoutFinishing {
                check(generation.outcome == nil && generation.handlerRuns.allSatisfy(\.isEmpty), "stopAnimation(true) ran a completion")
                generation.outcome = .discarded
            } else {
                generation.modelsAtStop = views.map { numbers(of: $0, shown: false) }
            }
            forget(generation.id)
            return (shared.union(generation.unsound), true, generation)
        case .finishAnimator:
            let position = [PropertyAnimator.Position.end, .start, .current][selector % 3]
            check(animator.finishAnimation(at: position) == (state == .stopped), "finishAnimation's answer")
            guard state == .stopped else { return ([], false, nil) }
            check(
                generation.outcome == .ended(position),
                "finishAnimation(at: \(position)) ended with \(String(describing: generation.outcome))")
            return (position == .current ? [] : nil, true, generation)
        default:
            return ([], false, nil)
        }
        return (mayJump?.union(generation.unsound), false, nil)
    }

    /// Keyframes over 1–3 stretches, perhaps with changes over the whole; returns what may
    /// jump: a keyframe that lands at time 0 (discrete, or of no length), or all at duration 0.
    private func animateKeyframes() -> Set<TrackKey> {
        let (duration, mode, curve) = (reader.duration(), reader.choice(4), reader.choice(4))
        let whole = reader.choice(3) == 0 ? decodeChanges() : []
        let frames = (0...reader.choice(3)).map { _ in (Double(reader.choice(5)) / 4, Double(reader.choice(5)) / 4, decodeChanges()) }
        let (setter, completion) = blockAnimation(.adds, animates: duration > 0)
        let modes: [View.KeyframeAnimationOptions] = [
            .calculationModeLinear, .calculationModeDiscrete, .calculationModePaced, .calculationModeCubic,
        ]
        let curves: [View.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        View.animateKeyframes(
            withDuration: duration, delay: 0, options: modes[mode].union(View.KeyframeAnimationOptions(animationOptions: curves[curve])),
            animations: { [weak self] in
                guard let self else { return }
                self.apply(whole, by: setter)
                for (start, length, changes) in frames {
                    View.addKeyframe(withRelativeStartTime: start, relativeDuration: length) { self.apply(changes, by: setter) }
                }
            }, completion: completion)
        let stretches = [(0.0, 1.0, whole)] + frames
        let landing = duration > 0 ? stretches.filter { $0.0 == 0 && (mode == 1 || $0.1 == 0) } : stretches
        return Set(landing.flatMap { $0.2.flatMap(\.keys) })
    }

    /// A new property animator in a slot (the one there runs on), with a block and a completion.
    private func makeAnimator() {
        let (slot, kind, duration, ratio, changes) = (
            reader.choice(3), reader.choice(5), reader.duration(), reader.number(0.1...1), decodeChanges()
        )
        let blend: Blend = kind == 4 ? .springs : kind >= 2 ? .takesOver : .adds
        let generation = newGeneration(blend, isReuse: false)
        let curves: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        let animator =
            kind < 4
            ? PropertyAnimator(duration: duration, curve: curves[kind], animations: block(changes, by: generation))
            : PropertyAnimator(duration: duration, dampingRatio: ratio, animations: block(changes, by: generation))
        let entry = AnimatorEntry(animator, generation, blend: blend)
        begin(generation, on: entry)
        check(
            animator.addCompletion { [weak self] position in self?.handlerRan(0, of: generation, at: position) },
            "a new animator refused a completion")
        generation.handlerRuns.append([])
        (slots[slot], entries) = (entry, entries + [entry])
    }

    private func newGeneration(_ blend: Blend, isReuse: Bool) -> Generation {
        animationCount += 1
        return Generation(id: animationCount, blend: blend, isReuse: isReuse)
    }

    /// Starts a run of an animator: its first completion records how the run ends.
    private func begin(_ generation: Generation, on entry: AnimatorEntry) {
        (entry.generation, generations, animatorOfRun[generation.id]) = (generation, generations + [generation], entry.animator)
        check(
            entry.animator.addCompletion { [weak self] position in self?.ended(generation, at: position) },
            "an inactive animator refused a completion")
    }

    /// A run's end: once, with the tracks only it set where ending at `position` puts them.
    private func ended(_ generation: Generation, at position: PropertyAnimator.Position) {
        check(generation.outcome == nil, "an animator's completion ran after \(String(describing: generation.outcome))")
        generation.outcome = .ended(position)
        forget(generation.id)
        for (key, record) in generation.records where record.isClean && lastSetter[key] === generation {
            let model = numbers(of: views[key.view], shown: false)[key.track.range]
            let atStop = generation.modelsAtStop?[key.view][key.track.range]
            guard let target = position == .end ? record.after : position == .start ? record.before : atStop else { continue }
            if KnownIssue.finishAtEndKeepsFirstChange && position == .end && generation.modelsAtStop != nil && record.changes > 1 {
                continue
            }
            // A run that may have taken its property over from a moving one goes back to where
            // it took over (what showed then), not to the model before it: nothing jumps.
            if position == .start && generation.tookOver.contains(key) { continue }
            check(
                agree(model, target, within: 1e-9),
                "ending at \(position) left view \(key.view)'s \(key.track) at \(Array(model)), not \(Array(target))")
        }
        // What its settling moved (back to its start, or to its end after a stop) is no longer
        // what another run set last.
        for (index, view) in views.enumerated() {
            let model = numbers(of: view, shown: false)
            for track in Track.allCases where model[track.range] != expected[index][track.range] {
                if lastSetter[TrackKey(view: index, track: track)] !== generation { lastSetter[TrackKey(view: index, track: track)] = nil }
            }
        }
    }

    /// A completion added to a run: once, at the position the run ended.
    private func handlerRan(_ handler: Int, of generation: Generation, at position: PropertyAnimator.Position) {
        generation.handlerRuns[handler].append(position)
        check(generation.handlerRuns[handler].count == 1, "an animator's completion ran twice")
        check(
            generation.outcome == .ended(position),
            "a completion ran at \(position) for a run that \(String(describing: generation.outcome))")
    }

    /// An animation has ended: it holds no track.
    private func forget(_ id: Int) {
        for key in animating.keys { animating[key]?.remove(id) }
    }

    /// A block animation's setter (nil when it does not animate: it applies at once) and its
    /// completion, which must run once.
    private func blockAnimation(_ blend: Blend, animates: Bool) -> (Setter?, (Bool) -> Void) {
        let index = blockCompletionRuns.count
        blockCompletionRuns.append(0)
        animationCount += 1
        let setter = Setter(id: animationCount, blend: blend, generation: nil)
        let completion: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            self.blockCompletionRuns[index] += 1
            self.check(self.blockCompletionRuns[index] == 1, "block animation \(index)'s completion ran twice")
            self.forget(setter.id)
        }
        return (animates ? setter : nil, completion)
    }

    /// An animator's end-value block: the changes, set by `generation` with its timing then.
    private func block(_ changes: [Change], by generation: Generation, delayed: Bool = false) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            // Run while its animator waits out a start delay (at a delayed start, or added then),
            // the changes start later: they add to what runs, whatever the timing, as a delayed
            // `View.animate` block does.
            let waiting = startsAt[generation.id].map { $0 > driver.now } ?? false
            apply(changes, by: Setter(id: generation.id, blend: waiting ? .adds : generation.blend, generation: generation, isDelayed: delayed))
        }
    }

    /// One frame; what is on screen must stay finite.
    private func frame() {
        clock.tick()
        driver.update()
        for (index, view) in views.enumerated() {
            check(numbers(of: view, shown: true).allSatisfy(\.isFinite), "view \(index) shows \(view.presentationValues)")
        }
    }

    /// Sets each change, checks that the model reads back what was set, and records who set
    /// it (no animation when `setter` is nil or the change is set without animation).
    private func apply(_ changes: [Change], by animation: Setter?) {
        for change in changes {
            if change.withoutAnimation { View.performWithoutAnimation { assign(change) } } else { assign(change) }
            let setter = change.withoutAnimation ? nil : animation
            if change.withoutAnimation { setWithoutAnimation.formUnion(change.keys) }
            let model = numbers(of: views[change.view], shown: false)
            for key in change.keys {
                let (before, after) = (expected[key.view][key.track.range], model[key.track.range])
                if let generation = setter?.generation {
                    let old = generation.records[key]
                    generation.records[key] = Generation.Record(
                        before: old?.before ?? before, after: after,
                        isClean: old.map { $0.isClean && lastSetter[key] === generation } ?? true,
                        changes: (old?.changes ?? 0) + (before == after ? 0 : 1))
                }
                lastSetter[key] = setter?.generation
                if let setter, before != after {
                    // It takes over only from an animation in motion: not a paused animator, nor
                    // a block animation whose block is still running (it starts after).
                    let inMotion = (animating[key] ?? []).contains { run in
                        let started = driver.now >= startsAt[run] ?? -.infinity
                        return (animatorOfRun[run]?.isRunning ?? (run != setter.id)) && started
                    }
                    let takesOver = setter.blend != .adds && inMotion
                    if takesOver { setter.generation?.tookOver.insert(key) }
                    if takesOver && setter.blend == .springs { setter.generation?.carriedVelocity.insert(key) }
                    if setter.isDelayed { setter.generation?.delayedTracks.insert(key) }
                    if takesOver { animating[key] = [setter.id] } else { animating[key, default: []].insert(setter.id) }
                }
                expected[key.view].replaceSubrange(key.track.range, with: after)
            }
        }
    }

    /// Sets one change; reading the property must give back what was set.
    private func assign(_ change: Change) {
        let (view, n) = (views[change.view], change.numbers)
        let label = "view \(change.view)'s \(change.property) set to \(n)"
        switch change.property {
        case .center:
            view.center = Point(x: n[0], y: n[1])
            check(agree([view.center.x, view.center.y], n[...], within: 1e-9), "\(label) reads \(view.center)")
        case .bounds, .frame:
            let rect = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            if change.property == .bounds { view.bounds = rect } else { view.frame = rect }
            // The frame is read through the size and the centre (its getter bounds the transformed bounds).
            let read =
                change.property == .bounds
                ? view.bounds : Rect(origin: view.center - Point(x: n[2] / 2, y: n[3] / 2), size: view.bounds.size)
            check(agree([read.minX, read.minY, read.width, read.height], n[...], within: 1e-9), "\(label) reads \(read)")
        case .alpha:
            view.alpha = n[0]
            check(view.alpha == n[0], "\(label) reads \(view.alpha)")
        case .transform:
            let transform = Transform2D(rotationAngle: n[0]).scaledBy(x: n[1], y: n[2])
            view.transform = transform
            check(view.transform == transform, "\(label) reads \(view.transform)")
        case .backgroundColor:
            let color = Color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
            view.backgroundColor = color
            check(view.backgroundColor == color, "\(label) reads \(view.backgroundColor)")
        case .cornerRadius:
            view.cornerRadius = n[0]
            check(view.cornerRadius == n[0], "\(label) reads \(view.cornerRadius)")
        }
    }

    private func decodeChanges() -> [Change] { (0...reader.choice(2)).map { _ in decodeChange() } }

    /// A view, a property and whether it is set without animation (1 in 13) in one byte, then its value.
    private func decodeChange() -> Change {
        let selector = reader.byte()
        let property = Property.allCases[selector / 3 % Property.allCases.count]
        let values = property.ranges.map { reader.number($0) }
        return Change(view: selector % 3, property: property, numbers: values, withoutAnimation: selector / 21 == 1)
    }

    /// Finishes every animator at its end, stops every view, runs frames until nothing runs,
    /// and checks that every completion ran once and every view is at rest.
    private func endEverything() {
        context = "the end"
        for entry in entries {
            if entry.animator.state == .active {
                check(entry.animator.stopAnimation(false), "an active animator would not stop")
                entry.generation.modelsAtStop = views.map { numbers(of: $0, shown: false) }
            }
            if entry.animator.state == .stopped { check(entry.animator.finishAnimation(at: .end), "a stopped animator would not finish") }
            if entry.generation.outcome == nil { entry.generation.outcome = .neverStarted }
        }
        for view in views { view.stopAnimations() }
        var frames = 0
        while driver.hasRunningAnimations, frames < 90 * 60, !failed {
            frame()
            frames += 1
        }
        check(!driver.hasRunningAnimations, "animations still run after 90 s")
        for (index, view) in views.enumerated() {
            check(!view.isAnimating && numbers(of: view, shown: true) == numbers(of: view, shown: false), "view \(index) is not at rest")
        }
        for (index, runs) in blockCompletionRuns.enumerated() {
            check(runs == 1, "block animation \(index)'s completion ran \(runs) times")
        }
        for (index, generation) in generations.enumerated() {
            let once: [PropertyAnimator.Position]
            if case .ended(let position) = generation.outcome { once = [position] } else { once = [] }
            for runs in generation.handlerRuns {
                check(runs == once, "animator run \(index), \(String(describing: generation.outcome)), ran a completion at \(runs)")
            }
        }
    }
}

/// The `animation` fuzz target's entry.
enum AnimationFuzz {
    /// Runs `bytes`, at most 256 operations of them; a broken invariant stops the process.
    static func run(_ bytes: [UInt8]) {
        AnimationSession { message in preconditionFailure(message) }.run(bytes, limit: 256)
    }
}
