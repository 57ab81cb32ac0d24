import LayoutStorage
@testable import LayoutService

/// A migrated store with an engine, a tree, a model's revision, a run and `proposalCount`
/// proposals, for tests of a batch page's rows; made the same way twice, two stores have the
/// same ids.
struct PageTestStore {
    let store: MigratedDatabase
    let engineID: Int64
    let treeID: Int64
    let revisionID: Int64
    let runID: Int64
    let proposalIDs: [Int64]

    init(proposalCount: Int) throws {
        let store = try MigratedDatabase()
        self.store = store
        engineID = try store.engine()
        treeID = try store.tree()
        (_, revisionID) = try store.model()
        runID = try store.ledger.startRun(engineID: engineID, againstEngineID: nil, filter: "{}", at: "2024-01-01T00:00:00Z").id
        proposalIDs = try (0..<proposalCount).map { try store.ledger.proposalID(width: Double(100 + $0), height: nil, sizeCategory: .large) }
    }

    var ledger: SQLiteLedger { store.ledger }
    var db: Database { store.db }

    /// Every row of `table`, each column with its storage class, in key order.
    func dump(_ table: String, orderedBy key: String) throws -> [String] {
        let columns = try db.fetchAll(sql: "SELECT name FROM pragma_table_info(?)", arguments: [.text(table)])
            .map { try $0.decode(String.self, at: 0) }
        let select = columns.map { "quote(\($0)) || ':' || typeof(\($0))" }.joined(separator: " || ' ' || ")
        return try db.fetchAll(sql: "SELECT \(select) FROM \(table) ORDER BY \(key)").map { try $0.decode(String.self, at: 0) }
    }

    /// The first column of every row `sql` reads, as text.
    func dump(_ sql: String) throws -> [String] {
        try db.fetchAll(sql: sql).map { try $0.decode(String.self, at: 0) }
    }
}
