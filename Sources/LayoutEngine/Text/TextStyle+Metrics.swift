/// Rule 12: the point size, line height and weight of each named style at the default content
/// size (Apple's Dynamic Type "Large" table).
extension TextStyle {
    /// The style's point size before the text scale.
    var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The distance between the style's baselines before the text scale.
    var lineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }

    /// Whether the style is set in the bold advance table (headline, Apple's semibold).
    var isBold: Bool {
        self == .headline
    }
}
