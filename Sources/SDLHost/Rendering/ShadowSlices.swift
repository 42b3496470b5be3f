import CSDL
import Glibc
import ViewKit

/// One corner of a blurred rounded rectangle as texels: what a shadow's nine slices sample.
///
/// Far enough from the other corners, a Gaussian shadow near a corner depends only on the
/// corner's radius r and the blur σ, and along a straight side only on the distance from that
/// side. So one corner's texels hold a whole shadow: its four corners drawn from them (mirrored),
/// its sides from the texels' last column stretched along, its middle from their last texel.
///
/// The texels lie on a grid `spacing` apart, in view units, from 4σ outside the two sides to
/// r + 4σ inside them (past 4σ the blur changes by under Φ(−4), a 7,800th). Sampled bilinearly,
/// a grid h apart strays from a function by h²/8 times its second derivative, at most 0.242/σ²
/// along each axis for a Gaussian edge: h = σ/6 keeps that under half a 255th in the corner, a
/// quarter along a side, whatever the scale the shadow is drawn at.
nonisolated struct ShadowCorner: Equatable {
    /// The corner's radius (0 for a square corner) and the blur's σ, in view units.
    let radius: Double
    let sigma: Double
    /// Texels along each side of the grid.
    let size: Int
    /// Between neighbouring texels, in view units.
    let spacing: Double

    /// How far past a side, and past a corner's arc inside it, the texels reach, in σ.
    static let reach = 4.0
    /// The most texels between neighbours, per σ.
    static let texelsPerSigma = 6.0

    /// The corner for `radius` and `sigma`, or nil where σ is not positive or it needs more than
    /// `largestSize` texels a side (a radius of over 13σ).
    init?(radius: Double, sigma: Double, largestSize: Int) {
        guard sigma > 0, radius >= 0, radius.isFinite, sigma.isFinite else { return nil }
        let span = radius + 2 * Self.reach * sigma
        let size = Int((span / sigma * Self.texelsPerSigma).rounded(.up)) + 1
        guard size <= largestSize else { return nil }
        (self.radius, self.sigma, self.size, spacing) = (radius, sigma, size, span / Double(size - 1))
    }

    /// How far inside a side the grid begins (negative: it begins outside).
    var start: Double { -Self.reach * sigma }
    /// How far inside a side the grid ends: past the arc by `reach` σ.
    var end: Double { radius + Self.reach * sigma }

    /// Where `distance` (view units inside a side, negative outside) falls on the grid, in
    /// texels from the first texel's centre's left edge: clamped to the grid's texel centres,
    /// so that past the corner's end a side's profile is sampled unmixed.
    func texel(atDistance distance: Double) -> Double {
        (min(max(distance, start), end) - start) / spacing + 0.5
    }

    /// The blurred corner's value at each texel, row by row (rows inward from the top side,
    /// columns inward from the left), as alpha bytes.
    ///
    /// The corner is the quarter plane x ≥ 0, y ≥ 0 less the sliver an arc of radius r cuts from
    /// it, the points with x < c(v) = r − √(r² − (r − v)²) for v < r. Blurred, it is
    /// Φ(x/σ) Φ(y/σ) less the sliver's share, ∫₀ʳ g(y − v) (Φ(x/σ) − Φ((x − c(v))/σ)) dv: exact
    /// across, by Φ, and along the arc by Gauss–Legendre in its angle t (v = r(1 − cos t),
    /// c = r(1 − sin t)), in panels no longer than σ, as `GaussianShadow` takes it. The nodes
    /// depend on the corner alone, so Φ is taken once for each node and column, and each texel
    /// is a sum of products.
    func alphas() -> [UInt8] {
        let n = size
        let positions = (0..<n).map { start + Double($0) * spacing }
        let across = positions.map { GaussianShadow.normalCDF($0 / sigma) }
        var values = [Double](repeating: 0, count: n * n)
        for row in 0..<n {
            for column in 0..<n { values[row * n + column] = across[column] * across[row] }
        }
        if radius > 0 {
            let panels = max(1, Int((radius * Double.pi / 2 / sigma).rounded(.up)))
            let width = Double.pi / 2 / Double(panels)
            let density = 1 / (sigma * (2 * Double.pi).squareRoot())
            for panel in 0..<panels {
                let middle = (Double(panel) + 0.5) * width
                for (node, weight) in GaussianShadow.legendre {
                    let t = middle + width / 2 * node
                    let v = radius * (1 - cos(t))
                    let cut = radius * (1 - sin(t))
                    let measure = weight * width / 2 * radius * sin(t)
                    let shifted = positions.map { GaussianShadow.normalCDF(($0 - cut) / sigma) }
                    for row in 0..<n {
                        let z = (positions[row] - v) / sigma
                        guard abs(z) < 9 else { continue }
                        let share = measure * density * exp(-0.5 * z * z)
                        for column in 0..<n { values[row * n + column] -= share * (across[column] - shifted[column]) }
                    }
                }
            }
        }
        return values.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    }
}

/// The shadow corners in use, in one texture of square slots: each slot holds one
/// `ShadowCorner`'s texels in its top-left part, made the first time the corner is drawn.
///
/// Memory: the texture is `side`² texels of 4 bytes, 1 MiB, made once (no new texture sizes,
/// see `GroupTexturePool`). Where every slot is taken, the one used longest ago is filled
/// again, but never one a slice has used this frame: a frame that needs more corners than
/// there are slots draws the rest as meshes.
nonisolated struct ShadowAtlas {
    /// The texture's side and a slot's, in texels.
    static let side = 512
    static let slotSide = 128
    static var slotsPerRow: Int { side / slotSide }

    struct Key: Hashable {
        let radius: Double
        let sigma: Double
    }

    private var keys: [Key?] = Array(repeating: nil, count: (side / slotSide) * (side / slotSide))
    private var lastUsed: [Int] = Array(repeating: -1, count: (side / slotSide) * (side / slotSide))
    private var frame = 0
    /// Corners made into slots since the atlas was made.
    private(set) var made = 0

    /// A new frame begins: slots used before it may be filled again.
    mutating func beginFrame() { frame += 1 }

    /// The slot for `key`, and whether its texels must be loaded first (it held another
    /// corner, or none); nil where every slot has been used this frame.
    mutating func slot(for key: Key) -> (index: Int, isNew: Bool)? {
        if let index = keys.firstIndex(of: key) {
            lastUsed[index] = frame
            return (index, false)
        }
        guard let index = lastUsed.indices.min(by: { lastUsed[$0] < lastUsed[$1] }), lastUsed[index] < frame else {
            return nil
        }
        keys[index] = key
        lastUsed[index] = frame
        made += 1
        return (index, true)
    }

    /// Gives up `slot`'s corner: its texels could not be loaded.
    mutating func forget(slot index: Int) {
        keys[index] = nil
        lastUsed[index] = -1
    }

    /// The slot's top-left texel.
    static func origin(ofSlot index: Int) -> (x: Int, y: Int) {
        ((index % slotsPerRow) * slotSide, (index / slotsPerRow) * slotSide)
    }
}

/// A Gaussian shadow of a rounded rectangle drawn from `ShadowAtlas` corners: a grid of
/// rectangles (four corners, four sides, the middle, each cut where an opaque body over it
/// changes shape), each textured by the corner of its quarter, in place of a mesh of rings.
/// The side's shadow round a full-height screen goes from about 1,850 vertices to a few dozen.
nonisolated struct ShadowSlices {
    private(set) var atlas = ShadowAtlas()
    /// The last shadow's vertices and triangles.
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// Kept for their capacity, so that building allocates nothing: the corners placed, and the
    /// lines where the cells change.
    private var placed: [(corner: ShadowCorner, u: Double, v: Double)] = []
    private var xs: [Double] = []
    private var ys: [Double] = []

    mutating func beginFrame() { atlas.beginFrame() }

    /// Builds the slices of the shadow of `rect` (view units) with `corners` rounded by
    /// `radius`, blurred by `sigma`, leaving out the cells `body` covers. False, with nothing
    /// built, where slices cannot draw it: the shape is too small for its corners to lie 8σ
    /// apart, a corner needs more texels than a slot holds, or no slot is free this frame. `load`
    /// fills a slot (its top-left texel given) with a corner's texels; false if it could not.
    mutating func build(
        _ rect: Rect, radius: Double, corners: ViewKit.Corners, sigma: Double, transform: Transform2D, color: SDL_Color,
        under body: ViewRenderer.OpaqueBody?, load: (ShadowCorner, (x: Int, y: Int)) -> Bool
    ) -> Bool {
        func cornerRadius(_ corner: ViewKit.Corners) -> Double { corners.contains(corner) ? radius : 0 }
        let (topLeft, topRight) = (cornerRadius(.topLeft), cornerRadius(.topRight))
        let (bottomLeft, bottomRight) = (cornerRadius(.bottomLeft), cornerRadius(.bottomRight))
        let apart = 2 * ShadowCorner.reach * sigma
        guard rect.width >= max(topLeft + topRight, bottomLeft + bottomRight) + apart,
            rect.height >= max(topLeft + bottomLeft, topRight + bottomRight) + apart
        else { return false }
        // Each quarter's corner, in its slot.
        placed.removeAll(keepingCapacity: true)
        for r in [topLeft, topRight, bottomLeft, bottomRight] {
            guard !placed.contains(where: { $0.corner.radius == r }) else { continue }
            guard let corner = ShadowCorner(radius: r, sigma: sigma, largestSize: ShadowAtlas.slotSide),
                let slot = atlas.slot(for: ShadowAtlas.Key(radius: r, sigma: sigma))
            else { return false }
            let origin = ShadowAtlas.origin(ofSlot: slot.index)
            if slot.isNew, !load(corner, origin) {
                atlas.forget(slot: slot.index)
                return false
            }
            placed.append((corner, Double(origin.x), Double(origin.y)))
        }

        // Where the cells change: each corner's end, the middle, the shadow's reach, and where
        // the body's outline and its corners' arcs begin.
        let reach = ShadowCorner.reach * sigma
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        for x in [
            rect.minX - reach, rect.minX + topLeft + reach, rect.minX + bottomLeft + reach, rect.midX,
            rect.maxX - topRight - reach, rect.maxX - bottomRight - reach, rect.maxX + reach,
        ] { xs.append(x) }
        for y in [
            rect.minY - reach, rect.minY + topLeft + reach, rect.minY + topRight + reach, rect.midY,
            rect.maxY - bottomLeft - reach, rect.maxY - bottomRight - reach, rect.maxY + reach,
        ] { ys.append(y) }
        body?.appendLines(x: &xs, y: &ys, inside: (rect.minX - reach, rect.maxX + reach), (rect.minY - reach, rect.maxY + reach))
        Self.order(&xs)
        Self.order(&ys)

        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let side = Double(ShadowAtlas.side)
        for row in 0..<(ys.count - 1) {
            for column in 0..<(xs.count - 1) {
                let (left, right, top, bottom) = (xs[column], xs[column + 1], ys[row], ys[row + 1])
                if let body, body.covers(Point(x: left, y: top)), body.covers(Point(x: right, y: top)),
                    body.covers(Point(x: left, y: bottom)), body.covers(Point(x: right, y: bottom))
                {
                    continue
                }
                // The cell's quarter: the corner it is drawn from, mirrored to face that way.
                let isLeft = (left + right) / 2 < rect.midX
                let isTop = (top + bottom) / 2 < rect.midY
                let r = isTop ? (isLeft ? topLeft : topRight) : (isLeft ? bottomLeft : bottomRight)
                let (corner, u, v) = placed.first { $0.corner.radius == r }!
                let first = Int32(vertices.count)
                func vertex(_ x: Double, _ y: Double) {
                    let across = corner.texel(atDistance: isLeft ? x - rect.minX : rect.maxX - x)
                    let down = corner.texel(atDistance: isTop ? y - rect.minY : rect.maxY - y)
                    let position = transform.apply(to: Point(x: x, y: y))
                    vertices.append(
                        SDL_Vertex(
                            position: SDL_FPoint(x: Float(position.x), y: Float(position.y)), color: color,
                            tex_coord: SDL_FPoint(x: Float((u + across) / side), y: Float((v + down) / side))))
                }
                vertex(left, top)
                vertex(right, top)
                vertex(right, bottom)
                vertex(left, bottom)
                for offset: Int32 in [0, 1, 2, 0, 2, 3] { indices.append(first + offset) }
            }
        }
        return true
    }

    /// Sorts `values` in place and drops each within 1e-9 of the one before.
    private static func order(_ values: inout [Double]) {
        values.sort()
        var kept = 0
        // By index: a `for in` would hold the buffer, and the first write would copy it.
        for index in values.indices where kept == 0 || values[index] - values[kept - 1] > 1e-9 {
            values[kept] = values[index]
            kept += 1
        }
        values.removeSubrange(kept...)
    }
}
