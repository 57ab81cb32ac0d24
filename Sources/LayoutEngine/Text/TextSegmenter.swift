/// Splits strings into measured grapheme clusters (rule 12's "advance widths per grapheme
/// cluster").
///
/// Fast path: when every scalar of a string is one that always forms a cluster on its own
/// (printable ASCII, tab, line feed, Latin-1 and Latin Extended letters, Greek, Cyrillic, general
/// punctuation, CJK symbols, kana, ideographs, Hangul syllables, fullwidth forms), clusters
/// are scalars, decoded straight from the UTF-8 bytes. From the first other scalar (combining
/// marks, emoji, jamo, CR) on, the rest goes through `Character` iteration, starting again at
/// the scalar before it, which may begin its cluster.
enum TextSegmenter {
    /// The clusters of `string`, measured with `table`.
    static func clusters(of string: String, table: TextAdvanceTable) -> [TextCluster] {
        var clusters: [TextCluster] = []
        clusters.reserveCapacity(string.utf8.count)
        let allStandalone = string.utf8.withContiguousStorageIfAvailable { bytes in
            var scalars = UTF8Scalars(bytes: bytes)
            while let codePoint = scalars.next() {
                guard isStandalone(codePoint) else { return false }
                clusters.append(TextCluster(
                    advance: table.advance(ofCodePoint: codePoint),
                    breakClass: TextBreakClass(codePoint: codePoint),
                    utf8End: Int32(truncatingIfNeeded: scalars.offset)
                ))
            }
            return true
        }
        if allStandalone == true { return clusters }
        // The scalar before the first non-standalone one may start its cluster (e + U+0301).
        if allStandalone == false {
            clusters.removeLast(min(1, clusters.count))
        } else {
            clusters.removeAll()
        }
        let resumeOffset = Int(clusters.last?.utf8End ?? 0)
        let utf8 = string.utf8
        let rest = Substring(utf8[utf8.index(utf8.startIndex, offsetBy: resumeOffset)...])
        var end = resumeOffset
        for character in rest {
            end += character.utf8.count
            clusters.append(cluster(character, table: table, utf8End: end))
        }
        return clusters
    }

    /// One cluster measured through `Character` (the general path).
    private static func cluster(_ character: Character, table: TextAdvanceTable, utf8End: Int) -> TextCluster {
        let scalars = character.unicodeScalars
        let first = scalars.first?.value ?? 0
        // No single scalar below U+231A (the first Emoji_Presentation one) shows as an emoji.
        let isEmoji = (first >= 0x231A || scalars.count > 1) && TextAdvanceTable.isEmoji(scalars)
        return TextCluster(
            advance: isEmoji ? TextAdvanceTable.emojiAdvance : table.advance(ofCodePoint: first),
            breakClass: isEmoji ? .ideographic : TextBreakClass(codePoint: first),
            utf8End: Int32(truncatingIfNeeded: utf8End)
        )
    }

    /// The width in font units of `string` laid out on one line (trailing spaces excluded), or
    /// nil unless it consists of standalone scalars without a line break or other control.
    static func singleLineWidth(of string: String, table: TextAdvanceTable) -> Int? {
        let width: Int?? = string.utf8.withContiguousStorageIfAvailable { bytes in
            table.advances.withUnsafeBufferPointer { advances in
                var width = 0
                var contentWidth = 0
                var scalars = UTF8Scalars(bytes: bytes)
                while let codePoint = scalars.next() {
                    if codePoint < 0x80 {
                        guard codePoint >= 0x20, codePoint < 0x7F else { return nil }
                        width += Int(advances[Int(codePoint)])
                        if codePoint != 0x20 { contentWidth = width }
                    } else {
                        guard isStandalone(codePoint) else { return nil }
                        width += Int(table.advance(ofCodePoint: codePoint))
                        if TextBreakClass(codePoint: codePoint) != .space { contentWidth = width }
                    }
                }
                return contentWidth
            }
        }
        return width ?? nil
    }

    /// Whether the scalar `value` is its own grapheme cluster whatever its neighbours are
    /// (within this set: its Grapheme_Cluster_Break is Other, Control or LF).
    @inline(__always)
    private static func isStandalone(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x20..<0x7F, 0xA0..<0x300, 0x370..<0x483, 0x48A..<0x500, 0x2010..<0x2028,
            0x2030..<0x205F, 0x3000..<0x302A, 0x3041..<0x3097, 0x30A0..<0x3100, 0x3400..<0x4DC0,
            0x4E00..<0xA000, 0xAC00..<0xD7A4, 0xFF01..<0xFF5F:
            true
        default:
            false
        }
    }

    /// The scalars of valid UTF-8 bytes, decoded without validation; `offset` is the byte just
    /// past the last scalar returned. Scalars beyond the Basic Multilingual Plane end the
    /// sequence early with 0x110000, which no fast path accepts.
    private struct UTF8Scalars {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        @inline(__always)
        mutating func next() -> UInt32? {
            guard offset < bytes.count else { return nil }
            let lead = bytes[offset]
            if lead < 0x80 {
                offset += 1
                return UInt32(lead)
            }
            if lead < 0xE0 {
                defer { offset += 2 }
                return UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
            }
            if lead < 0xF0 {
                defer { offset += 3 }
                return UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
                    | UInt32(bytes[offset + 2] & 0x3F)
            }
            offset = bytes.count
            return 0x11_0000
        }
    }
}
