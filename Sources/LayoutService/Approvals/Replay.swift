import LayoutEngine
import LayoutModels

/// Replays the baselines: each approved result compared with what the current engine makes
/// of the same scenario (through the resolver's caches).
struct Replay {
    let resolver: ScenarioResolver

    var ledger: any ResultLedger { resolver.ledger }

    /// Lays out every baseline's revision with the current engine and compares it with the
    /// approved result; coordinates within `tolerance` points agree. Baselines are selected by
    /// their proposal: its width among `filter`'s widths, its size category among its
    /// categories. `progress` is called with the cases checked and the cases in all, once per case.
    func run(
        _ filter: ScenarioFilter = .all, tolerance: Double = 0.01, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(ServiceError) -> ReplayReport {
        let baselines = try inContext("reading baselines") { try ledger.baselines(matching: filter.revisionFilter) }
        let widthValues = try filter.widths.map { names throws(ServiceError) in Set(try ledger.selectedWidths(names).map(\.width)) }
        var names = ScenarioNames(ledger: ledger)
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
            let current = try resolver.layout(revisionID: baseline.revisionID, template: template, proposal: proposal)
            report.caseCount += 1
            let diff = LayoutDiff(approved, current, tolerance: tolerance)
            if !diff.isEmpty {
                let (model, revision) = try names.model(ofRevision: baseline.revisionID)
                report.failures.append(ReplayCase(
                    model: model, revision: revision, template: baseline.variant,
                    width: try names.width(ofProposal: baseline.proposalID), sizeCategory: proposal.sizeCategory, diff: diff,
                    approved: approved, current: current
                ))
            }
            progress(report.caseCount, cases.count)
        }
        return report
    }
}
