import Motion

/// A person's hold on one value that rests at snap points: the mechanism under every drag that
/// lets go to a place (a sheet's detents, a transition's two ends), as libadwaita's swipe tracker
/// and FloatingPanel's move are one mechanism under their drags.
///
/// - **Catching.** A hold taken where the value shows, rubber band included, starts from the
///   position behind that band (`RubberBand.overshoot(forOffset:dimension:)`), so a press on a
///   value springing back past an end takes it where it is: nothing jumps.
/// - **Following.** The value follows the pointer 1:1 from there, once it has crossed `deadZone`
///   points away from the end it started at.
/// - **The rubber band.** Past `range`, the value shows UIScrollView's rubber band over
///   `bandDimension` points; with no dimension it stops at the ends.
/// - **The release** projects the value as its `GestureRelease` does (where it would come to
///   rest as UIScrollView decelerates, by default), and picks the snap point there: between two neighbours, the further one once the projection has
///   passed `GestureRelease.threshold` of the way (the nearer one at 0.5, the default).
///
/// Positions are in any unit along the drag's axis; `pointsPerUnit` converts the pointer's
/// points into them (1 for a sheet's height, a transition's span for its progress).
///
/// ```swift
/// var hold = SnapDrag(at: sheetHeight, snapPoints: [0, 300, 600], range: 0...600, bandDimension: 800)
/// hold.move(by: 120)  // the pointer rose 120 points
/// let target = hold.snapPoint(from: hold.position, velocity: 900, using: GestureRelease())
/// ```
public nonisolated struct SnapDrag: Sendable, Equatable {
    /// Where the value may rest, smallest first.
    public let snapPoints: [Double]
    /// Where the value moves without rubber band (a scroll view's content may grow while it is
    /// dragged).
    public var range: ClosedRange<Double>
    /// The length the rubber band is measured against, in points; nil for no rubber band.
    public let bandDimension: Double?
    /// How many points of pointer movement one unit of the value covers (a transition's span may
    /// change while it is dragged, as its window resizes).
    public var pointsPerUnit: Double
    /// The value where the hold took it, without rubber band.
    public private(set) var start: Double
    /// How far the pointer must move, in points, before the value follows.
    public let deadZone: Double
    /// Where the pointer has taken the value: its start plus the movement past the dead zone,
    /// neither clamped nor banded.
    public private(set) var pointerPosition: Double
    /// The pointer's velocity along the axis, in points per second.
    public var velocity = 0.0

    /// A hold on a value that shows at `shown` (a rubber band past `range` included).
    public init(
        at shown: Double, snapPoints: [Double], range: ClosedRange<Double>, bandDimension: Double? = nil,
        pointsPerUnit: Double = 1, deadZone: Double = 0
    ) {
        self.snapPoints = snapPoints.sorted()
        self.range = range
        self.bandDimension = bandDimension
        self.pointsPerUnit = max(pointsPerUnit, .leastNormalMagnitude)
        self.deadZone = max(deadZone, 0)
        let clamped = min(max(shown, range.lowerBound), range.upperBound)
        let banded = (shown - clamped) * self.pointsPerUnit
        let overshoot = bandDimension.map { RubberBand.overshoot(forOffset: banded, dimension: $0) } ?? 0
        start = clamped + overshoot / self.pointsPerUnit
        pointerPosition = start
    }

    /// The pointer has moved `translation` points along the axis since the hold began.
    public mutating func move(by translation: Double) {
        let past = translation >= 0 ? max(translation - deadZone, 0) : translation
        pointerPosition = start + past / max(pointsPerUnit, .leastNormalMagnitude)
    }

    /// The pointer has taken the value to `pointerPosition` (neither clamped nor banded): for a
    /// drag whose pointer a container shares (a sheet takes its part of the rise first).
    public mutating func move(to pointerPosition: Double) {
        self.pointerPosition = pointerPosition
    }

    /// What the value measures moved by `delta` under the hold (rows above a scroll view's
    /// content grew): the hold goes on from the moved place.
    public mutating func shift(by delta: Double) {
        start += delta
        pointerPosition += delta
    }

    /// The value inside `range` where the pointer has taken it.
    public var clampedPosition: Double { min(max(pointerPosition, range.lowerBound), range.upperBound) }

    /// How far past `range` the value shows, in units: the rubber band of the pointer's overshoot.
    public var rubberBand: Double {
        guard let bandDimension else { return 0 }
        let scale = max(pointsPerUnit, .leastNormalMagnitude)
        return RubberBand.offset((pointerPosition - clampedPosition) * scale, dimension: bandDimension) / scale
    }

    /// Where the value shows: clamped to `range`, plus the rubber band.
    public var position: Double { clampedPosition + rubberBand }

    /// How fast the value shows moving, in units per second, when the pointer moves at `velocity`
    /// points per second: with it inside `range`, slowed past an end by the rubber band's slope
    /// there (c/(x·c/d + 1)² at an overshoot x over a dimension d), still past an end with no
    /// band. A release hands this to its spring, so what shows leaves at its own speed.
    public func shownVelocity(forPointerVelocity velocity: Double) -> Double {
        let scale = max(pointsPerUnit, .leastNormalMagnitude)
        let overshoot = abs(pointerPosition - clampedPosition) * scale
        guard overshoot > 0 else { return velocity / scale }
        guard let bandDimension, bandDimension > 0 else { return 0 }
        let stretch = overshoot * RubberBand.coefficient / bandDimension + 1
        return velocity / scale * RubberBand.coefficient / (stretch * stretch)
    }

    /// Where a release at `position` moving at `velocity` (points per second) is projected to by
    /// `release` (where it comes to rest, decelerating at its rate, by default).
    public func projection(from position: Double, velocity: Double, using release: GestureRelease) -> Double {
        position + release.projectedDistance(velocity: velocity) / max(pointsPerUnit, .leastNormalMagnitude)
    }

    /// The snap point a release at `position` moving at `velocity` (points per second) goes to,
    /// among `candidates` (the snap points by default): where its projection lies, between two
    /// neighbours the further one once it is past `release`'s threshold of the way. Nil when
    /// there is no candidate.
    public func snapPoint(
        from position: Double, velocity: Double, using release: GestureRelease, among candidates: [Double]? = nil
    ) -> Double? {
        Self.snapPoint(
            for: projection(from: position, velocity: velocity, using: release), among: candidates ?? snapPoints,
            threshold: release.threshold)
    }

    /// The snap point among `points` that a value resting at `projected` goes to: the first or the
    /// last past the ends; between two neighbours a and b, b once `projected` is more than
    /// `threshold` of the way from a.
    public static func snapPoint(for projected: Double, among points: [Double], threshold: Double = 0.5) -> Double? {
        let sorted = points.sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        if projected <= first { return first }
        if projected >= last { return last }
        let upper = sorted.firstIndex { $0 >= projected }!
        let (a, b) = (sorted[upper - 1], sorted[upper])
        return (projected - a) / (b - a) > threshold ? b : a
    }

    /// The page a paging release goes to, by libadwaita's swipe tracker's neighbour rule (pages
    /// numbered from 0 to `last`, positions in pages, whole numbers): the page nearest `projected`, no more than
    /// one page from the one the drag began on (`start`, rounded), and at least one page on in
    /// the release's direction when its `velocity` is faster than `velocityThreshold` either way.
    public static func neighbourPage(
        from start: Double, projected: Double, velocity: Double, velocityThreshold: Double, last: Double
    ) -> Double {
        let startPage = start.rounded()
        var index = min(max(projected.rounded(), startPage - 1), startPage + 1)
        if velocity > velocityThreshold { index = max(index, startPage + 1) }
        if velocity < -velocityThreshold { index = min(index, startPage - 1) }
        return min(max(index, 0), max(last, 0))
    }
}
