import LayoutStorage
import Testing
@testable import LayoutService

@Suite struct SchemaDocumentationTests {
    @Test func documentsExactlyTheTablesViewsAndColumnsOfAMigratedDatabase() throws {
        let database = try Database(path: ":memory:")
        _ = try Migrator().migrate(database)
        let objects = try database.fetchAll(sql: """
            SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'
              AND name <> 'schema_migrations' ORDER BY name
            """).map { try $0.decode(String.self, at: 0) }
        let entries = SchemaDocumentation.entries(of: Migrator().migrations)
        #expect(entries.map(\.name).sorted() == objects)
        for entry in entries where !entry.columns.isEmpty {
            let columns = try database.fetchAll(sql: "SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", arguments: [.text(entry.name)])
            #expect(entry.columns == columns.map { try! $0.decode(String.self, at: 0) }, "columns of \(entry.name)")
            let keys = Set(columns.filter { (try? $0.decode(Int.self, at: 1)) ?? 0 > 0 }.map { try! $0.decode(String.self, at: 0) })
            #expect(entry.primaryKey == keys, "primary key of \(entry.name)")
            #expect(!entry.comment.isEmpty, "comment of \(entry.name)")
        }
    }

    @Test func readsCommentsColumnsKeysAlterationsAndDrops() {
        let migrations = [
            Migration(version: 1, name: "one", sql: """
                -- Things.
                -- Two lines.
                CREATE TABLE things (
                    id   INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    UNIQUE (name)
                ) STRICT;

                CREATE TABLE pairs (
                    a INTEGER,
                    b INTEGER,
                    PRIMARY KEY (a, b)
                );
                -- Gone soon.
                CREATE VIEW gone AS SELECT 1;
                """),
            Migration(version: 2, name: "two", sql: "ALTER TABLE things ADD COLUMN size REAL;\nDROP VIEW gone;\n"),
        ]
        #expect(SchemaDocumentation.entries(of: migrations) == [
            .init(name: "things", comment: "Things. Two lines.", columns: ["id", "name", "size"], primaryKey: ["id"]),
            .init(name: "pairs", comment: "", columns: ["a", "b"], primaryKey: ["a", "b"]),
        ])
        #expect(SchemaDocumentation.text(of: migrations) == "things(id*, name, size): Things. Two lines.\n\npairs(a*, b*)")
    }
}
