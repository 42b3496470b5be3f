import CSDL
import ViewKit

// A border: the band along the inside of the outline.
nonisolated extension ShapeTessellator {
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
}
