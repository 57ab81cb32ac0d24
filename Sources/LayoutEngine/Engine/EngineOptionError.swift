/// A `KEY=VALUE` engine option assignment that cannot be applied.
public enum EngineOptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text has no `=`.
    case notAnAssignment(String)
    /// No option has this key.
    case unknownKey(String)
    /// The value is not one the option takes; `expected` says what it takes.
    case invalidValue(String, key: String, expected: String)

    public var description: String {
        switch self {
        case .notAnAssignment(let text):
            return "The engine option '\(text)' is not of the form KEY=VALUE."
        case .unknownKey(let key):
            let names = EngineOptions.declared.map(\.name)
            return "Unknown engine option '\(key)'; the options are \(names.dropLast().joined(separator: ", ")) and \(names.last!)."
        case .invalidValue(let value, let key, let expected):
            return "The value '\(value)' is invalid for the engine option '\(key)': expected \(expected)."
        }
    }
}
