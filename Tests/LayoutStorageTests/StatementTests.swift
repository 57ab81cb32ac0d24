import Foundation
import Testing
@testable import LayoutStorage

@Suite struct StatementTests {
    let db: Database

    init() throws {
        db = try Database(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v ANY) STRICT")
    }

    /// Inserts one value and reads back what SQLite stored.
    func roundTrip(_ bind: (Statement) -> Void) throws -> DatabaseValue {
        let insert = try db.prepare(sql: "INSERT INTO t (v) VALUES (?)")
        bind(insert)
        try insert.execute()
        let select = try db.prepare(sql: "SELECT v FROM t WHERE id = ?")
        select.bind(db.lastInsertRowID, at: 1)
        #expect(try select.step())
        return select.value(at: 0)
    }

    @Test func roundTripsIntegersAtTheirLimits() throws {
        #expect(try roundTrip { $0.bind(Int64.min, at: 1) } == .integer(.min))
        #expect(try roundTrip { $0.bind(Int64.max, at: 1) } == .integer(.max))
        #expect(try roundTrip { $0.bind(-7, at: 1) } == .integer(-7))
        #expect(try roundTrip { $0.bind(true, at: 1) } == .integer(1))
    }

    @Test func roundTripsRealsExactly() throws {
        #expect(try roundTrip { $0.bind(0.1, at: 1) } == .real(0.1))
        #expect(try roundTrip { $0.bind(-Double.greatestFiniteMagnitude, at: 1) } == .real(-.greatestFiniteMagnitude))
    }

    @Test func roundTripsEmptyAndNonASCIIText() throws {
        #expect(try roundTrip { $0.bind("", at: 1) } == .text(""))
        let text = "Gyeongbokgung 경복궁 ☕️ 👩‍👩‍👧 naïve"
        #expect(try roundTrip { $0.bind(text, at: 1) } == .text(text))
        #expect(try roundTrip { $0.bind("a\u{0}b", at: 1) } == .text("a\u{0}b"))
    }

    @Test func roundTripsBlobsWithZeroBytesAndEmptyBlobs() throws {
        let bytes: [UInt8] = [0, 1, 0, 255, 0]
        #expect(try roundTrip { $0.bind(Data(bytes), at: 1) } == .blob(Data(bytes)))
        #expect(try roundTrip { $0.bind(bytes, at: 1) } == .blob(Data(bytes)))
        #expect(try roundTrip { $0.bind(Data(), at: 1) } == .blob(Data()))
        #expect(try roundTrip { $0.bind([UInt8](), at: 1) } == .blob(Data()))
    }

    @Test func roundTripsNull() throws {
        #expect(try roundTrip { $0.bindNull(at: 1) } == .null)
        #expect(try roundTrip { $0.bind(String?.none, at: 1) } == .null)
    }

    @Test func typedReadsCheckForNull() throws {
        try db.execute(sql: "INSERT INTO t (v) VALUES (NULL)")
        let select = try db.prepare(sql: "SELECT v, 'text', x'00ff' FROM t")
        #expect(try select.step())
        #expect(select.isNull(at: 0))
        #expect(select.string(at: 0) == nil)
        #expect(select.data(at: 0) == nil)
        #expect(select.string(at: 1) == "text")
        #expect(select.data(at: 2) == Data([0, 255]))
        #expect(try !select.step())
    }

    @Test func withBlobBindsForTheBodyOnlyThenNull() throws {
        let select = try db.prepare(sql: "SELECT ?, typeof(?)")
        select.bind(1, at: 2)
        let inside = try select.withBlob([1, 2, 3], at: 1) { () throws(DatabaseError) -> [UInt8]? in
            defer { select.reset() }
            return try select.step() ? select.bytes(at: 0) : nil
        }
        #expect(inside == [1, 2, 3])
        #expect(try select.step())
        #expect(select.isNull(at: 0))
        select.reset()
        let empty = try select.withBlob([], at: 1) { () throws(DatabaseError) -> String? in
            defer { select.reset() }
            return try select.step() ? select.value(at: 0) == .blob(Data()) ? "empty blob" : "other" : nil
        }
        #expect(empty == "empty blob")
    }

    @Test func readsBlobsAsByteArrays() throws {
        let select = try db.prepare(sql: "SELECT NULL, x'', x'00ff7f', 'é'")
        #expect(try select.step())
        #expect(select.bytes(at: 0) == nil)
        #expect(select.bytes(at: 1) == [])
        #expect(select.bytes(at: 2) == [0, 255, 127])
        #expect(select.bytes(at: 3) == [0xC3, 0xA9])
    }

    @Test func bindsNamedParameters() throws {
        let statement = try db.prepare(sql: "SELECT :first || '-' || :second")
        statement.bind("b", named: ":second")
        statement.bind("a", named: ":first")
        #expect(try statement.fetchOne()?[0] == .text("a-b"))
        statement.bind([":first": "x", ":second": 1])
        #expect(try statement.fetchOne()?[0] == .text("x-1"))
    }

    @Test func reusesAPreparedStatementAfterReset() throws {
        let insert = try db.prepare(sql: "INSERT INTO t (v) VALUES (?)")
        for value in 1...100 {
            insert.bind(value, at: 1)
            #expect(try !insert.step())
            insert.reset()
        }
        #expect(try db.fetchValue(Int.self, sql: "SELECT sum(v) FROM t") == 5050)
    }

    @Test func decodeNamesTheColumnOnMismatch() throws {
        let statement = try db.prepare(sql: "SELECT NULL AS missing")
        #expect(try statement.step())
        #expect(throws: DatabaseError(extendedResultCode: 20, message: "column 0 (missing) holds null, expected String", sql: "SELECT NULL AS missing")) {
            try statement.decode(String.self, at: 0)
        }
        #expect(try statement.decode(String?.self, at: 0) == nil)
    }

    @Test func stepThrowsAConstraintErrorAndStaysUsable() throws {
        try db.execute(sql: "CREATE TABLE u (name TEXT NOT NULL UNIQUE) STRICT")
        let insert = try db.prepare(sql: "INSERT INTO u (name) VALUES (?)")
        try insert.execute(["a"])
        #expect(throws: DatabaseError.self) { try insert.execute(["a"]) }
        try insert.execute(["b"])
        #expect(try db.fetchValue(Int.self, sql: "SELECT count(*) FROM u") == 2)
    }

    @Test func fetchAllReadsEveryRowWithColumnNames() throws {
        let rows = try db.prepare(sql: "SELECT 1 AS a, 'x' AS b UNION ALL SELECT 2, NULL").fetchAll()
        #expect(rows == [
            Row(columnNames: ["a", "b"], values: [1, "x"]),
            Row(columnNames: ["a", "b"], values: [2, nil]),
        ])
        #expect(try rows[0].decode(String.self, named: "b") == "x")
    }
}
