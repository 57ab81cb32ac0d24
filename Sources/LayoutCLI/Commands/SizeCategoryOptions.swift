import LayoutEngine

/// `--size-category`: the text size category (SwiftUI's Dynamic Type size) a scenario is laid
/// out in; one for the commands that lay out or read one scenario, repeatable for those that
/// select many. Default `large`, the size of a store that has added no other.
enum SizeCategoryOptions {
    /// One category (`layout`, `render`, `query`, `history`, `breakpoints`).
    static let one = OptionSpec(
        name: "size-category", kind: .value(valueName: "category"), type: ContentSizeCategory.self,
        help: "The text size category (Dynamic Type) text styles are sized for: \(ContentSizeCategory.names).",
        defaultValue: ContentSizeCategory.default.rawValue, showsInUsage: false
    )
    /// Several categories, each given with its own `--size-category` (`replay`, `approve`).
    static let several = OptionSpec(
        name: "size-category", kind: .repeatingValue(valueName: "category"), type: ContentSizeCategory.self,
        help: "Only this text size category (Dynamic Type); repeat for several.",
        defaultDescription: ContentSizeCategory.default.rawValue, showsInUsage: false
    )

    /// Several categories for `recompute`, which lays out every category of the store by default.
    static let ofStore = OptionSpec(
        name: "size-category", kind: .repeatingValue(valueName: "category"), type: ContentSizeCategory.self,
        help: "Only this text size category (Dynamic Type); repeat for several.",
        defaultDescription: "every size category of the store", showsInUsage: false
    )

    /// The one category the command line gives (`large` when none).
    static func category(from arguments: ParsedArguments) throws(CLIError) -> ContentSizeCategory {
        try arguments.requiredValue(one.name)
    }

    /// The categories the command line gives (`absent` when none).
    static func categories(
        from arguments: ParsedArguments, absent: [ContentSizeCategory]?
    ) throws(CLIError) -> [ContentSizeCategory]? {
        let given: [ContentSizeCategory] = try arguments.values(several.name)
        return given.isEmpty ? absent : given
    }
}

extension ContentSizeCategory: ArgumentValue {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public static var expectation: String { "one of \(names)" }
}
