import LayoutService

/// The tables `runs show` prints: a run's changes one row per scenario, and its summary
/// (counts by model kind, template, width and status) as the store computed it.
enum RunChangeTables {
    static let changeColumns = [
        "model", "revision", "template", "width", "status", "moved nodes", "appeared nodes", "disappeared nodes", "max delta", "error",
    ]
    static let groupColumns = [
        "kind", "template", "width", "status", "scenarios", "moved nodes", "appeared nodes", "disappeared nodes", "max delta",
    ]

    /// One row per change.
    static func changes(_ changes: [RunChange]) -> TableOutput {
        var table = TableOutput(columns: changeColumns)
        for change in changes {
            table.append([
                .text(change.model), .integer(change.revision), .text(change.template),
                .text(ScenarioLabel.width(change.width, sizeCategory: change.sizeCategory)), .text(change.status),
                .integer(change.movedNodes), .integer(change.appearedNodes), .integer(change.disappearedNodes),
                .number(change.maxDelta), change.error.map(TableCell.text) ?? .null,
            ])
        }
        return table
    }

    /// One row per model kind, template, width and status.
    static func groups(of summary: RunSummary) -> TableOutput {
        var table = TableOutput(columns: groupColumns)
        for group in summary.groups {
            table.append([
                .text(group.kind), .text(group.variant), .text(summary.widthNames[group.proposalID] ?? String(group.proposalID)),
                .text(group.status), .integer(group.scenarios), .integer(group.movedNodes), .integer(group.appearedNodes),
                .integer(group.disappearedNodes), .number(group.maxDelta),
            ])
        }
        return table
    }

    /// The summary as one JSON object: the run's counts, the groups, the largest changes and
    /// the first rows, with the window they show.
    static func json(of summary: RunSummary) -> String {
        let run = summary.run
        let objects = CommandResult.Value.objects(of:)
        let fields: [(key: String, value: CommandResult.Value)] = [
            ("run", .cell(.integer(Int(run.id)))), ("engine", .cell(.integer(Int(run.engineID)))),
            ("against", .cell(run.againstEngineID.map { .integer(Int($0)) } ?? .null)),
            ("unchanged", .cell(.integer(run.counts.unchanged))), ("changed", .cell(.integer(run.counts.changed))),
            ("new", .cell(.integer(run.counts.new))), ("failed", .cell(.integer(run.counts.failed))),
            ("changes", .cell(.integer(summary.changeCount))), ("groups", objects(groups(of: summary))),
            ("largest", objects(changes(summary.largest))), ("offset", .cell(.integer(summary.window.offset))),
            ("limit", .cell(.integer(summary.window.limit))), ("rows", objects(changes(summary.rows))),
        ]
        return CommandResult(summary: "", fields: fields).json() + "\n"
    }

    /// The summary for people: a headline, then the groups, the largest changes and the first
    /// rows as tables, each under a title.
    static func show(_ summary: RunSummary, in context: CommandContext) throws(CLIError) {
        let run = summary.run
        let counts = run.counts
        context.io.writeOutput("""
            Run \(run.id): \(summary.changeCount) changes recorded (\(counts.changed) changed, \(counts.new) new, \
            \(counts.failed) failed; \(counts.unchanged) unchanged).

            By model kind, template, width and status:

            """)
        try context.show(groups(of: summary), as: .table)
        if !summary.largest.isEmpty {
            context.io.writeOutput("\nLargest moves:\n")
            try context.show(changes(summary.largest), as: .table)
        }
        let first = summary.window.offset + 1
        let last = summary.window.offset + summary.rows.count
        context.io.writeOutput(
            summary.rows.isEmpty ? "\nNo changes to list.\n" : "\nChanges \(first)–\(last) of \(summary.changeCount) ('--limit' and '--offset' list others):\n"
        )
        if !summary.rows.isEmpty { try context.show(changes(summary.rows), as: .table) }
    }
}
