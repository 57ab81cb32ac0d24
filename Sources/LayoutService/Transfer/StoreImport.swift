import Foundation
import LayoutEngine
import LayoutHashing
import LayoutModels

/// Imports what `export` wrote (``ImportPlan`` checks, then writes in one transaction), laying
/// the imported models out through the models' puts path.
struct StoreImport {
    let models: ModelCatalog
    let recompute: Recompute

    var resolver: ScenarioResolver { models.resolver }

    /// Reads JSON Lines written by `export`, checks every line (its fields, that what it
    /// refers to is defined by an earlier line, that revisions and results match their hashes)
    /// and the trailer that must end them (``TransferTrailer``: counts and checksum, so a cut or
    /// changed stream is refused), and only then writes them all in one transaction; a bad line
    /// is named by its number and JSON path and nothing is written.
    ///
    /// Rows keep their exported times, so exporting an imported store gives the exported bytes.
    /// Into a store that already holds some of the data (a merge):
    /// - widths of the same name must have the same size; new ones are added;
    /// - engines and trees are matched by identity, results by key (engine, tree, proposal):
    ///   present ones are kept, and an engine keeps its earliest creation time;
    /// - a model's imported revisions are appended when its stored history is a prefix of
    ///   them; otherwise only the last is, and only when it differs from the current revision;
    ///   a model the import creates or extends takes the imported archived state;
    /// - approvals are appended to the log unless one with the same action, time, user and
    ///   message is there; baselines replace the store's for the same scenario.
    ///
    /// Scenario trees, approval entries and baselines of revisions that were not taken are
    /// left out. Then each created or extended live model is laid out at every width with
    /// the resolver's engine (stored results reused); importing the same lines twice changes
    /// nothing.
    ///
    /// `progress` is called with the models, results and scenarios written and their number.
    @discardableResult
    func run(_ text: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(ServiceError) -> LoadReport {
        let stream = try TransferStream(text)
        let plan = try ImportPlan(lines: stream.lines, ledger: resolver.ledger)
        try stream.verifySealed()
        let computesBefore = resolver.statistics.computes
        var report = try resolver.writing("importing") { try plan.write(into: models, progress: progress) }
        for model in plan.models { resolver.forgetCurrentTrees(of: model.revisions.last!.model) }
        if !plan.newWidths.isEmpty, (try models.models().count) > report.modelsCreated + report.modelsRevised {
            try recompute.run(ScenarioFilter(widths: plan.newWidths.map(\.name)), against: .none)
        }
        report.computes = resolver.statistics.computes - computesBefore
        return report
    }
}

/// An import checked against itself and the store, ready to be written in one transaction.
struct ImportPlan {
    /// One imported model: its line (when given) and its revisions in order.
    struct ImportedModel {
        var line: TransferModel?
        var revisions: [TransferRevision]
    }

    var newWidths: [NamedWidth] = []
    var engines: [TransferEngine] = []
    var models: [ImportedModel] = []
    var trees: [TransferTree] = []
    var results: [TransferResult] = []
    var scenarios: [TransferScenario] = []
    var approvals: [TransferApproval] = []
    var baselines: [TransferBaseline] = []

    /// Sorts `lines` by kind and checks each: its references, and what the store already holds.
    init(lines: [(number: Int, line: TransferLine)], ledger: any ResultLedger) throws(ServiceError) {
        let storedWidths = try inContext("listing widths") { try ledger.widths() }
        var engineNumbers = Set<Int>()
        var modelIndex: [String: Int] = [:]
        var treeNodes: [String: [TreeNode]] = [:]
        var resultKeys = Set<ResultLineKey>()
        var approvalNumbers = Set<Int>()
        var widthNames = Set<String>()
        for (number, line) in lines {
            func fail(_ path: String, _ message: String) -> ServiceError {
                .invalidArgument("line \(number): \(path): \(message)")
            }
            func requireEngine(_ engine: Int, at path: String = "$.engine") throws(ServiceError) {
                guard engineNumbers.contains(engine) else { throw fail(path, "no engine line numbered \(engine) before this line") }
            }
            func requireTree(_ hash: String, at path: String = "$.tree") throws(ServiceError) {
                guard treeNodes[hash] != nil else { throw fail(path, "no tree line with hash \(hash.prefix(12))… before this line") }
            }
            func requireRevision(model: String, revision: Int, at path: String) throws(ServiceError) {
                guard let index = modelIndex[model], models[index].revisions.indices.contains(revision - 1) else {
                    throw fail(path, "no revision \(revision) of model \"\(model)\" before this line")
                }
            }
            func requireTarget(_ target: TransferTarget, model: String, at path: String) throws(ServiceError) {
                try requireRevision(model: model, revision: target.revision, at: path + ".revision")
                try requireEngine(target.engine, at: path + ".engine")
                try requireTree(target.tree, at: path + ".tree")
            }
            switch line {
            case .width(let width):
                guard widthNames.insert(width.name).inserted else { throw fail("$.name", "width \"\(width.name)\" is listed twice") }
                if let stored = storedWidths.first(where: { $0.name == width.name }) {
                    guard stored.width == width.width else {
                        throw fail("$.width", "width \"\(width.name)\" is \(stored.width) in the store but \(width.width) here")
                    }
                } else {
                    newWidths.append(width)
                }
            case .engine(let engine):
                guard engineNumbers.insert(engine.number).inserted else { throw fail("$.engine", "engine \(engine.number) is listed twice") }
                engines.append(engine)
            case .model(let model):
                guard modelIndex[model.name] == nil else { throw fail("$.name", "model \"\(model.name)\" is listed twice") }
                modelIndex[model.name] = models.count
                models.append(ImportedModel(line: model, revisions: []))
            case .revision(let revision):
                let name = revision.model.name
                if modelIndex[name] == nil {
                    modelIndex[name] = models.count
                    models.append(ImportedModel(line: nil, revisions: []))
                }
                let index = modelIndex[name]!
                let expected = models[index].revisions.count + 1
                if let given = revision.number, given != expected { throw fail("$.number", "expected revision \(expected) of \"\(name)\"") }
                if let hash = revision.contentHash, hash != revision.model.contentHash.hex {
                    throw fail("$.contentHash", "the revision's content hashes to \(revision.model.contentHash.hex.prefix(12))…, not to this: the content was edited")
                }
                if let kind = models[index].line?.kind, kind != revision.model.kind {
                    throw fail("$.model.kind", "model \"\(name)\" is a \(kind.rawValue)")
                }
                models[index].revisions.append(revision)
            case .tree(let tree):
                treeNodes[tree.hash] = tree.nodes
                trees.append(tree)
            case .result(let result):
                try requireEngine(result.engine)
                try requireTree(result.tree)
                let stored = ResultEntry(
                    engineID: 0, treeID: 0, proposalID: 0, width: result.width, height: result.height, resultHash: result.resultHash,
                    frames: result.frames, flowRows: result.flowRows, truncatedTexts: result.truncatedTexts,
                    overflowingNodes: result.overflowingNodes, chosenBranch: result.chosenBranch
                )
                do {
                    _ = try stored.layoutResult(shape: TreeShape(nodes: treeNodes[result.tree]!), proposal: result.proposal.size)
                } catch {
                    throw fail("$.frames", "the frames do not fit the tree's \(treeNodes[result.tree]!.count) nodes")
                }
                let hash = PackedResult.hash(size: Size(width: result.width, height: result.height), frames: result.frames)
                guard hash == result.resultHash else {
                    throw fail("$.resultHash", "the size and frames hash to \(Hex.encode(hash)), not to this: the result was altered")
                }
                resultKeys.insert(ResultLineKey(engine: result.engine, tree: result.tree, proposal: result.proposal))
                results.append(result)
            case .scenario(let scenario):
                try requireEngine(scenario.engine)
                try requireRevision(model: scenario.revision.model, revision: scenario.revision.revision, at: "$.revision")
                try requireTree(scenario.tree)
                scenarios.append(scenario)
            case .approval(let approval):
                guard approvalNumbers.insert(approval.number).inserted else {
                    throw fail("$.approval", "approval \(approval.number) is listed twice")
                }
                if let undoes = approval.undoes, !approvalNumbers.contains(undoes) || undoes == approval.number {
                    throw fail("$.undoes", "no approval \(undoes) before this line")
                }
                for (index, entry) in approval.entries.enumerated() {
                    try requireTarget(entry.accepted, model: entry.model, at: "$.entries[\(index)]")
                    if let previous = entry.previous { try requireTarget(previous, model: entry.model, at: "$.entries[\(index)].previous") }
                }
                approvals.append(approval)
            case .baseline(let baseline):
                try requireTarget(baseline.target, model: baseline.model, at: "$")
                guard approvalNumbers.contains(baseline.approval) else { throw fail("$.approval", "no approval \(baseline.approval) before this line") }
                let key = ResultLineKey(engine: baseline.target.engine, tree: baseline.target.tree, proposal: baseline.proposal)
                guard resultKeys.contains(key) else { throw fail("$", "no result line for this baseline's engine, tree and proposal") }
                baselines.append(baseline)
            }
        }
        for model in models where model.revisions.isEmpty {
            throw .invalidArgument("model \"\(model.line?.name ?? "")\" has no revision lines")
        }
        for model in models {
            let name = model.revisions[0].model.name
            let stored = try inContext("reading model \(name)") { try ledger.model(named: name) }
            if let stored, stored.kind != model.revisions[0].model.kind.rawValue {
                throw .kindChanged(model: name, from: stored.kind, to: model.revisions[0].model.kind.rawValue)
            }
        }
    }

    /// Writes the plan inside the caller's transaction.
    func write(into catalog: ModelCatalog, progress: (_ done: Int, _ total: Int) -> Void) throws -> LoadReport {
        let ledger = catalog.ledger
        var report = LoadReport()
        let steps = models.count + results.count + scenarios.count
        var done = 0
        func step() {
            done += 1
            progress(done, steps)
        }
        report.widthsAdded = newWidths.count
        for width in newWidths { _ = try ledger.addWidth(name: width.name, width: width.width) }
        var engineIDs: [Int: Int64] = [:]
        let writer = JSONWriter(style: .canonical)
        for engine in engines {
            let stored = try ledger.registerEngine(
                version: engine.version, fingerprint: engine.fingerprint, options: writer.string(engine.options), at: engine.createdAt
            )
            try ledger.keepEarliestCreation(engineID: stored.id, at: engine.createdAt)
            engineIDs[engine.number] = stored.id
        }
        var revisionIDs: [TransferRevisionReference: Int64] = [:]
        var laidOut: [(Model, Int64)] = []
        for model in models {
            let (ids, outcome) = try writeRevisions(of: model, into: ledger, report: &report)
            revisionIDs.merge(ids) { first, _ in first }
            if let outcome, model.line?.archivedAt == nil { laidOut.append(outcome) }
            step()
        }
        var treeIDs: [String: Int64] = [:]
        for tree in trees where treeIDs[tree.hash] == nil {
            treeIDs[tree.hash] = try catalog.resolver.treeID(hash: tree.hash) { TreeShape(nodes: tree.nodes) }
        }
        for result in results {
            let inserted = try ledger.insertResult(ResultEntry(
                engineID: engineIDs[result.engine]!, treeID: treeIDs[result.tree]!, proposalID: try ledger.proposalID(width: result.proposal.size.width, height: result.proposal.size.height, sizeCategory: result.proposal.sizeCategory),
                width: result.width, height: result.height, resultHash: result.resultHash, frames: result.frames,
                flowRows: result.flowRows, truncatedTexts: result.truncatedTexts, overflowingNodes: result.overflowingNodes,
                chosenBranch: result.chosenBranch
            ))
            if inserted { report.resultsAdded += 1 }
            step()
        }
        for scenario in scenarios {
            step()
            guard let revisionID = revisionIDs[scenario.revision] else { continue }
            try ledger.recordScenarioTree(
                engineID: engineIDs[scenario.engine]!, revisionID: revisionID, variant: scenario.template, treeID: treeIDs[scenario.tree]!
            )
        }
        func target(_ target: TransferTarget, model: String) -> BaselineTarget? {
            revisionIDs[TransferRevisionReference(model: model, revision: target.revision)].map {
                BaselineTarget(revisionID: $0, engineID: engineIDs[target.engine]!, treeID: treeIDs[target.tree]!)
            }
        }
        var approvalIDs: [Int: Int64] = [:]
        let storedApprovals = try ledger.approvals()
        for approval in approvals {
            let action = approval.undoes == nil ? "approve" : "undo"
            if let existing = storedApprovals.first(where: {
                ($0.action, $0.approvedAt, $0.approvedBy, $0.message) == (action, approval.approvedAt, approval.approvedBy, approval.message)
            }) {
                approvalIDs[approval.number] = existing.id
                continue
            }
            let id = try ledger.appendApproval(
                undoes: approval.undoes.flatMap { approvalIDs[$0] }, at: approval.approvedAt, by: approval.approvedBy, message: approval.message
            )
            approvalIDs[approval.number] = id
            report.approvalsAdded += 1
            for entry in approval.entries {
                guard let modelID = try ledger.model(named: entry.model)?.id,
                      let accepted = target(entry.accepted, model: entry.model) else { continue }
                try ledger.insertApprovalEntry(ApprovalEntry(
                    approvalID: id, modelID: modelID, variant: entry.template, proposalID: try ledger.proposalID(width: entry.proposal.size.width, height: entry.proposal.size.height, sizeCategory: entry.proposal.sizeCategory),
                    accepted: accepted, previous: entry.previous.flatMap { target($0, model: entry.model) }
                ))
            }
        }
        for baseline in baselines {
            guard let modelID = try ledger.model(named: baseline.model)?.id,
                  let accepted = target(baseline.target, model: baseline.model) else { continue }
            let stored = Baseline(
                modelID: modelID, variant: baseline.template, proposalID: try ledger.proposalID(width: baseline.proposal.size.width, height: baseline.proposal.size.height, sizeCategory: baseline.proposal.sizeCategory),
                revisionID: accepted.revisionID, engineID: accepted.engineID, treeID: accepted.treeID,
                approvalID: approvalIDs[baseline.approval]!
            )
            if try ledger.baseline(modelID: modelID, variant: stored.variant, proposalID: stored.proposalID) != stored {
                try ledger.setBaseline(stored)
                report.baselinesSet += 1
            }
        }
        let proposals = try catalog.resolver.scenarioProposals(ScenarioFilter.all)
        for (model, revisionID) in laidOut {
            _ = try catalog.layOutScenarios(of: model, revisionID: revisionID, comparingWith: nil, proposals: proposals)
        }
        return report
    }

    /// Appends the revisions of `model` that continue its stored history (see `importLines`)
    /// and returns the store's revision of every imported one it holds, and the model's current
    /// state and revision when the import created or extended it.
    private func writeRevisions(
        of model: ImportedModel, into ledger: any ResultLedger, report: inout LoadReport
    ) throws -> ([TransferRevisionReference: Int64], (Model, Int64)?) {
        let name = model.revisions[0].model.name
        let existing = try ledger.model(named: name)
        let stored = try existing.map { try ledger.revisions(modelID: $0.id) } ?? []
        let hashes = model.revisions.map { $0.model.contentHash.hex }
        var ids: [TransferRevisionReference: Int64] = [:]
        for (index, revision) in stored.enumerated() where index < hashes.count && hashes[index] == revision.contentHash {
            ids[TransferRevisionReference(model: name, revision: index + 1)] = revision.id
        }
        let appended: ArraySlice<TransferRevision>
        if stored.count <= hashes.count, Array(hashes.prefix(stored.count)) == stored.map(\.contentHash) {
            appended = model.revisions.dropFirst(stored.count)
        } else if let last = model.revisions.last, last.model.contentHash.hex != stored.last?.contentHash {
            appended = [last]
        } else {
            appended = []
        }
        guard let firstAppended = appended.first else {
            report.modelsUnchanged += 1
            return (ids, nil)
        }
        let now = currentTimestamp()
        let modelID = try existing?.id ?? ledger.insertModel(
            name: name, kind: firstAppended.model.kind.rawValue, at: model.line?.createdAt ?? firstAppended.createdAt ?? now
        )
        var current: Revision?
        for revision in appended {
            current = try ledger.appendRevision(
                modelID: modelID, contentHash: revision.model.contentHash.hex, content: revision.model.canonicalText,
                message: revision.message, at: revision.createdAt ?? now
            )
            let number = revision.number ?? model.revisions.firstIndex(of: revision).map { $0 + 1 } ?? 0
            ids[TransferRevisionReference(model: name, revision: number)] = current!.id
        }
        try ledger.setArchived(modelID: modelID, at: model.line?.archivedAt)
        report.revisionsAdded += appended.count
        if existing == nil { report.modelsCreated += 1 } else { report.modelsRevised += 1 }
        return (ids, (appended.last!.model, current!.id))
    }
}

/// A result's key as an import names it.
struct ResultLineKey: Hashable {
    var engine: Int
    var tree: String
    var proposal: Proposal
}
