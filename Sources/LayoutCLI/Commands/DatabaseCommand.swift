import LayoutStorage

/// `layoutstore db status`: where the database stands, without changing it.
enum DatabaseCommand {
    static let status = CommandSpec(
        name: "status",
        abstract: "Show the database's path, SQLite version, schema version, pending migrations and row counts.",
        discussion: "Opens the database read-only and changes nothing; pending migrations are applied by 'layoutstore init' (or any command that writes).",
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore db status", "layoutstore db status --db cards.sqlite --format json"],
        action: runStatus
    )

    static let spec = CommandSpec(
        name: "db",
        abstract: "Inspect the database file.",
        options: [GlobalOptions.database],
        examples: ["layoutstore db status"],
        subcommands: [status]
    )

    private static func runStatus(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let store = try context.store()
        let (database, migrations) = try store.inspect()
        var list = FigureList(labelColumn: "property")
        list.append("path", .text(store.path))
        list.append("sqlite version", .text(Database.sqliteVersion))
        list.append("schema version", .integer(migrations.currentVersion))
        list.append("latest schema version", .integer(migrations.latestKnownVersion))
        let pending = migrations.pending.map(\.label)
        list.append("pending migrations", .text(pending.isEmpty ? "none" : pending.joined(separator: ", ")), key: "pending_migration_count")
        if format == .json { list.figures[list.figures.count - 1].value = .integer(pending.count) }
        list.lists.append((key: "pending_migrations", objects: pending.map { [("name", .cell(.text($0)))] }, tableRows: []))
        do {
            let counts = try rowCounts(database)
            list.lists.append((
                key: "tables",
                objects: counts.map { [("name", .cell(.text($0.0))), ("rows", .cell(.integer($0.1)))] },
                tableRows: counts.map { [.text("rows in \($0.0)"), .integer($0.1)] }
            ))
        } catch {
            throw CLIError(error, path: store.path)
        }
        try context.show(list, as: format)
        return .success
    }

    /// Every table of the schema (SQLite's own excepted) with its row count, by name.
    static func rowCounts(_ database: Database) throws(DatabaseError) -> [(String, Int)] {
        let names = try database.fetchAll(
            sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
        var counts: [(String, Int)] = []
        for row in names {
            let name = try row.decode(String.self, at: 0)
            // A table name cannot be bound; it comes from sqlite_schema and is quoted as an identifier.
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            counts.append((name, try database.fetchValue(Int.self, sql: "SELECT count(*) FROM \(quoted)") ?? 0))
        }
        return counts
    }
}
