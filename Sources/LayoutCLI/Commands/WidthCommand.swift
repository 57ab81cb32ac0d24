import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore width list|add|remove`: the named container widths every model is laid out at.
enum WidthCommand {
    static let nameArgument = ArgumentSpec(name: "name", help: "The width's name, e.g. 'iPhone SE'.")

    static let list = CommandSpec(
        name: "list",
        abstract: "List the named widths, narrowest first.",
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore width list"],
        action: runList
    )
    static let add = CommandSpec(
        name: "add",
        abstract: "Add a named width and lay every model out at it.",
        arguments: [nameArgument, ArgumentSpec(name: "width", type: Length.self, help: "The width in points, a number from 0 to 1000000000.")],
        options: [GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet],
        examples: ["layoutstore width add 'Galaxy S24' 360"],
        action: runAdd
    )
    static let force = OptionSpec(
        name: "force", kind: .flag, help: "Also remove the baselines at the width's value (replay stops checking them)."
    )
    static let remove = CommandSpec(
        name: "remove",
        abstract: "Remove a named width; the results computed at it stay stored.",
        discussion: "Baselines are kept per width value, so a width uses them only when no other name has its value. Removing such a width is refused (exit 65, the baselines counted) unless --force, which removes its baselines in the same transaction: replay stops checking those scenarios, and the approvals log keeps the record of their approval.",
        arguments: [nameArgument],
        options: [force, GlobalOptions.database],
        examples: ["layoutstore width remove 'iPad mini'", "layoutstore width remove 'iPad mini' --force"],
        action: runRemove
    )

    static let spec = CommandSpec(
        name: "width",
        abstract: "List, add and remove the container widths models are laid out at.",
        options: [GlobalOptions.database],
        examples: ["layoutstore width list", "layoutstore width add watch 198"],
        subcommands: [list, add, remove]
    )

    private static func runList(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let service = try context.service()
        let widths = try context.serviceCall { () throws(ServiceError) in try service.widths() }
        var table = TableOutput(columns: ["name", "width"])
        for width in widths { table.append([.text(width.name), .number(width.width)]) }
        try context.show(table, as: format)
        return .success
    }

    private static func runAdd(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let given: String = try context.arguments.requiredArgument(nameArgument.name)
        let width: Length = try context.arguments.requiredArgument("width")
        let name: String
        switch NameRules.validated(given, as: .width) {
        case .success(let valid): name = valid
        case .failure(let refusal):
            throw CLIError.usage("The width name \(JSONWriter.quoted(given)) \(refusal.reason).", command: context.arguments.command)
        }
        let service = try context.service()
        let report = try context.serviceCall { () throws(ServiceError) in try service.addWidth(name: name, width: width.points) }
        try context.report(CommandResult(
            summary: "Added width \(name) (\(JSONWriter.format(number: width.points)) pt): laid out \(report.counts.total) scenarios, "
                + "\(report.counts.computed) computed (run \(report.runID)).\n",
            cells: [
                ("name", .text(name)), ("width", .number(width.points)), ("run", .integer(Int(report.runID))),
                ("scenarios", .integer(report.counts.total)), ("computed", .integer(report.counts.computed)),
            ]
        ))
        return .success
    }

    private static func runRemove(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let name: String = try context.arguments.requiredArgument(nameArgument.name)
        let service = try context.service()
        let removal = try context.serviceCall { () throws(ServiceError) in
            try service.removeWidth(name: name, force: context.arguments.flag(force.name))
        }
        let baselines = removal.removedBaselines
        let baselinePhrase = baselines == 0 ? "" : " and its \(baselines) baseline\(baselines == 1 ? "" : "s") (replay no longer checks them)"
        try context.report(CommandResult(
            summary: "Removed width \(name)\(baselinePhrase); the results computed at it stay stored.\n",
            cells: [("name", .text(name)), ("removed", .bool(true)), ("removed_baselines", .integer(baselines))]
        ))
        return .success
    }
}
