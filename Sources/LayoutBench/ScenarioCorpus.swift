import LayoutEngine
import LayoutModels
import LayoutService

/// The models and widths of a benchmark store: generated trip cards and chip sets in equal
/// numbers (a trip card has two templates, a chip set one) at the seed widths, enough for
/// at least the requested number of scenarios (model × template × width).
struct ScenarioCorpus {
    let models: [Model]
    let widths: [NamedWidth]

    /// Scenarios per (trip card, chip set) pair at one width.
    private static let templatesPerPair = 3

    init(scenarios: Int, seed: UInt64 = 7) throws(ModelError) {
        widths = try SeedSet.embedded().widths
        let pairs = max(1, (scenarios + Self.templatesPerPair * widths.count - 1) / (Self.templatesPerPair * widths.count))
        models = ModelGenerator.generate(trips: pairs, chipSets: pairs, seed: seed)
    }

    /// Model × template × width.
    var scenarioCount: Int {
        models.reduce(0) { $0 + $1.templates.count } * widths.count
    }

    /// Stores the widths and one revision of every model through the ledger, in one
    /// transaction, laying nothing out.
    func load(into ledger: some ResultLedger) throws {
        try ledger.write {
            for width in widths { _ = try ledger.addWidth(name: width.name, width: width.width) }
            for model in models {
                let modelID = try ledger.insertModel(name: model.name, kind: model.kind.rawValue, at: Self.time)
                _ = try ledger.appendRevision(
                    modelID: modelID, contentHash: model.contentHash.hex, content: model.canonicalText, message: nil, at: Self.time
                )
            }
        }
    }

    /// Lays out the first `count` distinct (tree, width) scenarios with `options`, storing their
    /// trees (the results' foreign keys need them) and returning the results as rows of engine
    /// `engineID`, in key order; a tree two models share is laid out once.
    func computedResults(count: Int, engineID: Int64, options: EngineOptions, in ledger: some ResultLedger) throws -> [ResultEntry] {
        let engine = Engine(options: options)
        let session = engine.makeSession()
        var rows: [ResultEntry] = []
        rows.reserveCapacity(count)
        try ledger.write {
            let proposalIDs = try widths.map { try ledger.proposalID(width: $0.width, height: nil, sizeCategory: .default) }
            let trees = ledger
            for model in models where rows.count < count {
                for template in model.templates where rows.count < count {
                    let tree = try model.tree(for: template)
                    let hash = tree.treeHash.hex
                    guard try trees.treeID(hash: hash) == nil else { continue }  // results are keyed by tree: one each
                    let prepared = engine.prepare(tree)
                    var treeID: Int64?
                    for (width, proposalID) in zip(widths, proposalIDs) where rows.count < count {
                        let result = session.layout(prepared, proposal: ProposedSize.containerWidth(width.width))
                        let shape = TreeShape(tree: tree, result: result)
                        let id = try treeID ?? trees.insertTree(hash: hash, nodes: shape.nodes.map {
                            TreeNode(path: $0.path, id: $0.id, type: $0.type, text: $0.text)
                        })
                        treeID = id
                        rows.append(PackedResult(result, shape: shape).record(for: ResultKey(engineID: engineID, treeID: id, proposalID: proposalID)))
                    }
                }
            }
        }
        return rows.sorted { ($0.treeID, $0.proposalID) < ($1.treeID, $1.proposalID) }
    }

    /// The creation time written on benchmark rows.
    static let time = "2025-01-01T00:00:00Z"
}
