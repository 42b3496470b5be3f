import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Borders as Core Animation draws them: inside the bounds, over the content and the subviews,
/// following the rounded corners, anti-aliased on both edges.
extension OffscreenRenderingTests {
    /// A white 100×100 view at (50, 50) over blue, a green child filling its middle, a red
    /// border `width` wide.
    static func bordered(width: Double, radius: Double = 0) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let view = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .white
        view.cornerRadius = radius
        view.borderWidth = width
        view.borderColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let child = View(frame: Rect(x: 0, y: 40, width: 100, height: 20))
        child.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSubview(child)
        root.addSubview(view)
        return root
    }

    @Test func aBorderLiesInsideTheBoundsOverTheSubviews() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        renderer.draw(Self.bordered(width: 4))
        let frame = try window.snapshot()
        let tolerance = 2.0 / 255
        func expect(_ x: Int, _ y: Int, red: Double, green: Double, blue: Double, _ what: String) throws {
            let pixel = try #require(frame.color(x: x, y: y))
            #expect(
                abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance,
                "\(what) at \(x), \(y): \(pixel)")
        }
        try expect(48, 70, red: 0, green: 0, blue: 1, "outside the bounds")
        try expect(51, 70, red: 1, green: 0, blue: 0, "the border, inside them")
        try expect(52, 100, red: 1, green: 0, blue: 0, "the border over the green child")
        try expect(55, 70, red: 1, green: 1, blue: 1, "the background, past 4 points")
        try expect(100, 100, red: 0, green: 1, blue: 0, "the child")
        try expect(100, 147, red: 1, green: 0, blue: 0, "the bottom edge's border")
    }

    /// Round corners: the border follows the arc; the corner pixel outside the arc stays the
    /// background behind, and the inner corner is rounded by the radius less the width.
    @Test func aBorderFollowsTheRoundedCorners() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        renderer.draw(Self.bordered(width: 4, radius: 20))
        let frame = try window.snapshot()
        let corner = try #require(frame.color(x: 51, y: 51))
        #expect(corner.blue > 0.98, "outside the arc: \(corner)")
        // 45° into the corner: the arc's centre (70, 70), radius 20 outside, 16 inside.
        let onArc = 70 - 18 / 2.0.squareRoot()
        let band = try #require(frame.color(x: Int(onArc), y: Int(onArc)))
        #expect(band.red > 0.9 && band.blue < 0.1, "the border on the arc: \(band)")
        let inside = 70 - 12 / 2.0.squareRoot()
        let white = try #require(frame.color(x: Int(inside), y: Int(inside)))
        #expect(white.green > 0.95 && white.red > 0.95, "inside the inner arc, the background: \(white)")
    }

    @Test func noWidthNoBorder() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        renderer.draw(Self.bordered(width: 0))
        let pixel = try #require(try window.snapshot().color(x: 51, y: 70))
        #expect(pixel.green > 0.98 && pixel.red > 0.98, "the background shows: \(pixel)")
    }
}
