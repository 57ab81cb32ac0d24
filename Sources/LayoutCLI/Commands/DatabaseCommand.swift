import LayoutService

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
}
