/// A template's tree as a worker laid it out, with each proposal's comparison where the worker
/// could make it, so the writer only stores rows.
struct ComparedTree: Sendable {
    var tree: ComputedTree
    /// One per proposal; nil where the writer compares (a result stored before the batch, or a
    /// compared result of another tree, whose shape the worker does not have).
    var comparisons: [ScenarioComparison?]
}
