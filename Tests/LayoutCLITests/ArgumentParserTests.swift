import Testing
@testable import LayoutCLI

@Suite struct ArgumentParserTests {
    static let leaf = CommandSpec(
        name: "put", abstract: "Put a model.",
        arguments: [ArgumentSpec(name: "file", help: "The file."), ArgumentSpec(name: "more", help: "More.", isRequired: false, isRepeating: true)],
        options: [
            OptionSpec(name: "width", kind: .value(valueName: "width"), help: "Width."),
            OptionSpec(name: "tag", kind: .repeatingValue(valueName: "tag"), help: "Tag."),
            GlobalOptions.database, GlobalOptions.quiet,
        ],
        action: { _ throws(CLIError) in .success }
    )
    static let root = CommandSpec(
        name: "tool", abstract: "A tool.", options: GlobalOptions.all,
        subcommands: [CommandSpec(name: "model", abstract: "Models.", subcommands: [leaf])]
    )

    private func parsed(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentParser.parse(arguments, root: Self.root) else {
            Issue.record("expected a command to run")
            throw CLIError(message: "not run", exitCode: .usage)
        }
        return parsed
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try ArgumentParser.parse(arguments, root: Self.root)
            return nil
        } catch {
            return error.exitCode == .usage ? error.message : "exit \(error.exitCode)"
        }
    }

    @Test func choosesNestedSubcommandsAndAssignsPositionals() throws {
        let result = try parsed(["model", "put", "a.json", "b", "c"])
        #expect(result.command.map(\.name) == ["tool", "model", "put"])
        #expect(try result.argument("file", as: String.self) == "a.json")
        #expect(try result.arguments("more", as: String.self) == ["b", "c"])
    }

    @Test func acceptsInlineAndSeparateValuesAndRepeatedOptions() throws {
        let result = try parsed(["model", "put", "--width=320", "a.json", "--tag", "x", "--tag=y", "-q"])
        #expect(try result.value("width", as: Int.self) == 320)
        #expect(try result.values("tag", as: String.self) == ["x", "y"])
        #expect(result.flag("quiet"))
    }

    @Test func aSubcommandsValueOverridesTheSameOptionGivenBeforeIt() throws {
        let result = try parsed(["--db", "a.sqlite", "model", "put", "f", "--db", "b.sqlite"])
        #expect(try result.value("db", as: String.self) == "b.sqlite")
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try parsed(["model", "put", "--", "--width"])
        #expect(try result.argument("file", as: String.self) == "--width")
        #expect(try result.value("width", as: Int.self) == nil)
    }

    @Test func helpFlagAnywhereAsksForTheHelpOfTheCommandChosenSoFar() throws {
        guard case .help(let command) = try ArgumentParser.parse(["model", "--help", "put"], root: Self.root) else {
            Issue.record("expected help")
            return
        }
        #expect(command.map(\.name) == ["tool", "model"])
    }

    @Test func rejectsCommandLineMistakesWithAMessageNamingThem() {
        #expect(usageError(["model"]) == "Missing subcommand.")
        #expect(usageError(["model", "get"]) == "Unknown subcommand 'get'.")
        #expect(usageError(["model", "put"]) == "Missing expected argument '<file>'.")
        #expect(usageError(["model", "put", "f", "--speed", "3"]) == "Unknown option '--speed'.")
        #expect(usageError(["model", "put", "f", "--width"]) == "Missing value for '--width <width>'.")
        #expect(usageError(["model", "put", "f", "--width", "1", "--width", "2"]) == "The option '--width <width>' was given more than once.")
        #expect(usageError(["model", "put", "f", "--quiet=yes"]) == "The flag '--quiet' takes no value.")
        #expect(usageError(["--no-color", "--no-color", "--speed"]) == "Unknown option '--speed'.")
    }

    @Test func typedValuesThatDoNotConvertAreUsageErrorsNamingTheOption() throws {
        let result = try parsed(["model", "put", "f", "--width", "wide"])
        #expect(throws: CLIError.self) { try result.value("width", as: Int.self) }
        do {
            _ = try result.value("width", as: Int.self)
        } catch {
            #expect(error.message == "The value 'wide' is invalid for '--width <width>': expected an integer.")
            #expect(error.usageCommand?.map(\.name) == ["tool", "model", "put"])
        }
    }

    @Test func globalOptionsAreAcceptedBeforeOrAfterTheSubcommand() {
        #expect(usageError(["model", "put", "f", "--format", "csv"]) == nil)
        #expect(usageError(["--format", "csv", "model", "put", "f"]) == nil)
        #expect(usageError(["model", "put", "f", "--format", "yaml"]) == "The value 'yaml' is invalid for '--format <format>': expected one of table, json, csv.")
        #expect(usageError(["model", "put", "f", "--nope"]) == "Unknown option '--nope'.")
    }
}
