import Foundation
import Testing
@testable import LayoutStorage

/// `Database.withoutOverwritingFreedSpace`: `PRAGMA secure_delete` off for `body`, the
/// connection's own setting back after it whatever happens, the rows written the same.
@Suite struct DatabaseSecureDeleteTests {
    let directory: TemporaryDirectory
    let db: Database

    init() throws {
        directory = try TemporaryDirectory(prefix: "secure-delete")
        db = try Database(path: directory.path("t.sqlite"))
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
    }

    /// The bytes of the database file, its log copied in first.
    private func fileBytes() throws -> Data {
        try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        return try Data(contentsOf: URL(fileURLWithPath: db.path))
    }

    /// Writes a row with a text no other byte of the file holds, then deletes it, inside `body`'s setting.
    private func writeAndDeleteMarker(_ marker: String) throws {
        try db.write { db in
            try db.execute(sql: "INSERT INTO t (id, text) VALUES (1, ?)", arguments: [.text(marker)])
            try db.execute(sql: "INSERT OR IGNORE INTO t (id, text) VALUES (2, 'kept')", arguments: [])
        }
        try db.write { db in try db.execute(sql: "DELETE FROM t WHERE id = 1", arguments: []) }
    }

    @Test func offInsideOnAfterAndFreedSpaceKeepsItsBytesOnlyInside() throws {
        try db.execute(sql: "PRAGMA secure_delete = ON")
        try writeAndDeleteMarker("zeroed-marker-0123456789")
        #expect(try fileBytes().range(of: Data("zeroed-marker-0123456789".utf8)) == nil)
        let inside = try db.withoutOverwritingFreedSpace {
            try writeAndDeleteMarker("stale-marker-9876543210")
            return try db.overwritesFreedSpace()
        }
        #expect(!inside)
        #expect(try db.overwritesFreedSpace())
        // Left where it was: what the setting changes is the freed bytes, not the rows.
        #expect(try fileBytes().range(of: Data("stale-marker-9876543210".utf8)) != nil)
        #expect(try db.fetchValue(String.self, sql: "SELECT group_concat(text) FROM t") == "kept")
    }

    @Test func aFailingBodyLeavesTheSettingAsItWas() throws {
        struct Failed: Error {}
        try db.execute(sql: "PRAGMA secure_delete = ON")
        #expect(throws: Failed.self) { try db.withoutOverwritingFreedSpace { throw Failed() } }
        #expect(try db.overwritesFreedSpace())
        // Off before: off inside and after, not switched on.
        try db.execute(sql: "PRAGMA secure_delete = OFF")
        let inside = try db.withoutOverwritingFreedSpace { try db.overwritesFreedSpace() }
        #expect(!inside)
        #expect(try !db.overwritesFreedSpace())
    }
}
