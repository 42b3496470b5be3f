import Foundation
import Motion
import Testing

@testable import ViewKit

/// Paths, shape-layer masks and their basic animations, as Core Graphics and Core Animation have
/// them: ovals within a hair of the circle, paths interpolated point by point, an animation that
/// moves the presentation only and tells its delegate once.
struct ShapeLayerTests {
    final class Delegate: AnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ animation: BasicAnimation) { events.append("start") }
        func animationDidStop(_ animation: BasicAnimation, finished: Bool) { events.append("stop \(finished)") }
    }

    /// The radius of the circle through the flattened points of `path`: their distances from `centre`.
    private func radii(of path: Path, about centre: Point) -> [Double] {
        path.polygons(segmentsPerCurve: 32).flatMap { $0 }.map { $0.distance(to: centre) }
    }

    @Test func anOvalIsTheCircleWithinAHair() {
        let path = BezierPath(ovalIn: Rect(x: 50, y: 20, width: 200, height: 200)).cgPath
        let distances = radii(of: path, about: Point(x: 150, y: 120))
        #expect(distances.count == 128)
        // The four-cubic circle strays by at most 0.027 % of the radius (the usual fit).
        #expect(distances.allSatisfy { abs($0 - 100) <= 100 * 0.00028 }, "\(distances.map { $0 - 100 }.max()!)")
        // The control points at the four extremes lie on the box's edges, so it is the oval's.
        #expect(path.boundingBox.isNear(Rect(x: 50, y: 20, width: 200, height: 200), within: 1e-9))
    }

    @Test func anArcGoesClockwiseOnScreenFromItsStartAngle() {
        let path = BezierPath(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath
        let points = path.polygons(segmentsPerCurve: 8).first ?? []
        // Three points or more only once closed into a polygon: the first and the last suffice.
        #expect(path.elements.first == .move(to: Point(x: 10, y: 0)))
        if case .curve(let end, _, _)? = path.elements.last {
            #expect(end.distance(to: Point(x: 0, y: 10)) < 1e-12, "a quarter turn clockwise (y down) ends below the centre")
        } else {
            Issue.record("no curve")
        }
        _ = points
    }

    @Test func pathsOfTheSameShapeInterpolatePointByPoint() {
        let small = BezierPath(ovalIn: Rect(x: 99, y: 99, width: 2, height: 2)).cgPath
        let large = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 200, height: 200)).cgPath
        let halfway = small.interpolated(to: large, fraction: 0.5)
        let expected = BezierPath(ovalIn: Rect(x: 49.5, y: 49.5, width: 101, height: 101)).cgPath
        #expect(zip(halfway.polygons(), expected.polygons()).allSatisfy { zip($0, $1).allSatisfy { $0.distance(to: $1) < 1e-9 } })
        // Different shapes: the start until the end, as ours (Core Animation leaves it undefined).
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(small.interpolated(to: square, fraction: 0.7) == small && small.interpolated(to: square, fraction: 1) == square)
    }

    /// A reveal: the mask's path grows from a dot to the whole view on ease-in-ease-out over
    /// 0.5 s; the model is the end path all along, and shows again when the animation is removed.
    @Test func aBasicAnimationMovesThePresentationAndTellsItsDelegateOnce() throws {
        let stage = AnimationStage()
        let mask = ShapeLayer()
        let dot = BezierPath(ovalIn: Rect(x: 49, y: 49, width: 2, height: 2)).cgPath
        let full = BezierPath(ovalIn: Rect(x: -21, y: -21, width: 142, height: 142)).cgPath
        mask.path = full
        stage.view.layer.mask = mask
        let animation = BasicAnimation(keyPath: "path")
        animation.fromValue = dot
        animation.toValue = full
        animation.duration = 0.5
        animation.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        let delegate = Delegate()
        animation.delegate = delegate
        mask.add(animation, forKey: "reveal")
        #expect(delegate.events == ["start"] && mask.animation(forKey: "reveal") === animation)
        for frame in 1...29 {
            stage.frames(1)
            let fraction = CubicBezier.easeInOut.progress(at: Double(frame) / 30)
            let shown = try #require(mask.presentationPath)
            let expected = dot.interpolated(to: full, fraction: fraction)
            #expect(shown.isNear(expected), "frame \(frame): \(shown.boundingBox) against \(expected.boundingBox)")
            #expect(mask.path == full, "the model stays the end")
        }
        stage.frames(2)
        #expect(delegate.events == ["start", "stop true"])
        #expect(mask.presentationPath == full && mask.animationKeys() == nil, "removed on completion")
    }

    @Test func removingItStopsItUnfinishedAndShowsTheModel() {
        let stage = AnimationStage()
        let mask = ShapeLayer()
        stage.view.layer.mask = mask
        let animation = BasicAnimation(keyPath: "path")
        animation.fromValue = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)).cgPath
        animation.toValue = BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 100)).cgPath
        let delegate = Delegate()
        animation.delegate = delegate
        mask.add(animation, forKey: nil)
        stage.frames(5)
        #expect(mask.presentationPath != nil)
        mask.removeAllAnimations()
        #expect(delegate.events == ["start", "stop false"])
        #expect(mask.presentationPath == nil, "the model: no path")
        stage.frames(30)
        #expect(delegate.events == ["start", "stop false"], "told once")
    }

    /// Kept and filling forward (the idiom iOS code writes), it holds its last frame. Before
    /// 5.1.0 a kept animation held it without `fillMode`, which Core Animation's does not (its
    /// default, `.removed`, shows the model again): `aKeptAnimationHoldsItsEndOnlyFillingForwards`.
    @Test func keptOnCompletionItHoldsItsLastFrame() {
        let stage = AnimationStage()
        let mask = ShapeLayer()
        stage.view.layer.mask = mask
        let end = BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 100)).cgPath
        let animation = BasicAnimation(keyPath: "path")
        animation.fromValue = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)).cgPath
        animation.toValue = end
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        mask.add(animation, forKey: "grow")
        stage.frames(20)
        #expect(mask.presentationPath == end && mask.path == nil && mask.animation(forKey: "grow") === animation)
    }

    @Test func theMaskIsTheViewsAndLetGoWhenReplaced() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let first = ShapeLayer()
        view.layer.mask = first
        #expect(view.shapeMask === first && first.host === view)
        let second = ShapeLayer()
        view.layer.mask = second
        #expect(first.host == nil && second.host === view && view.layer.mask === second)
        view.layer.mask = nil
        #expect(view.shapeMask == nil && second.host == nil)
    }
}

extension Path {
    /// Whether every point of the two flattened outlines is within a millionth of a point.
    fileprivate func isNear(_ other: Path) -> Bool {
        let a = polygons()
        let b = other.polygons()
        return a.count == b.count && zip(a, b).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy { $0.distance(to: $1) < 1e-6 } }
    }
}

extension Rect {
    fileprivate func isNear(_ other: Rect, within tolerance: Double) -> Bool {
        [minX - other.minX, minY - other.minY, maxX - other.maxX, maxY - other.maxY].allSatisfy { abs($0) < tolerance }
    }
}

/// Where a shape layer stands among its view's subviews (`subviewsBelow`: the subviews drawn
/// under it) as subviews are added, inserted, moved and removed, as Core Animation orders a
/// view's sublayers.
@MainActor struct ShapeLayerOrderTests {
    private let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    private let a = View(name: "a")
    private let b = View(name: "b")
    private let c = View(name: "c")
    private let shape = ShapeLayer()

    /// [a, shape, b]
    private func stack() {
        root.addSubview(a)
        root.layer.addSublayer(shape)
        root.addSubview(b)
    }

    @Test func addedOverTheSubviewsBeforeItAndUnderThoseAfter() {
        stack()
        #expect(shape.subviewsBelow == 1)
        b.removeFromSuperview()
        #expect(shape.subviewsBelow == 1, "one above it left")
        a.removeFromSuperview()
        #expect(shape.subviewsBelow == 0, "the one below it left")
    }

    @Test func aViewPutWhereItIsStaysThere() {
        stack()
        root.insertSubview(a, at: 0)
        #expect(shape.subviewsBelow == 1 && root.subviews.map(\.name) == ["a", "b"])
        root.insertSubview(b, at: 1)
        #expect(shape.subviewsBelow == 1)
    }

    /// UIKit's `sendSubviewToBack` of the view already at the back moves nothing.
    @Test func aViewSentBackFromTheBackStaysUnderTheShape() {
        stack()
        root.insertSubview(a, at: 0)  // what UIKit's sendSubviewToBack(a) does here
        #expect(shape.subviewsBelow == 1)
    }

    /// Inserted above a sibling, a view goes just above it, under the shape layer drawn there,
    /// as `insertSublayer(_:above:)` puts a layer.
    @Test func insertedAboveASiblingItGoesUnderTheShapeJustAboveIt() {
        stack()
        root.insertSubview(c, above: a)
        #expect(root.subviews.map(\.name) == ["a", "c", "b"] && shape.subviewsBelow == 2, "[a, c, shape, b]")
        root.insertSubview(c, above: a)
        #expect(shape.subviewsBelow == 2, "again: unchanged")
        root.insertSubview(b, above: a)
        #expect(root.subviews.map(\.name) == ["a", "b", "c"] && shape.subviewsBelow == 3, "[a, b, c, shape]")
    }

    /// Inserted below a sibling, or at an index, a view goes over the shape layers drawn there.
    @Test func insertedBelowASiblingOrAtAnIndexItGoesOverTheShapeThere() {
        stack()
        root.insertSubview(c, below: b)
        #expect(root.subviews.map(\.name) == ["a", "c", "b"] && shape.subviewsBelow == 1, "[a, shape, c, b]")
        c.removeFromSuperview()
        root.insertSubview(c, at: 1)
        #expect(shape.subviewsBelow == 1, "[a, shape, c, b]")
    }

    /// Added again, a subview goes on top of everything, the shape layers too, as
    /// `addSublayer(_:)` moves a layer to the top.
    @Test func addedAgainASubviewGoesOverTheShape() {
        root.addSubview(a)
        root.addSubview(b)
        root.layer.addSublayer(shape)
        #expect(shape.subviewsBelow == 2)
        root.addSubview(b)
        #expect(shape.subviewsBelow == 1, "[a, shape, b]")
    }

    /// A view moved to another superview leaves the shape's count there; the shape moved to
    /// another view counts that view's subviews.
    @Test func movesBetweenViewsKeepTheCounts() {
        stack()
        let other = View(name: "other")
        let otherShape = ShapeLayer()
        other.addSubview(c)
        other.layer.addSublayer(otherShape)
        other.addSubview(a)  // from root, where it was under the shape
        #expect(shape.subviewsBelow == 0 && otherShape.subviewsBelow == 1)
        other.layer.addSublayer(shape)
        #expect(shape.subviewsBelow == 2 && root.layer.sublayers == nil)
    }
}
