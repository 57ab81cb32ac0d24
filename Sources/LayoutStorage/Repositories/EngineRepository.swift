/// A row of `engines`: an engine identity and the options that produced it.
public struct StoredEngine: Hashable, Sendable {
    public var id: Int64
    public var version: String
    public var fingerprint: String
    /// The options as a JSON object.
    public var options: String
    public var createdAt: String
}

/// The engines results were computed with (`engines`).
public struct EngineRepository {
    let db: Database

    public init(_ db: Database) {
        self.db = db
    }

    private static let columns = "id, version, fingerprint, options, created_at"

    /// The stored engine with this identity, inserting it when new.
    public func engine(version: String, fingerprint: String, options: String, at time: String) throws(DatabaseError) -> StoredEngine {
        let lookup = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM engines WHERE version = ? AND fingerprint = ?")
        lookup.bind(version, at: 1)
        lookup.bind(fingerprint, at: 2)
        let existing = try lookup.step() ? Self.engine(lookup) : nil
        lookup.reset()
        if let existing { return existing }
        try db.cachedStatement(sql: "INSERT INTO engines (version, fingerprint, options, created_at) VALUES (?, ?, ?, ?)")
            .execute([.text(version), .text(fingerprint), .text(options), .text(time)])
        return StoredEngine(id: db.lastInsertRowID, version: version, fingerprint: fingerprint, options: options, createdAt: time)
    }

    /// The engine with row id `id`.
    public func engine(id: Int64) throws(DatabaseError) -> StoredEngine? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM engines WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? Self.engine(statement) : nil
    }

    /// Every engine, oldest first.
    public func engines() throws(DatabaseError) -> [StoredEngine] {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.columns) FROM engines ORDER BY id")
        var engines: [StoredEngine] = []
        try statement.forEachRow { engines.append(Self.engine($0)) }
        return engines
    }

    /// The most recently used engine other than `engineID` that has results: what a batch
    /// compares with by default.
    public func previousEngine(before engineID: Int64) throws(DatabaseError) -> StoredEngine? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.columns) FROM engines e
            WHERE e.id <> ? AND EXISTS (SELECT 1 FROM scenario_trees s WHERE s.engine_id = e.id)
            ORDER BY (SELECT max(id) FROM runs WHERE engine_id = e.id) DESC NULLS LAST, e.id DESC LIMIT 1
            """)
        statement.bind(engineID, at: 1)
        defer { statement.reset() }
        return try statement.step() ? Self.engine(statement) : nil
    }

    private static func engine(_ row: Statement) -> StoredEngine {
        StoredEngine(
            id: row.int64(at: 0), version: row.string(at: 1) ?? "", fingerprint: row.string(at: 2) ?? "",
            options: row.string(at: 3) ?? "{}", createdAt: row.string(at: 4) ?? ""
        )
    }
}
