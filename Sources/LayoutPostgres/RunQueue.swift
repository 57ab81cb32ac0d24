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

    /// Adds a run's pages, numbered from 0 in order, each pending, with the scenarios each is to
    /// lay out (`plannedScenarios[i]` for page `i`; none given: 0). Call it inside the write
    /// transaction that records the run, so a run is never seen without its pages.
    public func enqueue(
        runID: Int64, pages: [ClosedRange<Int64>], plannedScenarios: [Int] = [], on connection: PostgresConnection
    ) throws(PostgresError) {
        precondition(connection.isInTransaction, "enqueue a run's pages in the transaction that records the run")
        precondition(plannedScenarios.isEmpty || plannedScenarios.count == pages.count, "one planned count per page")
        let rows = pages.enumerated().map { number, revisions -> [DatabaseValue] in
            let planned = plannedScenarios.isEmpty ? 0 : plannedScenarios[number]
            return [.integer(runID), .integer(Int64(number)), .integer(revisions.lowerBound), .integer(revisions.upperBound), .integer(Int64(planned))]
        }
        try connection.executeBatch(
            sql: """
                INSERT INTO run_pages (run_id, page, first_revision_id, last_revision_id, planned_scenarios)
                VALUES ($1, $2, $3, $4, $5)
                """,
            arguments: rows
        )
    }

    /// The runs with pages not yet done, oldest first: what a worker not given a run drains.
    public func openRuns(on connection: PostgresConnection) throws(PostgresError) -> [Int64] {
        try connection.fetchAll(sql: "SELECT DISTINCT run_id FROM run_pages WHERE state <> 'done' ORDER BY run_id")
            .map { row throws(PostgresError) in try row.value(Int64.self, named: "run_id") }
    }

    /// Whether run `runID` was spread over the queue (it has pages).
    public func hasPages(runID: Int64, on connection: PostgresConnection) throws(PostgresError) -> Bool {
        try connection.fetchValue(Bool.self, sql: "SELECT EXISTS (SELECT 1 FROM run_pages WHERE run_id = $1)", arguments: [.integer(runID)]) ?? false
    }

    /// Whether every page of run `runID` other than `page` is done: asked by the transaction
    /// completing `page`, under the writers' lock, to tell whether it finishes the run.
    public func isLastOpenPage(_ page: RunPage, on connection: PostgresConnection) throws(PostgresError) -> Bool {
        let open = try connection.fetchValue(
            Int.self, sql: "SELECT count(*) FROM run_pages WHERE run_id = $1 AND page <> $2 AND state <> 'done'",
            arguments: [.integer(page.runID), .integer(page.number)]
        )
        return open == 0
    }

    /// Who worked on run `runID`: each worker's completed pages and scenarios, whether it holds
    /// a live lease now, and the seconds since its last claim or heartbeat (server clock); with
    /// the run's throughput figures.
    public func activity(runID: Int64, on connection: PostgresConnection) throws(PostgresError) -> QueueActivity {
        let workers = try connection.fetchAll(
            sql: """
                SELECT worker,
                       count(*) FILTER (WHERE state = 'done') AS pages,
                       coalesce(sum(scenarios) FILTER (WHERE state = 'done'), 0)::bigint AS scenarios,
                       bool_or(state = 'claimed' AND lease_expires_at >= clock_timestamp()) AS live,
                       extract(epoch FROM clock_timestamp() - max(greatest(heartbeat_at, completed_at)))::float8 AS idle
                FROM run_pages WHERE run_id = $1 AND worker IS NOT NULL
                GROUP BY worker ORDER BY worker
                """,
            arguments: [.integer(runID)]
        )
        let timing = try connection.fetchOne(
            sql: """
                SELECT extract(epoch FROM coalesce(max(completed_at) FILTER (WHERE NOT open), clock_timestamp()) - min(claimed_at))::float8 AS elapsed,
                       coalesce(sum(scenarios) FILTER (WHERE completed_at >= clock_timestamp() - interval '1 minute'), 0)::bigint AS last_minute
                FROM (SELECT *, bool_or(state <> 'done') OVER () AS open FROM run_pages WHERE run_id = $1) AS pages
                """,
            arguments: [.integer(runID)]
        )
        guard let timing else { preconditionFailure("an aggregate query returns one row") }
        return QueueActivity(
            workers: try workers.map { row throws(PostgresError) in
                WorkerActivity(
                    name: try row.value(String.self, named: "worker"), pagesDone: try row.value(Int.self, named: "pages"),
                    scenarios: try row.value(Int.self, named: "scenarios"), holdsLease: try row.value(Bool.self, named: "live"),
                    secondsSinceSeen: try row.value(Double.self, named: "idle")
                )
            },
            elapsedSeconds: try timing.value(Double?.self, named: "elapsed"),
            scenariosLastMinute: try timing.value(Int.self, named: "last_minute")
        )
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
                       coalesce(sum(scenarios) FILTER (WHERE state = 'done'), 0)::bigint AS scenarios_done,
                       coalesce(sum(planned_scenarios), 0)::bigint AS scenarios_planned
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
            scenariosDone: try counts.value(Int.self, named: "scenarios_done"),
            scenariosPlanned: try counts.value(Int.self, named: "scenarios_planned")
        )
    }

    /// The arguments `$1 $2 $3` that name a page and the claim held on it.
    private func heldClaim(_ claim: PageClaim) -> [DatabaseValue] {
        [.integer(claim.page.runID), .integer(claim.page.number), .integer(claim.claim)]
    }
}
