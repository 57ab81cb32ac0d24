/// Reads the members of one JSON object under the package's one number policy
/// (`JSONNumberRange`), tracking the JSON path for errors and, when given the allowed names,
/// rejecting members it was not told about. Absent and `null` members are both "not given".
public struct JSONObjectReader<Failure: JSONReadFailure> {
    /// The path of the object, e.g. `$[2].chips[0]` (an array element's made only when asked
    /// for: on the way to an error).
    public var path: String {
        Self.path(containerPath, index: index)
    }
    /// The path of the object, or of the array it is element `index` of.
    private let containerPath: String
    private let index: Int?
    private let members: [JSONMember]

    /// Starts reading `value`, which must be an object, with only `allowedFields` (when given).
    public init(_ value: JSONValue, path: String, allowedFields: [String]? = nil) throws(Failure) {
        try self.init(value, containerPath: path, index: nil, allowedFields: allowedFields)
    }

    /// Starts reading `value`, element `index` of the array at `arrayPath`, as `init(_:path:allowedFields:)`
    /// does at `arrayPath[index]`.
    public init(_ value: JSONValue, elementOf arrayPath: String, at index: Int, allowedFields: [String]? = nil) throws(Failure) {
        try self.init(value, containerPath: arrayPath, index: index, allowedFields: allowedFields)
    }

    private init(_ value: JSONValue, containerPath: String, index: Int?, allowedFields: [String]?) throws(Failure) {
        self.containerPath = containerPath
        self.index = index
        guard case .object(let members) = value else {
            throw Failure(path: Self.path(containerPath, index: index), problem: .wrongType(expected: "an object", found: value))
        }
        self.members = members
        if let allowedFields {
            for member in members where !allowedFields.contains(member.key) {
                throw Failure(path: path + "." + member.key, problem: .unknownField(member.key, allowed: allowedFields))
            }
        }
    }

    private static func path(_ containerPath: String, index: Int?) -> String {
        guard let index else { return containerPath }
        return containerPath + "[" + String(index) + "]"
    }

    /// The path of the member `name`.
    public func path(of name: String) -> String {
        path + "." + name
    }

    /// The member's value, or nil when absent or null.
    public func optional(_ name: String) -> JSONValue? {
        guard let value = members.first(where: { $0.key == name })?.value, value != .null else { return nil }
        return value
    }

    /// The member's value; absent (or null) is an error.
    public func required(_ name: String) throws(Failure) -> JSONValue {
        guard let value = optional(name) else { throw Failure(path: path, problem: .missingField(name)) }
        return value
    }

    /// A required string member.
    public func string(_ name: String) throws(Failure) -> String {
        try Self.string(required(name), path: path(of: name))
    }

    /// An optional string member.
    public func optionalString(_ name: String) throws(Failure) -> String? {
        try optional(name).map { (value) throws(Failure) in try Self.string(value, path: path(of: name)) }
    }

    /// A required string member that must not be empty or blank.
    public func nonEmptyString(_ name: String) throws(Failure) -> String {
        let text = try string(name)
        // A character is whitespace by its first scalar, so a first scalar that is not whitespace
        // (a first byte of printable ASCII other than a space, the common case, needs no look-up)
        // starts a character that is not; else every character is looked at.
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return text }
        if let first = text.unicodeScalars.first, first.value >= 0x80, !Self.isWhiteSpace(beyondASCII: first) { return text }
        guard text.contains(where: { !$0.isWhitespace }) else { throw Failure(path: path(of: name), problem: .emptyString) }
        return text
    }

    /// Whether `scalar` (not ASCII) has Unicode's White_Space property, as
    /// `scalar.properties.isWhitespace` says, without its table look-up: the property's scalars
    /// beyond ASCII are these few, fixed since Unicode 6.3 (PropList.txt).
    static func isWhiteSpace(beyondASCII scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// A required number member in `range`.
    public func number(_ name: String, in range: JSONNumberRange) throws(Failure) -> Double {
        try Self.number(required(name), in: range, path: path(of: name))
    }

    /// An optional number member in `range`.
    public func optionalNumber(_ name: String, in range: JSONNumberRange) throws(Failure) -> Double? {
        try optional(name).map { (value) throws(Failure) in try Self.number(value, in: range, path: path(of: name)) }
    }

    /// A required integer member from `minimum`.
    public func integer(_ name: String, minimum: Int) throws(Failure) -> Int {
        Int(try number(name, in: .integer(minimum: minimum)))
    }

    /// An optional integer member from `minimum`.
    public func optionalInteger(_ name: String, minimum: Int) throws(Failure) -> Int? {
        try optionalNumber(name, in: .integer(minimum: minimum)).map { Int($0) }
    }

    /// A required array member.
    public func array(_ name: String) throws(Failure) -> [JSONValue] {
        let value = try required(name)
        guard case .array(let elements) = value else {
            throw Failure(path: path(of: name), problem: .wrongType(expected: "an array", found: value))
        }
        return elements
    }

    /// A required object member, to read with a reader of its own.
    public func object(_ name: String, allowedFields: [String]? = nil) throws(Failure) -> JSONObjectReader {
        try JSONObjectReader(required(name), path: path(of: name), allowedFields: allowedFields)
    }

    /// A required name from a fixed set: the raw value of one of `type`'s cases.
    public func named<Name: RawRepresentable & CaseIterable>(_ name: String, _ type: Name.Type) throws(Failure) -> Name
    where Name.RawValue == String {
        let value = try required(name)
        guard case .string(let text) = value, let found = Name(rawValue: text) else {
            let names = Name.allCases.map { JSONWriter.quoted($0.rawValue) }
            throw Failure(path: path(of: name), problem: .wrongType(expected: "one of " + names.joined(separator: ", "), found: value))
        }
        return found
    }

    /// `value` as a string; `path` is made only for an error.
    public static func string(_ value: JSONValue, path: @autoclosure () -> String) throws(Failure) -> String {
        guard case .string(let text) = value else { throw Failure(path: path(), problem: .wrongType(expected: "a string", found: value)) }
        return text
    }

    /// `value` as a number in `range`; `path` is made only for an error.
    public static func number(_ value: JSONValue, in range: JSONNumberRange, path: @autoclosure () -> String) throws(Failure) -> Double {
        guard case .number(let number) = value else {
            throw Failure(path: path(), problem: .wrongType(expected: range.isIntegral ? range.expectation : "a number", found: value))
        }
        guard range.contains(number) else { throw Failure(path: path(), problem: .outOfRange(range, found: number)) }
        return number
    }
}
