import LayoutStorage

@_spi(Testing)
extension LayoutService {
    /// The SQLite connection under the service's ledger, for tests that reach below the ledger
    /// (disk faults, checkpoints, raw counts); not part of the service's API.
    public var database: Database {
        guard let ledger = ledger as? SQLiteLedger else { preconditionFailure("the service is not on SQLite") }
        return ledger.db
    }
}
