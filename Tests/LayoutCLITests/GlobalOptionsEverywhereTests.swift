import Testing
@testable import LayoutCLI

/// Issue: global options worked after some subcommands and not others. Every command of the
/// tree is walked, so a command added later is covered too.
@Suite struct GlobalOptionsEverywhereTests {
    /// Every command path under the root (groups included), root excluded.
    static let paths: [[String]] = ShellCompletions.paths(CommandRegistry.root).dropFirst().map { Array($0.path.dropFirst()) }

    @Test func theTreeHoldsEveryCommand() {
        #expect(Self.paths.count > 30)
        #expect(Self.paths.contains(["width", "add"]))
        #expect(Self.paths.contains(["sql"]))
    }

    /// `render` declares a `--format` of its own (svg or txt), which takes the place of the global one.
    static func ownsFormat(_ path: [String]) -> Bool {
        path == ["render"]
    }

    @Test(arguments: paths)
    func everyGlobalOptionIsAcceptedAfterTheSubcommand(_ path: [String]) {
        let format = Self.ownsFormat(path) ? "svg" : "json"
        let globals = ["--db", "/nonexistent/x.sqlite", "--format", format, "--engine-option", "textScale=1", "--quiet", "--no-color"]
        let run = CommandRun(path + globals + ["--help"])
        #expect(run.status == 0, "\(path): \(run.error)")
        #expect(run.output.hasPrefix("OVERVIEW: "))
    }

    @Test(arguments: paths)
    func aBadGlobalValueAfterTheSubcommandIsRefusedBeforeTheCommandRuns(_ path: [String]) {
        let run = CommandRun(path + ["--format", "yaml", "--help"])
        #expect(run.status == 64)
        let expected = Self.ownsFormat(path) ? "svg, png, txt" : "table, json, csv"
        #expect(run.error.hasPrefix("Error: The value 'yaml' is invalid for '--format <format>': expected one of \(expected).\n"))
    }

    @Test func theSameRunGivesTheSameOutputWithOptionsBeforeOrAfter() throws {
        let store = try TestStoreFile()
        let before = CommandRun(["--db", store.path, "--format", "csv", "width", "list"])
        let after = CommandRun(["width", "list", "--format", "csv", "--db", store.path])
        #expect(before.status == 0)
        #expect(before.output.hasPrefix("name,width\r\n"))
        #expect(after.output == before.output)
        let stats = CommandRun(["stats", "--db", store.path, "--format", "json", "--no-color"])
        #expect(stats.status == 0)
        #expect(stats.output.hasPrefix("{\n  \"models\": "))
    }

    @Test func helpListsTheGlobalOptionsACommandDoesNotDeclare() {
        let run = CommandRun(["init", "--help"])
        #expect(run.output.contains("GLOBAL OPTIONS (before or after the subcommand):\n  --format <format>"))
    }
}

/// Issue 11: an option is declared once with its type and default; the command reads the
/// default from the declaration, and help shows it.
@Suite struct DeclaredDefaultTests {
    static let tolerance = OptionSpec(
        name: "tolerance", kind: .value(valueName: "points"), type: Length.self, help: "How close.", defaultValue: "0.01"
    )
    static let tool = CommandSpec(name: "tool", abstract: "A tool.", options: [tolerance], action: { _ throws(CLIError) in .success })

    @Test func anAbsentOptionReadsAsItsDeclaredDefault() throws {
        guard case .run(let absent) = try ArgumentParser.parse([], root: Self.tool),
              case .run(let given) = try ArgumentParser.parse(["--tolerance", "2"], root: Self.tool) else {
            Issue.record("not a run")
            return
        }
        #expect(try absent.requiredValue("tolerance", as: Length.self).points == 0.01)
        #expect(try given.requiredValue("tolerance", as: Length.self).points == 2)
        #expect(HelpFormatter.help([Self.tool]).contains("  --tolerance <points>    How close. (default: 0.01)\n"))
    }

    @Test func everyDeclaredDefaultIsAValidValue() {
        // Declaring a default that does not convert stops at the declaration (a precondition);
        // reading every command's help touches every declaration.
        for (path, _) in ShellCompletions.paths(CommandRegistry.root) {
            #expect(CommandRun(Array(path.dropFirst()) + ["--help"]).status == 0)
        }
        let replay = CommandRun(["replay", "--help"])
        #expect(replay.output.contains("(default: 0.01)"))
    }
}
