import LayoutPostgres
import LayoutStorage

/// The models a run laid out (`run_models`), baselines by container width, and the run lock.
extension PostgresLedger {
    /// Records that run `runID` lays out model `modelID` at `revisionID`; false when the run
    /// already laid that model out (a resumed run counts each scenario once).
    public func claimModel(runID: Int64, modelID: Int64, revisionID: Int64) throws(PostgresError) -> Bool {
        try execute(
            "INSERT INTO run_models (run_id, model_id, revision_id) VALUES ($1, $2, $3) ON CONFLICT (run_id, model_id) DO NOTHING",
            [.integer(runID), .integer(modelID), .integer(revisionID)]
        ) > 0
    }

    /// How many baselines are at container width `width` (in any size category).
    public func baselineCount(containerWidth width: Double) throws(PostgresError) -> Int {
        Int(try connection.fetchValue(Int64.self, sql: """
            SELECT count(*) FROM baselines b JOIN proposals p ON p.id = b.proposal_id WHERE p.width = $1 AND p.height IS NULL
            """, arguments: [.real(width)]) ?? 0)
    }

    /// Removes every baseline at container width `width`, in every size category (the approvals
    /// log stays), and returns how many.
    public func removeBaselines(containerWidth width: Double) throws(PostgresError) -> Int {
        try execute("DELETE FROM baselines WHERE proposal_id IN (SELECT id FROM proposals WHERE width = $1 AND height IS NULL)", [.real(width)])
    }

    /// On PostgreSQL a run is a queue of pages (`run_pages`) that any number of processes work
    /// on: a second `recompute` of the same run joins it as one more worker, and each page is
    /// written once, so no lock is needed; the lock given is one that holds nothing.
    public func acquireRunLock() throws(StoreError) -> RunLock? {
        RunLock {}
    }
}
