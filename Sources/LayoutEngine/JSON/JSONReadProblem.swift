/// Why a JSON reader refused a value; the reader's failure type adds where (a JSON path).
public enum JSONReadProblem: Equatable, Sendable, CustomStringConvertible {
    /// The value has the wrong JSON type or form: `expected` names what was wanted.
    case wrongType(expected: String, found: JSONValue)
    /// A required member is absent.
    case missingField(String)
    /// A member the object may not have.
    case unknownField(String, allowed: [String])
    /// A string that is empty or only whitespace where text is required.
    case emptyString
    /// A number outside the range of its field.
    case outOfRange(JSONNumberRange, found: Double)

    public var description: String {
        switch self {
        case .wrongType(let expected, let found): return "expected \(expected), got \(found.summary)"
        case .missingField(let name): return "missing required field \(JSONWriter.quoted(name))"
        case .unknownField(let name, let allowed):
            return "unknown field \(JSONWriter.quoted(name)) (allowed: \(allowed.joined(separator: ", ")))"
        case .emptyString: return "expected a non-empty string"
        case .outOfRange(let range, let found):
            return found.isFinite && found > range.highest
                ? "expected \(range.expectation) up to \(JSONWriter.format(number: range.highest)), got \(found)"
                : "expected \(range.expectation), got \(JSONValue.number(found).summary)"
        }
    }
}
