import LayoutEngine
import LayoutModels

/// The three tiers every layout question goes through — memory, the ledger, the engine — and
/// the one path by which computed results enter the ledger.
///
/// Results are content-addressed by (tree hash, proposal, engine), so a model returning to an
/// earlier state, or any state seen before, costs a lookup, never a layout. The resolver owns
/// the memory tier, the ids and shapes it has learnt, the keys of recent questions and the
/// cache statistics; the models, approvals, recompute and transfer types compute through it.
/// Used from one thread.
final class ScenarioResolver {
    /// The ledger everything is kept in.
    let ledger: any ResultLedger
    /// The options of the engine results are computed with.
    let options: EngineOptions
    /// The stored identity of that engine: looked up when the resolver opens and registered on
    /// first use when new, so a command that fails before it stores anything leaves no engine
    /// row. Registered inside a write that fails, it is forgotten with that write.
    var engine: RegisteredEngine {
        get throws(ServiceError) {
            if let registeredEngine { return registeredEngine }
            let registered = try Self.register(options, in: ledger)
            registeredEngine = registered
            engineIsTentative = ledger.isInTransaction
            return registered
        }
    }
    /// The engine once found or registered.
    var registeredEngine: RegisteredEngine?
    /// Whether `registeredEngine` was registered inside a write transaction still open.
    var engineIsTentative = false
    /// How the caches have been used.
    /// (Exclusivity is unchecked on the state a memory hit touches: the resolver is used from
    /// one thread and never accesses these while a mutation of them is in progress.)
    @exclusivity(unchecked) var statistics = CacheStatistics()
    /// The part of `statistics` already added to the store's accumulated figures.
    var savedStatistics = CacheStatistics()
    /// The most bytes the memory tier has held.
    var memoryPeakBytes = 0

    let layoutEngine: Engine
    @exclusivity(unchecked) var memory: ResultCache
    /// Proposal ids, tree ids and tree shapes seen, bounded.
    var identities = IdentityCache()
    var currentTrees: [ModelTemplate: CurrentTree] = [:]
    var defaultTemplates: [String: TemplateName] = [:]
    /// The result key each `layout(model:)` question was last answered with, until a model changes.
    @exclusivity(unchecked) var currentKeys = LookupTable<RememberedKey>()

    /// The tree a model's current revision makes with one template, as `layout(model:)` memoises it.
    struct CurrentTree {
        var revisionID: Int64
        var treeID: Int64
    }

    /// A result key, the memory-tier slot that held its result when last seen (-1: none) and
    /// its tree's shape (a tree's shape never changes), so a database hit looks up neither.
    struct RememberedKey {
        var key: ResultKey
        var slot: Int
        var shape: TreeShape
    }

    /// A model name and one of its templates.
    struct ModelTemplate: Hashable {
        var name: String
        var template: TemplateName
    }

    /// `layout(model:)` questions remembered at most; the map is cleared past this.
    static let currentKeyLimit = 65_536

    /// A resolver on `ledger` computing with `options` (registered in the ledger on first use).
    init(ledger: any ResultLedger, options: EngineOptions, memoryCacheBytes: Int) throws(ServiceError) {
        self.ledger = ledger
        self.options = options
        self.layoutEngine = Engine(options: options)
        self.memory = ResultCache(capacityBytes: memoryCacheBytes)
        self.registeredEngine = try Self.storedEngine(options, in: ledger)
    }

    /// The stored engine for `options`, if registered: a read only.
    static func storedEngine(_ options: EngineOptions, in ledger: any ResultLedger) throws(ServiceError) -> RegisteredEngine? {
        let identity = EngineIdentity(options: options)
        return try inContext("looking up engine \(identity.version)") {
            try ledger.existingEngine(version: identity.version, fingerprint: identity.fingerprint)
        }
    }

    /// The resolver's engine if the store holds it, without registering it: what reads use.
    func knownEngine() throws(ServiceError) -> RegisteredEngine? {
        if let registeredEngine { return registeredEngine }
        registeredEngine = try Self.storedEngine(options, in: ledger)
        return registeredEngine
    }

    /// The stored engine for `options`, registering it when new (and making it current when
    /// the store has no current engine yet).
    static func register(_ options: EngineOptions, in ledger: any ResultLedger) throws(ServiceError) -> RegisteredEngine {
        let identity = EngineIdentity(options: options)
        let optionsText = JSONWriter(style: .canonical).string(options.json)
        return try inContext("registering engine \(identity.version)") {
            // A known engine is found without the write lock, so readers are never blocked by
            // a long writer; only a new engine is written (and looked up again under the lock).
            if let known = try ledger.existingEngine(version: identity.version, fingerprint: identity.fingerprint) {
                return known
            }
            return try ledger.write {
                let time = currentTimestamp()
                let engine = try ledger.registerEngine(
                    version: identity.version, fingerprint: identity.fingerprint, options: optionsText, at: time
                )
                // The first engine a store registers becomes its current one.
                if try ledger.currentEngine() == nil { try ledger.setCurrentEngine(engineID: engine.id, at: time) }
                return engine
            }
        }
    }

    // MARK: Identities

    /// The row id of `proposal`, stored when new.
    func proposalID(_ proposal: Proposal) throws(ServiceError) -> Int64 {
        if let known = identities.proposals[proposal] { return known }
        let id = try inContext("storing proposal \(proposal)") {
            try ledger.proposalID(width: proposal.size.width, height: proposal.size.height, sizeCategory: proposal.sizeCategory)
        }
        identities.proposals.insert(id, for: proposal)
        return id
    }

    /// The row id of `proposal` if stored: a read only.
    func existingProposalID(_ proposal: Proposal) throws(ServiceError) -> Int64? {
        if let known = identities.proposals[proposal] { return known }
        return try inContext("looking up proposal \(proposal)") {
            try ledger.existingProposalID(width: proposal.size.width, height: proposal.size.height, sizeCategory: proposal.sizeCategory)
        }
    }

    /// The proposal stored as `id`.
    func proposal(id: Int64) throws(ServiceError) -> Proposal {
        try ledger.storedProposal(id: id)
    }

    /// The shape of tree `treeID`.
    func shape(treeID: Int64) throws(ServiceError) -> TreeShape {
        if let known = identities.shapes[treeID] { return known }
        let stored = try inContext("reading the shape of tree \(treeID)") { try ledger.nodes(treeID: treeID) }
        let shape = TreeShape(nodes: stored)
        identities.shapes.insert(shape, for: treeID)
        return shape
    }

    /// A model read back from its stored canonical JSON; `context` (what it is, for an error)
    /// is made only for an error.
    static func decodeModel(_ content: String, context: @autoclosure () -> String) throws(ServiceError) -> Model {
        let json: JSONValue
        do {
            json = try JSONParser.parse(content)
        } catch {
            throw .corruptStore("\(context()) is not JSON: \(error)")
        }
        do {
            return try Model(json: json)
        } catch {
            throw .invalidModel(error, context: context())
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

    /// The result stored under `key`: from memory, else from the database (then kept in memory),
    /// as its packed frames and its tree's shape (nothing is unpacked); `knownShape` is the
    /// shape of `key`'s tree when the caller has it.
    func cachedResult(_ key: ResultKey, proposal: ProposedSize, knownShape: TreeShape? = nil) throws(ServiceError) -> StoredLayout? {
        if let hit = memory.result(for: key) {
            statistics.memoryHits += 1
            return hit
        }
        statistics.memoryMisses += 1
        let stored = try inContext("reading a result") {
            try ledger.resultFrames(engineID: key.engineID, treeID: key.treeID, proposalID: key.proposalID)
        }
        guard let stored else {
            statistics.databaseMisses += 1
            return nil
        }
        statistics.databaseHits += 1
        let treeShape: TreeShape
        if let knownShape { treeShape = knownShape } else { treeShape = try shape(treeID: key.treeID) }
        let result = StoredLayout(
            proposal: proposal, size: Size(width: stored.width, height: stored.height), frames: stored.frames, shape: treeShape
        )
        remember(result, for: key)
        return result
    }

    func remember(_ result: StoredLayout, for key: ResultKey) {
        guard memory.capacityBytes > 0 else { return }
        memory.insert(result, for: key)
        statistics.memoryBytes = memory.bytes
        statistics.memoryEntries = memory.count
        memoryPeakBytes = max(memoryPeakBytes, memory.bytes)
    }

    /// Runs `body` in one write transaction (in a savepoint when a transaction is open, as
    /// inside `reading`), naming `context` if it fails; with `asPage`, as the ledger writes a
    /// batch page (``ResultLedger/writePage(_:)``).
    func writing<Result>(
        _ context: @autoclosure () -> String, asPage: Bool = false, _ body: () throws -> Result
    ) throws(ServiceError) -> Result {
        do {
            let result = try inContext(context()) { try asPage ? ledger.writePage(body) : ledger.write(body) }
            if !ledger.isInTransaction { engineIsTentative = false }
            return result
        } catch {
            // Ids handed out inside a rolled-back transaction may be handed out again for
            // other rows: forget every id learnt, so none outlives its transaction.
            identities = IdentityCache()
            currentKeys.removeAll(keepingCapacity: true)
            if engineIsTentative {
                registeredEngine = nil
                engineIsTentative = false
            }
            throw error
        }
    }
}
