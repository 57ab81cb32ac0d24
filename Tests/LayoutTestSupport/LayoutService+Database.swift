@testable import LayoutService
import LayoutStorage

extension LayoutService {
    /// The SQLite connection under the service's ledger, for tests that reach below the ledger
    /// (disk faults, raw counts); the service itself never publishes it.
    public var database: Database {
        guard let ledger = ledger as? SQLiteLedger else { preconditionFailure("the service is not on SQLite") }
        return ledger.db
    }
}
