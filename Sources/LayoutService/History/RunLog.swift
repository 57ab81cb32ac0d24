import LayoutEngine

/// The recompute runs a ledger holds and what each changed, read (never computed).
struct RunLog {
    let ledger: any ResultLedger

    /// Every run, newest first.
    func runs() throws(ServiceError) -> [Run] {
        try inContext("listing runs") { try ledger.runs() }
    }

    /// The run with id `id`.
    func run(_ id: Int64) throws(ServiceError) -> Run {
        guard let run = try inContext("reading run \(id)", { try ledger.run(id: id) }) else { throw .unknownRun(id) }
        return run
    }

    /// A run's changes (of `status` only, when given) in key order: all, or the window `page` selects.
    func changes(_ runID: Int64, status: String? = nil, page: RowWindow? = nil) throws(ServiceError) -> [RunChange] {
        let run = try run(runID)
        var names = ScenarioNames(ledger: ledger)
        return try recordedChanges(runID, status: status, page: page).map { change throws(ServiceError) in try names.change(change, of: run) }
    }

    /// A run's changes summarised by the store: nothing is read per change but the windows.
    func summary(_ runID: Int64, largest: Int, page: RowWindow) throws(ServiceError) -> RunSummary {
        let run = try run(runID)
        var names = ScenarioNames(ledger: ledger)
        let (groups, largestChanges, rows) = try inContext("summarising the changes of run \(runID)") {
            try ledger.read {
                (
                    try ledger.runChangeGroups(runID: runID), try ledger.largestRunChanges(runID: runID, limit: largest),
                    try ledger.recordedChanges(runID: runID, status: nil, page: page)
                )
            }
        }
        var widthNames: [Int64: String] = [:]
        for group in groups where widthNames[group.proposalID] == nil {
            widthNames[group.proposalID] = ScenarioLabel.width(
                try names.width(ofProposal: group.proposalID), sizeCategory: try names.proposal(group.proposalID).sizeCategory
            )
        }
        return RunSummary(
            run: run, groups: groups, widthNames: widthNames,
            largest: try largestChanges.map { change throws(ServiceError) in try names.change(change, of: run) },
            rows: try rows.map { change throws(ServiceError) in try names.change(change, of: run) }, window: page
        )
    }

    /// A run's new and changed scenarios with their stored results: the run's engine's (new)
    /// and the compared engine's (old, when the run compared with one and it has the scenario),
    /// read from the store, never computed.
    func changeResults(_ runID: Int64) throws(ServiceError) -> [RunChangeResults] {
        let run = try run(runID)
        var names = ScenarioNames(ledger: ledger)
        var results: [RunChangeResults] = []
        for change in try recordedChanges(runID) where change.status != "failed" {
            let proposal = try ledger.storedProposal(id: change.proposalID).size
            let named = try names.change(change, of: run)
            let scenario = "\(named.model) r\(named.revision) (\(named.template)) at \(ScenarioLabel.width(named.width, sizeCategory: named.sizeCategory))"
            func result(of engineID: Int64) throws(ServiceError) -> LayoutResult? {
                try ledger.storedScenarioResult(engineID: engineID, revisionID: change.revisionID, template: change.variant, proposalID: change.proposalID)
                    .map { stored throws(ServiceError) in try ledger.storedLayout(stored, proposal: proposal) }
            }
            guard let new = try result(of: run.engineID) else { throw .notLaidOut(engineID: run.engineID, scenario: scenario) }
            let old = try run.againstEngineID.flatMap { engineID throws(ServiceError) in try result(of: engineID) }
            results.append(RunChangeResults(change: named, old: old, new: new))
        }
        return results
    }

    /// The recorded changes of run `runID`, which must exist: all (of `status`), or the window `page` selects.
    private func recordedChanges(_ runID: Int64, status: String? = nil, page: RowWindow? = nil) throws(ServiceError) -> [RecordedChange] {
        _ = try run(runID)
        return try inContext("reading the changes of run \(runID)") { try ledger.recordedChanges(runID: runID, status: status, page: page) }
    }
}
