import Foundation
import LayoutCLI
import LayoutModels
import LayoutStorage
import LayoutTestSupport
import LayoutHashing

/// What one run of `layoutstore` produced, in-process or as a child process.
struct CommandOutcome {
    var status: Int32
    var output: String
    var error: String
}

/// A LayoutStore database file in a fresh temporary directory, removed when released, with the
/// ways these tests look at it: a logical dump, the file's bytes after a checkpoint, and
/// `PRAGMA integrity_check`.
final class ScratchStore {
    private let store: TemporaryStore
    /// The directory holding the store.
    var directory: URL { store.directory }
    /// The database file.
    var path: String { store.path }

    /// An empty directory and the path of a database file in it; nothing is created yet.
    init() throws {
        store = try TemporaryStore()
    }

    /// Runs `layoutstore --db <path> arguments…` in-process.
    func run(_ arguments: [String], standardInput: String = "") -> CommandOutcome {
        let run = store.run(arguments, standardInput: standardInput)
        return CommandOutcome(status: run.status, output: run.output, error: run.error)
    }

    /// Runs a command that must succeed, failing the test with its error text when it does not.
    @discardableResult
    func runSucceeding(_ arguments: [String]) throws -> CommandOutcome {
        let outcome = run(arguments)
        guard outcome.status == 0 else {
            throw StoreCheckFailure("layoutstore \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.error)")
        }
        return outcome
    }

    /// Writes `text` to `name` in the store's directory and returns its path.
    func writeFile(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Every row of every table (and the schema itself), each table's rows in primary-key order,
    /// as text: what the store holds, whatever state its WAL file is in.
    func logicalDump() throws -> String {
        let database = try Database(path: path, access: .readOnly)
        defer { database.close() }
        return try database.read { db in
            var dump = ""
            let schema = try db.fetchAll(sql: "SELECT type, name, sql FROM sqlite_schema ORDER BY type, name")
            for row in schema {
                dump += "schema \(row.values.map(\.dumpText).joined(separator: " | "))\n"
            }
            let tables = try db.fetchAll(sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            for table in tables.compactMap({ $0.values.first?.dumpText }) {
                let keys = try db.fetchAll(
                    sql: "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", arguments: [.text(table)]
                ).compactMap { $0.values.first?.dumpText }
                let order = keys.isEmpty ? "rowid" : keys.map { "\"\($0)\"" }.joined(separator: ", ")
                for row in try db.fetchAll(sql: "SELECT * FROM \"\(table)\" ORDER BY \(order)") {
                    dump += "\(table): \(row.values.map(\.dumpText).joined(separator: " | "))\n"
                }
            }
            return dump
        }
    }

    /// The SHA-256 of ``logicalDump()``, in hex.
    func dumpChecksum() throws -> String {
        SHA256.hash(try logicalDump()).hex
    }

    /// The bytes of the database file after its WAL has been checkpointed into it and truncated.
    func checkpointedBytes() throws -> Data {
        let database = try Database(path: path)
        try database.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        database.close()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The file's bytes as they are, without opening it.
    func rawBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// `PRAGMA integrity_check`'s lines: `["ok"]` for a sound database.
    func integrityCheck() throws -> [String] {
        let database = try Database(path: path, access: .readOnly)
        defer { database.close() }
        return try database.fetchAll(sql: "PRAGMA integrity_check").compactMap { $0.values.first?.dumpText }
    }

    /// The first column of the first row of `sql`, as an integer.
    func count(_ sql: String) throws -> Int {
        let database = try Database(path: path, access: .readOnly)
        defer { database.close() }
        return try database.fetchValue(Int.self, sql: sql) ?? 0
    }
}

/// A check on a store that could not be made, with what was wrong.
struct StoreCheckFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension DatabaseValue {
    /// The value as dump text; blobs in hex, reals with every digit.
    var dumpText: String {
        switch self {
        case .null: return "NULL"
        case .integer(let value): return String(value)
        case .real(let value): return "\(value)"
        case .text(let value): return value
        case .blob(let bytes): return "x'" + bytes.map { String(format: "%02x", $0) }.joined() + "'"
        }
    }
}
