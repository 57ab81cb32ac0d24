import Foundation
import LayoutEngine
import LayoutService

/// `layoutstore datasette-metadata [--db PATH]`: Datasette's metadata for the store (table,
/// view and column descriptions from the schema's own comments, label columns, and a canned
/// query listing a layout's nodes), printed as JSON for `datasette --metadata`.
enum DatasetteMetadataCommand {
    static let spec = CommandSpec(
        name: "datasette-metadata",
        abstract: "Print the store's Datasette metadata: descriptions, label columns, a query.",
        discussion: """
            Prints JSON for 'datasette STORE --metadata FILE': every table and view with the description its migration gives it, the columns' descriptions where the schema has them, the column that names each row other tables point at (label_column), and the canned query "layout_nodes" (model, template and width in, one row per node out; it needs the extension: --load-extension PATH/libLayoutStoreSQL). The metadata is keyed by the database's name as Datasette derives it from the --db file name. It is made from the schema this layoutstore knows; the file need not exist.
            """,
        options: [GlobalOptions.database],
        examples: [
            "layoutstore datasette-metadata --db store.sqlite > metadata.json",
            "datasette store.sqlite --metadata metadata.json --load-extension .build/debug/libLayoutStoreSQL",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let path = try context.storeName()
        let json = metadata(databaseName: databaseName(of: path), entries: StoreFile.schemaEntries)
        context.io.writeOutput(JSONWriter(style: .pretty).string(json) + "\n")
        return .success
    }

    /// The name Datasette gives the database at `path`: its file name without the extension.
    static func databaseName(of path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The column whose value names a row where a foreign key points at it.
    static let labelColumns: [String: String] = [
        "models": "name", "widths": "name", "engines": "version", "trees": "hash", "approvals": "message",
    ]

    /// The canned query of a layout's nodes, the README's documented query.
    static let nodesQuery = """
        SELECT n.node_index, n.path, n.id, n.type, n.outer_x AS x, n.outer_y AS y, n.outer_width AS width,
               n.outer_height AS height, n.lines, n.truncated
        FROM latest_layouts l, layout_nodes(l.engine_id, l.tree_id, l.proposal_id) n
        WHERE l.model = :model AND l.template = :template AND l.width = :width
        ORDER BY l.engine_id, n.node_index
        """

    /// The metadata document for the database named `databaseName` with `entries`' tables and views.
    static func metadata(databaseName: String, entries: [SchemaDocumentation.Entry]) -> JSONValue {
        let tables = entries.map { entry in
            var members = [JSONMember("description", .string(entry.comment))]
            if let label = labelColumns[entry.name] { members.append(JSONMember("label_column", .string(label))) }
            let columns = entry.columns.compactMap { column in entry.columnComments[column].map { JSONMember(column, .string($0)) } }
            if !columns.isEmpty { members.append(JSONMember("columns", .object(columns))) }
            return JSONMember(entry.name, .object(members))
        }
        let query = JSONValue.object([
            JSONMember("title", .string("A layout's nodes")),
            JSONMember("description", .string("Every node's outer frame of a model's current layout at a template and a named width (needs the LayoutStoreSQL extension).")),
            JSONMember("sql", .string(nodesQuery)),
        ])
        return .object([
            JSONMember("title", .string("LayoutStore")),
            JSONMember("description", .string("Models, their revisions, and every layout the engine produced of them.")),
            JSONMember("databases", .object([
                JSONMember(databaseName, .object([
                    JSONMember("tables", .object(tables)),
                    JSONMember("queries", .object([JSONMember("layout_nodes", query)])),
                ])),
            ])),
        ])
    }
}
