/// A named text style of the view-tree JSON (rule 12 gives their sizes).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// The font of a text node: a named style, or an explicit point size.
public enum Font: Hashable, Sendable {
    case style(TextStyle)
    case size(Double)

    public static let body = Font.style(.body)
}
