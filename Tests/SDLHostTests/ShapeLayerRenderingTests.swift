import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Shape layers drawn in a view (CAShapeLayer's `addSublayer`), read back from the offscreen
/// driver: a stroke covers its width about the path, smooth across its edges, joined and capped
/// as the layer says, cut by `strokeStart` and `strokeEnd`; a fill covers the path.
extension OffscreenRenderingTests {
    /// A black 200×200 window with `layer` drawn in a view at (0, 0) filling it.
    static func drawShape(_ configure: (ShapeLayer) -> Void) throws -> Snapshot {
        let (window, _, renderer) = try makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let layer = ShapeLayer()
        layer.fillColor = nil
        layer.strokeColor = .white
        configure(layer)
        root.layer.addSublayer(layer)
        renderer.draw(root)
        return try window.snapshot()
    }

    static func path(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        let path = BezierPath()
        path.move(to: Point(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.addLine(to: Point(x: point.0, y: point.1)) }
        if closed { path.close() }
        return path.cgPath
    }

    /// A 10-point horizontal line along y = 100 from x 40 to 160: white across y 95…105, black
    /// beyond, half covered on its edges; nothing past its butt ends.
    @Test func aStrokeCoversItsWidthAboutThePath() throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(40, 100), (160, 100)])
            layer.lineWidth = 10
        }
        let column = (92...108).map { Self.red(frame.color(x: 100, y: $0)) }
        #expect(column[0] < 0.05 && column[2] < 0.05, "above the line: \(column)")
        #expect((4...12).allSatisfy { column[$0] > 0.95 }, "rows 96…104 are solid: \(column)")
        #expect(column[15] < 0.05 && column[16] < 0.05, "below it")
        #expect(Self.red(frame.color(x: 37, y: 100)) < 0.05 && Self.red(frame.color(x: 163, y: 100)) < 0.05, "butt ends")
        #expect(Self.red(frame.color(x: 42, y: 100)) > 0.95 && Self.red(frame.color(x: 158, y: 100)) > 0.95)
    }

    /// A diagonal line is smooth: across its edge the pixels step through greys, not black to
    /// white at once.
    @Test func aDiagonalStrokeIsSmooth() throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(20, 20), (180, 150)])
            layer.lineWidth = 6
        }
        let greys = (60...140).map { Self.red(frame.color(x: 100, y: $0)) }.filter { $0 > 0.1 && $0 < 0.9 }
        #expect(greys.count >= 2, "grey pixels on the edges: \(greys)")
        // On the line's middle at x = 100: y = 20 + 80 × 130/160 = 85.
        #expect(Self.red(frame.color(x: 100, y: 85)) > 0.95)
    }

    /// Round caps reach half the width past the ends; square ones too, squarely; butt ones not
    /// at all.
    @Test(arguments: [ShapeLayer.LineCap.butt, .round, .square])
    func capsReachAsTheirKindSays(cap: ShapeLayer.LineCap) throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(50, 100), (150, 100)])
            layer.lineWidth = 20
            layer.lineCap = cap
        }
        let pastEnd = Self.red(frame.color(x: 155, y: 100))  // 5 points beyond the end, on the line
        let corner = Self.red(frame.color(x: 157, y: 92))  // 7 beyond and 8 up: outside a round cap
        switch cap {
        case .butt: #expect(pastEnd < 0.05 && corner < 0.05)
        case .round: #expect(pastEnd > 0.95 && corner < 0.05)
        case .square: #expect(pastEnd > 0.95 && corner > 0.95)
        }
    }

    /// A right-angle corner: a mitre fills the outer corner's square, a bevel cuts it straight
    /// across, a round join on an arc.
    @Test(arguments: [ShapeLayer.LineJoin.miter, .bevel, .round])
    func joinsTurnTheCornerAsTheirKindSays(join: ShapeLayer.LineJoin) throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(40, 60), (120, 60), (120, 160)])
            layer.lineWidth = 20
            layer.lineJoin = join
        }
        // The outer corner of the turn is at (130, 50); the inner at (110, 70).
        let outerCorner = Self.red(frame.color(x: 128, y: 52))
        let onArc = Self.red(frame.color(x: 125, y: 55))  // 7 from the corner point (120, 60): inside a 10 arc
        let nearBevel = Self.red(frame.color(x: 126, y: 54))  // past the bevel's line x + y = 180 (from (120,50) to (130,60))
        #expect(Self.red(frame.color(x: 112, y: 68)) > 0.95, "the inner corner is covered")
        switch join {
        case .miter: #expect(outerCorner > 0.95)
        case .bevel: #expect(outerCorner < 0.05 && nearBevel < 0.05)
        case .round: #expect(outerCorner < 0.05 && onArc > 0.95)
        }
    }

    /// `strokeEnd` 0.5 draws the first half of the length, `strokeStart` 0.5 the second.
    @Test func strokeStartAndEndDrawPartOfThePath() throws {
        let first = try Self.drawShape { layer in
            layer.path = Self.path([(20, 100), (180, 100)])
            layer.lineWidth = 8
            layer.strokeEnd = 0.5
        }
        #expect(Self.red(first.color(x: 60, y: 100)) > 0.95 && Self.red(first.color(x: 140, y: 100)) < 0.05)
        let second = try Self.drawShape { layer in
            layer.path = Self.path([(20, 100), (180, 100)])
            layer.lineWidth = 8
            layer.strokeStart = 0.5
        }
        #expect(Self.red(second.color(x: 60, y: 100)) < 0.05 && Self.red(second.color(x: 140, y: 100)) > 0.95)
    }

    /// A closed path is stroked all round with no ends, and its fill covers the inside; the
    /// layer draws over its view's background, at the frame's origin.
    @Test func aClosedPathIsFilledAndStrokedAllRound() throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(0, 0), (100, 0), (100, 100), (0, 100)], closed: true)
            layer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
            layer.lineWidth = 10
            layer.strokeColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
            layer.fillColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        }
        #expect(frame.color(x: 100, y: 100)?.green ?? 0 > 0.95, "filled inside")
        for (x, y) in [(100, 50), (150, 100), (100, 150), (50, 100), (47, 47), (153, 153)] {
            #expect(Self.red(frame.color(x: x, y: y)) > 0.95, "stroked at (\(x), \(y))")
        }
        #expect(Self.red(frame.color(x: 42, y: 100)) < 0.05, "nothing beyond the stroke")
    }
}
