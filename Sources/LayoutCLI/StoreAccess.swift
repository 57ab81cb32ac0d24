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

    /// A service on the store (opened by ``StoreLocation``, the one opener), computing with
    /// `options`, else the `--engine-option`s given, else the store's current engine (else the
    /// default options), approvals attributed to `$USER`; its cache statistics are saved when
    /// the command succeeds.
    func service(creating: Bool = false, options: EngineOptions? = nil) throws(CLIError) -> LayoutService {
        let globals = try globals()
        let store = try store()
        let opened = try serviceCall { () throws(ServiceError) in try store.open(creating: creating) }
        var chosen = options ?? (globals.choosesEngine ? globals.engineOptions : nil)
        if chosen == nil, let current = try serviceCall({ () throws(ServiceError) in try LayoutService.currentEngineOptions(in: opened.ledger) }) {
            // The current engine's font folder may have gone since it was chosen.
            do {
                _ = try FontSet.load(directory: current.fontDirectory)
            } catch {
                opened.ledger.close()
                throw CLIError(
                    message: "The current engine's fonts do not load (\(error.description)); choose another with 'layoutstore engine set' or give --engine-option.",
                    exitCode: .unreadableInput
                )
            }
            chosen = current
        }
        let service = try serviceCall { () throws(ServiceError) in
            try LayoutService(ledger: opened.ledger, options: chosen ?? globals.engineOptions, user: environment["USER"] ?? "unknown")
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
