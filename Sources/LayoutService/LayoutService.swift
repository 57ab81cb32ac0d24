import Foundation
import LayoutEngine
import LayoutModels
import LayoutStorage

/// The store's front door: keeps every model state and every layout it produced, and keeps
/// the layouts current with the engine.
///
/// Results are content-addressed by (tree hash, proposal, engine), so a model returning to an
/// earlier state, or any state seen before, costs a lookup, never a layout. One service owns
/// one connection and is used from one thread; `recompute` spreads its work over all cores.
public final class LayoutService {
    /// The connection the service owns.
    public let database: Database
    /// The options of the engine results are computed with.
    public let options: EngineOptions
    /// The stored identity of that engine.
    public let engine: StoredEngine
    /// Who approvals are attributed to (`$USER`).
    public let user: String
    /// How the caches have been used by this service.
    /// (Exclusivity is unchecked on the state a memory hit touches: the service is used from
    /// one thread and never accesses these while a mutation of them is in progress.)
    @exclusivity(unchecked) public internal(set) var statistics = CacheStatistics()
    /// The part of `statistics` already added to the store's accumulated figures.
    var savedStatistics = CacheStatistics()
    /// The most bytes the memory tier has held in this service.
    var memoryPeakBytes = 0

    let layoutEngine: Engine
    @exclusivity(unchecked) var memory: ResultCache
    var proposalIDs: [ProposedSize: Int64] = [:]
    var shapes: [Int64: TreeShape] = [:]
    var currentTrees: [ModelTemplate: CurrentTree] = [:]
    var defaultTemplates: [String: TemplateName] = [:]
    /// The result key each `layout(model:)` question was last answered with, until a model changes.
    @exclusivity(unchecked) var currentKeys: [ModelLookup: RememberedKey] = [:]

    /// The tree a model's current revision makes with one template, as `layout(model:)` memoises it.
    struct CurrentTree {
        var revisionID: Int64
        var treeID: Int64
    }

    /// A result key and the memory-tier slot that held its result when last seen (-1: none).
    struct RememberedKey {
        var key: ResultKey
        var slot: Int
    }

    /// A model name and one of its templates.
    struct ModelTemplate: Hashable {
        var name: String
        var template: TemplateName
    }

    /// Shapes kept in memory at most; the map is cleared past this.
    static let shapeMemoryLimit = 16_384
    /// `layout(model:)` questions remembered at most; the map is cleared past this.
    static let currentKeyLimit = 65_536

    /// A service on `database` (migrated) computing with `options`.
    public init(
        database: Database, options: EngineOptions = .default, memoryCacheBytes: Int = 64 << 20,
        user: String = LayoutService.currentUser
    ) throws(ServiceError) {
        self.database = database
        self.options = options
        self.user = user
        self.layoutEngine = Engine(options: options)
        self.memory = ResultCache(capacityBytes: memoryCacheBytes)
        self.engine = try Self.register(options, in: database)
    }

    /// Opens (creating when missing) and migrates the database at `path`, and a service on it.
    public convenience init(
        path: String, options: EngineOptions = .default, memoryCacheBytes: Int = 64 << 20,
        user: String = LayoutService.currentUser
    ) throws(ServiceError) {
        let database: Database
        do {
            database = try Database(path: path)
        } catch {
            throw .database(error, context: "opening \(path)")
        }
        do {
            _ = try Migrator().migrate(database)
        } catch {
            throw .migration(error, context: "migrating \(path)")
        }
        try self.init(database: database, options: options, memoryCacheBytes: memoryCacheBytes, user: user)
    }

    /// `$USER`, or "unknown".
    public static var currentUser: String {
        ProcessInfo.processInfo.environment["USER"] ?? "unknown"
    }

    /// The stored engine for `options`, registering it when new.
    static func register(_ options: EngineOptions, in database: Database) throws(ServiceError) -> StoredEngine {
        let identity = EngineIdentity(options: options)
        let optionsText = JSONWriter(style: .canonical).string(options.json)
        return try inContext("registering engine \(identity.version)") {
            // A known engine is found without the write lock, so readers are never blocked by
            // a long writer; only a new engine is written (and looked up again under the lock).
            if let known = try EngineRepository(database).existingEngine(version: identity.version, fingerprint: identity.fingerprint) {
                return known
            }
            return try database.write { db in
                try EngineRepository(db).engine(
                    version: identity.version, fingerprint: identity.fingerprint, options: optionsText, at: currentTimestamp()
                )
            }
        }
    }

    // MARK: Repositories

    var modelStore: ModelRepository { ModelRepository(database) }
    var treeStore: TreeRepository { TreeRepository(database) }
    var widthStore: WidthRepository { WidthRepository(database) }
    var engineStore: EngineRepository { EngineRepository(database) }
    var resultStore: ResultRepository { ResultRepository(database) }
    var runStore: RunRepository { RunRepository(database) }
    var baselineStore: BaselineRepository { BaselineRepository(database) }

    // MARK: Identities

    /// The row id of `proposal`, stored when new.
    func proposalID(_ proposal: ProposedSize) throws(ServiceError) -> Int64 {
        if let known = proposalIDs[proposal] { return known }
        let id = try inContext("storing proposal \(proposal)") {
            try widthStore.proposalID(width: proposal.width, height: proposal.height)
        }
        proposalIDs[proposal] = id
        return id
    }

    /// The proposal stored as `id`.
    func proposal(id: Int64) throws(ServiceError) -> ProposedSize {
        guard let stored = try inContext("reading proposal \(id)", { try widthStore.proposal(id: id) }) else {
            throw .corruptStore("proposal \(id) is missing")
        }
        return ProposedSize(width: stored.width, height: stored.height)
    }

    /// The shape of tree `treeID`.
    func shape(treeID: Int64) throws(ServiceError) -> TreeShape {
        if let known = shapes[treeID] { return known }
        let stored = try inContext("reading the shape of tree \(treeID)") { try treeStore.nodes(treeID: treeID) }
        let shape = TreeShape(nodes: stored)
        if shapes.count >= Self.shapeMemoryLimit { shapes.removeAll(keepingCapacity: true) }
        shapes[treeID] = shape
        return shape
    }

    /// A stored model and its current revision.
    func currentModel(named name: String) throws(ServiceError) -> (model: StoredModel, revision: StoredRevision, value: Model) {
        let stored = try inContext("reading model \(name)") { () throws -> (StoredModel, StoredRevision)? in
            guard let model = try modelStore.model(named: name),
                  let revision = try modelStore.currentRevision(modelID: model.id) else { return nil }
            return (model, revision)
        }
        guard let (model, revision) = stored else { throw .unknownModel(name) }
        return (model, revision, try Self.decodeModel(revision.content, context: "revision \(revision.number) of \(name)"))
    }

    /// A model read back from its stored canonical JSON.
    static func decodeModel(_ content: String, context: String) throws(ServiceError) -> Model {
        let json: JSONValue
        do {
            json = try JSONParser.parse(content)
        } catch {
            throw .corruptStore("\(context) is not JSON: \(error)")
        }
        do {
            return try Model(json: json)
        } catch {
            throw .invalidModel(error, context: context)
        }
    }

    /// The tree `template` makes of `model`.
    static func tree(of model: Model, template: TemplateName) throws(ServiceError) -> ViewNode {
        do {
            return try model.tree(for: template)
        } catch {
            throw .unknownTemplate(template, model: model.name)
        }
    }

    // MARK: The three tiers

    /// The result stored under `key`: from memory, else from the database (then kept in memory).
    func cachedResult(_ key: ResultKey, proposal: ProposedSize) throws(ServiceError) -> LayoutResult? {
        if let hit = memory.result(for: key) {
            statistics.memoryHits += 1
            return hit
        }
        statistics.memoryMisses += 1
        let stored = try inContext("reading a result") {
            try resultStore.result(engineID: key.engineID, treeID: key.treeID, proposalID: key.proposalID)
        }
        guard let stored else {
            statistics.databaseMisses += 1
            return nil
        }
        statistics.databaseHits += 1
        let result = try stored.layoutResult(shape: try shape(treeID: key.treeID), proposal: proposal)
        remember(result, for: key)
        return result
    }

    /// Lays `tree` out with the service's engine and stores the result (and the tree, when new)
    /// inside the caller's write transaction.
    func computeAndStore(
        _ tree: ViewNode, hash: String, proposal: ProposedSize
    ) throws(ServiceError) -> (key: ResultKey, result: LayoutResult, packed: PackedResult) {
        let result = layoutEngine.layout(tree, proposal: proposal)
        statistics.computes += 1
        let proposalID = try proposalID(proposal)
        let (treeID, shape) = try storeTree(tree, hash: hash, result: result)
        let key = ResultKey(engineID: engine.id, treeID: treeID, proposalID: proposalID)
        let packed = PackedResult(result, shape: shape)
        try inContext("storing the result of tree \(hash.prefix(12)) at \(proposal)") {
            try resultStore.insert(packed.record(for: key))
        }
        remember(result, for: key)
        return (key, result, packed)
    }

    /// The id and shape of the tree with `hash`, storing it (its shape read off `result`) when new.
    func storeTree(_ tree: ViewNode, hash: String, result: LayoutResult) throws(ServiceError) -> (Int64, TreeShape) {
        if let treeID = try inContext("looking up tree \(hash.prefix(12))", { try treeStore.treeID(hash: hash) }) {
            return (treeID, try shape(treeID: treeID))
        }
        let shape = TreeShape(tree: tree, result: result)
        let treeID = try inContext("storing tree \(hash.prefix(12))") {
            try treeStore.insertTree(hash: hash, nodes: shape.nodes)
        }
        shapes[treeID] = shape
        return (treeID, shape)
    }

    func remember(_ result: LayoutResult, for key: ResultKey) {
        memory.insert(result, for: key)
        statistics.memoryBytes = memory.bytes
        statistics.memoryEntries = memory.count
        memoryPeakBytes = max(memoryPeakBytes, memory.bytes)
    }

    /// Runs `body` in one write transaction (in a savepoint when a transaction is open, as
    /// inside `reading`), naming `context` if it fails.
    func writing<Result>(_ context: @autoclosure () -> String, _ body: () throws -> Result) throws(ServiceError) -> Result {
        try inContext(context()) {
            try database.isInTransaction ? database.savepoint { _ in try body() } : database.write { _ in try body() }
        }
    }
}
