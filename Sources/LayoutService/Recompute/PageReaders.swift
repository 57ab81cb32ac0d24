import LayoutStorage

/// One read-only connection per worker thread of a batch on an SQLite file, on which each
/// slice of a page reads its own revisions' rows (``SliceReads``) instead of the writer
/// reading the page: WAL lets these readers run beside the writer's transaction, and the rows a
/// slice reads — the target engine's results and the compared engine's — are those of its own
/// revisions, which no page written before it touches (pages are disjoint ranges of revisions,
/// and a revision's scenario trees are written only by its own page).
///
/// Each connection is opened by its thread when first needed and kept for the whole batch.
final class PageReaders: Sendable {
    private let path: String
    private let ledgers: PerThread<SQLiteLedger>

    /// Readers of the SQLite file at `path` for `threadCount` pool threads.
    init(path: String, threadCount: Int) {
        self.path = path
        ledgers = PerThread(threadCount: threadCount)
    }

    /// The read-only ledger of pool thread `thread` (from that thread only).
    func ledger(forThread thread: Int) throws(ServiceError) -> SQLiteLedger {
        try ledgers.value(forThread: thread) { () throws(ServiceError) in
            SQLiteLedger(database: try inContext("opening a reader of \(path)") { try Database(path: path, access: .readOnly) })
        }
    }
}

/// A ledger whose batch pages the worker threads can read on connections of their own
/// (``PageReaders``); the writer reads the pages of any other (PostgreSQL: one connection
/// per process, shared by the run).
protocol PageReading: ResultLedger {
    /// Read connections of their own for the `threadCount` worker threads of a batch; nil when
    /// the ledger has none to offer.
    func pageReaders(threadCount: Int) -> PageReaders?
}

extension SQLiteLedger: PageReading {
    /// Read connections of their own for the `threadCount` worker threads of a batch; nil for
    /// an in-memory database, which no other connection sees.
    func pageReaders(threadCount: Int) -> PageReaders? {
        db.path == ":memory:" || db.path.isEmpty ? nil : PageReaders(path: db.path, threadCount: threadCount)
    }
}
