import LayoutEngine
import LayoutModels

/// The `layoutstore` command line, runnable in-process: parse, run the chosen command, print
/// any error to standard error and return the exit status. Nothing is thrown out of it.
public enum LayoutStoreCLI {
    /// `layoutstore <version>`, `--version`'s first word pair.
    public static let version = Engine.version

    /// Runs `layoutstore` with `arguments` (without the program name) and returns its exit
    /// status; output that could not be written makes it 74, whatever the command returned.
    public static func run(arguments: [String], environment: [String: String], io: CommandIO) -> Int32 {
        // Font files are hashed once per user, not once per command (`FontDigestCache`).
        if FontDigestCache.current == nil { FontDigestCache.current = FontDigestCache.forUser(environment: environment) }
        let status = runCommand(arguments: arguments, environment: environment, io: io)
        guard let failure = io.outputFailure() else { return status }
        let error = CLIError(message: "Cannot write standard output: \(failure).", exitCode: .ioFailure)
        report(error, arguments: arguments, environment: environment, io: io)
        return error.exitCode.rawValue
    }

    private static func runCommand(arguments: [String], environment: [String: String], io: CommandIO) -> Int32 {
        do {
            switch try ArgumentParser.parse(arguments, root: CommandRegistry.root) {
            case .help(let command):
                io.writeOutput(HelpFormatter.help(command))
                return ExitCode.success.rawValue
            case .version:
                io.writeOutput(versionLine())
                return ExitCode.success.rawValue
            case .run(let parsed):
                guard let action = parsed.command.last?.action else { return ExitCode.usage.rawValue }
                let context = CommandContext(arguments: parsed, io: io, environment: environment)
                let status = try action(context)
                context.openedServices.saveStatistics()
                return status.rawValue
            }
        } catch {
            report(error, arguments: arguments, environment: environment, io: io)
            return error.exitCode.rawValue
        }
    }

    /// `layoutstore 0.1.0 (engine fingerprint 3fa2…)`: the version, and the fingerprint of the
    /// engine with default options, so logs show which engine behaviour produced them.
    static func versionLine() -> String {
        let identity = Engine(options: .default).identity
        return "layoutstore \(version) (engine fingerprint \(identity.fingerprint))\n"
    }

    private static func report(_ error: CLIError, arguments: [String], environment: [String: String], io: CommandIO) {
        let noColorFlag = arguments.prefix { $0 != "--" }.contains("--no-color")
        let style = TerminalStyle(isTerminal: io.errorIsTerminal, noColorFlag: noColorFlag, environment: environment)
        var text = style.red(style.bold("Error:")) + " " + TerminalStyle.printable(error.message, keeping: ["\n"]) + "\n"
        if let command = error.usageCommand {
            text += "Usage: \(HelpFormatter.usage(command))\n\(HelpFormatter.seeHelp(command))\n"
        }
        io.writeError(text)
    }
}
