import LayoutEngine
import LayoutModels

/// A model's history at one width, summarised from the stored results' hashes so that a long
/// history answers at once: how many results each template has over how many revisions and
/// engines, how many differ from the one before, and one window of the entries.
public struct HistorySummary: Sendable {
    /// The history of one template.
    public struct TemplateCount: Hashable, Sendable {
        public var template: TemplateName
        /// Stored results (one per revision × engine that laid the scenario out).
        public var results: Int
        /// Revisions with at least one result.
        public var revisions: Int
        /// Engines with at least one result.
        public var engines: Int
        /// Results that differ from the one before them (by result hash).
        public var changes: Int
    }

    public var model: String
    public var widthName: String
    public var sizeCategory: ContentSizeCategory
    /// By template, in the model's order.
    public var templates: [TemplateCount]
    /// The entries the window selected, in history order.
    public var rows: [HistoryEntry]
    /// The window `rows` shows.
    public var window: RowWindow

    /// How many entries the whole history has.
    public var entryCount: Int { templates.reduce(0) { $0 + $1.results } }
    /// How many entries differ from the one before them.
    public var changeCount: Int { templates.reduce(0) { $0 + $1.changes } }
}
