/// The user's preferred text size (SwiftUI's `DynamicTypeSize`), an input of every layout:
/// named text styles take their point size and line height from it (`TextStyle.dynamicType`).
/// Default `.large`.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The default size of iOS.
    public static let `default` = ContentSizeCategory.large

    /// The category named `name` (its raw value, e.g. `xxxLarge` or `accessibility2`).
    /// - Throws: `TextInputError.unknownSizeCategory` listing the names.
    public init(named name: String) throws(TextInputError) {
        guard let category = ContentSizeCategory(rawValue: name) else {
            throw .unknownSizeCategory(name)
        }
        self = category
    }

    /// The categories' names in order, for messages and help texts.
    public static var names: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The category's position from `xSmall` (0) to `accessibility5` (11).
    var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }
}
