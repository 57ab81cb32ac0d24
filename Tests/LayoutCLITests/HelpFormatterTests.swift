import Testing
@testable import LayoutCLI

@Suite struct HelpFormatterTests {
    static let group = CommandSpec(
        name: "db", abstract: "Inspect the database.", options: [GlobalOptions.database],
        subcommands: [CommandSpec(name: "status", abstract: "Show the database's state.", action: { _ throws(CLIError) in .success })]
    )
    static let root = CommandSpec(name: "tool", abstract: "A tool.", subcommands: [group])

    @Test func groupUsageEndsInSubcommand() {
        #expect(HelpFormatter.usage([Self.root, Self.group]) == "tool db [options] <subcommand>")
        #expect(HelpFormatter.seeHelp([Self.root, Self.group]) == "  See 'tool db --help' for more information.")
    }

    @Test func groupHelpListsSubcommandsAndPointsAtHelp() {
        #expect(HelpFormatter.help([Self.root, Self.group]) == """
            OVERVIEW: Inspect the database.

            USAGE: tool db [options] <subcommand>

            OPTIONS:
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              -h, --help              Show help information.

            SUBCOMMANDS:
              status                  Show the database's state.

              See 'tool help <subcommand>' for detailed help.

            """)
    }

    @Test func keepsAWordLongerThanTheLineWhole() {
        let long = String(repeating: "x", count: 70)
        let command = CommandSpec(name: "t", abstract: "Short \(long) end.", action: { _ throws(CLIError) in .success })
        #expect(HelpFormatter.help([command]).hasPrefix("OVERVIEW: Short\n\(long) end.\n"))
    }
}
