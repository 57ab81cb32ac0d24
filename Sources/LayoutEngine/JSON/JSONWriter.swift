import LayoutHashing

/// Writes JSON deterministically: the same value always gives the same bytes.
///
/// `canonical` sorts object keys by their UTF-8 bytes and prints no whitespace: the form
/// content hashes are taken of, written by ``CanonicalJSONOutput`` (its one definition). `pretty` keeps member order and indents by two spaces.
/// Output is built as UTF-8 bytes in one growing buffer (`bytes(_:)`, `write(_:into:)`);
/// `string(_:)` is those bytes as text.
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
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The UTF-8 bytes of `value`'s JSON text: exactly the bytes of `string(_:)`.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output)
        return output
    }

    /// Appends the UTF-8 bytes of `value`'s JSON text to `output`.
    public func write(_ value: JSONValue, into output: inout [UInt8]) {
        guard style == .canonical else {
            write(value, into: &output, indent: 0)
            return
        }
        var canonical = CanonicalJSONOutput(appendingTo: output)
        output = []
        value.write(to: &canonical)
        output = canonical.bytes
    }

    /// Numbers: integral values within ±2^53 print without a fraction (`3`, `-0` as `0`);
    /// others print Swift's shortest round-tripping form (`61.333333333333336`, `1e-07`).
    /// Non-finite values have no JSON form; callers encode them otherwise.
    public static func format(number: Double) -> String {
        var output: [UInt8] = []
        append(number: number, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count + 2)
        append(quoted: string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `format(number:)` of `number` as UTF-8.
    static func append<Sink: JSONByteSink & ~Copyable>(number: Double, to output: inout Sink) {
        precondition(number.isFinite, "JSON cannot hold a non-finite number")
        // Integral within ±2^53: exactly an Int64 (`-0` becomes `0`).
        guard abs(number) < 9_007_199_254_740_992, Double(Int64(number)) == number else {
            var text = number.description
            text.withUTF8 { output.append(contentsOf: $0) }
            return
        }
        let integer = Int64(number)
        if integer < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        guard magnitude >= 10 else {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // At most 16 digits, written from the end of a stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// Appends `quoted(_:)` of `string` as UTF-8. Escapes are all ASCII, so the string's UTF-8
    /// bytes are copied as they are between them (in one piece when nothing needs escaping).
    static func append<Sink: JSONByteSink & ~Copyable>(quoted string: String, to output: inout Sink) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var plain = true
            for index in utf8.indices where utf8[index] < 0x20 || utf8[index] == UInt8(ascii: "\"") || utf8[index] == UInt8(ascii: "\\") {
                plain = false
                break
            }
            guard plain else {
                for byte in utf8 { append(escaping: byte, to: &output) }
                return
            }
            output.append(contentsOf: utf8)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends one byte of a string literal's content, escaped when JSON requires it.
    private static func append<Sink: JSONByteSink & ~Copyable>(escaping byte: UInt8, to output: inout Sink) {
        let escaped: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped = byte
        case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
        case 0x08: escaped = UInt8(ascii: "b")
        case 0x0C: escaped = UInt8(ascii: "f")
        case ..<0x20: escaped = UInt8(ascii: "u")
        default:
            output.append(byte)
            return
        }
        output.append(UInt8(ascii: "\\"))
        output.append(escaped)
        if escaped == UInt8(ascii: "u") {
            output.append(UInt8(ascii: "0"))
            output.append(UInt8(ascii: "0"))
            output.append(Hex.digit(byte >> 4))
            output.append(Hex.digit(byte & 0x0F))
        }
    }

    /// Compact and pretty text (canonical goes through `CanonicalJSONOutput`).
    private func write(_ value: JSONValue, into output: inout [UInt8], indent: Int) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): Self.append(number: number, to: &output)
        case .string(let string): Self.append(quoted: string, to: &output)
        case .array(let elements):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, into: &output, indent: indent) { index, output in
                write(elements[index], into: &output, indent: indent + 1)
            }
        case .object(let members):
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output, indent: indent) { index, output in
                Self.append(quoted: members[index].key, to: &output)
                output.append(contentsOf: (style == .pretty ? ": " : ":").utf8)
                write(members[index].value, into: &output, indent: indent + 1)
            }
        }
    }

    private func writeContainer(
        open: UInt8, close: UInt8, count: Int, into output: inout [UInt8], indent: Int,
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard count > 0 else {
            output.append(close)
            return
        }
        let pretty = style == .pretty
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { newline(indent: indent + 1, into: &output) }
            element(index, &output)
        }
        if pretty { newline(indent: indent, into: &output) }
        output.append(close)
    }

    private func newline(indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }
}
