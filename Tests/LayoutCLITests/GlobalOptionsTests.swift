import LayoutEngine
import Testing
@testable import LayoutCLI

@Suite struct GlobalOptionsTests {
    private func resolve(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) throws -> (GlobalOptions, OutputFormat) {
        let root = CommandSpec(name: "tool", abstract: "A tool.", options: GlobalOptions.all, action: { _ throws(CLIError) in .success })
        guard case .run(let parsed) = try ArgumentParser.parse(arguments + ["--quiet"], root: root) else {
            throw CLIError(message: "not run", exitCode: .usage)
        }
        let io = CapturedIO(outputIsTerminal: terminal, errorIsTerminal: terminal).io
        let context = CommandContext(arguments: parsed, io: io, environment: environment)
        return (try context.globals(), try context.tableFormat())
    }

    @Test func databasePathComesFromTheOptionThenTheEnvironmentThenTheDefault() throws {
        #expect(try resolve(["--db", "a.sqlite"], environment: ["LAYOUTSTORE_DB": "b.sqlite"]).0.databasePath == "a.sqlite")
        #expect(try resolve([], environment: ["LAYOUTSTORE_DB": "b.sqlite"]).0.databasePath == "b.sqlite")
        #expect(try resolve([], environment: ["LAYOUTSTORE_DB": ""]).0.databasePath == "./layoutstore.sqlite")
    }

    @Test func formatIsTableOnATerminalAndJSONOtherwiseUnlessGiven() throws {
        #expect(try resolve([], terminal: true).1 == .table)
        #expect(try resolve([]).1 == .json)
        #expect(try resolve(["--format", "csv"], terminal: true).1 == .csv)
    }

    @Test func readsEngineOptionsQuietAndColour() throws {
        let (options, _) = try resolve(["--engine-option", "textScale=2", "--no-color"], terminal: true)
        #expect(options.engineOptions == EngineOptions(textScale: 2))
        #expect(options.isQuiet)
        #expect(!options.outputStyle.usesColor)
        #expect(!options.errorStyle.usesColor)
        #expect(try resolve([], terminal: true).0.outputStyle.usesColor)
    }

    @Test func badFormatIsAUsageErrorListingTheFormats() {
        #expect(throws: CLIError.self) { try resolve(["--format", "xml"]) }
        do {
            _ = try resolve(["--format", "xml"])
        } catch let error as CLIError {
            #expect(error.message == "The value 'xml' is invalid for '--format <format>': expected one of table, json, csv.")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
