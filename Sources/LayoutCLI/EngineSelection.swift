import LayoutEngine
import LayoutService

/// Engines named on the command line by their stored id (as `runs list` shows them).
enum EngineSelection {
    /// The options that reproduce engine `id` with this build; an unknown id, or an engine of
    /// another version (which this build cannot compute), is bad input (exit 65).
    static func options(ofEngine id: Int64, in service: LayoutService, context: CommandContext) throws(CLIError) -> EngineOptions {
        let summary = try reading(context) { () throws(ServiceError) in
            guard let summary = try service.engines().first(where: { $0.engine.id == id }) else { throw .unknownEngine(id) }
            return summary
        }
        guard summary.isThisVersion else {
            throw CLIError(
                message: "Engine \(id) is version \(summary.engine.version); this layoutstore computes version \(Engine.version) only.",
                exitCode: .badData
            )
        }
        return summary.options
    }

    /// Runs a service call that names engines by id; an unknown one is explained (exit 65).
    static func reading<Result>(_ context: CommandContext, _ body: () throws(ServiceError) -> Result) throws(CLIError) -> Result {
        do {
            return try body()
        } catch .unknownEngine(let id) {
            throw CLIError(message: "No engine \(id); 'layoutstore runs list' shows the engines runs used.", exitCode: .badData)
        } catch {
            throw CLIError(error, path: try context.globals().databasePath)
        }
    }
}

extension Int64: ArgumentValue {
    public init?(argument: String) { self.init(argument, radix: 10) }
    public static var expectation: String { "an integer" }
}
