import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct QueryCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["query", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, QueryCommand.spec]))
        #expect(run.output.contains("  layoutstore query --kind chipSet --rows '>3' --format table\n"))
    }

    @Test func filtersByKindWidthAndRows() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["query", "--kind", "chipSet", "--width", "book-narrow", "--rows", ">=6", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            model,kind,revision,template,width,proposed,result_width,result_height,rows,truncated,overflow,branch\r
            Chips article,chipSet,1,chips,book-narrow,125,125,192,7,0,0,\r
            English tags,chipSet,1,chips,book-narrow,125,125,174,6,1,0,\r

            """)
    }

    @Test func tableJSONAndCSVCarryTheSameRows() throws {
        let store = try TemporaryStore(seeded: true)
        let arguments = ["query", "--truncated", "--overflow"]
        let csv = store.run(arguments + ["--format", "csv"]).output
        let json = store.run(arguments + ["--format", "json"]).output
        let table = store.run(arguments + ["--format", "table"]).output
        #expect(csv.split(separator: "\r\n").count == 4)
        #expect(csv.contains("The grand tour"))
        #expect(json.components(separatedBy: "\"model\": ").count == 4)
        #expect(table.split(separator: "\n").count == 5)
    }

    @Test(arguments: [(">3", 3, false), (">3", 4, true), (">=3", 3, true), ("<3", 3, false), ("<=3", 3, true), ("=3", 3, true), ("!=3", 3, false), ("!=3", 2, true)])
    func rowsComparisonsMatchAsWritten(_ text: String, rows: Int, matches: Bool) throws {
        let comparison = try #require(RowsComparison(argument: text))
        #expect(comparison.matches(rows) == matches)
        #expect(!comparison.matches(nil))
    }

    @Test func notEqualKeepsOnlyResultsWithFlowsOfOtherRowCounts() throws {
        let store = try TemporaryStore(seeded: true)
        let rows = store.run(["query", "--rows", "!=3", "--width", "book-narrow", "--format", "csv"]).output
            .split(separator: "\r\n").dropFirst().map { $0.split(separator: ",")[8] }
        #expect(!rows.isEmpty)
        #expect(!rows.contains("3"))
        #expect(!rows.contains(""))
    }

    @Test(arguments: ["3", ">x", "=>3", "> 3.5", ""])
    func aBadRowsComparisonIsAUsageErrorNamingTheOption(_ text: String) throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["query", "--rows", text])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix(
            "Error: The value '\(text)' is invalid for '--rows <comparison>': expected a comparison with an integer: >3, >=3, <3, <=3, =3 or !=3.\n"
        ))
    }

    @Test func changedInListsARunsChangedScenarios() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let changed = store.run(["query", "--changed-in", "1", "--engine-option", "textScale=1.25", "--format", "csv"])
        #expect(changed.output.split(separator: "\r\n").count == 1 + 232)
        let unknown = store.run(["query", "--changed-in", "7"])
        #expect(unknown.status == 65)
        #expect(unknown.error == "Error: No run 7.\n")
    }
}

/// `query --limit/--offset`: a window of the listing, cut by the database.
@Suite struct QueryWindowTests {
    @Test func aWindowIsASliceOfTheWholeListing() throws {
        let store = try TemporaryStore(seeded: true)
        let all = store.run(["query", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(all.count > 10)
        let window = store.run(["query", "--limit", "4", "--offset", "3", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(window == [all[0]] + all[4...7])
        // '!=' is filtered by the database too, so a window counts matching rows only.
        let notTwo = store.run(["query", "--rows", "!=2", "--format", "csv"]).output.split(separator: "\r\n")
        let firstTwo = store.run(["query", "--rows", "!=2", "--limit", "2", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(notTwo.count > 3)
        #expect(firstTwo == Array(notTwo.prefix(3)))
    }
}
