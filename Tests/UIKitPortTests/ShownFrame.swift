import Motion
import ViewKit

/// Where a view shows, frame by frame: its bounds' corners in the window and its opacity.
struct ShownFrame {
    let corners: [Point]
    let alpha: Double

    init(_ view: View) {
        let shown = view.presentationValues
        var map = shown.transformToSuperview
        if let superview = view.superview { map = map.concatenating(superview.transformToWindow) }
        let b = shown.bounds
        corners = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
        ].map { $0.applying(map) }
        alpha = shown.alpha
    }

    /// The farthest a corner of one strays from the other's, in points, and how far their
    /// opacities differ.
    static func worst(_ a: [ShownFrame], _ b: [ShownFrame]) -> (points: Double, alpha: Double) {
        var points = 0.0
        var alpha = 0.0
        for (p, q) in zip(a, b) {
            for (c, d) in zip(p.corners, q.corners) { points = max(points, c.distance(to: d)) }
            alpha = max(alpha, abs(p.alpha - q.alpha))
        }
        return (points, alpha)
    }
}
