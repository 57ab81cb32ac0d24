/// How a grapheme cluster takes part in line breaking besides UAX #14's opportunities.
enum TextBreakClass: UInt8, Sendable {
    /// Everything that is not a space or a hard break.
    case ordinary
    /// Breakable space (space, tab, the Zs spaces but no-break ones, ideographic space, zero-width
    /// space): it does not count toward the width at the end of a line.
    case space
    /// A hard line break (LF, CR, CR LF, VT, FF, NEL, line and paragraph separators).
    case hardBreak

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
        default:
            self = .ordinary
        }
    }
}
