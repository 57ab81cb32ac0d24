import LayoutEngine
import LayoutService
import LayoutStorage

/// Engines named on the command line by their stored id (as `runs list` shows them), read
/// back as the options that reproduce them with this build.
enum EngineSelection {
    /// The engine stored as `id` and its options; an unknown id, or an engine of another
    /// version (which this build cannot reproduce), is bad input (exit 65).
    static func options(ofEngine id: Int64, in service: LayoutService) throws(CLIError) -> EngineOptions {
        let engines: [StoredEngine]
        do {
            engines = try service.engines()
        } catch {
            throw CLIError(error, path: service.database.path)
        }
        guard let stored = engines.first(where: { $0.id == id }) else {
            throw CLIError(message: "No engine \(id); 'layoutstore runs list' shows the engines runs used.", exitCode: .badData)
        }
        guard stored.version == Engine.version else {
            throw CLIError(
                message: "Engine \(id) is version \(stored.version); this layoutstore computes version \(Engine.version) only.",
                exitCode: .badData
            )
        }
        return try options(fromStored: stored.options, engineID: id)
    }

    /// The options an engine row records (`{"chipLayout": "flow", "textScale": 1, …}`), read
    /// through the same rules as `--engine-option` assignments.
    static func options(fromStored text: String, engineID: Int64) throws(CLIError) -> EngineOptions {
        guard case .object(let members)? = try? JSONParser.parse(text) else {
            throw CLIError(message: "Engine \(engineID) has unreadable options: \(text).", exitCode: .ioFailure)
        }
        let assignments = members.map { member -> String in
            switch member.value {
            case .string(let value): return "\(member.key)=\(value)"
            case .number(let value): return "\(member.key)=\(JSONWriter.format(number: value))"
            default: return "\(member.key)=\(JSONWriter(style: .canonical).string(member.value))"
            }
        }
        do {
            return try EngineOptionAssignment.options(applying: assignments)
        } catch {
            throw CLIError(message: "Engine \(engineID) has options this build does not know: \(error.text)", exitCode: .badData)
        }
    }
}

extension Int64: ArgumentValue {
    public init?(argument: String) { self.init(argument, radix: 10) }
    public static var expectation: String { "an integer" }
}
