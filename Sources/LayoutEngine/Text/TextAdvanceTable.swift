/// Advance widths in font units (2048 per em) of scalars and grapheme clusters, for one weight
/// (rule 12).
///
/// A cluster measures as its first scalar: combining marks, joiners, variation selectors and
/// conjoining jamo after it add nothing. Widths, in this order of precedence:
/// - an emoji cluster (an Emoji_Presentation scalar, a regional-indicator flag, or an emoji
///   followed by U+FE0F, U+20E3 or U+200D) is `emojiAdvance`, 1.25 em;
/// - Hangul syllables and jamo, CJK ideographs, kana, CJK symbols and fullwidth forms are 1 em,
///   halfwidth forms 0.5 em;
/// - scalars of the generated DejaVu table (Latin, Greek, Cyrillic, punctuation, symbols) use
///   its advance; marks, format characters and controls there are 0, tab is a space;
/// - other nonspacing or enclosing marks and format characters are 0;
/// - anything else, including scalars the font lacks, is `fallbackAdvance`, 0.6 em.
struct TextAdvanceTable: Sendable {
    /// The table of DejaVu Sans (every style but headline).
    static let regular = TextAdvanceTable(advances: TextGlyphAdvances.regular)
    /// The table of DejaVu Sans Bold (headline).
    static let bold = TextAdvanceTable(advances: TextGlyphAdvances.bold)

    /// One em in font units.
    static let em = TextGlyphAdvances.unitsPerEm
    /// The fixed width of an emoji cluster: 1.25 em.
    static let emojiAdvance = em + em / 4
    /// The width of a scalar no rule covers: 0.6 em.
    static let fallbackAdvance = Int32((Double(em) * 0.6).rounded())
    /// The first scalar past the directly indexed range of the generated table.
    static let directlyIndexedEnd = TextGlyphAdvances.ranges[0].last + 1

    /// Advances of the generated ranges, in `TextGlyphAdvances.ranges` order.
    let advances: [UInt16]

    /// The width of "…", which truncated lines end with.
    var ellipsisAdvance: Int32 {
        advance(of: "\u{2026}")
    }

    /// The width of a cluster that starts with `scalar`, if the cluster is not an emoji
    /// (`isEmoji`); the rest of a cluster adds nothing.
    func advance(of scalar: Unicode.Scalar) -> Int32 {
        advance(ofCodePoint: scalar.value)
    }

    /// The width of a cluster that starts with the scalar `value`, if the cluster is not an emoji.
    func advance(ofCodePoint value: UInt32) -> Int32 {
        if value < Self.directlyIndexedEnd {
            return resolved(advances[Int(value)])
        }
        switch value {
        case 0x1100...0x11FF, 0x2E80...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return Self.em
        case 0xFF61...0xFFDC:
            return Self.em / 2
        default:
            break
        }
        for range in TextGlyphAdvances.ranges where range.first <= value && value <= range.last {
            return resolved(advances[range.offset + Int(value - range.first)])
        }
        switch Unicode.Scalar(value)?.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            return Self.fallbackAdvance
        }
    }

    /// Whether a cluster shows as an emoji (rule 12's fixed emoji width).
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        for scalar in scalars where scalar.properties.isEmojiPresentation {
            return true
        }
        return first.properties.isEmoji && showsEmojiPresentation(scalars)
    }

    /// Whether a cluster asks for emoji presentation (U+FE0F), is a keycap (U+20E3) or a ZWJ sequence.
    private static func showsEmojiPresentation(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    /// A table entry with the fallback width for scalars the font lacks.
    private func resolved(_ entry: UInt16) -> Int32 {
        entry == TextGlyphAdvances.missing ? Self.fallbackAdvance : Int32(entry)
    }
}
