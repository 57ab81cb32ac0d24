/// The value readers of `ViewTreeDecoder`: each checks one JSON value's kind and range.
extension ViewTreeDecoder {
    /// The members of an object.
    static func object(_ value: JSONValue, path: String) throws(ViewTreeError) -> [JSONMember] {
        guard case .object(let members) = value else { throw ViewTreeError(path: path, message: "expected an object, got \(value.summary)") }
        return members
    }

    /// The elements of an array.
    static func array(_ value: JSONValue, path: String) throws(ViewTreeError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw ViewTreeError(path: path, message: "expected an array, got \(value.summary)") }
        return elements
    }

    /// The largest length or coordinate accepted (the package's one number policy,
    /// `JSONNumberRange`): far beyond any screen, and small enough that sums over the deepest
    /// tree stay finite.
    public static let maximumMagnitude = JSONNumberRange.maximumMagnitude

    /// A finite number ≥ 0 (a size), at most `maximumMagnitude`.
    static func length(_ value: JSONValue, path: String) throws(ViewTreeError) -> Double {
        guard case .number(let number) = value, number.isFinite, number >= 0 else {
            throw ViewTreeError(path: path, message: "expected a number ≥ 0, got \(value.summary)")
        }
        try checkMagnitude(number, value, path: path)
        return number
    }

    /// Rejects numbers past `maximumMagnitude` either way.
    static func checkMagnitude(_ number: Double, _ value: JSONValue, path: String) throws(ViewTreeError) {
        guard abs(number) <= maximumMagnitude else {
            throw ViewTreeError(path: path, message: "expected a number between -1e9 and 1e9, got \(value.summary)")
        }
    }

    /// A size, or nil when absent or null.
    static func optionalLength(_ value: JSONValue?, path: String) throws(ViewTreeError) -> Double? {
        guard let value, value != .null else { return nil }
        return try length(value, path: path)
    }

    /// The required size field `key` of `object`.
    static func requiredLength(_ object: JSONValue, _ key: String, path: String) throws(ViewTreeError) -> Double {
        guard let value = object[key] else { throw ViewTreeError(path: path, message: "missing field \(JSONWriter.quoted(key))") }
        return try length(value, path: path + "." + key)
    }

    /// A maximum frame field: a size, `"infinity"`, or nil when absent or null.
    static func optionalMaximum(_ value: JSONValue?, path: String) throws(ViewTreeError) -> Double? {
        if case .string("infinity")? = value { return .infinity }
        guard let value, value != .null else { return nil }
        guard case .number(let number) = value, number.isFinite, number >= 0 else {
            throw ViewTreeError(path: path, message: "expected a number ≥ 0 or \"infinity\", got \(value.summary)")
        }
        try checkMagnitude(number, value, path: path)
        return number
    }

    /// Any finite number (coordinates, offsets, priorities, guide values).
    static func coordinate(_ value: JSONValue?, path: String) throws(ViewTreeError) -> Double {
        guard let value else { return 0 }
        guard case .number(let number) = value, number.isFinite else {
            throw ViewTreeError(path: path, message: "expected a finite number, got \(value.summary)")
        }
        try checkMagnitude(number, value, path: path)
        return number
    }

    /// An integer ≥ `minimum`, or nil when absent or null.
    static func optionalInteger(_ value: JSONValue?, path: String, minimum: Int) throws(ViewTreeError) -> Int? {
        guard let value, value != .null else { return nil }
        guard case .number(let number) = value, JSONNumberRange.integer(minimum: minimum).contains(number) else {
            throw ViewTreeError(path: path, message: "expected an integer ≥ \(minimum), got \(value.summary)")
        }
        return Int(number)
    }

    /// A boolean, or nil when absent.
    static func optionalBool(_ value: JSONValue?, path: String) throws(ViewTreeError) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let bool) = value else { throw ViewTreeError(path: path, message: "expected true or false, got \(value.summary)") }
        return bool
    }

    /// A name from a fixed set (alignments, content modes), `fallback` when absent.
    static func named<T>(_ value: JSONValue?, path: String, default fallback: T, _ lookup: (String) -> T?) throws(ViewTreeError) -> T {
        guard let value else { return fallback }
        guard case .string(let name) = value, let found = lookup(name) else {
            throw ViewTreeError(path: path, message: "expected one of the names in docs/view-tree.md, got \(value.summary)")
        }
        return found
    }

    /// A 2-D alignment name; center when absent.
    static func alignment(_ value: JSONValue?, path: String) throws(ViewTreeError) -> Alignment {
        try named(value, path: path, default: .center) { Alignment(name: $0) }
    }
}
