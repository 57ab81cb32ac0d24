/// Writes JSON deterministically: the same value always gives the same bytes.
///
/// `canonical` sorts object keys by their UTF-8 bytes and prints no whitespace: the form
/// content hashes are taken of. `pretty` keeps member order and indents by two spaces.
public struct JSONWriter: Sendable {
    /// How the output is laid out.
    public enum Style: Sendable {
        /// Sorted keys, no whitespace.
        case canonical
        /// Member order kept, no whitespace.
        case compact
        /// Member order kept, two-space indentation, one member per line.
        case pretty
    }

    public var style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The JSON text of `value`.
    public func string(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: 0)
        return output
    }

    /// Numbers: integral values within ±2^53 print without a fraction (`3`, `-0` as `0`);
    /// others print Swift's shortest round-tripping form (`61.333333333333336`, `1e-07`).
    /// Non-finite values have no JSON form; callers encode them otherwise.
    public static func format(number: Double) -> String {
        precondition(number.isFinite, "JSON cannot hold a non-finite number")
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    public static func quoted(_ string: String) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
        return output
    }

    private func write(_ value: JSONValue, into output: inout String, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += Self.format(number: number)
        case .string(let string): output += Self.quoted(string)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, into: &output, indent: indent) { index, output in
                write(elements[index], into: &output, indent: indent + 1)
            }
        case .object(let members):
            let ordered = style == .canonical
                ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                : members
            writeContainer(open: "{", close: "}", count: ordered.count, into: &output, indent: indent) { index, output in
                output += Self.quoted(ordered[index].key)
                output += style == .pretty ? ": " : ":"
                write(ordered[index].value, into: &output, indent: indent + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, into output: inout String, indent: Int,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let pretty = style == .pretty
        for index in 0..<count {
            if index > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
            element(index, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }
}
