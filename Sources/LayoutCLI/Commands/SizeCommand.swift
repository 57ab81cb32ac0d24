import LayoutEngine
import LayoutService

/// `layoutstore size list|add|remove`: the text size categories (Dynamic Type sizes) every
/// model is laid out in, beside the named widths.
enum SizeCommand {
    static let categoryArgument = ArgumentSpec(
        name: "category", type: ContentSizeCategory.self, help: "The size category: \(ContentSizeCategory.names)."
    )

    static let list = CommandSpec(
        name: "list",
        abstract: "List the size categories models are laid out in, smallest first.",
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore size list"],
        action: runList
    )
    static let add = CommandSpec(
        name: "add",
        abstract: "Add a size category and lay every model out in it at every width.",
        arguments: [categoryArgument],
        options: [GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet],
        examples: ["layoutstore size add xxxLarge", "layoutstore size add accessibility2"],
        action: runAdd
    )
    static let remove = CommandSpec(
        name: "remove",
        abstract: "Remove a size category; the results computed in it stay stored.",
        arguments: [categoryArgument],
        options: [GlobalOptions.database],
        examples: ["layoutstore size remove xxxLarge"],
        action: runRemove
    )

    static let spec = CommandSpec(
        name: "size",
        abstract: "List, add and remove the text size categories (Dynamic Type) models are laid out in.",
        discussion: "A store lays every model out at every named width in every size category it has; a new store has 'large' only, the size iOS defaults to. Text styles (body, headline, …) take their point size and line height from the category.",
        options: [GlobalOptions.database],
        examples: ["layoutstore size list", "layoutstore size add xxxLarge"],
        subcommands: [list, add, remove]
    )

    private static func runList(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let service = try context.service()
        let categories = try context.serviceCall { () throws(ServiceError) in try service.sizeCategories() }
        var table = TableOutput(columns: ["size_category"])
        for category in categories { table.append([.text(category.rawValue)]) }
        try context.show(table, as: format)
        return .success
    }

    private static func runAdd(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let category: ContentSizeCategory = try context.arguments.requiredArgument(categoryArgument.name)
        let service = try context.service()
        let report = try context.serviceCall { () throws(ServiceError) in try service.addSizeCategory(category) }
        try context.report(CommandResult(
            summary: "Added size category \(category.rawValue): laid out \(report.counts.total) scenarios, "
                + "\(report.counts.computed) computed (run \(report.runID)).\n",
            cells: [
                ("size_category", .text(category.rawValue)), ("run", .integer(Int(report.runID))),
                ("scenarios", .integer(report.counts.total)), ("computed", .integer(report.counts.computed)),
            ]
        ))
        return .success
    }

    private static func runRemove(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let category: ContentSizeCategory = try context.arguments.requiredArgument(categoryArgument.name)
        let service = try context.service()
        try context.serviceCall { () throws(ServiceError) in try service.removeSizeCategory(category) }
        try context.report(CommandResult(
            summary: "Removed size category \(category.rawValue); the results computed in it stay stored.\n",
            cells: [("size_category", .text(category.rawValue)), ("removed", .bool(true))]
        ))
        return .success
    }
}
