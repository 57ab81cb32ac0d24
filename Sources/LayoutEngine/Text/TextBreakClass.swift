/// How a grapheme cluster takes part in line breaking (a small subset of UAX #14).
enum TextBreakClass: UInt8, Sendable {
    /// Letters, digits and everything else: no break inside a run of them.
    case ordinary
    /// Breakable space (space, tab, ideographic space, zero-width space): a line may break after
    /// it, and it does not count toward the width at the end of a line.
    case space
    /// A hard line break (LF, CR, CR LF, VT, FF, NEL, line and paragraph separators).
    case hardBreak
    /// CJK ideographs, kana, fullwidth forms and emoji: a line may break before and after each.
    case ideographic
    /// Closing punctuation (`)` `.` `,` `!` `?` `、` `。` `」` …): never starts a line.
    case closing
    /// Opening punctuation (`(` `[` `「` …): never ends a line.
    case opening

    /// The class of a cluster that starts with `scalar`.
    init(_ scalar: Unicode.Scalar) {
        self.init(codePoint: scalar.value)
    }

    /// The class of a cluster that starts with the scalar `value`.
    init(codePoint value: UInt32) {
        switch value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000:
            self = .space
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
            self = .hardBreak
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,
            0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
            0x309D, 0x309E, 0x30FC, 0x30FD, 0x30FE,
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60:
            self = .closing
        case 0x28, 0x5B, 0x7B,
            0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,
            0xFF08, 0xFF3B, 0xFF5B, 0xFF5F:
            self = .opening
        case 0x2E80...0x2FFF, 0x3003...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            self = .ideographic
        default:
            self = .ordinary
        }
    }

    /// Whether a line may break between a cluster of class `previous` and one of this class.
    func allowsBreak(after previous: TextBreakClass) -> Bool {
        switch (previous, self) {
        case (_, .closing), (_, .space), (.opening, _), (_, .hardBreak), (.hardBreak, _):
            false
        case (.space, _), (.ideographic, _), (_, .ideographic):
            true
        default:
            false
        }
    }
}
