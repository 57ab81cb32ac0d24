/// How a scenario's new result compares with the compared engine's: what the writer records.
enum ScenarioComparison: Sendable {
    /// Nothing to compare with (no compared engine, or it has no result for the scenario).
    case new
    /// Equal result hashes.
    case unchanged
    /// Different results, with the nodes that moved, appeared and disappeared, and where those
    /// lists are packed (``PackedNodeChanges/encode()``) in the tree's
    /// ``ComputedTree/nodeChangeBytes`` when a worker packed them for the writer.
    case changed(PackedNodeChanges, packed: Range<Int>?)
}
