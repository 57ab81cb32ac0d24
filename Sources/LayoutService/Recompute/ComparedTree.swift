/// A template's tree as a worker laid it out, with each computed result's comparison where the
/// worker could make it (in the result's slot: ``TreeResults/Result/comparison``), and what the
/// writer needs where it could not, so the writer only stores rows.
struct ComparedTree: Sendable {
    var tree: ComputedTree
    /// The target engine's results stored before the batch, one per proposal (nil where there
    /// is none); empty when there are none at all.
    var existing: [StoredScenario?] = []
    /// The compared engine's results where the writer compares, one per proposal (nil where
    /// the worker compared, or there is nothing to compare with); empty when there are none at all.
    var before: [ScenarioResultKey?] = []

    /// The result stored before the batch for proposal `index`, if any.
    func existing(at index: Int) -> StoredScenario? {
        index < existing.count ? existing[index] : nil
    }

    /// The compared engine's result for proposal `index`, where the writer compares.
    func before(at index: Int) -> ScenarioResultKey? {
        index < before.count ? before[index] : nil
    }

    /// How the result of proposal `index` compares with the compared engine's, as the worker
    /// found; nil where the writer compares (a result stored before the batch, or a compared
    /// result of another tree).
    func comparison(at index: Int) -> ScenarioComparison? {
        tree.results.comparison(at: index)
    }
}
