import LayoutPostgres
import LayoutStorage

/// The engines results were computed with (`engines`).
extension PostgresLedger {
    private static let columns = "id, version, fingerprint, options, created_at"

    /// The stored engine with this identity, or nil: a read only, which waits for no writer.
    public func existingEngine(version: String, fingerprint: String) throws(PostgresError) -> RegisteredEngine? {
        try row("SELECT \(Self.columns) FROM engines WHERE version = $1 AND fingerprint = $2", [.text(version), .text(fingerprint)])
            .map(Self.engine)
    }

    /// The stored engine with this identity, inserting it when new.
    public func registerEngine(version: String, fingerprint: String, options: String, at time: String) throws(PostgresError) -> RegisteredEngine {
        if let existing = try existingEngine(version: version, fingerprint: fingerprint) { return existing }
        let id = try insertReturningID(
            "INSERT INTO engines (version, fingerprint, options, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
            [.text(version), .text(fingerprint), .text(options), .text(time)]
        )
        return RegisteredEngine(id: id, version: version, fingerprint: fingerprint, options: options, createdAt: time)
    }

    /// The engine with row id `id`.
    public func engine(id: Int64) throws(PostgresError) -> RegisteredEngine? {
        try row("SELECT \(Self.columns) FROM engines WHERE id = $1", [.integer(id)]).map(Self.engine)
    }

    /// Moves an engine's creation time back to `time` when `time` is earlier (an import
    /// bringing an engine the store registered later).
    public func keepEarliestCreation(engineID: Int64, at time: String) throws(PostgresError) {
        try execute(
            #"UPDATE engines SET created_at = $1 WHERE id = $2 AND created_at COLLATE "C" > $1"#,
            [.text(time), .integer(engineID)]
        )
    }

    /// Every engine, oldest first.
    public func engines() throws(PostgresError) -> [RegisteredEngine] {
        try rows("SELECT \(Self.columns) FROM engines ORDER BY id").map(Self.engine)
    }

    /// How many results each engine holds, by engine id (engines without results are absent).
    public func resultCountsByEngine() throws(PostgresError) -> [Int64: Int] {
        var counts: [Int64: Int] = [:]
        for row in try rows("SELECT engine_id, count(*) AS results FROM results GROUP BY engine_id") {
            counts[try row.value(Int64.self, named: "engine_id")] = try row.value(named: "results")
        }
        return counts
    }

    /// The most recently used engine other than `engineID` that has results: what a batch
    /// compares with by default.
    public func previousEngine(before engineID: Int64) throws(PostgresError) -> RegisteredEngine? {
        try row("""
            SELECT \(Self.columns) FROM engines e
            WHERE e.id <> $1 AND EXISTS (SELECT 1 FROM scenario_trees s WHERE s.engine_id = e.id)
            ORDER BY (SELECT max(id) FROM runs WHERE engine_id = e.id) DESC NULLS LAST, e.id DESC LIMIT 1
            """, [.integer(engineID)]).map(Self.engine)
    }

    /// The engine marked current (`current_engine`), or nil when none is.
    public func currentEngine() throws(PostgresError) -> RegisteredEngine? {
        try row("SELECT \(Self.columns) FROM engines WHERE id = (SELECT engine_id FROM current_engine WHERE id = 1)")
            .map(Self.engine)
    }

    /// Marks engine `engineID` current from `time` on (an engine already current keeps its time).
    public func setCurrentEngine(engineID: Int64, at time: String) throws(PostgresError) {
        try execute("""
            INSERT INTO current_engine (id, engine_id, chosen_at) VALUES (1, $1, $2)
            ON CONFLICT (id) DO UPDATE SET engine_id = excluded.engine_id, chosen_at = excluded.chosen_at
            WHERE current_engine.engine_id <> excluded.engine_id
            """, [.integer(engineID), .text(time)])
    }

    /// The engine holding the most baselines (the newest on a tie), or nil without baselines.
    public func baselineEngine() throws(PostgresError) -> RegisteredEngine? {
        try row("""
            SELECT e.id, e.version, e.fingerprint, e.options, e.created_at FROM engines e
            JOIN (SELECT engine_id, count(*) AS baselines FROM baselines GROUP BY engine_id) b ON b.engine_id = e.id
            ORDER BY b.baselines DESC, e.id DESC LIMIT 1
            """).map(Self.engine)
    }

    private static func engine(_ row: Row) throws(PostgresError) -> RegisteredEngine {
        RegisteredEngine(
            id: try row.value(named: "id"), version: try row.value(named: "version"), fingerprint: try row.value(named: "fingerprint"),
            options: try row.value(named: "options"), createdAt: try row.value(named: "created_at")
        )
    }
}
