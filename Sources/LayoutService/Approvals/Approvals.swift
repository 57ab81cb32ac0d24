import LayoutEngine
import LayoutModels

/// Approvals: accepting current results as baselines (each scenario laid out through the
/// resolver's one compute-and-store path), undoing the latest, and the approvals log.
struct Approvals {
    let resolver: ScenarioResolver
    /// Who approvals are attributed to.
    let user: String

    var ledger: any ResultLedger { resolver.ledger }
    /// Accepts the selected current results as baselines, in one transaction logged with
    /// `message`, the time and the user; returns the approval's log entry.
    @discardableResult
    func approve(_ selection: ApprovalSelection, message: String) throws(ServiceError) -> Approval {
        let approvalID = try resolver.writing("approving") { () throws -> Int64 in
            let approvalID = try ledger.appendApproval(undoes: nil, at: currentTimestamp(), by: user, message: message)
            var count = 0
            for baseline in try baselinesToApprove(selection, approvalID: approvalID) {
                try ledger.approveBaseline(baseline)
                count += 1
            }
            guard count > 0 else { throw ServiceError.invalidArgument("nothing to approve: the selection covers no scenario") }
            return approvalID
        }
        return try approval(approvalID)
    }

    /// Undoes the latest approval not yet undone: its scenarios get back the baselines they had.
    @discardableResult
    func undoLastApproval(message: String) throws(ServiceError) -> Approval {
        let undoID = try resolver.writing("undoing an approval") { () throws -> Int64 in
            guard let approval = try ledger.latestUndoableApproval() else { throw ServiceError.nothingToUndo }
            let undoID = try ledger.appendApproval(undoes: approval.id, at: currentTimestamp(), by: user, message: message)
            try ledger.revertApproval(approvalID: approval.id, undoID: undoID)
            return undoID
        }
        return try approval(undoID)
    }

    /// The approvals log, oldest first.
    func approvals() throws(ServiceError) -> [Approval] {
        try inContext("reading approvals") { try ledger.approvals() }
    }

    private func approval(_ id: Int64) throws(ServiceError) -> Approval {
        guard let approval = try approvals().last(where: { $0.id == id }) else { throw .corruptStore("approval \(id) is missing") }
        return approval
    }

    /// The number of baselines (stored test cases).
    func baselineCount() throws(ServiceError) -> Int {
        try inContext("counting baselines") { try ledger.baselines(matching: RevisionFilter()).count }
    }

    private func baselinesToApprove(_ selection: ApprovalSelection, approvalID: Int64) throws -> [Baseline] {
        switch selection {
        case .scenario(let name, let template, let widthName, let sizeCategory):
            let (model, revision, value) = try ledger.currentModel(named: name)
            guard let width = try ledger.selectedWidths([widthName]).first else { throw ServiceError.unknownWidth(widthName) }
            let proposal = Proposal.containerWidth(width.width, sizeCategory: sizeCategory)
            return [try currentBaseline(
                model: model.id, revisionID: revision.id, value: value, template: template,
                proposal: (try resolver.proposalID(proposal), proposal), approvalID: approvalID
            )]
        case .filter(let filter):
            let proposals = try resolver.scenarioProposals(filter)
            var baselines: [Baseline] = []
            for revision in try ledger.currentRevisions(after: 0, limit: Int.max, filter: filter.revisionFilter) {
                let value = try ScenarioResolver.decodeModel(revision.content, context: "revision \(revision.revisionID) of \(revision.name)")
                for template in value.templates {
                    for scenario in proposals {
                        baselines.append(try currentBaseline(
                            model: revision.modelID, revisionID: revision.revisionID, value: value, template: template,
                            proposal: (scenario.id, scenario.proposal), approvalID: approvalID
                        ))
                    }
                }
            }
            return baselines
        case .run(let runID):
            let run = try RunLog(ledger: ledger).run(runID)
            return try ledger.recordedChanges(runID: runID, status: nil, page: nil).filter { $0.status != "failed" }.map { change in
                guard let revision = try ledger.revision(id: change.revisionID),
                      let treeID = try ledger.scenarioTree(engineID: run.engineID, revisionID: change.revisionID, variant: change.variant)
                else { throw ServiceError.corruptStore("run \(runID) names a scenario without a result") }
                return Baseline(
                    modelID: revision.modelID, variant: change.variant, proposalID: change.proposalID,
                    revisionID: change.revisionID, engineID: run.engineID, treeID: treeID, approvalID: approvalID
                )
            }
        }
    }

    private func currentBaseline(
        model modelID: Int64, revisionID: Int64, value: Model, template: TemplateName, proposal: (id: Int64, proposal: Proposal),
        approvalID: Int64
    ) throws -> Baseline {
        let tree = try ScenarioResolver.tree(of: value, template: template)
        let (scenario, _) = try resolver.computeAndStore(
            tree, hash: tree.treeHash.hex, proposals: [proposal],
            recordingFor: RevisionTemplate(revisionID: revisionID, template: template), reusingStored: true
        )[0]
        let key = scenario.key
        return Baseline(
            modelID: modelID, variant: template.rawValue, proposalID: key.proposalID, revisionID: revisionID,
            engineID: key.engineID, treeID: key.treeID, approvalID: approvalID
        )
    }
}
