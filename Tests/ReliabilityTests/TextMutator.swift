import LayoutModels

/// Mutates serialized JSON: truncates it, splices invalid UTF-8 into it, swaps a number for
/// a literal JSON cannot hold (`1e999`, `NaN`), repeats a key, flips a byte, or wraps it in
/// nesting deeper than the parser's or the decoder's limit.
struct TextMutator {
    var random: SplitMix64

    /// The bracket depths tried around a document: around the parser's limit and far past it.
    static let bracketDepths = [999, 1_000, 1_001, 10_000]
    /// The stack depths tried around a view tree: around the decoder's limit, and past the parser's.
    static let stackDepths = [255, 256, 257, 499, 500, 10_000]

    /// `text` after one mutation; `isViewTree` allows wrapping it in stacks.
    mutating func mutate(_ text: [UInt8], isViewTree: Bool) -> [UInt8] {
        switch random.integer(in: 0..<8) {
        case 0: return Array(text.prefix(random.integer(in: 0..<max(text.count, 1))))
        case 1: return inserting(random.pick(FuzzVocabulary.invalidUTF8), into: text, afterAnyOf: [UInt8(ascii: "\"")])
        case 2: return replacingNumber(in: text)
        case 3: return duplicatingKey(in: text)
        case 4 where isViewTree:
            let depth = random.pick(Self.stackDepths)
            return Array(String(repeating: #"{"type":"vstack","children":["#, count: depth).utf8) + text
                + Array(String(repeating: "]}", count: depth).utf8)
        case 5:
            let depth = random.pick(Self.bracketDepths)
            return [UInt8](repeating: UInt8(ascii: "["), count: depth) + text + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        default:
            guard !text.isEmpty else { return [UInt8(ascii: "{")] }
            var bytes = text
            bytes[random.integer(in: 0..<bytes.count)] = random.pick(Array("{}[]:,\"\\0-e.tn ".utf8) + [0x00, 0x7F, 0xC3])
            return bytes
        }
    }

    /// `bytes` inserted just after a random occurrence of one of `anchors` (anywhere if none).
    private mutating func inserting(_ bytes: [UInt8], into text: [UInt8], afterAnyOf anchors: Set<UInt8>) -> [UInt8] {
        let positions = text.indices.filter { anchors.contains(text[$0]) }.map { $0 + 1 }
        let position = positions.isEmpty ? random.integer(in: 0..<(text.count + 1)) : random.pick(positions)
        var result = text
        result.insert(contentsOf: bytes, at: position)
        return result
    }

    /// A random number token replaced by an edge literal (`1e999`, `NaN`, `01`, …).
    private mutating func replacingNumber(in text: [UInt8]) -> [UInt8] {
        let tokens = numberTokens(in: text)
        let literal = Array(random.pick(FuzzVocabulary.edgeNumberLiterals).utf8)
        guard !tokens.isEmpty else { return inserting(literal, into: text, afterAnyOf: [UInt8(ascii: ":")]) }
        var result = text
        result.replaceSubrange(random.pick(tokens), with: literal)
        return result
    }

    /// The ranges of number tokens outside strings.
    private func numberTokens(in text: [UInt8]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = 0
        var inString = false
        while index < text.count {
            let byte = text[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < text.count, Array("0123456789+-.eE".utf8).contains(text[index]) { index += 1 }
                tokens.append(start..<index)
            } else {
                index += 1
            }
        }
        return tokens
    }

    /// The first key of a random object written again right after its `{`.
    private mutating func duplicatingKey(in text: [UInt8]) -> [UInt8] {
        let starts = text.indices.filter { text[$0] == UInt8(ascii: "{") && $0 + 1 < text.count && text[$0 + 1] == UInt8(ascii: "\"") }
        guard let start = starts.isEmpty ? nil : random.pick(starts),
              let keyEnd = text[(start + 2)...].firstIndex(of: UInt8(ascii: "\"")) else {
            return text + Array(#"{"a":1,"a":2}"#.utf8)
        }
        var result = text
        result.insert(contentsOf: Array(text[(start + 1)...keyEnd]) + Array(":null,".utf8), at: start + 1)
        return result
    }
}
