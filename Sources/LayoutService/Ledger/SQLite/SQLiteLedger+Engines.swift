import LayoutStorage

/// The engines results were computed with (`engines`).
extension SQLiteLedger {
    private static let columns = "id, version, fingerprint, options, created_at"

    /// The stored engine with this identity, or nil: a read only, which takes no write lock.
    public func existingEngine(version: String, fingerprint: String) throws(DatabaseError) -> RegisteredEngine? {
        let lookup = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM engines WHERE version = ? AND fingerprint = ?")
        lookup.bind(version, at: 1)
        lookup.bind(fingerprint, at: 2)
        defer { lookup.reset() }
        return try lookup.step() ? try Self.engine(lookup) : nil
    }

    /// The stored engine with this identity, inserting it when new.
    public func registerEngine(version: String, fingerprint: String, options: String, at time: String) throws(DatabaseError) -> RegisteredEngine {
        if let existing = try existingEngine(version: version, fingerprint: fingerprint) { return existing }
        try db.cachedStatement(sql: "INSERT INTO engines (version, fingerprint, options, created_at) VALUES (?, ?, ?, ?)")
            .execute([.text(version), .text(fingerprint), .text(options), .text(time)])
        return RegisteredEngine(id: db.lastInsertRowID, version: version, fingerprint: fingerprint, options: options, createdAt: time)
    }

    /// The engine with row id `id`.
    public func engine(id: Int64) throws(DatabaseError) -> RegisteredEngine? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM engines WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.engine(statement) : nil
    }

    /// Moves an engine's creation time back to `time` when `time` is earlier (an import
    /// bringing an engine the store registered later).
    public func keepEarliestCreation(engineID: Int64, at time: String) throws(DatabaseError) {
        try db.cachedStatement(sql: "UPDATE engines SET created_at = ?1 WHERE id = ?2 AND created_at > ?1")
            .execute([.text(time), .integer(engineID)])
    }

    /// Every engine, oldest first.
    public func engines() throws(DatabaseError) -> [RegisteredEngine] {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM engines ORDER BY id")
        var engines: [RegisteredEngine] = []
        try statement.forEachRow { row throws(DatabaseError) in engines.append(try Self.engine(row)) }
        return engines
    }

    /// How many results each engine holds, by engine id (engines without results are absent).
    public func resultCountsByEngine() throws(DatabaseError) -> [Int64: Int] {
        let statement = try db.cachedStatement(sql: "SELECT engine_id, count(*) FROM results GROUP BY engine_id")
        var counts: [Int64: Int] = [:]
        try statement.forEachRow { row throws(DatabaseError) in counts[try row.requiredInt64(at: 0)] = try row.requiredInt(at: 1) }
        return counts
    }

    /// The most recently used engine other than `engineID` that has results: what a batch
    /// compares with by default.
    public func previousEngine(before engineID: Int64) throws(DatabaseError) -> RegisteredEngine? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.columns) FROM engines e
            WHERE e.id <> ? AND EXISTS (SELECT 1 FROM scenario_trees s WHERE s.engine_id = e.id)
            ORDER BY (SELECT max(id) FROM runs WHERE engine_id = e.id) DESC NULLS LAST, e.id DESC LIMIT 1
            """)
        statement.bind(engineID, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.engine(statement) : nil
    }

    /// The engine marked current (`current_engine`), or nil when none is.
    public func currentEngine() throws(DatabaseError) -> RegisteredEngine? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.columns) FROM engines WHERE id = (SELECT engine_id FROM current_engine WHERE id = 1)
            """)
        defer { statement.reset() }
        return try statement.step() ? try Self.engine(statement) : nil
    }

    /// Marks engine `engineID` current from `time` on.
    public func setCurrentEngine(engineID: Int64, at time: String) throws(DatabaseError) {
        refuseInsidePage("marking an engine current")
        try db.cachedStatement(sql: """
            INSERT INTO current_engine (id, engine_id, chosen_at) VALUES (1, ?1, ?2)
            ON CONFLICT (id) DO UPDATE SET engine_id = excluded.engine_id, chosen_at = excluded.chosen_at
            WHERE current_engine.engine_id <> excluded.engine_id
            """).execute([.integer(engineID), .text(time)])
    }

    /// The engine holding the most baselines (the newest on a tie), or nil without baselines.
    public func baselineEngine() throws(DatabaseError) -> RegisteredEngine? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.columns) FROM engines e
            JOIN (SELECT engine_id, count(*) AS baselines FROM baselines GROUP BY engine_id) b ON b.engine_id = e.id
            ORDER BY b.baselines DESC, e.id DESC LIMIT 1
            """)
        defer { statement.reset() }
        return try statement.step() ? try Self.engine(statement) : nil
    }

    private static func engine(_ row: Statement) throws(DatabaseError) -> RegisteredEngine {
        RegisteredEngine(
            id: try row.requiredInt64(at: 0), version: try row.requiredString(at: 1), fingerprint: try row.requiredString(at: 2),
            options: try row.requiredString(at: 3), createdAt: try row.requiredString(at: 4)
        )
    }
}
