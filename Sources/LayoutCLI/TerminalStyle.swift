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

    /// `text` with every control character (C0, DEL, C1: ESC, NUL, BEL, CR, …) spelled as a
    /// visible escape (`\u{1B}`), so text from a model, a file or an error never moves the
    /// cursor, changes colours or rings the bell of the terminal it is shown on. `keeping`
    /// names the controls that stay (a message's line breaks).
    public static func printable(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !kept.contains($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar), !kept.contains(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private func styled(_ text: String, code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
