import LayoutEngine
import LayoutModels

extension ScenarioResolver {
    /// The current layout of a model's template (its first by default) under `proposal` (a
    /// size and a size category): from memory, else the database, else computed and stored.
    /// The layout comes as stored (packed frames and the tree's shape); `result()` unpacks it.
    func layout(model name: String, template: TemplateName? = nil, proposal: Proposal) throws(ServiceError) -> StoredLayout {
        let lookup = ModelLookup(name: name, template: template, proposal: proposal)
        if let position = currentKeys.position(of: lookup) {
            let key = currentKeys[position].key
            if let hit = memory.result(inSlot: currentKeys[position].slot, for: key) {
                statistics.memoryHits += 1
                return hit
            }
            if let result = try cachedResult(key, proposal: proposal.size, knownShape: currentKeys[position].shape) {
                let slot = memory.slot(for: key) ?? -1
                if slot != currentKeys[position].slot { currentKeys[position].slot = slot }
                return result
            }
        }
        if let template = template ?? defaultTemplates[name], let current = currentTrees[ModelTemplate(name: name, template: template)],
           let proposalID = try existingProposalID(proposal) {
            let key = ResultKey(engineID: try engine.id, treeID: current.treeID, proposalID: proposalID)
            if let result = try cachedResult(key, proposal: proposal.size) {
                rememberCurrentKey(key, shape: result.shape, for: lookup)
                return result
            }
        }
        let (_, revision, model) = try ledger.currentModel(named: name)
        let template = template ?? model.templates[0]
        let tree = try Self.tree(of: model, template: template)
        // Stored only now that the question is valid: a failed lookup leaves no proposal row.
        let proposalID = try proposalID(proposal)
        let (key, result) = try layout(tree: tree, hash: tree.treeHash.hex, proposal: proposal, proposalID: proposalID)
        currentTrees[ModelTemplate(name: name, template: template)] = CurrentTree(revisionID: revision.id, treeID: key.treeID)
        defaultTemplates[name] = model.templates[0]
        rememberCurrentKey(key, shape: result.shape, for: lookup)
        return result
    }

    private func rememberCurrentKey(_ key: ResultKey, shape: TreeShape, for lookup: ModelLookup) {
        if currentKeys.count >= Self.currentKeyLimit { currentKeys.removeAll(keepingCapacity: true) }
        currentKeys.set(RememberedKey(key: key, slot: memory.slot(for: key) ?? -1, shape: shape), for: lookup)
    }

    /// The layout of any `tree` under `proposal`: from memory, else the database, else computed and stored.
    func layout(tree: ViewNode, proposal: Proposal) throws(ServiceError) -> LayoutResult {
        try layout(tree: tree, hash: tree.treeHash.hex, proposal: proposal, proposalID: try proposalID(proposal)).result.result()
    }

    func layout(
        tree: ViewNode, hash: String, proposal: Proposal, proposalID: Int64
    ) throws(ServiceError) -> (key: ResultKey, result: StoredLayout) {
        if let treeID = try inContext("looking up a tree", { try ledger.treeID(hash: hash) }) {
            let key = ResultKey(engineID: try engine.id, treeID: treeID, proposalID: proposalID)
            if let result = try cachedResult(key, proposal: proposal.size) { return (key, result) }
        }
        let computed = try writing("storing a layout") {
            try computeAndStore(tree, hash: hash, proposals: [(proposalID, proposal)], recordingFor: nil, reusingStored: false)[0]
        }
        guard let result = computed.computed else { throw .corruptStore("a layout computed for tree \(hash.prefix(12)) is missing") }
        return (computed.scenario.key, StoredLayout(packing: result, shape: try shape(treeID: computed.scenario.key.treeID)))
    }

    /// Runs `body`, typically many lookups, in one read transaction: every database hit inside
    /// reads the same snapshot, and SQLite takes its read lock once instead of once per lookup.
    ///
    /// Layouts computed inside (misses) are stored in savepoints of that transaction; storing
    /// fails as busy when another connection has written since the snapshot was taken. Inside
    /// an open transaction `body` simply runs.
    func reading<Result>(_ body: () throws(ServiceError) -> Result) throws(ServiceError) -> Result {
        guard !ledger.isInTransaction else { return try body() }
        return try inContext("reading in one transaction") { try ledger.read { try body() } }
    }

    /// Closes the store; the resolver must not be used afterwards.
    func close() {
        ledger.close()
    }

    /// Forgets the memory tier (the database keeps everything).
    func clearMemoryCache() {
        memory.removeAll()
        currentTrees.removeAll()
        defaultTemplates.removeAll()
        currentKeys.removeAll()
        statistics.memoryBytes = 0
        statistics.memoryEntries = 0
    }

    /// The layout of a stored revision's template with the resolver's engine, through the caches.
    func layout(revisionID: Int64, template: TemplateName, proposal: Proposal) throws(ServiceError) -> LayoutResult {
        let revision = try inContext("reading revision \(revisionID)") { try ledger.revision(id: revisionID) }
        guard let revision else { throw .corruptStore("revision \(revisionID) is missing") }
        let model = try Self.decodeModel(revision.content, context: "revision \(revision.number)")
        let tree = try Self.tree(of: model, template: template)
        return try layout(tree: tree, hash: tree.treeHash.hex, proposal: proposal, proposalID: try proposalID(proposal)).result.result()
    }

    /// Forgets what `layout(model:)` remembered of `model`'s current trees (it changed).
    func forgetCurrentTrees(of model: Model) {
        for template in model.templates { currentTrees[ModelTemplate(name: model.name, template: template)] = nil }
        defaultTemplates[model.name] = nil
        currentKeys.removeAll(keepingCapacity: true)
    }

    /// Forgets what `layout(model:)` remembered of the model named `name` (it was archived).
    func forgetCurrentTrees(ofModelNamed name: String) {
        currentTrees = currentTrees.filter { $0.key.name != name }
        defaultTemplates[name] = nil
        currentKeys.removeAll(keepingCapacity: true)
    }
}
