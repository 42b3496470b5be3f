import Cassowary
import Glibc

/// How much a constraint matters, as UIKit's `UILayoutPriority`: 1 to 1000, where 1000 is
/// required and anything less is kept as nearly as it can be against the others.
public nonisolated struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 999: holds unless a required constraint says otherwise (a window-less root's own size).
    static let almostRequired = LayoutPriority(999)
    /// 750: a button's resistance to compression.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: a button's hugging of its content.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` asks of a size it wants.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510 and 490, UIKit's priorities around a scene's resizing, for code that names them.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority { LayoutPriority(priority.rawValue + amount) }
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority { LayoutPriority(priority.rawValue - amount) }

    /// Whether the constraint must hold (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver's weight for this priority.
    ///
    /// UIKit keeps priorities lexicographically: any one constraint of a higher priority
    /// outweighs every constraint of a lower one. Cassowary's symbolic weights do that, Kiwi's
    /// and this solver's weights do not: a priority is a weight, and the errors are summed. The
    /// weights rise geometrically, 1.4 % a step, so that 250 (UIKit's `defaultLow`) is Kiwi's
    /// medium (10³) and 750 (`defaultHigh`) its strong (10⁶): one constraint of a higher
    /// priority always outweighs one of a lower, as in UIKit, and 1,000 constraints at 250
    /// outweigh one at 750 (ours; UIKit would keep the one).
    var strength: Strength {
        isRequired ? .required : Strength(Self.weight(rawValue))
    }

    nonisolated static func weight(_ priority: Float) -> Double {
        pow(10, 1.5 + 0.006 * Double(max(priority, 1)))
    }
}
