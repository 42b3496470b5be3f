import Foundation
import Motion
import Testing

@testable import ViewKit

/// A shape layer drawn in a view (`addSublayer(_:)`), as CAShapeLayer: what it strokes (the
/// path's polylines, cut by `strokeStart` and `strokeEnd`), its defaults, and its animations.
struct ShapeLayerDrawingTests {
    /// A right angle, 30 across then 40 down: 70 points long.
    static let corner = Polyline(points: [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 40)], isClosed: false)

    @Test func aPathsSubpathsAreItsPolylines() {
        let path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        path.close()
        path.move(to: Point(x: 50, y: 50))
        path.addCurve(to: Point(x: 60, y: 50), controlPoint1: Point(x: 52, y: 40), controlPoint2: Point(x: 58, y: 40))
        path.move(to: Point(x: 99, y: 99))  // a lone point draws nothing
        let lines = path.cgPath.polylines(segmentsPerCurve: 4)
        #expect(lines.count == 2)
        #expect(lines[0] == Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], isClosed: true))
        #expect(lines[0].length == 20 + 200.0.squareRoot())
        #expect(lines[1].points.count == 5 && !lines[1].isClosed)
        #expect(lines[1].points[2] == Point(x: 55, y: 42.5), "the curve's middle: (50 + 3·52 + 3·58 + 60)/8, (50 + 3·40 + 3·40 + 50)/8")
    }

    @Test func strokeStartAndEndCutTheWholePathByLength() {
        #expect(Polyline.trim([Self.corner], from: 0, to: 1) == [Self.corner], "all of it, untouched")
        #expect(
            Polyline.trim([Self.corner], from: 0, to: 0.5) == [
                Polyline(points: [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 5)], isClosed: false)
            ])
        #expect(
            Polyline.trim([Self.corner], from: 0.2, to: 0.4) == [
                Polyline(points: [Point(x: 14, y: 0), Point(x: 28, y: 0)], isClosed: false)
            ])
        #expect(Polyline.trim([Self.corner], from: 0.6, to: 0.4).isEmpty, "end before start: nothing")
        // Two subpaths of 70 and 30: the cut runs across both, in order.
        let second = Polyline(points: [Point(x: 100, y: 0), Point(x: 130, y: 0)], isClosed: false)
        #expect(
            Polyline.trim([Self.corner, second], from: 0.5, to: 0.85) == [
                Polyline(points: [Point(x: 30, y: 20), Point(x: 30, y: 40)], isClosed: false),
                Polyline(points: [Point(x: 100, y: 0), Point(x: 115, y: 0)], isClosed: false),
            ])
        // A closed square of 40, cut, opens: from its last side round to its first.
        let square = Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], isClosed: true)
        #expect(
            Polyline.trim([square], from: 0, to: 0.75) == [
                Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], isClosed: false)
            ])
    }

    /// Core Animation's defaults, and a layer drawn in one view at a time.
    @Test func aShapeLayerIsDrawnInOneViewAtATime() {
        let layer = ShapeLayer()
        #expect(layer.fillColor == .black && layer.strokeColor == nil && layer.lineWidth == 1)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.miterLimit == 10)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        let first = View()
        let second = View()
        #expect(first.layer.sublayers == nil)
        first.layer.addSublayer(layer)
        #expect(first.layer.sublayers?.count == 1)
        second.layer.addSublayer(layer)
        #expect(first.layer.sublayers == nil && second.layer.sublayers?.first === layer, "moved, as CALayer's")
        layer.removeFromSuperlayer()
        #expect(second.layer.sublayers == nil)
    }

    /// "strokeEnd" animates from its `fromValue` to its `toValue` on the view's driver (the
    /// classic drawing-on of a path), the model showing again after it is removed.
    @Test func strokeEndAnimates() {
        let stage = Stage()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        stage.root.view.addSubview(view)
        let layer = ShapeLayer()
        view.layer.addSublayer(layer)
        let animation = BasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 0.5
        layer.add(animation, forKey: "draw")
        #expect(layer.presentationStrokeRange.end == 0, "from its fromValue at once")
        stage.frames(15)
        #expect(abs(layer.presentationStrokeRange.end - 0.5) < 1e-9, "linear, half way at 0.25 s: \(layer.presentationStrokeRange)")
        #expect(layer.strokeEnd == 1, "the model is untouched")
        stage.settle()
        #expect(layer.presentationStrokeRange.end == 1 && layer.animationKeys() == nil)
        layer.strokeEnd = 0.3
        layer.add(animation, forKey: "again")
        layer.removeAnimation(forKey: "again")
        #expect(layer.presentationStrokeRange.end == 0.3, "removed, the model shows again")
    }

    /// Found by the progress-ring port: iOS code hands an animation `CGFloat`s, which were read
    /// as nothing (the animation ran from and to the model); any number reads as itself. And
    /// `presentation()` is what shows, as a layer, as Core Animation's.
    @Test func anAnimationReadsAnyNumberAndThePresentationIsALayer() throws {
        let stage = Stage()
        let layer = ShapeLayer()
        stage.root.view.layer.addSublayer(layer)
        layer.path = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let animation = BasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = CGFloat(0.3)
        animation.toValue = CGFloat(0.6)
        animation.duration = 0.5
        layer.add(animation, forKey: "draw")
        stage.frames(15)
        let shown = try #require(layer.presentation())
        #expect(abs(shown.strokeEnd - 0.45) < 1e-9, "half way from 0.3 to 0.6: \(shown.strokeEnd)")
        #expect(shown.path == layer.path && shown !== layer && layer.strokeEnd == 1)
        let start = BasicAnimation(keyPath: "strokeStart")
        start.fromValue = 1 as Int
        start.toValue = Float(0.5)
        layer.add(start, forKey: "start")
        #expect(layer.presentation()?.strokeStart == 1)
    }

    /// The presentation is the model copied whole, the animated values laid over it: every
    /// property the layer draws by shows in it (the anchor point was left out when it was copied
    /// property by property). A stored property outside the model would be left out again, so the
    /// layer has none it draws by.
    @Test func thePresentationCopiesEveryPropertyOfTheModel() throws {
        let layer = ShapeLayer()
        layer.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 8, height: 6)).cgPath
        layer.anchorPoint = Point(x: 0, y: 1)
        layer.frame = Rect(x: 3, y: 4, width: 20, height: 10)
        layer.fillColor = Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        layer.strokeColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        layer.lineWidth = 3
        layer.lineCap = .round
        layer.lineJoin = .bevel
        layer.miterLimit = 4
        layer.strokeStart = 0.1
        layer.strokeEnd = 0.9
        let shown = try #require(layer.presentation())
        #expect(shown.path == layer.path && shown.frame == layer.frame && shown.anchorPoint == layer.anchorPoint)
        #expect(shown.position == layer.position && shown.bounds == layer.bounds)
        #expect(shown.fillColor == layer.fillColor && shown.strokeColor == layer.strokeColor && shown.lineWidth == 3)
        #expect(shown.lineCap == .round && shown.lineJoin == .bevel && shown.miterLimit == 4)
        #expect(shown.strokeStart == 0.1 && shown.strokeEnd == 0.9)
        let stored = Set(Mirror(reflecting: layer).children.compactMap(\.label))
        #expect(stored == ["model", "host", "subviewsBelow", "$__lazy_storage_$_animations"], "\(stored)")
    }

    /// An animation kept after it ends (`isRemovedOnCompletion` false) holds its last value only
    /// with a fill mode forward, as Core Animation's; otherwise the model shows again (found by
    /// the progress-ring port: it held the last value either way).
    @Test(arguments: [FillMode.removed, .forwards, .backwards, .both])
    func aKeptAnimationHoldsItsEndOnlyFillingForwards(fill: FillMode) {
        let stage = Stage()
        let layer = ShapeLayer()
        stage.root.view.layer.addSublayer(layer)
        layer.strokeEnd = 0.2
        let animation = BasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.65
        animation.toValue = 0.9
        animation.isRemovedOnCompletion = false
        animation.fillMode = fill
        layer.add(animation, forKey: "hold")
        stage.settle()
        #expect(layer.animationKeys() == ["hold"], "kept")
        let holds = fill == .forwards || fill == .both
        #expect(layer.presentationStrokeRange.end == (holds ? 0.9 : 0.2), "\(fill): \(layer.presentationStrokeRange.end)")
    }

    /// Without a `fromValue` an animation starts from what shows (Core Animation's render tree),
    /// even where it replaces one under the same key; without a `toValue` too, it runs to the
    /// model (found by review: it started from the model, a jump).
    @Test func aMissingFromValueStartsFromWhatShows() {
        let stage = Stage()
        let layer = ShapeLayer()
        stage.root.view.layer.addSublayer(layer)
        let first = BasicAnimation(keyPath: "strokeEnd")
        first.fromValue = 0.0
        first.toValue = 1.0
        first.duration = 1
        layer.add(first, forKey: "a")
        stage.frames(30)
        let shown = layer.presentationStrokeRange.end
        #expect(abs(shown - 0.5) < 1e-9)
        let replacement = BasicAnimation(keyPath: "strokeEnd")
        replacement.toValue = 0.2
        replacement.duration = 1
        layer.add(replacement, forKey: "a")
        #expect(layer.presentationStrokeRange.end == shown, "no jump")
        stage.frames(30)
        #expect(abs(layer.presentationStrokeRange.end - (shown + 0.2) / 2) < 1e-9, "half way from what showed to 0.2")
        layer.strokeEnd = 0.8
        let toModel = BasicAnimation(keyPath: "strokeEnd")
        toModel.duration = 1
        layer.add(toModel, forKey: "a")
        stage.frames(30)
        #expect(abs(layer.presentationStrokeRange.end - (0.35 + 0.8) / 2) < 1e-9, "from what showed (0.35) to the model")
    }

    /// What shows is the newest animation still running or holding its end: one that ends
    /// leaves the one under it showing (found by review: it showed the model).
    @Test func anAnimationThatEndsLeavesTheOneHoldingUnderIt() {
        let stage = Stage()
        let layer = ShapeLayer()
        stage.root.view.layer.addSublayer(layer)
        let hold = BasicAnimation(keyPath: "strokeEnd")
        hold.fromValue = 0.0
        hold.toValue = 0.7
        hold.duration = 0.2
        hold.isRemovedOnCompletion = false
        hold.fillMode = .forwards
        layer.add(hold, forKey: "hold")
        stage.settle()
        let other = BasicAnimation(keyPath: "strokeEnd")
        other.fromValue = 0.1
        other.toValue = 0.3
        other.duration = 0.2
        layer.add(other, forKey: "other")
        stage.frames(6)
        #expect(abs(layer.presentationStrokeRange.end - 0.2) < 1e-9, "the newer one shows while it runs")
        stage.settle()
        #expect(layer.presentationStrokeRange.end == 0.7 && layer.animationKeys() == ["hold"])
        layer.removeAnimation(forKey: "hold")
        #expect(layer.presentationStrokeRange.end == 1, "the model")
    }
}
