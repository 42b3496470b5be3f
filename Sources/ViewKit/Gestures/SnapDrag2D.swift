import Motion

/// A person's hold on a point: a `SnapDrag` along each axis, moved by one pointer and projected
/// by one release. Each axis keeps its own range, rubber band, gain (`pointsPerUnit`) and dead
/// zone, so one value says how a card follows a drag in two dimensions: a zoom's page pulled
/// down (1:1 along the pull, rubber-banded across it, as iOS's is measured to, UIKIT-SEMANTICS
/// §14.2), a scroll view's content, a photo dragged anywhere.
///
/// ```swift
/// var hold = SnapDrag2D(
///     x: SnapDrag(at: 0, snapPoints: [0], range: 0...0, bandDimension: 0.9 * width),  // across: banded
///     y: SnapDrag(at: 0, snapPoints: [0, height], range: -.infinity...(.infinity)))  // along: 1:1
/// hold.move(by: pan.translation(in: nil))
/// card.center = home + hold.position
/// ```
public nonisolated struct SnapDrag2D: Sendable, Equatable {
    /// The hold along the horizontal axis.
    public var x: SnapDrag
    /// The hold along the vertical axis.
    public var y: SnapDrag

    /// A hold made of one `SnapDrag` an axis.
    public init(x: SnapDrag, y: SnapDrag) {
        self.x = x
        self.y = y
    }

    /// The pointer has moved by `translation` points since the hold began.
    public mutating func move(by translation: Point) {
        x.move(by: translation.x)
        y.move(by: translation.y)
    }

    /// Where the point shows: each axis clamped to its range, plus its rubber band.
    public var position: Point { Point(x: x.position, y: y.position) }

    /// Where the hold took the point, without rubber band.
    public var start: Point { Point(x: x.start, y: y.start) }

    /// How fast the point shows moving, in units per second, when the pointer moves at
    /// `velocity` points per second (`SnapDrag.shownVelocity(forPointerVelocity:)` on each axis).
    public func shownVelocity(forPointerVelocity velocity: Point) -> Point {
        Point(x: x.shownVelocity(forPointerVelocity: velocity.x), y: y.shownVelocity(forPointerVelocity: velocity.y))
    }

    /// Where a release at `position` moving at `velocity` (points per second) is projected to,
    /// each axis by the same `release`.
    public func projection(from position: Point, velocity: Point, using release: GestureRelease) -> Point {
        Point(
            x: x.projection(from: position.x, velocity: velocity.x, using: release),
            y: y.projection(from: position.y, velocity: velocity.y, using: release))
    }
}
