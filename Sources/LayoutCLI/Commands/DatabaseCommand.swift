import LayoutService

/// `layoutstore db status|schema`: where the database stands, without changing it, and what
/// its tables and views hold.
enum DatabaseCommand {
    static let status = CommandSpec(
        name: "status",
        abstract: "Show the database's path, SQLite version, schema version, pending migrations and row counts.",
        discussion: "Opens the database read-only and changes nothing; pending migrations are applied by 'layoutstore init' (or any command that writes).",
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore db status", "layoutstore db status --db cards.sqlite --format json"],
        action: runStatus
    )

    static let schema = CommandSpec(
        name: "schema",
        abstract: "Describe every table and view of the schema and their columns.",
        discussion: "Read from the migrations this binary applies, so it matches every store it opens; needs no database. Tables and views made by migration 8 on also carry their descriptions inside their CREATE statements, which the sqlite3 shell's .schema shows; the earlier tables' descriptions are comments above their CREATE statements in migrations/, which a shipped migration never changes.",
        options: [GlobalOptions.format],
        examples: ["layoutstore db schema", "layoutstore db schema --format json"],
        action: runSchema
    )

    static let spec = CommandSpec(
        name: "db",
        abstract: "Inspect the database file and its schema.",
        options: [GlobalOptions.database],
        examples: ["layoutstore db status", "layoutstore db schema"],
        subcommands: [status, schema]
    )

    private static func runStatus(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let store = try context.store()
        let status = try context.serviceCall { () throws(ServiceError) in try store.status() }
        var list = FigureList(labelColumn: "property")
        list.append("path", .text(store.description))
        list.append("\(store.backendName.lowercased()) version", .text(status.libraryVersion))
        list.append("schema version", .integer(status.schemaVersion))
        list.append("latest schema version", .integer(status.latestSchemaVersion))
        let pending = status.pendingMigrations
        list.append("pending migrations", .text(pending.isEmpty ? "none" : pending.joined(separator: ", ")), key: "pending_migration_count")
        if format == .json { list.figures[list.figures.count - 1].value = .integer(pending.count) }
        list.lists.append((key: "pending_migrations", objects: pending.map { [("name", .cell(.text($0)))] }, tableRows: []))
        list.lists.append((
            key: "tables",
            objects: status.rowCounts.map { [("name", .cell(.text($0.table))), ("rows", .cell(.integer($0.rows)))] },
            tableRows: status.rowCounts.map { [.text("rows in \($0.table)"), .integer($0.rows)] }
        ))
        try context.show(list, as: format)
        return .success
    }

    private static func runSchema(_ context: CommandContext) throws(CLIError) -> ExitCode {
        var table = TableOutput(columns: ["name", "type", "description", "columns"])
        for entry in StoreFile.schemaEntries {
            let columns = entry.columns.map { column in
                let name = entry.primaryKey.contains(column) ? column + "*" : column
                return entry.columnComments[column].map { "\(name): \($0)" } ?? name
            }
            table.append([
                .text(entry.name), .text(entry.isView ? "view" : "table"), .text(entry.comment), .text(columns.joined(separator: "; ")),
            ])
        }
        try context.show(table, as: try context.tableFormat())
        return .success
    }
}
