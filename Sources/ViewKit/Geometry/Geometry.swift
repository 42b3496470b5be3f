import Glibc

/// A location in a two-dimensional coordinate space, in points; y grows downward.
public nonisolated struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, in points.
    public var x: Double
    /// Vertical coordinate, in points (down is positive).
    public var y: Double

    /// Creates a point from its coordinates, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The origin, as Core Graphics' `CGPoint()`.
    public init() { self.init(x: 0, y: 0) }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    /// Component-wise sum.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Both coordinates multiplied by a scalar.
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// The Euclidean distance to another point, in points.
    public func distance(to other: Point) -> Double { hypot(other.x - x, other.y - y) }
}

/// A width and a height, in points.
public nonisolated struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// Creates a size from its extents, in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// No size, as Core Graphics' `CGSize()`.
    public init() { self.init(width: 0, height: 0) }

    public var description: String { "\(width)×\(height)" }

    /// Both extents multiplied by a scalar.
    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }
}

/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points.
public nonisolated struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extents; negative sizes are not used by ViewKit.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and its extents, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The zero rectangle, as Core Graphics' `CGRect()`.
    public init() { self.init(origin: .zero, size: .zero) }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The point halfway across and halfway down.
    public var center: Point { Point(x: midX, y: midY) }

    /// The four corners, clockwise from the origin.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether the point lies inside; the top and left edges are inside, the bottom and right are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The same size moved by `dx` across and `dy` down, as CGRect's `offsetBy(dx:dy:)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: Point(x: minX + dx, y: minY + dy), size: size)
    }

    /// The rectangle shrunk by the insets on each edge.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The smallest rectangle that holds both.
    public func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The smallest axis-aligned rectangle that holds all the points (`.zero` for none).
    public static func boundingBox(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first
        var hi = first
        for p in points.dropFirst() {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The smallest axis-aligned rectangle that holds this one's four corners mapped by
    /// `transform` (CGRect's `applying(_:)`), without a list of them: the renderer asks it of
    /// many rectangles a frame.
    package func boundingBox(mappedBy transform: Transform2D) -> Rect {
        Rect.boundingBox(
            transform.apply(to: Point(x: minX, y: minY)), transform.apply(to: Point(x: maxX, y: minY)),
            transform.apply(to: Point(x: maxX, y: maxY)), transform.apply(to: Point(x: minX, y: maxY)))
    }

    /// The smallest axis-aligned rectangle that holds four points, as `boundingBox(of:)` gives
    /// it, without a list.
    public static func boundingBox(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Rect {
        let lowX = min(a.x, b.x, c.x, d.x)
        let lowY = min(a.y, b.y, c.y, d.y)
        return Rect(x: lowX, y: lowY, width: max(a.x, b.x, c.x, d.x) - lowX, height: max(a.y, b.y, c.y, d.y) - lowY)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// Distances to inset each edge of a rectangle by, in points.
public nonisolated struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// One edge of a rectangle, as UIKit's `UIRectEdge` names them (a single edge, not a set).
public nonisolated enum RectEdge: Hashable, Sendable, CaseIterable {
    case top, left, bottom, right

    /// The unit vector pointing out of the rectangle through this edge (y grows downward).
    public var outward: Point {
        switch self {
        case .top: return Point(x: 0, y: -1)
        case .left: return Point(x: -1, y: 0)
        case .bottom: return Point(x: 0, y: 1)
        case .right: return Point(x: 1, y: 0)
        }
    }

    /// How far a rectangle of `size` must move to leave through this edge: its width or height.
    public func extent(of size: Size) -> Double {
        switch self {
        case .top, .bottom: return size.height
        case .left, .right: return size.width
        }
    }
}

nonisolated extension Rect {
    /// Whether this rectangle and `other` share an area (touching edges do not).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies wholly inside this rectangle.
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle grown by `dx` left and right and `dy` above and below.
    func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: minX - dx, y: minY - dy, width: width + 2 * dx, height: height + 2 * dy)
    }
}
