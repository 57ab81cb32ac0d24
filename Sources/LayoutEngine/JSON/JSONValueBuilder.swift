/// A ``JSONOutput`` that builds the `JSONValue` written to it, members in the order written.
public struct JSONValueBuilder: JSONOutput {
    /// A container still open: its elements or members so far (and the key awaiting its value).
    private enum OpenContainer {
        case array([JSONValue])
        case object([JSONMember], key: String?)
    }

    private var open: [OpenContainer] = []
    /// The finished top-level value, once written.
    public private(set) var value: JSONValue?

    public init() {}

    public mutating func beginObject() {
        open.append(.object([], key: nil))
    }

    public mutating func key(_ key: String) {
        guard case .object(let members, nil) = open.popLast() else {
            preconditionFailure("a JSON key outside an object, or two keys in a row")
        }
        open.append(.object(members, key: key))
    }

    public mutating func endObject() {
        guard case .object(let members, nil) = open.popLast() else { preconditionFailure("endObject without an open object") }
        add(.object(members))
    }

    public mutating func beginArray() {
        open.append(.array([]))
    }

    public mutating func endArray() {
        guard case .array(let elements) = open.popLast() else { preconditionFailure("endArray without an open array") }
        add(.array(elements))
    }

    public mutating func null() { add(.null) }
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    public mutating func number(_ value: Double) { add(.number(value)) }
    public mutating func string(_ value: String) { add(.string(value)) }

    /// Adds a finished value to the innermost open container, or makes it the result.
    private mutating func add(_ finished: JSONValue) {
        switch open.popLast() {
        case nil:
            precondition(value == nil, "a second top-level JSON value")
            value = finished
        case .array(var elements):
            elements.append(finished)
            open.append(.array(elements))
        case .object(var members, let key?):
            members.append(JSONMember(key, finished))
            open.append(.object(members, key: nil))
        case .object(_, nil):
            preconditionFailure("a JSON object member without a key")
        }
    }
}
