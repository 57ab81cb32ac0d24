import LayoutService

/// The tables `query` prints: the latest results one row per scenario, and the store's
/// summary of them (counts by model kind, template and width, and by flow rows).
enum QueryTables {
    static let rowColumns = [
        "model", "kind", "revision", "template", "width", "proposed", "result_width", "result_height", "rows",
        "truncated", "overflow", "branch",
    ]
    static let groupColumns = ["kind", "template", "width", "results", "truncated", "overflowing", "with_flow", "max_rows"]
    static let flowRowColumns = ["rows", "results"]

    /// One row per latest result.
    static func rows(_ results: [LatestResult]) -> TableOutput {
        var table = TableOutput(columns: rowColumns)
        for result in results {
            table.append([
                .text(result.model), .text(result.kind), .integer(result.revision), .text(result.template), .text(result.widthName),
                .number(result.proposedWidth), .number(result.width), .number(result.height),
                result.flowRows.map(TableCell.integer) ?? .null, .integer(result.truncatedTexts), .integer(result.overflowingNodes),
                result.chosenBranch.map(TableCell.integer) ?? .null,
            ])
        }
        return table
    }

    /// One row per model kind, template and width: how many results, and how many of them
    /// truncate, overflow and have a flow (with the most rows one uses).
    static func groups(of summary: ResultSummary) -> TableOutput {
        var table = TableOutput(columns: groupColumns)
        for group in summary.groups {
            table.append([
                .text(group.kind), .text(group.template), .text(group.widthName), .integer(group.results), .integer(group.truncated),
                .integer(group.overflowing), .integer(group.withFlow), group.maximumFlowRows.map(TableCell.integer) ?? .null,
            ])
        }
        return table
    }

    /// One row per number of flow rows (empty: results without a flow).
    static func flowRows(of summary: ResultSummary) -> TableOutput {
        TableOutput(
            columns: flowRowColumns,
            rows: summary.flowRows.map { [$0.flowRows.map(TableCell.integer) ?? .null, .integer($0.results)] }
        )
    }

    /// The summary as one JSON object with stable keys: the size category, the counts, the
    /// groups, the flow rows and the first rows with the window they show.
    static func json(of summary: ResultSummary) -> String {
        let objects = CommandResult.Value.objects(of:)
        let fields: [(key: String, value: CommandResult.Value)] = [
            ("size_category", .cell(.text(summary.sizeCategory.rawValue))), ("results", .cell(.integer(summary.resultCount))),
            ("truncated", .cell(.integer(summary.truncatedCount))), ("overflowing", .cell(.integer(summary.overflowingCount))),
            ("groups", objects(groups(of: summary))), ("flow_rows", objects(flowRows(of: summary))),
            ("offset", .cell(.integer(summary.window.offset))), ("limit", .cell(.integer(summary.window.limit))),
            ("rows", objects(rows(summary.rows))),
        ]
        return CommandResult(summary: "", fields: fields).json() + "\n"
    }

    /// The summary for people: a headline, then the groups, the flow rows and the first rows
    /// as tables, each under a title.
    static func show(_ summary: ResultSummary, in context: CommandContext) throws(CLIError) {
        context.io.writeOutput("""
            \(summary.resultCount) latest results match in size category \(summary.sizeCategory.rawValue) \
            (\(summary.truncatedCount) truncate a text, \(summary.overflowingCount) overflow).

            """)
        guard summary.resultCount > 0 else { return }
        context.io.writeOutput("\nBy model kind, template and width:\n")
        try context.show(groups(of: summary), as: .table)
        context.io.writeOutput("\nBy flow rows (empty: no flow):\n")
        try context.show(flowRows(of: summary), as: .table)
        let first = summary.window.offset + 1
        let last = summary.window.offset + summary.rows.count
        context.io.writeOutput("\nResults \(first)–\(last) of \(summary.resultCount) ('--limit' and '--offset' list others):\n")
        try context.show(rows(summary.rows), as: .table)
    }
}
