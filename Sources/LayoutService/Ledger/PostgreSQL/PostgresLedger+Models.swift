import LayoutPostgres
import LayoutStorage

/// Models and their append-only revisions (`models`, `revisions`).
extension PostgresLedger {
    private static let modelColumns = "id, name, kind, created_at, archived_at"
    private static let revisionColumns = "id, model_id, number, content_hash, content, message, created_at"

    /// The model named `name`, archived or not.
    public func model(named name: String) throws(PostgresError) -> ModelEntry? {
        try row("SELECT \(Self.modelColumns) FROM models WHERE name = $1", [.text(name)]).map(Self.model)
    }

    /// The model with row id `id`.
    public func model(id: Int64) throws(PostgresError) -> ModelEntry? {
        try row("SELECT \(Self.modelColumns) FROM models WHERE id = $1", [.integer(id)]).map(Self.model)
    }

    /// Every model (of `kind` when given), by name; archived ones only when asked.
    public func models(kind: String? = nil, includingArchived: Bool = false) throws(PostgresError) -> [ModelEntry] {
        try rows("""
            SELECT \(Self.modelColumns) FROM models
            WHERE ($1::text IS NULL OR kind = $1) AND ($2 <> 0 OR archived_at IS NULL) ORDER BY name COLLATE "C"
            """, [kind.databaseValue, .integer(includingArchived ? 1 : 0)]).map(Self.model)
    }

    /// Inserts a new model and returns its id.
    public func insertModel(name: String, kind: String, at time: String) throws(PostgresError) -> Int64 {
        try insertReturningID(
            "INSERT INTO models (name, kind, created_at) VALUES ($1, $2, $3) RETURNING id", [.text(name), .text(kind), .text(time)]
        )
    }

    /// Marks a model archived (or live again with nil); its history stays.
    public func setArchived(modelID: Int64, at time: String?) throws(PostgresError) {
        try execute("UPDATE models SET archived_at = $1 WHERE id = $2", [time.databaseValue, .integer(modelID)])
    }

    /// The latest revision of a model.
    public func currentRevision(modelID: Int64) throws(PostgresError) -> Revision? {
        try row(
            "SELECT \(Self.revisionColumns) FROM revisions WHERE model_id = $1 ORDER BY number DESC LIMIT 1", [.integer(modelID)]
        ).map(Self.revision)
    }

    /// The revision with row id `id`.
    public func revision(id: Int64) throws(PostgresError) -> Revision? {
        try row("SELECT \(Self.revisionColumns) FROM revisions WHERE id = $1", [.integer(id)]).map(Self.revision)
    }

    /// A model's revisions, oldest first.
    public func revisions(modelID: Int64) throws(PostgresError) -> [Revision] {
        try rows("SELECT \(Self.revisionColumns) FROM revisions WHERE model_id = $1 ORDER BY number", [.integer(modelID)])
            .map(Self.revision)
    }

    /// Appends the next revision of a model and returns it (its number read under the writers'
    /// turn, so two machines never take the same).
    public func appendRevision(
        modelID: Int64, contentHash: String, content: String, message: String?, at time: String
    ) throws(PostgresError) -> Revision {
        let number = (try currentRevision(modelID: modelID)?.number ?? 0) + 1
        let id = try insertReturningID("""
            INSERT INTO revisions (model_id, number, content_hash, content, message, created_at)
            VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
            """, [
                .integer(modelID), .integer(Int64(number)), .text(contentHash), .text(content), message.databaseValue, .text(time),
            ])
        return Revision(
            id: id, modelID: modelID, number: number, contentHash: contentHash, content: content, message: message, createdAt: time
        )
    }

    /// Up to `limit` current revisions of live models matching `filter` with ids above
    /// `revisionID`, in id order: one page of the batch's stream.
    public func currentRevisions(
        after revisionID: Int64, limit: Int, filter: RevisionFilter
    ) throws(PostgresError) -> [CurrentRevision] {
        try rows("""
            SELECT r.id AS revision_id, m.id AS model_id, m.name, m.kind, r.content
            FROM current_revisions r JOIN models m ON m.id = r.model_id
            WHERE r.id > $1 AND m.archived_at IS NULL
              AND ($2::text IS NULL OR m.kind = $2) AND ($3::text IS NULL OR m.name ~ $3)
            ORDER BY r.id LIMIT $4
            """, [.integer(revisionID)] + filter.arguments + [.integer(Int64(limit))]).map { row throws(PostgresError) in
            CurrentRevision(
                revisionID: try row.value(named: "revision_id"), modelID: try row.value(named: "model_id"),
                name: try row.value(named: "name"), kind: try row.value(named: "kind"), content: try row.value(named: "content")
            )
        }
    }

    /// How many current revisions of live models match `filter`.
    public func countCurrentRevisions(filter: RevisionFilter) throws(PostgresError) -> Int {
        try connection.fetchValue(Int.self, sql: """
            SELECT count(*) FROM models m
            WHERE m.archived_at IS NULL AND ($1::text IS NULL OR m.kind = $1) AND ($2::text IS NULL OR m.name ~ $2)
              AND EXISTS (SELECT 1 FROM revisions WHERE model_id = m.id)
            """, arguments: filter.arguments) ?? 0
    }

    private static func model(_ row: Row) throws(PostgresError) -> ModelEntry {
        ModelEntry(
            id: try row.value(named: "id"), name: try row.value(named: "name"), kind: try row.value(named: "kind"),
            createdAt: try row.value(named: "created_at"), archivedAt: try row.value(named: "archived_at")
        )
    }

    private static func revision(_ row: Row) throws(PostgresError) -> Revision {
        Revision(
            id: try row.value(named: "id"), modelID: try row.value(named: "model_id"), number: try row.value(named: "number"),
            contentHash: try row.value(named: "content_hash"), content: try row.value(named: "content"),
            message: try row.value(named: "message"), createdAt: try row.value(named: "created_at")
        )
    }
}
