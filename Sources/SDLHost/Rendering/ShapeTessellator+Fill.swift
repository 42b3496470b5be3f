import CSDL
import ViewKit

// Filling a rounded rectangle, from an outline built or kept, and the part of it a shadow's body covers.
nonisolated extension ShapeTessellator {
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
}
