import Foundation
import Motion
import TestSupport
import Testing

@testable import ViewKit

// The invariants of the `animation` fuzz target (Sources/drawer-fuzz/AnimationFuzz.swift) over
// seeded random sequences, with a compact interpreter of its own: a test cannot import an
// executable. It leaves out what the target's `KnownIssue`s step round: property animators
// here run curves only (no spring block carrying a velocity), take no delay factor and never
// run twice; a stop is checked only on the views it leaves at rest, and changes added past
// progress 0.999 are not checked.

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
    let p = view.presentationValues
    let (o, b, t, c) =
        shown ? (p.position, p.bounds, p.transform, p.backgroundColor) : (view.position, view.bounds, view.transform, view.backgroundColor)
    let (alpha, radius) = shown ? (p.alpha, p.cornerRadius) : (view.alpha, view.cornerRadius)
    return [o.x, o.y, b.minX, b.minY, b.width, b.height, t.a, t.b, t.c, t.d, t.tx, t.ty, alpha, c.red, c.green, c.blue, c.alpha, radius]
}

/// Whether two runs of numbers agree within `tolerance`, relative beyond magnitude 1 (NaN never does).
private func agree(_ lhs: ArraySlice<Double>, _ rhs: ArraySlice<Double>, within tolerance: Double) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// One property of one view set to a random value, perhaps inside `performWithoutAnimation`.
private struct Change {
    enum Property: CaseIterable {
        case center, bounds, frame, alpha, transform, backgroundColor, cornerRadius
    }

    let view: Int
    let property: Property
    let withoutAnimation: Bool

    var tracks: [Track] {
        switch property {
        case .center: return [.position]
        case .bounds: return [.bounds]
        case .frame: return [.bounds, .position]
        case .alpha: return [.alpha]
        case .transform: return [.transform]
        case .backgroundColor: return [.color]
        case .cornerRadius: return [.cornerRadius]
        }
    }

    var keys: [TrackKey] { tracks.map { TrackKey(view: view, track: $0) } }
}

/// A property animator of the session and how its one run went: `outcome` is the position its
/// completions ran at (nil until they run), `runs` what each added completion received.
private final class AnimatorRecord {
    let animator: PropertyAnimator
    var outcome: PropertyAnimator.Position?
    var discarded = false
    var runs: [[PropertyAnimator.Position]] = []

    init(_ animator: PropertyAnimator) { self.animator = animator }

    /// Whether it ran and ended: this suite never runs an animator twice.
    var isSpent: Bool { outcome != nil || discarded }
}

/// Three views in a window on a fixed clock, driven by random operations, with the problems found.
private final class RandomAnimationSession {
    private var random: SplitMix
    private let clock = FixedStepClock()
    private let driver: AnimationDriver
    private let window: Window
    private let views: [View]
    private var expected: [[Double]]
    private var slots: [AnimatorRecord?] = [nil, nil, nil]
    private var records: [AnimatorRecord] = []
    private var blockCompletionRuns: [Int] = []
    /// Tracks set inside `performWithoutAnimation` during this operation: they jump.
    private var setWithoutAnimation: Set<TrackKey> = []
    private var context = ""
    private(set) var problems: [String] = []

    init(seed: UInt64) {
        random = SplitMix(state: seed)
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 400, height: 300), driver: driver)
        views = (0..<3).map { View(frame: Rect(x: Double($0) * 120, y: 40, width: 100, height: 100)) }
        for view in views { window.rootView.addSubview(view) }
        expected = views.map { numbers(of: $0, shown: false) }
    }

    /// Records the first broken invariant, with the operation it broke at.
    private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition && problems.isEmpty { problems.append("\(context): \(message())") }
    }

    private func roll(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
    private func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    /// 0 one time in ten (it applies at once), else up to 2 s.
    private func duration() -> Double { roll(10) == 0 ? 0 : number(0.2...2) }

    /// Runs `count` random operations, then ends every animation and checks the whole run.
    func run(operations count: Int) {
        for index in 0..<count where problems.isEmpty {
            context = "operation \(index)"
            perform()
        }
        if problems.isEmpty { endEverything() }
        for record in records where record.animator.state == .active { record.animator.stopAnimation(true) }
        for record in records where record.animator.state == .stopped { record.animator.finishAnimation(at: .current) }
        driver.stopAllAnimations()
    }

    /// One operation (a third of them advance time); then nothing on screen may have jumped but
    /// what it may move (`mayJump`, nil for anything), and no model may have changed but by a
    /// set, unless `modelsMayChange`.
    private func perform() {
        let before = views.map { numbers(of: $0, shown: true) }
        setWithoutAnimation = []
        var mayJump: Set<TrackKey>? = []
        var modelsMayChange = false
        let kind = roll(32)
        context += " (kind \(kind))"
        switch kind {
        case 0:
            let change = randomChange()
            apply([change])
            mayJump = Set(change.keys)
        case 1, 2, 3:
            let (seconds, changes) = (duration(), randomChanges())
            let curves: [View.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
            let delay = roll(3) == 0 ? number(0...0.5) : 0
            View.animate(
                withDuration: seconds, delay: delay, options: curves[roll(4)], animations: { [weak self] in self?.apply(changes) },
                completion: blockCompletion())
            mayJump = seconds > 0 ? [] : Set(changes.flatMap(\.keys))
        case 4, 5:
            let (seconds, changes) = (duration(), randomChanges())
            View.animate(
                withDuration: seconds, delay: 0, usingSpringWithDamping: number(0.1...1), initialSpringVelocity: number(-5...5),
                animations: { [weak self] in self?.apply(changes) }, completion: blockCompletion())
            mayJump = seconds > 0 ? [] : Set(changes.flatMap(\.keys))
        case 6:
            let changes = randomChanges()
            View.animate(
                springDuration: number(0.1...1.5), bounce: number(-0.5...0.8), initialSpringVelocity: number(-5...5),
                animations: { [weak self] in self?.apply(changes) }, completion: blockCompletion())
        case 7, 8:
            mayJump = animateKeyframes()
        case 9, 10:
            let curves: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
            let changes = randomChanges()
            let record = AnimatorRecord(
                PropertyAnimator(duration: duration(), curve: curves[roll(4)]) { [weak self] in self?.apply(changes) })
            (slots[roll(3)], records) = (record, records + [record])
            addCompletion(to: record)
        case 11...20:
            guard let record = slots[roll(3)], !record.isSpent else { break }
            (mayJump, modelsMayChange) = perform(kind, on: record, before: before)
        case 21:
            let index = roll(3)
            if roll(2) == 0 {
                views[index].stopAnimations()
                modelsMayChange = true
            } else {
                views[index].layer.removeAllAnimations()
                mayJump = Set(Track.allCases.map { TrackKey(view: index, track: $0) })
            }
            check(
                !views[index].isAnimating && numbers(of: views[index], shown: true) == numbers(of: views[index], shown: false),
                "view \(index) still animates")
        default:
            // Only a reversed animator that reaches its start changes models (back to its start values).
            modelsMayChange = records.contains { $0.animator.isRunning && $0.animator.isReversed }
            for _ in 0...roll(30) { frame() }
            mayJump = nil
        }
        for (index, view) in views.enumerated() {
            let (shown, model) = (numbers(of: view, shown: true), numbers(of: view, shown: false))
            for track in Track.allCases {
                let key = TrackKey(view: index, track: track)
                if let mayJump, !mayJump.contains(key), !setWithoutAnimation.contains(key) {
                    let (from, to) = (before[index][track.range], shown[track.range])
                    check(agree(from, to, within: 1e-6), "view \(index)'s \(track) jumped from \(Array(from)) to \(Array(to))")
                }
                check(
                    modelsMayChange || model[track.range] == expected[index][track.range],
                    "view \(index)'s \(track) model changed with nothing set")
            }
            expected[index] = model
        }
    }

    /// An operation on a property animator; returns what may jump and whether models may change.
    private func perform(_ kind: Int, on record: AnimatorRecord, before: [[Double]]) -> (Set<TrackKey>?, Bool) {
        let animator = record.animator
        let (state, isRunning) = (animator.state, animator.isRunning)
        let mayJump: Set<TrackKey>? = animator.duration == 0 ? nil : []  // a run of no length jumps to its end
        switch kind {
        case 11:
            let changes = randomChanges()
            let pastTheEnd = state == .active && animator.progress > 0.999  // the target's KnownIssue.addedPastTheEndJumps
            check(animator.addAnimations { [weak self] in self?.apply(changes) } == (state != .stopped), "addAnimations' answer")
            return (pastTheEnd ? nil : mayJump, false)
        case 12:
            addCompletion(to: record)
        case 13, 14:
            check(animator.startAnimation(afterDelay: roll(4) == 0 ? number(0...0.5) : 0) == (state != .stopped), "startAnimation's answer")
        case 15:
            check(animator.pauseAnimation() == (state != .stopped), "pauseAnimation's answer")
        case 16:
            check(animator.setFractionComplete(number(0...1)) == (state != .stopped && !isRunning), "setFractionComplete's answer")
            return (nil, false)  // a scrub moves the screen
        case 17:
            check(animator.setReversed(!animator.isReversed) == (state != .stopped), "setReversed's answer")
        case 18:
            let curves: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
            let timing: TimingParameters? = roll(3) == 0 ? nil : .cubic(curves[roll(4)].bezier)
            let factor = roll(4) == 0 ? 0 : number(0.1...2)
            check(
                animator.continueAnimation(withTimingParameters: timing, durationFactor: factor) == (state == .active && !isRunning),
                "continueAnimation's answer")
        case 19:
            let withoutFinishing = roll(2) == 0
            check(animator.stopAnimation(withoutFinishing) == (state == .active), "stopAnimation's answer")
            guard state == .active else { return ([], false) }
            if withoutFinishing {
                check(record.outcome == nil && record.runs.allSatisfy(\.isEmpty), "stopAnimation(true) ran a completion")
                record.discarded = true
            }
            // A view another animation still moves may jump (the target's KnownIssue.stopJumpsByOtherAnimations).
            let moving = views.indices.filter { views[$0].isAnimating }
            return (Set(moving.flatMap { index in Track.allCases.map { TrackKey(view: index, track: $0) } }), true)
        default:
            let position = [PropertyAnimator.Position.end, .start, .current][roll(3)]
            check(animator.finishAnimation(at: position) == (state == .stopped), "finishAnimation's answer")
            guard state == .stopped else { return ([], false) }
            check(record.outcome == position, "finishAnimation(at: \(position)) ended at \(String(describing: record.outcome))")
            return (position == .current ? [] : nil, true)
        }
        return (mayJump, false)
    }

    /// Keyframes over 1–3 stretches, perhaps with changes over the whole; returns what may
    /// jump: a keyframe that lands at time 0 (discrete, or of no length), or all at duration 0.
    private func animateKeyframes() -> Set<TrackKey> {
        let (seconds, mode, whole) = (duration(), roll(4), roll(3) == 0 ? randomChanges() : [])
        let frames = (0...roll(3)).map { _ in (Double(roll(5)) / 4, Double(roll(5)) / 4, randomChanges()) }
        let modes: [View.KeyframeAnimationOptions] = [
            .calculationModeLinear, .calculationModeDiscrete, .calculationModePaced, .calculationModeCubic,
        ]
        let curves: [View.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        View.animateKeyframes(
            withDuration: seconds, delay: 0, options: modes[mode].union(View.KeyframeAnimationOptions(animationOptions: curves[roll(4)])),
            animations: { [weak self] in
                guard let self else { return }
                self.apply(whole)
                for (start, length, changes) in frames {
                    View.addKeyframe(withRelativeStartTime: start, relativeDuration: length) { self.apply(changes) }
                }
            }, completion: blockCompletion())
        let stretches = [(0.0, 1.0, whole)] + frames
        let landing = seconds > 0 ? stretches.filter { $0.0 == 0 && (mode == 1 || $0.1 == 0) } : stretches
        return Set(landing.flatMap { $0.2.flatMap(\.keys) })
    }

    /// Adds a completion to an animator: it must run once, at the position the animator ends.
    private func addCompletion(to record: AnimatorRecord) {
        let (handler, state) = (record.runs.count, record.animator.state)
        let accepted = record.animator.addCompletion { [weak self, weak record] position in
            guard let self, let record else { return }
            if record.outcome == nil { record.outcome = position }
            record.runs[handler].append(position)
            self.check(
                record.runs[handler] == [position] && record.outcome == position && !record.discarded,
                "a completion ran \(record.runs[handler])")
        }
        check(accepted == (state != .stopped), "addCompletion's answer")
        if accepted { record.runs.append([]) }
    }

    /// A block animation's completion, which must run once.
    private func blockCompletion() -> (Bool) -> Void {
        let index = blockCompletionRuns.count
        blockCompletionRuns.append(0)
        return { [weak self] _ in
            guard let self else { return }
            self.blockCompletionRuns[index] += 1
            self.check(self.blockCompletionRuns[index] == 1, "block animation \(index)'s completion ran twice")
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

    private func randomChanges() -> [Change] { (0...roll(2)).map { _ in randomChange() } }

    private func randomChange() -> Change {
        Change(view: roll(3), property: Change.Property.allCases[roll(Change.Property.allCases.count)], withoutAnimation: roll(12) == 0)
    }

    /// Sets each change to a random value; reading the property must give back what was set.
    private func apply(_ changes: [Change]) {
        for change in changes {
            if change.withoutAnimation {
                View.performWithoutAnimation { assign(change) }
                setWithoutAnimation.formUnion(change.keys)
            } else {
                assign(change)
            }
            let model = numbers(of: views[change.view], shown: false)
            for track in change.tracks { expected[change.view].replaceSubrange(track.range, with: model[track.range]) }
        }
    }

    private func assign(_ change: Change) {
        let view = views[change.view]
        switch change.property {
        case .center:
            let center = Point(x: number(-1000...1000), y: number(-1000...1000))
            view.center = center
            check(agree([view.center.x, view.center.y], [center.x, center.y], within: 1e-9), "center \(center) reads \(view.center)")
        case .bounds, .frame:
            let rect = Rect(x: number(-100...100), y: number(-100...100), width: number(0...400), height: number(0...400))
            if change.property == .bounds { view.bounds = rect } else { view.frame = rect }
            // The frame is read through the size and the centre (its getter bounds the transformed bounds).
            let read =
                change.property == .bounds
                ? view.bounds : Rect(origin: view.center - Point(x: rect.width / 2, y: rect.height / 2), size: view.bounds.size)
            check(
                agree([read.minX, read.minY, read.width, read.height], [rect.minX, rect.minY, rect.width, rect.height], within: 1e-9),
                "\(change.property) \(rect) reads \(read)")
        case .alpha:
            let alpha = number(0...1)
            view.alpha = alpha
            check(view.alpha == alpha, "alpha \(alpha) reads \(view.alpha)")
        case .transform:
            let transform = Transform2D(rotationAngle: number(-.pi ... .pi)).scaledBy(x: number(0.1...3), y: number(0.1...3))
            view.transform = transform
            check(view.transform == transform, "transform \(transform) reads \(view.transform)")
        case .backgroundColor:
            let color = Color(red: number(0...1), green: number(0...1), blue: number(0...1), alpha: number(0...1))
            view.backgroundColor = color
            check(view.backgroundColor == color, "colour \(color) reads \(view.backgroundColor)")
        case .cornerRadius:
            let radius = number(0...100)
            view.cornerRadius = radius
            check(view.cornerRadius == radius, "corner radius \(radius) reads \(view.cornerRadius)")
        }
    }

    /// Finishes every animator at its end, stops every view, runs frames until nothing runs,
    /// and checks that every completion ran once and every view is at rest.
    private func endEverything() {
        context = "at the end"
        for record in records {
            if record.animator.state == .active { check(record.animator.stopAnimation(false), "an active animator would not stop") }
            if record.animator.state == .stopped { check(record.animator.finishAnimation(at: .end), "a stopped animator would not finish") }
        }
        for view in views { view.stopAnimations() }
        for _ in 0..<(90 * 60) where driver.hasRunningAnimations && problems.isEmpty { frame() }
        check(!driver.hasRunningAnimations, "animations still run after 90 s")
        for (index, view) in views.enumerated() {
            check(!view.isAnimating && numbers(of: view, shown: true) == numbers(of: view, shown: false), "view \(index) is not at rest")
        }
        for (index, runs) in blockCompletionRuns.enumerated() {
            check(runs == 1, "block animation \(index)'s completion ran \(runs) times")
        }
        for (index, record) in records.enumerated() {
            let once = record.outcome.map { [$0] } ?? []
            for runs in record.runs {
                check(runs == once, "animator \(index)'s completion ran at \(runs), its run ended at \(String(describing: record.outcome))")
            }
        }
    }
}

struct AnimationFuzzTests {
    /// 200 random sequences of 60 operations: the model reads what was set last, nothing on
    /// screen jumps at a retarget, every completion runs once, and all comes to rest.
    @Test func randomSequencesKeepCoreAnimationsInvariants() {
        let baseSeed = ProcessInfo.processInfo.environment["DRAWER_SEED"].flatMap(UInt64.init) ?? 20_261_202
        var failures = 0
        for index in 0..<200 where failures < 5 {
            let seed = baseSeed &+ UInt64(index)
            let session = RandomAnimationSession(seed: seed)
            session.run(operations: 60)
            for problem in session.problems {
                failures += 1
                Issue.record("seed \(seed) (rerun with DRAWER_SEED=\(seed)), \(problem)")
            }
        }
    }
}
