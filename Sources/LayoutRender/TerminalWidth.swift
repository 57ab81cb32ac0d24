/// How many terminal columns text occupies: East Asian wide characters (Hangul, CJK, full-width
/// forms, most emoji) take two, combining marks none, everything else one.
public enum TerminalWidth {
    /// The columns `text` occupies.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character occupies (its first scalar decides).
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return columns(of: scalar)
    }

    private static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
            return 0
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo initials
        0x2E80...0x303E,    // CJK radicals, punctuation
        0x3041...0x33FF,    // kana, CJK compatibility
        0x3400...0x4DBF,    // CJK extension A
        0x4E00...0x9FFF,    // CJK unified ideographs
        0xA960...0xA97F,    // Hangul Jamo extended A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE30...0xFE4F,    // CJK compatibility forms
        0xFF00...0xFF60,    // full-width forms
        0xFFE0...0xFFE6,    // full-width signs
        0x1F300...0x1F64F,  // pictographs, emoticons
        0x1F900...0x1F9FF,  // supplemental pictographs
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}
