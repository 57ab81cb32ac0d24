import CLayoutStoreSQL
import CSQLite
import LayoutStorage

/// LayoutStore's SQL functions for any SQLite connection: `layout_nodes(engine_id, tree_id,
/// proposal_id)`, one row per node of a stored result. `layoutstore sql` registers them on its connection;
/// the `LayoutStoreSQL` dynamic library registers them in any SQLite host that loads it.
public enum LayoutSQLFunctions {
    /// The name of the table-valued function listing a result's nodes; its errors start with it.
    public static let nodesFunctionName = LayoutNodesModule.name

    /// Registers every function on `database`'s connection.
    public static func register(on database: Database) throws(DatabaseError) {
        let code = register(on: database.sqliteHandle)
        guard code == SQLITE_OK else {
            throw DatabaseError(extendedResultCode: code, message: "registering \(LayoutNodesModule.name) failed")
        }
    }

    static func register(on connection: OpaquePointer) -> Int32 {
        LayoutNodesModule.register(on: connection)
    }
}

/// The extension's registration, called by the C entry point `sqlite3_layoutstoresql_init`.
/// Refuses a host whose SQLite is another copy than the libsqlite3 this library calls, since
/// a connection of one copy cannot be used with the other's functions.
@_cdecl("layoutstore_sql_register")
public func layoutstoreSQLRegister(
    _ connection: OpaquePointer?, _ hostSQLite: UnsafeRawPointer?, _ message: UnsafeMutablePointer<CChar>?, _ capacity: Int32
) -> Int32 {
    func fail(_ text: String) -> Int32 {
        if let message, capacity > 0 {
            let bytes = Array(text.utf8.prefix(Int(capacity) - 1)) + [0]
            bytes.withUnsafeBufferPointer { UnsafeMutableRawPointer(message).copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        }
        return SQLITE_ERROR
    }
    guard let connection else { return fail("LayoutStoreSQL: no connection") }
    guard hostSQLite == layoutstore_linked_sqlite() else {
        return fail(
            "LayoutStoreSQL: the host uses another copy of SQLite than \(String(cString: sqlite3_libversion())) in libsqlite3.so.0, which this extension calls; load it into a program linked with the system libsqlite3 (the sqlite3 shell, Python's sqlite3 on Debian)"
        )
    }
    let code = LayoutSQLFunctions.register(on: connection)
    return code == SQLITE_OK ? code : fail("LayoutStoreSQL: registering \(LayoutNodesModule.name) failed (SQLite code \(code))")
}
