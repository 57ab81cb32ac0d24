import LayoutStorage

/// LayoutStore's SQL functions for any SQLite connection: `layout_nodes(engine_id, tree_id,
/// proposal_id)`, one row per node of a stored result, and `run_change_nodes(run_id,
/// revision_id, variant, proposal_id)`, one row per node a run's change moved, made appear or
/// made disappear. `layoutstore sql` registers them on its
/// connection; the `LayoutStoreSQL` dynamic library registers them in any SQLite host that loads it.
public enum LayoutSQLFunctions {
    /// Every function, for a connection to register (``StoreFile/query(_:timeLimit:functions:)``).
    public static let all = [LayoutNodesFunction.function, RunChangeNodesFunction.function]

    /// The name of the table-valued function listing a result's nodes; its errors start with it.
    public static let nodesFunctionName = LayoutNodesFunction.function.name

    /// Registers every function on `database`'s connection.
    public static func register(on database: Database) throws(DatabaseError) {
        for function in all { try database.register(function) }
    }
}

/// The extension's registration, called by the C entry point `sqlite3_layoutstoresql_init`
/// (entry.c) with the host's `sqlite3_libversion_number`; on refusal, a message in `message`.
@_cdecl("layoutstore_sql_register")
public func layoutstoreSQLRegister(
    _ connection: OpaquePointer?, _ hostLibraryFunction: UnsafeRawPointer?, _ message: UnsafeMutablePointer<CChar>?, _ capacity: Int32
) -> Int32 {
    let refusal = connection.map {
        TableFunction.registerInExtensionHost(LayoutSQLFunctions.all, connection: $0, hostLibraryFunction: hostLibraryFunction)
    } ?? "no connection"
    guard let refusal else { return 0 }  // SQLITE_OK
    if let message, capacity > 0 {
        let bytes = Array("LayoutStoreSQL: \(refusal)".utf8.prefix(Int(capacity) - 1)) + [0]
        bytes.withUnsafeBytes { UnsafeMutableRawPointer(message).copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    }
    return 1  // SQLITE_ERROR
}
