import LayoutEngine
import LayoutModels

/// One (template × revision × engine) result of a model at a width, and what changed since
/// the entry before it of the same template.
public struct HistoryEntry: Hashable, Sendable {
    /// The template the result was laid out with.
    public var template: TemplateName
    public var revision: Int
    public var revisionCreatedAt: String
    public var message: String?
    public var engine: RegisteredEngine
    public var size: Size
    public var facts: ResultFacts
    /// The change from the previous entry; nil for the first.
    public var changeFromPrevious: LayoutDiff?
}
