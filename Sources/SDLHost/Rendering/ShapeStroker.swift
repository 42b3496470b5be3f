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
        guard points.count > 1 else {
            // A point with round caps is a dot (PDF's rule, which Quartz follows); else nothing.
            if style.cap == .round, let point = points.first {
                let steps = Int((2 * Double.pi / Self.arcStep).rounded(.up))
                let rims = (0...steps).map {
                    Point(x: cos(2 * Double.pi * Double($0) / Double(steps)), y: sin(2 * Double.pi * Double($0) / Double(steps)))
                }
                fan(about: point, solidCentre: point, rims: rims, style)
            }
            return
        }
        if style.cap == .square && !closed {
            // The ends pushed out by half the width: then capped as butt ends.
            let half = (style.inner + style.outer) / 2
            points[0] = points[0] + Self.direction(points[1], points[0]) * half
            let n = points.count
            points[n - 1] = points[n - 1] + Self.direction(points[n - 2], points[n - 1]) * half
        }
        let count = points.count
        let pieces = closed ? count : count - 1
        var corners: [Corner] = []
        corners.reserveCapacity(count)
        for index in 0..<count {
            let hasBefore = closed || index > 0
            let hasAfter = closed || index < count - 1
            let previous = points[(index + count - 1) % count]
            let next = points[(index + 1) % count]
            corners.append(
                Self.corner(
                    at: points[index], from: hasBefore ? previous : nil, to: hasAfter ? next : nil, style: style))
        }
        for piece in 0..<pieces {
            let a = piece
            let b = (piece + 1) % count
            band(from: points[a], corners[a].leaving, to: points[b], corners[b].arriving, style)
        }
        for (index, corner) in corners.enumerated() {
            guard let join = corner.join else { continue }
            joinPiece(at: points[index], join, style)
        }
        if !closed {
            capPiece(at: points[0], outward: Self.direction(points[1], points[0]), style)
            capPiece(at: points[count - 1], outward: Self.direction(points[count - 2], points[count - 1]), style)
        }
    }

    /// Where a band's edges end at a corner, per unit of half-width from the corner: its left
    /// side's (to the left of travel) and its right side's.
    private struct Edges {
        var left: Point
        var right: Point
    }

    /// A corner: where the piece arriving at it and the piece leaving it end, and the join that
    /// fills the outer wedge between them, if any.
    private struct Corner {
        var arriving: Edges
        var leaving: Edges
        var join: Join?
    }

    /// The outer wedge at a corner: from the arriving piece's outer normal to the leaving one's,
    /// fanned from `inner` (per unit of half-width from the corner: where the bands' inner edges
    /// meet, or the corner itself), round or straight across.
    private struct Join {
        var from: Point
        var to: Point
        var inner: Point
        var round: Bool
        /// The direction the wedge faces, for a path that turns straight back.
        var ahead: Point
    }

    /// The corner at `point` between the pieces from `previous` and to `next` (an end where one
    /// is missing). The inner side: both bands end where their inner edges cross, unless that is
    /// past the end of a piece (they then overlap, each ending square). The outer side: a shared
    /// mitre, or each band ending square and a join piece between.
    private static func corner(at point: Point, from previous: Point?, to next: Point?, style: Style) -> Corner {
        guard let previous, let next else {
            let n = previous.map { normal($0, point) } ?? next.map { normal(point, $0) } ?? .zero
            let square = Edges(left: n, right: n * -1)
            return Corner(arriving: square, leaving: square, join: nil)
        }
        let n1 = normal(previous, point)
        let n2 = normal(point, next)
        let cross = n1.x * n2.y - n1.y * n2.x
        let dot = n1.x * n2.x + n1.y * n2.y
        if abs(cross) < 1e-9 && dot > 0 {
            let straight = Edges(left: n1, right: n1 * -1)
            return Corner(arriving: straight, leaving: straight, join: nil)
        }
        // The outer side: the left (+1) when the path turns right on screen, else the right.
        let side: Double = cross > 0 ? 1 : -1
        // The mitre per unit of half-width: (n1 + n2) / (1 + n1·n2), 1 / cos(half the turn) long.
        let mitreValid = dot > -1 + 1e-9
        let mitre = mitreValid ? (n1 + n2) * (1 / (1 + dot)) : .zero
        // How far along each piece the inner crossing lies, per unit of half-width: tan(half the turn).
        let along = mitreValid ? abs(cross) / (1 + dot) : .infinity
        let room = min(previous.distance(to: point), point.distance(to: next)) / 2
        let innerMeets = along * style.outer <= room
        let inner = innerMeets ? mitre * -side : .zero
        let arrivingInner = innerMeets ? inner : n1 * -side
        let leavingInner = innerMeets ? inner : n2 * -side
        let mitreLength = mitreValid ? 1 / ((1 + dot) / 2).squareRoot() : .infinity
        if style.join == .miter && mitreLength <= style.miterLimit && innerMeets {
            let outer = mitre * side
            let edges = side > 0 ? Edges(left: outer, right: inner) : Edges(left: inner, right: outer)
            return Corner(arriving: edges, leaving: edges, join: nil)
        }
        let arriving = side > 0 ? Edges(left: n1, right: arrivingInner) : Edges(left: arrivingInner, right: n1 * -1)
        let leaving = side > 0 ? Edges(left: n2, right: leavingInner) : Edges(left: leavingInner, right: n2 * -1)
        let join = Join(
            from: n1 * side, to: n2 * side, inner: inner, round: style.join == .round, ahead: direction(previous, point))
        return Corner(arriving: arriving, leaving: leaving, join: join)
    }

    /// One piece's band: fading rim, solid middle, fading rim, across; hard at its ends.
    private mutating func band(from a: Point, _ start: Edges, to b: Point, _ end: Edges, _ style: Style) {
        let first = Int32(vertices.count)
        for (point, edges) in [(a, start), (b, end)] {
            vertices.append(vertex(point + edges.left * style.outer, style.transform, style.clear))
            vertices.append(vertex(point + edges.left * style.inner, style.transform, style.color))
            vertices.append(vertex(point + edges.right * style.inner, style.transform, style.color))
            vertices.append(vertex(point + edges.right * style.outer, style.transform, style.clear))
        }
        for row: Int32 in 0..<3 {
            let p = first + row
            let q = first + 4 + row
            indices += [p, p + 1, q, p + 1, q + 1, q]
        }
    }

    /// The outer wedge at a corner whose pieces do not share a mitre: straight across (bevel, or a
    /// mitre past its limit) or on an arc about the corner (round), solid to the band's solid edge
    /// with a fading rim, fanned from where the bands' inner edges end.
    private mutating func joinPiece(at corner: Point, _ join: Join, _ style: Style) {
        var rims = [join.from]
        if join.round {
            let cross = join.from.x * join.to.y - join.from.y * join.to.x
            let dot = join.from.x * join.to.x + join.from.y * join.to.y
            var sweep = atan2(cross, dot)
            if abs(cross) < 1e-9 && dot < 0 {
                // Straight back: the half turn that passes ahead of the corner.
                let quarter = Point(x: -join.from.y, y: join.from.x)
                sweep = quarter.x * join.ahead.x + quarter.y * join.ahead.y >= 0 ? Double.pi : -Double.pi
            }
            let steps = max(1, Int((abs(sweep) / Self.arcStep).rounded(.up)))
            let angle = atan2(join.from.y, join.from.x)
            for step in 1..<steps {
                let a = angle + sweep * Double(step) / Double(steps)
                rims.append(Point(x: cos(a), y: sin(a)))
            }
        }
        rims.append(join.to)
        fan(about: corner, solidCentre: corner + join.inner * style.inner, rims: rims, style)
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
        fan(about: end, solidCentre: end, rims: rims, style)
    }

    /// A fan through the unit directions `rims` about `centre`, solid from `solidCentre` out to
    /// the band's solid half-width and fading out to its outer one.
    private mutating func fan(about centre: Point, solidCentre: Point, rims: [Point], _ style: Style) {
        let first = Int32(vertices.count)
        vertices.append(vertex(solidCentre, style.transform, style.color))
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
