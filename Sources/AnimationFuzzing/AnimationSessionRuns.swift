import Foundation
import Motion
import ViewKit

/// The session's operations on runs, the changes they set, and the end of a session.
extension AnimationSession {
    /// Keyframes over 1–3 stretches, perhaps with changes over the whole; returns what may
    /// jump: a keyframe that lands at time 0 (discrete, or of no length), or all at duration 0.
    func animateKeyframes() -> Set<TrackKey> {
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
    func makeAnimator() {
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

    func newGeneration(_ blend: Blend, isReuse: Bool) -> Generation {
        animationCount += 1
        return Generation(id: animationCount, blend: blend, isReuse: isReuse)
    }

    /// Starts a run of an animator: its first completion records how the run ends.
    func begin(_ generation: Generation, on entry: AnimatorEntry) {
        (entry.generation, generations, animatorOfRun[generation.id]) = (generation, generations + [generation], entry.animator)
        check(
            entry.animator.addCompletion { [weak self] position in self?.ended(generation, at: position) },
            "an inactive animator refused a completion")
    }

    /// A run's end: once, with the tracks only it set where ending at `position` puts them.
    func ended(_ generation: Generation, at position: PropertyAnimator.Position) {
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
    func handlerRan(_ handler: Int, of generation: Generation, at position: PropertyAnimator.Position) {
        generation.handlerRuns[handler].append(position)
        check(generation.handlerRuns[handler].count == 1, "an animator's completion ran twice")
        check(
            generation.outcome == .ended(position),
            "a completion ran at \(position) for a run that \(String(describing: generation.outcome))")
    }

    /// An animation has ended: it holds no track.
    func forget(_ id: Int) {
        for key in animating.keys { animating[key]?.remove(id) }
    }

    /// A block animation's setter (nil when it does not animate: it applies at once) and its
    /// completion, which must run once.
    func blockAnimation(_ blend: Blend, animates: Bool) -> (Setter?, (Bool) -> Void) {
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
    func block(_ changes: [Change], by generation: Generation, delayed: Bool = false) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            // Run while its animator waits out a start delay (at a delayed start, or added then),
            // the changes start later: they add to what runs, whatever the timing, as a delayed
            // `View.animate` block does.
            let waiting = startsAt[generation.id].map { $0 > driver.now } ?? false
            apply(
                changes,
                by: Setter(id: generation.id, blend: waiting ? .adds : generation.blend, generation: generation, isDelayed: delayed))
        }
    }

    /// One frame; what is on screen must stay finite, and the presentation store must serve
    /// what each view sums on its own, to the last bit (what the renderer draws is what any
    /// other reader reads).
    func frame() {
        clock.tick()
        driver.update()
        let alone = views.map { numbers(of: $0, shown: true) }
        PresentationStore.shared.serving {
            for (index, view) in views.enumerated() {
                let served = numbers(of: view, shown: true)
                check(served.allSatisfy(\.isFinite), "view \(index) shows \(view.presentationValues)")
                check(
                    zip(served, alone[index]).allSatisfy { $0.bitPattern == $1.bitPattern },
                    "view \(index): the store serves \(served), the view sums \(alone[index])")
            }
        }
    }

    /// Sets each change, checks that the model reads back what was set, and records who set
    /// it (no animation when `setter` is nil or the change is set without animation).
    func apply(_ changes: [Change], by animation: Setter?) {
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
    func assign(_ change: Change) {
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

    func decodeChanges() -> [Change] { (0...reader.choice(2)).map { _ in decodeChange() } }

    /// A view, a property and whether it is set without animation (1 in 13) in one byte, then its value.
    func decodeChange() -> Change {
        let selector = reader.byte()
        let property = Property.allCases[selector / 3 % Property.allCases.count]
        let values = property.ranges.map { reader.number($0) }
        return Change(view: selector % 3, property: property, numbers: values, withoutAnimation: selector / 21 == 1)
    }

    /// Finishes every animator at its end, stops every view, runs frames until nothing runs,
    /// and checks that every completion ran once and every view is at rest.
    func endEverything() {
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

/// The `animation` fuzz target: random sequences of block animations, keyframes and property
/// animators on three views, against Core Animation's model. The model reads what was set last,
/// nothing on screen jumps at a retarget, every completion runs once, and all comes to rest.
public enum AnimationFuzz {
    /// Runs `bytes`, at most 256 operations of them; a broken invariant stops the process.
    public static func run(_ bytes: [UInt8]) {
        if let problem = firstProblem(in: bytes) { preconditionFailure(problem) }
    }

    /// The first invariant `bytes` break (the operation, what broke, and the input up to it), or
    /// nil; at most `limit` operations run.
    public static func firstProblem(in bytes: [UInt8], operations limit: Int = 256) -> String? {
        var problem: String?
        AnimationSession { message in problem = problem ?? message }.run(bytes, limit: limit)
        return problem
    }
}
