import Testing
@testable import LayoutEngine

/// The word-at-a-time scans of JSON strings (`JSONPlainBytes`), the canonical writer's plain
/// strings and the parser's strings over them, against RFC 8259 §7: a string escapes `"`, `\`
/// and the control characters U+0000 to U+001F, nothing else.
@Suite struct JSONPlainBytesTests {
    /// What RFC 8259 §7 says must be escaped.
    private static func mustEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    @Test func flagsExactlyTheWordsHoldingAByteToEscape() {
        var checked = 0
        for filler: UInt8 in [UInt8(ascii: "a"), 0x20, 0x7F, 0xFF] {
            for position in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(value)
                    let word = bytes.withUnsafeBufferPointer { JSONPlainBytes.word(at: $0.baseAddress!) }
                    #expect(JSONPlainBytes.needsEscape(word) == Self.mustEscape(UInt8(value)), "byte \(value) at \(position) among \(filler)")
                    #expect(JSONPlainBytes.hasNonASCII(word) == (value >= 0x80 || filler >= 0x80))
                    checked += 1
                }
            }
        }
        #expect(checked == 4 * 8 * 256)
        // Two bytes to escape in one word, and a word read at an odd address.
        let bytes: [UInt8] = [0x61] + Array(#"ab"c\def"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONPlainBytes.needsEscape(JSONPlainBytes.word(at: $0.baseAddress! + 1)) })
        let plain: [UInt8] = [0x22] + Array("abcdefgh".utf8)
        #expect(!plain.withUnsafeBufferPointer { JSONPlainBytes.needsEscape(JSONPlainBytes.word(at: $0.baseAddress! + 1)) })
    }

    @Test func writesPlainStringsOfEveryLengthAndRefusesTheOthers() {
        var cases = 0
        for length in 0...25 {
            let plain = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            #expect(Self.quotedIfPlain(plain) == "\"" + plain + "\"")
            // "é" (two bytes) and "🌊" (four) need no escape, wherever they fall.
            for insert in ["é", "🌊"] where length > 0 {
                for position in 0..<length {
                    var scalars = Array(plain)
                    scalars[position] = Character(insert)
                    let text = String(scalars)
                    #expect(Self.quotedIfPlain(text) == "\"" + text + "\"")
                    cases += 1
                }
            }
            for special in ["\"", "\\", "\n", "\u{0}", "\u{1F}"] where length > 0 {
                for position in 0..<length {
                    var scalars = Array(plain)
                    scalars[position] = Character(special)
                    #expect(Self.quotedIfPlain(String(scalars)) == nil, "\(special.debugDescription) at \(position) of \(length)")
                    cases += 1
                }
            }
        }
        #expect(cases > 1_000)
    }

    @Test func parsesStringsOfEveryLengthWithEscapesAndUTF8Anywhere() throws {
        var cases = 0
        for length in 1...25 {
            let plain = Array(repeating: UInt8(ascii: "x"), count: length)
            for position in 0..<length {
                // An escape: `\n` in place of the byte at `position`.
                var escaped = plain
                escaped.replaceSubrange(position..<(position + 1), with: Array(#"\n"#.utf8))
                let expected = String(repeating: "x", count: position) + "\n" + String(repeating: "x", count: length - position - 1)
                #expect(try JSONParser.parse([0x22] + escaped + [0x22]) == .string(expected))
                // "é" (C3 A9) is valid UTF-8 wherever it is.
                var accented = plain
                accented.replaceSubrange(position..<(position + 1), with: [0xC3, 0xA9])
                let accentedText = String(repeating: "x", count: position) + "é" + String(repeating: "x", count: length - position - 1)
                #expect(try JSONParser.parse([0x22] + accented + [0x22]) == .string(accentedText))
                // A lone continuation byte or 0xFF is not, also deep in a long plain run.
                for invalid: UInt8 in [0x80, 0xFF] {
                    var broken = plain
                    broken[position] = invalid
                    #expect(throws: JSONSyntaxError(message: "string is not valid UTF-8", line: 1, column: 2 + length + 1)) {
                        try JSONParser.parse([0x22] + broken + [0x22])
                    }
                }
                // A raw control character ends the plain run and is rejected where it is.
                var control = plain
                control[position] = 0x09
                #expect(throws: JSONSyntaxError(message: "control character in string", line: 1, column: 2 + position)) {
                    try JSONParser.parse([0x22] + control + [0x22])
                }
                cases += 1
            }
        }
        #expect(cases == 25 * 26 / 2)
    }

    /// `text` written by `appendQuotedIfPlain`, nil when it refused it (wrote nothing).
    private static func quotedIfPlain(_ text: String) -> String? {
        var buffer = JSONByteBuffer(capacity: 4)
        buffer.append(UInt8(ascii: "["))
        var utf8 = Array(text.utf8)
        let written = utf8.withUnsafeMutableBufferPointer { buffer.appendQuotedIfPlain(UnsafeBufferPointer($0)) }
        guard written else {
            #expect(buffer.count == 1, "nothing written")
            return nil
        }
        return buffer.withBytes { String(decoding: $0.dropFirst(), as: UTF8.self) }
    }
}
