/// How many latest results share a model kind, template, named width and number of flow
/// rows, and how many of them truncate a text or overflow: one row of the store's own count
/// (a query's summary reads these, never the results themselves).
public struct LatestResultCount: Hashable, Sendable {
    public var kind: String
    public var template: String
    public var widthName: String
    /// The width's value in points (the order of widths).
    public var proposedWidth: Double
    /// The flow rows the results use; nil for results without a flow.
    public var flowRows: Int?
    public var results: Int
    /// How many of them truncate at least one text.
    public var truncated: Int
    /// How many of them have a node reaching outside the container.
    public var overflowing: Int
}
