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
        var table = TableOutput(columns: ["property", "value"])
        table.append([.text("path"), .text(store.path)])
        table.append([.text("sqlite version"), .text(Database.sqliteVersion)])
        table.append([.text("schema version"), .integer(migrations.currentVersion)])
        table.append([.text("latest schema version"), .integer(migrations.latestKnownVersion)])
        let pending = migrations.pending.map(\.label).joined(separator: ", ")
        table.append([.text("pending migrations"), .text(pending.isEmpty ? "none" : pending)])
        do {
            for (name, count) in try rowCounts(database) { table.append([.text("rows in \(name)"), .integer(count)]) }
        } catch {
            throw CLIError(error, path: store.path)
        }
        try context.show(table, as: format)
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
