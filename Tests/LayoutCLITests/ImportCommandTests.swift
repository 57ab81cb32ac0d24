import LayoutTestSupport
import Foundation
import Testing
@testable import LayoutCLI

@Suite struct ImportCommandTests {
    @Test func helpIsTheSpecsHelpWithAnExample() {
        let run = CommandRun(["import", "--help"])
        #expect(run.output == HelpFormatter.help([CommandRegistry.root, ImportCommand.spec]))
        #expect(run.output.contains("  layoutstore --db copy.sqlite import store.jsonl\n"))
    }

    @Test func importsAnExportIntoAnEmptyStoreFromStandardInput() throws {
        let source = try TemporaryStore(seeded: true)
        let exported = source.run(["export"]).output
        let target = try TemporaryStore()
        let run = target.run(["import", "-"], standardInput: exported)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == "Imported 24 revisions (24 models created, 0 revised, 0 unchanged), 8 widths, 256 results, 0 approvals and 0 baselines; 0 layouts computed.\n")
        let again = target.run(["import", "-"], standardInput: exported)
        #expect(again.output == "Imported nothing new: every line was already stored.\n")
        let everyResult = ["query", "--limit", "1000000", "--format", "csv"]
        #expect(target.run(everyResult).output == source.run(everyResult).output)
    }

    @Test func exportImportExportGivesIdenticalBytes() throws {
        let source = try TemporaryStore(seeded: true)
        #expect(source.run(["approve", "--kind", "chipSet", "--message", "chips"]).status == 0)
        #expect(source.run(["model", "archive", "Ranked avatars"]).status == 0)
        #expect(source.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let exported = source.run(["export"]).output
        let target = try TemporaryStore()
        #expect(target.run(["import", "-"], standardInput: exported).status == 0)
        #expect(target.run(["export"]).output == exported)
        #expect(target.run(["replay"]).status == 0)
    }

    @Test func aBadLineIsNamedWithItsJSONPathAndNothingIsWritten() throws {
        let store = try TemporaryStore(seeded: true)
        let before = try store.snapshot()
        let lines = [
            #"{"type":"width","name":"watch","width":184}"#,
            #"{"type":"revision","model":{"kind":"viewTree","name":"label","tree":{"type":"text","text":"Hi"}}}"#,
            #"{"type":"revision","model":{"kind":"viewTree","name":"broken","tree":{"type":"text"}}}"#,
        ].joined(separator: "\n")
        let run = store.run(["import", "-"], standardInput: lines)
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("Error: <stdin>: line 3: "))
        #expect(run.error.contains("$.model.tree"))
        #expect(try store.snapshot() == before)
    }

    @Test func malformedJSONAndUnknownTypesAreNamedByLine() throws {
        let store = try TemporaryStore(seeded: true)
        let syntax = store.run(["import", "-"], standardInput: "{\"type\":\"width\",\"name\":\"a\",\"width\":1}\n{oops\n")
        #expect(syntax.status == 65)
        #expect(syntax.error.hasPrefix("Error: <stdin>: line 2: "))
        let type = store.run(["import", "-"], standardInput: "\n{\"type\":\"run\"}\n")
        #expect(type.status == 65)
        #expect(type.error == """
            Error: <stdin>: line 2: $.type: must be one of "width", "engine", "model", "revision", "tree", "result", "scenario", "approval", "baseline".

            """)
        let field = store.run(["import", "-"], standardInput: "{\"type\":\"engine\",\"engine\":1}\n")
        #expect(field.error == "Error: <stdin>: line 1: $: missing required field \"options\".\n")
    }

    @Test func aMissingFileIsUnreadableInput() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["import", "/nonexistent/store.jsonl"])
        #expect(run.status == 66)
        #expect(run.error == "Error: Cannot read '/nonexistent/store.jsonl': No such file or directory.\n")
    }

    @Test func aStreamCutAtALineBoundaryIsRefusedAndNothingIsWritten() throws {
        let source = try TemporaryStore(seeded: true)
        #expect(source.run(["approve", "--kind", "chipSet", "--message", "chips"]).status == 0)
        let lines = source.run(["export"]).output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 121)
        let target = try TemporaryStore(seeded: true)
        let before = try target.snapshot()
        let cut = target.run(["import", "-"], standardInput: lines.prefix(120).joined(separator: "\n") + "\n")
        #expect(cut.status == 65)
        #expect(cut.output == "")
        #expect(cut.error.hasPrefix("Error: <stdin>: line 121: the trailer line ({\"type\":\"trailer\",…}) is missing"))
        let midLine = target.run(["import", "-"], standardInput: String(lines.prefix(120).joined(separator: "\n").dropLast(7)))
        #expect(midLine.status == 65)
        #expect(midLine.error.hasPrefix("Error: <stdin>: line 120: "))
        #expect(try target.snapshot() == before)
    }
}
