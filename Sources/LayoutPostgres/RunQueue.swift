import LayoutStorage

/// The queue of a distributed recompute in PostgreSQL: a run's pages in `run_pages`, claimed by
/// any number of workers on any machines with `SELECT … FOR UPDATE SKIP LOCKED`
/// (https://www.postgresql.org/docs/current/sql-select.html#SQL-FOR-UPDATE-SHARE) under a lease.
///
/// Leases run on the server's clock. A worker renews its lease by heartbeats while it works
/// (``renew(_:on:)``), and completes the page (``complete(_:scenarios:on:)``) inside the
/// transaction that writes the page's results, so the results and the completion commit together.
/// A worker that dies loses only its lease: once it expires, the page is claimed again, and the
/// dead worker's claim can never complete it.
public struct RunQueue: Sendable {
    /// How long a claim or a heartbeat holds a page.
    public let lease: Duration

    /// Creates a queue whose claims hold pages for `lease` after each claim or heartbeat.
    public init(lease: Duration = .seconds(30)) {
        precondition(lease > .zero, "a lease must last")
        self.lease = lease
    }

    private var leaseSeconds: DatabaseValue {
        let (seconds, attoseconds) = lease.components
        return .real(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Adds a run's pages, numbered from 0 in order, each pending. Call it inside the write
    /// transaction that records the run, so a run is never seen without its pages.
    public func enqueue(runID: Int64, pages: [ClosedRange<Int64>], on connection: PostgresConnection) throws(PostgresError) {
        precondition(connection.isInTransaction, "enqueue a run's pages in the transaction that records the run")
        for (number, revisions) in pages.enumerated() {
            try connection.execute(
                sql: """
                    INSERT INTO run_pages (run_id, page, first_revision_id, last_revision_id)
                    VALUES ($1, $2, $3, $4)
                    """,
                arguments: [.integer(runID), .integer(Int64(number)), .integer(revisions.lowerBound), .integer(revisions.upperBound)]
            )
        }
    }

    /// Claims the first page (of `runID`, or of any run) that is pending or whose lease expired,
    /// skipping pages other workers are claiming this instant; `nil` when there is none.
    /// Runs as its own statement (it commits at once), outside any transaction.
    public func claim(worker: String, runID: Int64? = nil, on connection: PostgresConnection) throws(PostgresError) -> PageClaim? {
        let row = try connection.fetchOne(
            sql: """
                UPDATE run_pages AS p
                SET state = 'claimed', claim = p.claim + 1, worker = $2,
                    claimed_at = clock_timestamp(), heartbeat_at = clock_timestamp(),
                    lease_expires_at = clock_timestamp() + make_interval(secs => $3)
                FROM (
                    SELECT run_id, page FROM run_pages
                    WHERE ($1::bigint IS NULL OR run_id = $1::bigint)
                      AND (state = 'pending' OR (state = 'claimed' AND lease_expires_at < clock_timestamp()))
                    ORDER BY run_id, page
                    LIMIT 1
                    FOR UPDATE SKIP LOCKED
                ) AS next
                WHERE p.run_id = next.run_id AND p.page = next.page
                RETURNING p.run_id, p.page, p.first_revision_id, p.last_revision_id, p.claim
                """,
            arguments: [runID.map(DatabaseValue.integer) ?? .null, .text(worker), leaseSeconds]
        )
        guard let row else { return nil }
        let page = RunPage(
            runID: try row.value(Int64.self, named: "run_id"),
            number: try row.value(Int64.self, named: "page"),
            revisionIDs: try row.value(Int64.self, named: "first_revision_id")...row.value(Int64.self, named: "last_revision_id")
        )
        return PageClaim(page: page, worker: worker, claim: try row.value(Int64.self, named: "claim"))
    }

    /// The heartbeat: extends the lease of a claim still held; `false` when the page was claimed
    /// again by another worker (stop working on it) or completed.
    public func renew(_ claim: PageClaim, on connection: PostgresConnection) throws(PostgresError) -> Bool {
        let changed = try connection.execute(
            sql: """
                UPDATE run_pages
                SET heartbeat_at = clock_timestamp(), lease_expires_at = clock_timestamp() + make_interval(secs => $4)
                WHERE run_id = $1 AND page = $2 AND claim = $3 AND state = 'claimed'
                """,
            arguments: heldClaim(claim) + [leaseSeconds]
        )
        return changed == 1
    }

    /// Marks a claimed page done with the number of scenarios it laid out. Call it inside the
    /// write transaction that stores the page's results; throws ``PageClaimLost`` (which rolls
    /// that transaction back) when the worker no longer holds the claim.
    public func complete(_ claim: PageClaim, scenarios: Int, on connection: PostgresConnection) throws {
        precondition(connection.isInTransaction, "complete a page in the transaction that stores its results")
        let changed = try connection.execute(
            sql: """
                UPDATE run_pages
                SET state = 'done', completed_at = clock_timestamp(), lease_expires_at = NULL, scenarios = $4
                WHERE run_id = $1 AND page = $2 AND claim = $3 AND state = 'claimed'
                """,
            arguments: heldClaim(claim) + [.integer(Int64(scenarios))]
        )
        guard changed == 1 else { throw PageClaimLost(claim: claim) }
    }

    /// Where a run's queue stands now.
    public func progress(runID: Int64, on connection: PostgresConnection) throws(PostgresError) -> QueueProgress {
        let counts = try connection.fetchOne(
            sql: """
                SELECT count(*) FILTER (WHERE state = 'pending') AS pending,
                       count(*) FILTER (WHERE state = 'claimed' AND lease_expires_at >= clock_timestamp()) AS claimed,
                       count(*) FILTER (WHERE state = 'claimed' AND lease_expires_at < clock_timestamp()) AS expired,
                       count(*) FILTER (WHERE state = 'done') AS done,
                       coalesce(sum(scenarios) FILTER (WHERE state = 'done'), 0)::bigint AS scenarios_done
                FROM run_pages WHERE run_id = $1
                """,
            arguments: [.integer(runID)]
        )
        let workers = try connection.fetchAll(
            sql: """
                SELECT DISTINCT worker FROM run_pages
                WHERE run_id = $1 AND state = 'claimed' AND lease_expires_at >= clock_timestamp()
                ORDER BY worker
                """,
            arguments: [.integer(runID)]
        )
        guard let counts else { preconditionFailure("an aggregate query returns one row") }
        return QueueProgress(
            pending: try counts.value(Int.self, named: "pending"),
            claimed: try counts.value(Int.self, named: "claimed"),
            expired: try counts.value(Int.self, named: "expired"),
            done: try counts.value(Int.self, named: "done"),
            workers: try workers.map { row throws(PostgresError) in try row.value(String.self, named: "worker") },
            scenariosDone: try counts.value(Int.self, named: "scenarios_done")
        )
    }

    /// The arguments `$1 $2 $3` that name a page and the claim held on it.
    private func heldClaim(_ claim: PageClaim) -> [DatabaseValue] {
        [.integer(claim.page.runID), .integer(claim.page.number), .integer(claim.claim)]
    }
}
