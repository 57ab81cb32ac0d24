import Foundation
import LayoutEngine
import LayoutStorage
import Testing
@testable import LayoutCLI

@Suite struct DatasetteMetadataCommandTests {
    @Test func describesEveryTableAndViewUnderTheDatabasesNameWithExistingLabelColumns() throws {
        let store = try TestStoreFile()
        let run = store.run(["datasette-metadata"])
        #expect(run.status == 0, "\(run.error)")
        let json = try JSONParser.parse(run.output)
        // Datasette names a database after its file name without the extension: store.sqlite -> store.
        let database = try #require(json["databases"]?["store"])
        let tables = try #require(database["tables"]?.objectMembers)

        let opened = try Database(path: store.path, access: .readOnly)
        let names = try opened.fetchAll(sql: """
            SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'
              AND name <> 'schema_migrations' ORDER BY name
            """).map { try $0.decode(String.self, at: 0) }
        #expect(names.count > 15)
        #expect(tables.map(\.key).sorted() == names)
        for member in tables {
            #expect(member.value["description"]?.stringValue?.isEmpty == false, "description of \(member.key)")
            if let label = member.value["label_column"]?.stringValue {
                let columns = try opened.fetchAll(sql: "SELECT name FROM pragma_table_info(?)", arguments: [.text(member.key)])
                #expect(try columns.map { try $0.decode(String.self, at: 0) }.contains(label), "label \(label) of \(member.key)")
            }
        }
        #expect(tables.first { $0.key == "latest_layouts" }?.value["columns"]?["model"]?.stringValue == "the model's name")
    }

    @Test func theCannedQueryListsTheNodesOfALayout() throws {
        let store = try TestStoreFile()
        let json = try JSONParser.parse(store.run(["datasette-metadata"]).output)
        let sql = try #require(json["databases"]?["store"]?["queries"]?["layout_nodes"]?["sql"]?.stringValue)
        let bound = sql.replacingOccurrences(of: ":model", with: "'Kyoto'")
            .replacingOccurrences(of: ":template", with: "'wide'").replacingOccurrences(of: ":width", with: "'book-narrow'")
        let run = store.run(["sql", bound, "--format", "csv"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\r\n")
        #expect(lines.first == "node_index,path,id,type,x,y,width,height,lines,truncated")
        // By hand: the root card fills the 125-point book-narrow width.
        #expect(lines.dropFirst().first == "0,0,card,vstack,0,0,125,240,,")
        #expect(lines.count == 15)
    }
}

extension JSONValue {
    fileprivate var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    fileprivate var objectMembers: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
