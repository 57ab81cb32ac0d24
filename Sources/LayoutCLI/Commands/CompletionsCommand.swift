/// `layoutstore completions bash|zsh|fish` and `layoutstore man`: the shell completion script
/// and the manual page, both written from the command tree.
enum CompletionsCommand {
    static let shell = ArgumentSpec(name: "shell", type: ShellCompletions.Shell.self, help: "bash, zsh or fish.")

    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: "bash: add 'source <(layoutstore completions bash)' to ~/.bashrc. zsh: write it to a file named _layoutstore in a folder of $fpath. fish: write it to ~/.config/fish/completions/layoutstore.fish.",
        arguments: [shell],
        examples: ["layoutstore completions bash > /etc/bash_completion.d/layoutstore", "layoutstore completions fish > ~/.config/fish/completions/layoutstore.fish"],
        action: runCompletions
    )

    static let man = CommandSpec(
        name: "man",
        abstract: "Print the manual page (roff), for 'man -l -' or a man1 folder.",
        examples: ["layoutstore man | man -l -", "layoutstore man > /usr/local/share/man/man1/layoutstore.1"],
        action: runMan
    )

    private static func runCompletions(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let chosen: ShellCompletions.Shell = try context.arguments.requiredArgument(shell.name)
        guard let root = context.arguments.command.first else { return .usage }
        context.io.writeOutput(ShellCompletions.script(for: chosen, root: root))
        return .success
    }

    private static func runMan(_ context: CommandContext) throws(CLIError) -> ExitCode {
        guard let root = context.arguments.command.first else { return .usage }
        context.io.writeOutput(ManPage.page(root: root, version: LayoutStoreCLI.version))
        return .success
    }
}
