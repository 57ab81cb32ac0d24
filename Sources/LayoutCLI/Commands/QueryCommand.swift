import LayoutModels
import LayoutService

/// `layoutstore query [filters] [--limit N --offset M]`: the latest results (current revisions,
/// current engine, named widths) whose figures match: the store's summary of them, or one
/// window of them, one row per scenario.
enum QueryCommand {
    static let width = OptionSpec(
        name: "width", kind: .value(valueName: "width"), type: WidthReference.self,
        help: "Only this stored width, by name or in points."
    )
    static let truncated = OptionSpec(name: "truncated", kind: .flag, help: "Only results where a text is truncated.")
    static let overflow = OptionSpec(name: "overflow", kind: .flag, help: "Only results where a node reaches outside the container.")
    static let rows = OptionSpec(
        name: "rows", kind: .value(valueName: "comparison"), type: RowsComparison.self,
        help: "Only results whose flows use this many rows: '>3', '>=3', '<3', '<=3', '=3' or '!=3' (results without a flow never match)."
    )
    static let changedIn = OptionSpec(
        name: "changed-in", kind: .value(valueName: "run"), type: Int64.self, help: "Only scenarios this recompute run found new or changed."
    )

    static let spec = CommandSpec(
        name: "query",
        abstract: "List the latest results whose figures match the filters.",
        discussion: """
            The latest results are those of every live model's current revision at every named width in one size category (--size-category, default large), laid out by the current engine (with any --engine-option).

            By default a summary the store computes at once, however many results match: how many match, truncate a text and overflow; the counts by model kind, template and width (results, truncated, overflowing, with a flow, most flow rows); the counts by number of flow rows; and the first \(PagingOptions.defaultLimit) results. '--format json' prints it as one object (keys size_category, results, truncated, overflowing, groups, flow_rows, offset, limit, rows); '--format csv' prints the groups' rows (kind,template,width,results,truncated,overflowing,with_flow,max_rows).

            With '--limit' or '--offset': those results, one row per scenario in every format (json: a list of objects), ordered by model, template and width. Each row gives the scenario, the container size and the figures: flow rows, truncated texts, overflowing nodes and the ViewThatFits branch.
            """,
        options: [ScenarioFilterOptions.kind, ScenarioFilterOptions.model, width, SizeCategoryOptions.one, truncated, overflow, rows, changedIn]
            + PagingOptions.all + [GlobalOptions.database, GlobalOptions.format, GlobalOptions.engineOption, GlobalOptions.noColor],
        examples: [
            "layoutstore query --kind chipSet --rows '>3' --format table",
            "layoutstore query --truncated --width 'iPhone SE'",
            "layoutstore query --changed-in 4 --limit 1000 --format csv",
            "layoutstore query --limit 50 --offset 100",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let arguments = context.arguments
        let comparison: RowsComparison? = try arguments.value(rows.name)
        let runID: Int? = try arguments.value(changedIn.name)
        let kind: Model.Kind? = try arguments.value(ScenarioFilterOptions.kind.name)
        let format = try context.tableFormat()
        let service = try context.service()
        let widthReference: WidthReference? = try arguments.value(width.name)
        var criteria = ResultCriteria(
            kind: kind?.rawValue, namePattern: try arguments.value(ScenarioFilterOptions.model.name),
            widthName: try widthReference.flatMap { reference throws(CLIError) in
                try WidthReference.names([reference], service: service, context: context).first
            },
            truncated: arguments.flag(truncated.name) ? true : nil,
            overflowing: arguments.flag(overflow.name) ? true : nil, changedInRun: runID.map(Int64.init),
            sizeCategory: try SizeCategoryOptions.category(from: arguments)
        )
        comparison?.narrow(&criteria)
        if let runID { _ = try context.serviceCall { () throws(ServiceError) in try service.run(Int64(runID)) } }
        if let window = try PagingOptions.window(context) {
            criteria.window = window
            let results = try context.serviceCall { () throws(ServiceError) in try service.query(criteria) }
            try context.show(QueryTables.rows(results), as: format)
            return .success
        }
        let summary = try context.serviceCall { () throws(ServiceError) in
            try service.querySummary(criteria, page: RowWindow(limit: PagingOptions.defaultLimit))
        }
        switch format {
        case .json: context.io.writeOutput(QueryTables.json(of: summary))
        case .csv: try context.show(QueryTables.groups(of: summary), as: .csv)
        case .table: try QueryTables.show(summary, in: context)
        }
        return .success
    }
}

/// `--rows '>3'`: a comparison of a result's flow rows with an integer.
struct RowsComparison: ArgumentValue, Equatable {
    /// The comparison operators, longest spelling first so `>=` is not read as `>`.
    enum Operator: String, CaseIterable {
        case atLeast = ">=", atMost = "<=", notEqual = "!=", greater = ">", less = "<", equal = "="
    }

    var comparison: Operator
    var value: Int

    init?(argument: String) {
        let text = argument.filter { $0 != " " }
        guard let comparison = Operator.allCases.first(where: { text.hasPrefix($0.rawValue) }),
              let value = Int(text.dropFirst(comparison.rawValue.count)) else { return nil }
        self.comparison = comparison
        self.value = value
    }

    static var expectation: String { "a comparison with an integer: >3, >=3, <3, <=3, =3 or !=3" }

    /// Narrows `criteria` to the rows the comparison allows, so the database does the
    /// filtering (and a window counts matching results only).
    func narrow(_ criteria: inout ResultCriteria) {
        switch comparison {
        case .atLeast: criteria.minimumRows = value
        case .greater: criteria.minimumRows = value < Int.max ? value + 1 : value
        case .atMost: criteria.maximumRows = value
        case .less: criteria.maximumRows = value > Int.min ? value - 1 : value
        case .equal: (criteria.minimumRows, criteria.maximumRows) = (value, value)
        case .notEqual: criteria.excludedRows = value
        }
    }

    /// Whether a result with `rows` flow rows (nil: no flow) passes.
    func matches(_ rows: Int?) -> Bool {
        guard let rows else { return false }
        switch comparison {
        case .atLeast: return rows >= value
        case .greater: return rows > value
        case .atMost: return rows <= value
        case .less: return rows < value
        case .equal: return rows == value
        case .notEqual: return rows != value
        }
    }
}
