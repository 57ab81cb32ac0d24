extension FontSet {
    /// The first grapheme cluster of `string` that no family has glyphs for in some weight
    /// (hard breaks and controls aside), nil when the set covers the whole string. The engine
    /// measures such a cluster with the first family's .notdef glyph; callers that must not
    /// (the command line) check first and report `TextInputError.missingGlyph`.
    public func uncoveredCharacter(in string: String) -> Character? {
        string.first { character in
            let scalars = character.unicodeScalars
            let first = scalars.first!
            if TextBreakClass(first) == .hardBreak || first.properties.generalCategory == .control { return false }
            return FontWeight.allCases.contains { weight in
                !families.contains { $0.face(for: weight).covers(scalars) }
            }
        }
    }

    /// `TextInputError.missingGlyph` for the first cluster of `string` no font has, if any.
    public func checkCoverage(of string: String) throws(TextInputError) {
        guard let character = uncoveredCharacter(in: string) else { return }
        let codePoints = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        throw .missingGlyph(character: "'\(character)' (\(codePoints.joined(separator: " ")))", fonts: families.map(\.name))
    }
}
