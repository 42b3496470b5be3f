import CSDL
import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp
@testable import SDLHost

/// The exact share of a pixel inside a rounded rectangle: the pixel's square clipped against
/// each side of the shape's fine polygon (Sutherland–Hodgman), and the area of what is left.
struct ExactCoverage {
    /// The shape, in the coordinates `toShape` maps pixels into.
    let rect: Rect
    let radius: Double
    /// Maps window pixels into the shape's coordinates.
    let toShape: Transform2D
    /// The shape as a polygon, clockwise on screen (y down).
    let polygon: [Point]

    init(rect: Rect, radius: Double, toShape: Transform2D) {
        self.rect = rect
        self.radius = radius
        self.toShape = toShape
        polygon = Self.roundedRectangle(rect, radius: radius)
    }

    /// The signed distance from `p` to the shape's outline, negative inside.
    func distance(_ p: Point) -> Double {
        let qx = abs(p.x - rect.midX) - (rect.width / 2 - radius)
        let qy = abs(p.y - rect.midY) - (rect.height / 2 - radius)
        return (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// The rounded rectangle `rect` with corners of `radius`, each arc in `segments` chords
    /// (so fine that the polygon is the curve to far below a 255th of a pixel).
    static func roundedRectangle(_ rect: Rect, radius: Double, segments: Int = 512) -> [Point] {
        var points: [Point] = []
        let centres = [
            (Point(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
            (Point(x: rect.maxX - radius, y: rect.minY + radius), 1.5 * Double.pi),
            (Point(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (Point(x: rect.minX + radius, y: rect.maxY - radius), 0.5 * Double.pi),
        ]
        for (centre, start) in centres {
            for step in 0...segments {
                let angle = start + Double(step) / Double(segments) * Double.pi / 2
                points.append(Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)))
            }
        }
        return points
    }

    /// The share of pixel (x, y), the square from (x, y) to (x + 1, y + 1), inside the polygon.
    func coverage(x: Int, y: Int) -> Double { Self.coverage(of: [self], x: x, y: y) }

    /// Whether pixel (x, y) is wholly inside (1), wholly outside (0), or on the edge (nil): a
    /// pixel whose centre is further than its half-diagonal from the outline is one or the other.
    func wholeCoverage(x: Int, y: Int) -> Double? {
        let unitsPerPixel = abs(toShape.a * toShape.d - toShape.b * toShape.c).squareRoot()
        let d = distance(toShape.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))) / unitsPerPixel
        return d < -0.75 ? 1 : d > 0.75 ? 0 : nil
    }

    /// `piece` (a convex polygon in window pixels) cut to the inside of the shape.
    func clip(_ piece: [Point]) -> [Point] {
        guard let toWindow = toShape.inverted() else { return [] }
        var piece = piece.map(toShape.apply(to:))
        let n = polygon.count
        for i in 0..<n where !piece.isEmpty {
            let a = polygon[i]
            let b = polygon[(i + 1) % n]
            // Inside is to the right of travel for a clockwise outline on screen.
            func side(_ p: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            let sides = piece.map(side)
            if sides.allSatisfy({ $0 >= 0 }) { continue }
            var kept: [Point] = []
            for j in piece.indices {
                let p = piece[j]
                let q = piece[(j + 1) % piece.count]
                let sp = sides[j]
                let sq = sides[(j + 1) % piece.count]
                if sp >= 0 { kept.append(p) }
                if (sp >= 0) != (sq >= 0) { kept.append(p + (q - p) * (sp / (sp - sq))) }
            }
            piece = kept
        }
        return piece.map(toWindow.apply(to:))
    }

    /// The share of pixel (x, y) inside every one of `shapes`.
    static func coverage(of shapes: [ExactCoverage], x: Int, y: Int) -> Double {
        let whole = shapes.map { $0.wholeCoverage(x: x, y: y) }
        if whole.contains(0) { return 0 }
        if whole.allSatisfy({ $0 == 1 }) { return 1 }
        var piece = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { Point(x: Double(x) + $0.0, y: Double(y) + $0.1) }
        for (shape, inside) in zip(shapes, whole) where inside == nil { piece = shape.clip(piece) }
        guard piece.count >= 3 else { return 0 }
        var twiceArea = 0.0
        for j in piece.indices {
            let p = piece[j]
            let q = piece[(j + 1) % piece.count]
            twiceArea += p.x * q.y - q.x * p.y
        }
        return abs(twiceArea) / 2
    }
}

/// A view that clips its subviews clips them to its rounded shape, as Core Animation's
/// `masksToBounds` with a `cornerRadius` does, anti-aliased at any transform: each pixel along
/// the edge shows the exact share of it inside the shape.
extension OffscreenRenderingTests {
    /// A clear 120×80 clipper with corners of 20, at a fractional position, turned by `angle`
    /// about its centre, holding a white child far larger than itself, over black.
    static func roundedClipper(angle: Double) -> (root: View, shape: ExactCoverage) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let clipper = View(frame: Rect(x: 40.3, y: 60.4, width: 120, height: 80))
        clipper.clipsToBounds = true
        clipper.cornerRadius = 20
        let child = View(frame: Rect(x: -60, y: -60, width: 240, height: 200))
        child.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        clipper.addSubview(child)
        root.addSubview(clipper)
        clipper.transform = Transform2D(rotationAngle: angle)
        let centre = Point(x: 100.3, y: 100.4)
        let toShape = Transform2D(translationX: -centre.x, y: -centre.y)
            .concatenating(Transform2D(rotationAngle: -angle))
            .concatenating(Transform2D(translationX: 60, y: 40))
        return (root, ExactCoverage(rect: Rect(x: 0, y: 0, width: 120, height: 80), radius: 20, toShape: toShape))
    }

    @Test(arguments: [0.0, 30.0, 90.0])
    func aRoundedClipsEdgeIsTheExactAreaCoverage(degrees: Double) throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, shape) = Self.roundedClipper(angle: degrees * Double.pi / 180)
        renderer.draw(root)
        let frame = try window.snapshot()
        var worst = (error: 0.0, x: 0, y: 0, shown: 0.0, exact: 0.0)
        for y in 0..<200 {
            for x in 0..<200 {
                let shown = try #require(frame.color(x: x, y: y)).red
                let exact = shape.coverage(x: x, y: y)
                if abs(shown - exact) > worst.error { worst = (abs(shown - exact), x, y, shown, exact) }
            }
        }
        #expect(
            worst.error <= 2.0 / 255,
            "worst pixel \(worst.x), \(worst.y): \(worst.shown * 255) against \(worst.exact * 255) of 255 at \(degrees)°")
    }

    /// Nested clips at a scale: a rounded clipper turned by 20° inside a rounded clipper scaled
    /// by 1.5 and turned by −35°, the inner one crossing the outer one's corner, a white child
    /// filling both, over black. Each pixel shows the product of its shares inside each shape,
    /// as masks compose (each clip multiplies what is inside it by its coverage); that is the
    /// share inside both but where the two outlines cross the same pixel.
    /// A rounded clip cut by the window's edge near its middle is opaque to the last row: the
    /// sheet mode's sheet, 19 frames into its rise, with nothing behind it, lets none of the
    /// red clear through. Cutting the clip's fan of triangles close to its centre left needles a
    /// hundredth of a pixel wide along the cut, across which the texture coordinates strayed
    /// outside the group (found when the screen under the sheet was left out).
    @Test func aRoundedClipCutNearItsMiddleLetsNothingThrough() throws {
        let (app, host) = try Self.drawerSession(SheetMode.name, size: Size(width: 640, height: 400))
        let clock = try #require(app.clock as? FixedStepClock)
        for _ in 0..<20 {
            if !app.isAnimating { app.handle(.key(app.keyToKeepMoving(base: 1))) }
            clock.tick()
            _ = app.update(at: clock.now)
        }
        app.rootView.subviews[0].isHidden = true  // the screen under the sheet
        host.renderer.clearColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        host.renderer.draw(app.rootView)
        let frame = try host.window.snapshot()
        let through = try (2..<638).filter { x in
            let color = try #require(frame.color(x: x, y: 399))
            return color.red - color.green > 0.05
        }
        #expect(through.isEmpty, "columns \(through) of the last row")
    }

    @Test func nestedRoundedClipsAtAScaleMultiplyTheirExactCoverage() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let outer = View(frame: Rect(x: 50.25, y: 60.5, width: 90, height: 70))
        outer.clipsToBounds = true
        outer.cornerRadius = 14
        let inner = View(frame: Rect(x: 40.5, y: -12.25, width: 70, height: 50))
        inner.clipsToBounds = true
        inner.cornerRadius = 10
        let child = View(frame: Rect(x: -100, y: -100, width: 300, height: 300))
        child.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        inner.addSubview(child)
        outer.addSubview(inner)
        root.addSubview(outer)
        let outerTurn = -35 * Double.pi / 180
        let innerTurn = 20 * Double.pi / 180
        outer.transform = Transform2D(rotationAngle: outerTurn).concatenating(Transform2D(scaleX: 1.5, y: 1.5))
        inner.transform = Transform2D(rotationAngle: innerTurn)
        renderer.draw(root)
        let frame = try window.snapshot()

        // Each view's own coordinates (its bounds start at zero) to window pixels, inverted.
        func about(_ centre: Point, _ transform: Transform2D, size: Size) -> Transform2D {
            Transform2D(translationX: -size.width / 2, y: -size.height / 2).concatenating(transform)
                .concatenating(Transform2D(translationX: centre.x, y: centre.y))
        }
        let outerToWindow = about(Point(x: 95.25, y: 95.5), outer.transform, size: Size(width: 90, height: 70))
        let innerToWindow = about(Point(x: 75.5, y: 12.75), inner.transform, size: Size(width: 70, height: 50))
            .concatenating(outerToWindow)
        let shapes = [
            ExactCoverage(rect: Rect(x: 0, y: 0, width: 90, height: 70), radius: 14, toShape: try #require(outerToWindow.inverted())),
            ExactCoverage(rect: Rect(x: 0, y: 0, width: 70, height: 50), radius: 10, toShape: try #require(innerToWindow.inverted())),
        ]
        var worst = (error: 0.0, x: 0, y: 0, shown: 0.0, exact: 0.0)
        var edgePixels = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let shown = try #require(frame.color(x: x, y: y)).red
                let exact = shapes.reduce(1) { $0 * $1.coverage(x: x, y: y) }
                if exact > 0.01, exact < 0.99 { edgePixels += 1 }
                if abs(shown - exact) > worst.error { worst = (abs(shown - exact), x, y, shown, exact) }
            }
        }
        #expect(edgePixels > 200, "both outlines cross the picture")
        #expect(
            worst.error <= 2.0 / 255,
            "worst pixel \(worst.x), \(worst.y): \(worst.shown * 255) against \(worst.exact * 255) of 255")
    }
}

/// A view that clips, whose subviews lie inside it clear of its corners, is drawn without an
/// offscreen pass: its opaque background through the exact edge, as the clip group draws it.
extension OffscreenRenderingTests {
    @Test(arguments: [0.0, 30.0])
    func aClipThatCutsOnlyItsRimNeedsNoPassAndKeepsTheExactEdge(degrees: Double) throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, shape) = Self.roundedClipper(angle: degrees * Double.pi / 180)
        let clipper = root.subviews[0]
        clipper.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        clipper.shadow = Shadow(color: Color(red: 1, green: 0, blue: 0, alpha: 1), radius: 8)
        let child = clipper.subviews[0]
        child.frame = Rect(x: 30, y: 20, width: 60, height: 40)
        child.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        let recorder = GeometryRecorder()
        renderer.recorder = recorder
        defer { renderer.recorder = nil }
        renderer.draw(root)
        let frame = try window.snapshot()
        #expect(recorder.costs.last?.offscreenPasses == 0)
        var worst = (error: 0.0, x: 0, y: 0, shown: 0.0, exact: 0.0)
        for y in 0..<200 {
            for x in 0..<200 {
                // The shadow is cut to the shape, where the background covers it: no red shows
                // past it, and inside, white by the exact coverage.
                let color = try #require(frame.color(x: x, y: y))
                let exact = shape.coverage(x: x, y: y)
                let error = max(abs(color.red - exact), abs(color.green - exact))
                if error > worst.error { worst = (error, x, y, color.green, exact) }
            }
        }
        #expect(
            worst.error <= 2.0 / 255,
            "worst pixel \(worst.x), \(worst.y): \(worst.shown * 255) against \(worst.exact * 255) of 255 at \(degrees)°")
    }
}
