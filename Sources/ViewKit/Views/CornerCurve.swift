/// The curve of a view's rounded corners: Core Animation's `CALayerCornerCurve`.
public nonisolated enum CornerCurve: Hashable, Sendable {
    /// A quarter circle of the corner radius, meeting each side at its end: `cornerRadius` as
    /// Core Animation has always drawn it.
    case circular
    /// iOS's continuous corner (iOS 7's app icons, its sheets and cards since iOS 13): it leaves
    /// each side 1.528665 × the radius from the corner, its curvature rising from zero there,
    /// on three cubic Bézier curves whose control points are those published from
    /// `UIBezierPath(roundedRect:cornerRadius:)` (PaintCode, "The iOS 7 rounded rectangle").
    /// Where the side is too short for that, ViewKit shrinks the radius until it fits (ours; iOS
    /// blends toward the circle instead).
    case continuous
}
