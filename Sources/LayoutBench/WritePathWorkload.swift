import LayoutEngine
import LayoutService
import LayoutStorage

/// Workload 3: N computed results written through the store's API (`SQLiteLedger.insertResult`
/// in one write transaction) against the raw C-API insert loop of the same rows into a table
/// of the same shape.
///
/// Each repetition writes the rows under a fresh engine id, so every insert is new and keys
/// arrive in primary-key order, as the batch writer's do.
struct WritePathWorkload {
    let corpus: ScenarioCorpus
    /// How many results are written.
    let count: Int

    /// Median rows/s through the store and of the raw loop, and the rows written.
    func measure(repetitions: Int, in directory: TemporaryDirectory) throws -> (store: Double, raw: Double, rows: [ResultEntry]) {
        let ledger = try StoreFile(path: directory.path("write-path.sqlite")).open(creating: true).ledger
        let rows = try corpus.computedResults(count: count, engineID: 0, options: .default, in: ledger)
        let store = try Self.storeRowsPerSecond(rows, through: ledger, repetitions: repetitions)
        ledger.close()
        let raw = try RawInsertBaseline(path: directory.path("raw-insert.sqlite"))
        let rawRate = try raw.rowsPerSecond(rows, repetitions: repetitions)
        return (store, rawRate, rows)
    }
}

extension WritePathWorkload {
    /// Median rows/s writing `rows` through `ledger.insertResult` in one write transaction, each
    /// repetition under a fresh engine, so every insert is new (SQLite's and PostgreSQL's rows).
    static func storeRowsPerSecond(_ rows: [ResultEntry], through ledger: any ResultLedger, repetitions: Int) throws -> Double {
        var repetition = 0
        return try Measurement.median(repetitions: repetitions) {
            repetition += 1
            let engine = try ledger.write {
                try ledger.registerEngine(version: "bench", fingerprint: "write-path-\(repetition)", options: "{}", at: ScenarioCorpus.time)
            }
            let fresh = rows.map { row in
                var copy = row
                copy.engineID = engine.id
                return copy
            }
            return Double(fresh.count) / (try Measurement.seconds {
                try ledger.write {
                    for row in fresh { try ledger.insertResult(row) }
                }
            })
        }
    }
}

/// The raw insert limit: `RawSQLiteBaseline.insertResults` timed, each repetition under a
/// fresh engine id in the same table.
final class RawInsertBaseline {
    private let raw: RawSQLiteBaseline
    private var repetition: Int64 = 0

    init(path: String) throws {
        raw = try RawSQLiteBaseline(path: path)
        try raw.createResultsTable(named: "results")
    }

    /// Median rows/s inserting `rows`.
    func rowsPerSecond(_ rows: [ResultEntry], repetitions: Int) throws -> Double {
        try Measurement.median(repetitions: repetitions) {
            repetition += 1
            let engineID = repetition
            return Double(rows.count) / (try Measurement.seconds { try raw.insertResults(rows, engineID: engineID, into: "results") })
        }
    }

    /// `count` rows cycling through `pattern`'s sizes, with distinct keys in primary-key order.
    static func rows(count: Int, like pattern: [ResultEntry], proposalsPerTree: Int) -> [ResultEntry] {
        precondition(!pattern.isEmpty, "a pattern needs rows")
        return (0..<count).map { index in
            var row = pattern[index % pattern.count]
            row.treeID = Int64(index / proposalsPerTree + 1)
            row.proposalID = Int64(index % proposalsPerTree + 1)
            return row
        }
    }
}

extension ResultEntry: ResultRowValues {}
