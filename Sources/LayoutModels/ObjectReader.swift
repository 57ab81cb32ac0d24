import LayoutEngine

/// Reads the fields of one JSON object, tracking the JSON path for errors and rejecting
/// fields the reader was not told about.
struct ObjectReader {
    let path: String
    private let members: [JSONMember]

    /// Starts reading `value`, which must be an object.
    init(_ value: JSONValue, path: String, allowedFields: [String]) throws(ModelError) {
        guard case .object(let members) = value else {
            throw ModelError(path: path, rule: .wrongType(expected: "an object", found: value))
        }
        for member in members where !allowedFields.contains(member.key) {
            throw ModelError(path: path + "." + member.key, rule: .unknownField(member.key, allowed: allowedFields))
        }
        self.path = path
        self.members = members
    }

    /// The path of the field `name`.
    func path(of name: String) -> String {
        path + "." + name
    }

    /// The field's value, or nil when absent.
    func optional(_ name: String) -> JSONValue? {
        members.first { $0.key == name }?.value
    }

    /// The field's value; absent is an error.
    func required(_ name: String) throws(ModelError) -> JSONValue {
        guard let value = optional(name) else { throw ModelError(path: path, rule: .missingField(name)) }
        return value
    }

    /// A required string field.
    func string(_ name: String) throws(ModelError) -> String {
        try Self.string(required(name), path: path(of: name))
    }

    /// A required string field that must not be empty or blank.
    func nonEmptyString(_ name: String) throws(ModelError) -> String {
        let text = try string(name)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw ModelError(path: path(of: name), rule: .emptyString)
        }
        return text
    }

    /// A required length: a finite number ≥ 0.
    func length(_ name: String) throws(ModelError) -> Double {
        try Self.length(required(name), path: path(of: name))
    }

    /// A required name from a fixed set: the raw value of one of `type`'s cases.
    func named<Name: RawRepresentable & CaseIterable>(_ name: String, _ type: Name.Type) throws(ModelError) -> Name
    where Name.RawValue == String {
        let value = try required(name)
        guard case .string(let text) = value, let found = Name(rawValue: text) else {
            let names = Name.allCases.map { JSONWriter.quoted($0.rawValue) }
            throw ModelError(path: path(of: name), rule: .wrongType(expected: "one of " + names.joined(separator: ", "), found: value))
        }
        return found
    }

    /// `value` as a string.
    static func string(_ value: JSONValue, path: String) throws(ModelError) -> String {
        guard case .string(let text) = value else {
            throw ModelError(path: path, rule: .wrongType(expected: "a string", found: value))
        }
        return text
    }

    /// `value` as a finite number from 0 to the engine's largest length (1e9).
    static func length(_ value: JSONValue, path: String) throws(ModelError) -> Double {
        guard case .number(let number) = value else {
            throw ModelError(path: path, rule: .wrongType(expected: "a number", found: value))
        }
        guard number.isFinite, number >= 0, number <= ViewTreeDecoder.maximumMagnitude else {
            throw ModelError(path: path, rule: .invalidLength(number))
        }
        return number
    }

    /// `value` as an integer that a Double holds exactly (|n| ≤ 2^53).
    static func integer(_ value: JSONValue, path: String) throws(ModelError) -> Int {
        guard case .number(let number) = value, number.isFinite, number == number.rounded(),
              abs(number) <= 9_007_199_254_740_992 else {
            throw ModelError(path: path, rule: .wrongType(expected: "an integer", found: value))
        }
        return Int(number)
    }
}
