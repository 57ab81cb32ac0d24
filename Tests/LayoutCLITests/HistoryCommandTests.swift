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
        #expect(run.output.hasSuffix("EXAMPLES:\n  layoutstore history Kyoto --width 'iPhone SE' --template wide --format table\n"))
    }

    @Test func listsEveryRevisionOldestFirstWithWhatChanged() throws {
        let store = try TestStoreFile()
        let service = try store.service()
        try service.put(try labelModel("Hi"), message: "first words")
        try service.put(try labelModel("Hello there"))
        let run = store.run(["history", "label", "--width", "iPhone SE", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\r\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "revision,created,message,engine,width,height,rows,truncated,overflow,branch,changes")
        #expect(lines[1].hasPrefix("1,"))
        #expect(lines[1].contains(",first words,"))
        #expect(lines[1].hasSuffix(",first"))
        #expect(lines[2].hasPrefix("2,"))
        #expect(lines[2].contains("size "))
        #expect(lines[2].contains("dw +"))
    }

    @Test func unknownModelsAndWidthsAreBadInput() throws {
        let store = try TestStoreFile()
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
