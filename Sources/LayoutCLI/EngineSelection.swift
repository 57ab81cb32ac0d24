import LayoutService

/// Engines named on the command line by their stored id (as `runs list` shows them).
enum EngineSelection {
    /// Runs a service call that names engines by id; an unknown one is explained (exit 65).
    static func reading<Result>(_ context: CommandContext, _ body: () throws(ServiceError) -> Result) throws(CLIError) -> Result {
        do {
            return try body()
        } catch .unknownEngine(let id) {
            throw CLIError(message: "No engine \(id); 'layoutstore runs list' shows the engines runs used.", exitCode: .badData)
        } catch {
            throw CLIError(error, path: try context.storeName())
        }
    }
}

extension Int64: ArgumentValue {
    public init?(argument: String) { self.init(argument, radix: 10) }
    public static var expectation: String { "an integer" }
}
