import LayoutEngine

/// `--engine-option KEY=VALUE`, read and explained from the engine's own declaration of its
/// options (`EngineOptions.declared`): this file adds no key of its own.
enum EngineOptionAssignment {
    /// The default options with `assignments` applied in order (a later assignment of a key
    /// wins); the message of a thrown error names the assignment and what was wrong with it.
    static func options(applying assignments: [String]) throws(CLIError.Message) -> EngineOptions {
        do {
            return try EngineOptions(assignments: assignments)
        } catch {
            throw CLIError.Message(error.description)
        }
    }

    /// The help of `--engine-option`: every declared option with its values, default and help.
    static var help: String {
        "An engine option (repeatable). " + EngineOptions.declared.map { option in
            "\(option.name) (\(option.expectation), default \(option.defaultText)): \(option.help)"
        }.joined(separator: " ")
    }
}
