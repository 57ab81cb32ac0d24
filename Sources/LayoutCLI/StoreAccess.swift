import LayoutEngine
import LayoutService

extension CommandContext {
    /// The store at `--db` (or `$LAYOUTSTORE_DB`, or the default path): a file or a PostgreSQL URL.
    func store() throws(CLIError) -> StoreLocation {
        StoreLocation(try globals().databasePath)
    }

    /// The store's name for messages: its path, or its URL with the password masked.
    func storeName() throws(CLIError) -> String {
        try store().description
    }

    /// A service on the store (opened by ``StoreLocation``, the one opener), computing with the
    /// `--engine-option`s given (or `options`), approvals attributed to `$USER`; its cache
    /// statistics are saved when the command succeeds.
    func service(creating: Bool = false, options: EngineOptions? = nil) throws(CLIError) -> LayoutService {
        let globals = try globals()
        let store = try store()
        let service = try serviceCall { () throws(ServiceError) in
            let opened = try store.open(creating: creating)
            return try LayoutService(
                ledger: opened.ledger, options: options ?? globals.engineOptions, user: environment["USER"] ?? "unknown"
            )
        }
        openedServices.register(service)
        return service
    }

    /// Runs a service call, turning its error into a `CLIError` naming the store.
    func serviceCall<Result>(_ body: () throws(ServiceError) -> Result) throws(CLIError) -> Result {
        do {
            return try body()
        } catch {
            throw CLIError(error, path: try storeName())
        }
    }
}
