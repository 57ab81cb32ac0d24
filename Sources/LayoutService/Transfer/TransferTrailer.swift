import LayoutEngine
import LayoutHashing
import LayoutModels

/// The last line of an export: how many lines of each kind come before it and the SHA-256 of
/// their bytes (each line with its newline), so an import knows the stream is whole.
///
/// `{"type":"trailer","counts":{"approval":3,…,"width":8},"lines":312,"sha256":"…"}`: a stream
/// cut anywhere, even exactly at a line boundary, lacks it or disagrees with it.
struct TransferTrailer: Equatable {
    /// Lines of each kind (`TransferLine.types`), zero for kinds the export has none of.
    var counts: [String: Int]
    /// 64 lowercase hex digits: SHA-256 over the lines before the trailer, each ending in "\n".
    var sha256: String

    /// The `type` of the trailer line.
    static let type = "trailer"

    /// The trailer of `lines`, whose texts (without newlines) are `texts`.
    init(lines: [TransferLine], texts: [String]) {
        counts = Self.counts(of: lines)
        sha256 = SHA256.hash(texts.map { $0 + "\n" }.joined()).hex
    }

    /// How many lines of each kind `lines` holds, every kind named.
    static func counts(of lines: [TransferLine]) -> [String: Int] {
        var counts = Dictionary(uniqueKeysWithValues: TransferLine.types.map { ($0, 0) })
        for line in lines { counts[line.typeName, default: 0] += 1 }
        return counts
    }

    /// Total number of lines before the trailer.
    var lineCount: Int { counts.values.reduce(0, +) }

    /// The trailer as a JSON object.
    var json: JSONValue {
        .object([
            JSONMember("type", .string(Self.type)),
            JSONMember("counts", .object(counts.keys.sorted().map { JSONMember($0, .number(Double(counts[$0]!))) })),
            JSONMember("lines", .number(Double(lineCount))),
            JSONMember("sha256", .string(sha256)),
        ])
    }

    /// Reads a trailer line written by `json`.
    init(json value: JSONValue) throws(TransferError) {
        guard case .object(let counted)? = value["counts"] else {
            throw TransferError(path: "$.counts", message: "expected an object of line counts")
        }
        var counts: [String: Int] = [:]
        for member in counted {
            guard TransferLine.types.contains(member.key) else {
                throw TransferError(path: "$.counts.\(member.key)", message: "is not a kind of line")
            }
            guard case .number(let number) = member.value, number >= 0, number < 9e15, number == number.rounded() else {
                throw TransferError(path: "$.counts.\(member.key)", message: "expected an integer ≥ 0")
            }
            counts[member.key] = Int(number)
        }
        guard case .string(let digest)? = value["sha256"], ContentHash(hex: digest)?.hex == digest else {
            throw TransferError(path: "$.sha256", message: "expected 64 lowercase hex digits")
        }
        self.counts = counts
        sha256 = digest
        guard case .number(let total)? = value["lines"], total == Double(lineCount) else {
            throw TransferError(path: "$.lines", message: "expected the sum of the counts, \(lineCount)")
        }
    }
}
