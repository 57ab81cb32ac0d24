/// One engine option as declared in `EngineOptions.declared`: its name, what its values look
/// like, its default and help, and how it is read from `KEY=VALUE` text and to and from JSON.
public struct EngineOption: Sendable {
    /// The key of `--engine-option KEY=VALUE` and of the options' JSON object.
    public let name: String
    /// What a value looks like, for help and errors, e.g. `a number > 0`.
    public let expectation: String
    /// The default value as typed on the command line.
    public let defaultText: String
    /// One sentence for `--help`.
    public let help: String
    /// Sets the option from the text after `=`, or says why the text is no valid value.
    let assign: @Sendable (inout EngineOptions, String) throws(EngineOptionError) -> Void
    /// The option's value as typed after `=`, e.g. `1.25`; nil when the option is unset (an
    /// optional option at its default, such as `fonts`).
    let text: @Sendable (EngineOptions) -> String?
    /// The option's value in the options' JSON object (and so in the engine's identity).
    let encode: @Sendable (EngineOptions) -> JSONValue
    /// Sets the option from its JSON value; false (leaving it) when the value is not one.
    let decode: @Sendable (inout EngineOptions, JSONValue) -> Bool

    /// A number option that must be finite and greater than 0.
    static func positiveNumber(
        _ name: String, _ field: WritableKeyPath<EngineOptions, Double> & Sendable, help: String
    ) -> EngineOption {
        let expectation = "a number > 0"
        let isValid: @Sendable (Double) -> Bool = { $0.isFinite && $0 > 0 }
        return EngineOption(
            name: name, expectation: expectation,
            defaultText: JSONWriter.format(number: EngineOptions.default[keyPath: field]), help: help,
            assign: { (options, text) throws(EngineOptionError) in
                guard let value = Double(text), isValid(value) else { throw .invalidValue(text, key: name, expected: expectation) }
                options[keyPath: field] = value
            },
            text: { JSONWriter.format(number: $0[keyPath: field]) },
            encode: { .number($0[keyPath: field]) },
            decode: { options, json in
                guard case .number(let value) = json, isValid(value) else { return false }
                options[keyPath: field] = value
                return true
            }
        )
    }

    /// The directory of the user's font files (`fonts=DIR`), unset by default. Its JSON holds
    /// the font set's digest (SHA-256 of every font file used, `FontSet.digest`) besides the
    /// path, so swapping a font file changes the engine's identity even under the same path;
    /// the digest is computed for the default fonts too. A set that cannot be loaded encodes
    /// the digest `unloadable` (the command line refuses such a directory before any layout).
    static func fontDirectory(
        _ name: String, _ field: WritableKeyPath<EngineOptions, String?> & Sendable, help: String
    ) -> EngineOption {
        let expectation = "a directory of font files"
        return EngineOption(
            name: name, expectation: expectation, defaultText: "none", help: help,
            assign: { (options, text) throws(EngineOptionError) in
                guard !text.isEmpty else { throw .invalidValue(text, key: name, expected: expectation) }
                options[keyPath: field] = text
            },
            text: { $0[keyPath: field] },
            encode: { options in
                let directory = options[keyPath: field]
                let digest = (try? FontSet.load(directory: directory).digest) ?? "unloadable"
                return .object([
                    JSONMember("digest", .string(digest)),
                    JSONMember("directory", directory.map(JSONValue.string) ?? .null),
                ])
            },
            decode: { options, json in
                switch json["directory"] {
                case .string(let directory)? where !directory.isEmpty: options[keyPath: field] = directory
                case .null?: options[keyPath: field] = nil
                default: return false
                }
                return true
            }
        )
    }
}
