import LayoutTestSupport
import Foundation
import Testing
@testable import LayoutCLI

@Suite struct ExportCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["export", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, ExportCommand.spec]))
        #expect(run.output.contains("  layoutstore export --out store.jsonl\n"))
    }

    @Test func writesEveryKindOfRowOneObjectPerLineWithAType() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["export"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 8 + 1 + 24 + 24 + 32 + 256 + 32 + 1)
        #expect(lines.last?.hasPrefix(#"{"counts":{"approval":0,"baseline":0,"engine":1,"model":24,"result":256,"revision":24,"scenario":32,"tree":32,"width":8},"lines":377,"sha256":""#) == true)
        #expect(lines.first == #"{"name":"book-narrow","type":"width","width":125}"#)
        #expect(lines[8].hasPrefix(#"{"createdAt":""#) && lines[8].contains(#""type":"engine","version":"0.1.0"}"#))
        #expect(lines.filter { $0.contains(#""type":"revision""#) }.count == 24)
        #expect(lines.filter { $0.contains(#""type":"result""#) }.count == 256)
        #expect(store.run(["export"]).output == run.output)
    }

    @Test func writesTheOutFileAndSaysSo() throws {
        let store = try TemporaryStore(seeded: true)
        let path = store.directory.appendingPathComponent("store.jsonl").path
        let run = store.run(["export", "--out", path])
        #expect(run.output == "")
        #expect(run.error == "Wrote 378 lines to \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == store.run(["export"]).output)
        let unwritable = store.run(["export", "--out", "/nonexistent/store.jsonl"])
        #expect(unwritable.status == 74)
        #expect(unwritable.error == "Error: Cannot write '/nonexistent/store.jsonl': No such file or directory.\n")
    }
}
