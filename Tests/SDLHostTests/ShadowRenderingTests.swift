import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Shadows as Core Animation's: the shape blurred by a Gaussian of σ = radius / 2.
struct GaussianShadowTests {
    /// The blurred shape's value computed another way: for each height, the Gaussian's integral
    /// across the shape's span at that height (exact, by Φ), integrated over the height by
    /// Simpson's rule in 4,000 steps of the height itself (the closed form takes the corners' bands
    /// by Gauss–Legendre in the arc's angle).
    static func bruteForce(_ shadow: GaussianShadow, at point: Point) -> Double {
        let rect = shadow.rect
        let from = max(rect.minY, point.y - 8 * shadow.sigma)
        let to = min(rect.maxY, point.y + 8 * shadow.sigma)
        guard to > from else { return 0 }
        func integrand(_ y: Double) -> Double {
            guard let (left, right) = span(shadow, at: y) else { return 0 }
            let across =
                GaussianShadow.normalCDF((point.x - left) / shadow.sigma) - GaussianShadow.normalCDF((point.x - right) / shadow.sigma)
            let z = (point.y - y) / shadow.sigma
            return across * exp(-0.5 * z * z) / (shadow.sigma * (2 * Double.pi).squareRoot())
        }
        let n = 4000
        let h = (to - from) / Double(n)
        var sum = integrand(from) + integrand(to)
        for i in 1..<n { sum += integrand(from + Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
        return sum * h / 3
    }

    /// The shape's horizontal extent at height `y`.
    static func span(_ shadow: GaussianShadow, at y: Double) -> (Double, Double)? {
        let rect = shadow.rect
        let r = shadow.radius
        guard y >= rect.minY, y <= rect.maxY else { return nil }
        func cut(_ corner: Corners, _ dy: Double) -> Double {
            guard shadow.corners.contains(corner), r > 0, dy < r else { return 0 }
            return r - (r * r - (r - dy) * (r - dy)).squareRoot()
        }
        let top = y - rect.minY
        let bottom = rect.maxY - y
        let left = rect.minX + max(cut(.topLeft, top), cut(.bottomLeft, bottom))
        let right = rect.maxX - max(cut(.topRight, top), cut(.bottomRight, bottom))
        return (left, right)
    }

    /// The closed form against the brute-force integral, on the edges, at the corners (rounded
    /// and square) and inside, for a shape as wide as the blur and one much wider, and for a
    /// radius of over 11σ.
    static let shapes: [(width: Double, height: Double, radius: Double, corners: Corners, sigma: Double)] = [
        (120, 80, 20, .all, 6), (120, 80, 20, [.topLeft, .bottomRight], 9), (30, 24, 6, .all, 8), (100, 60, 0, .all, 5),
        (120, 100, 40, .all, 3.5),
    ]

    @Test(arguments: 0..<5)
    func theClosedFormIsTheGaussianOfTheShape(shape: Int) {
        let (width, height, radius, corners, sigma) = Self.shapes[shape]
        let rect = Rect(x: 0, y: 0, width: width, height: height)
        let shadow = GaussianShadow(rect: rect, radius: radius, corners: corners, sigma: sigma)
        let points = [
            Point(x: rect.minX, y: rect.midY), Point(x: rect.minX - sigma, y: rect.midY), Point(x: rect.midX, y: rect.minY + 2),
            Point(x: rect.minX, y: rect.minY), Point(x: rect.minX + 3, y: rect.minY + 4), Point(x: rect.maxX + 4, y: rect.maxY + 2),
            Point(x: rect.maxX - 2, y: rect.minY - 3), Point(x: rect.midX, y: rect.midY),
            Point(x: rect.minX + radius * 0.3, y: rect.maxY - radius * 0.3),
            // On the arc, half-way round, and a little inside it.
            Point(x: rect.minX + radius * (1 - 0.5.squareRoot()), y: rect.minY + radius * (1 - 0.5.squareRoot())),
            Point(x: rect.minX + radius * 0.15 + 4, y: rect.minY + radius * 0.5),
        ]
        for point in points {
            let exact = Self.bruteForce(shadow, at: point)
            #expect(abs(shadow.value(at: point) - exact) < 0.2 / 255, "at \(point): \(shadow.value(at: point)) against \(exact)")
        }
    }
}

extension OffscreenRenderingTests {
    /// A white shadow of radius 12 (σ = 6) cast by a clear 440 × 800 view centred at (300.25,
    /// 100), turned by `degrees`, whose left edge is the only one in the picture, over black: each
    /// pixel of row 100 across that edge shows Φ(−d/σ) at its centre, d points outside the edge,
    /// within 2/255.
    @Test(arguments: [0.0, 30.0])
    func aShadowsProfileAcrossItsEdgeIsTheGaussians(degrees: Double) throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let centre = Point(x: 300.25, y: 100)
        let caster = View(frame: Rect(x: centre.x - 220, y: centre.y - 400, width: 440, height: 800))
        caster.shadow = Shadow(color: Color(red: 1, green: 1, blue: 1, alpha: 1), radius: 12)
        let angle = degrees * Double.pi / 180
        caster.transform = Transform2D(rotationAngle: angle)
        root.addSubview(caster)
        renderer.draw(root)
        let frame = try window.snapshot()
        // The left edge's middle, and its outward normal, turned about the centre.
        let edge = Point(x: centre.x - 220 * cos(angle), y: centre.y - 220 * sin(angle))
        let normal = Point(x: -cos(angle), y: -sin(angle))
        var worst = (error: 0.0, at: 0, shown: 0.0, exact: 0.0)
        var ramp = 0
        for x in 0..<200 {
            let shown = try #require(frame.color(x: x, y: 100)).red
            let d = (Double(x) + 0.5 - edge.x) * normal.x + (100.5 - edge.y) * normal.y
            let exact = GaussianShadow.normalCDF(-d / 6)
            if exact > 0.02, exact < 0.98 { ramp += 1 }
            if abs(shown - exact) > worst.error { worst = (abs(shown - exact), x, shown, exact) }
        }
        #expect(ramp > 15, "the row crosses the edge's blur")
        #expect(worst.error <= 2.0 / 255, "at \(worst.at): \(worst.shown * 255) against \(worst.exact * 255) of 255")
    }
}

extension OffscreenRenderingTests {
    /// A shadow path casts the shadow instead of the bounds: a white shadow (σ = 2) cast by the
    /// left half of a clear view only, over black.
    @Test func aShadowPathCastsTheShadow() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let caster = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        caster.shadow = Shadow(color: .white, radius: 4)
        caster.shadowPath = BezierPath(rect: Rect(x: 0, y: 0, width: 50, height: 100)).cgPath
        root.addSubview(caster)
        renderer.draw(root)
        let frame = try window.snapshot()
        #expect(try #require(frame.color(x: 75, y: 100)).red > 0.99, "inside the path")
        #expect(try #require(frame.color(x: 125, y: 100)).red < 0.01, "inside the bounds, outside the path")
        let edge = try #require(frame.color(x: 100, y: 100)).red
        #expect(abs(edge - GaussianShadow.normalCDF(-0.5 / 2)) < 2.0 / 255, "the path's edge: \(edge)")
    }
}
