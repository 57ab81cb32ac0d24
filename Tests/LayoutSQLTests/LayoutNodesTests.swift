import Foundation
import LayoutModels
import LayoutService
import LayoutStorage
import Testing
@testable import LayoutSQL

@Suite struct LayoutNodesTests {
    /// A seeded store in a fresh temporary file; the directory is removed by the caller.
    static func seededStore() throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("store.sqlite").path
        let service = try LayoutService(path: path, user: "tester")
        try service.seed(try SeedSet.embedded())
        return (directory, path)
    }

    @Test func declaresItsColumnsWithTheArgumentsHidden() {
        #expect(LayoutNodesFunction.function.tableDeclaration == "CREATE TABLE x(node_index INTEGER, path TEXT, id TEXT, type TEXT, x REAL, y REAL, width REAL, height REAL, outer_x REAL, outer_y REAL, outer_width REAL, outer_height REAL, lines TEXT, line_count INTEGER, truncated INTEGER, engine_id HIDDEN, tree_id HIDDEN, proposal_id HIDDEN)")
    }

    @Test func givesTheTextLinesAsJSONAndTheTruncation() throws {
        let store = try Self.seededStore()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let database = try Database(path: store.path, access: .queryOnly)
        try LayoutSQLFunctions.register(on: database)
        let row = try #require(try database.fetchOne(sql: """
            SELECT n.lines, n.line_count, n.truncated, n.type FROM latest_layouts l, layout_nodes(l.engine_id, l.tree_id, l.proposal_id) n
            WHERE l.model = 'Kyoto' AND l.template = 'wide' AND l.width = 'book-narrow' AND n.id = 'activities'
            """))
        // The seed's overlay text of the Kyoto card is "4 activities", one line at that width.
        #expect(try row.decode(String.self, at: 0) == "[\"4 activities\"]")
        #expect(try row.decode(Int.self, at: 1) == 1)
        #expect(try row.decode(Int.self, at: 2) == 0)
        #expect(try row.decode(String.self, at: 3) == "text")
    }

    @Test func corruptFramesFailNamingTheResult() throws {
        let store = try Self.seededStore()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let writer = try Database(path: store.path)
        let key = try #require(try writer.fetchOne(sql: "SELECT engine_id, tree_id, proposal_id FROM results LIMIT 1"))
        let (engine, tree, proposal) = (try key.decode(Int.self, at: 0), try key.decode(Int.self, at: 1), try key.decode(Int.self, at: 2))
        try writer.execute(sql: "UPDATE results SET frames = x'05' WHERE engine_id = \(engine) AND tree_id = \(tree) AND proposal_id = \(proposal)")
        try LayoutSQLFunctions.register(on: writer)
        #expect {
            try writer.fetchAll(sql: "SELECT * FROM layout_nodes(\(engine), \(tree), \(proposal))")
        } throws: { error in
            "\(error)".contains("layout_nodes: the frames of result (engine \(engine), tree \(tree), proposal \(proposal)) do not unpack")
        }
    }
}
