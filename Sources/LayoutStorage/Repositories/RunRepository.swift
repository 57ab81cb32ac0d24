/// A row of `runs`: a batch recompute, its progress and its counts.
public struct StoredRun: Hashable, Sendable {
    public var id: Int64
    public var engineID: Int64
    public var againstEngineID: Int64?
    /// The filter as a JSON object.
    public var filter: String
    public var startedAt: String
    public var finishedAt: String?
    /// The last revision whose scenarios are all committed.
    public var cursorRevisionID: Int64
    public var counts: RunCounts
}

/// How a run's scenarios compared with the engine it ran against.
public struct RunCounts: Hashable, Sendable {
    public var unchanged = 0
    public var changed = 0
    public var new = 0
    public var failed = 0
    /// Layouts actually computed (the rest were already stored).
    public var computed = 0

    public init(unchanged: Int = 0, changed: Int = 0, new: Int = 0, failed: Int = 0, computed: Int = 0) {
        self.unchanged = unchanged
        self.changed = changed
        self.new = new
        self.failed = failed
        self.computed = computed
    }

    /// Every scenario the run has committed.
    public var total: Int { unchanged + changed + new + failed }

    /// The sum of two counts.
    public static func + (lhs: RunCounts, rhs: RunCounts) -> RunCounts {
        RunCounts(
            unchanged: lhs.unchanged + rhs.unchanged, changed: lhs.changed + rhs.changed, new: lhs.new + rhs.new,
            failed: lhs.failed + rhs.failed, computed: lhs.computed + rhs.computed
        )
    }
}

/// A row of `run_changes`: a scenario whose result is new, changed or failed in a run.
public struct StoredRunChange: Hashable, Sendable {
    public var runID: Int64
    public var revisionID: Int64
    public var variant: String
    public var proposalID: Int64
    /// `new`, `changed` or `failed`.
    public var status: String
    public var movedNodes: Int
    public var maxDelta: Double
    /// JSON array of the moved nodes.
    public var moves: String
    public var error: String?

    public init(
        runID: Int64, revisionID: Int64, variant: String, proposalID: Int64, status: String,
        movedNodes: Int = 0, maxDelta: Double = 0, moves: String = "[]", error: String? = nil
    ) {
        self.runID = runID
        self.revisionID = revisionID
        self.variant = variant
        self.proposalID = proposalID
        self.status = status
        self.movedNodes = movedNodes
        self.maxDelta = maxDelta
        self.moves = moves
        self.error = error
    }
}

/// Recompute runs and their per-scenario changes (`runs`, `run_changes`).
public struct RunRepository {
    let db: Database

    public init(_ db: Database) {
        self.db = db
    }

    private static let columns = """
        id, engine_id, against_engine_id, filter, started_at, finished_at, cursor_revision_id,
        unchanged, changed, new, failed, computed
        """

    /// Starts a run: its record exists before any of its work is written.
    public func start(engineID: Int64, againstEngineID: Int64?, filter: String, at time: String) throws(DatabaseError) -> StoredRun {
        try db.cachedStatement(sql: "INSERT INTO runs (engine_id, against_engine_id, filter, started_at) VALUES (?, ?, ?, ?)")
            .execute([.integer(engineID), againstEngineID.databaseValue, .text(filter), .text(time)])
        return StoredRun(
            id: db.lastInsertRowID, engineID: engineID, againstEngineID: againstEngineID, filter: filter,
            startedAt: time, finishedAt: nil, cursorRevisionID: 0, counts: RunCounts()
        )
    }

    /// The unfinished run of this engine and filter, which a new recompute resumes.
    public func unfinishedRun(engineID: Int64, filter: String) throws(DatabaseError) -> StoredRun? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.columns) FROM runs WHERE engine_id = ? AND filter = ? AND finished_at IS NULL ORDER BY id DESC LIMIT 1
            """)
        statement.bind(engineID, at: 1)
        statement.bind(filter, at: 2)
        defer { statement.reset() }
        return try statement.step() ? Self.run(statement) : nil
    }

    /// The run with id `id`.
    public func run(id: Int64) throws(DatabaseError) -> StoredRun? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM runs WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? Self.run(statement) : nil
    }

    /// Every run, newest first.
    public func runs() throws(DatabaseError) -> [StoredRun] {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM runs ORDER BY id DESC")
        var runs: [StoredRun] = []
        try statement.forEachRow { runs.append(Self.run($0)) }
        return runs
    }

    /// Moves a run's cursor and sets its counts, in the transaction that wrote the batch.
    public func advance(runID: Int64, cursorRevisionID: Int64, counts: RunCounts) throws(DatabaseError) {
        try db.cachedStatement(sql: """
            UPDATE runs SET cursor_revision_id = ?, unchanged = ?, changed = ?, new = ?, failed = ?, computed = ? WHERE id = ?
            """).execute([
                .integer(cursorRevisionID), .integer(Int64(counts.unchanged)), .integer(Int64(counts.changed)),
                .integer(Int64(counts.new)), .integer(Int64(counts.failed)), .integer(Int64(counts.computed)), .integer(runID),
            ])
    }

    /// Marks a run finished.
    public func finish(runID: Int64, at time: String) throws(DatabaseError) {
        try db.cachedStatement(sql: "UPDATE runs SET finished_at = ? WHERE id = ?").execute([.text(time), .integer(runID)])
    }

    /// Records one scenario's change.
    public func insertChange(_ change: StoredRunChange) throws(DatabaseError) {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO run_changes (run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, moves, error)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        statement.bind(change.runID, at: 1)
        statement.bind(change.revisionID, at: 2)
        statement.bind(change.variant, at: 3)
        statement.bind(change.proposalID, at: 4)
        statement.bind(change.status, at: 5)
        statement.bind(change.movedNodes, at: 6)
        statement.bind(change.maxDelta, at: 7)
        statement.bind(change.moves, at: 8)
        statement.bind(change.error.databaseValue, at: 9)
        try statement.execute()
    }

    /// A run's changes in key order.
    public func changes(runID: Int64) throws(DatabaseError) -> [StoredRunChange] {
        let statement = try db.cachedStatement(sql: """
            SELECT run_id, revision_id, variant, proposal_id, status, moved_nodes, max_delta, moves, error
            FROM run_changes WHERE run_id = ? ORDER BY revision_id, variant, proposal_id
            """)
        statement.bind(runID, at: 1)
        var changes: [StoredRunChange] = []
        try statement.forEachRow { row in
            changes.append(StoredRunChange(
                runID: row.int64(at: 0), revisionID: row.int64(at: 1), variant: row.string(at: 2) ?? "",
                proposalID: row.int64(at: 3), status: row.string(at: 4) ?? "", movedNodes: row.int(at: 5),
                maxDelta: row.double(at: 6), moves: row.string(at: 7) ?? "[]", error: row.string(at: 8)
            ))
        }
        return changes
    }

    private static func run(_ row: Statement) -> StoredRun {
        StoredRun(
            id: row.int64(at: 0), engineID: row.int64(at: 1), againstEngineID: row.isNull(at: 2) ? nil : row.int64(at: 2),
            filter: row.string(at: 3) ?? "{}", startedAt: row.string(at: 4) ?? "", finishedAt: row.string(at: 5),
            cursorRevisionID: row.int64(at: 6),
            counts: RunCounts(
                unchanged: row.int(at: 7), changed: row.int(at: 8), new: row.int(at: 9), failed: row.int(at: 10),
                computed: row.int(at: 11)
            )
        )
    }
}
