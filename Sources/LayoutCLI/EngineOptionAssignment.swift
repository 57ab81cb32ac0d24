import LayoutEngine

/// Reads `--engine-option KEY=VALUE` assignments into `EngineOptions`.
///
/// Keys: `chipLayout=guideFlow|flow`, `textScale=<number > 0>`, `displayScale=<number > 0>`,
/// `fonts=<directory>` (the user's font files, set before the default fonts); a later
/// assignment of a key wins.
enum EngineOptionAssignment {
    /// The default options with `assignments` applied in order; the message of a thrown error
    /// names the assignment and what was wrong with it.
    static func options(applying assignments: [String]) throws(CLIError.Message) -> EngineOptions {
        var options = EngineOptions.default
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw CLIError.Message("The engine option '\(assignment)' is not of the form KEY=VALUE.")
            }
            let key = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            switch key {
            case "chipLayout":
                let layouts = EngineOptions.ChipLayout.allCases.map(\.rawValue)
                guard let layout = EngineOptions.ChipLayout(rawValue: value) else {
                    throw invalid(value, key: key, expected: "one of " + layouts.joined(separator: ", "))
                }
                options.chipLayout = layout
            case "textScale":
                options.textScale = try positiveNumber(value, key: key)
            case "displayScale":
                options.displayScale = try positiveNumber(value, key: key)
            case "fonts":
                guard !value.isEmpty else { throw invalid(value, key: key, expected: "a directory of font files") }
                options.fontDirectory = value
            default:
                throw CLIError.Message("Unknown engine option '\(key)'; the options are chipLayout, textScale, displayScale and fonts.")
            }
        }
        return options
    }

    private static func positiveNumber(_ text: String, key: String) throws(CLIError.Message) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw invalid(text, key: key, expected: "a number > 0")
        }
        return value
    }

    private static func invalid(_ value: String, key: String, expected: String) -> CLIError.Message {
        CLIError.Message("The value '\(value)' is invalid for the engine option '\(key)': expected \(expected).")
    }
}
