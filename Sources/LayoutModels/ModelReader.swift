import LayoutEngine

/// The package's JSON object reader, throwing model errors.
typealias ModelReader = JSONObjectReader<ModelError>

extension ModelError: JSONReadFailure {
    /// A reader's problem as a model rule: an out-of-range length is an invalid length, an
    /// out-of-range integer a value that is no integer of the field's.
    public init(path: String, problem: JSONReadProblem) {
        switch problem {
        case .wrongType(let expected, let found): self.init(path: path, rule: .wrongType(expected: expected, found: found))
        case .missingField(let name): self.init(path: path, rule: .missingField(name))
        case .unknownField(let name, let allowed): self.init(path: path, rule: .unknownField(name, allowed: allowed))
        case .emptyString: self.init(path: path, rule: .emptyString)
        case .outOfRange(let range, let found) where range.isIntegral:
            self.init(path: path, rule: .wrongType(expected: range.expectation, found: .number(found)))
        case .outOfRange(_, let found): self.init(path: path, rule: .invalidLength(found))
        }
    }
}
