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
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

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
    private static let quarterArcs: [[(cos: Double, sin: Double)]] = (0...maximumSegments).map { n in
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
    private static let continuousSamples: [[(a: Double, b: Double, normalA: Double, normalB: Double, curvatureRadius: Double?)]] =
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
    private nonisolated struct OutlineKey: Equatable {
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
    private nonisolated struct Linear: Equatable {
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0
    }

    /// The last shape's outline in view units, with its texture coordinates and coverage: ring by
    /// ring, inside out, each of `ringCount` points.
    private var local: [(point: Point, u: Float, v: Float, coverage: Float)] = []
    private var ringCount = 0
    private var rings = 0
    private var lastKey: OutlineKey?

    /// Builds `rect` (view units) with corners of `radius`, mapped to pixels by `transform`, its
    /// edge drawn as `edge` says. Texture coordinates span `rect`. With `premultiplied` colour,
    /// the edge's coverage scales colour as well as alpha (for a premultiplied texture). The
    /// inside is a fan from `centre` (view units; the middle of `rect` unless given), which must
    /// lie inside the innermost ring.
    mutating func fill(
        _ rect: Rect, radius: Double, corners: ViewKit.Corners, curve: CornerCurve = .circular, edge: Edge,
        transform: Transform2D, color: SDL_Color, premultiplied: Bool = false, centre: Point? = nil
    ) {
        let pixelsPerUnit = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        let rounded = radius > 0 && !corners.isEmpty
        let segments: Int
        // A blurred shape's corners are circular (the closed form's): a continuous corner's
        // shadow is drawn as the circular one's, which it differs from by a fraction of the blur.
        var curve = rounded ? curve : .circular
        if case .gaussian(let sigma, _, _) = edge {
            segments = Self.gaussianSegments(radius: rounded ? radius : 0, sigma: sigma)
            curve = .circular
        } else {
            segments = rounded ? Self.segments(radius: radius, pixelsPerUnit: pixelsPerUnit, curve: curve) : 0
        }
        let key = OutlineKey(
            rect: rect, radius: radius, corners: corners, segments: segments, curve: curve, edge: edge,
            linear: edge == .exact ? Linear(a: transform.a, b: transform.b, c: transform.c, d: transform.d) : Linear())
        if key != lastKey { buildOutline(key, rounded: rounded) }
        if !indicesHoldOutline {
            indices.removeAll(keepingCapacity: true)
            indices.append(contentsOf: keptIndices[outlineSlot].indices)
            indicesHoldOutline = true
        }

        vertices.removeAll(keepingCapacity: true)
        var middle = color
        if centreCoverage < 1 { middle.a = UInt8((Float(color.a) * centreCoverage).rounded()) }
        let hub = centre ?? rect.center
        let (u, v) =
            rect.width > 0 && rect.height > 0
            ? (Float((hub.x - rect.minX) / rect.width), Float((hub.y - rect.minY) / rect.height)) : (0, 0)
        vertices.append(Self.vertex(hub, u: u, v: v, transform: transform, color: middle))
        for entry in local {
            var shade = color
            if entry.coverage < 1 {
                shade.a = UInt8((Float(color.a) * entry.coverage).rounded())
                if premultiplied {
                    shade.r = UInt8((Float(color.r) * entry.coverage).rounded())
                    shade.g = UInt8((Float(color.g) * entry.coverage).rounded())
                    shade.b = UInt8((Float(color.b) * entry.coverage).rounded())
                }
            }
            vertices.append(Self.vertex(entry.point, u: entry.u, v: entry.v, transform: transform, color: shade))
        }
    }

    /// How many of the last shape's indices, from the first, draw only its inside up to the
    /// outermost of its Gaussian rings that lies where `covered` holds: the centre's fan and the
    /// strips between covered rings. A shadow under an opaque body skips them, for they are drawn
    /// over. Each ring is judged by the points of a polygon round it (its square corners, or the
    /// tangents at the ends and middle of each corner's arc), which holds it since it is convex.
    /// Zero for other edges, and for a shape that was cut.
    func indicesCovered(by covered: (Point) -> Bool) -> Int {
        guard indicesHoldOutline, let key = lastKey, case .gaussian(let sigma, let steps, _) = key.edge, steps > 0 else {
            return 0
        }
        let rect = key.rect
        let deepest = max(-3 * sigma, -min(rect.width, rect.height) / 2 * 0.999)
        let step = (3 * sigma - deepest) / Double(steps)
        let r = min(max(key.radius, 0), min(rect.width, rect.height) / 2)
        let tangent = tan(Double.pi / 8)
        func ringIsCovered(_ offset: Double) -> Bool {
            for (corner, x, y) in [
                (ViewKit.Corners.topLeft, rect.minX, rect.minY), (.topRight, rect.maxX, rect.minY),
                (.bottomRight, rect.maxX, rect.maxY), (.bottomLeft, rect.minX, rect.maxY),
            ] {
                let sx: Double = x == rect.minX ? -1 : 1
                let sy: Double = y == rect.minY ? -1 : 1
                let reach = (key.corners.contains(corner) ? r : 0) + offset
                let tip = Point(x: x + sx * offset, y: y + sy * offset)
                guard reach > 0 else {
                    if !covered(tip) { return false }
                    continue
                }
                let centre = Point(x: tip.x - sx * reach, y: tip.y - sy * reach)
                let first = Point(x: centre.x + sx * reach, y: centre.y + sy * reach * tangent)
                let second = Point(x: centre.x + sx * reach * tangent, y: centre.y + sy * reach)
                if !covered(first) || !covered(second) { return false }
            }
            return true
        }
        var inside = 0
        while inside <= steps, ringIsCovered(deepest + Double(inside) * step) { inside += 1 }
        guard inside > 0 else { return 0 }
        return min(ringCount * 3 + (inside - 1) * ringCount * 6, indices.count)
    }

    /// Maps the last shape's texture coordinates from the whole texture onto `window` of it (unit
    /// coordinates): a group texture whose picture fills only its top-left part, or the part of
    /// a picture that a clipping view shows.
    mutating func mapTextureCoordinates(to window: (u: Float, v: Float, width: Float, height: Float)) {
        for index in vertices.indices {
            vertices[index].tex_coord.x = window.u + vertices[index].tex_coord.x * window.width
            vertices[index].tex_coord.y = window.v + vertices[index].tex_coord.y * window.height
        }
    }

    /// Rebuilds the rings, their texture coordinates and coverage and, when their shape changes,
    /// the triangles for `key`.
    private mutating func buildOutline(_ key: OutlineKey, rounded: Bool) {
        local.removeAll(keepingCapacity: true)
        centreCoverage = 1
        switch key.edge {
        case .ramp(let width):
            appendRing(of: key.rect, radius: key.radius, corners: key.corners, segments: key.segments, curve: key.curve) {
                _, _ in (-width, 1)
            }
            appendRing(of: key.rect, radius: key.radius, corners: key.corners, segments: key.segments, curve: key.curve) {
                _, _ in (width, 0)
            }
        case .exact, .gaussian:
            if let kept = keptOutlines.first(where: { $0.key == key }) {
                local += kept.points
                rings = kept.rings
                centreCoverage = kept.centre
            } else {
                if case .gaussian(let sigma, let steps, let leadSteps) = key.edge {
                    appendGaussianRings(key, sigma: sigma, steps: steps, leadSteps: leadSteps)
                } else {
                    appendExactRings(key, rounded: rounded)
                }
                // A copy in the oldest's buffer, emptied: kept, `local` itself would be shared,
                // and the next outline's first write would copy it.
                var points = keptOutlines.count == Self.outlinesKept ? keptOutlines.removeFirst().points : []
                points.removeAll(keepingCapacity: true)
                points.append(contentsOf: local)
                keptOutlines.append((key, points, rings, centreCoverage))
            }
        }
        lastKey = key
        let count = local.count / max(rings, 1)
        guard count != ringCount || rings != lastRings || keptIndices.isEmpty else { return }
        ringCount = count
        lastRings = rings
        indicesHoldOutline = false
        if let kept = keptIndices.firstIndex(where: { $0.ringCount == count && $0.rings == rings }) {
            outlineSlot = kept
            return
        }
        var triangles: [Int32]
        if keptIndices.count == Self.outlinesKept {
            // The oldest's buffer, emptied: its capacity serves the new one.
            triangles = keptIndices.removeFirst().indices
        } else {
            triangles = []
        }
        // Every kept buffer grows to the most any outline has needed, so that the buffers passed
        // from the oldest outline to a new one hold whichever outline comes next.
        largestTriangles = max(largestTriangles, Self.fanAndRimsCount(ringCount: count, rings: rings))
        triangles.reserveCapacity(largestTriangles)
        Self.appendFanAndRims(ringCount: count, rings: rings, to: &triangles)
        keptIndices.append((count, rings, triangles))
        outlineSlot = keptIndices.count - 1
    }
    private var lastRings = 0
    /// The most indices an outline's triangles have needed.
    private var largestTriangles = 0

    /// How many indices `appendFanAndRims` appends.
    private static func fanAndRimsCount(ringCount: Int, rings: Int) -> Int { 3 * ringCount + 6 * ringCount * max(rings - 1, 0) }
    /// The triangles of the last few outlines' rings, by their points a ring and rings: the
    /// shapes of a frame (tiles, a card, their shadows) take turns with the one tessellator, and
    /// `fill` draws them as they are, or as a cut leaves them (`clip`), without rebuilding them.
    private var keptIndices: [(ringCount: Int, rings: Int, indices: [Int32])] = []
    /// Which of `keptIndices` are the last outline's.
    private var outlineSlot = 0
    /// Whether `indices` are the last outline's (nothing cut or drawn since).
    private var indicesHoldOutline = false
    /// The share of the colour the shape's centre shows (below 1 for a small blurred shape).
    private var centreCoverage: Float = 1
    /// The last few costly outlines built (blurred, or exact), with their rings' count and values:
    /// a shadow or a clip is drawn between its view's other shapes, so the one-outline reuse
    /// above would rebuild it every frame.
    private var keptOutlines:
        [(key: OutlineKey, points: [(point: Point, u: Float, v: Float, coverage: Float)], rings: Int, centre: Float)] = []
    static let outlinesKept = 8

    /// How many segments each corner of a Gaussian edge's rings gets: its outer rings turn about
    /// a square corner too, on arcs of up to `radius` + 3σ, whose chords may fall short by σ/20.
    static func gaussianSegments(radius: Double, sigma: Double) -> Int {
        let reach = radius + 3 * sigma
        guard reach > 0, sigma > 0 else { return 2 }
        let halfAngle = acos(max(1 - sigma / 20 / reach, -1))
        return max(2, min(maximumSegments, Int((Double.pi / 4 / halfAngle).rounded(.up))))
    }

    /// The rings of a Gaussian edge: the outline moved from 3σ inside (or the shape's middle) to
    /// 3σ outside in even steps, each ring's corners on arcs of the corner's radius plus the
    /// offset (so a square corner's outer rings turn on quarter circles, as a blurred corner's
    /// contours do, instead of a mitre), each point carrying the blurred shape's exact value there.
    private mutating func appendGaussianRings(_ key: OutlineKey, sigma: Double, steps: Int, leadSteps: Int) {
        let rect = key.rect
        let shadow = GaussianShadow(rect: rect, radius: key.radius, corners: key.corners, sigma: sigma)
        centreCoverage = Float(shadow.value(at: rect.center))
        let deepest = max(-3 * sigma, -min(rect.width, rect.height) / 2 * 0.999)
        let step = (3 * sigma - deepest) / Double(steps)
        let arc = Self.quarterArcs[min(max(key.segments, 0), Self.maximumSegments)]
        let r = min(max(key.radius, 0), min(rect.width, rect.height) / 2)
        func radius(_ corner: ViewKit.Corners) -> Double { key.corners.contains(corner) ? r : 0 }
        // How far along each side a corner's points reach past its arc: a corner darkens or
        // lightens its sides for about 3.5σ, and shares the side's straight part with the other.
        let across = rect.width - radius(.topLeft) - radius(.topRight)
        let down = rect.height - radius(.topRight) - radius(.bottomRight)
        let acrossBottom = rect.width - radius(.bottomLeft) - radius(.bottomRight)
        let downLeft = rect.height - radius(.topLeft) - radius(.bottomLeft)
        let lead = min(3.5 * sigma, max(min(across, down, acrossBottom, downLeft), 0) / 2)
        for ring in 0...steps {
            rings = ring + 1
            let offset = deepest + Double(ring) * step
            for (corner, x, y, quarter) in [
                (ViewKit.Corners.topLeft, rect.minX, rect.minY, 2), (.topRight, rect.maxX, rect.minY, 3),
                (.bottomRight, rect.maxX, rect.maxY, 0), (.bottomLeft, rect.minX, rect.maxY, 1),
            ] {
                let cornerRadius = radius(corner)
                let sx: Double = x == rect.minX ? -1 : 1
                let sy: Double = y == rect.minY ? -1 : 1
                let reach = cornerRadius + offset
                // The arc's points, ring `offset` out: (cos, sin) of quarter × 90° + θ.
                let directions = arc.map { Self.quarterDirection(quarter, cos: $0.cos, sin: $0.sin) }
                let points = directions.map { d in
                    reach > 0
                        ? Point(x: x - sx * cornerRadius + reach * d.x, y: y - sy * cornerRadius + reach * d.y)
                        : Point(x: x + sx * offset, y: y + sy * offset)
                }
                // Along the side before the arc (travelling clockwise, a quarter turn from its
                // first normal), then the arc, then along the side after it.
                let (first, last) = (directions[0], directions[directions.count - 1])
                for j in stride(from: leadSteps, to: 0, by: -1) {
                    let e = lead * Double(j) / Double(leadSteps)
                    let point = Point(x: points[0].x + e * first.y, y: points[0].y - e * first.x)
                    local.append((point, 0.5, 0.5, Float(shadow.value(at: point))))
                }
                for point in points { local.append((point, 0.5, 0.5, Float(shadow.value(at: point)))) }
                for j in 1...leadSteps {
                    let e = lead * Double(j) / Double(leadSteps)
                    let end = points[points.count - 1]
                    let point = Point(x: end.x - e * last.y, y: end.y + e * last.x)
                    local.append((point, 0.5, 0.5, Float(shadow.value(at: point))))
                }
            }
        }
    }

    /// The rings of an exact edge: for each outline point, the knots of its edge's coverage
    /// profile, which depend on the angle its normal makes with the pixel grid (and, on an arc,
    /// a little on the arc's curvature).
    private mutating func appendExactRings(_ key: OutlineKey, rounded: Bool) {
        // The inverse transpose of the linear part maps a view-space normal m to the pixel-space
        // normal's direction, and one pixel along it is |J⁻ᵀm| view units.
        let (a, b, c, d) = (key.linear.a, key.linear.b, key.linear.c, key.linear.d)
        let determinant = a * d - b * c
        func pixelNormal(_ normal: Point) -> (x: Double, y: Double) {
            ((d * normal.x - b * normal.y) / determinant, (-c * normal.x + a * normal.y) / determinant)
        }
        func ratio(_ normal: Point) -> Double {
            let m = pixelNormal(normal)
            let (high, low) = (max(abs(m.x), abs(m.y)), min(abs(m.x), abs(m.y)))
            return high > 0 ? low / high : 0
        }
        // A rounded corner turns through every angle; straight sides have two.
        let worst = rounded ? 1 : max(ratio(Point(x: 1, y: 0)), ratio(Point(x: 0, y: 1)))
        let n = Self.profileChords(ratio: worst)
        let count = n == 0 ? 2 : 2 * n + 2
        // Upright and scaled alike both ways, the four corners' normals differ only in sign and
        // order of their components, which `offset` reads only through their sizes.
        let symmetric = b == 0 && c == 0 && abs(a) == abs(d)
        for ring in 0..<count {
            appendRing(
                of: key.rect, radius: key.radius, corners: key.corners, segments: key.segments, curve: key.curve,
                symmetric: symmetric
            ) { normal, curvatureRadius in
                let m = pixelNormal(normal)
                let length = (m.x * m.x + m.y * m.y).squareRoot()
                let high = max(abs(m.x), abs(m.y)) / length
                let low = min(abs(m.x), abs(m.y)) / length
                // Knots in pixels outward, and the share of a pixel centred there inside.
                let (pixels, coverage): (Double, Double)
                if n == 0 {
                    (pixels, coverage) = ring == 0 ? (-high / 2, 1) : (high / 2, 0)
                } else if ring <= n {
                    let k = Double(ring)
                    pixels = -(high + low) / 2 + k * low / Double(n)
                    coverage = 1 - k * k * low / (2 * high * Double(n * n))
                } else {
                    let k = Double(2 * n + 1 - ring)
                    pixels = (high + low) / 2 - k * low / Double(n)
                    coverage = k * k * low / (2 * high * Double(n * n))
                }
                // A circle bends away from its tangent by κx²/2, which takes from a pixel on it
                // about as much as moving a straight edge in by κ/24 times the square of the
                // chord through the pixel's centre, 1/a: the rings move in by that.
                let bend = curvatureRadius.map { 1 / (24 * high * high * max($0 / length, 1)) } ?? 0
                return ((pixels - bend) * length, Float(coverage))
            }
        }
    }

    /// The triangles of a shape laid out as the centre (vertex 0), then `rings` rings of
    /// `ringCount` points, inside out: the fan over the innermost ring, then for each ring and the
    /// next a strip of two triangles per side.
    private static func appendFanAndRims(ringCount: Int, rings: Int, to indices: inout [Int32]) {
        indices.removeAll(keepingCapacity: true)
        for i in 0..<ringCount {
            indices.append(0)
            indices.append(Int32(1 + i))
            indices.append(Int32(1 + (i + 1) % ringCount))
        }
        appendStrips(ringCount: ringCount, rings: rings, from: 1, to: &indices)
    }

    /// For each of `rings` rings of `ringCount` points (the first at vertex `first`) and the next,
    /// a strip of two triangles per side.
    private static func appendStrips(ringCount: Int, rings: Int, from first: Int, to indices: inout [Int32]) {
        for ring in 0..<max(rings - 1, 0) {
            let inner = Int32(first + ring * ringCount)
            let outer = inner + Int32(ringCount)
            for i in 0..<Int32(ringCount) {
                let next = (i + 1) % Int32(ringCount)
                indices.append(inner + i)
                indices.append(outer + i)
                indices.append(outer + next)
                indices.append(inner + i)
                indices.append(outer + next)
                indices.append(inner + next)
            }
        }
    }

    /// The outline `fill` builds for these arguments, moved `offset` outward: for tests.
    mutating func outline(of rect: Rect, radius: Double, corners: ViewKit.Corners, segments: Int, offset: Double) -> [Point] {
        lastKey = nil  // the outline it leaves is not the last shape's
        local.removeAll(keepingCapacity: true)
        appendRing(of: rect, radius: radius, corners: corners, segments: segments) { _, _ in (offset, 1) }
        return local.map(\.point)
    }

    /// Appends one ring: the outline of `rect`, each point moved outward by the distance `offset`
    /// gives for its outward normal (view units) and its radius of curvature (nil where straight),
    /// corner by corner clockwise from the top-left, with its texture coordinates across `rect`
    /// and its coverage. Each corner contributes `segments + 1` points whatever its radius, so
    /// rings pair up point for point. A square corner moves along both sides' normals; a circular
    /// arc's inner points sit a little outside the circle, so that its chords stray from it by at
    /// most about half their sagitta either way; a continuous corner's points lie on its curves,
    /// moved along their normals but never past their centres of curvature.
    private mutating func appendRing(
        of rect: Rect, radius: Double, corners: ViewKit.Corners, segments: Int, curve: CornerCurve = .circular,
        symmetric: Bool = false, offset: (_ normal: Point, _ curvatureRadius: Double?) -> (distance: Double, coverage: Float)
    ) {
        rings = local.isEmpty ? 1 : rings + 1
        // Where `offset` gives every rounded corner the same at the same step (`symmetric`: it
        // depends on the normal's components only through their sizes, which the four corners
        // share step by step), the first rounded corner's are kept for the other three.
        var profile = cornerProfile
        cornerProfile = []
        profile.removeAll(keepingCapacity: true)
        var profiled = false
        defer { cornerProfile = profile }
        let arc = Self.quarterArcs[min(max(segments, 0), Self.maximumSegments)]
        // Chords between points at R = 2r/(1 + cos(Δ/2)) stray from the circle by ±r(1 − cos(Δ/2))/2.
        let halfStep = Double.pi / 4 / Double(max(segments, 1))
        let bias = 2 / (1 + cos(halfStep))
        // A continuous corner needs 1.528665 × its radius of each side; it shrinks to fit.
        let continuousRadius = min(radius, min(rect.width, rect.height) / 2 / Self.continuousCorner[0][0].b)
        let samples = Self.continuousSamples[min(max(segments, 0), Self.maximumSegments)]
        // Each corner: its x and y on `rect`, and the quarter it turns through, as the unit
        // vector at the arc's start (counted in quarter turns from +x, y down).
        func corner(_ corner: ViewKit.Corners, _ x: Double, _ y: Double, quarter: Int) {
            let rounded = corners.contains(corner) && radius > 0
            let (reuses, keeps) = (symmetric && rounded && profiled, symmetric && rounded && !profiled)
            defer { profiled = profiled || keeps }
            func moved(_ step: Int, _ normal: Point, _ curvatureRadius: Double?) -> (distance: Double, coverage: Float) {
                if reuses { return profile[step] }
                let moved = offset(normal, curvatureRadius)
                if keeps { profile.append(moved) }
                return moved
            }
            let sx: Double = x == rect.minX ? -1 : 1
            let sy: Double = y == rect.minY ? -1 : 1
            for (step, (c, s)) in arc.enumerated() {
                let point: Point
                let coverage: Float
                let direction = Self.quarterDirection(quarter, cos: c, sin: s)
                let (dx, dy) = (direction.x, direction.y)
                if rounded, curve == .continuous {
                    // The side after runs from the corner along −(the side before's normal), the
                    // side before along −(the side after's normal).
                    let before = arc[0]
                    let along = Self.quarterDirection(quarter, cos: before.cos, sin: before.sin)
                    let last = arc[arc.count - 1]
                    let down = Self.quarterDirection(quarter, cos: last.cos, sin: last.sin)
                    let sample = samples[step]
                    let r = continuousRadius
                    let normal = Point(
                        x: -sample.normalA * along.x - sample.normalB * down.x, y: -sample.normalA * along.y - sample.normalB * down.y)
                    let moved = moved(step, normal, sample.curvatureRadius.map { $0 * r })
                    coverage = moved.coverage
                    let distance = max(moved.distance, -(sample.curvatureRadius.map { $0 * r } ?? .infinity))
                    point = Point(
                        x: x - r * (sample.a * along.x + sample.b * down.x) + distance * normal.x,
                        y: y - r * (sample.a * along.y + sample.b * down.y) + distance * normal.y)
                } else if rounded {
                    let inner = step > 0 && step < arc.count - 1
                    let moved = moved(step, Point(x: dx, y: dy), inner ? radius : nil)
                    coverage = moved.coverage
                    if radius + moved.distance > 0 {
                        let r = (radius + moved.distance) * (inner ? bias : 1)
                        point = Point(x: x - sx * radius + r * dx, y: y - sy * radius + r * dy)
                    } else {
                        // Moved in past the arc's centre: the corner of the shrunken square.
                        point = Point(x: x + sx * moved.distance, y: y + sy * moved.distance)
                    }
                } else {
                    let across = offset(Point(x: sx, y: 0), nil)
                    let down = offset(Point(x: 0, y: sy), nil)
                    point = Point(x: x + sx * across.distance, y: y + sy * down.distance)
                    coverage = across.coverage
                }
                let u = rect.width > 0 ? min(max((point.x - rect.minX) / rect.width, 0), 1) : 0
                let v = rect.height > 0 ? min(max((point.y - rect.minY) / rect.height, 0), 1) : 0
                local.append((point, Float(u), Float(v), coverage))
            }
        }
        corner(.topLeft, rect.minX, rect.minY, quarter: 2)
        corner(.topRight, rect.maxX, rect.minY, quarter: 3)
        corner(.bottomRight, rect.maxX, rect.maxY, quarter: 0)
        corner(.bottomLeft, rect.minX, rect.maxY, quarter: 1)
    }

    /// One rounded corner's offsets on the ring being built (see `appendRing`'s `symmetric`).
    private var cornerProfile: [(distance: Double, coverage: Float)] = []

    /// (cos, sin) of quarter × 90° + θ, given cos θ and sin θ, by the angle-sum identities.
    private static func quarterDirection(_ quarter: Int, cos c: Double, sin s: Double) -> Point {
        switch quarter {
        case 0: Point(x: c, y: s)
        case 1: Point(x: -s, y: c)
        case 2: Point(x: -c, y: -s)
        default: Point(x: s, y: -c)
        }
    }

    /// Builds the border of `rect` (view units) with corners of `radius`: the band `width` wide
    /// inside the outline, whose inner corners are rounded by `radius - width`, solid but for
    /// `edge` on either side of both its edges, where it fades to nothing.
    mutating func border(
        of rect: Rect, radius: Double, corners: ViewKit.Corners, curve: CornerCurve = .circular, width: Double, edge: Double,
        transform: Transform2D, color: SDL_Color
    ) {
        lastKey = nil  // the outline it leaves is not a filled shape's
        ringCount = 0
        let pixelsPerUnit = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        let segments = Self.segments(radius: radius, pixelsPerUnit: pixelsPerUnit, curve: curve)
        let inner = min(width, min(rect.width, rect.height) / 2)
        // Four outlines, outside in: clear, solid, solid, clear (the solid two meet when the band
        // is thinner than its two fades).
        let solidOuter = -min(edge, inner / 2)
        let solidInner = -max(inner - edge, inner / 2)
        let offsets = [edge, solidOuter, solidInner, -(inner + edge)]
        var clear = color
        clear.a = 0
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        indicesHoldOutline = false
        var count = 0
        for (ring, offset) in offsets.enumerated() {
            local.removeAll(keepingCapacity: true)
            appendRing(of: rect, radius: radius, corners: corners, segments: segments, curve: curve) { _, _ in (offset, 1) }
            count = local.count
            let shade = ring == 0 || ring == 3 ? clear : color
            for entry in local { vertices.append(Self.vertex(entry.point, u: entry.u, v: entry.v, transform: transform, color: shade)) }
        }
        Self.appendStrips(ringCount: count, rings: 4, from: 0, to: &indices)
        local.removeAll(keepingCapacity: true)
    }

    /// Builds the convex `polygon` (view units) mapped to pixels by `transform`: a fan from its
    /// centroid, solid `edge` inside its outline and fading to nothing `edge` outside it, the
    /// outline moved along each corner's mitre (held to 4 edges at sharp corners). A concave
    /// polygon comes out as its fan, too large.
    mutating func fill(polygon: [Point], edge: Double, transform: Transform2D, color: SDL_Color) {
        lastKey = nil  // the outline it leaves is not a rounded rectangle's
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        indicesHoldOutline = false
        ringCount = 0  // the next rounded rectangle rebuilds its triangles
        let n = polygon.count
        guard n >= 3 else { return }
        var area = 0.0
        var centroid = Point.zero
        for i in 0..<n {
            let a = polygon[i]
            let b = polygon[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
            centroid = centroid + a
        }
        centroid = centroid * (1 / Double(n))
        // Outward is to the left of travel for a path that turns clockwise on screen (y down).
        let outward = area > 0 ? 1.0 : -1.0
        func normal(_ a: Point, _ b: Point) -> Point {
            let length = a.distance(to: b)
            guard length > 1e-12 else { return .zero }
            return Point(x: (b.y - a.y) / length * outward, y: -(b.x - a.x) / length * outward)
        }
        var clear = color
        clear.a = 0
        vertices.append(Self.vertex(centroid, u: 0.5, v: 0.5, transform: transform, color: color))
        var outer: [SDL_Vertex] = []
        outer.reserveCapacity(n)
        for i in 0..<n {
            let before = normal(polygon[(i + n - 1) % n], polygon[i])
            let after = normal(polygon[i], polygon[(i + 1) % n])
            var mitre = before + after
            let cosine = max((mitre.x * after.x + mitre.y * after.y) / max(mitre.distance(to: .zero), 1e-12), 0.25)
            let length = mitre.distance(to: .zero)
            mitre = length > 1e-12 ? mitre * (edge / cosine / length) : .zero
            vertices.append(Self.vertex(polygon[i] - mitre, u: 0.5, v: 0.5, transform: transform, color: color))
            outer.append(Self.vertex(polygon[i] + mitre, u: 0.5, v: 0.5, transform: transform, color: clear))
        }
        vertices += outer
        Self.appendFanAndRims(ringCount: n, rings: 2, to: &indices)
    }

    /// Sets each vertex's texture coordinates to `placement` of its position: a texture that
    /// holds the pixels drawn onto, read back pixel for pixel.
    mutating func placeTexture(by placement: Transform2D) {
        for index in vertices.indices {
            let position = vertices[index].position
            let uv = placement.apply(to: Point(x: Double(position.x), y: Double(position.y)))
            // (Clamped against rounding: SDL refuses coordinates past the texture.)
            vertices[index].tex_coord = SDL_FPoint(x: Float(min(max(uv.x, 0), 1)), y: Float(min(max(uv.y, 0), 1)))
        }
    }

    /// Cuts the last shape's triangles to `rect` (view units) mapped by `transform`: whatever
    /// lies outside is dropped, and triangles crossing its sides are cut along them, position,
    /// colour and texture coordinates interpolated as the GPU would across the triangle (all
    /// three are affine in the view's units, so the cut changes no pixel inside). A group that
    /// holds only the visible part of a view is drawn so, its texture read only where it is.
    mutating func clip(to rect: Rect, transform: Transform2D) {
        let (c0, c1, c2, c3) = (
            transform.apply(to: Point(x: rect.minX, y: rect.minY)), transform.apply(to: Point(x: rect.maxX, y: rect.minY)),
            transform.apply(to: Point(x: rect.maxX, y: rect.maxY)), transform.apply(to: Point(x: rect.minX, y: rect.maxY))
        )
        // Inside is where every side's cross product has the sign of the quad's orientation.
        let orientation: Double = transform.a * transform.d - transform.b * transform.c > 0 ? 1 : -1
        func side(_ edge: Int, _ v: SDL_Vertex) -> Double {
            let (a, b) =
                switch edge {
                case 0: (c0, c1)
                case 1: (c1, c2)
                case 2: (c2, c3)
                default: (c3, c0)
                }
            return orientation * ((b.x - a.x) * (Double(v.position.y) - a.y) - (b.y - a.y) * (Double(v.position.x) - a.x))
        }
        // Which sides each vertex lies outside of, one bit a side: a triangle inside all four is
        // kept as it is, one outside the same side of all three dropped, and only the rest cut.
        // (Every vertex of every shape cut each frame: in reused buffers, with no closure.)
        outsideSides.removeAll(keepingCapacity: true)
        var anyOutside = false
        if transform == .identity && rect.width > 0 && rect.height > 0 {
            // A cut upright in the pixels (a group's box, each frame): the sides' signs are
            // comparisons with its edges.
            for v in vertices {
                let (x, y) = (Double(v.position.x), Double(v.position.y))
                var bits: UInt8 = y < rect.minY ? 1 : 0
                if x > rect.maxX { bits |= 2 }
                if y > rect.maxY { bits |= 4 }
                if x < rect.minX { bits |= 8 }
                anyOutside = anyOutside || bits != 0
                outsideSides.append(bits)
            }
        } else {
            for v in vertices {
                var bits: UInt8 = 0
                if side(0, v) < 0 { bits |= 1 }
                if side(1, v) < 0 { bits |= 2 }
                if side(2, v) < 0 { bits |= 4 }
                if side(3, v) < 0 { bits |= 8 }
                anyOutside = anyOutside || bits != 0
                outsideSides.append(bits)
            }
        }
        guard anyOutside else { return }
        swap(&indices, &uncutIndices)
        indices.removeAll(keepingCapacity: true)
        indicesHoldOutline = false
        var (polygon, kept, sides) = (cutScratch.polygon, cutScratch.kept, cutScratch.sides)
        cutScratch = ([], [], [])
        defer { cutScratch = (polygon, kept, sides) }
        outsideSides.withUnsafeBufferPointer { outside in
            uncutIndices.withUnsafeBufferPointer { triangles in
                for start in stride(from: 0, to: triangles.count - 2, by: 3) {
                    let (i, j, k) = (Int(triangles[start]), Int(triangles[start + 1]), Int(triangles[start + 2]))
                    if outside[i] | outside[j] | outside[k] == 0 {
                        indices.append(triangles[start])
                        indices.append(triangles[start + 1])
                        indices.append(triangles[start + 2])
                        continue
                    }
                    if outside[i] & outside[j] & outside[k] != 0 { continue }
                    polygon.removeAll(keepingCapacity: true)
                    polygon.append(vertices[i])
                    polygon.append(vertices[j])
                    polygon.append(vertices[k])
                    for edge in 0..<4 where !polygon.isEmpty {
                        sides.removeAll(keepingCapacity: true)
                        for v in polygon { sides.append(side(edge, v)) }
                        if sides.allSatisfy({ $0 >= 0 }) { continue }
                        kept.removeAll(keepingCapacity: true)
                        for m in polygon.indices {
                            let next = (m + 1) % polygon.count
                            if sides[m] >= 0 { kept.append(polygon[m]) }
                            if (sides[m] >= 0) != (sides[next] >= 0) {
                                kept.append(Self.mix(polygon[m], polygon[next], Float(sides[m] / (sides[m] - sides[next]))))
                            }
                        }
                        swap(&polygon, &kept)
                    }
                    guard polygon.count >= 3 else { continue }
                    // The cut pieces' vertices go after the shape's own, which the kept triangles use.
                    let first = Int32(vertices.count)
                    vertices += polygon
                    for n in 1..<Int32(polygon.count - 1) {
                        indices.append(first)
                        indices.append(first + n)
                        indices.append(first + n + 1)
                    }
                }
            }
        }
        // The outline itself is untouched: the next shape with its key only transforms it again.
    }

    /// The triangles before the last cut, and the cut's working polygons (see `clip`), kept
    /// so that a cut each frame allocates nothing.
    private var uncutIndices: [Int32] = []
    private var cutScratch: (polygon: [SDL_Vertex], kept: [SDL_Vertex], sides: [Double]) = ([], [], [])

    /// Which sides of the cut each vertex lies outside of (see `clip(to:transform:)`).
    private var outsideSides: [UInt8] = []

    /// The vertex `t` of the way from `a` to `b`.
    private static func mix(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func lerp(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(max(lerp(Float(x), Float(y)).rounded(), 0), 255)) }
        return SDL_Vertex(
            position: SDL_FPoint(x: lerp(a.position.x, b.position.x), y: lerp(a.position.y, b.position.y)),
            color: SDL_Color(
                r: channel(a.color.r, b.color.r), g: channel(a.color.g, b.color.g), b: channel(a.color.b, b.color.b),
                a: channel(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: lerp(a.tex_coord.x, b.tex_coord.x), y: lerp(a.tex_coord.y, b.tex_coord.y)))
    }

    private static func vertex(_ point: Point, u: Float, v: Float, transform: Transform2D, color: SDL_Color) -> SDL_Vertex {
        let p = transform.apply(to: point)
        return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
    }
}
