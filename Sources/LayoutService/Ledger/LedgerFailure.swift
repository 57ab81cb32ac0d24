/// An error a ledger's backend raises that the service can describe as a ``StoreError``.
///
/// Each backend's own error type conforms (SQLite's `DatabaseError` does), so the service
/// names what it was doing without knowing which backend failed.
public protocol LedgerFailure: Error {
    /// The failure in the service's words.
    var storeError: StoreError { get }
}
