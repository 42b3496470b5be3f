import Synchronization

/// A quantity the solver finds: a view's edge, a width, anything a constraint relates.
///
/// Identity is the variable: two variables with the same name are two unknowns. `value` is
/// what the solver last wrote (`Solver.updateVariables()`), 0 until then. It is held
/// atomically, so a variable (and a constraint or error that names it) may be sent anywhere.
public final class Variable: Hashable, CustomStringConvertible, Sendable {
    public let name: String
    private let bits = Atomic<UInt64>(0)

    public internal(set) var value: Double {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name }
}

/// `coefficient × variable`.
public struct Term: CustomStringConvertible, Sendable {
    public let variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient) × \(variable)" }
}

/// A linear expression: `Σ coefficientᵢ × variableᵢ + constant`.
public struct LinearExpression: CustomStringConvertible, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }

    public var description: String {
        let parts = terms.map(\.description) + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])
        return parts.joined(separator: " + ")
    }

    // MARK: Arithmetic

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-1) * b }
    public static func * (k: Double, e: LinearExpression) -> LinearExpression {
        LinearExpression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
    }
    public static func * (e: LinearExpression, k: Double) -> LinearExpression { k * e }
    public static func / (e: LinearExpression, k: Double) -> LinearExpression { (1 / k) * e }
    public static prefix func - (e: LinearExpression) -> LinearExpression { -1 * e }
    public static func + (e: LinearExpression, k: Double) -> LinearExpression { LinearExpression(e.terms, constant: e.constant + k) }
    public static func - (e: LinearExpression, k: Double) -> LinearExpression { e + (-k) }
    public static func + (k: Double, e: LinearExpression) -> LinearExpression { e + k }
    public static func - (k: Double, e: LinearExpression) -> LinearExpression { -e + k }

    // MARK: Relations

    /// `self == other` at `strength` (required unless given).
    public static func == (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .equal) }
    public static func <= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
    public static func >= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
    public static func == (a: LinearExpression, k: Double) -> Constraint { a == LinearExpression(constant: k) }
    public static func <= (a: LinearExpression, k: Double) -> Constraint { a <= LinearExpression(constant: k) }
    public static func >= (a: LinearExpression, k: Double) -> Constraint { a >= LinearExpression(constant: k) }
}

extension Variable {
    /// The variable as an expression, for arithmetic and relations.
    public var expression: LinearExpression { LinearExpression(self) }

    public static func + (a: Variable, b: Variable) -> LinearExpression { a.expression + b.expression }
    public static func - (a: Variable, b: Variable) -> LinearExpression { a.expression - b.expression }
    public static func + (a: Variable, k: Double) -> LinearExpression { a.expression + k }
    public static func - (a: Variable, k: Double) -> LinearExpression { a.expression - k }
    public static func + (a: Variable, e: LinearExpression) -> LinearExpression { a.expression + e }
    public static func + (e: LinearExpression, a: Variable) -> LinearExpression { e + a.expression }
    public static func - (e: LinearExpression, a: Variable) -> LinearExpression { e - a.expression }
    public static func - (a: Variable, e: LinearExpression) -> LinearExpression { a.expression - e }
    public static func * (k: Double, a: Variable) -> LinearExpression { k * a.expression }
    public static func * (a: Variable, k: Double) -> LinearExpression { k * a.expression }

    public static func == (a: Variable, b: Variable) -> Constraint { a.expression == b.expression }
    public static func <= (a: Variable, b: Variable) -> Constraint { a.expression <= b.expression }
    public static func >= (a: Variable, b: Variable) -> Constraint { a.expression >= b.expression }
    public static func == (a: Variable, k: Double) -> Constraint { a.expression == k }
    public static func <= (a: Variable, k: Double) -> Constraint { a.expression <= k }
    public static func >= (a: Variable, k: Double) -> Constraint { a.expression >= k }
    public static func == (a: Variable, e: LinearExpression) -> Constraint { a.expression == e }
    public static func <= (a: Variable, e: LinearExpression) -> Constraint { a.expression <= e }
    public static func >= (a: Variable, e: LinearExpression) -> Constraint { a.expression >= e }
    public static func == (e: LinearExpression, a: Variable) -> Constraint { e == a.expression }
    public static func <= (e: LinearExpression, a: Variable) -> Constraint { e <= a.expression }
    public static func >= (e: LinearExpression, a: Variable) -> Constraint { e >= a.expression }
}

/// How much an optional constraint weighs against others: the solver minimises the sum of each
/// optional constraint's error times its strength. `required` constraints have no error: they
/// hold, or adding them fails.
public struct Strength: Comparable, Hashable, CustomStringConvertible, Sendable {
    public let weight: Double

    public init(_ weight: Double) { self.weight = min(max(weight, 0), Self.required.weight) }
    private init(exactly weight: Double) { self.weight = weight }

    /// Cassowary's three named strengths, each 1,000 times the next, and required above them all.
    public static let required = Strength(exactly: 1_001_001_000)
    public static let strong = Strength(exactly: 1_000_000)
    public static let medium = Strength(exactly: 1_000)
    public static let weak = Strength(exactly: 1)

    /// Kiwi's composition: `strong × 10⁶ + medium × 10³ + weak`, each part 0…1000, times `scale`.
    public static func create(strong: Double, medium: Double, weak: Double, scale: Double = 1) -> Strength {
        func part(_ x: Double) -> Double { min(max(x * scale, 0), 1000) }
        return Strength(part(strong) * 1_000_000 + part(medium) * 1_000 + part(weak))
    }

    public var isRequired: Bool { weight >= Self.required.weight }
    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
    public var description: String { isRequired ? "required" : "\(weight)" }
}

/// `expression (relation) 0` at a strength: what the solver keeps, or keeps as close as its
/// strength says. Identity is the constraint: the same equation made twice is two constraints.
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    public enum Relation: Sendable, CustomStringConvertible {
        case lessThanOrEqual, equal, greaterThanOrEqual
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The expression, its terms in a variable combined (so each variable appears once).
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// A name for messages (`SolverError`), such as a layout constraint's identifier.
    public let name: String?

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, name: String? = nil) {
        self.expression = Self.combined(expression)
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The same constraint at another strength.
    public func at(_ strength: Strength) -> Constraint { Constraint(expression, relation, strength: strength, name: name) }

    /// Terms in a variable added together, those that cancel left out, in first-mention order.
    static func combined(_ expression: LinearExpression) -> LinearExpression {
        var order: [Variable] = []
        var sums: [ObjectIdentifier: Double] = [:]
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            if sums[key] == nil { order.append(term.variable) }
            sums[key, default: 0] += term.coefficient
        }
        let terms = order.compactMap { variable -> Term? in
            let coefficient = sums[ObjectIdentifier(variable)]!
            return abs(coefficient) < Row.epsilon ? nil : Term(variable, coefficient)
        }
        return LinearExpression(terms, constant: expression.constant)
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        (name.map { "\($0): " } ?? "") + "\(expression) \(relation) 0" + (strength.isRequired ? "" : " (\(strength))")
    }
}
