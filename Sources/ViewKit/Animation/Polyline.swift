/// A subpath cut into straight pieces: its points in order, and whether it closes back to the
/// first. What a stroke follows.
public nonisolated struct Polyline: Equatable, Sendable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The length of its pieces, the closing one included.
    public var length: Double {
        var total = 0.0
        for (a, b) in zip(points, points.dropFirst()) { total += a.distance(to: b) }
        if isClosed, let first = points.first, let last = points.last { total += last.distance(to: first) }
        return total
    }

    /// The points of an open polyline that runs along this one: a closed one opened at its
    /// first point, which it ends on again.
    var opened: [Point] {
        guard isClosed, let first = points.first, points.count > 1 else { return points }
        return points + [first]
    }

    /// The parts of `lines` from `start` to `end` (fractions of their total length, in order), as
    /// Core Animation's `strokeStart` and `strokeEnd` cut a stroke: all of them, untouched, for 0
    /// to 1; a closed one that is cut becomes open; nothing where `end` ≤ `start`.
    public static func trim(_ lines: [Polyline], from start: Double, to end: Double) -> [Polyline] {
        let start = min(max(start, 0), 1)
        let end = min(max(end, 0), 1)
        guard start > 0 || end < 1 else { return lines }
        let total = lines.reduce(0) { $0 + $1.length }
        guard end > start, total > 0 else { return [] }
        let from = start * total
        let to = end * total
        var trimmed: [Polyline] = []
        var travelled = 0.0
        for line in lines {
            var kept: [Point] = []
            let points = line.opened
            for (a, b) in zip(points, points.dropFirst()) {
                let piece = a.distance(to: b)
                defer { travelled += piece }
                let enter = max(from - travelled, 0)
                let leave = min(to - travelled, piece)
                guard piece > 0, leave >= enter, enter <= piece, leave >= 0 else { continue }
                let pointAt = { (distance: Double) in a + (b - a) * (distance / piece) }
                for point in [pointAt(enter), pointAt(leave)] where kept.last != point { kept.append(point) }
            }
            if kept.count > 1 { trimmed.append(Polyline(points: kept, isClosed: false)) }
        }
        return trimmed
    }
}

nonisolated extension Path {
    /// The path's subpaths as polylines, each curve cut into `segments` straight pieces; a
    /// subpath of a single point is left out.
    public func polylines(segmentsPerCurve segments: Int = 16) -> [Polyline] {
        var lines: [Polyline] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            // A closing point on the first is the same corner: kept once.
            if closed, current.count > 2, let first = current.first, let last = current.last, first.distance(to: last) < 1e-9 {
                current.removeLast()
            }
            if current.count > 1 { lines.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p
                if current.isEmpty { current = [p] }
                for step in 1...max(segments, 1) {
                    let t = Double(step) / Double(max(segments, 1))
                    let u = 1 - t
                    let a = start * (u * u * u) + c1 * (3 * u * u * t)
                    current.append(a + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .close:
                let first = current.first
                finish(closed: true)
                // Drawing goes on from the closed subpath's start, as Core Graphics'.
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        return lines
    }
}
