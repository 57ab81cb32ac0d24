import LayoutStorage
import Testing
@testable import LayoutCLI

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
}
