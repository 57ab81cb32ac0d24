import LayoutEngine
import LayoutModels

/// The whole content of a ledger as transfer lines: what `export` writes and `import` reads.
struct StoreExport {
    let ledger: any ResultLedger

    /// Writes the whole store as JSON Lines, one canonical object per line, in this order:
    /// widths, engines, each model followed by its revisions, trees, results, scenario trees,
    /// the approvals log and the baselines (`{"type":"width",…}`, `{"type":"engine",…}`, …),
    /// then the trailer (``TransferTrailer``: counts per kind and the SHA-256 of those lines).
    ///
    /// Rows are named by what identifies them in any store: models by name, revisions by
    /// number, trees by hash, proposals by size; engines and approvals by their position in the
    /// export. Only engines something refers to are written (every service registers its own),
    /// and the same content always exports the same bytes, whatever the row ids. Recompute runs
    /// are not exported.
    func write(_ write: (String) -> Void, progress: (_ done: Int, _ total: Int) -> Void) throws(ServiceError) {
        let writer = JSONWriter(style: .canonical)
        let lines = try exportLines()
        var texts: [String] = []
        texts.reserveCapacity(lines.count)
        for line in lines {
            texts.append(writer.string(line.json))
            write(texts[texts.count - 1])
            progress(texts.count, lines.count)
        }
        write(writer.string(TransferTrailer(lines: lines, texts: texts).json))
    }

    private func exportLines() throws(ServiceError) -> [TransferLine] {
                let (results, scenarios, trees) = try inContext("reading results") {
            (try ledger.allResults(), try ledger.scenarioTrees(), try ledger.trees())
        }
        let (baselines, approvals, entries) = try inContext("reading baselines") {
            (try ledger.baselines(matching: RevisionFilter()), try ledger.approvals(), try ledger.approvalEntries())
        }
        var lines: [TransferLine] = try inContext("listing widths") { try ledger.widths() }.map { .width(NamedWidth(name: $0.name, width: $0.width)) }

        var usedEngines = Set(results.map(\.engineID)).union(scenarios.map(\.engineID)).union(baselines.map(\.engineID))
        for entry in entries { usedEngines.formUnion([entry.accepted.engineID] + (entry.previous.map { [$0.engineID] } ?? [])) }
        let engines = try inContext("reading engines") { try ledger.engines() }
            .filter { usedEngines.contains($0.id) }
            .sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        let engineNumbers = Dictionary(uniqueKeysWithValues: engines.enumerated().map { ($1.id, $0 + 1) })
        for engine in engines {
            let options: JSONValue
            do {
                options = try JSONParser.parse(engine.options)
            } catch {
                throw .corruptStore("the options of engine \(engine.id) are not JSON: \(error)")
            }
            lines.append(.engine(TransferEngine(
                number: engineNumbers[engine.id]!, version: engine.version, fingerprint: engine.fingerprint, options: options,
                createdAt: engine.createdAt
            )))
        }

        var revisionReferences: [Int64: TransferRevisionReference] = [:]
        var modelNames: [Int64: String] = [:]
        let models = try inContext("listing models") { try ledger.models(kind: nil, includingArchived: true) }
        for model in models {
            guard let kind = Model.Kind(rawValue: model.kind) else { throw .corruptStore("model \(model.name) has kind \"\(model.kind)\"") }
            modelNames[model.id] = model.name
            lines.append(.model(TransferModel(name: model.name, kind: kind, createdAt: model.createdAt, archivedAt: model.archivedAt)))
            let revisions = try inContext("reading the revisions of \(model.name)") { try ledger.revisions(modelID: model.id) }
            for revision in revisions {
                revisionReferences[revision.id] = TransferRevisionReference(model: model.name, revision: revision.number)
                lines.append(.revision(TransferRevision(
                    model: try ScenarioResolver.decodeModel(revision.content, context: "revision \(revision.number) of \(model.name)"),
                    number: revision.number, message: revision.message, createdAt: revision.createdAt,
                    contentHash: revision.contentHash
                )))
            }
        }

        let hashes = Dictionary(uniqueKeysWithValues: trees.map { ($0.id, $0.hash) })
        for tree in trees.sorted(by: { $0.hash < $1.hash }) {
            let nodes = try inContext("reading tree \(tree.hash.prefix(12))") { try ledger.nodes(treeID: tree.id) }
            lines.append(.tree(TransferTree(hash: tree.hash, nodes: nodes)))
        }

        var proposals: [Int64: Proposal] = [:]
        func proposal(_ id: Int64) throws(ServiceError) -> Proposal {
            if let known = proposals[id] { return known }
            let found = try ledger.storedProposal(id: id)
            proposals[id] = found
            return found
        }
        func name(_ id: Int64, in names: [Int64: String], _ what: String) throws(ServiceError) -> String {
            guard let name = names[id] else { throw .corruptStore("\(what) \(id) is missing") }
            return name
        }
        func target(_ revisionID: Int64, _ engineID: Int64, _ treeID: Int64) throws(ServiceError) -> TransferTarget {
            guard let revision = revisionReferences[revisionID]?.revision, let engine = engineNumbers[engineID] else {
                throw .corruptStore("a baseline names revision \(revisionID) of engine \(engineID), which are missing")
            }
            return TransferTarget(revision: revision, engine: engine, tree: try name(treeID, in: hashes, "tree"))
        }

        var resultLines: [TransferResult] = []
        for result in results {
            resultLines.append(TransferResult(
                engine: engineNumbers[result.engineID]!, tree: try name(result.treeID, in: hashes, "tree"),
                proposal: try proposal(result.proposalID), width: result.width, height: result.height, resultHash: result.resultHash,
                frames: result.frames, flowRows: result.flowRows, truncatedTexts: result.truncatedTexts,
                overflowingNodes: result.overflowingNodes, chosenBranch: result.chosenBranch
            ))
        }
        lines += resultLines.sorted {
            ($0.engine, $0.tree, Self.width($0.proposal), Self.height($0.proposal), Self.category($0.proposal))
                < ($1.engine, $1.tree, Self.width($1.proposal), Self.height($1.proposal), Self.category($1.proposal))
        }
            .map(TransferLine.result)

        var scenarioLines: [TransferScenario] = []
        for scenario in scenarios {
            guard let revision = revisionReferences[scenario.revisionID] else { throw .corruptStore("revision \(scenario.revisionID) is missing") }
            scenarioLines.append(TransferScenario(
                engine: engineNumbers[scenario.engineID]!, revision: revision, template: scenario.variant,
                tree: try name(scenario.treeID, in: hashes, "tree")
            ))
        }
        lines += scenarioLines.sorted {
            ($0.engine, $0.revision.model, $0.revision.revision, $0.template) < ($1.engine, $1.revision.model, $1.revision.revision, $1.template)
        }.map(TransferLine.scenario)

        let approvalNumbers = Dictionary(uniqueKeysWithValues: approvals.enumerated().map { ($1.id, $0 + 1) })
        let entriesByApproval = Dictionary(grouping: entries, by: \.approvalID)
        for approval in approvals {
            var approvalEntries: [TransferApprovalEntry] = []
            for entry in entriesByApproval[approval.id] ?? [] {
                approvalEntries.append(TransferApprovalEntry(
                    model: try name(entry.modelID, in: modelNames, "model"), template: entry.variant,
                    proposal: try proposal(entry.proposalID),
                    accepted: try target(entry.accepted.revisionID, entry.accepted.engineID, entry.accepted.treeID),
                    previous: try entry.previous.map { previous throws(ServiceError) in
                        try target(previous.revisionID, previous.engineID, previous.treeID)
                    }
                ))
            }
            lines.append(.approval(TransferApproval(
                number: approvalNumbers[approval.id]!, undoes: approval.undoesID.flatMap { approvalNumbers[$0] },
                approvedAt: approval.approvedAt, approvedBy: approval.approvedBy, message: approval.message,
                entries: approvalEntries.sorted {
                    ($0.model, $0.template, Self.width($0.proposal), Self.height($0.proposal), Self.category($0.proposal))
                        < ($1.model, $1.template, Self.width($1.proposal), Self.height($1.proposal), Self.category($1.proposal))
                }
            )))
        }

        var baselineLines: [TransferBaseline] = []
        for baseline in baselines {
            guard let approval = approvalNumbers[baseline.approvalID] else { throw .corruptStore("approval \(baseline.approvalID) is missing") }
            baselineLines.append(TransferBaseline(
                model: try name(baseline.modelID, in: modelNames, "model"), template: baseline.variant,
                proposal: try proposal(baseline.proposalID), target: try target(baseline.revisionID, baseline.engineID, baseline.treeID),
                approval: approval
            ))
        }
        lines += baselineLines.sorted {
            ($0.model, $0.template, Self.width($0.proposal), Self.height($0.proposal), Self.category($0.proposal))
                < ($1.model, $1.template, Self.width($1.proposal), Self.height($1.proposal), Self.category($1.proposal))
        }
            .map(TransferLine.baseline)
        return lines
    }

    /// A proposal's width as an export orders it: unspecified first.
    private static func width(_ proposal: Proposal) -> Double { proposal.size.width ?? -1 }

    /// A proposal's height as an export orders it: unspecified first.
    private static func height(_ proposal: Proposal) -> Double { proposal.size.height ?? -1 }

    /// A proposal's size category as an export orders it: smallest first.
    private static func category(_ proposal: Proposal) -> Int {
        ContentSizeCategory.allCases.firstIndex(of: proposal.sizeCategory) ?? 0
    }
}
