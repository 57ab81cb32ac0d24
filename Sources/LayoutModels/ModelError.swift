import LayoutEngine

/// A model file or seed set that breaks a rule: which file, where in it (a JSON path such as
/// `$.chips[3].priority`), and which rule, e.g.
/// `chip-sets.json: $[0].chips[3].priority: expected an integer, got 2.5`.
public struct ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rule a value broke.
    public enum Rule: Equatable, Sendable {
        /// The file could not be read (missing, a directory, no permission).
        case unreadable(reason: String)
        /// The file is not well-formed JSON.
        case syntax(JSONSyntaxError)
        /// The value has the wrong JSON type or form: `expected` names what was wanted.
        case wrongType(expected: String, found: JSONValue)
        /// A required field is absent.
        case missingField(String)
        /// A field the kind does not define.
        case unknownField(String, allowed: [String])
        /// A `kind` other than the three model kinds.
        case unknownKind(String)
        /// A name (or chip title) that is empty or only whitespace.
        case emptyString
        /// A size or spacing that is negative or not finite.
        case invalidLength(Double)
        /// A date that is not ISO 8601 (`2024-03-05` or `2024-03-05T10:20:00Z`).
        case invalidDate(String)
        /// A second model (or width) with a name already used at `firstPath` (in `firstFile`, when given).
        case duplicateName(String, firstFile: String?, firstPath: String)
        /// A view tree the engine's decoder rejected (its message; the path is already ours).
        case invalidTree(String)
    }

    /// The file the value came from, when it came from one.
    public var file: String?
    /// The JSON path of the offending value.
    public var path: String
    public var rule: Rule

    public init(file: String? = nil, path: String, rule: Rule) {
        self.file = file
        self.path = path
        self.rule = rule
    }

    /// The rule in words, without file and path.
    public var message: String {
        switch rule {
        case .unreadable(let reason): return "cannot read the file: \(reason)"
        case .syntax(let error): return "not valid JSON: \(error)"
        case .wrongType(let expected, let found): return "expected \(expected), got \(found.summary)"
        case .missingField(let name): return "missing required field \(JSONWriter.quoted(name))"
        case .unknownField(let name, let allowed):
            return "unknown field \(JSONWriter.quoted(name)) (allowed: \(allowed.joined(separator: ", ")))"
        case .unknownKind(let kind):
            return "unknown kind \(JSONWriter.quoted(kind)) (expected tripCard, chipSet or viewTree)"
        case .emptyString: return "expected a non-empty string"
        case .invalidLength(let value):
            return value.isFinite && value > JSONNumberRange.maximumMagnitude
                ? "expected a number ≤ 1e9 (the largest length the engine accepts), got \(value)"
                : "expected a finite number ≥ 0, got \(value)"
        case .invalidDate(let text):
            return "expected an ISO 8601 date such as \"2024-03-05\" or \"2024-03-05T10:20:00Z\", got \(JSONWriter.quoted(text))"
        case .duplicateName(let name, let firstFile, let firstPath):
            let origin = firstFile.map { "\($0): \(firstPath)" } ?? firstPath
            return "duplicate name \(JSONWriter.quoted(name)) (first used at \(origin))"
        case .invalidTree(let message): return message
        }
    }

    public var description: String {
        (file.map { "\($0): " } ?? "") + "\(path): \(message)"
    }

    /// This error, attributed to `file`.
    func inFile(_ file: String) -> ModelError {
        var copy = self
        copy.file = file
        return copy
    }
}
