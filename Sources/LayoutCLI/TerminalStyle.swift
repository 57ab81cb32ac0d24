/// Colour and emphasis for one output stream: ANSI escapes only when the stream is a terminal,
/// `--no-color` was not given, `NO_COLOR` is unset or empty (https://no-color.org) and
/// `TERM` is not `dumb`; otherwise text passes through unchanged.
public struct TerminalStyle: Sendable {
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The style for a stream, from the rules above.
    public init(isTerminal: Bool, noColorFlag: Bool, environment: [String: String]) {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        usesColor = isTerminal && !noColorFlag && !noColor && environment["TERM"] != "dumb"
    }

    /// `text` in bold.
    public func bold(_ text: String) -> String { styled(text, code: "1") }
    /// `text` in red, for errors and failures.
    public func red(_ text: String) -> String { styled(text, code: "31") }
    /// `text` in green, for success.
    public func green(_ text: String) -> String { styled(text, code: "32") }
    /// `text` dimmed, for secondary information.
    public func dim(_ text: String) -> String { styled(text, code: "2") }

    private func styled(_ text: String, code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
