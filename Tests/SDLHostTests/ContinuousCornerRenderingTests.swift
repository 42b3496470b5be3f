import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// iOS's continuous corner (`CornerCurve.continuous`) drawn against its formula: three cubic
/// Bézier curves from 1.528665 × the radius along one side to as far along the other, with the
/// control points published from `UIBezierPath(roundedRect:cornerRadius:)`.
extension OffscreenRenderingTests {
    /// The published curve of radius `r` for the top-left corner at `corner`, as the left edge's
    /// x at each height: the three curves sampled finely, joined by straight steps.
    static func continuousLeftEdge(corner: Point, radius r: Double) -> (_ y: Double) -> Double {
        let pieces: [[(a: Double, b: Double)]] = [
            [(0, 1.528665), (0, 1.08849296), (0, 0.86840694), (0.07491139, 0.63149379)],
            [(0.07491139, 0.63149379), (0.16905956, 0.37282383), (0.37282383, 0.16905956), (0.63149379, 0.07491139)],
            [(0.63149379, 0.07491139), (0.86840694, 0), (1.08849296, 0), (1.528665, 0)],
        ]
        var points: [Point] = []
        for piece in pieces {
            for step in 0...2000 {
                let t = Double(step) / 2000
                let mt = 1 - t
                let weights = [mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t]
                let a = zip(weights, piece).reduce(0) { $0 + $1.0 * $1.1.a }
                let b = zip(weights, piece).reduce(0) { $0 + $1.0 * $1.1.b }
                points.append(Point(x: corner.x + r * a, y: corner.y + r * b))
            }
        }
        // From the left side (large y) to the top (small y): y falls as x grows.
        return { y in
            guard y < points[0].y else { return corner.x }
            for i in 1..<points.count where points[i].y <= y {
                let (p, q) = (points[i - 1], points[i])
                return p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
            }
            return points[points.count - 1].x
        }
    }

    /// A white 120-point square with continuous corners of radius 30 at (40, 40), over black,
    /// drawn as a background (`clipping` false) or as a clip around a white child: along each
    /// row across its top-left corner, the pixels' sum is the shape's width in that row to
    /// within a quarter of a pixel, as the formula gives it.
    @Test(arguments: [false, true])
    func aContinuousCornersOutlineIsItsFormula(clipping: Bool) throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let square = View(frame: Rect(x: 40, y: 40, width: 120, height: 120))
        square.cornerRadius = 30
        square.cornerCurve = .continuous
        if clipping {
            square.clipsToBounds = true
            let child = View(frame: Rect(x: -20, y: -20, width: 160, height: 160))
            child.backgroundColor = .white
            square.addSubview(child)
        } else {
            square.backgroundColor = .white
        }
        root.addSubview(square)
        renderer.draw(root)
        let frame = try window.snapshot()
        let leftEdge = Self.continuousLeftEdge(corner: Point(x: 40, y: 40), radius: 30)
        var worst = (error: 0.0, row: 0, shown: 0.0, exact: 0.0)
        for row in 40..<88 {
            var shown = 0.0
            for x in 30..<100 { shown += try #require(frame.color(x: x, y: row)).red }
            // The shape's width between x = 30 and 100, averaged over the row's height.
            var exact = 0.0
            for step in 0..<64 {
                exact += 100 - max(leftEdge(Double(row) + (Double(step) + 0.5) / 64), 30)
            }
            exact /= 64
            if abs(shown - exact) > worst.error { worst = (abs(shown - exact), row, shown, exact) }
        }
        #expect(worst.error <= 0.25, "row \(worst.row): \(worst.shown) pixels against \(worst.exact)")
    }
}
