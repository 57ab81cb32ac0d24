/// Why a batch compares with the engine it does, as `recompute` states it.
public enum ComparisonSource: String, Hashable, Sendable {
    /// The engine the caller named (`--against`).
    case given = "the engine given"
    /// The engine of the current baselines (the one holding most of them).
    case baselines = "the engine of the current baselines"
    /// The engine that was current before this batch.
    case previousCurrent = "the previous current engine"
    /// The engine used most recently before this one (no baselines, and the current engine is this one).
    case previouslyUsed = "the engine used before this one"
    /// Nothing to compare with: every result counts as new.
    case nothing = "nothing"

    /// A stable identifier for machine-readable output: `given`, `baselines`,
    /// `previous_current`, `previously_used` or `none`.
    public var key: String {
        switch self {
        case .given: "given"
        case .baselines: "baselines"
        case .previousCurrent: "previous_current"
        case .previouslyUsed: "previously_used"
        case .nothing: "none"
        }
    }
}
