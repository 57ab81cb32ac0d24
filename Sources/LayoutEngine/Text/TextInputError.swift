/// Bad text input the engine cannot measure with: missing fonts, characters no font has, an
/// unknown size category. Each message names the file or value and what to install or pass.
public enum TextInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A font file or directory that does not exist or cannot be read.
    case unreadableFont(path: String, reason: String)
    /// A file that FreeType does not recognise as a font.
    case notAFont(path: String, reason: String)
    /// A font directory with no usable (non-italic) face of a weight the engine needs.
    case noFaces(directory: String)
    /// A character that no font of the set has a glyph for.
    case missingGlyph(character: String, fonts: [String])
    /// A content size category name that does not exist.
    case unknownSizeCategory(String)

    public var description: String {
        switch self {
        case .unreadableFont(let path, let reason):
            "Cannot read the font '\(path)' (\(reason)). The default fonts come from the Debian packages "
                + "fonts-inter, fonts-noto-cjk and fonts-noto-color-emoji (run .ci/install); "
                + "or pass --engine-option fonts=DIR with a directory of .ttf/.otf/.ttc files."
        case .notAFont(let path, let reason):
            "'\(path)' is not a font FreeType can open (\(reason)); remove it from the font directory."
        case .noFaces(let directory):
            "The font directory '\(directory)' holds no upright .ttf, .otf or .ttc font; put at least a regular "
                + "weight there (see the README's text section for the weight mapping)."
        case .missingGlyph(let character, let fonts):
            "No font has a glyph for \(character) (tried \(fonts.joined(separator: ", "))); "
                + "add a font that has it with --engine-option fonts=DIR."
        case .unknownSizeCategory(let name):
            "Unknown size category '\(name)'; the categories are \(ContentSizeCategory.names)."
        }
    }
}
