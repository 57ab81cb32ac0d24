import LayoutPostgres
import LayoutStorage

/// The models a run laid out (`run_models`), baselines by proposal, and the run lock.
extension PostgresLedger {
    /// Records that run `runID` lays out model `modelID` at `revisionID`; false when the run
    /// already laid that model out (a resumed run counts each scenario once).
    public func claimModel(runID: Int64, modelID: Int64, revisionID: Int64) throws(PostgresError) -> Bool {
        try execute(
            "INSERT INTO run_models (run_id, model_id, revision_id) VALUES ($1, $2, $3) ON CONFLICT (run_id, model_id) DO NOTHING",
            [.integer(runID), .integer(modelID), .integer(revisionID)]
        ) > 0
    }

    /// How many baselines are approved at proposal `proposalID`.
    public func baselineCount(proposalID: Int64) throws(PostgresError) -> Int {
        Int(try connection.fetchValue(Int64.self, sql: "SELECT count(*) FROM baselines WHERE proposal_id = $1", arguments: [.integer(proposalID)]) ?? 0)
    }

    /// Removes every baseline at proposal `proposalID` (its approvals log stays) and returns how many.
    public func removeBaselines(proposalID: Int64) throws(PostgresError) -> Int {
        try execute("DELETE FROM baselines WHERE proposal_id = $1", [.integer(proposalID)])
    }

    /// On PostgreSQL a run is a queue of pages (`run_pages`) that any number of processes work
    /// on: a second `recompute` of the same run joins it as one more worker, and each page is
    /// written once, so no lock is needed; the lock given is one that holds nothing.
    public func acquireRunLock() throws(StoreError) -> RunLock? {
        RunLock {}
    }
}
