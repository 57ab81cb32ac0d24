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

    /// Hands the connections opened to `pool`'s threads, which close them, once every task that
    /// read on them has been waited for; waiting for the batch returned waits until they are closed.
    func discard(on pool: WorkerPool) -> WorkerPool.Batch {
        pool.discardEach(ledgers.takeAll())
    }
}
