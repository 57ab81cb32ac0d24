/// A benchmark that could not measure what it meant to: a workload did not do the work it
/// claims (a lookup computed, a batch skipped scenarios).
public enum BenchmarkError: Error, CustomStringConvertible {
    case unexpected(String)

    public var description: String {
        switch self {
        case .unexpected(let what): return "the benchmark measured the wrong thing: \(what)"
        }
    }
}
