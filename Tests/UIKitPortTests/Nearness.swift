import ViewKit

// How the port tests compare geometry: to a millionth of a point.

extension Rect {
    /// Whether every edge is within a millionth of a point of `other`'s.
    func isNear(_ other: Rect) -> Bool {
        [minX - other.minX, minY - other.minY, maxX - other.maxX, maxY - other.maxY].allSatisfy { abs($0) < 1e-6 }
    }

    /// The rectangle `fraction` of the way from this one to `other`, edge by edge.
    func lerp(_ other: Rect, _ fraction: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        let x = mix(minX, other.minX)
        let y = mix(minY, other.minY)
        return Rect(x: x, y: y, width: mix(maxX, other.maxX) - x, height: mix(maxY, other.maxY) - y)
    }
}

extension Transform2D {
    /// Whether every entry is within a millionth of `other`'s.
    func isNear(_ other: Transform2D) -> Bool {
        [a - other.a, b - other.b, c - other.c, d - other.d, tx - other.tx, ty - other.ty].allSatisfy { abs($0) < 1e-6 }
    }
}
