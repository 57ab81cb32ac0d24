import CFreeType
import CHarfBuzz
import Synchronization

/// One face of a font file, loaded once and shared by every thread: FreeType reads and
/// validates the file (its family, weight and style); HarfBuzz shapes with the file's own
/// OpenType tables through an `hb_font_t` made immutable, which HarfBuzz allows to shape from
/// many threads at once. No FreeType face outlives loading (an `FT_Face` is not thread-safe).
public final class FontFace: @unchecked Sendable {
    /// The file the face comes from.
    public let path: String
    /// The face's index in the file (a collection such as a .ttc holds several).
    public let faceIndex: Int
    /// The family name FreeType reads from the file.
    public let familyName: String
    /// The OS/2 weight class (400 regular, 600 semibold, 700 bold).
    public let weight: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Whether the face draws colour glyphs (an emoji font: CBDT, sbix, COLR or SVG tables).
    public let isColor: Bool
    /// SHA-256 of the whole file, lowercase hex, as HarfBuzz loaded it. Hashed the first time
    /// it is asked for (the engine's identity asks; measuring text does not): most commands
    /// never need it, and the default fonts are some 50 MB.
    /// Taken from the process's ``FontDigestCache`` when it holds the file as it was loaded.
    public var contentHash: String {
        hash.withLock { hash in
            if let hash { return hash }
            if let cache = digestCache, let fileKey, let cached = cache.digest(for: fileKey) {
                hash = cached
                return cached
            }
            let computed = Self.contentHash(of: font)
            if let cache = digestCache, let fileKey { cache.enter(computed, for: fileKey) }
            hash = computed
            return computed
        }
    }
    private let hash = Mutex<String?>(nil)
    /// What `stat` said of the file just before and just after it was loaded (nil when the two
    /// differ: it changed meanwhile, and its digest is not looked up).
    private let fileKey: FontFileKey?
    /// Where the digest is looked up and entered (nil: computed every time the file is loaded).
    private let digestCache: FontDigestCache?
    /// Vertical metrics in em.
    let metrics: FaceMetrics
    /// Font units per em.
    let unitsPerEm: Double
    /// The immutable HarfBuzz font at a scale of one unit per font unit.
    let font: OpaquePointer
    /// Bit n set when the face has a glyph for the ASCII character n (two words of 64).
    private let asciiCoverage: (UInt64, UInt64)

    /// Loads face `faceIndex` of the font file at `path`, its digest kept in `digestCache`
    /// (by default the process's, ``FontDigestCache/current``).
    /// - Throws: `TextInputError.unreadableFont` or `.notAFont`, naming the file.
    public init(path: String, faceIndex: Int = 0, digestCache: FontDigestCache? = FontDigestCache.current) throws(TextInputError) {
        self.digestCache = digestCache
        let keyBefore = FontFileKey(path: path)
        let description = try Self.describe(path: path, faceIndex: faceIndex)
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadableFont(path: path, reason: "HarfBuzz cannot map it")
        }
        defer { hb_blob_destroy(blob) }
        self.fileKey = keyBefore.flatMap { $0 == FontFileKey(path: path) ? $0 : nil }
        let face = hb_face_create(blob, UInt32(faceIndex))!
        defer { hb_face_destroy(face) }
        hb_face_make_immutable(face)
        let font = hb_font_create(face)!
        hb_ot_font_set_funcs(font)
        let unitsPerEm = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        hb_font_make_immutable(font)
        self.font = font
        self.path = path
        self.faceIndex = faceIndex
        self.familyName = description.family
        self.weight = description.weight
        self.isItalic = description.isItalic
        self.isColor = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
            || hb_ot_color_has_svg(face) != 0
        self.unitsPerEm = Double(unitsPerEm)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &position)
            return Double(position) / Double(unitsPerEm)
        }
        self.metrics = FaceMetrics(
            ascender: metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
            descender: -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
            capHeight: metric(HB_OT_METRICS_TAG_CAP_HEIGHT)
        )
        var coverage: (UInt64, UInt64) = (0, 0)
        for value in UInt32(0)..<128 {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, value, &glyph) != 0 else { continue }
            if value < 64 { coverage.0 |= 1 << value } else { coverage.1 |= 1 << (value - 64) }
        }
        self.asciiCoverage = coverage
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Whether the face's character map has a glyph for the scalar `value`.
    @inline(__always)
    func hasGlyph(_ value: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, value, &glyph) != 0
    }

    /// Whether the face has a glyph for the ASCII byte `value` (below 128).
    @inline(__always)
    func hasASCIIGlyph(_ value: UInt8) -> Bool {
        value < 64 ? asciiCoverage.0 >> value & 1 != 0 : asciiCoverage.1 >> (value - 64) & 1 != 0
    }

    /// SHA-256 (lowercase hex) of the bytes of the file `font`'s face was made from: its whole
    /// blob (for a collection, every face's), which the font keeps mapped.
    private static func contentHash(of font: OpaquePointer) -> String {
        let blob = hb_face_reference_blob(hb_font_get_face(font))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        return FontFileDigest.sha256(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    /// A name for messages: the family and weight, and the file.
    public var displayName: String {
        "\(familyName) \(weight) (\(path)\(faceIndex == 0 ? "" : "#\(faceIndex)"))"
    }

    /// Family, weight and style of face `faceIndex` of `path`, read with FreeType.
    private static func describe(path: String, faceIndex: Int) throws(TextInputError) -> (family: String, weight: Int, isItalic: Bool) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .unreadableFont(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            let reason = FT_Error_String(error).map { String(cString: $0) } ?? "FreeType error \(error)"
            // 0x01 cannot open resource, 0x02 unknown file format, 0x06 invalid argument (face index).
            if error == 0x02 || error == 0x03 || error == 0x06 {
                throw .notAFont(path: path, reason: reason)
            }
            throw .unreadableFont(path: path, reason: reason)
        }
        defer { FT_Done_Face(face) }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? path
        let isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        var weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self)
            if os2.pointee.version != 0xFFFF, os2.pointee.usWeightClass > 0 {
                weight = Int(os2.pointee.usWeightClass)
            }
        }
        return (family, weight, isItalic)
    }
}
