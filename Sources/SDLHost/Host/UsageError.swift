/// A command line the host (or an app on it) cannot act on, with a message that says what is
/// wrong; the app may add where its help is.
public nonisolated enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownFlag(String)
    case missingValue(flag: String)
    case badValue(flag: String, value: String, expected: String)
    case unexpectedArgument(String)
    /// A value the flag's owner refused, with its reason.
    case refused(flag: String, reason: String)

    public var description: String {
        switch self {
        case .unknownFlag(let flag):
            return "unknown option '\(flag)'"
        case .missingValue(let flag):
            return "\(flag) needs a value"
        case .badValue(let flag, let value, let expected):
            return "\(flag) '\(value)' is not valid: expected \(expected)"
        case .refused(let flag, let reason):
            return "\(flag): \(reason)"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'"
        }
    }
}
