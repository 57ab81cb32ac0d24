import LayoutEngine
import LayoutModels
import LayoutService
import LayoutStorage

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

    /// Stores the widths and one revision of every model through the repositories, in one
    /// transaction, laying nothing out.
    func load(into database: Database) throws {
        try database.write { db in
            let widthStore = WidthRepository(db)
            for width in widths { _ = try widthStore.addWidth(name: width.name, width: width.width) }
            let modelStore = ModelRepository(db)
            for model in models {
                let modelID = try modelStore.insertModel(name: model.name, kind: model.kind.rawValue, at: Self.time)
                _ = try modelStore.appendRevision(
                    modelID: modelID, contentHash: model.contentHash.hex, content: model.canonicalText, message: nil, at: Self.time
                )
            }
        }
    }

    /// Lays out the first `count` distinct (tree, width) scenarios with `options`, storing their
    /// trees (the results' foreign keys need them) and returning the results as rows of engine
    /// `engineID`, in key order; a tree two models share is laid out once.
    func computedResults(count: Int, engineID: Int64, options: EngineOptions, in database: Database) throws -> [StoredResult] {
        let engine = Engine(options: options)
        let session = engine.makeSession()
        var rows: [StoredResult] = []
        rows.reserveCapacity(count)
        try database.write { db in
            let proposalIDs = try widths.map { try WidthRepository(db).proposalID(width: $0.width, height: nil) }
            let trees = TreeRepository(db)
            for model in models where rows.count < count {
                for template in model.templates where rows.count < count {
                    let tree = try model.tree(for: template)
                    let hash = tree.treeHash.hex
                    guard try trees.treeID(hash: hash) == nil else { continue }  // results are keyed by tree: one each
                    let prepared = engine.prepare(tree)
                    var treeID: Int64?
                    for (width, proposalID) in zip(widths, proposalIDs) where rows.count < count {
                        let result = session.layout(prepared, proposal: ProposedSize(width: width.width, height: nil))
                        let shape = TreeShape(tree: tree, result: result)
                        let id = try treeID ?? trees.insertTree(hash: hash, nodes: shape.nodes.map {
                            StoredTreeNode(path: $0.path, id: $0.id, type: $0.type, text: $0.text)
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
