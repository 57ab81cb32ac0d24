import LayoutEngine
import LayoutModels

/// Which current results an approval accepts as baselines.
public enum ApprovalSelection: Hashable, Sendable {
    /// One scenario: a model's template at a named width in a size category.
    case scenario(model: String, template: TemplateName, width: String, sizeCategory: ContentSizeCategory)
    /// Every scenario the filter covers.
    case filter(ScenarioFilter)
    /// The new and changed scenarios of a run, as that run computed them.
    case run(Int64)
}
