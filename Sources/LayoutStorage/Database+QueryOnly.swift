import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Database {
    /// Hardens a read-only connection for SQL typed by a user: `PRAGMA query_only`
    /// (https://sqlite.org/pragma.html#pragma_query_only), no attached databases and values of at
    /// most 64 MiB (https://sqlite.org/c3ref/limit.html), no extension loading and defensive mode
    /// (https://sqlite.org/c3ref/c_dbconfig_defensive.html), and an authorizer that allows only
    /// reads (https://sqlite.org/c3ref/set_authorizer.html). Installed last, after configuration.
    static func restrictToQueries(_ connection: OpaquePointer) throws(DatabaseError) {
        try executeScript("PRAGMA query_only = 1", on: connection)
        for code in [csqlite_disable_extension_loading(connection), csqlite_enable_defensive_mode(connection)] where code != SQLITE_OK {
            throw DatabaseError(code: code, connection: connection)
        }
        sqlite3_limit(connection, SQLITE_LIMIT_ATTACHED, 0)
        // No string or blob a query builds may exceed this (randomblob(1e9) would allocate 1 GB).
        sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, Database.queryValueLengthLimit)
        let code = sqlite3_set_authorizer(connection, { _, action, first, second, _, _ in
            Database.authorizeQuery(
                action: action, first: first.map { String(cString: $0) }, second: second.map { String(cString: $0) }
            )
        }, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(code: code, connection: connection)
        }
    }

    /// Stops whatever this connection runs once `seconds` from now have passed: the running
    /// statement's `step` then fails with SQLITE_INTERRUPT (result code 9) and the connection
    /// stays usable. Checked by a progress handler every few thousand virtual-machine steps
    /// (https://sqlite.org/c3ref/progress_handler.html), so a runaway query (a recursive CTE
    /// without a limit) ends within milliseconds of the deadline. Calling it again moves the
    /// deadline.
    public func limitRunningTime(toSeconds seconds: Double) {
        let nanoseconds = UInt64(min(max(seconds, 0), 1e9) * 1e9)
        let deadline = Self.monotonicNanoseconds() &+ nanoseconds
        // The deadline travels in the context pointer itself: nothing to allocate or free.
        sqlite3_progress_handler(handle, 4_096, { context in
            Database.monotonicNanoseconds() >= UInt64(UInt(bitPattern: context)) ? 1 : 0
        }, UnsafeMutableRawPointer(bitPattern: UInt(max(deadline, 1))))
    }

    /// SQLite's result code for a statement stopped by `limitRunningTime` (SQLITE_INTERRUPT).
    public static let interruptedResultCode = SQLITE_INTERRUPT

    /// Nanoseconds on the monotonic clock (never set back by the wall clock).
    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The longest string or blob (bytes) a query on a query-only connection may build.
    static let queryValueLengthLimit: Int32 = 64 * 1024 * 1024

    /// Pragmas that read what their argument names (a table, an index, a row limit) rather
    /// than assign it: allowed with an argument, as `PRAGMA table_info(results)` or
    /// `pragma_table_info('results')`.
    static let readingPragmasWithArgument: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo",
        "foreign_key_list", "foreign_key_check", "integrity_check", "quick_check",
    ]

    /// Functions that reach past a read-only connection: `fts3_tokenizer` registers (or reveals)
    /// a native pointer. Refused wherever they appear (`load_extension` is off for the whole
    /// connection already).
    static let refusedFunctions: Set<String> = ["fts3_tokenizer"]

    /// Pragmas that act even without a value (checkpoint, optimize, vacuum, free memory): refused.
    static let actingPragmas: Set<String> = ["optimize", "wal_checkpoint", "incremental_vacuum", "shrink_memory"]

    /// The authorizer's decision for one action of a statement being compiled: reads, functions,
    /// transactions, pragmas that only read (no value given, or a reading pragma's argument) are
    /// allowed; everything else is denied.
    ///
    /// `first` and `second` are the action's details: for a pragma its name and value, for an
    /// update the table and column. Compiling a pragma function (`pragma_table_info(…)`) reports
    /// updates of `sqlite_schema` columns while SQLite declares the function's table; they are
    /// allowed because SQLite itself never lets a statement write that table here (defensive
    /// mode, `query_only`, and `writable_schema` assignments denied).
    static func authorizeQuery(action: Int32, first: String?, second: String?) -> Int32 {
        switch action {
        case SQLITE_FUNCTION:
            // For a function the details are (nil, its name).
            return second.map { refusedFunctions.contains($0.lowercased()) } == true ? SQLITE_DENY : SQLITE_OK
        case SQLITE_SELECT, SQLITE_READ, SQLITE_RECURSIVE, SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
            return SQLITE_OK
        case SQLITE_PRAGMA:
            guard let name = first?.lowercased(), !actingPragmas.contains(name) else { return SQLITE_DENY }
            return second == nil || readingPragmasWithArgument.contains(name) ? SQLITE_OK : SQLITE_DENY
        case SQLITE_UPDATE where first == "sqlite_master" || first == "sqlite_schema":
            return SQLITE_OK
        default:
            return SQLITE_DENY
        }
    }
}
