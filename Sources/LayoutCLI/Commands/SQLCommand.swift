import LayoutHashing
import LayoutService
import LayoutSQL

/// `layoutstore sql "SELECT …"`: any read-only query on a connection that cannot write.
enum SQLCommand {
    static let query = ArgumentSpec(
        name: "query",
        help: "One SQL statement that only reads: SELECT, WITH … SELECT, EXPLAIN, or a PRAGMA without a value; '-' reads it from standard input."
    )
    static let timeLimit = OptionSpec(
        name: "time-limit", kind: .value(valueName: "seconds"), type: Seconds.self,
        help: "Stop the query when it runs longer than this (exit 65).", defaultValue: "5"
    )

    static let spec = CommandSpec(
        name: "sql",
        abstract: "Run a read-only SQL query on the store and print its rows.",
        discussion: """
            The query runs on a connection opened read-only and hardened: PRAGMA query_only, an authorizer that allows only reads, no ATTACH, no extension loading. A statement that would write (INSERT, UPDATE, DELETE, CREATE, DROP, VACUUM), attach a database, set a pragma or call load_extension is refused with exit 65, as is SQL that does not compile; nothing is ever changed. Blobs print as x'hex'.

            ON POSTGRESQL (--db postgresql://…): the statement runs in a READ ONLY transaction whose statement_timeout is --time-limit; a write is refused with exit 65, as is a query over its time. Values print as PostgreSQL's text output shows them. layout_nodes and run_change_nodes are there too, as PL/pgSQL functions (migration 1003) with the same arguments, columns and values.

            A RESULT'S NODES: the table-valued function layout_nodes(engine_id, tree_id, proposal_id) gives one row per node of the stored result with that key, as latest_layouts and results list it (columns node_index, path, id, type, x, y, width, height, outer_x, outer_y, outer_width, outer_height, lines as a JSON array, line_count, truncated), unpacking its frames with the decoder the service uses. It is built in here; other SQLite clients load it from libLayoutStoreSQL.so (see the README).

            A RUN'S NODES: run_change_nodes(run_id, revision_id, variant, proposal_id) gives one row per node a run's changed scenario moved, made appear or made disappear (columns kind, node_index, path, id, type, dx, dy, dw, dh; the deltas only for moved nodes), unpacking run_changes.nodes; pass run, revision_id, template and proposal_id of run_change_details.

            THE SCHEMA (* marks the primary key; times are ISO-8601 UTC text; sizes are points):

            \(StoreFile.schemaDocumentation)

            schema_migrations(version*, name, checksum, applied_at): the migrations applied.
            """,
        arguments: [query],
        options: [timeLimit, GlobalOptions.database, GlobalOptions.format, GlobalOptions.noColor],
        examples: [
            "echo 'SELECT count(*) FROM results' | layoutstore sql -",
            "layoutstore sql --time-limit 60 \"SELECT count(*) FROM results r, results s\"",
            "layoutstore sql \"SELECT name, kind FROM models ORDER BY name\" --format table",
            "layoutstore sql \"SELECT count(*) AS results, sum(truncated_texts > 0) AS truncating FROM results\" --format csv",
            "layoutstore sql \"SELECT n.path, n.type, n.outer_x, n.outer_y, n.outer_width, n.outer_height FROM latest_layouts l, layout_nodes(l.engine_id, l.tree_id, l.proposal_id) n WHERE l.model = 'Kyoto' AND l.template = 'wide' AND l.width = 'book-narrow'\" --format table",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let given: String = try context.arguments.argument(query.name) ?? ""
        let seconds = try context.arguments.requiredValue(timeLimit.name, as: Seconds.self).value
        let sql = given == "-" ? String(decoding: context.io.readStandardInput(), as: UTF8.self) : given
        let format = try context.tableFormat()
        let store = try context.store()
        let rows: QueryTable
        do {
            rows = try store.query(sql, timeLimit: seconds, functions: LayoutSQLFunctions.all)
        } catch .store(let cause) {
            throw refusal(cause, store: store, timeLimit: seconds)
        } catch {
            throw CLIError(error, path: store.description)
        }
        var table = TableOutput(columns: rows.columns)
        for row in rows.rows { table.append(row.map(cell)) }
        try context.show(table, as: format)
        return .success
    }

    /// Why a statement was not run: refused, not valid SQL, more than one statement, a value
    /// too big or over the time limit (exit 65), or a database failure (exit 74).
    static func refusal(_ error: StoreError, store: StoreLocation, timeLimit: Double) -> CLIError {
        switch error.kind {
        case .interrupted:
            CLIError(
                message: "The query was stopped after running for its time limit of \(BoundedNumber.text(timeLimit)) s (a recursive CTE without a LIMIT never ends); give '--time-limit <seconds>' to allow more.",
                exitCode: .badData
            )
        case .notAuthorized, .readOnly:
            CLIError(
                message: "The statement was refused: 'sql' only reads (no writes, ATTACH, pragma assignments or extensions); \(store.backendName) said: \(error.message).",
                exitCode: .badData
            )
        case .invalidStatement where isFunctionError(error), .corrupt where isFunctionError(error):
            // The function's own message names its arguments or the result that does not unpack
            // (SQLite: an error of the statement; PostgreSQL: data_corrupted raised by the function).
            CLIError(message: "\(error.message).", exitCode: .badData)
        case .invalidStatement: CLIError(message: "The SQL is not valid: \(error.message).", exitCode: .badData)
        case .multipleStatements: CLIError(message: "'sql' runs exactly one statement: \(error.message).", exitCode: .badData)
        case .tooBig: CLIError(message: "The query builds a value over the 64 MiB 'sql' allows: \(error.message).", exitCode: .badData)
        default: CLIError(error, path: store.description)
        }
    }

    /// Whether `error` is one of LayoutStore's SQL functions refusing its arguments or a stored
    /// value: its message starts with the function's name.
    private static func isFunctionError(_ error: StoreError) -> Bool {
        LayoutSQLFunctions.all.contains { error.message.hasPrefix($0.name + ":") || error.message.hasPrefix($0.signature + ":") }
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
