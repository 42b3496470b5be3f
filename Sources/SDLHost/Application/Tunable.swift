import Glibc

/// A number an application lets people tune while it runs (a spring's response, a threshold):
/// its name in scripts and on command lines, what it is, the range it may take and its default.
public nonisolated struct Tunable: Sendable, Hashable {
    public let name: String
    public let summary: String
    public let range: ClosedRange<Double>
    public let defaultValue: Double

    public init(name: String, summary: String, range: ClosedRange<Double>, defaultValue: Double) {
        self.name = name
        self.summary = summary
        self.range = range
        self.defaultValue = defaultValue
    }

    /// The tunable called `name` among `tunables`; throws, listing them, if there is none.
    public static func named(_ name: String, in tunables: [Tunable]) throws(SettingError) -> Tunable {
        guard let tunable = tunables.first(where: { $0.name == name }) else {
            let known = tunables.isEmpty ? "this app has none" : "one of \(tunables.map(\.name).joined(separator: ", "))"
            throw SettingError(description: "unknown setting '\(name)' (\(known))")
        }
        return tunable
    }

    /// Throws unless `value` is finite and lies in `range`, saying what the tunable is and its range.
    public func validate(_ value: Double) throws(SettingError) {
        guard value.isFinite, range.contains(value) else {
            func text(_ number: Double) -> String { String(cFormat: "%g", number) }
            throw SettingError(
                description:
                    "\(name) \(text(value)) is out of range: \(summary), from \(text(range.lowerBound)) to \(text(range.upperBound))"
            )
        }
    }
}

/// A setting that cannot be made: an unknown name, or a value out of its range.
public nonisolated struct SettingError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
}
