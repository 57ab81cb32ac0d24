/// What a benchmark row's numbers count, and which way is better.
///
/// Ratios are always `ours / baseline` of the two medians in the row's unit. For a time or
/// size unit (lower is better) a ratio of 8 means eight times the baseline's cost; for a rate
/// (higher is better) a ratio of 0.7 means 70% of the baseline's rate, i.e. of the limit.
public enum BenchmarkUnit: String, Hashable, Sendable {
    case nanosecondsPerChild = "ns/child"
    case microsecondsPerLayout = "µs/layout"
    case microsecondsPerScenario = "µs/scenario"
    case rowsPerSecond = "rows/s"
    case scenariosPerSecond = "scenarios/s"
    case lookupsPerSecond = "lookups/s"
    case bytesPerFrame = "B/frame"
    case mebibytes = "MiB"
    case milliseconds = "ms"
    case seconds = "s"
    case bytesPerChange = "B/change"

    /// True for rates, where more is better; false for costs (time, bytes).
    public var higherIsBetter: Bool {
        switch self {
        case .rowsPerSecond, .scenariosPerSecond, .lookupsPerSecond: return true
        case .nanosecondsPerChild, .microsecondsPerLayout, .microsecondsPerScenario, .bytesPerFrame, .mebibytes, .milliseconds,
             .seconds, .bytesPerChange: return false
        }
    }
}
