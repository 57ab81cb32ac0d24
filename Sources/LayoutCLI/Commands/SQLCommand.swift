import LayoutHashing
import LayoutService

/// `layoutstore sql "SELECT …"`: any read-only query on a connection that cannot write.
enum SQLCommand {
    static let query = ArgumentSpec(
        name: "query", help: "One SQL statement that only reads: SELECT, WITH … SELECT, EXPLAIN, or a PRAGMA without a value."
    )

    static let spec = CommandSpec(
        name: "sql",
        abstract: "Run a read-only SQL query on the store and print its rows.",
        discussion: """
            The query runs on a connection opened read-only and hardened: PRAGMA query_only, an authorizer that allows only reads, no ATTACH, no extension loading. A statement that would write (INSERT, UPDATE, DELETE, CREATE, DROP, VACUUM), attach a database, set a pragma or call load_extension is refused with exit 65, as is SQL that does not compile; nothing is ever changed. Blobs print as x'hex'.

            THE SCHEMA (* marks the primary key; times are ISO-8601 UTC text; sizes are points):

            \(StoreFile.schemaDocumentation)

            schema_migrations(version*, name, checksum, applied_at): the migrations applied.
            """,
        arguments: [query],
        options: [GlobalOptions.database, GlobalOptions.format, GlobalOptions.noColor],
        examples: [
            "layoutstore sql \"SELECT name, kind FROM models ORDER BY name\" --format table",
            "layoutstore sql \"SELECT count(*) AS results, sum(truncated_texts > 0) AS truncating FROM results\" --format csv",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let sql: String = try context.arguments.argument(query.name) ?? ""
        let format = try context.tableFormat()
        let store = try context.store()
        let rows: QueryTable
        do {
            rows = try store.query(sql)
        } catch .store(let cause) {
            throw refusal(cause, path: store.path)
        } catch {
            throw CLIError(error, path: store.path)
        }
        var table = TableOutput(columns: rows.columns)
        for row in rows.rows { table.append(row.map(cell)) }
        context.io.writeOutput(table.rendered(as: format, style: try context.globals().outputStyle))
        return .success
    }

    /// Why a statement was not run: refused, not valid SQL, more than one statement or a value
    /// too big (exit 65), or a database failure (exit 74).
    static func refusal(_ error: StoreError, path: String) -> CLIError {
        switch error.kind {
        case .notAuthorized, .readOnly:
            CLIError(
                message: "The statement was refused: 'sql' only reads (no writes, ATTACH, pragma assignments or extensions); SQLite said: \(error.message).",
                exitCode: .badData
            )
        case .invalidStatement: CLIError(message: "The SQL is not valid: \(error.message).", exitCode: .badData)
        case .multipleStatements: CLIError(message: "'sql' runs exactly one statement: \(error.message).", exitCode: .badData)
        case .tooBig: CLIError(message: "The query builds a value over the 64 MiB 'sql' allows: \(error.message).", exitCode: .badData)
        default: CLIError(error, path: path)
        }
    }

    /// A stored value as a table cell; blobs as `x'0a1b'`.
    static func cell(_ value: QueryTable.Value) -> TableCell {
        switch value {
        case .null: return .null
        case .integer(let integer): return .integer(Int(integer))
        case .real(let real): return .number(real)
        case .text(let text): return .text(text)
        case .blob(let bytes):
            return .text("x'" + Hex.encode(bytes) + "'")
        }
    }
}
