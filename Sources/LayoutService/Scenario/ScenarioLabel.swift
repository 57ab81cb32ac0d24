import LayoutEngine

/// How people read a scenario's width and size category: `iPhone SE` in the default `large`
/// (so a store with one category reads as before), `iPhone SE in xxxLarge` otherwise.
public enum ScenarioLabel {
    /// `width`, followed by ` in <category>` unless the category is `large`.
    public static func width(_ width: String, sizeCategory: ContentSizeCategory) -> String {
        sizeCategory == .default ? width : "\(width) in \(sizeCategory.rawValue)"
    }
}
