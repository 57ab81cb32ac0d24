/// Rule 12: the point size, line height ("leading") and weight of each named style at every
/// content size category, from Apple's Human Interface Guidelines (Typography › Specifications
/// › "iOS, iPadOS Dynamic Type sizes",
/// https://developer.apple.com/design/human-interface-guidelines/typography).
extension TextStyle {
    /// The style's point size and line height at `category`, before the text scale.
    func dynamicType(_ category: ContentSizeCategory) -> (pointSize: Double, lineHeight: Double) {
        let row = Self.dynamicTypeTable[category.index]
        let pair = row[tableColumn]
        return (Double(pair.0), Double(pair.1))
    }

    /// The style's weight: semibold for headline (as Apple's), regular for every other style.
    var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The style's column in the table.
    private var tableColumn: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    /// (size, leading) in points; one row per category from xSmall to accessibility5, one column
    /// per style (largeTitle, title, title2, title3, headline, body, callout, subheadline,
    /// footnote, caption, caption2).
    private static let dynamicTypeTable: [[(Int, Int)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}
