import LayoutEngine
import LayoutModels

/// The one writer of a batch: commits each page in one transaction, in key order, comparing
/// every result with the engine the run is against by result hash, and reading frames only
/// for the results that changed, to list the nodes that moved.
final class BatchWriter {
    private unowned let service: LayoutService
    let runID: Int64
    let target: RegisteredEngine
    let against: RegisteredEngine?
    let proposals: [(id: Int64, proposal: Proposal)]
    private(set) var counts: RunCounts

    init(
        service: LayoutService, runID: Int64, target: RegisteredEngine, against: RegisteredEngine?,
        proposals: [(id: Int64, proposal: Proposal)], counts: RunCounts
    ) {
        self.service = service
        self.runID = runID
        self.target = target
        self.against = against
        self.proposals = proposals
        self.counts = counts
    }

    /// Writes one computed page and moves the run's cursor past it, in one transaction.
    func write(_ page: BatchPage) throws(ServiceError) {
        guard let last = page.revisions.last else { return }
        let previous = Self.byScenario(page.previousResults)
        let stored = Self.byScenario(page.storedResults)
        var pageCounts = counts
        try service.writing("writing a batch of run \(runID) up to revision \(last.revisionID)") {
            for computed in page.outputs.revisions {
                try write(computed, previous: previous, stored: stored, counts: &pageCounts)
            }
            try service.ledger.advanceRun(runID: runID, cursorRevisionID: last.revisionID, counts: pageCounts)
        }
        counts = pageCounts
    }

    private func write(
        _ computed: ComputedRevision, previous: [Scenario: ScenarioResultKey], stored: [Scenario: ScenarioResultKey],
        counts: inout RunCounts
    ) throws {
        let revisionID = computed.revision.revisionID
        let ledger = service.ledger
        if let failure = computed.failure {
            for template in Model.Kind(rawValue: computed.revision.kind)?.templates ?? [.tree] {
                for (proposalID, _) in proposals {
                    try ledger.insertRunChange(RecordedChange(
                        runID: runID, revisionID: revisionID, variant: template.rawValue, proposalID: proposalID, status: "failed", error: failure
                    ))
                    counts.failed += 1
                }
            }
            return
        }
        for tree in computed.trees {
            let template = tree.template.rawValue
            var treeID: Int64?
            for (index, (proposalID, scenarioProposal)) in proposals.enumerated() {
                let proposal = scenarioProposal.size
                let slot = Scenario(
                    revisionID: revisionID, template: tree.template, proposalID: proposalID, sizeCategory: scenarioProposal.sizeCategory
                )
                let key: ResultKey
                let resultHash: [UInt8]
                if let packed = tree.results[index], let shape = tree.shape {
                    let id = try treeID ?? tree.knownTreeID ?? self.treeID(of: tree, shape: shape)
                    treeID = id
                    key = ResultKey(engineID: target.id, treeID: id, proposalID: proposalID)
                    try service.store(packed, under: key)
                    resultHash = packed.resultHash
                    counts.computed += 1
                } else if let existing = stored[slot] {
                    key = ResultKey(engineID: target.id, treeID: existing.treeID, proposalID: proposalID)
                    treeID = treeID ?? existing.treeID
                    resultHash = existing.resultHash
                } else {
                    continue
                }
                guard let against, let before = previous[slot] else {
                    counts.new += 1
                    try ledger.insertRunChange(RecordedChange(runID: runID, revisionID: revisionID, variant: template, proposalID: proposalID, status: "new"))
                    continue
                }
                if before.resultHash == resultHash {
                    counts.unchanged += 1
                    continue
                }
                counts.changed += 1
                let beforeKey = ResultKey(engineID: against.id, treeID: before.treeID, proposalID: proposalID)
                let diff = if let packed = tree.results[index], let shape = tree.shape {
                    LayoutDiff(try service.storedResult(beforeKey, proposal: proposal), try packed.layoutResult(shape: shape, proposal: proposal))
                } else {
                    try service.diff(beforeKey, key, proposal: proposal)
                }
                try ledger.insertRunChange(RecordedChange(
                    runID: runID, revisionID: revisionID, variant: template, proposalID: proposalID, status: "changed",
                    movedNodes: diff.moved.count, maxDelta: diff.maxDelta, moves: MoveList.json(of: diff)
                ))
            }
            if let treeID {
                try service.recordTree(treeID, of: RevisionTemplate(revisionID: revisionID, template: tree.template), engineID: target.id)
            }
        }
    }

    private func treeID(of tree: ComputedTree, shape: TreeShape) throws -> Int64 {
        guard let hash = tree.treeHash else { throw ServiceError.corruptStore("a computed tree of run \(runID) has no hash") }
        return try service.treeID(hash: hash) { shape }
    }

    /// Stored results by the scenario they belong to.
    static func byScenario(_ results: [ScenarioResultKey]) -> [Scenario: ScenarioResultKey] {
        Dictionary(results.compactMap { result in result.scenario.map { ($0, result) } }, uniquingKeysWith: { first, _ in first })
    }
}
