import Foundation
import Motion
import ViewKit

// The `animation` fuzz target's model of a run: bytes decoded as block animations, keyframes and
// property animators (scrubbed, reversed, stopped, finished) on three views in one window,
// checked against Core Animation's model after every operation (`AnimationSession`). `drawer-fuzz`
// runs it under libFuzzer and over its corpus; ViewKitTests runs it on seeded random bytes.

/// Bugs the checks step round until they are fixed, each naming what it exempts; set one to
/// false to see its failures.
enum KnownIssue {
    /// An animator run again after it ended starts from the progress its last run ended at (1
    /// after a whole run), not 0: the screen jumps, and what is added to it runs from there.
    /// (Fixed: a run after one that ended, completed or stopped, starts at 0; 4,000 random
    /// inputs of up to 2,000 bytes agree.)
    static let reusedAnimatorStartsAtOldProgress = false
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

/// One animatable value of a view, as the checks compare it. The bounds are two, as Core
/// Animation's "bounds.origin" and "bounds.size" are (and ViewKit's): a set animates each only
/// when it changes it, so a resize takes over the size from a moving animation and leaves the
/// origin's running.
nonisolated enum Track: CaseIterable {
    case position, boundsOrigin, boundsSize, transform, alpha, color, cornerRadius

    /// Where the track's numbers sit in `numbers(of:shown:)`.
    var range: Range<Int> {
        switch self {
        case .position: return 0..<2
        case .boundsOrigin: return 2..<4
        case .boundsSize: return 4..<6
        case .transform: return 6..<12
        case .alpha: return 12..<13
        case .color: return 13..<17
        case .cornerRadius: return 17..<18
        }
    }
}

/// One track of one view.
nonisolated struct TrackKey: Hashable {
    let view: Int
    let track: Track
}

/// A view's animatable values as numbers (`Track.range` finds each): the model, or what is on screen.
func numbers(of view: View, shown: Bool) -> [Double] {
    guard shown else { return numbers(view.position, view.bounds, view.transform, view.alpha, view.backgroundColor, view.cornerRadius) }
    let p = view.presentationValues
    return numbers(p.position, p.bounds, p.transform, p.alpha, p.backgroundColor, p.cornerRadius)
}

func numbers(_ o: Point, _ b: Rect, _ t: Transform2D, _ alpha: Double, _ c: Color, _ radius: Double) -> [Double] {
    [o.x, o.y, b.minX, b.minY, b.width, b.height, t.a, t.b, t.c, t.d, t.tx, t.ty, alpha, c.red, c.green, c.blue, c.alpha, radius]
}

/// Whether two runs of numbers agree within `tolerance`, relative beyond magnitude 1 (NaN never does).
func agree(_ lhs: ArraySlice<Double>, _ rhs: ArraySlice<Double>, within tolerance: Double) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// The properties the operations set (`frame` and `center` through bounds and position), with
/// the range of each number of their values.
enum Property: CaseIterable {
    case center, bounds, frame, alpha, transform, backgroundColor, cornerRadius

    var tracks: [Track] {
        switch self {
        case .center: return [.position]
        case .bounds: return [.boundsOrigin, .boundsSize]
        // The frame sets the size and the centre; the origin of the bounds stays.
        case .frame: return [.boundsSize, .position]
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
struct Change {
    let view: Int
    let property: Property
    let numbers: [Double]
    let withoutAnimation: Bool

    var keys: [TrackKey] { property.tracks.map { TrackKey(view: view, track: $0) } }
}

/// How an animation meets those on a property: eased curves (and delayed blocks) add to them;
/// linear and ease-out curves take over from what is on screen, springs too keeping its
/// velocity, when one of them is in motion.
enum Blend {
    case adds, takesOver, springs
}

/// An animation setting changes: its number, its blend, its animator's run if it has one, and
/// whether it is an animator block added with a delay factor.
struct Setter {
    let id: Int
    let blend: Blend
    var generation: Generation?
    var isDelayed = false
}

/// The operations; a byte picks one from `schedule`, where advancing time comes often (a
/// retarget needs an animation under way).
enum Operation: CaseIterable {
    case set, animateCurve, animateSpring, animateBouncySpring, animateKeyframes
    case makeAnimator, addAnimations, addCompletion, startAnimator, pauseAnimator, scrubAnimator
    case reverseAnimator, continueAnimator, stopAnimator, finishAnimator, stopAnimations, removeAllAnimations, advance

    static let schedule: [Operation] =
        allCases + Array(repeating: .advance, count: 8) + [.animateCurve, .animateCurve, .animateSpring, .makeAnimator, .startAnimator]
}

/// The input, a byte at a time; past its end every byte reads 0. The fuzz targets' other
/// engines read theirs with it too (`ConstraintFuzz`).
package struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    package init(bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { index >= bytes.count }

    package mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    package mutating func choice(_ count: Int) -> Int { byte() % count }
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
final class Generation {
    /// Completions ran at a position, or never: stopped without finishing, or never started.
    nonisolated enum Outcome: Equatable {
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
final class AnimatorEntry {
    let animator: PropertyAnimator
    var generation: Generation
    let blend: Blend

    init(_ animator: PropertyAnimator, _ generation: Generation, blend: Blend) {
        (self.animator, self.generation, self.blend) = (animator, generation, blend)
    }
}
