/// A ledger whose batch pages the worker threads can read on connections of their own
/// (``PageReaders``); the writer reads the pages of any other (PostgreSQL: one connection
/// per process, shared by the run).
protocol PageReading: ResultLedger {
    /// Read connections of their own for the `threadCount` worker threads of a batch; nil when
    /// the ledger has none to offer.
    func pageReaders(threadCount: Int) -> PageReaders?

    /// The write-ahead-log checkpoints of a batch, run beside its writer; nil when the ledger
    /// has no log to checkpoint.
    func batchCheckpoints() throws(ServiceError) -> BatchCheckpoints?
}

extension SQLiteLedger: PageReading {
    /// Read connections of their own for the `threadCount` worker threads of a batch; nil for
    /// an in-memory database, which no other connection sees.
    func pageReaders(threadCount: Int) -> PageReaders? {
        db.path == ":memory:" || db.path.isEmpty ? nil : PageReaders(path: db.path, threadCount: threadCount)
    }

    /// The checkpoints of a batch writing through this ledger's connection; nil for an
    /// in-memory database (no write-ahead log).
    func batchCheckpoints() throws(ServiceError) -> BatchCheckpoints? {
        db.path == ":memory:" || db.path.isEmpty ? nil : try BatchCheckpoints(writer: db)
    }
}
