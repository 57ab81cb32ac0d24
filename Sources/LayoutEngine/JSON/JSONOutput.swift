/// A consumer of JSON written front to back: containers opened and closed, each object member
/// a `key(_:)` followed by its value. The view-tree encoder writes through it, so one
/// description of a tree's JSON gives both a `JSONValue` (``JSONValueBuilder``) and canonical
/// bytes (``CanonicalJSONOutput``) without one detouring through the other.
public protocol JSONOutput {
    /// Opens an object; its members follow as `key(_:)` and a value each.
    mutating func beginObject()
    /// Names the next member of the innermost open object.
    mutating func key(_ key: String)
    /// Closes the innermost open object.
    mutating func endObject()
    /// Opens an array; its elements follow.
    mutating func beginArray()
    /// Closes the innermost open array.
    mutating func endArray()
    mutating func null()
    mutating func bool(_ value: Bool)
    /// A finite number (JSON has no other kind).
    mutating func number(_ value: Double)
    mutating func string(_ value: String)
}

extension JSONValue {
    /// Writes this value to `output`, object members in their stored order.
    public func write<Output: JSONOutput>(to output: inout Output) {
        switch self {
        case .null: output.null()
        case .bool(let flag): output.bool(flag)
        case .number(let number): output.number(number)
        case .string(let string): output.string(string)
        case .array(let elements):
            output.beginArray()
            for element in elements { element.write(to: &output) }
            output.endArray()
        case .object(let members):
            output.beginObject()
            for member in members {
                output.key(member.key)
                member.value.write(to: &output)
            }
            output.endObject()
        }
    }
}
