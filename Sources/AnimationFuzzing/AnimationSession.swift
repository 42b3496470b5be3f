import Foundation
import Motion
import ViewKit

/// Three views in a window on a fixed clock, the operations the bytes decode to, and the checks.
final class AnimationSession {
    let fail: (String) -> Void
    var failed = false
    let clock = FixedStepClock()
    let driver: AnimationDriver
    let window: Window
    let views: [View]
    var reader = ByteReader(bytes: [])
    var context = "the start"
    /// The models as the sets left them: nothing else may change them unless it says so.
    var expected: [[Double]]
    /// The animator run that set each track last (nil: anything else).
    var lastSetter: [TrackKey: Generation] = [:]
    /// The animations that may hold offsets on each track: the last to take it over and those
    /// added since, until they end.
    var animating: [TrackKey: Set<Int>] = [:]
    var animationCount = 0
    /// The animator of each run by its number (block animations are not here: they run until they end).
    var animatorOfRun: [Int: PropertyAnimator] = [:]
    /// The tracks set inside `performWithoutAnimation` during this operation: they jump.
    var setWithoutAnimation: Set<TrackKey> = []
    var slots: [AnimatorEntry?] = [nil, nil, nil]
    var entries: [AnimatorEntry] = []
    var generations: [Generation] = []
    var blockCompletionRuns: [Int] = []
    /// When each delayed run's changes begin to move (driver time): until then it is not in
    /// motion, and a change that starts now adds to it rather than taking it over.
    var startsAt: [Int: Double] = [:]

    /// `DRAWER_FUZZ_TRACE=1` prints each operation to stderr as it runs, with the state of the
    /// animator it acts on (to read a failure).
    static let tracing = ProcessInfo.processInfo.environment["DRAWER_FUZZ_TRACE"] != nil

    init(fail: @escaping (String) -> Void) {
        self.fail = fail
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 400, height: 300), driver: driver)
        views = (0..<3).map { View(frame: Rect(x: Double($0) * 120, y: 40, width: 100, height: 100), name: "v\($0)") }
        for view in views { window.rootView.addSubview(view) }
        expected = views.map { numbers(of: $0, shown: false) }
    }

    /// Reports the first broken invariant, with the operation and the input up to it.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
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
        // fallback driver (where an animator whose blocks changed nothing runs) keeps
        // the animators that left it until it compacts its list.
        for entry in entries where entry.animator.state == .active { entry.animator.stopAnimation(true) }
        for entry in entries where entry.animator.state == .stopped { entry.animator.finishAnimation(at: .current) }
        driver.stopAllAnimations()
        AnimationDriver.fallback.stopAllAnimations()
    }

    /// One operation; then nothing on screen may have jumped but what it may move (`mayJump`,
    /// nil for anything), and no model may have changed but by a set, unless `modelsMayChange`
    /// (then what `settler` does not own is no longer any run's).
    func perform(_ operation: Operation) {
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
    func performOnAnimator(_ operation: Operation, shownBefore: [[Double]]) -> (Set<TrackKey>?, Bool, Generation?) {
        let (slot, selector, fraction, ratio, velocity) = (
            reader.choice(3), reader.byte(), reader.number(0...1), reader.number(0.1...1), reader.number(-3...3)
        )
        let changes = operation == .addAnimations ? decodeChanges() : []
        guard let entry = slots[slot] else { return ([], false, nil) }
        if entry.generation.outcome != nil { begin(newGeneration(entry.blend, isReuse: true), on: entry) }
        let (animator, generation, state, isRunning) = (entry.animator, entry.generation, entry.animator.state, entry.animator.isRunning)
        if Self.tracing {
            FileHandle.standardError.write(
                Data(
                    "  slot \(slot) gen \(generation.id) state \(state) running \(isRunning) dur \(animator.duration) prog \(animator.progress) frac \(animator.fractionComplete) rev \(animator.isReversed) reuse \(generation.isReuse) blend \(generation.blend) sel \(selector) fraction \(fraction)\n"
                        .utf8))
        }
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
            if isRunning { startsAt[generation.id] = nil }  // a running animator turns round now, delay or not
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
}
