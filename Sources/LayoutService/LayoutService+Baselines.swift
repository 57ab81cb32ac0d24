import LayoutEngine
import LayoutModels

extension LayoutService {
    /// Lays out every baseline's revision with the current engine and compares it with the
    /// approved result; coordinates within `tolerance` points agree.
    public func replay(_ filter: ScenarioFilter = .all, tolerance: Double = 0.01) throws(ServiceError) -> ReplayReport {
        let baselines = try inContext("reading baselines") { try ledger.baselines(matching: filter.revisionFilter) }
        let widthValues = try filter.widths.map { names throws(ServiceError) in Set(try ledger.selectedWidths(names).map(\.width)) }
        var names = ScenarioNames(ledger: ledger)
        var report = ReplayReport(caseCount: 0, tolerance: tolerance, failures: [])
        for baseline in baselines {
            let proposal = try names.proposal(baseline.proposalID)
            if let widthValues, proposal.size.height != nil || !widthValues.contains(proposal.size.width ?? -1) { continue }
            if let categories = filter.sizeCategories, !categories.contains(proposal.sizeCategory) { continue }
            guard let template = TemplateName(rawValue: baseline.variant) else {
                throw .corruptStore("baseline template \"\(baseline.variant)\" is unknown")
            }
            let approved = try storedResult(
                ResultKey(engineID: baseline.engineID, treeID: baseline.treeID, proposalID: baseline.proposalID), proposal: proposal.size
            )
            let current = try layout(
                revisionID: baseline.revisionID, template: template, proposal: proposal.size, sizeCategory: proposal.sizeCategory
            )
            report.caseCount += 1
            let diff = LayoutDiff(approved, current, tolerance: tolerance)
            if !diff.isEmpty {
                let (model, revision) = try names.model(ofRevision: baseline.revisionID)
                report.failures.append(ReplayCase(
                    model: model, revision: revision, template: baseline.variant,
                    width: try names.width(ofProposal: baseline.proposalID), sizeCategory: proposal.sizeCategory, diff: diff, approved: approved, current: current
                ))
            }
        }
        return report
    }

    /// The layout of a stored revision's template at `sizeCategory` with the current engine, through the caches.
    public func layout(
        revisionID: Int64, template: TemplateName, proposal size: ProposedSize, sizeCategory: ContentSizeCategory = .default
    ) throws(ServiceError) -> LayoutResult {
        let proposal = Proposal(size, sizeCategory: sizeCategory)
        let revision = try inContext("reading revision \(revisionID)") { try ledger.revision(id: revisionID) }
        guard let revision else { throw .corruptStore("revision \(revisionID) is missing") }
        let model = try Self.decodeModel(revision.content, context: "revision \(revision.number)")
        let tree = try Self.tree(of: model, template: template)
        return try layout(tree: tree, hash: tree.treeHash.hex, proposal: proposal, proposalID: try proposalID(proposal)).result
    }

    /// The layout of revision `number` of a model's template at `sizeCategory` with the current
    /// engine, through the caches.
    public func layout(
        model name: String, revision number: Int, template: TemplateName? = nil, proposal: ProposedSize,
        sizeCategory: ContentSizeCategory = .default
    ) throws(ServiceError) -> LayoutResult {
        guard let revision = try revisions(of: name).first(where: { $0.number == number }) else {
            throw .invalidArgument("model \"\(name)\" has no revision \(number)")
        }
        let model = try Self.decodeModel(revision.content, context: "revision \(number) of \(name)")
        return try layout(revisionID: revision.id, template: template ?? model.templates[0], proposal: proposal, sizeCategory: sizeCategory)
    }

    /// Accepts the selected current results as baselines, in one transaction logged with
    /// `message`, the time and the user; returns the approval's log entry.
    @discardableResult
    public func approve(_ selection: ApprovalSelection, message: String) throws(ServiceError) -> Approval {
        let approvalID = try writing("approving") { () throws -> Int64 in
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
    public func undoLastApproval(message: String) throws(ServiceError) -> Approval {
        let undoID = try writing("undoing an approval") { () throws -> Int64 in
            guard let approval = try ledger.latestUndoableApproval() else { throw ServiceError.nothingToUndo }
            let undoID = try ledger.appendApproval(undoes: approval.id, at: currentTimestamp(), by: user, message: message)
            try ledger.revertApproval(approvalID: approval.id, undoID: undoID)
            return undoID
        }
        return try approval(undoID)
    }

    /// The approvals log, oldest first.
    public func approvals() throws(ServiceError) -> [Approval] {
        try inContext("reading approvals") { try ledger.approvals() }
    }

    private func approval(_ id: Int64) throws(ServiceError) -> Approval {
        guard let approval = try approvals().last(where: { $0.id == id }) else { throw .corruptStore("approval \(id) is missing") }
        return approval
    }

    /// The number of baselines (stored test cases).
    public func baselineCount() throws(ServiceError) -> Int {
        try inContext("counting baselines") { try ledger.baselines(matching: RevisionFilter()).count }
    }

    private func baselinesToApprove(_ selection: ApprovalSelection, approvalID: Int64) throws -> [Baseline] {
        switch selection {
        case .scenario(let name, let template, let widthName, let sizeCategory):
            let (model, revision, value) = try ledger.currentModel(named: name)
            guard let width = try ledger.selectedWidths([widthName]).first else { throw ServiceError.unknownWidth(widthName) }
            return [try currentBaseline(
                model: model.id, revisionID: revision.id, value: value, template: template,
                proposal: .containerWidth(width.width, sizeCategory: sizeCategory), approvalID: approvalID
            )]
        case .filter(let filter):
            let proposals = try scenarioProposals(filter)
            var baselines: [Baseline] = []
            for revision in try ledger.currentRevisions(after: 0, limit: Int.max, filter: filter.revisionFilter) {
                let value = try Self.decodeModel(revision.content, context: "revision \(revision.revisionID) of \(revision.name)")
                for template in value.templates {
                    for scenario in proposals {
                        baselines.append(try currentBaseline(
                            model: revision.modelID, revisionID: revision.revisionID, value: value, template: template,
                            proposal: scenario.proposal, approvalID: approvalID
                        ))
                    }
                }
            }
            return baselines
        case .run(let runID):
            let run = try run(runID)
            return try ledger.recordedChanges(runID: runID).filter { $0.status != "failed" }.map { change in
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
        model modelID: Int64, revisionID: Int64, value: Model, template: TemplateName, proposal: Proposal, approvalID: Int64
    ) throws -> Baseline {
        let tree = try Self.tree(of: value, template: template)
        let (key, _) = try ensureResult(of: tree, hash: tree.treeHash.hex, proposal: proposal)
        try recordTree(key.treeID, of: RevisionTemplate(revisionID: revisionID, template: template), engineID: engine.id)
        return Baseline(
            modelID: modelID, variant: template.rawValue, proposalID: key.proposalID, revisionID: revisionID,
            engineID: engine.id, treeID: key.treeID, approvalID: approvalID
        )
    }
}
