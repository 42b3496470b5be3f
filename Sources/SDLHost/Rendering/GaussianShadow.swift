import Glibc
import ViewKit

/// A rounded rectangle blurred by a Gaussian of standard deviation `sigma`: what Core Animation
/// draws as a layer's shadow. `value(at:)` is the blurred shape's opacity at a point, 0 to 1.
///
/// The blur is separable. Across the shape's straight middle band (between its corners' arcs)
/// the shape is a rectangle and the value is exact: the product of two differences of the normal
/// distribution Φ, one along each axis. Across the bands holding the arcs the horizontal
/// integral is still exact for each height (a difference of Φ between the band's left and right
/// ends there), and the vertical one is taken by Gauss–Legendre quadrature in the arc's angle,
/// which is smooth where the height is not, in panels of the arc no longer than σ. This is the
/// method of Evan Wallace's "Fast Rounded Rectangle Shadows" (2013), with the quadrature made
/// fine enough to be exact to far below a 255th.
nonisolated struct GaussianShadow {
    let rect: Rect
    /// The radius of the rounded corners among `corners`.
    let radius: Double
    let corners: ViewKit.Corners
    /// The blur's standard deviation, above zero.
    let sigma: Double

    /// Φ, the standard normal distribution function.
    static func normalCDF(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    /// The 12-point Gauss–Legendre nodes on [−1, 1] and their weights.
    static let legendre: [(node: Double, weight: Double)] = [
        (0.1252334085114689, 0.2491470458134028), (0.3678314989981802, 0.2334925365383548),
        (0.5873179542866175, 0.2031674267230659), (0.7699026741943047, 0.1600783285433462),
        (0.9041172563704749, 0.1069393259953184), (0.9815606342467192, 0.0471753363865118),
    ].flatMap { [($0.0, $0.1), (-$0.0, $0.1)] }

    /// The shadow's opacity at `point`, as a share of its colour's.
    func value(at point: Point) -> Double {
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        let top = corners.contains(.topLeft) || corners.contains(.topRight) ? r : 0
        let bottom = corners.contains(.bottomLeft) || corners.contains(.bottomRight) ? r : 0
        func across(_ left: Double, _ right: Double) -> Double {
            Self.normalCDF((point.x - left) / sigma) - Self.normalCDF((point.x - right) / sigma)
        }
        // The straight middle band, exactly.
        var total =
            (Self.normalCDF((point.y - rect.minY - top) / sigma) - Self.normalCDF((point.y - rect.maxY + bottom) / sigma))
            * across(rect.minX, rect.maxX)
        // Each band of arcs, over the arc's angle t from its flat end (t = 0) to its side
        // (t = π/2): height `edge` ∓ r(1 − cos t), the rounded side in by r(1 − sin t).
        func band(edge: Double, inward: Double, leftRounded: Bool, rightRounded: Bool) {
            guard r > 0, leftRounded || rightRounded else { return }
            // Only where the Gaussian reaches: heights within 6σ of the point.
            let near = (point.y - edge) * inward
            let from = acos(min(max(1 - (near + 6 * sigma) / r, -1), 1))
            let to = acos(min(max(1 - (near - 6 * sigma) / r, -1), 1))
            let (t0, t1) = (min(from, to), min(max(from, to), Double.pi / 2))
            guard t1 > t0 else { return }
            // In panels whose arc is no longer than σ: 12 nodes across 12σ of a large radius
            // missed by up to 2/255.
            let panels = max(1, Int((r * (t1 - t0) / sigma).rounded(.up)))
            let half = (t1 - t0) / Double(2 * panels)
            for panel in 0..<panels {
                let middle = t0 + Double(2 * panel + 1) * half
                var sum = 0.0
                for (node, weight) in Self.legendre {
                    let t = middle + half * node
                    let y = edge + inward * r * (1 - cos(t))
                    let cut = r * (1 - sin(t))
                    let left = rect.minX + (leftRounded ? cut : 0)
                    let right = rect.maxX - (rightRounded ? cut : 0)
                    let gaussian =
                        exp(-0.5 * ((point.y - y) / sigma) * ((point.y - y) / sigma)) / (sigma * (2 * Double.pi).squareRoot())
                    sum += weight * gaussian * across(left, right) * r * sin(t)
                }
                total += sum * half
            }
        }
        band(edge: rect.minY, inward: 1, leftRounded: corners.contains(.topLeft), rightRounded: corners.contains(.topRight))
        band(
            edge: rect.maxY, inward: -1, leftRounded: corners.contains(.bottomLeft),
            rightRounded: corners.contains(.bottomRight))
        return min(max(total, 0), 1)
    }
}
