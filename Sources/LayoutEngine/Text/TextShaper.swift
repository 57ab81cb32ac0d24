import CHarfBuzz

/// Splits strings into grapheme clusters and measures them with HarfBuzz over a font set.
///
/// - Clusters are Swift's extended grapheme clusters (UAX #29); a string of ASCII without CR
///   has one per byte.
/// - Each cluster is set in the first family of the set whose face for the weight has a glyph
///   for every character of the cluster that is not default-ignorable (joiners, variation
///   selectors); an emoji cluster (one with an Emoji_Presentation character, U+FE0F or U+20E3)
///   tries the emoji families first. Hard breaks and controls stay with the previous cluster's
///   font. A cluster no font has is set in the first family (its glyph is .notdef, as a device
///   shows "tofu"); `FontSet.uncoveredCharacter(in:)` finds such clusters beforehand.
/// - Consecutive clusters in the same face form a run, shaped alone by `hb_shape` with the
///   font's default features (kerning, ligatures…), language "en", direction and script
///   guessed from the run. A glyph's advance counts toward the cluster that holds its
///   HarfBuzz cluster offset (a ligature's whole advance goes to its first cluster).
///
/// Not thread-safe (it owns a HarfBuzz buffer): one per text measurer.
final class TextShaper {
    let fontSet: FontSet
    private let buffer: OpaquePointer
    private let language = hb_language_from_string("en", -1)

    init(fontSet: FontSet) {
        self.fontSet = fontSet
        self.buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// The measured clusters of `string` in `weight`.
    func clusters(of string: String, weight: FontWeight) -> [TextCluster] {
        var clusters: [TextCluster] = []
        var faces: [Int32] = []
        segment(string, weight: weight, clusters: &clusters, faces: &faces)
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            while runStart < clusters.count {
                var runEnd = runStart + 1
                while runEnd < clusters.count, faces[runEnd] == faces[runStart] { runEnd += 1 }
                shape(bytes, clusters: &clusters, run: runStart..<runEnd, face: fontSet.families[Int(faces[runStart])].face(for: weight))
                runStart = runEnd
            }
        }
        return clusters
    }

    /// The width in em of "…" in `weight`.
    func ellipsisAdvance(weight: FontWeight) -> Double {
        clusters(of: "\u{2026}", weight: weight).first?.advance ?? 0
    }

    /// Appends `string`'s clusters (advances 0) and the family index each is set in.
    private func segment(_ string: String, weight: FontWeight, clusters: inout [TextCluster], faces: inout [Int32]) {
        clusters.reserveCapacity(string.utf8.count)
        faces.reserveCapacity(string.utf8.count)
        let primary = fontSet.families[0].face(for: weight)
        let isSimple = string.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D && ($0 < 0x20 || $0 == 0x7F || primary.hasASCIIGlyph($0)) }
        if isSimple {
            var offset: Int32 = 0
            for byte in string.utf8 {
                offset += 1
                clusters.append(TextCluster(advance: 0, breakClass: TextBreakClass(codePoint: UInt32(byte)), utf8End: offset, utf16End: offset))
                faces.append(0)
            }
            return
        }
        var utf8End: Int32 = 0
        var utf16End: Int32 = 0
        for character in string {
            utf8End += Int32(character.utf8.count)
            utf16End += Int32(character.utf16.count)
            let scalars = character.unicodeScalars
            let breakClass = TextBreakClass(scalars.first!)
            let family: Int32
            if breakClass == .hardBreak || scalars.first!.properties.generalCategory == .control {
                family = faces.last ?? 0
            } else {
                family = familyIndex(for: scalars, weight: weight)
            }
            clusters.append(TextCluster(advance: 0, breakClass: breakClass, utf8End: utf8End, utf16End: utf16End))
            faces.append(family)
        }
    }

    /// The family a cluster of `scalars` is set in (0 when none has it).
    private func familyIndex(for scalars: Character.UnicodeScalarView, weight: FontWeight) -> Int32 {
        let families = fontSet.families
        if Self.isEmoji(scalars) {
            for (index, family) in families.enumerated() where family.isEmoji && family.face(for: weight).covers(scalars) {
                return Int32(index)
            }
        }
        for (index, family) in families.enumerated() where family.face(for: weight).covers(scalars) {
            return Int32(index)
        }
        return 0
    }

    /// Whether a cluster asks for emoji presentation: an Emoji_Presentation character, U+FE0F
    /// (emoji variation selector) or U+20E3 (keycap).
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.contains { scalar in
            let value = scalar.value
            // No Emoji_Presentation character lies below U+231A or among kana, Hangul and CJK.
            guard value >= 0x20E3, !(0x3040...0xD7FF).contains(value) else { return false }
            return value == 0xFE0F || value == 0x20E3 || scalar.properties.isEmojiPresentation
        }
    }

    /// Shapes the clusters `run` (all in `face`) and adds each glyph's advance to its cluster.
    private func shape(_ bytes: UnsafeBufferPointer<UInt8>, clusters: inout [TextCluster], run: Range<Int>, face: FontFace) {
        let runStart = run.lowerBound == 0 ? 0 : Int(clusters[run.lowerBound - 1].utf8End)
        let runEnd = Int(clusters[run.upperBound - 1].utf8End)
        let length = Int32(runEnd - runStart)
        hb_buffer_clear_contents(buffer)
        bytes.baseAddress!.advanced(by: runStart).withMemoryRebound(to: CChar.self, capacity: Int(length)) { text in
            hb_buffer_add_utf8(buffer, text, length, 0, length)
        }
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return }
        let scale = 1 / face.unitsPerEm
        var index = run.lowerBound
        for glyph in 0..<Int(count) {
            let offset = Int32(runStart) + Int32(bitPattern: infos[glyph].cluster)
            // Clusters come in logical order for left-to-right runs; search for the others.
            if !(index < run.upperBound && offset < clusters[index].utf8End
                && (index == 0 || offset >= clusters[index - 1].utf8End)) {
                index = run.lowerBound
                while index < run.upperBound - 1, offset >= clusters[index].utf8End { index += 1 }
            }
            clusters[index].advance += Double(positions[glyph].x_advance) * scale
        }
    }
}

extension FontFace {
    /// Whether the face has a glyph for every scalar of a cluster that is not default-ignorable.
    func covers(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.allSatisfy { hasGlyph($0.value) || $0.properties.isDefaultIgnorableCodePoint }
    }
}
