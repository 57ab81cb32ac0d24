/// A foreign key of a row a batch page writes (``SQLiteLedger/writePage(_:)``): the child
/// table and column, and the parent table whose `id` the column names. Each is one
/// `REFERENCES` of the schema, which a test compares with `PRAGMA foreign_key_list`.
enum PageForeignKey: Int, CaseIterable {
    case resultEngine, resultTree, resultProposal
    case scenarioTreeEngine, scenarioTreeRevision, scenarioTreeTree
    case treeNodeTree
    case runModelRun, runModelModel, runModelRevision
    case runChangeRun, runChangeRevision, runChangeProposal
    case runChangeCountRun, runChangeCountProposal

    /// The table whose rows carry the key.
    var childTable: String {
        switch self {
        case .resultEngine, .resultTree, .resultProposal: "results"
        case .scenarioTreeEngine, .scenarioTreeRevision, .scenarioTreeTree: "scenario_trees"
        case .treeNodeTree: "tree_nodes"
        case .runModelRun, .runModelModel, .runModelRevision: "run_models"
        case .runChangeRun, .runChangeRevision, .runChangeProposal: "run_changes"
        case .runChangeCountRun, .runChangeCountProposal: "run_change_counts"
        }
    }

    /// The column of ``childTable`` holding the parent's id.
    var column: String {
        switch self {
        case .resultEngine, .scenarioTreeEngine: "engine_id"
        case .resultTree, .scenarioTreeTree, .treeNodeTree: "tree_id"
        case .resultProposal, .runChangeProposal, .runChangeCountProposal: "proposal_id"
        case .scenarioTreeRevision, .runModelRevision, .runChangeRevision: "revision_id"
        case .runModelRun, .runChangeRun, .runChangeCountRun: "run_id"
        case .runModelModel: "model_id"
        }
    }

    /// The table the key refers to, by its `id`.
    var parent: PageParentTable {
        switch self {
        case .resultEngine, .scenarioTreeEngine: .engines
        case .resultTree, .scenarioTreeTree, .treeNodeTree: .trees
        case .resultProposal, .runChangeProposal, .runChangeCountProposal: .proposals
        case .scenarioTreeRevision, .runModelRevision, .runChangeRevision: .revisions
        case .runModelRun, .runChangeRun, .runChangeCountRun: .runs
        case .runModelModel: .models
        }
    }
}
