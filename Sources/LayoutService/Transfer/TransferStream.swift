import Foundation
import LayoutEngine
import LayoutHashing
import LayoutModels

/// The text an import reads: its transfer lines with their numbers and the trailer that seals
/// them (``TransferTrailer``). Reading checks each line; `verifySealed` then checks that the
/// trailer is there, last, and agrees with the lines' kinds and bytes.
struct TransferStream {
    /// The lines before the trailer, each with its line number in the text.
    var lines: [(number: Int, line: TransferLine)] = []
    /// The trailer and its line number; nil when the text has none.
    var trailer: (number: Int, trailer: TransferTrailer)?
    /// The bytes the trailer's checksum covers: the text before the trailer line.
    var sealed: Substring = ""
    /// The number of the text's last line.
    var lastLine = 0

    /// Reads `text`; the first bad line throws, named by its number and JSON path.
    init(_ text: String) throws(ServiceError) {
        var offset = text.startIndex
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { offset = raw.endIndex < text.endIndex ? text.index(after: raw.endIndex) : text.endIndex }
            let number = index + 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            lastLine = number
            if let trailer {
                throw .invalidArgument("line \(number): nothing may follow the trailer on line \(trailer.number)")
            }
            do {
                let value = try JSONParser.parse(trimmed)
                if value["type"] == .string(TransferTrailer.type) {
                    trailer = (number, try TransferTrailer(json: value))
                    sealed = text[..<offset]
                } else {
                    lines.append((number, try TransferLine(json: value)))
                }
            } catch let error as TransferError {
                throw .invalidArgument("line \(number): \(error.path): \(error.message)")
            } catch {
                throw .invalidArgument("line \(number): \(error)")
            }
        }
    }

    /// Checks that the stream ends with a trailer that counts its lines by kind and whose
    /// checksum matches their bytes: a stream cut anywhere, or changed after export, fails.
    func verifySealed() throws(ServiceError) {
        guard let (number, trailer) = trailer else {
            throw .invalidArgument(
                "line \(lastLine + 1): the trailer line ({\"type\":\"trailer\",…}) is missing: the export was cut or is incomplete"
            )
        }
        let counts = TransferTrailer.counts(of: lines.map(\.line))
        for type in TransferLine.types where counts[type] != trailer.counts[type, default: 0] {
            throw .invalidArgument(
                "line \(number): $.counts.\(type): the trailer counts \(trailer.counts[type, default: 0]) \(type) lines but \(counts[type]!) came before it"
            )
        }
        let digest = SHA256.hash(String(sealed)).hex
        guard digest == trailer.sha256 else {
            throw .invalidArgument(
                "line \(number): $.sha256: the lines before the trailer hash to \(digest.prefix(12))…, not \(trailer.sha256.prefix(12))…: they were changed after export"
            )
        }
    }
}
