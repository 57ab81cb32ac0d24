import LayoutEngine
import LayoutModels

/// Replays the baselines: each approved result compared with what the current engine makes
/// of the same scenario (through the resolver's caches).
struct Replay {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// Checks every baseline: lays out its model's current revision (or, with
    /// `approvedRevisions`, the approved one: engine changes only) with the current engine and
    /// compares it with the approved result; coordinates within `tolerance` points agree.
    /// Baselines are selected by their proposal: its width among `filter`'s widths, its size
    /// category among its categories. A
    /// model changed since its approval fails like any other difference when its layout moved.
    /// The current scenarios `filter` covers that have no baseline are listed. `progress` is
    /// called with the cases checked and the cases in all, once per case.
    func run(
        _ filter: ScenarioFilter = .all, tolerance: Double = 0.01, approvedRevisions: Bool = false,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(ServiceError) -> ReplayReport {
        let baselines = try inContext("reading baselines") { try ledger.baselines(matching: filter.revisionFilter) }
        let widthValues = try filter.widths.map { names throws(ServiceError) in Set(try ledger.selectedWidths(names).map(\.width)) }
        var names = ScenarioNames(ledger: ledger)
        var currentRevisions: [Int64: Revision] = [:]
        var report = ReplayReport(caseCount: 0, tolerance: tolerance, failures: [])
        var cases: [(baseline: Baseline, proposal: Proposal)] = []
        for baseline in baselines {
            let proposal = try names.proposal(baseline.proposalID)
            if let widthValues, proposal.size.height != nil || !widthValues.contains(proposal.size.width ?? -1) { continue }
            if let categories = filter.sizeCategories, !categories.contains(proposal.sizeCategory) { continue }
            cases.append((baseline, proposal))
        }
        for (baseline, proposal) in cases {
            guard let template = TemplateName(rawValue: baseline.variant) else {
                throw .corruptStore("baseline template \"\(baseline.variant)\" is unknown")
            }
            let approved = try resolver.storedResult(
                ResultKey(engineID: baseline.engineID, treeID: baseline.treeID, proposalID: baseline.proposalID), proposal: proposal.size
            )
            var replayedID = baseline.revisionID
            if !approvedRevisions {
                if currentRevisions[baseline.modelID] == nil {
                    currentRevisions[baseline.modelID] = try inContext("reading the current revision of model \(baseline.modelID)") {
                        try ledger.currentRevision(modelID: baseline.modelID)
                    }
                }
                replayedID = currentRevisions[baseline.modelID]?.id ?? baseline.revisionID
            }
            let current = try resolver.layout(revisionID: replayedID, template: template, proposal: proposal)
            report.caseCount += 1
            let diff = LayoutDiff(approved, current, tolerance: tolerance)
            if !diff.isEmpty {
                let (model, revision) = try names.model(ofRevision: baseline.revisionID)
                let currentRevision = try names.model(ofRevision: replayedID).1
                report.failures.append(ReplayCase(
                    model: model, revision: revision, currentRevision: currentRevision, template: baseline.variant,
                    width: try names.width(ofProposal: baseline.proposalID), sizeCategory: proposal.sizeCategory, diff: diff,
                    approved: approved, current: current
                ))
            }
            progress(report.caseCount, cases.count)
        }
        report.unapproved = try scenariosWithoutBaseline(
            filter, proposalIDs: try resolver.scenarioProposals(filter).map(\.id), baselines: baselines, names: &names
        )
        return report
    }

    /// The current scenarios (live models' current revisions, every template, the proposals
    /// given: widths in size categories) that have no baseline, in model, template and width order.
    private func scenariosWithoutBaseline(
        _ filter: ScenarioFilter, proposalIDs given: [Int64], baselines: [Baseline], names: inout ScenarioNames
    ) throws(ServiceError) -> [UnapprovedScenario] {
        struct Key: Hashable { var modelID: Int64, variant: String, proposalID: Int64 }
        let approved = Set(baselines.map { Key(modelID: $0.modelID, variant: $0.variant, proposalID: $0.proposalID) })
        let revisions = try inContext("reading the current models") {
            try ledger.currentRevisions(after: 0, limit: Int.max, filter: filter.revisionFilter)
        }
        var proposalIDs: [Int64] = []
        for id in given where !proposalIDs.contains(id) { proposalIDs.append(id) }
        var unapproved: [UnapprovedScenario] = []
        for revision in revisions.sorted(by: { $0.name < $1.name }) {
            for template in Model.Kind(rawValue: revision.kind)?.templates ?? [] {
                for proposalID in proposalIDs where !approved.contains(Key(modelID: revision.modelID, variant: template.rawValue, proposalID: proposalID)) {
                    unapproved.append(UnapprovedScenario(
                        model: revision.name, revision: try names.model(ofRevision: revision.revisionID).1, template: template.rawValue,
                        width: try names.width(ofProposal: proposalID)
                    ))
                }
            }
        }
        return unapproved
    }
}
