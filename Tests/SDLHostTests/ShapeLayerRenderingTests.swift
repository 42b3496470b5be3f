import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Shape layers drawn in a view (CAShapeLayer's `addSublayer`), read back from the offscreen
/// driver: a stroke covers its width about the path, smooth across its edges, joined and capped
/// as the layer says, cut by `strokeStart` and `strokeEnd`; a fill covers the path.
extension OffscreenRenderingTests {
    /// A black 200×200 window with `layer` drawn in a view of `frame` (the whole window unless
    /// given), faded to `alpha` and clipping its content when `clips`.
    static func drawShape(
        in frame: Rect = Rect(x: 0, y: 0, width: 200, height: 200), alpha: Double = 1, clips: Bool = false,
        _ configure: (ShapeLayer) -> Void
    ) throws -> Snapshot {
        let (window, _, renderer) = try makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let view = View(frame: frame)
        view.alpha = alpha
        view.clipsToBounds = clips
        root.addSubview(view)
        let layer = ShapeLayer()
        layer.fillColor = nil
        layer.strokeColor = .white
        configure(layer)
        view.layer.addSublayer(layer)
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

    // MARK: Found by review

    /// A translucent stroke is as strong at its corners as along its pieces: the bands meet at
    /// the inner corner without overlapping, and the join fills only the outer wedge, for every
    /// join (Core Graphics fills a stroke's outline once).
    @Test(arguments: [ShapeLayer.LineJoin.miter, .bevel, .round])
    func aTranslucentStrokeIsEvenAtItsCorners(join: ShapeLayer.LineJoin) throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(40, 60), (120, 60), (120, 160)])
            layer.lineWidth = 20
            layer.lineJoin = join
            layer.strokeColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        }
        let along = Self.red(frame.color(x: 80, y: 60))
        for (x, y) in [(115, 65), (112, 68), (119, 61), (125, 58)] {
            #expect(abs(Self.red(frame.color(x: x, y: y)) - along) < 0.03, "\(join) at (\(x), \(y)) against \(along)")
        }
    }

    /// A sharp turn's inner side has no hole, even where the inner mitre would pass the end of
    /// the shorter piece.
    @Test func aSharpTurnLeavesNoHoleInside() throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(20, 100), (100, 100), (60, 90)])
            layer.lineWidth = 20
        }
        #expect(Self.red(frame.color(x: 90, y: 93)) > 0.95 && Self.red(frame.color(x: 40, y: 95)) > 0.95)
        for x in stride(from: 39, through: 58, by: 3) {
            #expect(Self.red(frame.color(x: x, y: 93)) > 0.95, "(\(x), 93), within the first piece's width")
        }
    }

    /// A path that turns straight back is capped at its tip by a round join, as Core Graphics'.
    @Test func aPathThatTurnsBackIsRoundedAtTheTip() throws {
        let frame = try Self.drawShape { layer in
            layer.path = Self.path([(40, 100), (150, 100), (60, 100)])
            layer.lineWidth = 20
            layer.lineJoin = .round
        }
        #expect([153, 155, 157, 159].allSatisfy { Self.red(frame.color(x: $0, y: 100)) > 0.9 })
    }

    /// A subpath of one point repeated is a dot with round caps (PDF's rule, which Quartz
    /// follows), and nothing with butt caps.
    @Test func aPointWithRoundCapsIsADot() throws {
        let round = try Self.drawShape { layer in
            layer.path = Self.path([(100, 100), (100, 100)])
            layer.lineWidth = 20
            layer.lineCap = .round
        }
        #expect(Self.red(round.color(x: 100, y: 100)) > 0.95 && Self.red(round.color(x: 108, y: 100)) > 0.95)
        #expect(Self.red(round.color(x: 108, y: 108)) < 0.05, "a disc, not a square")
        let butt = try Self.drawShape { layer in
            layer.path = Self.path([(100, 100), (100, 100)])
            layer.lineWidth = 20
        }
        #expect(Self.red(butt.color(x: 100, y: 100)) < 0.05)
    }

    /// A view that clips cuts its shape layers to its bounds, as `masksToBounds` cuts sublayers,
    /// whether it fades or not.
    @Test(arguments: [1.0, 0.5])
    func aClippingViewCutsItsShapeLayers(alpha: Double) throws {
        let frame = try Self.drawShape(in: Rect(x: 50, y: 50, width: 100, height: 100), alpha: alpha, clips: true) { layer in
            layer.path = Self.path([(-40, 50), (140, 50)])
            layer.lineWidth = 10
        }
        #expect(Self.red(frame.color(x: 20, y: 100)) < 0.05, "cut outside the view")
        #expect(Self.red(frame.color(x: 100, y: 100)) > 0.4, "drawn inside it")
    }

    /// A fading view's group holds all its shape layers draw, a square cap's corner too.
    @Test func aFadingViewKeepsASquareCapsCorner() throws {
        func corner(_ alpha: Double) throws -> Double {
            let frame = try Self.drawShape(in: Rect(x: 100, y: 100, width: 50, height: 50), alpha: alpha) { layer in
                layer.path = Self.path([(10, 10), (-40, -40)])
                layer.lineWidth = 40
                layer.lineCap = .square
                layer.miterLimit = 1
            }
            return Self.red(frame.color(x: 36, y: 60))
        }
        #expect(try corner(1) > 0.95)
        #expect(try corner(0.99) > 0.9)
    }

    /// A shape layer is drawn where `addSublayer(_:)` put it among the view's subviews, as Core
    /// Animation's sublayers are: over the subviews added before it, under those added after,
    /// and it keeps that place when a subview below or above it leaves.
    @Test func aShapeLayerIsDrawnInTheOrderItWasAddedAmongSubviews() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let below = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        below.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSubview(below)
        let shape = ShapeLayer()
        shape.fillColor = .white
        shape.path = Self.path([(80, 80), (120, 80), (120, 120), (80, 120)], closed: true)
        root.layer.addSublayer(shape)
        func centre() throws -> Double {
            renderer.draw(root)
            return Self.red(try window.snapshot().color(x: 100, y: 100))
        }
        #expect(try centre() > 0.95, "over the subview added before it")
        let above = View(frame: Rect(x: 90, y: 90, width: 20, height: 20))
        above.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSubview(above)
        #expect(try centre() < 0.05, "under the subview added after it")
        above.removeFromSuperview()
        #expect(try centre() > 0.95, "over again once that one left")
        root.insertSubview(above, at: 0)
        #expect(try centre() > 0.95, "over a subview put at the bottom")
        below.removeFromSuperview()
        root.addSubview(below)
        #expect(try centre() < 0.05, "under the subview moved to the top")
    }
}
