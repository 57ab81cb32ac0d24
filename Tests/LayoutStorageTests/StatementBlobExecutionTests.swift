import Foundation
import Testing
@testable import LayoutStorage

/// `Statement.execute(blob:at:)` and `execute(blob:at:blob:at:)`: blobs bound in place for one run.
@Suite struct StatementBlobExecutionTests {
    let db: Database

    init() throws {
        db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, a BLOB NOT NULL, b BLOB NOT NULL) STRICT")
    }

    private func stored() throws -> [[DatabaseValue]] {
        try db.fetchAll(sql: "SELECT id, a, b FROM t ORDER BY id").map { row in try (0..<3).map { index throws(DatabaseError) in try row.decode(DatabaseValue.self, at: index) } }
    }

    @Test func twoBlobsAreStoredAsGivenThenUnbound() throws {
        let insert = try db.prepare(sql: "INSERT INTO t (id, a, b) VALUES (?, ?, ?)")
        insert.bind(1, at: 1)
        try insert.execute(blob: [1, 2, 3], at: 2, blob: [], at: 3)
        insert.bind(2, at: 1)
        try insert.execute(blob: [255], at: 2, blob: [0, 0], at: 3)
        #expect(try stored() == [
            [.integer(1), .blob(Data([1, 2, 3])), .blob(Data())],
            [.integer(2), .blob(Data([255])), .blob(Data([0, 0]))],
        ])
        // Run again without binding them: both are NULL now, which the table refuses.
        insert.bind(3, at: 1)
        let failure = try #require(throws: DatabaseError.self) { try insert.execute() }
        #expect(failure.extendedResultCode == .SQLITE_CONSTRAINT_NOTNULL)
    }

    @Test func oneBlobIsStoredAsGivenThenUnbound() throws {
        let insert = try db.prepare(sql: "INSERT INTO t (id, a, b) VALUES (?, x'aa', ?)")
        insert.bind(1, at: 1)
        try insert.execute(blob: [7, 8], at: 2)
        #expect(try stored() == [[.integer(1), .blob(Data([0xAA])), .blob(Data([7, 8]))]])
        insert.bind(2, at: 1)
        #expect(throws: DatabaseError.self) { try insert.execute() }
    }
}
