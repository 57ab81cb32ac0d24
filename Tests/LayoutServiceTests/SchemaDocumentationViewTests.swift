import LayoutStorage
import Testing
@testable import LayoutService

@Suite struct SchemaDocumentationViewTests {
    @Test func readsAViewsDescriptionAndColumnsFromInsideItsCreateStatement() {
        let migrations = [
            Migration(version: 1, name: "one", sql: """
                CREATE TABLE things (
                    id   INTEGER PRIMARY KEY, -- the thing's number
                    name TEXT NOT NULL CHECK (name <> '--') -- what it is called
                ) STRICT;

                CREATE VIEW named_things AS
                -- Things by name.
                -- Two lines.
                SELECT
                    t.name AS thing, -- the name
                    length(t.name) AS size
                FROM things t;
                """),
        ]
        #expect(SchemaDocumentation.entries(of: migrations) == [
            .init(
                name: "things", comment: "", columns: ["id", "name"], primaryKey: ["id"],
                columnComments: ["id": "the thing's number", "name": "what it is called"]
            ),
            .init(
                name: "named_things", comment: "Things by name. Two lines.", columns: ["thing", "size"], primaryKey: [],
                columnComments: ["thing": "the name"], isView: true
            ),
        ])
        #expect(SchemaDocumentation.text(of: migrations).hasSuffix("\n\nnamed_things(thing, size) (view): Things by name. Two lines."))
    }

    @Test func readsATablesDescriptionFromInsideItsCreateStatement() {
        let migrations = [
            Migration(version: 1, name: "one", sql: """
                -- Above.
                CREATE TABLE things (
                    -- Inside, where .schema shows it.
                    -- Two lines.
                    id   INTEGER PRIMARY KEY, -- the thing's number
                    -- not a description: it follows a column
                    name TEXT NOT NULL
                ) STRICT;
                """),
        ]
        #expect(SchemaDocumentation.entries(of: migrations) == [
            .init(
                name: "things", comment: "Above. Inside, where .schema shows it. Two lines.", columns: ["id", "name"], primaryKey: ["id"],
                columnComments: ["id": "the thing's number"]
            ),
        ])
    }

    @Test func theTablesAndViewsOfMigration8CarryTheirDescriptionsInTheirSchemaText() throws {
        let database = try Database(path: ":memory:")
        _ = try Migrator().migrate(database)
        let texts = try database.fetchAll(sql: """
            SELECT name, sql FROM sqlite_schema WHERE name IN ('current_engine', 'latest_layouts') ORDER BY name
            """).map { (try $0.decode(String.self, at: 0), try $0.decode(String.self, at: 1)) }
        #expect(texts.map(\.0) == ["current_engine", "latest_layouts"])
        #expect(texts[0].1.contains("-- The engine commands compute with unless --engine-option chooses another: one row."))
        #expect(texts[0].1.contains("engine_id INTEGER NOT NULL REFERENCES engines (id), -- engines.id of the current engine"))
        #expect(texts[1].1.contains("-- The stored layouts of every model's current revision by the current engine"))
    }
}
