import Foundation
import Motion
import ViewKit

// Core Graphics' names for ViewKit's geometry. `CGFloat` stays Foundation's: Swift converts it
// to and from `Double` implicitly (SE-0307), so a `CGFloat` goes wherever ViewKit takes a
// `Double`, and the other way round. Foundation on Linux has its own `CGPoint`, `CGSize` and
// `CGRect` (no `CGVector` or `CGAffineTransform`); a file that imports UIKit alone sees these.

/// A point: ViewKit's `Point`.
public typealias CGPoint = Point
/// A size: ViewKit's `Size`.
public typealias CGSize = Size
/// A rectangle: ViewKit's `Rect`.
public typealias CGRect = Rect
/// An affine transform: ViewKit's `Transform2D`. Unlike Core Graphics', `inverted()` returns nil
/// for a transform that has no inverse (Core Graphics returns the transform unchanged).
public typealias CGAffineTransform = Transform2D

/// A vector: a velocity for a spring's timing parameters, as UIKit takes one.
public nonisolated struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector(dx: 0, dy: 0)
}

nonisolated extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Whether the rectangle has no area (the null one included).
    public var isEmpty: Bool { isNull || width <= 0 || height <= 0 }

    /// Core Graphics' null rectangle, what `intersection(_:)` gives when nothing overlaps: at
    /// infinity, of no size.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle.
    public var isNull: Bool { minX.isInfinite || minY.isInfinite }

    /// Where this rectangle and `other` overlap; `.null` when they do not (touching edges
    /// overlap in a line, as Core Graphics has it).
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether this rectangle and `other` overlap in an area.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The bounding box of the rectangle mapped by `transform`.
    public func applying(_ transform: Transform2D) -> Rect {
        boundingBox(mappedBy: transform)
    }
}

nonisolated extension Point {
    /// The point mapped by `transform`.
    public func applying(_ transform: Transform2D) -> Point { transform.apply(to: self) }
}

nonisolated extension Size {
    /// The size mapped by `transform`'s linear part (no translation), as Core Graphics does.
    public func applying(_ transform: Transform2D) -> Size {
        Size(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}
