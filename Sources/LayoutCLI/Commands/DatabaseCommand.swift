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
        var table = TableOutput(columns: ["property", "value"])
        table.append([.text("path"), .text(store.path)])
        table.append([.text("sqlite version"), .text(status.libraryVersion)])
        table.append([.text("schema version"), .integer(status.schemaVersion)])
        table.append([.text("latest schema version"), .integer(status.latestSchemaVersion)])
        let pending = status.pendingMigrations.joined(separator: ", ")
        table.append([.text("pending migrations"), .text(pending.isEmpty ? "none" : pending)])
        for (name, count) in status.rowCounts { table.append([.text("rows in \(name)"), .integer(count)]) }
        context.io.writeOutput(table.rendered(as: format, style: try context.globals().outputStyle))
        return .success
    }
}
