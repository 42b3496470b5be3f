import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// A layer whose transform leaves the plane is drawn in perspective: each point of its picture
/// lands where the projective formula puts it, its rounded corners and border go with it, its
/// back hides when it is not double-sided, and a superview's `sublayerTransform` gives its
/// sublayers one vanishing point. Pixels read back from the offscreen driver.
extension OffscreenRenderingTests {
    /// A 200 × 200 card at the centre of a 400 × 400 window, turned `angle` about y at
    /// m34 = −1/500.
    private static func turnedCard(angle: Double) -> (root: View, card: View, mapping: (Point) -> Point) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        // A green left half, so the picture's inside is checked too, not only its outline.
        let half = View(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        half.backgroundColor = Color(red: 0, green: 1, blue: 0)
        card.addSubview(half)
        root.addSubview(card)
        var transform = Transform3D.identity
        transform.m34 = -1.0 / 500
        card.layer.transform = transform.rotated(by: angle, x: 0, y: 1, z: 0)
        // The closed form: about the card's centre (200, 200), x' = x cos θ / (1 + x sin θ / 500).
        let mapping = { (point: Point) -> Point in
            let (x, y) = (point.x - 100, point.y - 100)
            let depth = 1 + x * sin(angle) / 500
            return Point(x: 200 + x * cos(angle) / depth, y: 200 + y / depth)
        }
        return (root, card, mapping)
    }

    @Test func aTurnedLayerLandsWhereTheProjectionPutsIt() throws {
        let (window, _, renderer) = try Self.makeWindow(400, 400)
        let angle = Double.pi / 3
        let (root, card, mapping) = Self.turnedCard(angle: angle)
        #expect(card.transform == .identity, "the plane's transform stays the identity")
        card.layer.cornerRadius = 24
        card.layer.borderWidth = 4
        card.layer.borderColor = Color(red: 1, green: 1, blue: 0)
        renderer.draw(root)
        let frame = try window.snapshot()
        if let path = ProcessInfo.processInfo.environment["PERSPECTIVE_SHOT"] { try frame.writePNG(to: path) }
        // Points of the card's own picture, well inside each colour, land on that colour.
        for (x, y, green) in [(-80.0, 0.0, true), (-20, -80, true), (20, 80, false), (80, 0, false), (60, -60, false)] {
            let shown = mapping(Point(x: 100 + x, y: 100 + y))
            let color = try #require(frame.color(x: Int(shown.x), y: Int(shown.y)))
            if green {
                #expect(color.green > 0.95 && color.red < 0.05, "(\(x), \(y)) → \(shown): \(color)")
            } else {
                #expect(color.red > 0.95 && color.green < 0.05, "(\(x), \(y)) → \(shown): \(color)")
            }
        }
        // The near edge (left, x = −100) is taller than the card; the far one shorter: just
        // outside each projected edge is the blue behind.
        let nearTop = mapping(Point(x: 2, y: 0))
        let farTop = mapping(Point(x: 170, y: 0))
        #expect(nearTop.y < 100 && farTop.y > 100, "perspective: \(nearTop), \(farTop)")
        for (point, inside) in [(nearTop, true), (Point(x: nearTop.x, y: nearTop.y - 3), false), (farTop, true)] {
            let color = try #require(frame.color(x: Int(point.x), y: Int(point.y + (inside ? 2 : 0))))
            #expect(inside ? color.blue < 0.5 : color.blue > 0.95, "\(point): \(color)")
        }
        // The projected edge is anti-aliased: a pixel the edge crosses is a blend.
        let edgeX = mapping(Point(x: 200, y: 100)).x
        let straddling = try #require(frame.color(x: Int(edgeX.rounded(.down)), y: 200))
        #expect(straddling.blue > 0.02 || edgeX == edgeX.rounded(.down), "\(edgeX): \(straddling)")
    }

    @Test func theBackOfALayerThatIsNotDoubleSidedDoesNotShow() throws {
        let (window, _, renderer) = try Self.makeWindow(400, 400)
        let (root, card, _) = Self.turnedCard(angle: 0.9 * .pi)
        renderer.draw(root)
        let back = try #require(try window.snapshot().color(x: 200, y: 200))
        #expect(back.red > 0.95 || back.green > 0.95, "double-sided by default: the mirrored card shows, \(back)")
        card.layer.isDoubleSided = false
        renderer.draw(root)
        let hidden = try #require(try window.snapshot().color(x: 200, y: 200))
        #expect(hidden.blue > 0.99, "facing away, not drawn: \(hidden)")
    }

    /// A sublayer transform puts perspective on the subviews about the superview's centre: a
    /// subview turned 60° about y there lands as the same card turned with its own perspective.
    @Test func aSublayerTransformGivesTheSubviewsPerspective() throws {
        let (window, _, renderer) = try Self.makeWindow(400, 400)
        let angle = Double.pi / 3
        let (root, card, mapping) = Self.turnedCard(angle: angle)
        card.layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        root.layer.sublayerTransform = perspective
        renderer.draw(root)
        let frame = try window.snapshot()
        for (x, green) in [(-70.0, true), (70.0, false)] {
            let shown = mapping(Point(x: 100 + x, y: 100))
            let color = try #require(frame.color(x: Int(shown.x), y: Int(shown.y)))
            #expect(green ? color.green > 0.95 : color.red > 0.95, "\(x) → \(shown): \(color)")
        }
    }
}
