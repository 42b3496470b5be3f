import Foundation

/// A JSON document as a typed tree, for tests that check a wire format's keys and nulls (which
/// a `Decodable` struct of the expected shape would read past).
public nonisolated enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `data` (a JSON document).
    public init(parsing data: Data) throws { self = try JSONDecoder().decode(JSONValue.self, from: data) }

    /// An object's keys; none for anything else.
    public var keys: Set<String> {
        guard case .object(let members) = self else { return [] }
        return Set(members.keys)
    }

    /// An object's member `key`, if it is an object and has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }
}
