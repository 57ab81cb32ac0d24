/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It rejects invalid UTF-8, duplicate object keys, numbers that do not fit a Double, and
/// nesting deeper than `maximumDepth` (so hostile input cannot exhaust the stack).
///
/// It reads the input where it is (an array's storage, a string's UTF-8), for the length of
/// one parse; every read of a byte is after a check of the index against the input's end.
public struct JSONParser: ~Copyable {
    /// The deepest array/object nesting accepted.
    public static let defaultMaximumDepth = 1_000

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let maximumDepth: Int
    /// The members of the objects open, and the elements of the arrays open.
    private var openMembers = JSONScratchStack<JSONMember>(capacity: 16)
    private var openElements = JSONScratchStack<JSONValue>(capacity: 16)

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document; anything but whitespace after it is an error.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (bytes) throws(JSONSyntaxError) in try parse(bytes, maximumDepth: maximumDepth) }
    }

    /// Parses one JSON document from a string, read in place (its UTF-8 is not copied).
    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        // `withUTF8` passes untyped errors only: the outcome leaves its closure as a value.
        let outcome = text.withUTF8 { bytes in Result { () throws(JSONSyntaxError) in try parse(bytes, maximumDepth: maximumDepth) } }
        return try outcome.get()
    }

    /// Parses one JSON document of the bytes `bytes` points to (valid for the call).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected content after the JSON value")
        }
        return value
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(index, bytes.count)
        for position in 0..<end where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return JSONSyntaxError(message: message, line: line, column: end - lineStart + 1)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Self.printable(bytes[index]))', expected a value")
        }
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let expected = Array(literal.utf8)
        let count = expected.count
        let matches = index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(expected)
        guard matches else { throw error("invalid literal, expected '\(literal)'") }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        index += 1
        // The members so far are on `openMembers` from `base`; duplicates are looked for among
        // them, and a set is made only for big objects.
        let base = openMembers.count
        var keys: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in object")
            }
            let keyStart = index
            let key = try parseString()
            guard openMembers.withValues(from: base, { Self.isNewKey(key, of: $0, keys: &keys) }) else {
                index = keyStart
                throw error("duplicate key \(JSONWriter.quoted(key)) in object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after object key")
            }
            index += 1
            skipWhitespace()
            openMembers.push(JSONMember(key, try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(openMembers.pop(from: base))
            } else {
                throw error("expected ',' or '}' in object")
            }
        }
    }

    /// Whether `key` differs from every key of `members` (the keys so far, also in `keys`
    /// once there are more than `linearKeyLimit`); records it in `keys` when in use.
    private static func isNewKey(_ key: String, of members: UnsafeBufferPointer<JSONMember>, keys: inout Set<String>?) -> Bool {
        if keys == nil {
            guard members.count >= linearKeyLimit else { return !members.contains { $0.key == key } }
            keys = Set(members.map(\.key))
        }
        return keys!.insert(key).inserted
    }

    /// Objects with up to this many members find duplicate keys by comparing with each.
    private static let linearKeyLimit = 16

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        index += 1
        // The elements so far are on `openElements` from `base`.
        let base = openElements.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            openElements.push(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(openElements.pop(from: base))
            } else {
                throw error("expected ',' or ']' in array")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        // Most strings have no escapes: validated in place, straight from the input.
        let start = index
        var highBits: UInt8 = 0
        index = Self.plainRunEnd(in: bytes, from: start, highBits: &highBits)
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            let content = start..<(index - 1)
            // ASCII is valid UTF-8 as it is: decoded from the bytes in place, nothing to check.
            if highBits < 0x80 {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[content]), as: UTF8.self)
            }
            guard let string = Self.validatedString(UnsafeBufferPointer(rebasing: bytes[content])) else {
                throw error("string is not valid UTF-8")
            }
            return string
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = buffer.withUnsafeBufferPointer(Self.validatedString) else {
                    throw error("string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &buffer)
            case 0..<0x20:
                throw error("control character in string")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    /// Where the run of plain string bytes (no quote, backslash or control byte) from `start`
    /// ends in `input`, its bytes or-ed into `highBits`: eight bytes at a time while none ends
    /// the run, then byte by byte.
    private static func plainRunEnd(in input: UnsafeBufferPointer<UInt8>, from start: Int, highBits: inout UInt8) -> Int {
        var position = start
        if let base = input.baseAddress {
            var wordBits: UInt64 = 0
            while position + 8 <= input.count {
                let word = JSONPlainBytes.word(at: base + position)
                if JSONPlainBytes.needsEscape(word) { break }
                wordBits |= word
                position += 8
            }
            if JSONPlainBytes.hasNonASCII(wordBits) { highBits = 0x80 }
        }
        while position < input.count {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            highBits |= byte
            position += 1
        }
        return position
    }

    /// `utf8` as a string when it is valid UTF-8, else nil: decoded (which repairs), then kept
    /// only if its bytes are `utf8`'s (a repair writes U+FFFD where no valid sequence was, so
    /// its bytes differ there).
    private static func validatedString(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var string = String(decoding: utf8, as: UTF8.self)
        return string.withUTF8 { $0.elementsEqual(utf8) } ? string : nil
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("unpaired surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw error("invalid escape '\\\(Self.printable(byte))'")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("incomplete number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if isDigit(bytes[index]) {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        } else {
            throw error("invalid number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if let integer = Self.smallInteger(bytes[start..<index]) { return integer }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return value
    }

    /// The value of an optionally negative integer of at most 15 digits (so exactly a
    /// Double, as `Double(text)` would give it; `-0` as `-0.0`), else nil.
    private static func smallInteger(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = negative ? text.dropFirst() : text
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return negative ? -Double(value) : Double(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
