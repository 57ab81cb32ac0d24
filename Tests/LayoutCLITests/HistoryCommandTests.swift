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
        ))
    }

    @Test func listsEveryRevisionOldestFirstWithWhatChanged() throws {
        let store = try TemporaryStore(seeded: true)
        let service = try store.service()
        try service.put(try labelModel("Hi"), message: "first words")
        try service.put(try labelModel("Hello there"))
        let run = store.run(["history", "label", "--width", "iPhone SE", "--format", "csv"])
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
        let all = store.run(["history", "Kyoto", "--width", "iPhone SE", "--format", "csv"])
        #expect(all.status == 0)
        let rows = all.output.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") }
        #expect(rows == ["compact,1", "wide,1"])
        #expect(all.output.split(separator: "\r\n").dropFirst().allSatisfy { $0.hasSuffix(",first") })
        let wide = store.run(["history", "Kyoto", "--width", "iPhone SE", "--template", "wide", "--format", "csv"])
        #expect(wide.output.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") } == ["wide,1"])
        let none = store.run(["history", "Kyoto", "--width", "iPhone SE", "--template", "chips"])
        #expect(none.status == 65)
        #expect(none.error == "Error: Model \"Kyoto\" has no template \"chips\".\n")
    }

    @Test func unknownModelsAndWidthsAreBadInput() throws {
        let store = try TemporaryStore(seeded: true)
        let model = store.run(["history", "nobody", "--width", "iPhone SE"])
        #expect(model.status == 65)
        #expect(model.error == "Error: No model named \"nobody\".\n")
        let width = store.run(["history", "Kyoto", "--width", "watch"])
        #expect(width.status == 65)
        #expect(width.error == "Error: No width named \"watch\".\n")
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
