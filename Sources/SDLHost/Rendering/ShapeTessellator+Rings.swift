import CSDL
import ViewKit

// The rings of an outline: a Gaussian edge's, an exact edge's, and one ring moved by an offset.
nonisolated extension ShapeTessellator {
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
    mutating func appendGaussianRings(_ key: OutlineKey, sigma: Double, steps: Int, leadSteps: Int) {
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
    mutating func appendExactRings(_ key: OutlineKey, rounded: Bool) {
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
    mutating func appendRing(
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

    /// (cos, sin) of quarter × 90° + θ, given cos θ and sin θ, by the angle-sum identities.
    private static func quarterDirection(_ quarter: Int, cos c: Double, sin s: Double) -> Point {
        switch quarter {
        case 0: Point(x: c, y: s)
        case 1: Point(x: -s, y: c)
        case 2: Point(x: -c, y: -s)
        default: Point(x: s, y: -c)
        }
    }
}
