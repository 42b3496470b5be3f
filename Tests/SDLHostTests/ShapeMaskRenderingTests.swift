import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// A view masked by a shape layer shows inside the path only, its edge anti-aliased: Core
/// Animation's `mask`, drawn through an offscreen group multiplied by the path's coverage.
extension OffscreenRenderingTests {
    /// A red 200×200 view over blue, with a green child across its middle, masked by a circle.
    static func maskedView(radius: Double?) -> (root: View, view: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let child = View(frame: Rect(x: 0, y: 90, width: 200, height: 20))
        child.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSubview(child)
        root.addSubview(view)
        let mask = ShapeLayer()
        if let radius {
            mask.path = BezierPath(ovalIn: Rect(x: 100 - radius, y: 100 - radius, width: 2 * radius, height: 2 * radius)).cgPath
        }
        view.layer.mask = mask
        return (root, view)
    }

    @Test func aMaskedViewShowsInsideItsPathOnlySubviewsIncluded() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, _) = Self.maskedView(radius: 50)
        renderer.draw(root)
        let frame = try window.snapshot()
        let tolerance = 2.0 / 255
        let inside = try #require(frame.color(x: 100, y: 70))
        #expect(abs(inside.red - 1) <= tolerance && inside.blue <= tolerance, "red inside the circle: \(inside)")
        let child = try #require(frame.color(x: 100, y: 100))
        #expect(abs(child.green - 1) <= tolerance && child.red <= tolerance, "the child shows inside: \(child)")
        for (x, y) in [(10, 10), (100, 40), (100, 160), (160, 100), (20, 100)] {
            let outside = try #require(frame.color(x: x, y: y))
            #expect(
                abs(outside.blue - 1) <= tolerance && outside.red <= tolerance && outside.green <= tolerance,
                "blue outside at \(x), \(y): \(outside)")
        }
    }

    /// Across the circle's edge, each pixel's red is the share of it inside the circle (within
    /// the half-pixel ramp the edge is drawn with): coverage, not a hard step.
    @Test func theMasksEdgeIsAntiAliased() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, _) = Self.maskedView(radius: 50.5)
        renderer.draw(root)
        let frame = try window.snapshot()
        // Pixel (x, 70) has its centre at x + 0.5; the edge at y = 70.5 crosses x = 100 ± 30.
        let edge = 100 + (50.5 * 50.5 - 29.5 * 29.5).squareRoot()
        var ramp: [Double] = []
        for x in 135...150 {
            let pixel = try #require(frame.color(x: x, y: 70))
            ramp.append(pixel.red)
            let centre = Double(x) + 0.5
            if centre < edge - 1.5 { #expect(pixel.red > 0.98, "inside at \(x): \(pixel)") }
            if centre > edge + 1.5 { #expect(pixel.red < 0.02, "outside at \(x): \(pixel)") }
        }
        #expect(ramp.contains { $0 > 0.1 && $0 < 0.9 }, "a pixel part covered: \(ramp)")
        // At the circle's leftmost point (x = 49.5, across the green child) the pixel astride the
        // edge is half covered: the rim is not cut off by the box the mask's texture is drawn in.
        let tangent = try #require(frame.color(x: 49, y: 100))
        #expect(tangent.green > 0.3 && tangent.green < 0.7, "half covered at the tangent: \(tangent)")
        #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 >= $1 - 1e-3 }, "falling steadily across the edge: \(ramp)")
    }

    @Test func aMaskWithNoPathShowsNothingAndNoMaskShowsAll() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, view) = Self.maskedView(radius: nil)
        renderer.draw(root)
        let hidden = try #require(try window.snapshot().color(x: 100, y: 70))
        #expect(hidden.blue > 0.99 && hidden.red < 0.01, "a mask without a path hides the view, as Core Animation's: \(hidden)")
        view.layer.mask = nil
        renderer.draw(root)
        let shown = try #require(try window.snapshot().color(x: 10, y: 10))
        #expect(shown.red > 0.99, "unmasked, the whole view shows: \(shown)")
    }

    /// The mask moves with the view's transform: turned and scaled, the circle still cuts it.
    @Test func theMaskFollowsTheViewsTransform() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, view) = Self.maskedView(radius: 50)
        view.transform = Transform2D(scaleX: 0.5, y: 0.5).concatenating(Transform2D(rotationAngle: .pi / 6))
        renderer.draw(root)
        let frame = try window.snapshot()
        let centre = try #require(frame.color(x: 100, y: 88))
        #expect(centre.red > 0.98, "inside the halved circle: \(centre)")
        let beyond = try #require(frame.color(x: 100, y: 70))
        #expect(beyond.blue > 0.98, "outside it, 30 points up (the circle is 25 now): \(beyond)")
    }
}
