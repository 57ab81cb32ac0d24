/// A parsed JSON document. Objects keep their members in source order, so errors can point
/// at what the user wrote and duplicates can be found; the canonical writer sorts them.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member named `key` of an object, or nil (also for non-objects).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short description of the value's kind and content, for error messages:
    /// `"wide"`, `2.5`, `an array`, `an object`, `null`, `true`.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return value.isFinite ? JSONWriter.format(number: value) : value.description
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return JSONWriter.quoted(shown)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
