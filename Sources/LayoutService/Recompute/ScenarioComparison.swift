/// How a worker found a scenario's new result compares with the compared engine's: what the
/// writer records, kept in the result's slot (``TreeResults/Result/comparison``). Plain
/// values, so a tree's results are freed without a look at each.
enum ScenarioComparison: Sendable {
    /// Nothing to compare with (no compared engine, or it has no result for the scenario).
    case new
    /// Equal result hashes.
    case unchanged
    /// Different results: how many nodes moved, appeared and disappeared, and where their lists
    /// are packed (``PackedNodeChanges/encode()``) in the tree's ``TreeResults/bytes`` (nil when
    /// no node changed).
    case changed(NodeChangeCounts, packed: Range<Int>?)
}
