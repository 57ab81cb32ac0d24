import LayoutEngine

/// What a batch compares its results with.
public enum RecomputeComparison: Hashable, Sendable {
    /// What `layoutstore recompute` compares with unless told: the engine of the current
    /// baselines, else the engine current before this batch (when it is another), else the
    /// engine used most recently before this one.
    case standard
    /// The engine used most recently before this one (nothing, when there is none).
    case previousEngine
    /// The stored engine of this id (`--against`), of this build or any earlier one: only its
    /// stored results are read, so it need not be reproducible.
    case engine(id: Int64)
    /// No comparison: every result counts as new.
    case none
}
