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

    /// A run's new, changed and failed scenarios, in key order.
    func changes(_ runID: Int64) throws(ServiceError) -> [RunChange] {
        var names = ScenarioNames(ledger: ledger)
        return try recordedChanges(runID).map { change throws(ServiceError) in try names.change(change) }
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
            let named = try names.change(change)
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

    /// The recorded changes of run `runID`, which must exist.
    private func recordedChanges(_ runID: Int64) throws(ServiceError) -> [RecordedChange] {
        _ = try run(runID)
        return try inContext("reading the changes of run \(runID)") { try ledger.recordedChanges(runID: runID) }
    }
}
