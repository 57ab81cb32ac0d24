import Foundation
import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct QueryCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["query", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, QueryCommand.spec]))
        #expect(run.output.contains("  layoutstore query --kind chipSet --rows '>3' --format table\n"))
        // The help says what json and csv hold, for the summary and for rows.
        #expect(run.output.contains("'--format json' prints it as\none object (keys size_category, results, truncated, overflowing, groups,\nflow_rows, offset, limit, rows)"))
        #expect(run.output.contains("one row per scenario in every\nformat (json: a list of objects)"))
    }

    @Test func filtersByKindWidthAndRows() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["query", "--kind", "chipSet", "--width", "book-narrow", "--rows", ">=6", "--limit", "100", "--format", "csv"])
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
        let arguments = ["query", "--truncated", "--overflow", "--limit", "100"]
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
        let rows = store.run(["query", "--rows", "!=3", "--width", "book-narrow", "--limit", "1000", "--format", "csv"]).output
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
        let changed = store.run(["query", "--changed-in", "1", "--engine-option", "textScale=1.25", "--limit", "1000", "--format", "csv"])
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
        let all = store.run(["query", "--limit", "1000000", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(all.count > 10)
        let window = store.run(["query", "--limit", "4", "--offset", "3", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(window == [all[0]] + all[4...7])
        // '!=' is filtered by the database too, so a window counts matching rows only.
        let notTwo = store.run(["query", "--rows", "!=2", "--offset", "0", "--limit", "100000", "--format", "csv"]).output.split(separator: "\r\n")
        let firstTwo = store.run(["query", "--rows", "!=2", "--limit", "2", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(notTwo.count > 3)
        #expect(firstTwo == Array(notTwo.prefix(3)))
    }
}

/// `query` by default: the store's summary of every matching result, counted by the database,
/// checked against counts of the `latest_layouts` view (another join, written in the test).
@Suite struct QuerySummaryTests {
    /// A seeded store with generated models: enough results that a summary and pages matter.
    static func generatedStore() throws -> TemporaryStore {
        let store = try TemporaryStore(seeded: true)
        let generated = store.run(["generate", "--trips", "30", "--chip-sets", "40", "--seed", "5", "--quiet"])
        #expect(generated.status == 0, "\(generated.error)")
        // A second name for 320 pt: its results count (and list) under both names.
        #expect(store.run(["width", "add", "SE twin", "320", "--quiet"]).status == 0)
        return store
    }

    /// The objects of a JSON list, their values as text.
    private func objects(_ output: String) throws -> [[String: String]] {
        let list = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return list.map { $0.mapValues { "\($0)" } }
    }

    /// The data lines of a CSV output (its header dropped).
    private func lines(_ output: String) -> [Substring] {
        Array(output.split(separator: "\r\n").dropFirst())
    }

    @Test func theGroupsAreTheCountsOfTheLatestLayoutsView() throws {
        let store = try Self.generatedStore()
        let summary = store.run(["query", "--format", "csv"])
        #expect(summary.status == 0, "\(summary.error)")
        #expect(summary.output.hasPrefix("kind,template,width,results,truncated,overflowing,with_flow,max_rows\r\n"))
        let counted = store.run(["sql", """
            SELECT kind, template, width, count(*) AS n, sum(truncated_texts > 0) AS t, sum(overflowing_nodes > 0) AS o,
                   count(flow_rows) AS f, max(flow_rows) AS r
            FROM latest_layouts WHERE size_category = 'large'
            GROUP BY kind, template, container_width, width ORDER BY kind, template, container_width, width
            """, "--format", "csv"])
        #expect(counted.status == 0, "\(counted.error)")
        #expect(lines(counted.output).count >= 3 * 8, "trip cards (two templates), chip sets and view trees at eight widths")
        #expect(lines(summary.output) == lines(counted.output))
        #expect(lines(summary.output).contains { $0.hasPrefix("tripCard,wide,SE twin,") })
    }

    @Test func theJSONSummaryCountsEveryResultAndItsFlowRows() throws {
        let store = try Self.generatedStore()
        let json = try #require(JSONSerialization.jsonObject(with: Data(store.run(["query", "--format", "json"]).output.utf8)) as? [String: Any])
        #expect(json.keys.sorted() == ["flow_rows", "groups", "limit", "offset", "overflowing", "results", "rows", "size_category", "truncated"])
        let total = store.run(["sql", "SELECT count(*) AS n FROM latest_layouts WHERE size_category = 'large'", "--format", "csv"]).output
        let results = try #require(json["results"] as? Int)
        #expect(total == "n\r\n\(results)\r\n")
        #expect(results > 1_000, "30 trip cards × 18 + 40 chip sets × 9 and the seeds (nine width names)")
        let truncated = store.run(["sql", "SELECT count(*) AS n FROM latest_layouts WHERE size_category = 'large' AND truncated_texts > 0", "--format", "csv"])
        #expect(truncated.output == "n\r\n\(try #require(json["truncated"] as? Int))\r\n")
        let flowRows = try #require(json["flow_rows"] as? [[String: Any]]).map { "\(($0["rows"] as? Int).map(String.init) ?? ""),\($0["results"] as? Int ?? -1)" }
        let byRows = store.run(["sql", "SELECT flow_rows, count(*) AS n FROM latest_layouts WHERE size_category = 'large' GROUP BY flow_rows ORDER BY flow_rows", "--format", "csv"])
        #expect(flowRows == lines(byRows.output).map(String.init))
        #expect(flowRows.count > 2)
        #expect((json["rows"] as? [[String: Any]])?.count == 20)
        #expect(json["offset"] as? Int == 0)
        #expect(json["limit"] as? Int == 20)
    }

    @Test func pagesReachEveryResultOnceInOrder() throws {
        let store = try Self.generatedStore()
        let expected = store.run(["sql", """
            SELECT model, template, width FROM latest_layouts WHERE size_category = 'large' ORDER BY model, template, container_width, width
            """, "--format", "json"])
        let keys = try objects(expected.output).map { "\($0["model"] ?? "")|\($0["template"] ?? "")|\($0["width"] ?? "")" }
        #expect(keys.count > 1_000)
        var paged: [String] = []
        var offset = 0
        while true {
            let page = store.run(["query", "--limit", "250", "--offset", String(offset), "--format", "json"])
            #expect(page.status == 0, "\(page.error)")
            let rows = try objects(page.output)
            if rows.isEmpty { break }
            paged += rows.map { "\($0["model"] ?? "")|\($0["template"] ?? "")|\($0["width"] ?? "")" }
            offset += 250
        }
        #expect(paged == keys)
        // The table shows the same count and the first rows, under titles.
        let table = store.run(["query", "--format", "table"]).output
        #expect(table.hasPrefix("\(keys.count) latest results match in size category large ("))
        #expect(table.contains("\nResults 1–20 of \(keys.count) ('--limit' and '--offset' list others):\n"))
    }

    @Test func noResultsIsASummaryOfZero() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["query", "--model", "Nothing*", "--format", "json"])
        #expect(run.output == """
            {
              "size_category": "large",
              "results": 0,
              "truncated": 0,
              "overflowing": 0,
              "groups": [],
              "flow_rows": [],
              "offset": 0,
              "limit": 20,
              "rows": []
            }

            """)
    }
}
