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
    /// The option's value as typed after `=`, e.g. `1.25`.
    let text: @Sendable (EngineOptions) -> String
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
}
