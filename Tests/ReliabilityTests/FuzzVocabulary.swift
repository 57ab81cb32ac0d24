import LayoutEngine
import LayoutModels

/// The values the fuzzer draws from: the words of the view-tree and model formats, and the
/// numbers and strings at the edges of what they accept.
enum FuzzVocabulary {
    static let nodeTypes = [
        "text", "image", "color", "rectangle", "roundedRectangle", "capsule", "ellipse", "circle", "spacer",
        "hstack", "vstack", "zstack", "viewThatFits", "flow", "guideFlow", "equalWidthHStack",
        "equalWidthVStack", "radial", "geometryReader", "button", "",
    ]

    static let modelKinds = ["tripCard", "chipSet", "viewTree", "TripCard", ""]

    /// Every field name either format knows, and a few it does not.
    static let fieldNames = [
        "type", "id", "modifiers", "children", "child", "text", "font", "lineLimit", "width", "height",
        "resizable", "cornerRadius", "minLength", "spacing", "alignment", "axes", "horizontalSpacing",
        "verticalSpacing", "kind", "name", "tree", "chips", "title", "priority", "photoURL", "photoSize",
        "activities", "subtitle", "createdAt", "size", "content", "ratio", "contentMode", "guide", "value",
        "x", "y", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
        "top", "bottom", "leading", "trailing", "horizontal", "vertical", "extra", "", "\u{0}",
    ]

    static let modifierNames = [
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "overlay", "background",
        "aspectRatio", "alignmentGuide", "rank", "hidden", "blur",
    ]

    static let names = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "bottomTrailing", "firstTextBaseline",
        "lastTextBaseline", "centerX", "centerY", "fit", "fill", "horizontal", "vertical", "infinity",
        "body", "caption", "largeTitle", "headline", "Infinity", "NaN",
    ]

    /// Numbers at the edges: zero and negative zero, negatives, fractions where integers are
    /// wanted, integers past Int32 and 2^53, and huge finite values up to the largest Double.
    static let edgeNumbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 2.5, -2.5, 7, 24, 100, 320, 1e9, -1e9, 1e15, 2_147_483_647, 2_147_483_648,
        -2_147_483_649, 9_007_199_254_740_994, 1e18, 1e300, -1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300,
    ]

    /// Number literals a JSON document may hold only as text: out of Double's range, or not
    /// JSON at all (NaN, Infinity, leading zeros, a bare sign).
    static let edgeNumberLiterals = [
        "1e999", "-1e999", "1E400", "1e-999", "NaN", "-NaN", "Infinity", "-Infinity", "inf", "01", "1.", ".5",
        "+1", "-", "1e", "0x10", "1.7976931348623157e309", "-0", "4.9e-325",
    ]

    static let edgeStrings = [
        "", " ", "\t\n", "a", "Hello world", "첫번째 두번째", "👨‍👩‍👧 Family", "\u{0}", "\u{200B}", "e\u{301}",
        "\u{FEFF}", "2024-02-30", "2024-03-05T25:00:00Z", "not a date", "https://example.com/a.jpg",
        "\"quoted\"", "back\\slash",
    ]

    /// Invalid UTF-8: a lone continuation byte, an overlong NUL, a UTF-16 surrogate, a
    /// truncated three-byte sequence, bytes that never occur, and a code point past U+10FFFF.
    static let invalidUTF8: [[UInt8]] = [
        [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF], [0xFE, 0xFF], [0xF4, 0x90, 0x80, 0x80],
    ]

    /// A long string: many short words (lots of line breaks) or one unbreakable word.
    static func hugeString(using random: inout SplitMix64) -> String {
        random.chance(0.5)
            ? String(repeating: "word ", count: random.integer(in: 200..<2_000))
            : String(repeating: "x", count: random.integer(in: 1_000..<10_000))
    }
}
