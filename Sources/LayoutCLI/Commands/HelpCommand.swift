/// `layoutstore help [<subcommand> ...]`: the same text as `--help` of that subcommand.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        abstract: "Show the help of a subcommand.",
        arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand (and its subcommands) to explain.", isRequired: false, isRepeating: true)],
        examples: ["layoutstore help layout"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        guard let root = context.arguments.command.first else { return .usage }
        var command = [root]
        for name in try context.arguments.arguments("subcommand", as: String.self) {
            guard let subcommand = command.last?.subcommands.first(where: { $0.name == name }) else {
                throw CLIError.usage("Unknown subcommand '\(name)'.", command: context.arguments.command)
            }
            command.append(subcommand)
        }
        context.io.writeOutput(HelpFormatter.help(command))
        return .success
    }
}
