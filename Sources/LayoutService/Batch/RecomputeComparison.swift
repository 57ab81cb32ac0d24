import LayoutEngine

/// What a batch compares its results with.
public enum RecomputeComparison: Hashable, Sendable {
    /// The engine used most recently before this one (nothing, when there is none).
    case previousEngine
    /// The engine with these options (`--against`).
    case engine(EngineOptions)
    /// No comparison: every result counts as new.
    case none
}
