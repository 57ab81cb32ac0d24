import LayoutModels
import LayoutRender
import LayoutService

/// `layoutstore breakpoints <model> [--from A --to B] [--template T]`: the widths at which a
/// model's layout changes, and what changes there.
enum BreakpointsCommand {
    static let model = ArgumentSpec(name: "model", help: "The model's name.")
    static let from = OptionSpec(
        name: "from", kind: .value(valueName: "points"), type: Length.self, help: "The narrowest width searched.", defaultValue: "100"
    )
    static let to = OptionSpec(
        name: "to", kind: .value(valueName: "points"), type: Length.self, help: "The widest width searched.", defaultValue: "1024"
    )
    static let step = OptionSpec(
        name: "step", kind: .value(valueName: "points"), type: Length.self,
        help: "The sampling step; two changes closer than this may be reported as one.", defaultValue: "8"
    )

    /// The most widths one search samples (before bisecting each change).
    static let maximumSamples = 10_000

    static let spec = CommandSpec(
        name: "breakpoints",
        abstract: "Find the widths where a model's layout changes, and what changes there.",
        discussion: "Lays the model's current revision out at widths from --from to --to, sampling every --step points and bisecting each change to 0.5 pt. Each breakpoint is the narrowest width (within 0.5 pt) showing the wider layout; one row per change there: a chip moving to another row, a text wrapping or truncating, a ViewThatFits choosing another branch.",
        arguments: [model],
        options: [from, to, step, TreeInput.template, SizeCategoryOptions.one, GlobalOptions.database, GlobalOptions.format, GlobalOptions.engineOption, GlobalOptions.noColor],
        examples: [
            "layoutstore breakpoints Emoji --from 100 --to 400 --format table",
            "layoutstore breakpoints 'Chips article' --size-category xxxLarge --from 200 --to 430",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let arguments = context.arguments
        let name: String = try arguments.argument(model.name) ?? ""
        let low = try arguments.requiredValue(from.name, as: Length.self).points
        let high = try arguments.requiredValue(to.name, as: Length.self).points
        let stepPoints = try arguments.requiredValue(step.name, as: Length.self).points
        let chosenTemplate: TemplateName? = try arguments.value(TreeInput.template.name)
        let sizeCategory = try SizeCategoryOptions.category(from: arguments)
        guard low < high else {
            throw CLIError.usage("'--from' (\(FixedNumber.format(low))) must be narrower than '--to' (\(FixedNumber.format(high))).", command: arguments.command)
        }
        guard stepPoints > 0 else {
            throw CLIError.usage("'--step' must be more than 0 points.", command: arguments.command)
        }
        guard (high - low) / stepPoints <= Double(maximumSamples) else {
            throw CLIError.usage(
                "Searching \(FixedNumber.format(low))–\(FixedNumber.format(high)) pt every \(BoundedNumber.text(stepPoints)) pt takes more than \(maximumSamples) layouts; give a larger '--step' or a narrower range.",
                command: arguments.command
            )
        }
        let format = try context.tableFormat()
        let service = try context.service()
        let breakpoints = try context.serviceCall { () throws(ServiceError) in
            try service.breakpoints(model: name, template: chosenTemplate, sizeCategory: sizeCategory, from: low, to: high, step: stepPoints)
        }
        var table = TableOutput(columns: ["width", "change"])
        for breakpoint in breakpoints {
            for change in breakpoint.changes.isEmpty ? ["layout changes"] : breakpoint.changes {
                table.append([.number(breakpoint.width), .text(change)])
            }
        }
        try context.show(table, as: format)
        return .success
    }
}
