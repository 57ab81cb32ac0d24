import LayoutPostgres

/// A page's inserts sent together: one round trip per chunk of rows (libpq's pipeline,
/// ``PostgresConnection/executeBatch(sql:arguments:)``) instead of one per row.
extension PostgresLedger {
    /// Runs `body`, which must be inside a write transaction, with the inserts of results,
    /// scenario trees and run changes held back, and sends them at its end in the pipeline.
    /// A read through the ledger inside `body` that could see a held row sends what is held
    /// first (a read of one result only when that result is held; tree shapes are never held),
    /// so it sees every row; a held row that fails fails at the end, inside the same
    /// transaction, which then writes nothing. Nested, the outer call sends.
    func deferringInserts<Result>(_ body: () throws -> Result) throws -> Result {
        precondition(connection.isInTransaction, "held inserts are sent inside the transaction that made them")
        if heldInserts != nil { return try body() }
        heldInserts = HeldInserts()
        defer { heldInserts = nil }
        let result = try body()
        try sendHeldInserts()
        return result
    }

    /// Sends the inserts held back so far, each table's in one batch (none refers to another's
    /// rows: results and scenario trees refer to trees, which are written at once); nothing
    /// when none are held.
    func sendHeldInserts() throws(PostgresError) {
        guard let held = heldInserts, !held.isEmpty else { return }
        heldInserts = HeldInserts()
        if !held.results.isEmpty { try connection.executeBatch(sql: Self.insertResultSQL, arguments: held.results) }
        if !held.scenarioTrees.isEmpty { try connection.executeBatch(sql: Self.recordScenarioTreeSQL, arguments: held.scenarioTrees) }
        if !held.runChanges.isEmpty { try connection.executeBatch(sql: Self.insertRunChangeSQL, arguments: held.runChanges) }
    }
}
