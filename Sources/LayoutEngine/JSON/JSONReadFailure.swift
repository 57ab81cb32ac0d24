/// An error a `JSONObjectReader` throws: each layer keeps its own error type (with its own
/// file, rule or message conventions) and says how a problem at a path becomes one.
public protocol JSONReadFailure: Error {
    init(path: String, problem: JSONReadProblem)
}
