import LayoutEngine
import LayoutService
import LayoutStorage

/// Workload 3: N computed results written through the store's page write — the API the batch
/// writer uses (`SQLiteLedger.writePage` around `insertResult` per row) — against the raw C-API
/// insert loop of the same rows into a table of the same shape.
///
/// Method: one untimed repetition of each warms both files, then `rounds` rounds each time one
/// store repetition and one raw repetition, in that order, so a change of load hits both alike.
/// Each repetition writes the same rows under a fresh engine id, so every insert is new and
/// keys arrive in primary-key order, as the batch writer's do, and is timed in the thread's
/// CPU time (``Measurement/cpuSeconds(_:)``): both loops are single-threaded, so time spent
/// waiting for a core of a shared machine is left out of ours and the baseline's alike. Each
/// row is the rows written over the seconds taken in all rounds, not a median: a repetition
/// that ends with SQLite's automatic WAL checkpoint takes about half as long again, every
/// other repetition of 10,000 rows, and the store's file and the raw one reach theirs in
/// different rounds, so the median of one side would fall on checkpoint rounds and the other's
/// on the rest. Over an even number of rounds each side pays its share of checkpoints.
struct WritePathWorkload {
    let corpus: ScenarioCorpus
    /// How many results are written.
    let count: Int

    /// Rows/s through the store and of the raw loop over all rounds, and the rows written.
    func measure(rounds: Int, in directory: TemporaryDirectory) throws -> (store: Double, raw: Double, rows: [ResultEntry]) {
        let ledger = try StoreFile(path: directory.path("write-path.sqlite")).open(creating: true).ledger
        defer { ledger.close() }
        let rows = try corpus.computedResults(count: count, engineID: 0, options: .default, in: ledger)
        let raw = try RawInsertBaseline(path: directory.path("raw-insert.sqlite"))
        var repetition = 0
        func storeSeconds() throws -> Double {
            repetition += 1
            return try Self.storeSeconds(rows, through: ledger, engine: "write-path-\(repetition)", timing: Measurement.cpuSeconds)
        }
        _ = try storeSeconds()
        _ = try raw.seconds(rows, timing: Measurement.cpuSeconds)
        var seconds = (store: 0.0, raw: 0.0)
        for _ in 0..<max(1, rounds) {
            seconds.store += try storeSeconds()
            seconds.raw += try raw.seconds(rows, timing: Measurement.cpuSeconds)
        }
        let written = Double(rows.count * max(1, rounds))
        return (written / seconds.store, written / seconds.raw, rows)
    }
}

extension WritePathWorkload {
    /// Median rows/s writing `rows` through the ledger's page write, each repetition under a
    /// fresh engine, so every insert is new, and timed by the wall clock: PostgreSQL's rows,
    /// whose server works outside this thread.
    static func storeRowsPerSecond(_ rows: [ResultEntry], through ledger: any ResultLedger, repetitions: Int) throws -> Double {
        var repetition = 0
        return try Measurement.median(repetitions: repetitions) {
            repetition += 1
            return Double(rows.count) / (try storeSeconds(rows, through: ledger, engine: "write-path-\(repetition)", timing: Measurement.seconds))
        }
    }

    /// The seconds, as `timing` times them, of writing `rows` in one page write
    /// (``ResultLedger/writePage(_:)``, one `insertResult` per row) under a new engine with
    /// fingerprint `fingerprint`; the engine is registered and the rows copied to it beforehand, untimed.
    static func storeSeconds(
        _ rows: [ResultEntry], through ledger: any ResultLedger, engine fingerprint: String, timing: (() throws -> Void) throws -> Double
    ) throws -> Double {
        let engine = try ledger.write {
            try ledger.registerEngine(version: "bench", fingerprint: fingerprint, options: "{}", at: ScenarioCorpus.time)
        }
        let fresh = rows.map { row in
            var copy = row
            copy.engineID = engine.id
            return copy
        }
        return try timing {
            try ledger.writePage {
                for row in fresh { try ledger.insertResult(row) }
            }
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

    /// The seconds, as `timing` times them, of one repetition inserting `rows` under the next engine id.
    func seconds(_ rows: [ResultEntry], timing: (() throws -> Void) throws -> Double) throws -> Double {
        repetition += 1
        let engineID = repetition
        return try timing { try raw.insertResults(rows, engineID: engineID, into: "results") }
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
