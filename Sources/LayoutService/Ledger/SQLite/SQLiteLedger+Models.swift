import LayoutStorage

/// Models and their append-only revisions (`models`, `revisions`).
extension SQLiteLedger {
    private static let modelColumns = "id, name, kind, created_at, archived_at"
    private static let revisionColumns = "id, model_id, number, content_hash, content, message, created_at"

    /// The model named `name`, archived or not.
    public func model(named name: String) throws(DatabaseError) -> ModelEntry? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.modelColumns) FROM models WHERE name = ?")
        statement.bind(name, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.model(statement) : nil
    }

    /// The model with row id `id`.
    public func model(id: Int64) throws(DatabaseError) -> ModelEntry? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.modelColumns) FROM models WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.model(statement) : nil
    }

    /// Every model (of `kind` when given), by name; archived ones only when asked.
    public func models(kind: String? = nil, includingArchived: Bool = false) throws(DatabaseError) -> [ModelEntry] {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.modelColumns) FROM models
            WHERE (?1 IS NULL OR kind = ?1) AND (?2 OR archived_at IS NULL) ORDER BY name
            """)
        statement.bind(kind.databaseValue, at: 1)
        statement.bind(includingArchived, at: 2)
        var models: [ModelEntry] = []
        try statement.forEachRow { row throws(DatabaseError) in models.append(try Self.model(row)) }
        return models
    }

    /// Inserts a new model and returns its id.
    public func insertModel(name: String, kind: String, at time: String) throws(DatabaseError) -> Int64 {
        let statement = try db.cachedStatement(sql: "INSERT INTO models (name, kind, created_at) VALUES (?, ?, ?)")
        statement.bind(name, at: 1)
        statement.bind(kind, at: 2)
        statement.bind(time, at: 3)
        try statement.execute()
        return db.lastInsertRowID
    }

    /// Marks a model archived (or live again with nil); its history stays.
    public func setArchived(modelID: Int64, at time: String?) throws(DatabaseError) {
        try db.cachedStatement(sql: "UPDATE models SET archived_at = ? WHERE id = ?")
            .execute([time.databaseValue, .integer(modelID)])
    }

    /// The latest revision of a model.
    public func currentRevision(modelID: Int64) throws(DatabaseError) -> Revision? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.revisionColumns) FROM revisions WHERE model_id = ? ORDER BY number DESC LIMIT 1
            """)
        statement.bind(modelID, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.revision(statement) : nil
    }

    /// The revision with row id `id`.
    public func revision(id: Int64) throws(DatabaseError) -> Revision? {
        let statement = try db.cachedStatement(sql: "SELECT \(Self.revisionColumns) FROM revisions WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? try Self.revision(statement) : nil
    }

    /// A model's revisions, oldest first.
    public func revisions(modelID: Int64) throws(DatabaseError) -> [Revision] {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Self.revisionColumns) FROM revisions WHERE model_id = ? ORDER BY number
            """)
        statement.bind(modelID, at: 1)
        var revisions: [Revision] = []
        try statement.forEachRow { row throws(DatabaseError) in revisions.append(try Self.revision(row)) }
        return revisions
    }

    /// Appends the next revision of a model and returns it.
    public func appendRevision(
        modelID: Int64, contentHash: String, content: String, message: String?, at time: String
    ) throws(DatabaseError) -> Revision {
        refuseInsidePage("appending a revision")
        let number = (try currentRevision(modelID: modelID)?.number ?? 0) + 1
        let statement = try db.cachedStatement(sql: """
            INSERT INTO revisions (model_id, number, content_hash, content, message, created_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        try statement.execute([
            .integer(modelID), .integer(Int64(number)), .text(contentHash), .text(content),
            message.databaseValue, .text(time),
        ])
        return Revision(
            id: db.lastInsertRowID, modelID: modelID, number: number, contentHash: contentHash,
            content: content, message: message, createdAt: time
        )
    }

    /// Up to `limit` current revisions of live models matching `filter` with ids above
    /// `revisionID`, in id order: one page of the batch's stream.
    public func currentRevisions(
        after revisionID: Int64, limit: Int, filter: RevisionFilter
    ) throws(DatabaseError) -> [CurrentRevision] {
        let statement = try db.cachedStatement(sql: """
            SELECT r.id, m.id, m.name, m.kind, r.content
            FROM current_revisions r JOIN models m ON m.id = r.model_id
            WHERE r.id > ?1 AND m.archived_at IS NULL
              AND (?2 IS NULL OR m.kind = ?2) AND (?3 IS NULL OR m.name GLOB ?3)
            ORDER BY r.id LIMIT ?4
            """)
        statement.bind(revisionID, at: 1)
        statement.bind(filter.kind.databaseValue, at: 2)
        statement.bind(filter.namePattern.databaseValue, at: 3)
        statement.bind(limit, at: 4)
        var page: [CurrentRevision] = []
        try statement.forEachRow { row throws(DatabaseError) in
            page.append(CurrentRevision(
                revisionID: try row.requiredInt64(at: 0), modelID: try row.requiredInt64(at: 1), name: try row.requiredString(at: 2),
                kind: try row.requiredString(at: 3), content: try row.requiredString(at: 4)
            ))
        }
        return page
    }

    /// How many current revisions of live models match `filter`.
    public func countCurrentRevisions(filter: RevisionFilter) throws(DatabaseError) -> Int {
        // With a kind, the condition names it alone so the count reads that kind's models
        // through `models_by_kind`, not every model (a batch counts each kind in turn).
        let statement = try db.cachedStatement(sql: filter.kind == nil ? """
            SELECT count(*) FROM models m
            WHERE m.archived_at IS NULL AND ?1 IS NULL AND (?2 IS NULL OR m.name GLOB ?2)
              AND EXISTS (SELECT 1 FROM revisions WHERE model_id = m.id)
            """ : """
            SELECT count(*) FROM models m
            WHERE m.kind = ?1 AND m.archived_at IS NULL AND (?2 IS NULL OR m.name GLOB ?2)
              AND EXISTS (SELECT 1 FROM revisions WHERE model_id = m.id)
            """)
        statement.bind(filter.kind.databaseValue, at: 1)
        statement.bind(filter.namePattern.databaseValue, at: 2)
        defer { statement.reset() }
        return try statement.step() ? try statement.requiredInt(at: 0) : 0
    }

    private static func model(_ row: Statement) throws(DatabaseError) -> ModelEntry {
        ModelEntry(
            id: try row.requiredInt64(at: 0), name: try row.requiredString(at: 1), kind: try row.requiredString(at: 2),
            createdAt: try row.requiredString(at: 3), archivedAt: row.string(at: 4)
        )
    }

    private static func revision(_ row: Statement) throws(DatabaseError) -> Revision {
        Revision(
            id: try row.requiredInt64(at: 0), modelID: try row.requiredInt64(at: 1), number: try row.requiredInt(at: 2),
            contentHash: try row.requiredString(at: 3), content: try row.requiredString(at: 4),
            message: row.string(at: 5), createdAt: try row.requiredString(at: 6)
        )
    }
}
