import Glibc
import Motion

/// A path, as Core Graphics' `CGPath`: moves, lines, cubic curves and closes, in the
/// coordinates of the layer that draws it. A value: changing a `BezierPath` after taking its
/// path does not change the path taken.
public nonisolated struct Path: Equatable, Sendable {
    /// One step of the outline.
    public nonisolated enum Element: Equatable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public var elements: [Element]

    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// The path `fraction` of the way to `other`, point by point, as Core Animation animates a
    /// shape layer's path. Core Animation leaves paths of different elements undefined; here
    /// such a path shows `self` until the end, then `other`.
    public func interpolated(to other: Path, fraction: Double) -> Path {
        guard elements.count == other.elements.count else { return fraction < 1 ? self : other }
        func mix(_ a: Point, _ b: Point) -> Point { a + (b - a) * fraction }
        var mixed: [Element] = []
        mixed.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): mixed.append(.move(to: mix(p, q)))
            case (.line(let p), .line(let q)): mixed.append(.line(to: mix(p, q)))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                mixed.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.close, .close): mixed.append(.close)
            default: return fraction < 1 ? self : other
            }
        }
        return Path(elements: mixed)
    }

    /// The rounded rectangle this path outlines, if it is one: a rectangle, a rectangle with
    /// quarter-circle corners of one radius (as `BezierPath(roundedRect:cornerRadius:)` makes),
    /// or a circle. Nil for any other shape. What a shadow path is drawn from cheaply.
    public var roundedRectangle: (rect: Rect, cornerRadius: Double)? {
        var points: [Point] = []
        var radii: [Double] = []
        var current: Point?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                guard index == 0 else { return nil }
                current = p
            case .line(let p):
                guard let from = current, abs(from.x - p.x) < 1e-9 || abs(from.y - p.y) < 1e-9 else { return nil }
                current = p
            case .curve(let p, _, _):
                guard let from = current, abs(abs(from.x - p.x) - abs(from.y - p.y)) < 1e-6 else { return nil }
                radii.append(abs(from.x - p.x))
                current = p
            case .close:
                guard index == elements.count - 1 else { return nil }
            }
            if let current { points.append(current) }
        }
        guard points.count >= 3, radii.count == 0 || radii.count == 4 else { return nil }
        let radius = radii.first ?? 0
        guard radii.allSatisfy({ abs($0 - radius) < 1e-6 }) else { return nil }
        let rect = Rect.boundingBox(of: points)
        // Every point on the outline: on a side, away from the corners by the radius or at them.
        let onOutline = points.allSatisfy { p in
            let onVertical = abs(p.x - rect.minX) < 1e-6 || abs(p.x - rect.maxX) < 1e-6
            let onHorizontal = abs(p.y - rect.minY) < 1e-6 || abs(p.y - rect.maxY) < 1e-6
            return onVertical || onHorizontal
        }
        guard onOutline, rect.width > 0, rect.height > 0 else { return nil }
        return (rect, radius)
    }

    /// The outline as polygons, one per subpath (closed or not), each curve cut into `segments`
    /// straight pieces; a subpath of fewer than three corners is left out.
    public func polygons(segmentsPerCurve segments: Int = 16) -> [[Point]] {
        polylines(segmentsPerCurve: segments).compactMap { line in
            var corners = line.points
            // An open subpath that ends where it began closes on the same corner: kept once.
            if !line.isClosed, corners.count > 1, let first = corners.first, let last = corners.last, first.distance(to: last) < 1e-9 {
                corners.removeLast()
            }
            return corners.count > 2 ? corners : nil
        }
    }

    /// The smallest rectangle holding every point and control point (`.zero` for none).
    public var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let p, let c1, let c2): points += [c1, c2, p]
            case .close: break
            }
        }
        return Rect.boundingBox(of: points)
    }
}

/// A path built step by step, as UIKit's `UIBezierPath`, with its shapes: rectangles, rounded
/// rectangles, ovals and arcs. Curves are cubic; an oval or arc is made of quarter arcs each
/// within 0.03 % of the circle.
@preconcurrency @MainActor public final class BezierPath {
    /// The path built so far, as Core Graphics' `cgPath`.
    public private(set) var cgPath = Path()

    public init() {}

    /// A rectangle, clockwise from its origin.
    public convenience init(rect: Rect) {
        self.init()
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse `rect` holds.
    public convenience init(ovalIn rect: Rect) {
        self.init()
        let centre = rect.center
        let rx = rect.width / 2
        let ry = rect.height / 2
        move(to: Point(x: centre.x + rx, y: centre.y))
        for quarter in 0..<4 { addQuarterArc(centre: centre, rx: rx, ry: ry, from: Double(quarter) * .pi / 2, sweep: .pi / 2) }
        close()
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        move(to: Point(x: rect.minX + r, y: rect.minY))
        addLine(to: Point(x: rect.maxX - r, y: rect.minY))
        addQuarterArc(centre: Point(x: rect.maxX - r, y: rect.minY + r), rx: r, ry: r, from: -.pi / 2, sweep: .pi / 2)
        addLine(to: Point(x: rect.maxX, y: rect.maxY - r))
        addQuarterArc(centre: Point(x: rect.maxX - r, y: rect.maxY - r), rx: r, ry: r, from: 0, sweep: .pi / 2)
        addLine(to: Point(x: rect.minX + r, y: rect.maxY))
        addQuarterArc(centre: Point(x: rect.minX + r, y: rect.maxY - r), rx: r, ry: r, from: .pi / 2, sweep: .pi / 2)
        addLine(to: Point(x: rect.minX, y: rect.minY + r))
        addQuarterArc(centre: Point(x: rect.minX + r, y: rect.minY + r), rx: r, ry: r, from: .pi, sweep: .pi / 2)
        close()
    }

    /// An arc of the circle about `centre`, from `startAngle` to `endAngle` (radians, clockwise
    /// on screen, as UIKit's y-down coordinates have it, when `clockwise`).
    public convenience init(arcCenter centre: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(withCenter: centre, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: Point) { cgPath.elements.append(.move(to: point)) }

    public func addLine(to point: Point) { cgPath.elements.append(.line(to: point)) }

    public func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        cgPath.elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }

    public func close() { cgPath.elements.append(.close) }

    /// An arc from the current point's circle: a line to its start first, unless the path is
    /// empty (then it moves there), as UIKit's.
    public func addArc(withCenter centre: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let start = Point(x: centre.x + radius * cos(startAngle), y: centre.y + radius * sin(startAngle))
        if cgPath.elements.isEmpty { move(to: start) } else { addLine(to: start) }
        var sweep = endAngle - startAngle
        if clockwise {
            while sweep < 0 { sweep += 2 * .pi }
        } else {
            while sweep > 0 { sweep -= 2 * .pi }
        }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        for piece in 0..<pieces {
            let from = startAngle + sweep * Double(piece) / Double(pieces)
            addQuarterArc(centre: centre, rx: radius, ry: radius, from: from, sweep: sweep / Double(pieces))
        }
    }

    /// The box holding the path's points and control points.
    public var bounds: Rect { cgPath.boundingBox }

    /// One cubic for an arc of at most a quarter turn: control points along the tangents at
    /// 4/3 tan(sweep/4) of the radius, the usual fit.
    private func addQuarterArc(centre: Point, rx: Double, ry: Double, from: Double, sweep: Double) {
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let to = from + sweep
        func point(_ angle: Double) -> Point { Point(x: centre.x + rx * cos(angle), y: centre.y + ry * sin(angle)) }
        let p0 = point(from)
        let p3 = point(to)
        let c1 = Point(x: p0.x - k * rx * sin(from), y: p0.y + k * ry * cos(from))
        let c2 = Point(x: p3.x + k * rx * sin(to), y: p3.y - k * ry * cos(to))
        addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
    }
}

/// A layer that is a path, as Core Animation's `CAShapeLayer`: a view's mask (`Layer.mask`),
/// where the view shows where the path is filled, anti-aliased, and nowhere else (nowhere at
/// all while the path is nil); or drawn in a view (`Layer.addSublayer(_:)`), its path filled
/// with `fillColor` and stroked with `strokeColor`, `lineWidth`, `lineCap` and `lineJoin`, from
/// `strokeStart` to `strokeEnd` of its length. Fills follow the non-zero rule for convex paths
/// (ovals, rectangles, rounded rectangles); a concave path is filled as the fan from its first
/// point, which covers too much: ours, not yet Core Animation's. Strokes follow any path.
@preconcurrency @MainActor public final class ShapeLayer {
    /// CAShapeLayerLineCap: how an open subpath's ends are drawn.
    public nonisolated enum LineCap: Hashable, Sendable {
        /// Square, at the end point.
        case butt
        /// A half disc of the line's width beyond the end point.
        case round
        /// Square, half the line's width beyond the end point.
        case square
    }

    /// CAShapeLayerLineJoin: how a stroke turns a corner.
    public nonisolated enum LineJoin: Hashable, Sendable {
        /// The outer edges meet in a point, up to `miterLimit` times half the width from the
        /// corner; a sharper corner is bevelled.
        case miter
        /// The outer edges meet on an arc about the corner.
        case round
        /// The outer edges' ends are joined straight.
        case bevel
    }

    /// Everything the layer draws by, as set (the model): one value, which the presentation
    /// copies whole, so that no property can be left out of it. A property the layer draws by
    /// belongs here (a test holds the layer's stored properties to this).
    struct Model {
        var path: Path?
        var frame = Rect.zero
        var anchorPoint = Point(x: 0.5, y: 0.5)
        var fillColor: Color? = .black
        var strokeColor: Color?
        var lineWidth = 1.0
        var lineCap = LineCap.butt
        var lineJoin = LineJoin.miter
        var miterLimit = 10.0
        var strokeStart = 0.0
        var strokeEnd = 1.0
    }
    var model = Model()

    /// The path, in the layer's coordinates: its `frame`'s origin is where (0, 0) of the path
    /// falls in the view's bounds.
    public var path: Path? {
        get { model.path }
        set { model.path = newValue }
    }
    /// Where the layer sits in the view's bounds; only its origin moves the path (a layer that
    /// does not clip draws its path whatever its size, as Core Animation's).
    public var frame: Rect {
        get { model.frame }
        set { model.frame = newValue }
    }
    /// The point of the layer's bounds that `position` places, in unit coordinates (the middle
    /// by default), as Core Animation's.
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue }
    }
    /// The layer's size, at the origin (its `frame`'s size): setting it keeps `position`. A
    /// bounds origin other than zero is not kept (the path is drawn from the frame's origin).
    public var bounds: Rect {
        get { Rect(origin: .zero, size: frame.size) }
        set {
            let kept = position
            frame.size = newValue.size
            position = kept
        }
    }
    /// Where the anchor point sits in the view's bounds, as Core Animation's: the frame moves
    /// with it.
    public var position: Point {
        get { Point(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height) }
        set { frame.origin = Point(x: newValue.x - anchorPoint.x * frame.width, y: newValue.y - anchorPoint.y * frame.height) }
    }
    /// What fills the path when the layer is drawn: opaque black unless set, nil for no fill, as
    /// Core Animation's. (A mask takes the path's shape whatever the colour.)
    public var fillColor: Color? {
        get { model.fillColor }
        set { model.fillColor = newValue }
    }
    /// What strokes the path; nil (the default) for no stroke.
    public var strokeColor: Color? {
        get { model.strokeColor }
        set { model.strokeColor = newValue }
    }
    /// The stroke's width, in points: 1 unless set.
    public var lineWidth: Double {
        get { model.lineWidth }
        set { model.lineWidth = newValue }
    }
    public var lineCap: LineCap {
        get { model.lineCap }
        set { model.lineCap = newValue }
    }
    public var lineJoin: LineJoin {
        get { model.lineJoin }
        set { model.lineJoin = newValue }
    }
    /// How long a miter may be, in half line widths, before it is bevelled: 10, as Core
    /// Animation's.
    public var miterLimit: Double {
        get { model.miterLimit }
        set { model.miterLimit = newValue }
    }
    /// Where the stroke starts and ends, as fractions of the path's length (0 and 1 unless set;
    /// an animation of "strokeEnd" draws the path on). Clamped to 0...1 when drawn.
    public var strokeStart: Double {
        get { model.strokeStart }
        set { model.strokeStart = newValue }
    }
    public var strokeEnd: Double {
        get { model.strokeEnd }
        set { model.strokeEnd = newValue }
    }
    /// The masked view, or the view the layer is drawn in, whose driver its animations run on.
    weak var host: View?
    /// How many of its view's subviews are drawn under it: those there when it was added, less
    /// those that left, so it keeps its place among them as a Core Animation sublayer does.
    package internal(set) var subviewsBelow = 0
    /// The animations attached: running, or ended and kept.
    private lazy var animations = AttachedAnimations(
        driver: { [unowned self] in host?.animationDriver ?? .fallback }, timeSpace: { [unowned self] in host })

    public init() {}

    /// Takes the layer out of the view it is drawn in, as CALayer's `removeFromSuperlayer()`.
    public func removeFromSuperlayer() {
        guard let view = host, let index = view.shapeSublayers.firstIndex(where: { $0 === self }) else { return }
        view.shapeSublayers.remove(at: index)
        host = nil
    }

    /// What is on screen now, as a layer of its own, as Core Animation's presentation layer: the
    /// path, the stroke's start and end that the running animations show, the rest as the model.
    /// Never nil here; optional so that code written for `presentation()` reads the same.
    public func presentation() -> ShapeLayer? {
        let shown = ShapeLayer()
        shown.model = model
        let animated = presentationModel
        (shown.model.path, shown.model.strokeStart, shown.model.strokeEnd) = (animated.path, animated.strokeStart, animated.strokeEnd)
        return shown
    }

    /// The stroke's start and end shown now: the running animations', else the model's, each
    /// in 0...1.
    public var presentationStrokeRange: (start: Double, end: Double) {
        let (start, end) = presentedStroke
        return (min(max(start, 0), 1), min(max(end, 0), 1))
    }

    /// The stroke's start and end that show, unclamped.
    private var presentedStroke: (start: Double, end: Double) {
        let shown = presentationModel
        return (shown.strokeStart, shown.strokeEnd)
    }

    /// The path shown now: the animations' that show, else `path`.
    public var presentationPath: Path? { presentationModel.path }

    /// The animated properties as they show: the model, with each animation that shows laid over
    /// it, oldest first.
    private var presentationModel: (path: Path?, strokeStart: Double, strokeEnd: Double) {
        var shown = (path: path, strokeStart: strokeStart, strokeEnd: strokeEnd)
        func number(_ value: LayerValue, over underneath: Double, adding: Bool) -> Double {
            guard case .vector(let number) = value, number.count == 1 else { return underneath }
            return (adding ? underneath : 0) + number[0]
        }
        animations.forEachShown { keyPath, value, isAdditive in
            switch keyPath {
            case "path":
                if case .path(let path) = value(.path(shown.path)) { shown.path = path }
            case "strokeStart":
                shown.strokeStart = number(value(.vector(LayerVector(shown.strokeStart))), over: shown.strokeStart, adding: isAdditive)
            case "strokeEnd":
                shown.strokeEnd = number(value(.vector(LayerVector(shown.strokeEnd))), over: shown.strokeEnd, adding: isAdditive)
            default:
                break
            }
        }
        return shown
    }

    /// What the mask lets show, in the masked view's bounds coordinates: the path shown now,
    /// moved by the frame's origin.
    public var maskPath: Path? {
        guard let shown = presentationPath else { return nil }
        guard frame.origin != .zero else { return shown }
        let offset = frame.origin
        return Path(
            elements: shown.elements.map { element in
                switch element {
                case .move(let p): .move(to: p + offset)
                case .line(let p): .line(to: p + offset)
                case .curve(let p, let c1, let c2): .curve(to: p + offset, control1: c1 + offset, control2: c2 + offset)
                case .close: .close
                }
            })
    }

    /// Runs `animation` on the layer, replacing any under the same key, as CALayer's
    /// `add(_:forKey:)`. Of a shape layer's properties, "path", "strokeStart" and "strokeEnd"
    /// animate, from what `fromValue`, `toValue` and `byValue` give, or a keyframe animation's
    /// values (a missing end is what shows now, Core Animation's render tree, or the model); an
    /// animation of any other key path runs its time and tells its delegate, and animates nothing.
    public func add(_ animation: BasicAnimation, forKey key: String?) {
        let shown = presentationModel
        animations.add(animation, forKey: key) { animation in
            switch animation.keyPath {
            case "path":
                return animation.keyframes(shown: .path(shown.path)) { value in
                    switch value {
                    case nil: nil
                    case let path as Path: .path(path)
                    default: .path(nil)
                    }
                }
            case "strokeStart", "strokeEnd":
                let isStart = animation.keyPath == "strokeStart"
                return animation.keyframes(shown: .vector(LayerVector(isStart ? shown.strokeStart : shown.strokeEnd))) {
                    LayerValue.number($0).map { .vector(LayerVector($0)) }
                }
            default:
                return nil
            }
        }
    }

    /// The animation running under `key`.
    public func animation(forKey key: String) -> BasicAnimation? { animations.animation(forKey: key) }

    /// Stops the animation under `key`: the layer shows what is under it again (the model, or an
    /// older animation), and the delegate hears that it did not finish.
    public func removeAnimation(forKey key: String) { animations.removeAnimation(forKey: key) }

    public func removeAllAnimations() { animations.removeAll() }

    /// The keys of the running animations.
    public func animationKeys() -> [String]? { animations.keys }
}
