import Motion

/// The zoom's geometry, as pure functions of the open page's frame, the source's, and how open
/// the card is or how far a hold has pulled it. No state: `ZoomTransitionAnimator` asks it.
nonisolated struct ZoomGeometry {
    /// The page's frame when open: the container's bounds at the origin.
    let page: Rect
    /// The source view's frame in the container.
    let source: Rect

    /// Where the source is taken to be when there is no source view: a quarter of the page at its
    /// centre.
    static func sourceless(in page: Rect) -> Rect {
        Rect(x: page.midX - page.width / 8, y: page.midY - page.height / 8, width: page.width / 4, height: page.height / 4)
    }

    /// The rect of `size` centred on `center`.
    static func rect(center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// How open a card `width` points wide looks: 0 the source's width, 1 the page's.
    func openness(ofWidth width: Double) -> Double {
        guard page.width > source.width else { return 1 }
        return min(max((width - source.width) / (page.width - source.width), 0), 1)
    }

    /// Where the page goes in a card at `frame`, `openness` open: its bounds, the scale that fills
    /// the card and its centre in the card. It fills the card about a reference rect that runs
    /// from `alignment` (at the source's size; the whole page without one) to the whole page, so
    /// a page that looks like its tile at the tile's size is one picture with it at both ends.
    func pageInCard(_ frame: Rect, openness: Double, alignment: Rect?) -> (bounds: Rect, scale: Double, center: Point) {
        let full = Rect(origin: .zero, size: page.size)
        let reference = Rect.interpolate(from: alignment ?? full, to: full, fraction: openness)
        let scale = max(frame.width / max(reference.width, 1e-6), frame.height / max(reference.height, 1e-6))
        let center = Point(
            x: frame.width / 2 - scale * (reference.midX - full.midX), y: frame.height / 2 - scale * (reference.midY - full.midY))
        return (full, scale, center)
    }

    // MARK: A hold

    /// How the held point follows the pointers, its offset from where it was taken in points:
    /// 1:1 both ways, so the grabbed point stays under them (Drawer's choice). iOS's card is
    /// measured to follow across a pull at a rubber band's gain, toward 0.9 of the width
    /// (UIKIT-SEMANTICS §14.2): across, `SnapDrag(at: 0, snapPoints: [0], range: 0...0,
    /// bandDimension: 0.9 * page.width)` would do that.
    static var hold: SnapDrag2D {
        let free = SnapDrag(at: 0, snapPoints: [0], range: -Double.infinity...Double.infinity)
        return SnapDrag2D(x: free, y: free)
    }

    /// How far a hold has pulled the card, 0 to 1: `translation` across the page's width for a
    /// swipe from the edge, down its height for a pull.
    func pullFraction(_ translation: Point, fromEdge: Bool) -> Double {
        let raw = fromEdge ? translation.x / max(page.width, 1) : translation.y / max(page.height, 1)
        return min(max(raw, 0), 1)
    }

    /// The share of its held size a pull leaves the card: down to `minimumScale` over the whole
    /// pull.
    func pullScale(_ translation: Point, fromEdge: Bool, minimumScale: Double) -> Double {
        1 - (1 - minimumScale) * pullFraction(translation, fromEdge: fromEdge)
    }

    /// The scales a card held at `heldSize` may take: from a tenth of the page's width to the page.
    func scaleBounds(heldSize: Size) -> ClosedRange<Double> {
        let upper = max(min(page.width / max(heldSize.width, 1), page.height / max(heldSize.height, 1)), 1)
        let lower = min(0.1 * page.width / max(heldSize.width, 1), 1)
        return lower...upper
    }

    /// Whether a card let go of at `frame`, its size and centre moving at these velocities
    /// (points per second), closes: where `release` projects it (where it would come to rest,
    /// as UIScrollView's projection, by default) has shrunk, or strayed from the page's centre,
    /// by more than the release's threshold of the page: how far it has closed, 0 open and 1
    /// closed, snaps as a sheet's drag snaps between two detents (`SnapDrag`).
    func releaseCloses(_ frame: Rect, sizeVelocity: Size, centerVelocity: Point, using release: GestureRelease) -> Bool {
        let projectedWidth = frame.width + release.projectedDistance(velocity: sizeVelocity.width)
        let projectedCenter = Point(
            x: frame.midX + release.projectedDistance(velocity: centerVelocity.x),
            y: frame.midY + release.projectedDistance(velocity: centerVelocity.y))
        let shrink = 1 - projectedWidth / max(page.width, 1)
        let offset = projectedCenter.distance(to: Point(x: page.midX, y: page.midY)) / max(page.height, 1)
        return SnapDrag.snapPoint(for: max(shrink, offset), among: [0, 1], threshold: release.threshold) == 1
    }

    // MARK: The spring

    /// The card's spring from `from` to `target` and its velocity as it leaves (the frame's, in
    /// points per second), from `velocity` (its centre's and its size's); nil when there is
    /// nowhere to go.
    ///
    /// Each axis leaves as `release` would send it alone: its velocity over its distance capped,
    /// and the size's height following its width, so the card keeps its aspect between the two
    /// (as it did when each axis had a spring of its own). One spring moves the whole card, damped
    /// as `release` damps the axis that leaves fastest toward its end: for a spring that does not
    /// overshoot on its own, that axis then does not, and no slower one does.
    static func spring(
        from: Rect, to target: Rect, velocity: (center: Point, size: Size), _ release: GestureRelease
    ) -> (Spring, leaving: Rect)? {
        let distances = (x: target.midX - from.midX, y: target.midY - from.midY, width: target.width - from.width)
        guard [distances.x, distances.y, distances.width, target.height - from.height].contains(where: { abs($0) > 1e-6 })
        else { return nil }
        // Each axis's velocity as a fraction of its distance a second, toward the target positive.
        func relative(_ velocity: Double, _ distance: Double) -> Double {
            abs(distance) > 1e-6 ? release.relativeVelocity(velocity / distance, distance: 1) : 0
        }
        let rx = relative(velocity.center.x, distances.x)
        let ry = relative(velocity.center.y, distances.y)
        let rw = relative(velocity.size.width, distances.width)
        guard case .spring(let spring, _) = release.timing(velocity: max(rx, ry, rw), distance: 1) else { return nil }
        let size = Size(width: rw * distances.width, height: rw * (target.height - from.height))
        let center = Point(x: rx * distances.x, y: ry * distances.y)
        return (spring, rect(center: center, size: size))
    }
}
