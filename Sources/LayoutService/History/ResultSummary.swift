import LayoutEngine

/// What a query selects, summarised by the store so that a million latest results answer at
/// once: their counts by model kind, template and width with the facts users filter on
/// (truncated texts, overflow, flow rows), the counts by number of flow rows, and one window
/// of the results in query order.
public struct ResultSummary: Sendable {
    /// The latest results of one model kind, template and width.
    public struct Group: Hashable, Sendable {
        public var kind: String
        public var template: String
        public var widthName: String
        public var proposedWidth: Double
        public var results: Int
        /// How many truncate at least one text.
        public var truncated: Int
        /// How many have a node reaching outside the container.
        public var overflowing: Int
        /// How many have a flow (and so a number of flow rows).
        public var withFlow: Int
        /// The most flow rows any of them uses; nil when none has a flow.
        public var maximumFlowRows: Int?
    }

    /// How many latest results use a number of flow rows (nil: results without a flow).
    public struct FlowRowCount: Hashable, Sendable {
        public var flowRows: Int?
        public var results: Int
    }

    /// The size category every result is laid out in.
    public var sizeCategory: ContentSizeCategory
    /// By kind, template and width (in points, then name).
    public var groups: [Group]
    /// By number of flow rows, results without a flow first.
    public var flowRows: [FlowRowCount]
    /// The results the window selected, in query order (model, template, width).
    public var rows: [LatestResult]
    /// The window `rows` shows.
    public var window: RowWindow

    /// How many latest results match.
    public var resultCount: Int { groups.reduce(0) { $0 + $1.results } }
    /// How many of them truncate at least one text.
    public var truncatedCount: Int { groups.reduce(0) { $0 + $1.truncated } }
    /// How many of them have a node reaching outside the container.
    public var overflowingCount: Int { groups.reduce(0) { $0 + $1.overflowing } }

    /// The summary of the store's `counts` (by kind, template, width and flow rows, in that
    /// order) with the window `rows` of `window`.
    init(sizeCategory: ContentSizeCategory, counts: [LatestResultCount], rows: [LatestResult], window: RowWindow) {
        self.sizeCategory = sizeCategory
        self.rows = rows
        self.window = window
        var groups: [Group] = []
        var byRows: [Int?: Int] = [:]
        for count in counts {
            byRows[count.flowRows, default: 0] += count.results
            if let last = groups.last, last.kind == count.kind, last.template == count.template, last.widthName == count.widthName {
                groups[groups.count - 1].add(count)
            } else {
                var group = Group(
                    kind: count.kind, template: count.template, widthName: count.widthName, proposedWidth: count.proposedWidth,
                    results: 0, truncated: 0, overflowing: 0, withFlow: 0, maximumFlowRows: nil
                )
                group.add(count)
                groups.append(group)
            }
        }
        self.groups = groups
        flowRows = byRows.map { FlowRowCount(flowRows: $0.key, results: $0.value) }
            .sorted { ($0.flowRows ?? -1) < ($1.flowRows ?? -1) }
    }
}

extension ResultSummary.Group {
    /// Adds the results of `count` (of this group) to the group's figures.
    fileprivate mutating func add(_ count: LatestResultCount) {
        results += count.results
        truncated += count.truncated
        overflowing += count.overflowing
        if let rows = count.flowRows {
            withFlow += count.results
            maximumFlowRows = max(maximumFlowRows ?? rows, rows)
        }
    }
}
