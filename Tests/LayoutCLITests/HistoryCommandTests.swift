import Foundation
import LayoutTestSupport
import LayoutEngine
import LayoutModels
import LayoutService
import Testing
@testable import LayoutCLI

/// A view-tree model holding one text.
func labelModel(_ text: String) throws -> Model {
    try Model(json: JSONParser.parse(#"{"kind": "viewTree", "name": "label", "tree": {"type": "text", "text": "\#(text)"}}"#))
}

@Suite struct HistoryCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["help", "history"])
        #expect(run.status == 0)
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, HistoryCommand.spec]))
        #expect(run.output.hasSuffix(
            "EXAMPLES:\n  layoutstore history Kyoto --width 'iPhone SE' --format table\n  layoutstore history Kyoto --width 320 --template wide\n"
            + "  layoutstore history Kyoto --width 320 --limit 50 --offset 100 --format csv\n"
        ))
    }

    @Test func listsEveryRevisionOldestFirstWithWhatChanged() throws {
        let store = try TemporaryStore(seeded: true)
        let service = try store.service()
        try service.put(try labelModel("Hi"), message: "first words")
        try service.put(try labelModel("Hello there"))
        let run = store.run(["history", "label", "--width", "iPhone SE", "--limit", "10", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\r\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "template,revision,created,message,engine,width,height,rows,truncated,overflow,branch,changes")
        #expect(lines[1].hasPrefix("tree,1,"))
        #expect(lines[1].contains(",first words,"))
        #expect(lines[1].hasSuffix(",first"))
        #expect(lines[2].hasPrefix("tree,2,"))
        #expect(lines[2].contains("size "))
        #expect(lines[2].contains("dw +"))
    }

    @Test func coversEveryTemplateUnlessOneIsNamed() throws {
        let store = try TemporaryStore(seeded: true)
        // A trip card has two templates, compact and wide; the seeds laid out revision 1 of each.
        let all = store.run(["history", "Kyoto", "--width", "iPhone SE", "--limit", "10", "--format", "csv"])
        #expect(all.status == 0)
        let rows = all.output.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") }
        #expect(rows == ["compact,1", "wide,1"])
        #expect(all.output.split(separator: "\r\n").dropFirst().allSatisfy { $0.hasSuffix(",first") })
        let wide = store.run(["history", "Kyoto", "--width", "iPhone SE", "--template", "wide", "--limit", "10", "--format", "csv"])
        #expect(wide.output.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") } == ["wide,1"])
        let none = store.run(["history", "Kyoto", "--width", "iPhone SE", "--template", "chips"])
        #expect(none.status == 65)
        #expect(none.error == "Error: Model \"Kyoto\" has no template \"chips\".\n")
    }

    @Test func unknownModelsAreBadInputAndUnknownWidthsAUsageError() throws {
        let store = try TemporaryStore(seeded: true)
        let model = store.run(["history", "nobody", "--width", "iPhone SE"])
        #expect(model.status == 65)
        #expect(model.error == "Error: No model named \"nobody\".\n")
        let width = store.run(["history", "Kyoto", "--width", "watch"])
        #expect(width.status == 64)
        #expect(width.error.hasPrefix("Error: Unknown width 'watch' for '--width': the stored widths are \(UnknownWidthTests.seededWidths); or give a number of points.\n"))
        let missing = store.run(["history", "Kyoto"])
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("Error: Missing expected option '--width <width>'.\n"))
    }

    @Test func summaryNamesSizeAndNodeChanges() throws {
        let before = Engine().layout(try labelModel("Hi").tree(for: .tree), proposal: ProposedSize(width: 320, height: nil))
        let after = Engine().layout(try labelModel("Hello").tree(for: .tree), proposal: ProposedSize(width: 320, height: nil))
        let summary = HistoryCommand.summary(LayoutDiff(before, after))
        #expect(summary.hasPrefix("size "))
        #expect(summary.contains("0 dw +"))
        #expect(HistoryCommand.summary(LayoutDiff(before, before)) == "unchanged")
    }
}

/// `history` by default: a summary counted from the stored results' hashes; `--limit` and
/// `--offset` page through the entries, each still compared with the one before it.
@Suite struct HistorySummaryTests {
    /// A store whose view-tree model `label` has 25 revisions, each text longer than the last.
    static func longHistory() throws -> TemporaryStore {
        let store = try TemporaryStore(seeded: true)
        let service = try store.service()
        for number in 1...25 {
            try service.put(try labelModel("Hi" + String(repeating: " there", count: number)), message: "revision \(number)")
        }
        return store
    }

    @Test func theSummaryCountsEntriesAndChangesAndShowsTheFirstOnes() throws {
        let store = try Self.longHistory()
        let run = store.run(["history", "label", "--width", "iPhone SE", "--format", "json"])
        #expect(run.status == 0, "\(run.error)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json.keys.sorted() == ["changes", "entries", "limit", "model", "offset", "rows", "size_category", "templates", "width"])
        // By hand: 25 revisions under one engine, every text longer than the one before.
        #expect(json["entries"] as? Int == 25)
        #expect(json["changes"] as? Int == 24)
        let templates = try #require(json["templates"] as? [[String: Any]])
        #expect(templates.count == 1)
        #expect(templates.first?["template"] as? String == "tree")
        #expect(templates.first?["revisions"] as? Int == 25)
        #expect(templates.first?["engines"] as? Int == 1)
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(rows.map { $0["revision"] as? Int } == (1...20).map { $0 })
        #expect(rows.first?["changes"] as? String == "first")
        let csv = store.run(["history", "label", "--width", "iPhone SE", "--format", "csv"])
        #expect(csv.output == "template,entries,revisions,engines,changes\r\ntree,25,25,1,24\r\n")
        let table = store.run(["history", "label", "--width", "iPhone SE", "--format", "table"]).output
        #expect(table.hasPrefix("label at iPhone SE in size category large: 25 entries, 24 differing from the one before.\n"))
        #expect(table.contains("\nEntries 1–20 of 25 ('--limit' and '--offset' list others):\n"))
    }

    @Test func aPageComparesItsFirstEntryWithTheOneBeforeIt() throws {
        let store = try Self.longHistory()
        let page = store.run(["history", "label", "--width", "iPhone SE", "--limit", "10", "--offset", "20", "--format", "csv"])
        #expect(page.status == 0, "\(page.error)")
        let lines = page.output.split(separator: "\r\n").dropFirst()
        #expect(lines.map { $0.split(separator: ",")[1] } == ["21", "22", "23", "24", "25"])
        #expect(lines.allSatisfy { !$0.hasSuffix(",first") && !$0.hasSuffix(",unchanged") }, "each entry is compared with the one before it")
        let whole = store.run(["history", "label", "--width", "iPhone SE", "--limit", "100", "--format", "csv"]).output.split(separator: "\r\n")
        #expect(Array(whole.suffix(5)) == Array(lines))
        let beyond = store.run(["history", "label", "--width", "iPhone SE", "--offset", "1000000000000", "--format", "csv"])
        #expect(beyond.output == "template,revision,created,message,engine,width,height,rows,truncated,overflow,branch,changes\r\n")
    }
}

/// `--limit`/`--offset` take any whole number a database pages by, and nothing else.
@Suite struct PagingOptionsTests {
    @Test func offsetsBeyondAMillionAreAccepted() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        for command in [["query"], ["runs", "show", "1"], ["diff", "1"], ["history", "Kyoto", "--width", "320"]] {
            let run = store.run(command + ["--offset", "1500000", "--format", "csv"])
            #expect(run.status == 0, "\(command): \(run.error)")
            #expect(run.output.split(separator: "\r\n").count == 1, "\(command): only the header")
        }
        #expect(store.run(["query", "--offset", "9223372036854775807", "--limit", "9223372036854775807", "--format", "csv"]).status == 0)
    }

    @Test(arguments: ["-1", "1.5", "ten", "9223372036854775808", "+3", ""])
    func aBadWindowIsAUsageErrorNamingTheOption(_ text: String) throws {
        let store = try TemporaryStore(seeded: true)
        for option in ["--limit", "--offset"] {
            let run = store.run(["query", option, text])
            #expect(run.status == 64)
            #expect(run.error.hasPrefix(
                "Error: The value '\(text)' is invalid for '\(option) <rows>': expected a whole number from 0 to 9223372036854775807.\n"
            ), "\(run.error)")
        }
    }
}
