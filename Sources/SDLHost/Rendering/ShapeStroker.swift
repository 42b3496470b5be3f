import CSDL
import ViewKit

/// Turns a stroke along polylines into triangles for SDL_RenderGeometry, as Core Animation
/// strokes a shape layer's path: each piece a band `width` wide about the line, solid to half a
/// pixel inside its edges and fading to nothing half a pixel outside them, so a line at any angle
/// is smooth; the corners joined and the ends capped as the layer says.
///
/// The bands' ends are hard: where two pieces meet they meet exactly (a mitre shared by both, or
/// a join piece filling the outer wedge), and only the open ends get a fading rim (a butt or
/// square cap) or a half disc (a round one). A line thinner than a pixel is drawn a pixel wide
/// at the share of the pixel it covers. A value type the renderer keeps, so its buffers stay
/// allocated from frame to frame.
nonisolated struct ShapeStroker {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// A round join's or cap's arc is cut into pieces of at most this angle (radians).
    static let arcStep = Double.pi / 16

    /// Builds the stroke of `lines` (view units), mapped to pixels by `transform`: `width` wide,
    /// its edges `feather` (half a pixel, in view units) soft.
    mutating func stroke(
        _ lines: [Polyline], width: Double, cap: ShapeLayer.LineCap, join: ShapeLayer.LineJoin, miterLimit: Double,
        feather: Double, transform: Transform2D, color: SDL_Color
    ) {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        guard width > 0, feather > 0 else { return }
        var color = color
        // Thinner than a pixel: a pixel wide, as faint as the share of it the line covers.
        if width < 2 * feather { color.a = UInt8((Double(color.a) * width / (2 * feather)).rounded()) }
        let half = max(width / 2, feather)
        let style = Style(
            inner: half - feather, outer: half + feather, cap: cap, join: join, miterLimit: miterLimit, transform: transform,
            color: color)
        for line in lines { stroke(line, style) }
    }

    /// What every piece of one stroke shares: the band's solid and outer half-widths, and how it
    /// turns and ends.
    private struct Style {
        let inner: Double
        let outer: Double
        let cap: ShapeLayer.LineCap
        let join: ShapeLayer.LineJoin
        let miterLimit: Double
        let transform: Transform2D
        let color: SDL_Color
        var clear: SDL_Color {
            var clear = color
            clear.a = 0
            return clear
        }
    }

    private mutating func stroke(_ line: Polyline, _ style: Style) {
        // Points that repeat add no direction.
        var points: [Point] = []
        for point in line.points where points.last.map({ $0.distance(to: point) > 1e-9 }) ?? true { points.append(point) }
        let closed = line.isClosed && points.count > 2
        if closed, let first = points.first, let last = points.last, first.distance(to: last) <= 1e-9 { points.removeLast() }
        guard points.count > 1 else { return }
        if style.cap == .square && !closed {
            // The ends pushed out by half the width: then capped as butt ends.
            let half = (style.inner + style.outer) / 2
            points[0] = points[0] + Self.direction(points[1], points[0]) * half
            let n = points.count
            points[n - 1] = points[n - 1] + Self.direction(points[n - 2], points[n - 1]) * half
        }
        let count = points.count
        let pieces = closed ? count : count - 1
        // Each corner's offset along its pieces: a shared mitre where it joins so, else each
        // piece's own normal, with a join piece in the outer wedge.
        var corners: [Corner] = []
        corners.reserveCapacity(count)
        for index in 0..<count {
            let hasBefore = closed || index > 0
            let hasAfter = closed || index < count - 1
            let before = hasBefore ? Self.normal(points[(index + count - 1) % count], points[index]) : nil
            let after = hasAfter ? Self.normal(points[index], points[(index + 1) % count]) : nil
            corners.append(Self.corner(before: before, after: after, style: style))
        }
        for piece in 0..<pieces {
            let a = piece
            let b = (piece + 1) % count
            band(from: points[a], offset: corners[a].leaving, to: points[b], offset: corners[b].arriving, style)
        }
        for index in 0..<count {
            guard let before = corners[index].before, let after = corners[index].after, !corners[index].isMitred else { continue }
            joinPiece(at: points[index], from: before, to: after, style)
        }
        if !closed {
            capPiece(at: points[0], outward: Self.direction(points[1], points[0]), style)
            capPiece(at: points[count - 1], outward: Self.direction(points[count - 2], points[count - 1]), style)
        }
    }

    /// A corner's offsets: for the piece arriving at it and the piece leaving it (per unit of
    /// half-width, to the left of travel), and its pieces' normals.
    private struct Corner {
        var arriving: Point
        var leaving: Point
        var before: Point?
        var after: Point?
        var isMitred: Bool
    }

    private static func corner(before: Point?, after: Point?, style: Style) -> Corner {
        guard let before, let after else {
            let normal = before ?? after ?? .zero
            return Corner(arriving: normal, leaving: normal, before: before, after: after, isMitred: false)
        }
        let sum = before + after
        let length = sum.distance(to: .zero)
        // The mitre's length, in half-widths: 1 / cos(half the turn).
        let cosine = length > 1e-9 ? (sum.x * after.x + sum.y * after.y) / length : 0
        let straight = abs(before.x * after.y - before.y * after.x) < 1e-9 && cosine > 0
        if straight || (style.join == .miter && cosine > 0 && 1 / cosine <= style.miterLimit) {
            let mitre = length > 1e-9 ? sum * (1 / (length * max(cosine, 1e-9))) : after
            return Corner(arriving: mitre, leaving: mitre, before: before, after: after, isMitred: true)
        }
        return Corner(arriving: before, leaving: after, before: before, after: after, isMitred: false)
    }

    /// One piece's band: fading rim, solid middle, fading rim, across; hard at its ends.
    private mutating func band(from a: Point, offset u: Point, to b: Point, offset v: Point, _ style: Style) {
        let first = Int32(vertices.count)
        for (point, offset) in [(a, u), (b, v)] {
            vertices.append(vertex(point + offset * style.outer, style.transform, style.clear))
            vertices.append(vertex(point + offset * style.inner, style.transform, style.color))
            vertices.append(vertex(point - offset * style.inner, style.transform, style.color))
            vertices.append(vertex(point - offset * style.outer, style.transform, style.clear))
        }
        for row: Int32 in 0..<3 {
            let p = first + row
            let q = first + 4 + row
            indices += [p, p + 1, q, p + 1, q + 1, q]
        }
    }

    /// The outer wedge at a corner whose pieces do not share a mitre: straight across (bevel, or a
    /// mitre past its limit) or on an arc about the corner (round), solid to the band's solid edge
    /// with a fading rim.
    private mutating func joinPiece(at corner: Point, from before: Point, to after: Point, _ style: Style) {
        // The outer side of the turn: left of travel when it turns right on screen, else right.
        let turn = before.x * after.y - before.y * after.x
        let side: Double = turn > 0 ? 1 : -1
        let start = before * side
        let end = after * side
        var rims = [start]
        if style.join == .round {
            let sweep = atan2(start.x * end.y - start.y * end.x, start.x * end.x + start.y * end.y)
            let steps = max(1, Int((abs(sweep) / Self.arcStep).rounded(.up)))
            let angle = atan2(start.y, start.x)
            for step in 1..<steps {
                let a = angle + sweep * Double(step) / Double(steps)
                rims.append(Point(x: cos(a), y: sin(a)))
            }
        }
        rims.append(end)
        fan(about: corner, rims: rims, style)
    }

    /// An open end's cap: a fading rim across a butt (or square) end, a half disc beyond a round
    /// one. `outward` points away from the line.
    private mutating func capPiece(at end: Point, outward: Point, _ style: Style) {
        let across = Point(x: -outward.y, y: outward.x)
        guard style.cap == .round else {
            // The band's solid stops at the end point: its rim fades out over a pixel beyond it.
            let rim = style.outer - style.inner
            let first = Int32(vertices.count)
            vertices.append(vertex(end + across * style.inner, style.transform, style.color))
            vertices.append(vertex(end - across * style.inner, style.transform, style.color))
            vertices.append(vertex(end - across * style.inner + outward * rim, style.transform, style.clear))
            vertices.append(vertex(end + across * style.inner + outward * rim, style.transform, style.clear))
            indices += [first, first + 1, first + 2, first, first + 2, first + 3]
            return
        }
        let steps = max(2, Int((Double.pi / Self.arcStep).rounded(.up)))
        let angle = atan2(across.y, across.x)
        // From one side, round the outward way, to the other.
        let sweep = (across.x * outward.y - across.y * outward.x) > 0 ? Double.pi : -Double.pi
        let rims = (0...steps).map { step in
            let a = angle + sweep * Double(step) / Double(steps)
            return Point(x: cos(a), y: sin(a))
        }
        fan(about: end, rims: rims, style)
    }

    /// A fan about `centre` through the unit directions `rims`, solid out to the band's solid
    /// half-width and fading out to its outer one.
    private mutating func fan(about centre: Point, rims: [Point], _ style: Style) {
        let first = Int32(vertices.count)
        vertices.append(vertex(centre, style.transform, style.color))
        for rim in rims {
            vertices.append(vertex(centre + rim * style.inner, style.transform, style.color))
            vertices.append(vertex(centre + rim * style.outer, style.transform, style.clear))
        }
        for index in 0..<Int32(rims.count - 1) {
            let solid = first + 1 + 2 * index
            let next = solid + 2
            indices += [first, solid, next, solid, solid + 1, next, next, solid + 1, next + 1]
        }
    }

    /// The unit normal to the left of travel from `a` to `b` (on screen, y down: the left hand).
    private static func normal(_ a: Point, _ b: Point) -> Point {
        let d = direction(a, b)
        return Point(x: d.y, y: -d.x)
    }

    /// The unit direction from `a` to `b`.
    private static func direction(_ a: Point, _ b: Point) -> Point {
        let length = a.distance(to: b)
        guard length > 1e-12 else { return .zero }
        return (b - a) * (1 / length)
    }

    private func vertex(_ point: Point, _ transform: Transform2D, _ color: SDL_Color) -> SDL_Vertex {
        let p = transform.apply(to: point)
        return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}
