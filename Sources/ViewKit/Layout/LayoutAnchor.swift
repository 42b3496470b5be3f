/// One attribute of a view or a layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor`.
///
/// The type parameter is the anchor's own kind: `LayoutXAxisAnchor`, `LayoutYAxisAnchor` or
/// `LayoutDimension`. Every method takes an anchor of the same kind, so a constraint from a
/// horizontal edge to a vertical one, or from an edge to a size, does not compile, as in UIKit.
/// (Leading to left compiles, as in UIKit; it is refused when activated: see `LayoutConstraint`.)
@preconcurrency @MainActor open class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or guide the anchor belongs to (UIKit's `item`).
    public var item: AnyObject? { offsetItem ?? weakItem }
    private weak var weakItem: AnyObject?
    /// What an `anchorWithOffset(to:)` dimension measures, held here (a view is held by its
    /// superview, not by its anchors).
    private let offsetItem: OffsetItem?
    /// Which of its attributes.
    public let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        weakItem = item
        offsetItem = item as? OffsetItem
        self.attribute = attribute
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: constant)
    }
    /// `self ≥ anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }
    /// `self ≥ anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }
    /// `self ≤ anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }
    /// `self ≤ anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func constraint(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public var description: String { "\(LayoutConstraint.describe(item)).\(attribute)" }
}

/// A horizontal edge or centre: left, right, leading, trailing, centre X, and their margins.
@preconcurrency @MainActor open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// The distance from this anchor to `anchor`, as a dimension another can be constrained to
    /// (UIKit's `anchorWithOffset(to:)`).
    public func anchorWithOffset(to anchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: anchor)
    }
    /// `self == anchor + multiplier × the system spacing` (8 points here, UIKit's standard
    /// spacing between siblings).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}

/// A vertical edge, centre or baseline: top, bottom, centre Y, the baselines, and their margins.
@preconcurrency @MainActor open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// The distance from this anchor to `anchor`, as a dimension (UIKit's `anchorWithOffset(to:)`).
    public func anchorWithOffset(to anchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: anchor)
    }
    /// `self == anchor + multiplier × the system spacing` (8 points here).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}

/// A width or a height, or the distance between two anchors of one axis: the only anchors that
/// take a multiplier or a constant alone.
@preconcurrency @MainActor open class LayoutDimension: LayoutAnchor<LayoutDimension> {
    override init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    init<Axis>(offsetFrom start: LayoutAnchor<Axis>, to end: LayoutAnchor<Axis>) {
        super.init(item: OffsetItem(from: start, to: end), attribute: .width)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        constraint(.equal, nil, multiplier: 0, constant: constant)
    }
    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, nil, multiplier: 0, constant: constant)
    }
    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, nil, multiplier: 0, constant: constant)
    }
    /// `self == multiplier × anchor`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: 0)
    }
    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The item of an `anchorWithOffset(to:)` dimension: the two anchors it spans, whose distance
/// (end − start) stands for its width.
@MainActor final class OffsetItem {
    weak var startItem: AnyObject?
    weak var endItem: AnyObject?
    let startAttribute: LayoutConstraint.Attribute
    let endAttribute: LayoutConstraint.Attribute

    init<Axis>(from start: LayoutAnchor<Axis>, to end: LayoutAnchor<Axis>) {
        (startItem, startAttribute) = (start.item, start.attribute)
        (endItem, endAttribute) = (end.item, end.attribute)
    }

    private init() {
        (startAttribute, endAttribute) = (.notAnAttribute, .notAnAttribute)
    }

    /// What stands for an item that has gone (or was never an object).
    static let gone = OffsetItem()
}
