/// The recompute lock of a store file (``RunLockFile``): `<store>-runlock` beside it.
///
/// SQLite's own locks cover one transaction; a run spans many, so two recomputes would
/// otherwise interleave their pages in one run.
extension SQLiteLedger {
    /// The store's recompute lock, or nil when another process holds it; an in-memory store
    /// has one user, so its lock is always free.
    public func acquireRunLock() throws(StoreError) -> RunLock? {
        guard db.path != ":memory:", !db.path.isEmpty else { return RunLock {} }
        return try RunLockFile.acquire(db.path + "-runlock")
    }
}
