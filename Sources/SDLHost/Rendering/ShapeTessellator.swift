import CSDL
import ViewKit

/// Turns a rounded rectangle into triangles for SDL_RenderGeometry: a fan over the shape plus
/// rings along its outline whose colours fade to transparent outside it, which gives smooth
/// edges at any angle.
///
/// An `.exact` edge shows, at every pixel, the share of that pixel inside the outline. Across a
/// straight edge whose normal makes the pixel grid's angle θ, that share is the distribution of
/// aX + bY with X and Y uniform on ±½, a = max(|cos θ|, |sin θ|) and b = min(…): quadratic over
/// the b wide stretch at either end, linear between. Vertex colours interpolate linearly, so
/// the rings sit at the knots of a piecewise-linear fit of that curve, with its quadratic
/// stretches cut into as many chords as keep the fit within `profileTolerance`. Upright
/// straight edges (b = 0) need only two rings, half a pixel either side.
///
/// A value type the renderer keeps and reuses, so its buffers stay allocated from frame to
/// frame and building a shape is one exclusive access, not one per appended point. A shape with
/// the same outline as the last one (equal views in a row, or a view's background and its
/// picture) only transforms and colours the outline it already has.
nonisolated struct ShapeTessellator {
    /// The last shape's vertices and triangle indices.
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// How a filled shape's edge is drawn.
    nonisolated enum Edge: Equatable {
        /// Each pixel shows its exact share inside the outline.
        case exact
        /// Solid `width` (view units) inside the outline, fading linearly to nothing `width`
        /// outside it: a soft edge.
        case ramp(Double)
        /// The shape blurred by a Gaussian of standard deviation `sigma` (view units): a shadow
        /// (see `GaussianShadow`), with `steps` rings across its 6σ and `leadSteps` points along
        /// each side past a corner's arc (see `gaussian(sigma:opacity:)`).
        case gaussian(sigma: Double, steps: Int, leadSteps: Int)

        /// A Gaussian edge of `sigma` for a shadow drawn at `opacity`, with as many rings and points
        /// as keep it within half a 255th of the blurred shape: linear between rings h apart, the
        /// edge Φ(−d/σ) strays by h²/8 × 0.242/σ² × opacity, so 6σ takes 23.6 √opacity steps, and
        /// the 3.5σ along a side past a corner (where the corner still changes the blur) 13.7
        /// √opacity. Opacity comes in sixteenths, so a fading shadow rebuilds only now and then.
        static func gaussian(sigma: Double, opacity: Double) -> Edge {
            let weight = (min(max(opacity, 0), 1) * 16).rounded(.up) / 16
            return .gaussian(
                sigma: sigma, steps: max(6, Int((23.6 * weight.squareRoot()).rounded(.up))),
                leadSteps: max(3, Int((13.7 * weight.squareRoot()).rounded(.up))))
        }
    }

    /// The most segments a corner arc is drawn with.
    static let maximumSegments = 64
    /// How far, in pixels, an arc's chords may fall inside the circle. Pixels on the edge change
    /// by up to 1.4 times this (the steepest coverage, across a 45° edge), so 0.002 px is about
    /// 0.7 of a 255th.
    static let chordTolerance = 0.002
    /// How far the piecewise-linear coverage may stray from the exact one: 0.6 of a 255th.
    static let profileTolerance = 0.6 / 255

    /// cos and sin of k/n × 90° for k in 0...n, for each segment count n (n = 0: the corner itself).
    static let quarterArcs: [[(cos: Double, sin: Double)]] = (0...maximumSegments).map { n in
        (0...n).map { step in
            let angle = Double(step) / Double(max(n, 1)) * Double.pi / 2
            return (cos(angle), sin(angle))
        }
    }

    /// How many segments a corner of `radius` view units gets at `pixelsPerUnit`: enough that no
    /// chord's middle falls more than `chordTolerance` inside the circle, 2 to 64 (0 for a
    /// square corner). A chord across the angle Δ falls r(1 − cos(Δ/2)) short.
    static func segments(radius: Double, pixelsPerUnit: Double, curve: CornerCurve = .circular) -> Int {
        let pixels = radius * pixelsPerUnit
        guard pixels > 0 else { return 0 }
        guard pixels > chordTolerance else { return curve == .continuous ? 6 : 2 }
        let halfAngle = acos(1 - chordTolerance / pixels)
        let circular = Int((Double.pi / 4 / halfAngle).rounded(.up))
        // A continuous corner turns as far over a longer, unevenly bent stretch: its three
        // curves get the arc's count each, sampled evenly in their parameter.
        return curve == .continuous ? max(6, min(maximumSegments, 3 * circular)) : max(2, min(maximumSegments, circular))
    }

    /// The continuous corner of radius 1, from the side before it to the side after it (see
    /// `CornerCurve.continuous`): three cubic Bézier curves, each point's position as (a, b),
    /// its distances from the corner along the side after and the side before.
    static let continuousCorner: [[(a: Double, b: Double)]] = [
        [(0, 1.528665), (0, 1.08849296), (0, 0.86840694), (0.07491139, 0.63149379)],
        [(0.07491139, 0.63149379), (0.16905956, 0.37282383), (0.37282383, 0.16905956), (0.63149379, 0.07491139)],
        [(0.63149379, 0.07491139), (0.86840694, 0), (1.08849296, 0), (1.528665, 0)],
    ]

    /// The continuous corner of radius 1 at `n` + 1 points evenly spaced in the curves' parameter,
    /// for each n: each point's (a, b) (see `continuousCorner`), its outward normal in the same
    /// axes, and its radius of curvature (nil where the curve is straight).
    static let continuousSamples: [[(a: Double, b: Double, normalA: Double, normalB: Double, curvatureRadius: Double?)]] =
        (0...maximumSegments).map { n in
            (0...max(n, 1)).map { k in
                let u = 3 * Double(k) / Double(max(n, 1))
                let piece = continuousCorner[min(Int(u), 2)]
                let t = u - Double(min(Int(u), 2))
                let mt = 1 - t
                let point = (
                    a: mt * mt * mt * piece[0].a + 3 * mt * mt * t * piece[1].a + 3 * mt * t * t * piece[2].a + t * t * t * piece[3].a,
                    b: mt * mt * mt * piece[0].b + 3 * mt * mt * t * piece[1].b + 3 * mt * t * t * piece[2].b + t * t * t * piece[3].b
                )
                func first(_ p: [Double]) -> Double { 3 * (mt * mt * (p[1] - p[0]) + 2 * mt * t * (p[2] - p[1]) + t * t * (p[3] - p[2])) }
                func second(_ p: [Double]) -> Double { 6 * (mt * (p[2] - 2 * p[1] + p[0]) + t * (p[3] - 2 * p[2] + p[1])) }
                let (da, db) = (first(piece.map(\.a)), first(piece.map(\.b)))
                let (dda, ddb) = (second(piece.map(\.a)), second(piece.map(\.b)))
                let speed = (da * da + db * db).squareRoot()
                // Travelling from the side before (a = 0) to the side after (b = 0), outward
                // is a quarter turn from the direction of travel: (db, −da).
                let bend = abs(da * ddb - db * dda) / (speed * speed * speed)
                return (point.a, point.b, db / speed, -da / speed, bend > 1e-9 ? 1 / bend : nil)
            }
        }

    /// How many chords each quadratic stretch of an exact edge's coverage needs, for edges whose
    /// b/a is at most `ratio`: the chords of a parabola of curvature 1/(ab) across b/n stray by
    /// b/(8an²).
    static func profileChords(ratio: Double) -> Int {
        ratio < 1e-9 ? 0 : Int((ratio / (8 * profileTolerance)).squareRoot().rounded(.up))
    }

    /// What a shape's outline, texture coordinates, coverage and indices depend on: not its
    /// translation or colour. Equal views (cells, tiles, buttons) drawn one after another share
    /// them. An exact edge depends on the transform's linear part too.
    nonisolated struct OutlineKey: Equatable {
        var rect: Rect
        var radius: Double
        var corners: ViewKit.Corners
        var segments: Int
        var curve: CornerCurve
        var edge: Edge
        /// The transform's linear part (a, b, c, d), for an exact edge; zero otherwise.
        var linear: Linear
    }

    /// A transform's linear part: a value the outline key compares without an allocation.
    nonisolated struct Linear: Equatable {
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0
    }

    /// The last shape's outline in view units, with its texture coordinates and coverage: ring by
    /// ring, inside out, each of `ringCount` points.
    var local: [(point: Point, u: Float, v: Float, coverage: Float)] = []
    var ringCount = 0
    var rings = 0
    var lastKey: OutlineKey?

    var lastRings = 0
    /// The most indices an outline's triangles have needed.
    var largestTriangles = 0

    /// The triangles of the last few outlines' rings, by their points a ring and rings: the
    /// shapes of a frame (tiles, a card, their shadows) take turns with the one tessellator, and
    /// `fill` draws them as they are, or as a cut leaves them (`clip`), without rebuilding them.
    var keptIndices: [(ringCount: Int, rings: Int, indices: [Int32])] = []
    /// Which of `keptIndices` are the last outline's.
    var outlineSlot = 0
    /// Whether `indices` are the last outline's (nothing cut or drawn since).
    var indicesHoldOutline = false
    /// The share of the colour the shape's centre shows (below 1 for a small blurred shape).
    var centreCoverage: Float = 1
    /// The last few costly outlines built (blurred, or exact), with their rings' count and values:
    /// a shadow or a clip is drawn between its view's other shapes, so the one-outline reuse
    /// above would rebuild it every frame.
    var keptOutlines: [(key: OutlineKey, points: [(point: Point, u: Float, v: Float, coverage: Float)], rings: Int, centre: Float)] = []
    static let outlinesKept = 8

    /// One rounded corner's offsets on the ring being built (see `appendRing`'s `symmetric`).
    var cornerProfile: [(distance: Double, coverage: Float)] = []

    /// The triangles before the last cut, and the cut's working polygons (see `clip`), kept
    /// so that a cut each frame allocates nothing.
    var uncutIndices: [Int32] = []
    var cutScratch: (polygon: [SDL_Vertex], kept: [SDL_Vertex], sides: [Double]) = ([], [], [])

    /// Which sides of the cut each vertex lies outside of (see `clip(to:transform:)`).
    var outsideSides: [UInt8] = []
}
