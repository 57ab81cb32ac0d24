/// The style sheet of the pictures; a report carries it once for all its pictures.
///
/// It never sets a text line's size or weight: those are each line's own attributes, the
/// engine's measured values. Fonts are the engine's: Inter for Latin, Noto Sans CJK for
/// Hangul and CJK, Noto Color Emoji, then the system's sans-serif.
public enum SVGStyleSheet {
    /// The font families of text, in fallback order. Emoji are set in `emojiFamily` by their
    /// own `tspan`: Noto Color Emoji has digit glyphs (for keycaps), and librsvg draws digits
    /// with them when it is in this list.
    public static let fontFamily = "Inter,'Noto Sans CJK KR','Noto Sans CJK SC',sans-serif"

    /// The family emoji runs are set in.
    public static let emojiFamily = "'Noto Color Emoji'"

    public static let css: String = {
        var rules = [
            "svg.layout{background:#fff;font-family:\(fontFamily)}",
            "svg.layout .line{white-space:pre}",
            "svg.layout .caption text{font-size:11px;fill:#333}",
            "svg.layout .caption text.engine{fill:#777}",
            "svg.layout .legend text{font-size:9px;fill:#222}",
            "svg.layout .proposal{fill:none;stroke:#999;stroke-dasharray:4 3}",
            "svg.layout .bounds{fill:none;stroke:#111;stroke-width:1.5}",
            "svg.layout .screen{fill:none;stroke:#c8ccd4;stroke-width:0.5}",
            "svg.layout .outer{fill:none;stroke:#bbb;stroke-width:0.5;stroke-dasharray:2 2}",
            "svg.layout .frame{fill-opacity:0.12;stroke-opacity:0.8;stroke-width:0.75}",
            "svg.layout .truncated>.frame{stroke:#d11;stroke-width:1.5;stroke-dasharray:3 2;stroke-opacity:1}",
            "svg.layout .badge rect{fill:#d11}",
            "svg.layout .badge text{fill:#fff;font-size:9px;text-anchor:middle}",
            "svg.layout .overflow>.outer{stroke:#d11;stroke-width:1.5;stroke-dasharray:none}",
            "svg.layout .mark{fill:none;stroke-width:2}",
            "svg.layout .mark.moved{stroke:#f08c00}",
            "svg.layout .mark.added{stroke:#2b9a3e}",
            "svg.layout .mark.removed{stroke:#d6336c;stroke-dasharray:4 2}",
            "svg.layout .mark.overflow{stroke:#d11;stroke-width:1;stroke-dasharray:2 2}",
            "svg.layout .mark.was{stroke:#868e96;stroke-width:1;stroke-dasharray:3 2}",
            "svg.layout .shift{stroke:#f08c00;stroke-width:1}",
            "svg.layout .swatch.bounds{fill:none;stroke:#111}",
            "svg.layout .swatch.truncated{fill:none;stroke:#d11;stroke-dasharray:3 2}",
            "svg.layout .swatch.overflow{fill:none;stroke:#d11;stroke-width:1.5}",
            "svg.layout .swatch.moved{fill:none;stroke:#f08c00;stroke-width:2}",
            "svg.layout .swatch.added{fill:none;stroke:#2b9a3e;stroke-width:2}",
            "svg.layout .swatch.removed{fill:none;stroke:#d6336c;stroke-width:2;stroke-dasharray:4 2}",
        ]
        rules += NodeCategory.allCases.map { "svg.layout .swatch.kind-\($0.rawValue){fill:\($0.colour)}" }
        return rules.joined()
    }()
}
