/// A linear relation between two attributes of views or layout guides, as UIKit's
/// `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  (== | <= | >=)  multiplier × secondItem.secondAttribute + constant
///
/// It is an equation, not an assignment: either side may move. New constraints are inactive;
/// `isActive` (or `activate(_:)`) installs one on the closest common ancestor of its items, in
/// the layout engine of that ancestor's tree, which solves every active constraint of the tree
/// at once (`Cassowary.Solver`), incrementally: a changed `constant` costs a few pivots, not a
/// solve from scratch. Required ones hold exactly; an optional one (priority below 1000) is kept
/// as nearly as its priority allows against the others.
///
/// Where UIKit throws (items with no common ancestor, a leading edge against a left one, a
/// size against a position, a priority changed between required and optional while active),
/// this prints one line and leaves the constraint as it was.
@preconcurrency @MainActor open class LayoutConstraint: CustomStringConvertible {
    /// An attribute of an item's alignment rectangle (its frame, here), with UIKit's raw values.
    public nonisolated enum Attribute: Int, Hashable, Sendable, CustomStringConvertible {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0

        /// UIKit's older name for the last baseline.
        public static let baseline = Attribute.lastBaseline

        var isSize: Bool { self == .width || self == .height }
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .width:
                true
            default: false
            }
        }
        var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
        var isAbsoluteHorizontalEdge: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
        /// The attribute of the margins guide a margin attribute stands for.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// `<=`, `==` or `>=`, with UIKit's raw values.
    public nonisolated enum Relation: Int, Hashable, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// UIKit's standard spacing between sibling views, for `constraint(equalToSystemSpacingAfter:…)`
    /// (Apple does not publish it; 8 points is the spacing Interface Builder's "standard" gives).
    nonisolated static let systemSpacing = 8.0

    /// The first item: a view or a layout guide (held weakly; its superview holds a view).
    public var firstItem: AnyObject? { first.object }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, or nil for a constant size.
    public var secondItem: AnyObject? { second?.object }
    public let secondAttribute: Attribute
    public let multiplier: Double
    /// Added to the second side. Changing it on an active constraint re-solves incrementally
    /// at the next layout pass; in an animation block, the frames that pass writes animate.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }
    /// `required` (1000) unless set. An active constraint may change between optional
    /// priorities, not between required and optional (UIKit throws; this prints a line and
    /// keeps the old priority).
    public var priority = LayoutPriority.required {
        didSet {
            guard priority != oldValue, installedOn != nil else { return }
            guard priority.isRequired == oldValue.isRequired else {
                LayoutEngine.report(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self)")
                priority = oldValue
                return
            }
            engine?.priorityChanged(self)
        }
    }
    /// A name for the logs.
    public var identifier: String?
    /// Kept for archiving in UIKit; nothing is archived here.
    public var shouldBeArchived = false

    /// Whether the constraint is installed. Setting it true installs it on the closest common
    /// ancestor of its items and adds it to that tree's layout engine; false takes it out.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// The first item's anchor for `firstAttribute`.
    public var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(item: firstItem ?? first.placeholder, attribute: firstAttribute) }
    /// The second item's anchor, if there is a second item.
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        secondItem.map { LayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// An item, weakly, and what `anchorWithOffset(to:)` made, strongly.
    struct ItemReference {
        weak var object: AnyObject?
        let offset: OffsetItem?
        init(_ object: AnyObject) {
            self.object = object
            offset = object as? OffsetItem
        }
        /// An object to hang an anchor on once the item has gone.
        var placeholder: AnyObject { offset ?? OffsetItem.gone }
    }
    let first: ItemReference
    let second: ItemReference?
    /// Why the constraint cannot be installed, found when it was made; nil if it can be.
    let invalidity: String?
    /// The view it is installed on (UIKit's `constraints` of that view), while active.
    weak var installedOn: View?
    /// The engine that holds it, while active.
    weak var engine: LayoutEngine?
    /// What kind of constraint UIKit's logs name it as.
    var kind = Kind.user

    enum Kind {
        case user
        /// Made for a view whose `translatesAutoresizingMaskIntoConstraints` is true.
        case autoresizing
        /// A view's content hugging or compression resistance.
        case contentSize
        /// A stack view's.
        case stackView(String)
    }

    /// `view1.attr1 relation multiplier × view2.attr2 + c`, as UIKit's initializer. With no second
    /// item, `attr2` is `.notAnAttribute` and the constraint fixes a size to `c`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: Double, constant c: Double
    ) {
        let firstObject = (view1 as AnyObject?) ?? OffsetItem.gone
        first = ItemReference(firstObject)
        second = (view2 as AnyObject?).map(ItemReference.init)
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        invalidity = Self.invalidity(first: firstObject, attr1, second: view2 as AnyObject?, attr2)
        if let invalidity { LayoutEngine.report("Invalid constraint \(Self.describe(firstObject)).\(attr1) \(relation) …: \(invalidity)") }
    }

    /// UIKit's rules for a valid pair (Auto Layout Guide, "Anatomy of a Constraint"), but a
    /// multiplier on a position, which UIKit's engine takes and so does this one.
    private static func invalidity(first: AnyObject, _ a: Attribute, second: AnyObject?, _ b: Attribute) -> String? {
        guard first is View || first is LayoutGuide || first is OffsetItem else { return "its first item is not a view or a layout guide" }
        guard a != .notAnAttribute else { return "its first attribute is notAnAttribute" }
        guard let second else {
            return a.isSize ? nil : "a position cannot be set to a constant; it needs a second item"
        }
        guard second is View || second is LayoutGuide || second is OffsetItem else {
            return "its second item is not a view or a layout guide"
        }
        guard b != .notAnAttribute else { return "its second attribute is notAnAttribute" }
        if a.isSize != b.isSize { return "a size cannot be related to a position" }
        if !a.isSize, a.isHorizontal != b.isHorizontal { return "a horizontal position cannot be related to a vertical one" }
        if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (b.isDirectional && a.isAbsoluteHorizontalEdge) {
            return "a leading or trailing edge cannot be related to a left or right one"
        }
        return nil
    }

    /// Installs every constraint of `constraints` (UIKit's `activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Takes every constraint of `constraints` out.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// As UIKit's logs print it: `<NSLayoutConstraint:0x… 'identifier' UIView:0x…'name'.width == 100   (active)>`.
    public var description: String {
        var text = "<\(kindName):\(Self.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.describe(firstItem)).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += "\(Self.describe(secondItem)).\(secondAttribute)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += Self.number(constant)
        }
        if !priority.isRequired { text += " @\(Self.number(Double(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    private var kindName: String {
        switch kind {
        case .user: "NSLayoutConstraint"
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .stackView(let name): "NSLayoutConstraint:\(name)"
        }
    }

    static func describe(_ item: AnyObject?) -> String {
        switch item {
        case let view as View: "\(type(of: view)):\(address(view))" + (view.name.isEmpty ? "" : "'\(view.name)'")
        case let guide as LayoutGuide: "\(type(of: guide)):\(address(guide))'\(guide.identifier)'"
        case let offset as OffsetItem:
            "(\(describe(offset.startItem)).\(offset.startAttribute) → \(describe(offset.endItem)).\(offset.endAttribute))"
        default: "(gone)"
        }
    }

    private static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
